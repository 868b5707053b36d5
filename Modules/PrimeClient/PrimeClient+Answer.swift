extension PrimeClient {
  /// Asks for the nth prime and puts the outcome in words for an alert: "The 7th prime is 17",
  /// or what went wrong. `nil` when the request was cancelled, which needs no words.
  ///
  /// ```swift
  /// await primeClient.answer(7)  // "The 7th prime is 17"
  /// ```
  public func answer(_ n: Int) async -> String? {
    do {
      return "The \(ordinal(n)) prime is \(try await nthPrime(n))"
    } catch is CancellationError {
      return nil
    } catch {
      return "\(error)"
    }
  }
}
