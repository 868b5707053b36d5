import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation
import Synchronization

extension SharedReaderKey {
  /// A value kept as JSON in the file at `url`: loaded when first shared, saved atomically on
  /// change, and reloaded when the file changes outside the app. In tests the file system is in
  /// memory (``FileStorage/inMemory``), so nothing reaches the disk.
  ///
  /// Saves are throttled as upstream's are: a change is written at once, and changes made within
  /// the second after a write are written together at the end of that second (`save()` writes at
  /// once). What is held back when the program ends normally (`exit`, or `main` returning) is
  /// written before it does. The key's own writes never come back to it as outside changes;
  /// an outside change (another process's write, the file deleted or moved away) is seen as
  /// soon as the kernel says so (on Linux; ten times a second elsewhere), unless a change of
  /// the app's own is waiting to be written, which replaces it. A missing or empty file holds
  /// no value: the reference has its default, and, as upstream's key does, an empty file is
  /// left where there is none (at first, or once the file is deleted or moved away).
  ///
  /// On the real file system, reads and writes run on the key's own queue, one at a time: the
  /// caller (the main actor, in an app) waits for them a moment at most
  /// (``FileStorage/quickAnswer``), so a disk that answers at once is read and written before
  /// it goes on, as upstream's key is, and one that does not (a hung network mount) never holds
  /// it. Meanwhile ``Shared/isLoading`` is true; past ``FileStorage/answerBound``,
  /// ``Shared/loadError`` (or ``Shared/saveError``) is a `FileError` that says the file did not
  /// answer, and a read that lands later is taken then. A value written while the first read
  /// goes on is kept, and saved after it (merged with the file, where the key merges).
  ///
  /// A file that cannot be read or decoded (at load, or when it changes while the app runs) is
  /// never overwritten silently: the value keeps what it had, ``Shared/loadError`` says why,
  /// and the file is moved aside (`NAME.corrupt-TIME`) before the next save replaces it. A FIFO
  /// or a device in the file's place is refused at once rather than read.
  ///
  /// **Merging.** Where several processes may change the file at once, give `merge`. When the
  /// file holds a value this key has not read (another instance wrote it since), a save does
  /// not replace it: under an advisory lock on the file (`.NAME.lock` beside it), the key reads
  /// that value and writes `merge(base, ours, theirs)`, where `base` is the value both derive
  /// from (`nil` when there is none, as for a file first made by the other) and `ours` is the
  /// value being saved. The reference then holds the merged value. A merge must keep a change
  /// both made the same way as it is: the key may hand it a base older than the last one the
  /// two shared. A change never waits for another process on the thread that makes it: when
  /// the lock is held, the change waits on a thread of its own, for at most `FileLock.wait`,
  /// and is written once the lock is free; held longer, the save fails with a `FileError` of
  /// `lockHeld` in ``Shared/saveError`` and the value waits in memory for the next.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL(filePath: "/tmp/sync-ups.json"))) var syncUps: [SyncUp] = []
  /// ```
  ///
  /// ```swift
  /// @Shared(
  ///   .fileStorage(
  ///     url,
  ///     merge: { @Sendable base, ours, theirs in
  ///       // Tags either added, less those either removed.
  ///       let base = base ?? []
  ///       let removed = base.subtracting(ours).union(base.subtracting(theirs))
  ///       return ours.union(theirs).subtracting(removed)
  ///     })) var tags: Set<String> = []
  /// ```
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder(),
    merge: (@Sendable (_ base: Value?, _ ours: Value, _ theirs: Value) -> Value)? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) },
      merge: merge)
  }

  /// A value kept in the file at `url` as `encode` writes it and `decode` reads it back (plain
  /// text, a format of one's own), loaded, saved, watched, kept and merged as
  /// ``fileStorage(_:decoder:encoder:merge:)`` keeps its JSON. `decode` may throw
  /// ``LoadedInPart`` for a file it reads only in part.
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<String> {
  ///   static var notes: Self {
  ///     .fileStorage(
  ///       .documentsDirectory.appending(component: "notes.txt"),
  ///       decode: { String(decoding: $0, as: UTF8.self) },
  ///       encode: { Data($0.utf8) })
  ///   }
  /// }
  /// ```
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<Set<String>> {
  ///   static var tags: Self {
  ///     .fileStorage(
  ///       .documentsDirectory.appending(component: "tags.txt"),
  ///       decode: { data in
  ///         Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
  ///       },
  ///       encode: { Data($0.sorted().joined(separator: "\n").utf8) },
  ///       merge: { base, ours, theirs in
  ///         // Tags either added, less those either removed.
  ///         let base = base ?? []
  ///         let removed = base.subtracting(ours).union(base.subtracting(theirs))
  ///         return ours.union(theirs).subtracting(removed)
  ///       })
  ///   }
  /// }
  /// ```
  ///
  /// Then:
  ///
  /// ```swift
  /// @Shared(.notes) var notes = ""
  /// ```
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data,
    merge: (@Sendable (_ base: Value?, _ ours: Value, _ theirs: Value) -> Value)? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode, merge: merge)
  }
}

