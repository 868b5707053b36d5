import ComposableArchitecture
import Foundation
import Testing

private let settingsURL = URL(filePath: "/tmp/review-settings.json")

@MainActor
@Suite struct SharedTrackingTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      @Shared(.fileStorage(settingsURL)) var settings: [Int] = []
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var child: Child.State?
      @Shared(.inMemory("count")) var count = 0
      var label = ""
    }
    enum Action { case openTapped, rename }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .openTapped:
          state.child = Child.State()
          return .none
        case .rename:
          state.label = "renamed"
          return .none
        }
      }
    }
  }

  /// A child whose `@Shared(.fileStorage)` loads a pre-seeded file when the reducer makes it:
  /// the load is not a change the test made or must assert (upstream TCA passes).
  @Test func aKeysInitialLoadInsideAReducerIsNotAnUnassertedChange() async {
    let storage = FileStorage.inMemory
    try! storage.write(Data("[1,2,3]".utf8), to: settingsURL)
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }
    await store.send(.openTapped) { $0.child = Child.State() }  // fails: settings [] vs [1,2,3]
    #expect(store.state.child?.settings == [1, 2, 3])
  }

  /// A shared value changed by the test itself (not by the store) before an action: upstream
  /// only tracks changes made with the store's dependencies, so this passes there.
  @Test func aChangeMadeByTheTestBodyIsNotTheReducers() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.state.$count.withLock { $0 = 42 }
    await store.send(.rename) { $0.label = "renamed" }  // fails: count 0 → 42 "unexpected"
  }
}
