import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, `$XDG_DOCUMENTS_DIR` or else `~/Documents`: where upstream's
    /// examples keep their files. Apple's Foundation has it; Linux's does not, so that a feature
    /// written for `.fileStorage` compiles unchanged.
    ///
    /// ```swift
    /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    /// var syncUps: IdentifiedArrayOf<SyncUp> = []
    /// ```
    public static var documentsDirectory: URL { directory(.documentDirectory) }

    /// The folder for the app's own data, `$XDG_DATA_HOME` or else `~/.local/share`.
    ///
    /// ```swift
    /// .fileStorage(.applicationSupportDirectory.appending(path: "my-app/settings.json"))
    /// ```
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

    /// The folder for files the app can make again, `$XDG_CACHE_HOME` or else `~/.cache`.
    ///
    /// ```swift
    /// .fileStorage(.cachesDirectory.appending(component: "facts.json"))
    /// ```
    public static var cachesDirectory: URL { directory(.cachesDirectory) }

    private static func directory(_ directory: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL(filePath: NSHomeDirectory())
    }
  }
#endif
