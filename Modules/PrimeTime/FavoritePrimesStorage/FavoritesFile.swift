import FileClient
import Foundation
import Sharing

/// One favorites file as one reference sees it: what it last read or wrote, the edits waiting
/// for it, and the read and save under way.
///
/// What it reads reaches the reference through the subscription, never as a load's answer, and
/// only if no write was made since it merged (`yield(readBeforeNextWrite:whenTaken:)`): a write
/// made meanwhile, on any thread, is kept, and the merge is made again from it (a read is read
/// again; a save's result waits for the save of that write). What the file holds and what the
/// reference derives from change as the reference takes the merge, before any later write is
/// measured against them.
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
  /// Whether another instance changed the file while a read was under way: what that read
  /// returns may be older than the file, which is read again once it lands.
  private var isChangedWhileReading = false
  /// The timeout of a load asked for while a save runs (the read waits for the save).
  private var queuedLoadTimeout: Task<Void, Never>?
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
    queuedLoadTimeout?.cancel()
    // Every continuation is answered: a load still waiting keeps the value it has, and a write
    // whose save never ran says so, as a save asked for before the file was read does.
    for waiter in loadWaiters { waiter.resumeReturningInitialValue() }
    let unsaved = isRead ? unsavedEdits : pendingEdits
    for waiter in saveWaiters {
      if unsaved.isEmpty {
        waiter.resume()
      } else {
        waiter.resume(throwing: FavoritePrimesFileError.notSaved(unsaved, timedOut: isTimedOut))
      }
    }
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
  ///
  /// The first load is answered at once with the value the reference starts with, and the
  /// reference says it is loading until the read's value reaches it through the subscription:
  /// answered later, with a value, it would replace a write made meanwhile. A load asked for
  /// is answered once the value has reached it, with nothing more (or with what went wrong).
  func load(_ context: LoadContext<[Int]>, _ continuation: LoadContinuation<[Int]>) {
    let isFirst = context.initialValue != nil
    if isFirst {
      continuation.resumeReturningInitialValue()
      subscriber?.yieldLoading()
    }
    lock.withLock {
      start(context)
      if !isFirst { loadWaiters.append(continuation) }
      if reading != nil && !isTimedOut { return }
      if isSaving {
        queueReload()
        return
      }
      startRead()
    }
  }

  /// Takes a write, or a request to save what is not saved yet, and saves unless the file is
  /// still unread.
  func save(_ value: [Int], isWrite: Bool, _ continuation: SaveContinuation) {
    let answer: Result<Void, any Error>? = lock.withLock {
      if !isWrite && value != current {
        // A write on another thread that this save overtook: its own save will not come (this
        // one carries its value), so its edits are taken here.
        let edits = FavoritePrimesKey.Edit.between(current, value)
        current = value
        if !isRead { pendingEdits += edits }
      }
      if isWrite {
        let edits = FavoritePrimesKey.Edit.between(current, value)
        current = value
        guard isRead else {
          // Answered once the read is done: by the save of the edits replayed onto it, or at
          // once if they change nothing there.
          pendingEdits += edits
          saveWaiters.append(continuation)
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
      if reading != nil { isChangedWhileReading = true }
      guard isRead, reading == nil else { return false }
      if isSaving {
        queueReload()
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
    queuedLoadTimeout?.cancel()
    queuedLoadTimeout = nil
    isChangedWhileReading = false
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
    let subscriber = subscriber
    // The writes made before the read that no save carries now: they are done.
    var writes: [SaveContinuation] = []
    var waiters: [LoadContinuation<[Int]>] = []
    var notice: FavoritePrimesFileError?
    var merged: [Int]?
    switch result {
    case .success(let (loaded, ignored)):
      let merge = {
        self.lock.withLock { () -> [Int]? in
          guard self.reading?.generation == generation else { return nil }
          // Edits kept while the file was unread, and any not saved yet (a failed save, another
          // instance's save): made again, edits leave the same primes.
          merged = FavoritePrimesKey.Edit.apply(
            self.pendingEdits + self.unsavedEdits, to: loaded)
          return merged
        }
      }
      let take = {
        self.lock.withLock {
          guard let merged else { return }
          self.endRead()
          self.isRead = true
          self.pendingEdits = []
          self.onDisk = loaded
          self.current = merged
          // Read whole, the file is nothing to keep any more (another instance saved a good
          // one over a bad one); read with entries left out, it is.
          self.mustKeepFile = ignored > 0
          if merged != loaded && !self.isSaving { self.startSave() }
          (writes, waiters) = self.takeWaiters()
        }
      }
      let isTaken: Bool
      if let subscriber {
        isTaken = subscriber.yield(readBeforeNextWrite: { merge().map { .success($0) } }) {
          take()
        }
      } else {
        // Read for no reference yet (`Shared(require:)`): the loads are given the list.
        isTaken = merge() != nil
        if isTaken { take() }
      }
      guard merged != nil else { return }
      guard isTaken else {
        // Written since the merge, so the merge is older than the list: read again, and merge
        // onto the list as that write left it (its save, if the file is read, follows).
        let isReading = lock.withLock {
          endRead()
          if isSaving {
            queueReload()
            return false
          }
          startRead()
          return true
        }
        if isReading { subscriber?.yieldLoading() }
        return
      }
      if ignored > 0 { notice = .ignoredEntries(ignored) }
    case .failure(let failure):
      let isCurrent = lock.withLock {
        guard reading?.generation == generation else { return false }
        endRead()
        isRead = true
        mustKeepFile = true
        // The edits made while it was read are saved (after the bad file is kept aside).
        if !pendingEdits.isEmpty && !isSaving { startSave() }
        pendingEdits = []
        (writes, waiters) = takeWaiters()
        return true
      }
      guard isCurrent else { return }
      notice = .unreadable("\(failure)")
    }
    // With a reference, the list reached it through the subscription; the loads only hear
    // that the read is over.
    answer(notice, to: waiters, list: subscriber == nil ? merged : nil)
    for write in writes { write.resume() }
    let rereads = lock.withLock { () -> Bool in
      guard isChangedWhileReading, reading == nil else { return false }
      isChangedWhileReading = false
      if isSaving {
        queueReload()
        return false
      }
      startRead()
      return true
    }
    if rereads { subscriber?.yieldLoading() }
  }

  /// The read under way is over. Called with the lock held.
  private func endRead() {
    reading?.timeout.cancel()
    reading = nil
    isTimedOut = false
  }

  /// The loads waiting for the read, and the writes it answers: those made before it that no
  /// save carries now. Called with the lock held, once the read is taken.
  private func takeWaiters() -> ([SaveContinuation], [LoadContinuation<[Int]>]) {
    defer {
      loadWaiters = []
      if !isSaving { saveWaiters = [] }
    }
    return (isSaving ? [] : saveWaiters, loadWaiters)
  }

  @MainActor
  private func readTimedOut(generation: Int) {
    let waiters: [LoadContinuation<[Int]>]? = lock.withLock {
      guard reading?.generation == generation else { return nil }
      isTimedOut = true
      defer { loadWaiters = [] }
      return loadWaiters
    }
    if let waiters { answer(.timedOut, to: waiters) }
  }

  /// Has a read follow the save under way. A save may wait for as long as another instance
  /// holds the lock: the loads waiting for that read are answered within the bound all the
  /// same. Called with the lock held.
  private func queueReload() {
    isReloadQueued = true
    if !loadWaiters.isEmpty && queuedLoadTimeout == nil { startQueuedLoadTimeout() }
  }

  /// Answers the loads waiting behind a save with ``FavoritePrimesFileError/timedOut`` if the
  /// save has not let their read start within ``FavoritePrimesKey/loadTimeout``. Called with the
  /// lock held.
  private func startQueuedLoadTimeout() {
    let clock = clock
    queuedLoadTimeout = Task { [weak self] in
      guard (try? await clock.sleep(for: FavoritePrimesKey.loadTimeout)) != nil, let file = self
      else { return }
      await MainActor.run {
        let waiters = file.lock.withLock { () -> [LoadContinuation<[Int]>] in
          guard file.reading == nil, file.queuedLoadTimeout != nil else { return [] }
          file.queuedLoadTimeout = nil
          defer { file.loadWaiters = [] }
          return file.loadWaiters
        }
        if !waiters.isEmpty { file.answer(.timedOut, to: waiters) }
      }
    }
  }

  /// Tells the loads waiting for a read that it is over, and what went wrong, if anything; with
  /// none waiting, says what went wrong through the subscription. A list read reaches a
  /// reference through the subscription alone, before this; `list` is for loads no reference
  /// waits on.
  private func answer(
    _ error: FavoritePrimesFileError?, to waiters: [LoadContinuation<[Int]>], list: [Int]? = nil
  ) {
    guard !waiters.isEmpty else {
      if let error { subscriber?.yield(throwing: error) }
      return
    }
    for waiter in waiters {
      if let error {
        waiter.resume(throwing: error)
      } else if let list {
        waiter.resume(returning: list)
      } else {
        // The list is in: nothing to give, and nothing to replace.
        waiter.resumeReturningInitialValue()
      }
    }
  }

  /// Saves this instance's edits onto what the file holds now, first moving an unreadable file
  /// aside so it is never lost. Called with the lock held.
  private func startSave() {
    isSaving = true
    // A reload under way may answer with the file as it was before this save, or before another
    // instance's: taken then, what it read would pass for the file, and its difference from the
    // list for edits. It is read again once the save is done; its loads wait for that.
    if let reading {
      reading.task.cancel()
      reading.timeout.cancel()
      self.reading = nil
      queueReload()
    }
    savingFrom = current
    let mustKeepFile = mustKeepFile
    // A file kept aside leaves none behind: the new one starts from this instance's list.
    let base = mustKeepFile ? [] : onDisk ?? initialValue
    let primes = current
    let missing = initialValue
    let fileClient = fileClient
    let clock = clock
    Task { [weak self] in
      // Whether the bad file is dealt with: kept aside, or found usable after all (another
      // instance saved a good one over it), either way judged under the file's lock.
      var isKept = !mustKeepFile
      var keptAs: String?
      let result: Result<[Int], any Error>
      var isWaiting = false
      while true {
        do {
          if !isKept {
            keptAs = try await fileClient.moveAside(FavoritePrimesKey.fileName) {
              !FavoritePrimesKey.isUsable($0)
            }
            isKept = true
          }
          result = .success(
            try await fileClient.updateJSON(
              [Int].self, at: FavoritePrimesKey.fileName, missing: missing
            ) {
              stored in
              // Unchanged since this instance read or wrote it: its list as it is, in its
              // order; otherwise its edits on what another instance saved meanwhile (checked
              // entry by entry only then: the base is checked already).
              let stored = stored == base ? stored : FavoritePrimesKey.uniquePrimes(stored)
              return FavoritePrimesKey.merge(base: base, ours: primes, theirs: stored)
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
          // Not kept, so not overwritten either: the list stays in memory only.
          let reason =
            isKept ? "\(error)" : "\(error) The file was left as it is; nothing was saved."
          result = .failure(FavoritePrimesFileError.saveFailed(reason))
        }
        break
      }
      guard let file = self else { return }
      let keptBadFile = mustKeepFile && isKept
      await MainActor.run { file.saved(result, keptBadFile: keptBadFile, keptAs: keptAs) }
    }
  }

  @MainActor
  /// The save is done; `keptBadFile` says whether it dealt with a bad file (see `startSave()`),
  /// `keptAs` where it was kept, if it was.
  private func saved(_ result: Result<[Int], any Error>, keptBadFile: Bool, keptAs: String?) {
    // Edits made while the save ran (a prime removed and put back included) stay on top, in
    // their order when the file held just what was saved; another save follows for them. The
    // reference takes the merge unless it was written since: then its list does not derive
    // from the file's yet, and the save of that write merges again.
    var isTaken = true
    if case .success(let written) = result, let subscriber {
      var merged: [Int]?
      let isYielded = subscriber.yield(readBeforeNextWrite: {
        lock.withLock {
          let list = FavoritePrimesKey.merge(base: savingFrom, ours: current, theirs: written)
          guard list != current else { return nil }
          merged = list
          return .success(list)
        }
      }) {
        lock.withLock { current = merged ?? current }
      }
      isTaken = merged == nil || isYielded
    }
    let (waiters, isReloading) = lock.withLock { () -> ([SaveContinuation], Bool) in
      isSaving = false
      if keptBadFile {
        // Kept aside, the file is gone; found good, it is another instance's: either way this
        // instance knows nothing it holds, and its next save keeps every prime of both.
        mustKeepFile = false
        onDisk = nil
      }
      if case .success(let written) = result {
        // Taken, the list derives from what was written; not taken, from what was saved, which
        // the file now holds with what others saved: the next save merges from there.
        onDisk = isTaken || current == written ? written : savingFrom
        if current != written {
          // The waiting saves are answered by the one that saves their edits too.
          startSave()
          return ([], isReloadQueued)
        }
      }
      let isReloading = isReloadQueued
      if isReloadQueued {
        isReloadQueued = false
        startRead()
      }
      defer { saveWaiters = [] }
      return (saveWaiters, isReloading)
    }
    for waiter in waiters { waiter.resume(with: result.map { _ in () }) }
    if let keptAs { subscriber?.yield(throwing: FavoritePrimesFileError.keptAside(keptAs)) }
    // What reached the list (the merge, the notice) ended its loading; a reload asked for
    // meanwhile still reads.
    if isReloading { subscriber?.yieldLoading() }
  }
}
