// The doc comment examples of Modules/Core/Sharing/Keys/AppStorageKey.swift, compiled; never run.
import Dependencies
import Foundation
import Sharing

private enum AppStorageKeyDocExamples {
  static func codable() {
    @Shared(.appStorage("hasSeenTour")) var hasSeenTour = false
    _ = hasSeenTour
  }

  static func rawRepresentable() {
    enum Theme: String { case light, dark }
    @Shared(.appStorage("theme")) var theme = Theme.light
    _ = theme
  }

  static func storage(dataDirectory: URL) {
    let isOn = withDependencies {
      $0.defaultAppStorage = AppStorage(url: dataDirectory.appending(component: "app-storage.json"))
    } operation: {
      Shared(wrappedValue: false, .appStorage("isOn"))
    }
    _ = isOn
  }

  static func waitForSaves(isOn: Shared<Bool>, storage: AppStorage) async {
    isOn.withLock { $0 = true }
    await storage.waitForSaves()
    // app-storage.json now holds "isOn": true
  }

  static func description() {
    @Shared(.appStorage("isOn")) var isOn = false
    print($isOn)  // Shared<Bool>(.appStorage("isOn"))
  }
}
