// The doc comment examples of Modules/Core/ComposableArchitecture/Internal/Logger.swift, compiled; never run.

@_spi(Logging) import ComposableArchitecture

private enum LoggerDocExamples {
  @MainActor
  static func logAStoresLife() {
    Logger.shared.isEnabled = true
    do { _ = Store<Void, Void>(initialState: ()) {} }
    // Logger.shared.logs == ["Store<(), ()>.init", "Store<(), ()>.deinit"]
  }

  static func logAMessage() {
    Logger.shared.log("Feature.reset")
  }
}
