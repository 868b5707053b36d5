import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Testing

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var count: Self { Self[.inMemory("count"), default: 7] }
}

struct Item: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
}

@Suite struct SharedTests {
  @Test func copiesShareOneValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(Shared(value: 1) == count)
  }

  @Test func inMemoryKeysWithOneNameShareOneValueAndTheFirstDefaultWins() {
    @Shared(.inMemory("volume")) var first = 1
    @Shared(.inMemory("volume")) var second = 2
    #expect(second == 1)
    $second.withLock { $0 = 5 }
    #expect(first == 5)
    @Shared(.inMemory("other")) var other = 0
    #expect(other == 0)
  }

  /// Run side by side with the test above: each test has its own in-memory storage.
  @Test func eachTestHasItsOwnInMemoryValues() {
    @Shared(.inMemory("volume")) var volume = 3
    #expect(volume == 3)
  }

  @Test func aKeyWithADefaultNeedsNoneAtTheDeclaration() {
    @Shared(.count) var count
    #expect(count == 7)
    @Shared(.count) var again = 0
    #expect(again == 7)
  }

  @Test func projectionsWriteThroughToTheWhole() throws {
    @Shared(
      value: IdentifiedArray(uniqueElements: [Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    var items: IdentifiedArrayOf<Item>
    let second = try #require(Shared($items[id: 2]))
    second.title.withLock { $0 = "B" }
    #expect(items[id: 2]?.title == "B")
    #expect(Shared($items[id: 3]) == nil)
    let title = second.title
    $items.withLock { _ = $0.remove(id: 2) }
    // A child that outlives its element keeps the last value instead of crashing.
    #expect(title.wrappedValue == "B")
    #expect(second.wrappedValue.id == 2)
  }

  /// A write may read the value it changes, directly or through a projection.
  @Test func aWriteCanReadTheValueItChanges() throws {
    let numbers = Shared(value: [1, 2])
    numbers.withLock { $0.append(numbers.wrappedValue.count) }
    #expect(numbers.wrappedValue == [1, 2, 2])
    @Shared(value: IdentifiedArray(uniqueElements: [Item(id: 1, title: "a")]))
    var items: IdentifiedArrayOf<Item>
    let item = try #require(Shared($items[id: 1]))
    $items.withLock { _ = $0.remove(id: item.wrappedValue.id) }
    #expect(items.isEmpty)
  }

  @Test func aSharedCollectionGivesEachElementAsShared() {
    @Shared(
      value: IdentifiedArray(uniqueElements: [Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    var items: IdentifiedArrayOf<Item>
    let elements = Array($items)
    #expect(elements.map(\.wrappedValue) == Array(items))
    elements[1].withLock { $0.title = "B" }
    #expect(items[id: 2]?.title == "B")
    let count = $items.read { $0.count }
    $items.withLock { $0.append(Item(id: 3, title: "c")) }
    #expect(count.wrappedValue == 3)
  }

  @Test func readersSeeWritesAndCannotWrite() {
    @Shared(value: 1) var count: Int
    let reader = SharedReader($count)
    $count.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
    #expect(SharedReader(value: 4).wrappedValue == 4)
    #expect($count.description == "Shared<Int>(value: 2)")
  }

  @Test func observersHearAWriteMadeThroughAnyCopy() {
    let count = Shared(value: 0)
    let heard = LockIsolated(0)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      heard.withValue { $0 += 1 }
    }
    let copy = count
    copy.withLock { $0 = 1 }
    #expect(heard.value == 1)
  }

  @Test func fileStorageSavesJSONAndLoadsWhatTheFileHolds() throws {
    let storage = FileStorage.inMemory
    let url = URL(filePath: "/data/items.json")
    try storage.write(Data(#"[{"id":1,"title":"kept"}]"#.utf8), to: url)
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      #expect(items == [Item(id: 1, title: "kept")])
      $items.withLock { $0.append(Item(id: 2, title: "new")) }
      let saved = try JSONDecoder().decode(
        [Item].self, from: #require(try storage.contents(of: url)))
      #expect(saved == items)
      #expect($items.saveError == nil)
    }
  }

  /// Upstream's examples keep their files in `.documentsDirectory`, which Foundation has only on
  /// Apple's platforms: the same spelling works here, in the user's documents folder.
  @Test func upstreamsDocumentsDirectorySpellingSavesThere() throws {
    let storage = FileStorage.inMemory
    let url = URL.documentsDirectory.appending(component: "stats.json")
    #expect(
      url.path.hasPrefix(NSHomeDirectory())
        || ProcessInfo.processInfo.environment["XDG_DOCUMENTS_DIR"] != nil)
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(.documentsDirectory.appending(component: "stats.json"))) var count = 0
      $count.withLock { $0 += 1 }
      let saved = try storage.contents(of: url)
      #expect(saved == Data("1".utf8))
    }
  }

  @Test func aFileThatCannotBeDecodedIsKeptAsideBeforeTheFirstSave() throws {
    let storage = FileStorage.inMemory
    let url = URL(filePath: "/data/items.json")
    try storage.write(Data("not json".utf8), to: url)
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      #expect(items == [])
      #expect($items.loadError != nil)
      $items.withLock { $0 = [Item(id: 1, title: "a")] }
      let kept = try storage.contents(of: url.appendingPathExtension("corrupt"))
      #expect(kept == Data("not json".utf8))
      #expect(try storage.contents(of: url) != nil)
    }
  }

  @Test func testsNeverTouchTheRealFileSystem() throws {
    let url = FileManager.default.temporaryDirectory.appending(component: "\(UUID()).json")
    @Shared(.fileStorage(url)) var count = 0
    $count.withLock { $0 = 1 }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func theRealFileSystemWritesAtomicallyAndHearsOtherWriters() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appending(component: "count.json")
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    count.withLock { $0 = 1 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "1")
    // Another process writes the file: the value follows within a second.
    try Data("42".utf8).write(to: url, options: .atomic)
    #expect(await eventually(count, within: .seconds(10)) { $0 == 42 })
  }

  @Test func appStorageKeepsNamedValuesInItsDocument() async throws {
    let url = FileManager.default.temporaryDirectory.appending(component: "\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let storage = AppStorage(url: url)
    let isOn = withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      Shared(wrappedValue: false, .appStorage("isOn"))
    }
    isOn.withLock { $0 = true }
    await storage.waitForSaves()
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    #expect((document as? [String: Bool]) == ["isOn": true])
    withDependencies {
      $0.defaultAppStorage = AppStorage(url: url)
    } operation: {
      @SharedReader(.appStorage("isOn")) var isOn = false
      #expect(isOn)
    }
  }

  enum Theme: String { case light, dark }

  @Test func appStorageKeepsRawRepresentableValuesByTheirRawValue() async throws {
    let url = FileManager.default.temporaryDirectory.appending(component: "\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let storage = AppStorage(url: url)
    withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      @Shared(.appStorage("theme")) var theme = Theme.light
      $theme.withLock { $0 = .dark }
      @Shared(.appStorage("name")) var name: String?
      #expect(name == nil)
      $name.withLock { $0 = "Blob" }
    }
    await storage.waitForSaves()
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    #expect((document as? [String: String]) == ["theme": "dark", "name": "Blob"])
    withDependencies {
      $0.defaultAppStorage = AppStorage(url: url)
    } operation: {
      @SharedReader(.appStorage("theme")) var theme = Theme.light
      #expect(theme == .dark)
    }
  }

  @Test func aCustomKeyLoadsSavesAndReportsErrors() async throws {
    let store = LockIsolated<Int?>(10)
    let fails = LockIsolated(false)
    let key = CustomKey(store: store, fails: fails)
    @Shared(key) var value = 0
    #expect(value == 10)
    #expect(!$value.isLoading)
    $value.withLock { $0 = 11 }
    #expect(store.value == 11)
    store.setValue(20)
    try await $value.load()
    #expect(value == 20)
    fails.setValue(true)
    await #expect(throws: CustomKey.Failure.self) { try await $value.load() }
    #expect($value.loadError != nil)
    #expect(value == 20)
    $value.withLock { $0 = 21 }
    #expect($value.saveError != nil)
    #expect(store.value == 20)
  }

  @Test func requireThrowsWhenTheKeyHoldsNothing() async throws {
    let key = CustomKey(store: LockIsolated(nil), fails: LockIsolated(false))
    await #expect(throws: SharedLoadError.noValue) { try await Shared(require: key) }
    let loaded = try await Shared(
      require: CustomKey(store: LockIsolated(3), fails: LockIsolated(false)))
    #expect(loaded.wrappedValue == 3)
  }
}

/// A key over a value held in memory, that fails on demand.
struct CustomKey: SharedKey, Hashable {
  struct Failure: Error {}
  let id = UUID()
  let store: LockIsolated<Int?>
  let fails: LockIsolated<Bool>

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    fails.value
      ? continuation.resume(throwing: Failure()) : continuation.resume(with: .success(store.value))
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    guard !fails.value else { return continuation.resume(throwing: Failure()) }
    store.setValue(value)
    continuation.resume()
  }
}

/// Whether `shared` comes to satisfy `condition` before `limit` passes (a bound, not a wait:
/// it checks again each time observation reports a change, and returns as soon as it holds).
func eventually<Value: Sendable>(
  _ shared: Shared<Value>, within limit: Duration, _ condition: @escaping @Sendable (Value) -> Bool
) async -> Bool {
  let changed = AsyncStream<Void>.makeStream()
  let deadline = Task {
    try? await Task.sleep(for: limit)
    changed.continuation.finish()
  }
  defer { deadline.cancel() }
  var iterator = changed.stream.makeAsyncIterator()
  while true {
    let changes = _SharedChanges.current
    let holds = withObservationTracking {
      condition(shared.wrappedValue)
    } onChange: {
      changed.continuation.yield()
    }
    if holds { return true }
    // Written on another thread after the read and before the tracking: no one was told.
    if _SharedChanges.current != changes { continue }
    guard await iterator.next() != nil else { return condition(shared.wrappedValue) }
  }
}

/// What a write may do with the value it is writing.
@Suite struct SharedNestedWriteTests {
  @Test func aWriteMayReadTheValueItChanges() {
    let numbers = Shared(value: [1, 2])
    numbers.withLock { $0.append(numbers.wrappedValue.count + 1) }
    #expect(numbers.wrappedValue == [1, 2, 3])
  }

  /// A write nested in a write of the same value wrote through the outer write's `inout`
  /// access: undefined in an optimized build. It stops the process with a message, as
  /// upstream's exclusivity check stops it.
  @Test func aWriteInsideAWriteOfTheSameValueStopsWithAMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let numbers = Shared(value: [1, 2])
      numbers.withLock { outer in
        outer.append(3)
        numbers.withLock { $0.append(4) }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("written inside a write of the same value"), "\(message)")
  }
}

