import ComposableArchitecture
import Testing

// The examples of the Dependencies article, compiled and run.
enum DependenciesArticle {
  /// A feature of one module, which names the greeting `\.greeting`.
  @Reducer
  struct Banner {
    @ObservableState
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case appeared }

    @Dependency(\.greeting) var greeting

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.text = greeting
        return .none
      }
    }
  }

  /// A feature of another module, which names the same thing `\.salutation`.
  @Reducer
  struct Footer {
    @ObservableState
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case appeared }

    @Dependency(\.salutation) var salutation

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.text = salutation
        return .none
      }
    }
  }

  /// A screen that shows its banner beside a preview of it, greeted differently: the real
  /// feature, twice, one of them with a dependency of its own.
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var banner = Banner.State()
      var preview = Banner.State()
    }
    enum Action: Equatable {
      case banner(Banner.Action)
      case preview(Banner.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.banner, action: \.banner) { Banner() }
      Scope(state: \.preview, action: \.preview) { Banner() }
        .dependency(\.greeting, "Hello from the preview")
    }
  }

  @Reducer
  struct Page {
    @ObservableState
    struct State: Equatable {
      var banner = Banner.State()
      var footer = Footer.State()
    }
    enum Action: Equatable {
      case banner(Banner.Action)
      case footer(Footer.Action)
    }

    var body: some ReducerOf<Self> {
      CombineReducers {
        Scope(state: \.banner, action: \.banner) { Banner() }
        Scope(state: \.footer, action: \.footer) { Footer() }
      }
      .dependency(alias: \.greeting, to: \.salutation)
    }
  }
}

private enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
}

private enum SalutationKey: DependencyKey {
  static let liveValue = "Good day"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  var salutation: String {
    get { self[SalutationKey.self] }
    set { self[SalutationKey.self] = newValue }
  }
}

@MainActor
struct DependenciesArticleTests {
  @Test func anAliasMakesBothNamesOneValue() async {
    let store = TestStore(initialState: DependenciesArticle.Page.State()) {
      DependenciesArticle.Page()
    } withDependencies: {
      $0.greeting = "Welcome"
    }
    await store.send(.banner(.appeared)) { $0.banner.text = "Welcome" }
    await store.send(.footer(.appeared)) { $0.footer.text = "Welcome" }
  }

  @Test func anOverrideReachesOnlyTheChildItIsOn() async {
    let store = TestStore(initialState: DependenciesArticle.Screen.State()) {
      DependenciesArticle.Screen()
    } withDependencies: {
      $0.greeting = "Welcome"
    }
    await store.send(.preview(.appeared)) { $0.preview.text = "Hello from the preview" }
    await store.send(.banner(.appeared)) { $0.banner.text = "Welcome" }
  }

  @Test func settingTheOtherNameSetsBoth() async {
    let store = TestStore(initialState: DependenciesArticle.Page.State()) {
      DependenciesArticle.Page()
    } withDependencies: {
      $0.salutation = "Good day"
    }
    await store.send(.banner(.appeared)) { $0.banner.text = "Good day" }
    await store.send(.footer(.appeared)) { $0.footer.text = "Good day" }
  }
}