/// The key of `.fileStorage(_:)`.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  /// Where set, a save merges what another process wrote since (see
  /// ``SharedReaderKey/fileStorage(_:decoder:encoder:merge:)``).
  let merge: (@Sendable (Value?, Value, Value) -> Value)?
  /// What this key knows of its file; one for all copies of the key.
  private let file: FileState<Value>
  /// Whether a save that kept a file aside says where (``sayingWhereFilesAreKept()``).
  private var saysKeptAside = false

  init(
    url: URL, decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data,
    merge: (@Sendable (Value?, Value, Value) -> Value)?, storage: FileStorage? = nil
  ) {
    @Dependency(\.defaultFileStorage) var defaultStorage
    let storage = storage ?? defaultStorage
    self.url = url
    self.storage = storage
    self.file = FileState(queue: storage.queue ?? DiskQueue(label: "fileStorage.file"))
    self.decode = decode
    self.encode = encode
    self.merge = merge
  }

  /// This key, saying where it kept a file it could not read once a save has moved it aside:
  /// a ``FileKeptAside`` in ``Shared/loadError`` (the name `NAME.corrupt-TIME`), until the next
  /// save. Upstream's key says nothing after a save succeeds, and a key does not unless asked;
  /// an app that tells its user where their unreadable file went asks.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url).sayingWhereFilesAreKept()) var syncUps: [String] = []
  /// ```
  public func sayingWhereFilesAreKept() -> Self {
    var key = self
    key.saysKeptAside = true
    return key
  }

  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.id))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // Answered once: by the read, or, past the storage's bound, by a timeout; a read that
    // lands later is offered then.
    let handed = file.handedSaves.load(ordering: .acquiring)
    // A load asked for of a reference (`load()`), not a first load (the reference's own, or
    // `Shared(require:)`'s).
    let isAskedFor = continuation.isReferencesLoad
    let seen = LockIsolated<Data?>(nil)
    let answer = bounded(isWrite: false) {
      continuation.resume(with: $0)
    } late: { [self] result in
      // An asked-for load that finds nothing keeps the value, late as on time.
      if isAskedFor, case .success(nil) = result { return }
      let isTaken = offer(result, handedBefore: handed, seen: seen.value)
      if isTaken == false, case .success(_?) = LoadedInPart.split(result).result {
        firstLoadSkipped()
      }
    }
    onQueue { [self] in
      let (result, seenNow) = loadNow(isAskedFor: isAskedFor)
      seen.setValue(seenNow)
      // An asked-for load's value is offered here, on the key's queue, in order with the
      // watch's reads: answered through the continuation, on another thread, it could land
      // after a newer read.
      guard isAskedFor, case .success(_?) = LoadedInPart.split(result).result,
        let isTaken = offer(result, handedBefore: handed, seen: seenNow)
      else { return answer(result) }
      // What was left out is what the load throws, once its value is taken.
      let notice = LoadedInPart.split(result).notice
      answer(isTaken ? notice.map { .failure($0) } ?? .success(nil) : .success(nil))
    }
  }

  /// Reads the file, on the key's queue: what a load answers. A missing file is left empty,
  /// as upstream's key leaves it (see ``leaveEmptyFile(in:)``).
  private func loadNow(isAskedFor: Bool) -> (Result<Value?, any Error>, seen: Data?) {
    file.withLock { file in
      // A change waiting to be written is merged with the file when it is; the value keeps it.
      if file.pending != nil, merge != nil { return (.success(nil), file.lastData) }
      let data = Result { try storage.load(url) }
      let result = data.flatMap { read($0, into: &file) }
      // A file that cannot be read (permissions, a FIFO) is kept aside, as a bad one is.
      let taken = LoadedInPart.split(result).result
      if case .failure = taken {
        file.mustKeepFile = true
        file.lastData = nil
      }
      if case .success(nil) = data { leaveEmptyFile(in: &file) }
      // A first load's value is the base at once; an asked-for load's once taken.
      if !isAskedFor, case .success(let value?) = taken { file.base = (value, file.lastData) }
      return (result, file.lastData)
    }
  }

  /// Gives the reference what a read found, if it is still the newest the key knows: no save
  /// was handed to the key since the read began (the value in memory is newer), and the key
  /// has neither read nor written the file since the read left it as `seen` (a newer read was
  /// taken). Else an older value would land last, and the next change, made on it, would undo
  /// the newer one in the file. Once taken, the value in memory derives from what was read.
  /// Returns whether it was taken; `nil`, with no reference to take it.
  @discardableResult
  private func offer(
    _ result: Result<Value?, any Error>, handedBefore handed: Int, seen: Data?
  ) -> Bool? {
    guard let subscriber = file.withLock({ $0.subscriber }) else { return nil }
    return subscriber.yield(readBeforeNextWrite: { [self] in
      let isCurrent =
        file.handedSaves.load(ordering: .acquiring) == handed
        && file.withLock({ $0.lastData }) == seen
      return isCurrent ? result : nil
    }) {
      if case .success(let value) = LoadedInPart.split(result).result {
        file.withLock { $0.base = (value, seen) }
      }
    }
  }

  /// Runs `work`, the key's file work, on the key's queue (``DiskQueue/run(waits:_:)``), where
  /// the storage may be slow (the real file system); in memory, at once.
  private func onQueue(waits: Bool = true, _ work: @escaping @Sendable () -> Void) {
    guard storage.bound != nil else { return work() }
    file.queue.run(waits: waits && storage.callerWaits, work)
  }

  /// `answer`, called once: with the result handed to what this returns, or, once the
  /// storage's `bound` passes, with a `FileError` of `timedOut`; a result handed after that
  /// goes to `late`. Where the storage bounds nothing (in memory), `answer` itself.
  private func bounded<T: Sendable>(
    isWrite: Bool, bound: Duration? = nil,
    _ answer: @escaping @Sendable (Result<T, any Error>) -> Void,
    late: @escaping @Sendable (Result<T, any Error>) -> Void = { _ in }
  ) -> @Sendable (Result<T, any Error>) -> Void {
    guard let bound = bound ?? storage.bound, let after = storage.after else { return answer }
    let once = Once()
    after(bound) { [url] in
      if once.first() { answer(.failure(FileError.timedOut(url, after: bound, isWrite: isWrite))) }
    }
    return { result in once.first() ? answer(result) : late(result) }
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    // On the key's queue, in order with its reads and the watch's: the caller never waits for
    // the key's lock, which a read holds.
    onQueue { [self] in file.withLock { $0.subscriber = subscriber } }
    return storage.watch(url) { [self] in onQueue(waits: false) { reread() } }
  }

  /// Reads the file again and offers the reference what it holds, as another process left it:
  /// what the watch does when the file changes.
  private func reread() {
    guard file.withLock({ $0.subscriber }) != nil else { return }
    // The file as this key last wrote or read it (its own write, heard): nothing to read.
    if let seen = storage.signature?(url), file.withLock({ $0.knownSignature == seen }) {
      return
    }
    var dropped: [SaveContinuation] = []
    // Read and judged under the key's lock, which its writes hold too, and before the
    // reference is asked to take it: a write made meanwhile never waits for the disk.
    let handed = file.handedSaves.load(ordering: .acquiring)
    var seen: Data?
    let outcome = file.withLock { file -> Result<Value?, any Error>? in
      let data: Data?
      do {
        data = try storage.load(url)
      } catch {
        // Unreadable while the app runs: kept aside before the next save, as at load.
        file.mustKeepFile = true
        file.lastData = nil
        return .failure(error)
      }
      // This key's own last write or read: nothing new.
      if data == file.lastData { return nil }
      if data == nil {
        // Deleted or moved away: the value goes back to its default, and a change waiting
        // to be written goes with the file, as upstream's does.
        dropped = file.pending?.continuations ?? []
        file.pending = nil
      } else if file.pending != nil
        || self.file.handedSaves.load(ordering: .acquiring)
          != self.file.takenSaves.load(ordering: .acquiring)
      {
        // A change of the app's own waits to be written (or to reach this lock): it replaces
        // this, or is merged with it.
        return nil
      }
      let result = self.read(data, into: &file)
      if data == nil { leaveEmptyFile(in: &file) }
      seen = file.lastData
      return result
    }
    for continuation in dropped { continuation.resume() }
    guard let outcome else { return }
    offer(outcome, handedBefore: handed, seen: seen)
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    file.handedSaves.add(1, ordering: .acquiringAndReleasing)
    // Answered once: by the write, or, past the storage's bound (and the wait for another
    // process's lock), by a timeout; the write goes on, and its value waits in memory.
    let answer = bounded(isWrite: true, bound: storage.bound.map { $0 + storage.lockWait }) {
      continuation.resume(with: $0)
    } late: { [file] result in
      // Said after all: the reference's save error is over, or says what it is now.
      file.withLock { $0.subscriber }?.yieldSaved(result)
    }
    let continuation = SaveContinuation("\(self)") { answer($0) }
    onQueue { [self] in saveNow(value, context: context, continuation: continuation) }
  }

  /// Saves `value`, on the key's queue.
  private func saveNow(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch context {
    case .didSet:
      let (result, startsWindow) = file.withLock { file -> (Result<Value?, any Error>?, Bool) in
        // Counted under the key's lock: a read judged under it before then is older than this
        // value, and is not taken over it.
        self.file.takenSaves.add(1, ordering: .acquiringAndReleasing)
        file.isWritten = true
        if file.isThrottling {
          file.pending = (value, (file.pending?.continuations ?? []) + [continuation])
          holdBack()
          return (nil, false)
        }
        file.isThrottling = storage.throttle != nil
        guard let result = writeOrDefer(value, [continuation], into: &file) else {
          return (nil, false)
        }
        return (result, file.isThrottling)
      }
      if startsWindow { scheduleWindowEnd() }
      if let result { finish(result, [continuation]) }
      sayLockWait()
    case .userInitiated:
      let (result, waiting) = file.withLock { file -> (Result<Value?, any Error>?, _) in
        self.file.takenSaves.add(1, ordering: .acquiringAndReleasing)
        if merge != nil, !file.isWritten {
          return (.success(nil), [continuation])
        }
        // This value is the newest: what waited is written with it.
        let waiting = (file.pending?.continuations ?? []) + [continuation]
        file.pending = nil
        return (writeOrDefer(value, waiting, into: &file), waiting)
      }
      if let result { finish(result, waiting) }
      sayLockWait()
    }
  }

  /// Tells the reference that a change waits for another process's lock, where a write just
  /// found it held, once the key's lock is let go (the reference's observers may write again),
  /// unless it was written meanwhile.
  private func sayLockWait() {
    let said = file.withLock { file -> (FileError, SharedSubscriber<Value>?)? in
      defer { file.lockWaitToSay = nil }
      guard let error = file.lockWaitToSay, file.pending != nil else { return nil }
      return (error, file.subscriber)
    }
    if let (error, subscriber) = said { subscriber?.yieldSaved(.failure(error)) }
  }

  /// Writes `value` if the file's lock is free now (for a key that merges); else keeps it as
  /// the change waiting to be written, with `continuations`, tries the lock again on the
  /// storage's time, and returns `nil`.
  private func writeOrDefer(
    _ value: Value, _ continuations: [SaveContinuation],
    into file: inout FileState<Value>.Contents
  ) -> Result<Value?, any Error>? {
    let result = Result { try write(value, into: &file) }
    guard case .failure(let error as FileError) = result, error.reason == .lockHeld(wait: .zero)
    else {
      return result
    }
    file.pending = (value, continuations)
    file.isThrottling = true
    holdBack()
    file.lockWaitToSay = error
    let tries = Int(storage.lockWait / FileLock.retryInterval)
    (storage.after ?? DiskWork.later)(FileLock.retryInterval) { [self] in
      writeWhenTheLockIsFree(tries: tries)
    }
    return nil
  }

  /// Has the program's normal end write the change this key holds back (see
  /// ``HeldBackWrites``), until the key has nothing to hold back any more.
  private func holdBack() {
    HeldBackWrites.hold(ObjectIdentifier(file)) { [self] in
      guard file.withLock({ $0.pending != nil }) else { return }
      // No second ends, and no later try of the lock comes, any more: a merging key waits for
      // the lock here, within its bound; any other writes at once.
      if merge != nil { writeWhenTheLockIsFree(tries: nil) } else { endWindow() }
    }
  }

  /// Waits for the file's lock, `tries` more tries at most on the storage's time (`nil`: at the
  /// program's end, on this thread), then writes the change waiting for it. Each try is a
  /// moment under the key's own lock, and the waits are off it.
  private func writeWhenTheLockIsFree(tries: Int?) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: storage.lockWait)
    while true {
      var isHeld = false
      var isTimedOut = false
      let written = file.withLock { file -> ([SaveContinuation], Result<Value?, any Error>)? in
        guard let pending = takePending(from: &file) else { return nil }
        var result = Result { try write(pending.value, into: &file) }
        if case .failure(let error as FileError) = result, error.reason == .lockHeld(wait: .zero) {
          guard tries.map({ $0 <= 0 }) ?? (clock.now >= deadline) else {
            file.pending = pending
            isHeld = true
            return nil
          }
          // Held too long: the saves waiting fail, and the value waits in memory for the next.
          isTimedOut = true
          file.isThrottling = false
          HeldBackWrites.release(ObjectIdentifier(self.file))
          result = .failure(FileError.lockHeld(url, wait: storage.lockWait))
        } else {
          file.isThrottling = storage.throttle != nil
        }
        return (pending.continuations, result)
      }
      if isHeld {
        guard let left = tries else {
          usleep(useconds_t(FileLock.retryInterval / .microseconds(1)))
          continue
        }
        (storage.after ?? DiskWork.later)(FileLock.retryInterval) { [self] in
          writeWhenTheLockIsFree(tries: left - 1)
        }
        return
      }
      guard let (continuations, result) = written else { return }
      if !isTimedOut { scheduleWindowEnd() }
      finish(result, continuations)
      return
    }
  }

  /// Ends the second after a write in a second (``endWindow()``).
  private func scheduleWindowEnd() {
    guard let throttle = storage.throttle else { return }
    throttle(.seconds(1)) { [self] in endWindow() }
  }

  /// Ends the second after a write: what was changed meanwhile is written now, and opens
  /// another second; with nothing waiting, the next change is written at once.
  private func endWindow() {
    let written = file.withLock { file -> ([SaveContinuation], Result<Value?, any Error>)? in
      guard let pending = takePending(from: &file) else { return nil }
      return writeOrDefer(pending.value, pending.continuations, into: &file).map {
        (pending.continuations, $0)
      }
    }
    sayLockWait()
    guard let (continuations, result) = written else { return }
    scheduleWindowEnd()
    finish(result, continuations)
  }

  /// Takes the change waiting to be written; with none, the key holds nothing back any more,
  /// and its next change is written at once.
  private func takePending(from file: inout FileState<Value>.Contents) -> (
    value: Value, continuations: [SaveContinuation]
  )? {
    guard let pending = file.pending else {
      file.isThrottling = false
      HeldBackWrites.release(ObjectIdentifier(self.file))
      return nil
    }
    file.pending = nil
    return pending
  }

  /// Ends the saves a write made: a merged value goes to the reference, then the saves resume,
  /// then a file kept aside on the way is said, where the key says it (after the saves: their
  /// success ends the load error that said the file could not be read).
  private func finish(_ result: Result<Value?, any Error>, _ continuations: [SaveContinuation]) {
    if case .success(let merged?) = result { take(merged) }
    for continuation in continuations { continuation.resume(with: result.map { _ in }) }
    let (kept, subscriber) = file.withLock { file in
      defer { file.keptAs = nil }
      return (file.keptAs, file.subscriber)
    }
    if let kept, saysKeptAside {
      subscriber?.yield(throwing: FileKeptAside(url: url, name: kept))
    }
  }

  /// Gives the reference the merged value just written, unless it changed since the value that
  /// was merged (a later change is merged when it is written; taking this now would lose it).
  private func take(_ merged: Value) {
    guard let subscriber = file.withLock({ $0.subscriber }) else { return }
    let data = try? encode(merged)
    subscriber.yield(readBeforeNextWrite: {
      file.withLock { file in
        // A save handed and not yet on the key's lock carries a newer value, merged when written.
        guard file.pending == nil, file.lastData == data,
          self.file.handedSaves.load(ordering: .acquiring)
            == self.file.takenSaves.load(ordering: .acquiring)
        else { return nil }
        return .success(merged)
      }
    }) {
      file.withLock { $0.base = (merged, data) }
    }
  }

  /// Writes `value`, unless the file holds it already as this key last wrote or read it; a
  /// file that could not be read is moved aside first. Where the key merges and another
  /// process wrote the file since, writes the merge of the two instead, under the file's lock
  /// (the storage's `update`), and returns it. The key's own lock is held throughout, so its
  /// watch never takes the file for another's mid-write.
  private func write(_ value: Value, into file: inout FileState<Value>.Contents) throws -> Value? {
    let data = try encode(value)
    // Nothing new: the file is not even read (on a slow disk, quitting with nothing to save
    // is quick).
    if data == file.lastData, !file.mustKeepFile || merge == nil { return nil }
    if file.mustKeepFile { try keepAside(in: &file) }
    guard let merge else {
      try storage.save(data, url)
      file.lastData = data
      file.knownSignature = storage.signature?(url)
      return nil
    }
    var written: (data: Data, merged: Value?) = (data, nil)
    var isBad = false
    try storage.update(url) { stored in
      // Other bytes than those the value derives from: another process wrote the file since.
      if let stored, !stored.isEmpty, stored != file.base.data {
        guard let theirs = try? decode(stored) else {
          // Another process left a file that cannot be read: kept aside, never overwritten.
          isBad = true
          return nil
        }
        let merged = merge(file.base.value, value, theirs)
        written = (try encode(merged), merged)
      }
      return written.data == stored ? nil : written.data
    }
    if isBad {
      file.mustKeepFile = true
      return try write(value, into: &file)
    }
    file.lastData = written.data
    file.knownSignature = storage.signature?(url)
    // The file now holds `value`'s changes, whether or not the reference takes the merge.
    file.base = (value, data)
    return written.merged
  }

  /// Moves the file that could not be read aside, unless it reads now (another process saved
  /// one that does meanwhile), and notes the name it was kept under, to say once the save ends.
  /// Outside the storage's `update`: a storage may take the file's lock for the move too.
  private func keepAside(in file: inout FileState<Value>.Contents) throws {
    file.keptAs = try storage.moveAside(url) { [decode] in (try? decode($0)) == nil }
    file.mustKeepFile = false
  }

  /// Writes an empty file where the file is missing (at first, or deleted or moved away), as
  /// upstream's key does (its tests read it back): an empty file holds no value, so the
  /// reference keeps its default, and the next save replaces it. Never over a file put in
  /// place since the read (a file moved back), which the watch reads.
  private func leaveEmptyFile(in file: inout FileState<Value>.Contents) {
    guard (try? storage.createEmpty(url)) == true else { return }
    file.lastData = Data()
    file.knownSignature = storage.signature?(url)
  }

  /// The value in `data`: none for a missing or empty file. One that cannot be decoded, or
  /// only in part, is kept aside before a save replaces it.
  private func read(_ data: Data?, into file: inout FileState<Value>.Contents) -> Result<
    Value?, any Error
  > {
    file.lastData = data
    file.knownSignature = storage.signature?(url)
    guard let data, !data.isEmpty else {
      file.mustKeepFile = false
      return .success(nil)
    }
    do {
      let value = try decode(data)
      file.mustKeepFile = false
      return .success(value)
    } catch {
      file.mustKeepFile = true
      return .failure(error)
    }
  }
}

