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
