import Dependencies
import Foundation
import Observation

/// A key told when the reference it made did not take what its first load read, because the
/// value was written meanwhile (while a slow file was read): what it bases its next save on is
/// then not what it read. Called on the thread that resumed the load, before the key's next
/// work there.
protocol SkippedLoadAware {
  func firstLoadSkipped()
}

/// What a key adds to the reference it made: loading, saving, listening, and how that went.
final class KeyedPersistence<Value: Sendable>: SharedPersistence, @unchecked Sendable {
  /// Weak, not unowned: a key's answer may hold this object (through its weak callback) at the
  /// moment the reference's last holder lets go, so it can outlive the reference by that
  /// answer. Seen once as "read an unowned reference … already destroyed" in a full run.
  private weak var box: SharedBox<Value>?
  private let loadValue: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  private let saveValue: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  private let initialValue: Value
  /// For messages and ``Shared/description``.
  private let key: any Sendable
  private let lock = NSLock()
  private var status = Status()
  private var subscription: SharedSubscription?
  /// Held while a save is handed to the key, so that the key gets saves in the order of the
  /// writes they save. Recursive: a key's save may resume its continuation at once, and an
  /// observer of the status it sets may write again.
  private let saveLock = NSRecursiveLock()
  /// The number of the newest write handed to the key (see ``SharedBox/saveWrite``).
  private var handedWrite: UInt64 = 0

  private struct Status {
    var isLoading = false
    /// The loads asked of the key and not answered yet (the first, and each `load()`): what the
    /// subscription brings meanwhile does not end loading.
    var loadsUnderWay = 0
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  init<Key: SharedReaderKey<Value>>(key: Key, box: SharedBox<Value>, initialValue: Value) {
    self.box = box
    self.initialValue = initialValue
    self.key = key
    self.loadValue = { key.load(context: $0, continuation: $1) }
    if let key = key as? any SharedKey<Value> {
      self.saveValue = { key.save($0, context: $1, continuation: $2) }
    } else {
      self.saveValue = nil
    }
    subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber(
        callback: { [weak self] in self?.received($0) },
        loading: { [weak self] isLoading in self?.update { $0.isLoading = isLoading } },
        readingBeforeWrites: { [weak self] read, whenTaken in
          self?.received(readBeforeNextWrite: read, whenTaken: whenTaken) ?? false
        },
        saved: { [weak self] in self?.saved($0) }
      )
    )
  }

  /// The first load, right after the reference is made: a key that answers at once leaves
  /// the value loaded before anyone reads it.
  func start() {
    update {
      $0.isLoading = true
      $0.loadsUnderWay += 1
    }
    loadValue(
      .initialValue(initialValue),
      loadContinuation { [weak self] result in
        // A write made since the reference was made (on another thread, or while a slow
        // file was read) is newer than what the load found: it stays, and its save, which
        // the key makes after its read, puts it in storage (merged with what was read, where
        // the key merges).
        guard let self else { return }
        self.loadAnswered()
        // Storage that did not answer in time is said, whatever was written meanwhile: the
        // value waits in memory, and what the read brings later is merged with it.
        // A read that failed is said, whatever was written meanwhile: the write's save keeps
        // the file aside, where it must (a file that could not be read), before replacing it.
        if case .failure = LoadedInPart.split(result).result { return updateAfterLoad(result) }
        let isTaken = received(result, unlessWrittenAfter: 0)
        if case .success(_?) = LoadedInPart.split(result).result, !isTaken {
          (key as? any SkippedLoadAware)?.firstLoadSkipped()
        }
      })
  }

  var isLoading: Bool { read(\.isLoading) }

  var loadError: (any Error)? { read(\.loadError) }
  var saveError: (any Error)? { read(\.saveError) }
  var keyDescription: String { String(reflecting: key) }