/// What a file key knows of its file, under a lock its reads and writes of the file hold.
final class FileState<Value: Sendable>: @unchecked Sendable {
  struct Contents {
    /// The file's bytes as this key last wrote or read them; `nil` for no file. A change the
    /// watch reports that leaves them so is the key's own.
    var lastData: Data?
    /// Whether the file failed to decode and must be kept before a save replaces it.
    var mustKeepFile = false
    /// The file's signature right after this key last wrote or read it.
    var knownSignature: FileWatch.Signature?
    /// Whether a write went out less than a second ago: changes wait for the second's end.
    var isThrottling = false
    /// The newest change waiting for the second's end, and the saves waiting on it.
    var pending: (value: Value, continuations: [SaveContinuation])?
    /// For a key that merges: the value the one in memory derives from, and its bytes. A file
    /// that holds other bytes was written by another process since, and is merged with
    /// (see ``FileStorageKey/merge``).
    var base: (value: Value?, data: Data?) = (nil, nil)
    /// Where the reference takes a merged value.
    var subscriber: SharedSubscriber<Value>?
    /// The name a file that could not be read was just kept under, to say once its save ends.
    var keptAs: String?
    /// Another process's lock, found held by a write just deferred for it: said once the key's
    /// lock is let go.
    var lockWaitToSay: FileError?
    /// Whether the value was ever written: where the key merges, a save asked for of one never
    /// written writes nothing (it has no change to merge into the file), and leaves a file that
    /// could not be read as it is (only a change replaces it).
    var isWritten = false
  }

