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

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.token === rhs.token && lhs.count == rhs.count
      }
    }
    enum Action { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func aStoreOfObservableStateLetsGoOfItsStateWhenReleased() {
    weak var token: Token?
    do {
      let made = Token()
      token = made
      let store = Store(initialState: Feature.State(token: made)) { Feature() }
      store.send(.incrementButtonTapped)
      #expect(store.count == 1)
    }
    #expect(token == nil)
  }

  @Test func aScopedStoreLetsGoOfItsRootsStateWhenBothAreReleased() {
    weak var token: Token?
    do {
      let made = Token()
      token = made
      let store = Store(initialState: Feature.State(token: made)) { Feature() }
      let scoped = store.scope(state: \.count, action: \.self)
      #expect(scoped.state == 0)
    }
    #expect(token == nil)
  }
}
