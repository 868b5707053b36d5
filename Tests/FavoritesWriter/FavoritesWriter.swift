import ComposableArchitecture
import FavoritePrimes
import FileClient
import Foundation

/// A child process for the crash-consistency test: the real FavoritePrimes feature with the
/// live FileClient, saving a new list of favorites again and again until it is killed.
///
/// Usage: `FavoritesWriter DIRECTORY`. It loads the favorites, prints `ready`, then for each
/// list prints `saving 2,3,…` before the save and `saved` once it succeeded, so the test knows
/// which lists the file may hold when the kill lands.
@main
struct FavoritesWriter {
  static func main() async {
    let arguments = CommandLine.arguments
    guard arguments.count == 2 else {
      FileHandle.standardError.write(Data("usage: FavoritesWriter DIRECTORY\n".utf8))
      exit(2)
    }
    let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let store = Store(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = .live(directory: directory)
    }
    await store.send(.load).finish()
    if let error = store.state.loadError {
      fail("load failed: \(error)")
    }
    let primes = primes(upTo: 8_000)
    say("ready")

    while true {
      // Lists of 1 to 1,000 primes in a shuffled order: each differs from the one before.
      var list = Array(primes.prefix(Int.random(in: 1...1_000)))
      list.shuffle()
      guard list != store.state.favoritePrimes else { continue }
      say("saving \(list.map(String.init).joined(separator: ","))")
      await store.send(.favoritesChanged(list)).finish()
      if let error = store.state.saveError {
        fail("save failed: \(error)")
      }
      say("saved")
    }
  }

  /// The primes up to `limit`, by the sieve of Eratosthenes.
  static func primes(upTo limit: Int) -> [Int] {
    var isComposite = [Bool](repeating: false, count: limit + 1)
    var primes: [Int] = []
    for n in 2...limit where !isComposite[n] {
      primes.append(n)
      for multiple in stride(from: n * n, through: limit, by: n) { isComposite[multiple] = true }
    }
    return primes
  }

  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FavoritesWriter: \(message)\n".utf8))
    exit(1)
  }
}
