// The doc comment examples of Modules/PrimeTime/AppFeature/AppFeature.swift, compiled; never run.
import AppFeature
import ComposableArchitecture

private enum AppFeatureDocExamples {
  @MainActor
  static func launch() {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    store.send(.task(startOnboarding: false))
  }
}
