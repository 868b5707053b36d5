import AliasSearch
import AliasSettings
import Clocks
import ComposableArchitecture
import Testing

/// Two modules name the same clock differently (`\.main`, `\.mainQueue`); the app unifies them
/// with `.dependency(alias:to:)` without touching either.
@MainActor
@Suite struct DependencyAliasTests {
  @Reducer
  struct App {
    struct State: Equatable {
      var search = AliasSearch.State()
      var settings = AliasSettings.State()
    }
    enum Action: Equatable {
      case search(AliasSearch.Action)
      case settings(AliasSettings.Action)
    }
    let overrideSearch: (any Clock<Duration>)?
    var body: some ReducerOf<Self> {
      CombineReducers {
        if let overrideSearch {
          Scope(state: \.search, action: \.search) { AliasSearch() }
            .dependency(\.main, overrideSearch)
        } else {
          Scope(state: \.search, action: \.search) { AliasSearch() }
        }
        Scope(state: \.settings, action: \.settings) { AliasSettings() }
      }
      .dependency(alias: \.main, to: \.mainQueue)
    }
  }

  func clocks(
    _ store: TestStoreOf<App>, overrideSearch: Bool = false
  ) async -> (search: String?, settings: String?) {
    store.exhaustivity = .off
    await store.send(.search(.report))
    await store.send(.settings(.report))
    await store.skipReceivedActions(strict: false)
    return (store.state.search.clock, store.state.settings.clock)
  }

  @Test func withNeitherSetBothReadTheReferencesDefault() async {
    let store = TestStore(initialState: App.State()) { App(overrideSearch: nil) }
    let (search, settings) = await clocks(store)
    #expect(search == "UnimplementedClock<Duration>")
    #expect(settings == "UnimplementedClock<Duration>")
  }

  @Test func settingTheReferenceSetsBoth() async {
    let store = TestStore(initialState: App.State()) {
      App(overrideSearch: nil)
    } withDependencies: {
      $0.mainQueue = NamedClock("reference")
    }
    let (search, settings) = await clocks(store)
    #expect(search == "reference")
    #expect(settings == "reference")
  }

  @Test func settingTheAliasSetsBoth() async {
    let store = TestStore(initialState: App.State()) {
      App(overrideSearch: nil)
    } withDependencies: {
      $0.main = NamedClock("alias")
    }
    let (search, settings) = await clocks(store)
    #expect(search == "alias")
    #expect(settings == "alias")
  }

  @Test func settingEitherMidTestSetsBoth() async {
    let store = TestStore(initialState: App.State()) {
      App(overrideSearch: nil)
    } withDependencies: {
      $0.mainQueue = NamedClock("first")
    }
    store.dependencies.main = NamedClock("second")
    var (search, settings) = await clocks(store)
    #expect(search == "second")
    #expect(settings == "second")
    store.dependencies.mainQueue = NamedClock("third")
    (search, settings) = await clocks(store)
    #expect(search == "third")
    #expect(settings == "third")
  }

  /// An override of the alias on one child sets both names for that child only.
  @Test func aChildsOverrideOfEitherNameSetsBothForItOnly() async {
    let store = TestStore(initialState: App.State()) {
      App(overrideSearch: NamedClock("child"))
    } withDependencies: {
      $0.mainQueue = NamedClock("app")
    }
    let (search, settings) = await clocks(store)
    #expect(search == "child")
    #expect(settings == "app")
  }

  @Test func withoutTheAliasEachModuleReadsItsOwn() async {
    let store = TestStore<App.State, App.Action>(initialState: App.State()) {
      Scope(state: \.search, action: \.search) { AliasSearch() }
      Scope(state: \.settings, action: \.settings) { AliasSettings() }
    } withDependencies: {
      $0.mainQueue = NamedClock("reference")
    }
    store.exhaustivity = .off
    await store.send(.search(.report))
    await store.skipReceivedActions()
    #expect(store.state.search.clock == "ImmediateClock<Duration>")
  }
}

/// A clock with a name, to tell which one a feature sees.
struct NamedClock: Clock, CustomStringConvertible {
  let description: String
  init(_ name: String) { self.description = name }
  var now: ContinuousClock.Instant { ContinuousClock().now }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
}
