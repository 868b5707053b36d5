import Foundation

/// A way to load a shared value from somewhere outside the app's state (memory, a file, app
/// storage) and to hear when it changes there.
///
/// Conform to it for custom persistence that is only read; conform to ``SharedKey`` to save too.
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   var id: String { "remote-config" }
///   func load(context: LoadContext<Config>, continuation: LoadContinuation<Config>) {
///     continuation.resumeReturningInitialValue()
///   }
///   func subscribe(
///     context: LoadContext<Config>, subscriber: SharedSubscriber<Config>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value the key loads.
  associatedtype Value: Sendable
  /// What tells two keys for the same storage apart: keys with equal ids share one reference.
  associatedtype ID: Hashable = Self

  /// The identity of the storage this key reads.
  var id: ID { get }

  /// Loads the value, resuming `continuation` exactly once, now or later.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts listening for changes made outside the app; the subscription ends it.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is `Hashable` is its own identity.
  public var id: Self { self }
}

/// A ``SharedReaderKey`` that also saves: every `withLock` write through a ``Shared`` with this
/// key saves the new value.
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<[Int]>.Default {
///   static var scores: Self { Self[.fileStorage(URL(filePath: "/tmp/scores.json")), default: []] }
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, resuming `continuation` exactly once, now or later.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to load.
///
/// ```swift
/// if case .initialValue(let value) = context { print("first load, from \(value)") }
/// ```
public enum LoadContext<Value>: Sendable where Value: Sendable {
  /// The first load of a reference, with the value it starts with.
  case initialValue(Value)
  /// A load the app asked for with `load()`.
  case userInitiated

  /// The value a reference starts with, for the first load; `nil` otherwise.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

/// Why a key is asked to save.
///
/// ```swift
/// if context == .userInitiated { print("saved on request") }
/// ```
public enum SaveContext: Hashable, Sendable {
  /// The value was written with `withLock`.
  case didSet
  /// The app asked with `save()`.
  case userInitiated
}

/// Where a ``SharedReaderKey`` hands the value it loaded; resume it once.
///
/// ```swift
/// continuation.resume(returning: value)
/// ```
///
/// A continuation dropped without being resumed is reported (the key named by `description`)
/// and resumes as if the key found nothing, so that a load never waits forever.
public struct LoadContinuation<Value>: Sendable where Value: Sendable {
  private let box: ContinuationBox<Value?>
  /// Whether the load is a reference's own `load()`, whose answer that reference takes: a key
  /// may give the reference the value itself, through its subscriber (under the checks the
  /// key's reads are taken under), and answer here that it found nothing more to take.
  let isReferencesLoad: Bool

  /// A continuation that hands what a load answers to `callback`, once; `description` names
  /// the key in the issue reported when the continuation is never resumed.
  ///
  /// ```swift
  /// base.load(
  ///   context: context,
  ///   continuation: LoadContinuation("\(self)") { result in continuation.resume(with: result) })
  /// ```
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.init(description(), isReferencesLoad: false, callback: callback)
  }

  init(
    _ description: @autoclosure @escaping @Sendable () -> String, isReferencesLoad: Bool,
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    box = ContinuationBox(describeKey: description, leaked: nil, callback: callback)
    self.isReferencesLoad = isReferencesLoad
  }

  /// The key loaded `value`.
  public func resume(returning value: Value) { box.resume(with: .success(value)) }
  /// The key found nothing stored: the reference keeps its initial value.
  public func resumeReturningInitialValue() { box.resume(with: .success(nil)) }
  /// Loading failed: the reference keeps its value and reports `error` as its `loadError`.
  public func resume(throwing error: any Error) { box.resume(with: .failure(error)) }
  /// Resumes with `result`, where `nil` means "keep the initial value".
  public func resume(with result: Result<Value?, any Error>) { box.resume(with: result) }
}

/// Where a ``SharedKey`` says that its save finished; resume it once.
///
/// ```swift
/// continuation.resume()
/// ```
///
/// A continuation dropped without being resumed is reported (the key named by `description`)
/// and resumes as if the save succeeded, so that a save never waits forever.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Void>

  package init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    box = ContinuationBox(describeKey: description, leaked: (), callback: callback)
  }

  /// The value was saved.
  public func resume() { box.resume(with: .success(())) }
  /// Saving failed: the reference reports `error` as its `saveError`.
  public func resume(throwing error: any Error) { box.resume(with: .failure(error)) }
  /// Resumes with `result`.
  public func resume(with result: Result<Void, any Error>) { box.resume(with: result) }
}

