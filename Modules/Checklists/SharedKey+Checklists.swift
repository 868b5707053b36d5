import ComposableArchitecture
import Foundation

extension URL {
  /// The file every checklist is kept in: `checklists/checklists.json` in the user's
  /// application-support directory, which is `$XDG_DATA_HOME` (by default `~/.local/share`) on
  /// Linux and `~/Library/Application Support` on macOS. Not a temporary directory, which the
  /// system may empty: checklists are the user's data and must outlive a reboot.
  ///
  /// ```swift
  /// try storage.write(data, to: .checklistsFile)
  /// ```
  public static var checklistsFile: URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(filePath: NSHomeDirectory()).appending(path: ".local/share")
    return base.appending(path: "checklists/checklists.json")
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Checklist>>.Default {
  /// Every checklist, persisted as JSON in ``Foundation/URL/checklistsFile`` and empty until the
  /// first is added. The list, each pushed detail and the detail's delete confirmation all
  /// hold this one value, so an edit anywhere is seen everywhere and saved once.
  ///
  /// In tests the `defaultFileStorage` dependency is an in-memory file system, so nothing
  /// reaches the disk and parallel tests never see each other's checklists. The JSON is
  /// pretty-printed with sorted keys so that a user (or a diff) can read the file.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State {
  ///   @Shared(.checklists) var checklists
  /// }
  /// ```
  public static var checklists: Self {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return Self[.fileStorage(.checklistsFile, encoder: encoder), default: []]
  }
}
