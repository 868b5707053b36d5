import ComposableArchitecture
import Testing

/// Scoping to optional state or to a collection's elements with key paths a store that a closure
/// `scope(state:action:)` made is reported, in upstream's words: such a store is made anew on
/// each call, and so are the child stores it caches. A plain key-path scope of it is not.
@MainActor
@Suite struct UncachedScopeTests {
  @Reducer
  struct Parent {
    struct State: Equatable {
      var child: Child.State? = Child.State()
      var count = 0
      var rows: IdentifiedArrayOf<Child.State> = []
    }
    enum Action {
      case child(Child.Action)
      case count(Int)
      case rows(IdentifiedActionOf<Child>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Reducer
  struct Child {
    struct State: Equatable, Identifiable {
      var id = 0
    }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  nonisolated static func isUncachedScope(_ issue: Issue) -> Bool {
    issue.description.contains(
      "Scoping from uncached 'StoreOf<UncachedScopeTests.Parent>' is not compatible with "
        + "observation.")
  }

  @available(*, deprecated)
  @Test func scopingAClosureScopedStoreWithKeyPathsIsReported() {
    let store = StoreOf<Parent>(initialState: Parent.State()) { Parent() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    withKnownIssue {
      _ = uncached.scope(\.child, action: \.child)
    } matching: {
      Self.isUncachedScope($0)
    }
    withKnownIssue {
      _ = uncached.scope(\.rows, action: \.rows) as [StoreOf<Child>]
    } matching: {
      Self.isUncachedScope($0)
    }
    _ = uncached.scope(\.count, action: \.count)
  }

  @Test func scopingWithKeyPathsOnlyIsNotReported() {
    let store = StoreOf<Parent>(initialState: Parent.State()) { Parent() }
    _ = store.scope(\.child, action: \.child)?.scope(\.self, action: \.self)
    _ = store.scope(\.count, action: \.count)
  }
}