/// What an observer reads when it is told of a change.
@Suite struct SharedObserverTests {
  /// An observer runs on the writer's thread, as `withObservationTracking`'s `onChange` does: a
  /// write from another thread (a file watch's) must be whole before it is told, or what it
  /// reads, or schedules a read of, is the old value.
  @Test func anObserverToldOfAWriteOnAnotherThreadReadsTheNewValue() async {
    let count = Shared(value: 0)
    let seen = LockIsolated<Int?>(nil)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      seen.setValue(count.wrappedValue)
    }
    await withCheckedContinuation { continuation in
      Thread {
        count.withLock { $0 = 1 }
        continuation.resume()
      }.start()
    }
    #expect(seen.value == 1)
  }

  /// The same for the key's status: a failed save is in `saveError` when observers hear of it.
  @Test func anObserverToldOfAFailedSaveReadsTheError() async {
    let key = CustomKey(store: LockIsolated(1), fails: LockIsolated(true))
    let value = Shared(wrappedValue: 0, key)
    let seen = LockIsolated<Bool?>(nil)
    withObservationTracking {
      _ = value.saveError
    } onChange: {
      seen.setValue(value.saveError != nil)
    }
    await #expect(throws: CustomKey.Failure.self) { try await value.save() }
    #expect(seen.value == true)
  }
}
