import ComposableArchitecture
import FileLayer
import Foundation

extension URL {
  /// The file every checklist is kept in: `checklists.json` in the `checklistsDirectory`
  /// dependency's folder, by default the app's data folder by the file layer's one rule
  /// (`DataFolder`: `$CHECKLISTS_DATA_DIR`, else `$XDG_DATA_HOME/checklists`, else
  /// `~/.local/share/checklists`). Not a temporary directory, which the system may empty:
  /// checklists are the user's data and must outlive a reboot.
  ///
  /// ```swift
  /// try storage.write(data, to: .checklistsFile)
  /// ```
  public static var checklistsFile: URL {
    @Dependency(\.checklistsDirectory) var directory
    return directory.appending(path: "checklists.json")
  }
}

extension DependencyValues {
  /// The folder `checklists.json` lives in. An app that lets its user choose (a `--data-dir`
  /// option) sets it where it makes its store, so the key, made in that store's state, reads
  /// and writes that folder's file:
  ///
  /// ```swift
  /// let store = Store(initialState: ChecklistsApp.State()) {
  ///   ChecklistsApp()
  /// } withDependencies: {
  ///   $0.checklistsDirectory = URL(filePath: "/tmp/my-checklists")
  /// }
  /// ```
  public var checklistsDirectory: URL {
    get { self[ChecklistsDirectoryKey.self] }
    set { self[ChecklistsDirectoryKey.self] = newValue }
  }
}

private enum ChecklistsDirectoryKey: DependencyKey {
  static var liveValue: URL {
    DataFolder.of(app: "checklists", environment: ProcessInfo.processInfo.environment)
  }
  // Tests keep files in memory (`defaultFileStorage`), so the real folder's name is harmless.
  static var testValue: URL { liveValue }
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
  /// Two instances of the app may change the checklists at once: a save merges what the other
  /// saved since (``ChecklistsMerge``), so neither loses a change, and an edit of the other's
  /// that this one's replaced is told in ``Sharing/SharedReaderKey/checklistsOverwrittenEdits``.
  /// A file it cannot read is said (`loadError`), kept aside before a save replaces it, and
  /// where it was kept is said too (a `FileKeptAside`).
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
    @Shared(.checklistsOverwrittenEdits) var overwrittenEdits
    let told = $overwrittenEdits
    return Self[
      .fileStorage(
        .checklistsFile, encoder: encoder,
        merge: { base, ours, theirs in
          let merge = ChecklistsMerge(base: base, ours: ours, theirs: theirs)
          if !merge.overwritten.isEmpty {
            told.withLock { $0.append(contentsOf: merge.overwritten) }
          }
          return merge.checklists
        }
      ).sayingWhereFilesAreKept(),
      default: []
    ]
  }
}

extension SharedReaderKey where Self == InMemoryKey<[String]>.Default {
  /// The other instance's edits that this one's replaced when the checklists were merged
  /// (``ChecklistsMerge/overwritten``), for the app to say so; it empties it once said.
  ///
  /// ```swift
  /// @Shared(.checklistsOverwrittenEdits) var overwrittenEdits
  /// ```
  public static var checklistsOverwrittenEdits: Self {
    Self[.inMemory("checklistsOverwrittenEdits"), default: []]
  }
}
