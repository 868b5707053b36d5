// The favorites' storage: the key behind `@Shared(.favoritePrimes)`, the file's rules and their
// errors. It is a module of its own, below the features, so that Counter and PrimeModal read and
// write the favorites without depending on the Favorites feature (FavoritePrimes), which shows
// the same list.

import Dependencies
import FileClient
import Foundation
import Primes
import Sharing

/// The storage behind `@Shared(.favoritePrimes)`: `favorite-primes.json`, read and written
/// through the ``FileClient`` dependency, with rules that keep every edit.
///
/// The key loads the file when the first `@Shared(.favoritePrimes)` is made, saves every
/// write, and reloads when another instance saves. Everything a holder needs to know is on the
/// reference: `$primes.isLoading`, and ``FavoritePrimesFileError`` in `$primes.loadError` or
/// `$primes.saveError`.
///
/// - Nothing is saved before the file has been read: a save then would replace a list no one
///   has seen. Edits made meanwhile are replayed onto what the load returns, then saved.
/// - A read the file system does not answer within ``FavoritePrimesKey/loadTimeout`` sets
///   ``FavoritePrimesFileError/timedOut``; edits are still kept for it, the read still counts
///   if it answers, and `$primes.load()` tries again.
/// - A file that cannot be read, or holds entries that are not unique primes, is moved aside
///   before the first save replaces it (``FavoritePrimesFileError/keptAside(_:)`` says where).
/// - Several instances can share the file: a save writes this instance's edits (what it added
///   and removed since it last read or wrote the file) onto what the file holds at that moment,
///   under the file's lock, so no save drops what another instance saved and a deletion made
///   elsewhere is not undone (``merge(base:ours:theirs:)``, a merging file key's hook). One
///   save runs at a time; a reload asked for meanwhile waits for it, and one under way when a
///   save starts is read again after it (what it read may be older than the file by then).
/// - `try await $primes.save()` waits for the saves under way and saves what is left; it
///   throws ``FavoritePrimesFileError/notSaved(_:timedOut:)`` while edits wait for the file.
///
/// What the key reads (a load, another instance's save merged in) never replaces a write: a
/// write made, on any thread, while it was merged is kept, and merged again with what was read.
///
/// The key captures the file client and the clock when it is made, as upstream's file storage
/// captures its storage: make the state inside the dependencies that should serve it.
///
/// ```swift
/// let favorites = withDependencies {
///   $0.fileClient = .live(directory: dataDirectory)
/// } operation: {
///   Shared(.favoritePrimes)  // loads the file, as a feature's state holding it does
/// }
/// ```
public struct FavoritePrimesKey: SharedKey {
  public typealias Value = [Int]

  /// The document the favorites live in.
  public static let fileName = "favorite-primes.json"
  /// How long a load may go unanswered before the list says so (a hung network file system);
  /// the load still counts if it answers later.
  public static let loadTimeout = Duration.seconds(5)

  let file: FavoritesFile
  /// The file client's identity: one reference per file client, so two stores with their own
  /// clients (two instances in one test) each hold their own list.
  public let id: FileClient.Identity

  /// A key for the favorites of the current `fileClient`, timed by the current
  /// `continuousClock`.
  public init() {
    @Dependency(\.fileClient) var fileClient
    @Dependency(\.continuousClock) var clock
    file = FavoritesFile(fileClient: fileClient, clock: clock)
    id = fileClient.identity
  }

  public func load(context: LoadContext<[Int]>, continuation: LoadContinuation<[Int]>) {
    file.load(context, continuation)
  }

  public func subscribe(context: LoadContext<[Int]>, subscriber: SharedSubscriber<[Int]>)
    -> SharedSubscription
  {
    file.subscribe(context, subscriber)
  }

  public func save(_ value: [Int], context: SaveContext, continuation: SaveContinuation) {
    file.save(value, isWrite: context == .didSet, continuation)
  }
}

extension FavoritePrimesKey {
  /// `numbers` without non-primes and repeats, in their order.
  static func uniquePrimes(_ numbers: [Int]) -> [Int] {
    var seen = Set<Int>()
    return numbers.filter { isPrime($0) && seen.insert($0).inserted }
  }

  /// Whether `data` is a file the key takes as it is: a JSON array of unique primes. Any other
  /// is kept aside before a save replaces it.
  static func isUsable(_ data: Data) -> Bool {
    guard let numbers = try? JSONDecoder().decode([Int].self, from: data) else { return false }
    return uniquePrimes(numbers) == numbers
  }
}
