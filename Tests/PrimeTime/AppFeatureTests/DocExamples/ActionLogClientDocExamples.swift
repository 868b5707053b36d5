// The doc comment examples of Modules/PrimeTime/AppFeature/ActionLogClient.swift, compiled; never run.
import AppFeature
import ComposableArchitecture

private enum ActionLogClientDocExamples {
  @MainActor
  static func enabled() {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.actionLog = .enabled
    }
    _ = store
  }
}
