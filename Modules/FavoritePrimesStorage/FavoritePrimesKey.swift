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
///   elsewhere is not undone. One save runs at a time; a reload asked for meanwhile waits for
///   it.
/// - `try await $primes.save()` waits for the saves under way and saves what is left; it
///   throws ``FavoritePrimesFileError/notSaved(_:timedOut:)`` while edits wait for the file.
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

/// What went wrong with the favorites file, or what was done about it, as the shared list's
/// `loadError` or `saveError`.
///
/// ```swift
/// if let error = state.$primes.loadError as? FavoritePrimesFileError, error.isNotice {
///   notices.append("\(error)")
/// }
/// ```
public enum FavoritePrimesFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read, for this reason: the list holds this instance's edits, and
  /// the file is moved aside before the first save replaces it.
  case unreadable(String)
  /// The file's entries that are not unique primes were left out of the list; the file is moved
  /// aside before the first save replaces it.
  case ignoredEntries(Int)
  /// The unreadable file was moved aside, under this name, and a new one saved.
  case keptAside(String)
  /// The file did not answer within ``FavoritePrimesKey/loadTimeout``; edits are kept for it.
  case timedOut
  /// The list could not be saved, for this reason; it stays in memory, and the next edit
  /// tries again.
  case saveFailed(String)
  /// Asked to save, these edits still wait for the file to be read (or for it to answer).
  case notSaved([FavoritePrimesKey.Edit], timedOut: Bool)
  /// A save waits for another instance, which holds the file's lock (it is saving, or it was
  /// stopped mid-save); it is tried again until the lock is free.
  case locked

  /// Whether this tells what was done rather than what went wrong.
  public var isNotice: Bool {
    switch self {
    case .ignoredEntries, .keptAside: true
    case .unreadable, .timedOut, .saveFailed, .notSaved, .locked: false
    }
  }

  public var description: String {
    let file = FavoritePrimesKey.fileName
    let seconds = FavoritePrimesKey.loadTimeout.components.seconds
    switch self {
    case .unreadable(let reason), .saveFailed(let reason):
      return reason
    case .ignoredEntries(let count):
      return "Ignored \(count) entr\(count == 1 ? "y" : "ies") of \(file) that "
        + "\(count == 1 ? "is not a unique prime" : "are not unique primes")."
    case .keptAside(let name):
      return "The unreadable \(file) was kept as \(name)."
    case .locked:
      return "Another PrimeTime is saving \(file): this save waits for it to finish."
    case .timedOut:
      return "\(file) did not answer within \(seconds) seconds. Press R to try again; your "
        + "changes are kept until it is read."
    case .notSaved(let edits, let timedOut):
      let list = edits.map {
        switch $0 {
        case .added(let prime): "added \(prime)"
        case .removed(let prime): "removed \(prime)"
        }
      }
      let why =
        timedOut
        ? "the file did not answer within \(seconds) seconds"
        : "the file had not been read yet"
      return "\(list.joined(separator: ", ")) in \(file): not saved, as \(why)"
    }
  }
}

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

/// One favorites file as one reference sees it: what it last read or wrote, the edits waiting
/// for it, and the read and save under way. Its answers reach the reference on the main actor,
/// where the app's writes are made, so none lands between a merge and the write of its result.
final class FavoritesFile: @unchecked Sendable {
  /// How often a save tries again while another instance holds the file's lock.
  static let lockRetryInterval = Duration.milliseconds(100)

  private let fileClient: FileClient
  private let clock: any Clock<Duration>
  private let lock = NSLock()
  private var _subscriber: SharedSubscriber<[Int]>?
  private var subscriber: SharedSubscriber<[Int]>? { lock.withLock { _subscriber } }
  /// The list as the reference holds it, as far as this file knows (its writes and answers).
  private var current: [Int] = []
  /// The reference's default: what a missing file holds.
  private var initialValue: [Int] = []
  /// The file's list when this instance last read or wrote it; `nil` until it has been read.
  private var onDisk: [Int]?
  /// Whether the file's contents are known (read, or found unreadable): until then, edits wait.
  private var isRead = false
  /// Edits made before the file was read, to replay onto what it holds.
  private var pendingEdits: [FavoritePrimesKey.Edit] = []
  /// The read under way, if any, and whether it has gone unanswered too long.
  private var reading: (generation: Int, task: Task<Void, Never>, timeout: Task<Void, Never>)?
  private var readCount = 0
  private var isTimedOut = false
  private var loadWaiters: [LoadContinuation<[Int]>] = []
  /// Whether the file must be moved aside before it is replaced: it could not be read, or held
  /// entries that are not unique primes.
  private var mustKeepFile = false
  private var isSaving = false
  /// The list the save under way writes this instance's edits from: what the reference held
  /// when it started. Edits made since are the ones it does not carry.
  private var savingFrom: [Int] = []
  private var isReloadQueued = false
  private var saveWaiters: [SaveContinuation] = []
  private var isStarted = false

  init(fileClient: FileClient, clock: any Clock<Duration>) {
    self.fileClient = fileClient
    self.clock = clock
  }

