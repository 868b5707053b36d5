import Foundation
import Synchronization

/// Something running that can be told to stop: the task of a `.run` effect, or the rest of a
/// `.concatenate` waiting for its turn.
final class EffectHandle: Hashable, @unchecked Sendable {
  private let onCancel: @Sendable () -> Void

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  func cancel() { onCancel() }

  static func == (lhs: EffectHandle, rhs: EffectHandle) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A cancellation ID at a navigation path: the key running effects are registered under.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  private let discriminator: ObjectIdentifier
  private let id: AnyHashable
  private(set) var path: NavigationIDPath

  init(id: some Hashable, path: NavigationIDPath) {
    self.discriminator = ObjectIdentifier(type(of: id))
    self.id = AnyHashable(id)
    self.path = path
  }

  /// The same ID at another path.
  func at(_ path: NavigationIDPath) -> CancelID {
    var copy = self
    copy.path = path
    return copy
  }
}

/// Every running cancellable effect of the process, by cancellation ID and navigation path.
///
/// One registry serves every store: a store's effects live under its own root in the path, so
/// stores never cancel each other's effects, while `Task.cancel(id:)` outside any store reaches
/// the effects of all of them, as the path `[]` is a prefix of every path.
let cancellables = CancellableRegistry()

/// The table behind ``cancellables``, changed in place under a lock: `LockIsolated.withValue`
/// works on a copy, which made every registration copy the whole table (quadratic once many
/// effects run at once).
final class CancellableRegistry: Sendable {
  private let storage = Mutex([CancelID: Set<EffectHandle>]())

  /// Registers `handle` under `id` at its path and at every shorter one.
  func insert(_ handle: EffectHandle, at id: CancelID) {
    storage.withLock { storage in
      for prefix in id.path.prefixes {
        storage[id.at(prefix), default: []].insert(handle)
      }
    }
  }

  /// Forgets `handle`, which has finished.
  func remove(_ handle: EffectHandle, at id: CancelID) {
    storage.withLock { storage in
      for prefix in id.path.prefixes {
        let key = id.at(prefix)
        storage[key]?.remove(handle)
        if storage[key]?.isEmpty == true { storage[key] = nil }
      }
    }
  }

  /// Cancels every effect registered under `id` at its path (and so in the children below).
  func cancel(_ id: CancelID) {
    let handles = storage.withLock { $0.removeValue(forKey: id) } ?? []
    for handle in handles { handle.cancel() }
  }

  /// Whether anything runs under `id`.
  func contains(_ id: CancelID) -> Bool {
    storage.withLock { $0[id] != nil }
  }

  /// How many IDs, each at each path it is registered at, have running effects.
  var count: Int { storage.withLock { $0.count } }

  /// Forgets every registration, cancelling nothing.
  func removeAll() { storage.withLock { $0.removeAll() } }
}