  private let lock = NSLock()
  private var contents = Contents()
  /// Where the key's reads and writes run, one at a time, off the caller's thread.
  let queue: DiskQueue
  /// How many saves were handed to the key: a read that lands late is newer than none of those
  /// handed after it began.
  let handedSaves = Atomic(0)
  /// How many of those have reached the key's lock (written, held back, or deferred for another
  /// process's lock): until all have, a change of the app's own waits to be written, and a
  /// change of the file's is not taken over it.
  let takenSaves = Atomic(0)

  init(queue: DiskQueue) {
    self.queue = queue
  }

  func withLock<R>(_ body: (inout Contents) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&contents)
  }
}

/// The file keys holding back a change (in the second after a write, or while another process
/// holds the file's lock), each with what writes it now. The program's normal end writes them
/// all, once the file queues' work has run (see ``DiskQueue``).
enum HeldBackWrites {
  private static let writes = LockIsolated<[ObjectIdentifier: @Sendable () -> Void]>([:])

  /// Has the program's end run `write`, for the key whose state is `key`, until released.
  static func hold(_ key: ObjectIdentifier, write: @escaping @Sendable () -> Void) {
    writes.withValue { $0[key] = write }
  }

  /// The key has nothing held back any more.
  static func release(_ key: ObjectIdentifier) {
    writes.withValue { $0[key] = nil }
  }

  /// Writes what every key holds back.
  static func writeAll() {
    for write in writes.value.values { write() }
  }
}

/// What tells file keys apart: the file, in one file system.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

extension FileStorageKey: SkippedLoadAware {
  /// The value was written while the first read went on: it derives from the default, not from
  /// what was read, and the save that follows merges it with the file (where the key merges)
  /// rather than taking the file for the value's base.
  func firstLoadSkipped() {
    file.withLock { $0.base = (nil, nil) }
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// The key as it is written, with its file's URL: `.fileStorage(file:///tmp/count.json)`.
  ///
  /// ```swift
  /// print($count)  // Shared<Int>(.fileStorage(file:///tmp/count.json))
  /// ```
  public var description: String { ".fileStorage(\(String(reflecting: url)))" }
}
