import Synchronization

/// Where a ``Shared`` (or ``SharedReader``) and every copy of it find their storage. Each one
/// made has its own; copies share it, so `$value = Shared(…)` points every copy made earlier at
/// the new storage, as upstream's `projectedValue` does, while another `@Shared` of the same key
/// keeps its own.
final class SharedHandle<Value>: Sendable {
  private let current: Mutex<SharedStorage<Value>>

  init(_ storage: SharedStorage<Value>) {
    current = Mutex(storage)
  }

  var storage: SharedStorage<Value> {
    current.withLock { $0 }
  }

  /// Points this handle at `storage`, and tells whoever observed the value it held before that
  /// the value they read has changed.
  func replace(with storage: SharedStorage<Value>) {
    let old = current.withLock { current in
      defer { current = storage }
      return current
    }
    if old !== storage { old.root.touch() }
  }
}