/// Where a subscribed ``SharedReaderKey`` hands values that changed outside the app.
///
/// ```swift
/// subscriber.yield(newValue)
/// ```
public struct SharedSubscriber<Value>: Sendable where Value: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let loading: @Sendable (Bool) -> Void
  let readingBeforeWrites:
    @Sendable (() -> Result<Value?, any Error>?, _ whenTaken: () -> Void) -> Bool
  let saved: @Sendable (Result<Void, any Error>) -> Void

  package init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    loading: @escaping @Sendable (Bool) -> Void = { _ in },
    readingBeforeWrites: (
      @Sendable (() -> Result<Value?, any Error>?, _ whenTaken: () -> Void) -> Bool
    )? = nil,
    saved: @escaping @Sendable (Result<Void, any Error>) -> Void = { _ in }
  ) {
    self.callback = callback
    self.loading = loading
    self.saved = saved
    self.readingBeforeWrites =
      readingBeforeWrites ?? { read, whenTaken in
        guard let result = read() else { return false }
        let isTaken = (try? result.get()) != nil
        if isTaken { whenTaken() }
        callback(result)
        return isTaken
      }
  }

  /// Yields what `read` returns (nothing, if `nil`), unless the reference is written with
  /// `withLock` after `read` starts: `read` saw storage without that write, so what it read
  /// is older than the value. The library's own keys read storage this way; `read` is run
  /// once, at once. Returns whether the reference took a value from it: a key that merges
  /// learns from this what the value in memory now derives from.
  ///
  /// `whenTaken` runs as the reference takes the value, before its observers hear of it and
  /// before the save of any write made after it reaches the key: a key that merges records
  /// there what the value derives from, so that no write is measured against an older one.
  /// No write is handed to the key from the moment `read` starts until the value is taken or
  /// refused; observers are told after that.
  @discardableResult
  package func yield(
    readBeforeNextWrite read: () -> Result<Value?, any Error>?, whenTaken: () -> Void = {}
  ) -> Bool {
    readingBeforeWrites(read, whenTaken)
  }

  /// A save whose continuation was answered already (its bound passed, and it said the
  /// storage did not answer) ended after all: the reference's ``Shared/saveError`` says how.
  package func yieldSaved(_ result: Result<Void, any Error>) { saved(result) }

  /// The stored value is now `value`.
  public func yield(_ value: Value) { callback(.success(value)) }
  /// The stored value is gone: the reference goes back to its initial value.
  public func yieldReturningInitialValue() { callback(.success(nil)) }
  /// Reading the stored value failed.
  public func yield(throwing error: any Error) { callback(.failure(error)) }
  /// Yields `result`, where `nil` means "the initial value".
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
  /// Says whether the key is loading now (``Shared/isLoading``).
  public func yieldLoading(_ isLoading: Bool = true) { loading(isLoading) }
}

/// The end of a key's subscription: cancelling it (or dropping its last copy's reference)
/// stops listening.
///
/// ```swift
/// SharedSubscription { watcher.stop() }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: Once.Action

  /// A subscription that runs `onCancel` once, when cancelled or released.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Once.Action(onCancel)
  }

  /// Stops listening.
  public func cancel() { onCancel.run() }

  deinit { onCancel.run() }
}