  func load() async throws {
    update {
      $0.isLoading = true
      $0.loadsUnderWay += 1
    }
    defer { update { $0.isLoading = $0.loadsUnderWay > 0 } }
    let result = await withCheckedContinuation { continuation in
      let key = self.key
      loadValue(
        .userInitiated,
        LoadContinuation("\(key)", isReferencesLoad: true) { continuation.resume(returning: $0) })
    }
    loadAnswered()
    // Asked for, a load that finds nothing keeps the value as it is.
    if case .success(nil) = result { return }
    received(result)
    let (taken, notice) = LoadedInPart.split(result)
    if let notice { throw notice }
    if case .failure(let error) = taken { throw error }
  }

  func save() async throws {
    guard let saveValue, let box else { return }
    let result = await withCheckedContinuation { continuation in
      saveLock.withLock {
        // The value as of its newest write: a save of an older write still on its way to the
        // key is behind it, and dropped.
        let (value, write) = box.valueAndWrites()
        handedWrite = max(handedWrite, write)
        // Said as the key answers, before anything the key says after its answer (a file kept
        // aside on the way), which this would otherwise clear.
        saveValue(
          value, .userInitiated,
          saveContinuation { [weak self] result in
            self?.saved(result)
            continuation.resume(returning: result)
          })
      }
    }
    try result.get()
  }

  /// Saves a value just written with `withLock`, by its `write`th write.
  func save(_ value: Value, write: UInt64) {
    saveLock.withLock {
      // A newer write's save went first (made on another thread): this value is older than
      // what the key has, and saving it would put the older value in storage.
      guard write > handedWrite else { return }
      handedWrite = write
      saveValue?(value, .didSet, saveContinuation { [weak self] in self?.saved($0) })
    }
  }

  /// Takes what `read` read from storage, unless the value was written after `read` started
  /// and before it is taken: that write was not in storage when `read` read it (see
  /// ``SharedSubscriber/yield(readBeforeNextWrite:whenTaken:)``). Returns whether the value
  /// was taken.
  private func received(
    readBeforeNextWrite read: () -> Result<Value?, any Error>?, whenTaken: () -> Void
  ) -> Bool {
    guard let box else { return false }
    // Held until the value is taken or not: a write made meanwhile reaches the key only once it
    // knows which, and so what that write was made on.
    let outcome = saveLock.withLock { () -> (Result<Value?, any Error>, Bool, Bool)? in
      // Every write up to this one has been handed to the key, which accounts for it when it
      // reads (its own write is no news, a save it is holding back will replace the file).
      let write = handedWrite
      guard let answer = read() else { return nil }
      guard case .success(let value) = LoadedInPart.split(answer).result else {
        return (answer, !box.isWritten(after: write), false)
      }
      let (isTaken, isChanged) = box.setFromStorageUntold(
        value ?? initialValue, unlessWrittenAfter: write, whenTaken: whenTaken)
      return (answer, isTaken, isChanged)
    }
    guard let (answer, isTaken, isChanged) = outcome else { return false }
    // Told with the save lock let go: an observer that writes this or another reference waits
    // for nothing held here.
    if isChanged { box.observation.changed() }
    if case .failure = LoadedInPart.split(answer).result, !isTaken { return false }
    updateAfterLoad(answer)
    return isTaken
  }

  /// Takes what a load or the subscription answered: either ends loading. Returns whether a
  /// value was taken.
  @discardableResult
  private func received(
    _ result: Result<Value?, any Error>, unlessWrittenAfter write: UInt64? = nil
  ) -> Bool {
    var isTaken = false
    switch LoadedInPart.split(result).result {
    case .success(let value):
      isTaken = box?.setFromStorage(value ?? initialValue, unlessWrittenAfter: write) ?? false
    case .failure:
      if let write, box?.isWritten(after: write) == true { return false }
    }
    updateAfterLoad(result)
    return isTaken
  }

  /// What a load's answer says of loading: it is over, and what went wrong, if anything (for
  /// a value read in part, what was left out).
  private func updateAfterLoad(_ answer: Result<Value?, any Error>) {
    let (result, notice) = LoadedInPart.split(answer)
    update {
      if case .failure(let error) = result { $0.loadError = error } else { $0.loadError = notice }
      $0.isLoading = $0.loadsUnderWay > 0
    }
  }

