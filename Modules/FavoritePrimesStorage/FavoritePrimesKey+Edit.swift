extension FavoritePrimesKey {
  /// One change made to the list.
  public enum Edit: Equatable, Sendable {
    case added(Int)
    case removed(Int)

    /// The edits that turn `old` into `new`.
    ///
    /// ```swift
    /// Edit.between([2, 3], [2, 5])  // [.added(5), .removed(3)]
    /// ```
    public static func between(_ old: [Int], _ new: [Int]) -> [Edit] {
      new.filter { !old.contains($0) }.map(Edit.added)
        + old.filter { !new.contains($0) }.map(Edit.removed)
    }

    /// `primes` with this edit made: made twice, it changes nothing more.
    ///
    /// ```swift
    /// Edit.added(5).applied(to: [2, 5])  // [2, 5]
    /// ```
    public func applied(to primes: [Int]) -> [Int] {
      switch self {
      case .added(let prime): primes.contains(prime) ? primes : primes + [prime]
      case .removed(let prime): primes.filter { $0 != prime }
      }
    }
  }
}
