import ComposableArchitecture
import Testing

/// A store lets go of its state, and of what the state holds (shared references, their keys'
/// file watches), when its last holder does: a process that makes many stores (a test suite,
/// an app that opens a store per document) keeps none of them.
@MainActor
struct StoreLifetimeTests {
  /// Something the state holds, seen going away.
  final class Token: Sendable {}

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var token: Token
      var count = 0
      var child = Child.State()

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.token === rhs.token && lhs.count == rhs.count && lhs.child == rhs.child
      }
    }
    enum Action {
      case incrementButtonTapped
      case child(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        if case .incrementButtonTapped = action { state.count += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var isOn = false
    }
    enum Action { case toggled }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.isOn.toggle()
        return .none
      }
    }
  }

  /// Whether what a store's state held is gone once `use` has used the store and let go.
  func letsGoOfItsState(_ use: (StoreOf<Feature>) -> Void) -> Bool {
    weak var token: Token?
    do {
      let made = Token()
      token = made
      use(Store(initialState: Feature.State(token: made)) { Feature() })
    }
    return token == nil
  }

  @Test func aStoreOfObservableStateLetsGoOfItsStateWhenReleased() {
    let isReleased = letsGoOfItsState { store in
      store.send(.incrementButtonTapped)
      #expect(store.count == 1)
    }
    #expect(isReleased)
  }

  @Test func aStoreScopedToAPlainValueLetsGoOfItsRootsState() {
    let isReleased = letsGoOfItsState { store in
      let scoped = store.scope(state: \.count, action: \.self)
      #expect(scoped.state == 0)
    }
    #expect(isReleased)
  }

  @Test func aStoreScopedToObservableStateLetsGoOfItsRootsState() {
    let isReleased = letsGoOfItsState { store in
      let child = store.scope(state: \.child, action: \.child)
      child.send(.toggled)
      #expect(child.isOn)
    }
    #expect(isReleased)
  }
}
