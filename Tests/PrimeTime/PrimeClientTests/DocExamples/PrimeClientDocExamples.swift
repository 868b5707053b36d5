// The doc comment examples of Modules/PrimeTime/PrimeClient/PrimeClient.swift, compiled; never run.
import Dependencies
import PrimeClient

private enum PrimeClientDocExamples {
  struct State {
    var prime: Int?
    var alert: String?
  }

  static func primeClient() async throws {
    @Dependency(\.primeClient) var primeClient

    let prime = try await primeClient.nthPrime(7)  // 17
    _ = prime
  }

  static func failure(state: inout State, primeClient: PrimeClient) async throws {
    do {
      state.prime = try await primeClient.nthPrime(7)
    } catch let error as PrimeClientError {
      state.alert = error.description
    }
  }

  static func onboarding() async throws {
    let prime = try await PrimeClient.onboarding.nthPrime(5)  // 11
    _ = prime
  }
}
