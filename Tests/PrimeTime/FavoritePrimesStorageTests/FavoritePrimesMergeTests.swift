import Dependencies
import FavoritePrimesStorage
import Foundation
import Sharing
import Testing

/// The favorites' rule for two instances' lists, in the shape of a merging file key's hook.
struct FavoritePrimesMergeTests {
  @Test func aFileNoOneElseChangedTakesOurListInItsOrder() {
    #expect(FavoritePrimesKey.merge(base: [2, 3], ours: [3, 2, 7], theirs: [2, 3]) == [3, 2, 7])
  }

  @Test func ourEditsGoOntoWhatAnotherInstanceSaved() {
    // We added 7; the other added 5 and deleted 2.
    #expect(FavoritePrimesKey.merge(base: [2, 3], ours: [2, 3, 7], theirs: [3, 5]) == [3, 5, 7])
  }

  @Test func aDeletionIsNotUndoneByTheOthersList() {
    #expect(
      FavoritePrimesKey.merge(base: [2, 3, 5], ours: [2, 5], theirs: [2, 3, 5, 11]) == [2, 5, 11])
  }

  @Test func aFileTheOtherMadeFirstKeepsItsPrimes() {
    #expect(FavoritePrimesKey.merge(base: nil, ours: [7], theirs: [2]) == [2, 7])
  }

  /// The same rule as `.fileStorage`'s merge hook: another process's save since ours is kept,
  /// our deletion too.
  @Test func itIsAMergingFileKeysHook() throws {
    let storage = FileStorage.inMemory
    let url = URL(filePath: "/favorites/favorite-primes.json")
    let primes = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: [Int](), .fileStorage(url, merge: FavoritePrimesKey.merge))
    }
    primes.withLock { $0 = [2, 3] }
    try storage.write(Data("[2,3,11]".utf8), to: url)
    primes.withLock { $0.removeAll { $0 == 3 } }
    let onFile = try storage.contents(of: url).map {
      try JSONDecoder().decode([Int].self, from: $0)
    }
    #expect(onFile == [2, 11])
    #expect(primes.wrappedValue == [2, 11])
  }
}

/// The edit algebra the merges are made of, at any size.
struct FavoritePrimesEditTests {
  typealias Edit = FavoritePrimesKey.Edit

  /// `apply` makes the edits one after another, as this reference does, whatever they are: a
  /// prime removed and added back, added twice, removed where it is not.
  @Test func applyingEditsIsMakingThemOneAfterAnother() {
    func oneAfterAnother(_ edits: [Edit], _ primes: [Int]) -> [Int] {
      edits.reduce(primes) { primes, edit in
        switch edit {
        case .added(let prime): primes.contains(prime) ? primes : primes + [prime]
        case .removed(let prime): primes.filter { $0 != prime }
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let primes = Array(
        Set(
          (0..<Int.random(in: 0...8, using: &generator)).map { _ in
            Int.random(in: 0...9, using: &generator)
          }))
      let edits = (0..<Int.random(in: 0...8, using: &generator)).map { _ -> Edit in
        let prime = Int.random(in: 0...9, using: &generator)
        return Bool.random(using: &generator) ? .added(prime) : .removed(prime)
      }
      #expect(
        Edit.apply(edits, to: primes) == oneAfterAnother(edits, primes),
        "\(edits) on \(primes)")
    }
  }

  /// One prime deleted from a list of 200,000 is one edit, and merges as one: a delete costs
  /// what the list's length costs, not its square (a held delete key on a long list froze the
  /// app for seconds).
  @Test func aDeleteFromALongListIsOneEdit() {
    let list = Array(0..<200_000)
    var ours = list
    ours.remove(at: 100_000)
    #expect(Edit.between(list, ours) == [.removed(100_000)])
    let theirs = list + [200_000]
    #expect(FavoritePrimesKey.merge(base: list, ours: ours, theirs: theirs) == ours + [200_000])
  }
}
