import ComposableArchitecture
import Observation
import Testing

/// What the macros make, at work: `@Reducer` structs with `reduce` or `body` and typealiased
/// state, `@Reducer` enums with ignored and ephemeral cases, `@ObservableState` structs and
/// enums.
@MainActor
@Suite struct MacroBehaviorTests {
  @Reducer
  struct Leaf {
    typealias State = Int
    enum Action { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state += 1
      return .none
    }
  }

  @Test func aReducerWithReduceAndAStateTypealias() async {
    let store = TestStore(initialState: 0) { Leaf() }
    await store.send(.increment) { $0 = 1 }
    await store.send(\.increment) { $0 = 2 }
  }

  @Test func actionsGetCasePathsAndMemberLookup() {
    let action = Pair.Action.left(.fetched(3))
    #expect(action.left == .fetched(3))
    #expect(action.right == nil)
    #expect(action[case: \.left.fetched] == 3)
    #expect(action.is(\.left))
  }

  @Reducer
  enum Destination {
    case tally(Tally)
    case note(Tally = Tally())
    @ReducerCaseIgnored
    case plain(Int)
    case progress(done: Int, of: Int)
  }

  @Test func anEnumReducerHasACaseForEachChild() {
    let state = Destination.State.tally(Tally.State(count: 2))
    #expect(state.tally?.count == 2)
    #expect(state.note == nil)
    let ignored = Destination.State.plain(7)
    #expect(ignored.plain == 7)
    let progress = Destination.State.progress(done: 1, of: 2)
    #expect(progress.is(\.progress))
    let action = Destination.Action.tally(.increment)
    #expect(action[case: \.tally] == .increment)
  }

  @Test func anEnumReducerRunsTheCasesReducer() {
    var state = Destination.State.tally(Tally.State())
    _ = Destination.body.reduce(into: &state, action: .tally(.increment))
    #expect(state.tally?.count == 1)
    withKnownIssue {
      _ = Destination.body.reduce(into: &state, action: .note(.increment))
    } matching: {
      $0.description.contains(
        "received a child action when child state was set to a different case")
    }
    #expect(state.tally?.count == 1)
  }

  @Test func anEnumReducersStoreSwitchesOverItsCase() {
    let store = Store(initialState: Destination.State.tally(Tally.State())) {
      Destination.body
    }
    guard case .tally(let tallyStore) = store.case else {
      Issue.record("expected the tally case")
      return
    }
    tallyStore.send(.increment)
    #expect(store.state.tally?.count == 1)
  }

  @ObservableState
  enum Mode: Equatable {
    case idle
    case counting(Tally.State)
  }

  @Test func observableEnumStateHasAnIdentityPerCaseAndPayload() {
    let counting = Mode.counting(Tally.State())
    #expect(counting._$id == counting._$id)
    #expect(Mode.idle._$id == Mode.idle._$id)
    #expect(Mode.idle._$id != counting._$id)
    #expect(Mode.counting(Tally.State())._$id != counting._$id)
  }

  @ObservableState
  enum Screen: Equatable {
    case main(Mode)
    case settings(Mode)
  }

  /// Nested enum state: the same payload under other cases, at any depth, is another instance.
  @Test func nestedEnumStateTellsEveryPathOfCasesApart() {
    let tally = Tally.State()
    let paths: [ObservableStateID] = [
      Screen.main(.counting(tally))._$id, Screen.settings(.counting(tally))._$id,
      Mode.counting(tally)._$id, Screen.main(.idle)._$id, Screen.settings(.idle)._$id,
      Mode.idle._$id,
    ]
    #expect(Set(paths).count == paths.count)
    #expect(Screen.main(.counting(tally))._$id == Screen.main(.counting(tally))._$id)

    // Deeper than a path is kept exactly, and cases numbered past a byte.
    let id = tally._$id
    let deep = (0..<12).reduce(id) { id, _ in id._$tag(1) }
    #expect(deep == (0..<12).reduce(id) { id, _ in id._$tag(1) })
    #expect(deep != (0..<12).reduce(id) { id, index in id._$tag(index == 0 ? 2 : 1) })
    #expect(deep != (0..<11).reduce(id) { id, _ in id._$tag(1) })
    #expect(id._$tag(300) != id._$tag(301))
    #expect(id._$tag(300) == id._$tag(300))
  }

