import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Testing

/// A key that reports loading and then a value through its subscription, as a key backed by a
/// database or network stream does; records when its subscription ends.
private struct StreamKey: SharedKey, Hashable {
  let name: String
  static let subscribers = LockIsolated<[String: SharedSubscriber<Int>]>([:])
  static let cancelled = LockIsolated<Set<String>>([])
  static let nextLoad = LockIsolated<Int?>(nil)
  static let saves = LockIsolated<[String: [Int]]>([:])
  var id: String { name }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = Self.nextLoad.value {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    let name = name
    Self.subscribers.withValue { $0[name] = subscriber }
    return SharedSubscription { Self.cancelled.withValue { _ = $0.insert(name) } }
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    let name = name
    Self.saves.withValue { $0[name, default: []].append(value) }
    continuation.resume()
  }
}

private struct Outer: Equatable, Sendable {
  @Shared(.inMemory("inner")) var inner = 1
}

@Suite struct SharedReferenceTests {
  /// Upstream: any yield from the subscriber ends loading.
  @Test func isLoadingEndsWhenTheSubscriberYieldsAValue() {
    @Shared(StreamKey(name: "loading")) var value = 0
    let subscriber = StreamKey.subscribers.value["loading"]!
    subscriber.yieldLoading(true)
    #expect($value.isLoading)
    subscriber.yield(42)
    #expect(value == 42)
    #expect(!$value.isLoading)  // fails: stays true forever
  }

  /// A value a key read while the reference was written is not taken: the write is newer. The
  /// key is told so, and the write's save reaches it only once it has been.
  @Test(.timeLimit(.minutes(1))) func aValueReadWhileTheReferenceIsWrittenIsNotTaken() {
    @Shared(StreamKey(name: "read-written")) var value = 0
    let subscriber = StreamKey.subscribers.value["read-written"]!
    let reference = $value
    // Signalled by the writing thread once its write is saved: a signal, not a time.
    let writer = DispatchSemaphore(value: 0)
    var savedWhileReading: [Int]?
    var isTakenSaid = false
    let isTaken = subscriber.yield(readBeforeNextWrite: {
      // Another thread writes while this reads, and waits for its save.
      Thread.detachNewThread {
        reference.withLock { $0 = 9 }
        writer.signal()
      }
      // Until the write is in (its save cannot reach the key while this reads).
      while reference.wrappedValue != 9 { sched_yield() }
      savedWhileReading = StreamKey.saves.value["read-written"] ?? []
      return .success(5)
    }) {
      isTakenSaid = true
    }
    writer.wait()
    #expect(!isTaken)
    #expect(!isTakenSaid)
    #expect(value == 9)
    #expect(savedWhileReading == [])
    #expect(StreamKey.saves.value["read-written"] == [9])
  }

  /// A value taken is recorded by the key before anyone hears of it: an observer that writes
  /// at once is measured against it.
  @Test func aKeyRecordsATakenValueBeforeItsObserversHear() {
    @Shared(StreamKey(name: "taken")) var value = 0
    let subscriber = StreamKey.subscribers.value["taken"]!
    let recorded = LockIsolated(false)
    let recordedWhenHeard = LockIsolated<Bool?>(nil)
    withObservationTracking {
      _ = value
    } onChange: {
      recordedWhenHeard.setValue(recorded.value)
    }
    let isTaken = subscriber.yield(readBeforeNextWrite: { .success(5) }) {
      recorded.setValue(true)
    }
    #expect(isTaken)
    #expect(value == 5)
    #expect(recordedWhenHeard.value == true)
  }

  /// Upstream: a successful save clears `loadError` (a corrupt file fixed by writing it).
  @Test func aSuccessfulSaveClearsLoadError() {
    let storage = FileStorage.inMemory
    let url = URL(filePath: "/tmp/review-corrupt.json")
    try! storage.write(Data("not json".utf8), to: url)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var items: [Int] = []
      #expect($items.loadError != nil)
      $items.withLock { $0 = [1] }
      #expect($items.saveError == nil)
      #expect($items.loadError == nil)  // fails: never cleared by a save
    }
  }

  /// Upstream: a user-initiated load that finds nothing keeps the current value.
  @Test func aUserLoadThatFindsNothingKeepsTheValue() async throws {
    StreamKey.nextLoad.setValue(nil)
    @Shared(StreamKey(name: "userload")) var value = 0
    $value.withLock { $0 = 5 }
    try await $value.load()
    #expect(value == 5)  // fails: reset to the initial value 0
  }

  /// Upstream (`_OptionalReference`): writes after removal go to the cached value.
  @Test func aWriteAfterRemovalIsKept() {
    let items = Shared(value: IdentifiedArrayOf<Item>([Item(id: 1, title: "a")]))
    let item = Shared(items[id: 1])!
    items.withLock { _ = $0.remove(id: 1) }
    item.withLock { $0.title = "b" }
    #expect(item.wrappedValue.title == "b")  // fails: the write is dropped
  }

  /// A write to a removed element may read the element, as a write to a present one may.
  @Test(.timeLimit(.minutes(1))) func aWriteAfterRemovalCanReadTheElement() async {
    let item = LockIsolated<Shared<Item>?>(nil)
    let finished = await onThreadOfItsOwn {
      let items = Shared(value: IdentifiedArrayOf<Item>([Item(id: 1, title: "a")]))
      let element = Shared(items[id: 1])!
      items.withLock { _ = $0.remove(id: 1) }
      element.withLock { $0.title = element.wrappedValue.title + "b" }
      item.setValue(element)
    }
    #expect(finished)  // fails: deadlock
    #expect(item.value?.wrappedValue.title == "ab")
  }

  /// Upstream: a key's reference (and its subscription) goes when its last `Shared` does.
  @Test func aKeysSubscriptionEndsWhenNothingHoldsIt() {
    do {
      @Shared(StreamKey(name: "leak")) var value = 0
      $value.withLock { $0 = 1 }
    }
    #expect(StreamKey.cancelled.value.contains("leak"))  // fails: references are kept forever
  }

  /// A default value may itself declare a keyed `@Shared`: the references are not locked while
  /// a default is evaluated.
  @Test(.timeLimit(.minutes(1))) func aDefaultThatDeclaresASharedDoesNotDeadlock() async {
    let dependencies = DependencyValues._current
    let finished = await onThreadOfItsOwn {
      DependencyValues.$_current.withValue(dependencies) {
        @Shared(.inMemory("outer")) var outer = Outer()
        _ = outer
      }
    }
    #expect(finished)  // fails: deadlock
  }

  /// Runs `body` on a thread of its own, so that a deadlock in it holds that thread, not one of
  /// the few the tests share, and waits for it without blocking: `false` if the test's time
  /// limit ends the wait first.
  func onThreadOfItsOwn(_ body: @escaping @Sendable () -> Void) async -> Bool {
    let (done, finish) = AsyncStream.makeStream(of: Void.self)
    Thread.detachNewThread {
      body()
      finish.yield()
      finish.finish()
    }
    for await _ in done { return true }
    return false
  }
}
