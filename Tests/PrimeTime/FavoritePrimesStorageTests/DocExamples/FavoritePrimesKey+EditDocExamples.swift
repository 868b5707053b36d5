// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/FavoritePrimesKey+Edit.swift, compiled; never run.
import FavoritePrimesStorage

private enum FavoritePrimesKeyEditDocExamples {
  typealias Edit = FavoritePrimesKey.Edit

  static func between() -> [Edit] {
    Edit.between([2, 3], [2, 5])  // [.added(5), .removed(3)]
  }

  static func apply() {
    let merged = Edit.apply([.added(5), .removed(2)], to: [2, 3])  // [3, 5]
    let unchanged = Edit.apply([.added(5)], to: [2, 5])  // [2, 5]
    _ = (merged, unchanged)
  }

  static func merge() -> [Int] {
    FavoritePrimesKey.merge(base: [2, 3], ours: [2, 3, 7], theirs: [3, 5])  // [3, 5, 7]
  }
}