  @ObservableState
  struct Profile: Equatable {
    var name = ""
    @ObservationStateIgnored var cache = 0
    let id = 1
  }

  @Test func observableStateKeepsItsMemberwiseInitializerAndEquality() {
    var profile = Profile(name: "Blob")
    #expect(profile.name == "Blob")
    let copy = profile
    profile.name = "Blob Jr."
    #expect(copy != profile)
    profile.cache = 3
    #expect(profile == Profile(name: "Blob Jr.", cache: 3))
  }

  @ObservableState
  struct Page {
    var count = 0
    var half: Int {
      get { count / 2 }
      set { count = newValue * 2 }
    }
    var isEven: Bool { count.isMultiple(of: 2) }
    @Presents var detail: Profile?
    @ObservationStateIgnored var cache = 0
    let id = 1
  }

  /// Operators reach these through the state's own accessors instead of the key path runtime
  /// (`Scope`, presentation `ifLet`); every other key path is theirs to project.
  @Test func observableStateAnswersTheKeyPathsOfItsWritablePropertiesWithAccessors() {
    #expect(Page._$accessor(\Page.count) is _StateAccessor<Page, Int>)
    #expect(Page._$accessor(\Page.half) is _StateAccessor<Page, Int>)
    #expect(Page._$accessor(\Page.$detail) is _StateAccessor<Page, PresentationState<Profile>>)
    #expect(Page._$accessor(\Page.isEven) == nil)
    #expect(Page._$accessor(\Page.cache) == nil)
    #expect(Page._$accessor(\Page.id) == nil)
    #expect(Page._$accessor(\Page.count.description) == nil)
  }

  /// A state's registrar is made by the first read recorded; copies made before it share it
  /// all the same, so a change to any copy reaches an observer of another.
  @Test func copiesOfStateShareTheRegistrarTheFirstRecordedReadMakes() {
    var page = Page()
    var copy = page
    #expect(isTold(&page, reading: { _ = $0.count }, when: { _ in copy.count = 2 }))
    var later = page
    #expect(isTold(&page, reading: { _ = $0.half }, when: { _ in later.half = 3 }))
    // A new instance has a registrar of its own.
    var other = Page()
    #expect(!isTold(&page, reading: { _ = $0.count }, when: { _ in other.count = 4 }))
  }

  @ObservableState
  struct Duo<Value> {
    var first: Value
    var second: Value
  }

  struct Wrapper<Value> {
    @ObservableState
    struct State {
      var value: Value
      @Presents var detail: Profile?
    }
  }

  /// Whether an observer of what `read` reads is told when `change` runs.
  private func isTold<S>(
    _ state: inout S, reading read: (S) -> Void, when change: (inout S) -> Void
  ) -> Bool {
    let told = LockIsolated(false)
    withObservationTracking {
      read(state)
    } onChange: {
      told.setValue(true)
    }
    change(&state)
    return told.value
  }

  /// The macros keep each property's key path in static storage, which Swift has only in types
  /// known not to be generic: generic state, and state in a generic type or an extension, use
  /// key path literals instead, and are observed property by property all the same.
  @Test func genericStateAndStateInExtensionsAreObservedPropertyByProperty() {
    var duo = Duo(first: 1, second: 2)
    #expect(isTold(&duo, reading: { _ = $0.first }, when: { $0.first = 3 }))
    #expect(!isTold(&duo, reading: { _ = $0.first }, when: { $0.second = 4 }))

    var wrapped = Wrapper<String>.State(value: "a")
    #expect(isTold(&wrapped, reading: { _ = $0.value }, when: { $0.value = "b" }))
    #expect(isTold(&wrapped, reading: { _ = $0.detail }, when: { $0.detail = Profile() }))
    #expect(!isTold(&wrapped, reading: { _ = $0.value }, when: { $0.detail = nil }))

    var badge = Profile.Badge()
    #expect(isTold(&badge, reading: { _ = $0.title }, when: { $0.title = "Blob" }))
    #expect(!isTold(&badge, reading: { _ = $0.title }, when: { $0.count += 1 }))
  }
}

extension MacroBehaviorTests.Profile {
  @ObservableState
  struct Badge {
    var title = ""
    var count = 0
  }
}