  deinit {
    // A read no one holds the list for any more: its answer, and its timeout, go nowhere.
    reading?.task.cancel()
    reading?.timeout.cancel()
  }

  func subscribe(_ context: LoadContext<[Int]>, _ subscriber: SharedSubscriber<[Int]>)
    -> SharedSubscription
  {
    let changes = fileClient.changes(FavoritePrimesKey.fileName)
    let watch = Task { [weak self] in
      for await _ in changes {
        guard let file = self else { return }
        await MainActor.run { file.fileChanged() }
      }
    }
    lock.withLock {
      _subscriber = subscriber
      start(context)
    }
    return SharedSubscription { watch.cancel() }
  }

  /// Reads the file, or joins the read under way (unless it has timed out: then it tries
  /// again), or, while a save runs, reads once it has finished.
  func load(_ context: LoadContext<[Int]>, _ continuation: LoadContinuation<[Int]>) {
    lock.withLock {
      start(context)
      loadWaiters.append(continuation)
      if reading != nil && !isTimedOut { return }
      if isSaving {
        isReloadQueued = true
        return
      }
      startRead()
    }
  }

  /// Takes a write, or a request to save what is not saved yet, and saves unless the file is
  /// still unread.
  func save(_ value: [Int], isWrite: Bool, _ continuation: SaveContinuation) {
    let answer: Result<Void, any Error>? = lock.withLock {
      if isWrite {
        let edits = FavoritePrimesKey.Edit.between(current, value)
        current = value
        guard isRead else {
          // Not answered: it is saved with the edits replayed after the read.
          pendingEdits += edits
          return nil
        }
      } else if !isRead {
        guard !pendingEdits.isEmpty else { return .success(()) }
        return .failure(FavoritePrimesFileError.notSaved(pendingEdits, timedOut: isTimedOut))
      } else if !isSaving && unsavedEdits.isEmpty {
        // Nothing to save: a file kept aside waits for an edit, as it would without the ask.
        return .success(())
      }
      saveWaiters.append(continuation)
      // A save under way is followed by another for what changed meanwhile.
      if !isSaving { startSave() }
      return nil
    }
    if let answer { continuation.resume(with: answer) }
  }

  private func fileChanged() {
    let reload: Bool = lock.withLock {
      guard isRead, reading == nil else { return false }
      if isSaving {
        isReloadQueued = true
        return false
      }
      startRead()
      return true
    }
    if reload { subscriber?.yieldLoading() }
  }

  /// What this instance changed since it last read or wrote the file (or, unread, since its
  /// default). Read with the lock held.
  private var unsavedEdits: [FavoritePrimesKey.Edit] {
    FavoritePrimesKey.Edit.between(onDisk ?? initialValue, current)
  }

  /// Takes the reference's default as the list, before anything else has happened. Called with
  /// the lock held.
  private func start(_ context: LoadContext<[Int]>) {
    guard !isStarted, let value = context.initialValue else { return }
    isStarted = true
    initialValue = value
    current = value
  }

  /// Starts a read. Called with the lock held.
  private func startRead() {
    reading?.task.cancel()
    reading?.timeout.cancel()
    readCount += 1
    isTimedOut = false
    let generation = readCount
    let fileClient = fileClient
    let clock = clock
    let missing = initialValue
    let task = Task { [weak self] in
      let result: Result<([Int], ignored: Int), any Error>
      do {
        let stored =
          try await fileClient.loadJSON([Int].self, from: FavoritePrimesKey.fileName) ?? missing
        let valid = FavoritePrimesKey.uniquePrimes(stored)
        result = .success((valid, stored.count - valid.count))
      } catch {
        result = .failure(error)
      }
      guard let file = self, !Task.isCancelled else { return }
      await MainActor.run { file.read(result, generation: generation) }
    }
    let timeout = Task { [weak self] in
      guard (try? await clock.sleep(for: FavoritePrimesKey.loadTimeout)) != nil, let file = self
      else { return }
      await MainActor.run { file.readTimedOut(generation: generation) }
    }
    reading = (generation, task, timeout)
  }

  @MainActor
  private func read(_ result: Result<([Int], ignored: Int), any Error>, generation: Int) {
    let (value, error, waiters) = lock.withLock {
      () -> ([Int]?, FavoritePrimesFileError?, [LoadContinuation<[Int]>]) in
      guard reading?.generation == generation else { return (nil, nil, []) }
      reading?.timeout.cancel()
      reading = nil
      isTimedOut = false
      isRead = true
      defer { loadWaiters = [] }
      switch result {
      case .success(let (loaded, ignored)):
        // Edits kept while the file was unread, and any not saved yet (a failed save, another
        // instance's save): edits apply idempotently.
        let edits = pendingEdits + unsavedEdits
        let merged = edits.reduce(loaded) { $1.applied(to: $0) }
        pendingEdits = []
        onDisk = loaded
        current = merged
        if ignored > 0 { mustKeepFile = true }
        if merged != loaded && !isSaving { startSave() }
        let notice = ignored > 0 ? FavoritePrimesFileError.ignoredEntries(ignored) : nil
        return (merged, notice, loadWaiters)
      case .failure(let failure):
        mustKeepFile = true
        // The edits made while it was read are saved (after the bad file is kept aside).
        if !pendingEdits.isEmpty && !isSaving { startSave() }
        pendingEdits = []
        return (nil, .unreadable("\(failure)"), loadWaiters)
      }
    }
    answer(value: value, error: error, to: waiters)
  }

