import ComposableArchitecture
import FileClient
import Foundation

extension DependencyValues {
  /// Keeps the app's files in `directory`: the favorites through the file client, and the
  /// app's storage (the tour's record) in `app-storage.json` beside them.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature()
  /// } withDependencies: {
  ///   $0.keepFiles(in: URL(filePath: "/tmp/primetime"))
  /// }
  /// ```
  public mutating func keepFiles(in directory: URL) {
    fileClient = .live(directory: directory)
    defaultAppStorage = AppStorage(url: directory.appending(component: "app-storage.json"))
  }
}
