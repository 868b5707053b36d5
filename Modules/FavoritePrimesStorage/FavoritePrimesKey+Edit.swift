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

extension FavoritePrimesKey {
  /// How two instances' lists meet, in the shape of a merging file key's hook
  /// (`.fileStorage(_:merge:)`): `theirs` as another instance left the file, with `ours`'
  /// edits since `base`, the list both derive from, made on it. When the file holds `base`
  /// still, `ours` is taken as it is, in its order.
  ///
  /// ```swift
  /// FavoritePrimesKey.merge(base: [2, 3], ours: [2, 3, 7], theirs: [3, 5])  // [3, 5, 7]
  /// ```
  public static func merge(base: [Int]?, ours: [Int], theirs: [Int]) -> [Int] {
    let base = base ?? []
    guard theirs != base else { return ours }
    return Edit.between(base, ours).reduce(theirs) { $1.applied(to: $0) }
  }
}
