import ComposableArchitecture
import Observation
import Testing

/// An observer told of a change reads the store's state whole: the old state or the new one,
/// never one half reduced. (`Tools/test` also runs this suite in a release build, where a read
/// under the reduction's `inout` access would be free to see anything.)
@MainActor
@Suite struct ObserverConsistencyTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      /// Kept equal to `names.count` by every action.
      var count: Int?
      var names: [String: Int] = [:]
    }
    enum Action { case add(String), clear }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add(let name):
          state.names[name] = state.names.count
          state.count = state.names.count
        case .clear:
          state.names.removeAll()
          state.count = nil
        }
        return .none
      }
    }
  }

  /// Watches the store for as long as it lives, tracking again from each `onChange`, and
  /// records what each change let it read.
  @MainActor
  final class Observer: Sendable {
    let store: StoreOf<Feature>
    private(set) var seen: [Feature.State] = []

    init(store: StoreOf<Feature>) {
      self.store = store
      track()
    }

    func track() {
      withObservationTracking {
        _ = store.count
        _ = store.names
      } onChange: { [self] in
        MainActor.assumeIsolated {
          seen.append(store.state)
          track()
        }
      }
    }
  }

  @Test func anObserverReadsAWholeState() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let observer = Observer(store: store)
    for name in ["a", "b", "c"] { store.send(.add(name)) }
    store.send(.clear)
    store.send(.add("d"))
    #expect(!observer.seen.isEmpty)
    for state in observer.seen {
      #expect((state.count ?? 0) == state.names.count, "a half-reduced state: \(state)")
    }
    #expect(observer.seen.last == Feature.State(count: 1, names: ["d": 0]))
  }
}