  /// A load asked of the key was answered (told by what takes its answer).
  private func loadAnswered() {
    lock.lock()
    status.loadsUnderWay -= 1
    lock.unlock()
  }

  private func saved(_ result: Result<Void, any Error>) {
    update {
      switch result {
      case .failure(let error):
        $0.saveError = error
      case .success:
        // What is stored now is the value: whatever could not be loaded is behind it.
        $0.saveError = nil
        $0.loadError = nil
      }
    }
  }

  /// Continuations that name the key when they are dropped unresumed; they hold the key, not
  /// this object, so a key that keeps one keeps no reference alive.
  private func loadContinuation(
    _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) -> LoadContinuation<Value> {
    let key = self.key
    return LoadContinuation("\(key)", callback: callback)
  }

  private func saveContinuation(
    _ callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) -> SaveContinuation {
    let key = self.key
    return SaveContinuation("\(key)", callback: callback)
  }

  private func read<T>(_ keyPath: KeyPath<Status, T>) -> T {
    box?.observation.access()
    lock.lock()
    defer { lock.unlock() }
    return status[keyPath: keyPath]
  }

  private func update(_ change: (inout Status) -> Void) {
    guard let box else { return }
    lock.lock()
    change(&status)
    lock.unlock()
    // After the change, as for the value: an observer reads the new status.
    box.observation.changed()
  }
}

/// The references keys made, one per key id, so that every `@Shared(.key)` in a scope shares
/// one. Each test gets its own (the dependency's test value), so tests never see each other's.
final class SharedReferences: @unchecked Sendable {
  private let lock = NSLock()
  /// Held weakly: a reference, and its key's subscription, go when the last `Shared` holding
  /// it does (the key's storage keeps the value).
  private var references: [AnyHashable: Weak] = [:]

  private struct Weak {
    weak var box: AnyObject?
  }

  /// The reference for `key`, made (and first loaded, unless `skipInitialLoad`: the caller has
  /// just loaded it, or is about to) if there is none yet.
  func box<Key: SharedReaderKey>(
    for key: Key, initialValue: () -> Key.Value, skipInitialLoad: Bool = false
  ) -> SharedBox<Key.Value> {
    let id = AnyHashable(key.id)
    if let box = existing(id, as: Key.Value.self) { return box }
    // Made without the lock held: the default, or the key's subscription, may declare a
    // `@Shared` of its own.
    let value = initialValue()
    // A dependency made meanwhile on another thread is made under the dependencies' lock, and
    // its initializer may declare this key and change its value: looking a dependency up waits
    // for it, so that the reference it made, as it left it, is found below (upstream's read of
    // the value waits the same way). Only a reference's first declaration pays for it.
    @Dependency(\.sharedReferences) var waitForDependenciesBeingMade
    _ = waitForDependenciesBeingMade
    let box = SharedBox(value)
    let persistence = KeyedPersistence(key: key, box: box, initialValue: value)
    box.persistence = persistence
    box.saveWrite = { persistence.save($0, write: $1) }
    lock.lock()
    if let winner = references[id]?.box as? SharedBox<Key.Value> {
      // Another thread made one meanwhile: everyone shares the first.
      lock.unlock()
      return winner
    }
    references = references.filter { $0.value.box != nil }
    references[id] = Weak(box: box)
    lock.unlock()
    if !skipInitialLoad { persistence.start() }
    return box
  }

  private func existing<Value>(_ id: AnyHashable, as: Value.Type) -> SharedBox<Value>? {
    lock.lock()
    defer { lock.unlock() }
    return references[id]?.box as? SharedBox<Value>
  }
}

private enum SharedReferencesKey: DependencyKey {
  static let liveValue = SharedReferences()
  static var testValue: SharedReferences { SharedReferences() }
}

extension DependencyValues {
  /// The references `@Shared(key)` declarations share: one per key id.
  var sharedReferences: SharedReferences {
    get { self[SharedReferencesKey.self] }
    set { self[SharedReferencesKey.self] = newValue }
  }
}
