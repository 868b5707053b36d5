import Clocks
import ComposableArchitecture
import Foundation
import Testing

/// Enum state (`ifCaseLet`, `Scope` on a case), `onChange`, bindings and `_printChanges`.
@MainActor
@Suite struct ReducerOperatorTests {
  @Reducer
  struct Session {
    @ObservableState
    @CasePathable
    enum State: Equatable {
      case loggedOut(Tally.State)
      case loggedIn(Tally.State)
    }
    enum Action: Equatable {
      case loggedOut(Tally.Action)
      case loggedIn(Tally.Action)
      case logIn
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logIn = action { state = .loggedIn(Tally.State()) }
        return .none
      }
      .ifCaseLet(\.loggedOut, action: \.loggedOut) { Tally() }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { Tally() }
    }
  }

  @Test func ifCaseLetRunsTheCaseAndCancelsItWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedOut(Tally.State())) {
      Session()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedOut(.increment)) { $0 = .loggedOut(Tally.State(count: 1)) }
    await store.send(.loggedOut(.startTimer))
    await store.send(.logIn) { $0 = .loggedIn(Tally.State()) }
    await clock.advance(by: .seconds(3))
    await withKnownIssue {
      await store.send(.loggedOut(.increment))
    } matching: {
      $0.description.contains(
        "received a child action when child state was set to a different case")
    }
  }

  @Reducer
  struct ScopedSession {
    @ObservableState
    @CasePathable
    enum State: Equatable {
      case loggedOut(Tally.State)
      case loggedIn(Tally.State)
    }
    enum Action: Equatable {
      case loggedOut(Tally.Action)
      case loggedIn(Tally.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.loggedIn, action: \.loggedIn) { Tally() }
      Scope(state: \.loggedOut, action: \.loggedOut) { Tally() }
    }
  }

  @Test func scopeOnEnumStateRunsOnlyInItsCase() async {
    let store = TestStore(initialState: ScopedSession.State.loggedIn(Tally.State())) {
      ScopedSession()
    }
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Tally.State(count: 1)) }
    await withKnownIssue {
      await store.send(.loggedOut(.increment))
    } matching: { issue in
      issue.description.contains(#"A "Scope" at"#)
        && issue.description.contains(
          "received a child action when child state was set to a different case")
    }
  }

  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var searches = 0
    }
    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.query) { oldQuery, newQuery in
          Reduce { state, _ in
            state.searches += 1
            state.results = newQuery.isEmpty ? [] : ["\(oldQuery)→\(newQuery)"]
            return .none
          }
        }
    }
  }

  @Test func bindingsSetStateAndOnChangeReactsOnlyToChanges() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(\.binding.query, "a") {
      $0.query = "a"
      $0.searches = 1
      $0.results = ["→a"]
    }
    await store.send(.binding(.set(\.query, "a")))
    await store.send(.set(\.query, "ab")) {
      $0.query = "ab"
      $0.searches = 2
      $0.results = ["a→ab"]
    }
  }

  @Test func bindingActionsMatchByKeyPath() {
    let action = BindingAction<Search.State>.set(\.query, "x")
    switch action {
    case \.query: break
    default: Issue.record("a binding of \\.query should match \\.query")
    }
    #expect(action == .set(\.query, "x"))
    #expect(action != .set(\.query, "y"))
    #expect(String(customDumping: action).contains("\"x\""))
  }

  @Test func onChangeWithAnInoutPerform() async {
    let store = TestStore(initialState: Search.State()) {
      BindingReducer<Search.State, Search.Action, Search.Action>()
        .onChange(of: \.query) { _, state in
          state.searches += 10
          return .none
        }
    }
    await store.send(.set(\.query, "q")) {
      $0.query = "q"
      $0.searches = 10
    }
  }

  @Test func printChangesReportsActionsAndDiffs() {
    let lines = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<Tally.State, Tally.Action> { action, old, new in
      lines.withValue { $0.append("\(action) \(old.count)->\(new.count)") }
    }
    let store = Store(initialState: Tally.State()) {
      Tally()._printChanges(printer)
    }
    store.send(.increment)
    store.send(.increment)
    #expect(lines.value == ["increment 0->1", "increment 1->2"])
  }

  @Test func printChangesCanPrintOnAQueue() async {
    let lines = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "printer")
    let printer = _ReducerPrinter<Tally.State, Tally.Action>(
      printChange: { action, _, _ in lines.withValue { $0.append("\(action)") } },
      queue: queue)
    let store = Store(initialState: Tally.State()) { Tally()._printChanges(printer) }
    store.send(.increment)
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    #expect(lines.value == ["increment"])
  }

  @Test func theCustomDumpPrinterDescribesTheChange() {
    let store = Store(initialState: Tally.State()) {
      Tally()._printChanges(nil)._printChanges(.actionLabels)._printChanges(.customDump)
    }
    store.send(.increment)
    #expect(store.state.count == 1)
  }
}
