// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/CombineReducers.swift, compiled; never run.

import ComposableArchitecture

private enum CombineReducersDocExamples {
  @Reducer
  struct Profile {
    struct State: Equatable { var name = "" }
    enum Action { case nameChanged(String) }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Settings {
    struct State: Equatable { var isDarkMode = false }
    enum Action { case darkModeToggled }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Account {
    struct State: Equatable {
      var profile = Profile.State()
      var settings = Settings.State()
    }
    enum Action {
      case profile(Profile.Action)
      case settings(Settings.Action)
    }

    var body: some ReducerOf<Self> {
      CombineReducers {
        Scope(state: \.profile, action: \.profile) { Profile() }
        Scope(state: \.settings, action: \.settings) { Settings() }
      }
      ._printChanges()
    }
  }
}
