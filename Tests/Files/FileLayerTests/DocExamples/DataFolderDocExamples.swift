// The doc comment examples of Modules/Files/FileLayer/DataFolder.swift, compiled; never run.

import FileLayer
import Foundation

private enum DataFolderDocExamples {
  static func dataFolder() {
    let folder = DataFolder.of(app: "notes", environment: ["HOME": "/home/ada"])
    // /home/ada/.local/share/notes
    _ = folder
  }

  static func of() {
    let folder = DataFolder.of(app: "sync-ups", environment: ["SYNC_UPS_DATA_DIR": "/srv"])
    // /srv
    _ = folder
  }

  static func variable() {
    let name = DataFolder.variable(for: "sync-ups")  // "SYNC_UPS_DATA_DIR"
    _ = name
  }
}
