import FileLayer
import Foundation
import Testing

/// The one rule for an app's data folder, which the FileClient, `.appStorage`'s default file
/// and Checklists' folder follow.
@Suite struct DataFolderTests {
  @Test func theAppsVariableThenXDGThenHome() {
    #expect(
      DataFolder.of(
        app: "sync-ups",
        environment: ["SYNC_UPS_DATA_DIR": "/data", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
      ).path == "/data")
    #expect(
      DataFolder.of(
        app: "sync-ups", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
      ).path
        == "/xdg/sync-ups")
    #expect(
      DataFolder.of(app: "sync-ups", environment: ["HOME": "/home/ada"]).path
        == "/home/ada/.local/share/sync-ups")
    // Set but empty is not set.
    #expect(
      DataFolder.of(app: "sync-ups", environment: ["SYNC_UPS_DATA_DIR": "", "HOME": "/h"]).path
        == "/h/.local/share/sync-ups")
    // No HOME (a service started without one): the account's home, as the system has it.
    #expect(
      DataFolder.of(app: "sync-ups", environment: [:]).path
        == URL(filePath: NSHomeDirectory()).appending(path: ".local/share/sync-ups").path)
    #expect(DataFolder.variable(for: "sync-ups") == "SYNC_UPS_DATA_DIR")
  }
}
