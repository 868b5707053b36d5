// The doc comment examples of Modules/Core/Sharing/Shared.swift, compiled; never run.
import Foundation
import IdentifiedCollections
import Sharing

extension SharedKey
where Self == InMemoryKey<IdentifiedArrayOf<SharedDocExamples.SyncUp>>.Default {
  fileprivate static var syncUps: Self { Self[.inMemory("sync-ups"), default: []] }
}

private enum SharedDocExamples {
  struct SyncUp: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  struct Todo: Equatable, Identifiable, Sendable {
    let id: Int
    var isComplete = false
  }

  struct User: Sendable {
    var name: String
  }

  struct Settings: Codable, Sendable {
    var isDark = false
  }

  enum SyncUpDetail {
    struct State {
      @Shared var title: String
    }
  }

  struct State {
    @Shared var syncUps: IdentifiedArrayOf<SyncUp>
    @Shared var todos: IdentifiedArrayOf<Todo>
  }

  struct Counter {
    @Shared var count: Int

    init(count: Shared<Int>) { self._count = count }
  }

  static func value() {
    let count = Shared(value: 0)
    _ = count
  }

  static func unwrapping(id: SyncUp.ID) {
    @Shared(value: [SyncUp(id: 1, title: "Design")]) var syncUps: IdentifiedArrayOf<SyncUp>
    guard let syncUp = Shared($syncUps[id: id]) else { return }
    _ = syncUp
  }

  static func projectedValue() {
    @Shared(.inMemory("count")) var count = 0
    let copy = $count
    $count = Shared(value: 42)
    print(copy.wrappedValue)  // 42
  }

  static func withLock(state: State, syncUp: SyncUp) {
    state.$syncUps.withLock { $0.append(syncUp) }
  }

  static func dynamicMember(value: SyncUp) {
    @Shared(value: value) var syncUp
    let detail = SyncUpDetail.State(title: $syncUp.title)
    _ = detail
  }

  static func loadAndSave() async throws {
    @Shared(.syncUps) var syncUps
    try await $syncUps.load()
    try await $syncUps.save()
  }

  static func optional() {
    @Shared(.inMemory("user")) var user: User?
    _ = user
  }

  static func require(url: URL) async throws {
    let settings = try await Shared<Settings>(require: .fileStorage(url))
    _ = settings
  }

  static func loadKey(defaultURL: URL, userURL: URL) async throws {
    @Shared(.fileStorage(defaultURL)) var settings = Settings()
    try await $settings.load(.fileStorage(userURL))
  }

  static func read(state: State) {
    let count = state.$todos.read { $0.count }
    _ = count
  }

  static func rows(state: State) {
    for todo in Array(state.$todos) {
      todo.withLock { $0.isComplete = true }
    }
  }

  static func description() {
    print(Shared(value: 0))  // Shared<Int>(value: 0)
  }
}
