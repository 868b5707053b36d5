import Foundation

/// Where an app keeps its files, as the XDG base directories have it: the one rule every app
/// and key on this layer follows (the FileClient, `.appStorage`'s default file, an app's own
/// data folder).
///
/// ```swift
/// let folder = DataFolder.of(app: "notes", environment: ["HOME": "/home/ada"])
/// // /home/ada/.local/share/notes
/// ```
public enum DataFolder {
  /// The data folder of the app named `app`: `$APP_DATA_DIR` (the name upper-cased, `-` as
  /// `_`), else `$XDG_DATA_HOME/app`, else `$HOME/.local/share/app`, where an unset `HOME` is
  /// the account's home (as a service started without one has it). A variable set but empty
  /// counts as unset, as a shell's `VAR= app` means.
  ///
  /// ```swift
  /// let folder = DataFolder.of(app: "sync-ups", environment: ["SYNC_UPS_DATA_DIR": "/srv"])
  /// // /srv
  /// ```
  public static func of(app: String, environment: [String: String]) -> URL {
    if let path = environment[variable(for: app)], !path.isEmpty {
      return URL(filePath: path, directoryHint: .isDirectory)
    }
    if let path = environment["XDG_DATA_HOME"], !path.isEmpty {
      return URL(filePath: path, directoryHint: .isDirectory).appending(path: app)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(filePath: home, directoryHint: .isDirectory).appending(path: ".local/share/\(app)")
  }

  /// The variable that names `app`'s data folder: `NOTES_DATA_DIR` for `notes`.
  ///
  /// ```swift
  /// let name = DataFolder.variable(for: "sync-ups")  // "SYNC_UPS_DATA_DIR"
  /// ```
  public static func variable(for app: String) -> String {
    app.uppercased().replacingOccurrences(of: "-", with: "_") + "_DATA_DIR"
  }
}
