import Dependencies
import Foundation
import Observation

/// What a key adds to the reference it made: loading, saving, listening, and how that went.
final class KeyedPersistence<Value: Sendable>: SharedPersistence, @unchecked Sendable {
  private unowned let box: SharedBox<Value>
  private let loadValue: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  private let saveValue: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  private let initialValue: Value
  private let lock = NSLock()
  private var status = Status()
  private var subscription: SharedSubscription?

  private struct Status {
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  init<Key: SharedReaderKey<Value>>(key: Key, box: SharedBox<Value>, initialValue: Value) {
    self.box = box
    self.initialValue = initialValue
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
        loading: { [weak self] isLoading in self?.update { $0.isLoading = isLoading } }
      )
    )
  }

  /// The first load, right after the reference is made: a key that answers at once leaves
  /// the value loaded before anyone reads it.
  func start() {
    update { $0.isLoading = true }
    loadValue(
      .initialValue(initialValue),
      LoadContinuation { [weak self] in
        self?.received($0)
        self?.update { $0.isLoading = false }
      })
  }

  var isLoading: Bool { read(\.isLoading) }
  var loadError: (any Error)? { read(\.loadError) }
  var saveError: (any Error)? { read(\.saveError) }

  func load() async throws {
    update { $0.isLoading = true }
    defer { update { $0.isLoading = false } }
    let result = await withCheckedContinuation { continuation in
      loadValue(.userInitiated, LoadContinuation { continuation.resume(returning: $0) })
    }
    received(result)
    if case .failure(let error) = result { throw error }
  }

  func save() async throws {
    guard let saveValue else { return }
    let value = box.liveValue
    let result = await withCheckedContinuation { continuation in
      saveValue(value, .userInitiated, SaveContinuation { continuation.resume(returning: $0) })
    }
    saved(result)
    try result.get()
  }

  /// Saves a value just written with `withLock`.
  func save(_ value: Value, context: SaveContext) {
    saveValue?(value, context, SaveContinuation { [weak self] in self?.saved($0) })
  }

  private func received(_ result: Result<Value?, any Error>) {
    switch result {
    case .success(let value):
      box.setFromStorage(value ?? initialValue)
      update { $0.loadError = nil }
    case .failure(let error):
      update { $0.loadError = error }
    }
  }

  private func saved(_ result: Result<Void, any Error>) {
    update {
      if case .failure(let error) = result { $0.saveError = error } else { $0.saveError = nil }
    }
  }

  private func read<T>(_ keyPath: KeyPath<Status, T>) -> T {
    box.observation.access()
    lock.lock()
    defer { lock.unlock() }
    return status[keyPath: keyPath]
  }

  private func update(_ change: (inout Status) -> Void) {
    box.observation.withMutation {
      lock.lock()
      change(&status)
      lock.unlock()
    }
  }
}

/// The references keys made, one per key id, so that every `@Shared(.key)` in a scope shares
/// one. Each test gets its own (the dependency's test value), so tests never see each other's.
final class SharedReferences: @unchecked Sendable {
  private let lock = NSLock()
  private var references: [AnyHashable: AnyObject] = [:]

  /// The reference for `key`, made (and first loaded) if there is none yet.
  func box<Key: SharedReaderKey>(
    for key: Key, initialValue: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    let id = AnyHashable(key.id)
    lock.lock()
    if let box = references[id] as? SharedBox<Key.Value> {
      lock.unlock()
      return box
    }
    let value = initialValue()
    let box = SharedBox(value)
    let persistence = KeyedPersistence(key: key, box: box, initialValue: value)
    box.persistence = persistence
    box.saveWrite = { persistence.save($0, context: .didSet) }
    references[id] = box
    lock.unlock()
    persistence.start()
    return box
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