  @MainActor
  private func readTimedOut(generation: Int) {
    let waiters: [LoadContinuation<[Int]>]? = lock.withLock {
      guard reading?.generation == generation else { return nil }
      isTimedOut = true
      defer { loadWaiters = [] }
      return loadWaiters
    }
    if let waiters { answer(value: nil, error: .timedOut, to: waiters) }
  }

  /// Gives the reference a value read and what went wrong, through the loads waiting for them
  /// or, with none, through the subscription.
  private func answer(
    value: [Int]?, error: FavoritePrimesFileError?, to waiters: [LoadContinuation<[Int]>]
  ) {
    if let value { subscriber?.yield(value) }
    guard !waiters.isEmpty else {
      if let error { subscriber?.yield(throwing: error) }
      return
    }
    for waiter in waiters {
      if let error {
        waiter.resume(throwing: error)
      } else if let value {
        waiter.resume(returning: value)
      }
    }
  }

  /// Saves this instance's edits onto what the file holds now, first moving an unreadable file
  /// aside so it is never lost. Called with the lock held.
  private func startSave() {
    isSaving = true
    savingFrom = current
    let mustKeepFile = mustKeepFile
    // A file kept aside leaves none behind: the new one starts from this instance's list.
    let base = mustKeepFile ? [] : onDisk ?? initialValue
    let primes = current
    let missing = initialValue
    let edits = FavoritePrimesKey.Edit.between(base, primes)
    let fileClient = fileClient
    let clock = clock
    Task { [weak self] in
      var keptAs: String?
      if mustKeepFile {
        do {
          keptAs = try await fileClient.moveAside(FavoritePrimesKey.fileName)
        } catch {
          // Not kept, so not overwritten either: the list stays in memory only.
          let reason = "\(error) The file was left as it is; nothing was saved."
          guard let file = self else { return }
          await MainActor.run {
            file.saved(.failure(FavoritePrimesFileError.saveFailed(reason)), keptAs: nil)
          }
          return
        }
      }
      let result: Result<[Int], any Error>
      var isWaiting = false
      while true {
        do {
          result = .success(
            try await fileClient.updateJSON(
              [Int].self, at: FavoritePrimesKey.fileName, missing: missing
            ) {
              stored in
              // Unchanged since this instance read or wrote it: its list as it is, in its
              // order; otherwise its edits on what another instance saved meanwhile.
              let stored = FavoritePrimesKey.uniquePrimes(stored)
              return stored == base ? primes : edits.reduce(stored) { $1.applied(to: $0) }
            })
        } catch FileClientError.locked {
          // Another instance is saving, or was stopped mid-save: try again shortly, for as long
          // as this list is held, saying meanwhile what the save waits for.
          guard let file = self else { return }
          if !isWaiting {
            isWaiting = true
            await MainActor.run { file.subscriber?.yield(throwing: FavoritePrimesFileError.locked) }
          }
          guard (try? await clock.sleep(for: FavoritesFile.lockRetryInterval)) != nil else {
            return
          }
          continue
        } catch {
          result = .failure(FavoritePrimesFileError.saveFailed("\(error)"))
        }
        break
      }
      guard let file = self else { return }
      await MainActor.run { file.saved(result, keptAs: keptAs) }
    }
  }

  @MainActor
  private func saved(_ result: Result<[Int], any Error>, keptAs: String?) {
    let (changed, waiters) = lock.withLock { () -> ([Int]?, [SaveContinuation]) in
      isSaving = false
      if keptAs != nil { mustKeepFile = false }
      var changed: [Int]?
      if case .success(let written) = result {
        // Edits made while the save ran (a prime removed and put back included) stay on top,
        // in their order when the file held just what was saved; another save follows for them.
        let merged =
          written == savingFrom
          ? current
          : FavoritePrimesKey.Edit.between(savingFrom, current).reduce(written) {
            $1.applied(to: $0)
          }
        if merged != current { changed = merged }
        onDisk = written
        current = merged
        if current != written {
          // The waiting saves are answered by the one that saves their edits too.
          startSave()
          return (changed, [])
        }
      }
      if isReloadQueued {
        isReloadQueued = false
        startRead()
      }
      defer { saveWaiters = [] }
      return (changed, saveWaiters)
    }
    if let changed { subscriber?.yield(changed) }
    for waiter in waiters { waiter.resume(with: result.map { _ in () }) }
    if let keptAs { subscriber?.yield(throwing: FavoritePrimesFileError.keptAside(keptAs)) }
  }
}

extension FavoritePrimesKey {
  /// `numbers` without non-primes and repeats, in their order.
  static func uniquePrimes(_ numbers: [Int]) -> [Int] {
    var seen = Set<Int>()
    return numbers.filter { isPrime($0) && seen.insert($0).inserted }
  }
}
