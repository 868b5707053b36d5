// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/OnChange.swift, compiled; never run.

import ComposableArchitecture

private enum OnChangeDocExamples {
  struct AnalyticsClient: Sendable {
    var track: @Sendable (_ event: String) async -> Void = { _ in }
  }

  @Reducer
  struct Settings {
    struct State: Equatable { var theme = "light" }
    enum Action { case themeChanged(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .themeChanged(let theme):
          state.theme = theme
          return .none
        }
      }
    }
  }

  @Reducer
  struct App {
    struct State: Equatable { var settings = Settings.State() }
    enum Action { case settings(Settings.Action) }

    let analytics = AnalyticsClient()

    var body: some ReducerOf<Self> {
      Scope(state: \.settings, action: \.settings) { Settings() }
        .onChange(of: \.settings.theme) { oldTheme, newTheme in
          Reduce { state, action in
            .run { _ in await analytics.track("theme \(oldTheme) -> \(newTheme)") }
          }
        }
    }
  }

  @Reducer
  struct Search {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }
    enum Action {
      case queryChanged(String)
      case search
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
          return .none
        case .search:
          return .none
        }
      }
      .onChange(of: \.query) { oldQuery, state in
        state.results = []
        return .send(.search)
      }
    }
  }
}
