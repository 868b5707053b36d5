import ComposableArchitecture
import FavoritePrimesStorage
import FileClient
import Foundation
import Primes

/// A child process for the crash-consistency and two-instance tests: the favorites' real key,
/// `@Shared(.favoritePrimes)`, held in a store's state as the features hold it, with the live
/// FileClient.
///
/// `FavoritesWriter DIRECTORY` loads the favorites, prints `ready`, then saves a new list again
/// and again until it is killed, printing `saving 2,3,…` before each save and `saved` once it
/// succeeded, so the test knows which lists the file may hold when the kill lands.
///
/// `FavoritesWriter DIRECTORY EDIT…` loads the favorites, makes each edit (`+7` adds 7, `-7`
/// removes it) and saves it, as the app does, then prints `done`: another instance may save in
/// between.
@main
struct FavoritesWriter {
  static func main() async {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2 else {
      FileHandle.standardError.write(Data("usage: FavoritesWriter DIRECTORY [EDIT…]\n".utf8))
      exit(2)
    }
    let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let store = Store(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.fileClient = .live(directory: directory)
    }
    do {
      try await store.state.$primes.load()
    } catch {
      fail("load failed: \(error)")
    }
    guard arguments.count == 2 else {
      await edit(store, arguments.dropFirst(2))
      say("done")
      return
    }
    let primes = (2...8_000).filter(isPrime)
    say("ready")

    while true {
      // Lists of 1 to 1,000 primes in a shuffled order: each differs from the one before.
      var list = Array(primes.prefix(Int.random(in: 1...1_000)))
      list.shuffle()
      guard list != store.state.primes else { continue }
      say("saving \(list.map(String.init).joined(separator: ","))")
      await save(list, in: store)
      say("saved")
    }
  }

  /// Makes each edit and saves it, as a user adding and deleting favorites one by one.
  @MainActor
  static func edit(_ store: StoreOf<Editor>, _ edits: ArraySlice<String>) async {
    for edit in edits {
      guard let prime = Int(edit.dropFirst()), edit.first == "+" || edit.first == "-" else {
        fail("not an edit: \(edit)")
      }
      // Made on the list as it is when the edit lands, as the app's features make theirs: a
      // list read first and written back whole would undo what the other instance saved and
      // this one took in between.
      store.send(edit.first == "+" ? .add(prime) : .remove(prime))
      do {
        try await store.state.$primes.save()
      } catch {
        fail("save failed: \(error)")
      }
    }
  }

  /// Writes `list` to the shared favorites, as the app does, and waits until its key has saved
  /// it.
  @MainActor
  static func save(_ list: [Int], in store: StoreOf<Editor>) async {
    store.send(.replace(list))
    do {
      try await store.state.$primes.save()
    } catch {
      fail("save failed: \(error)")
    }
  }

  /// Edits the favorites the way the app does: through the shared list, which its key saves.
  struct Editor: Reducer {
    struct State: Equatable { @Shared(.favoritePrimes) var primes }
    enum Action: Equatable {
      case replace([Int])
      case add(Int)
      case remove(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .replace(let list):
          state.$primes.withLock { $0 = list }
          return .none
        case .add(let prime):
          state.$primes.withLock { if !$0.contains(prime) { $0.append(prime) } }
          return .none
        case .remove(let prime):
          state.$primes.withLock { $0.removeAll { $0 == prime } }
          return .none
        }
      }
    }
  }

  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FavoritesWriter: \(message)\n".utf8))
    exit(1)
  }
}
