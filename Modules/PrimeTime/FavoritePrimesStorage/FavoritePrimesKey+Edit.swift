extension FavoritePrimesKey {
  /// One change made to the list.
  public enum Edit: Equatable, Sendable {
    case added(Int)
    case removed(Int)

    /// The edits that turn `old` into `new`: what `new` adds, in its order, then what it
    /// removes. Linear in the lists' lengths, as a list of any size is edited a prime at a time.
    ///
    /// ```swift
    /// Edit.between([2, 3], [2, 5])  // [.added(5), .removed(3)]
    /// ```
    public static func between(_ old: [Int], _ new: [Int]) -> [Edit] {
      let (oldSet, newSet) = (Set(old), Set(new))
      return new.filter { !oldSet.contains($0) }.map(Edit.added)
        + old.filter { !newSet.contains($0) }.map(Edit.removed)
    }

    /// `primes` with `edits` made on it, one after another: a prime added that is there
    /// already stays where it is, one added that is not goes at the end, and one removed goes.
    /// Made twice, edits leave the same primes (their order may differ: a prime removed and
    /// added back goes last). Linear in the lengths of `primes` and `edits`.
    ///
    /// ```swift
    /// let merged = Edit.apply([.added(5), .removed(2)], to: [2, 3])  // [3, 5]
    /// let unchanged = Edit.apply([.added(5)], to: [2, 5])  // [2, 5]
    /// ```
    public static func apply(_ edits: [Edit], to primes: [Int]) -> [Int] {
      guard !edits.isEmpty else { return primes }
      var present = Set(primes)
      var removedFromPrimes = Set<Int>()
      // What the edits add, in the order of their last adding; a slot is emptied when removed.
      var added: [Int?] = []
      var slot: [Int: Int] = [:]
      for edit in edits {
        switch edit {
        case .added(let prime):
          guard present.insert(prime).inserted else { continue }
          slot[prime] = added.count
          added.append(prime)
        case .removed(let prime):
          guard present.remove(prime) != nil else { continue }
          if let index = slot.removeValue(forKey: prime) {
            added[index] = nil
          } else {
            removedFromPrimes.insert(prime)
          }
        }
      }
      return primes.filter { !removedFromPrimes.contains($0) } + added.compactMap { $0 }
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
    return Edit.apply(Edit.between(base, ours), to: theirs)
  }
}
