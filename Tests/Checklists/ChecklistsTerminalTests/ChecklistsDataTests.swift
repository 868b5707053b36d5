import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where the file is, and what is done with one the app cannot use: it is kept aside, never
/// read when it is not a regular file, and the user is told where it went.
@Suite struct ChecklistsDataTests {
  @Test func theDataFolderComesFromTheOptionThenTheEnvironment() {
    let environment = [
      "CHECKLISTS_DATA_DIR": "/data", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada",
    ]
    #expect(ChecklistsData.directory(option: "/opt", environment: environment).path == "/opt")
    #expect(ChecklistsData.directory(option: nil, environment: environment).path == "/data")
    #expect(
      ChecklistsData.directory(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/h"])
        .path == "/xdg/checklists")
    #expect(
      ChecklistsData.directory(option: nil, environment: ["HOME": "/home/ada"]).path
        == "/home/ada/.local/share/checklists")
    // An empty variable is no setting.
    #expect(
      ChecklistsData.directory(
        option: nil, environment: ["CHECKLISTS_DATA_DIR": "", "XDG_DATA_HOME": "", "HOME": "/h"]
      ).path == "/h/.local/share/checklists")
  }

  func folder() throws -> URL {
    let folder = URL.temporaryDirectory.appending(path: "checklists-data-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  let now = Date(timeIntervalSince1970: 1_735_787_045)  // 2025-01-02 03:04:05 UTC

  @Test func aMissingEmptyOrGoodFileIsLeftAlone() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(ChecklistsData.keepAsideUnusableFile(in: folder, now: now) == nil)
    // Empty, as the key leaves it where there was none: no checklists yet, nothing to keep.
    try Data().write(to: folder.appending(path: "checklists.json"))
    #expect(ChecklistsData.keepAsideUnusableFile(in: folder, now: now) == nil)
    #expect(try Data(contentsOf: folder.appending(path: "checklists.json")) == Data())
    let good = try JSONEncoder().encode([Checklist(id: UUID(), title: "Packing")])
    try good.write(to: folder.appending(path: "checklists.json"))
    #expect(ChecklistsData.keepAsideUnusableFile(in: folder, now: now) == nil)
    #expect(try Data(contentsOf: folder.appending(path: "checklists.json")) == good)
  }

  @Test func aFileThatIsNotJSONIsKeptAsideWithItsNameSaid() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "checklists.json")
    try Data("[{\"id\": ".utf8).write(to: file)
    #expect(
      ChecklistsData.keepAsideUnusableFile(in: folder, now: now)
        == "checklists.json could not be used, as it is not valid JSON. It was kept as "
        + "checklists.json.corrupt-20250102T030405Z, and the list starts empty.")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(
      try Data(contentsOf: folder.appending(path: "checklists.json.corrupt-20250102T030405Z"))
        == Data("[{\"id\": ".utf8))

    // Another in the same second gets a name of its own.
    try Data("{\"not\": \"checklists\"}".utf8).write(to: file)
    #expect(
      ChecklistsData.keepAsideUnusableFile(in: folder, now: now)
        == "checklists.json could not be used, as it does not hold checklists as this app "
        + "writes them. It was kept as checklists.json.corrupt-20250102T030405Z-2, and the list "
        + "starts empty.")
  }

  @Test func aFIFOInTheFilesPlaceIsNeverReadButKeptAside() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "checklists.json")
    #expect(mkfifo(file.path, 0o644) == 0)
    // Reading it would wait for a writer for ever; this returns at once.
    let notice = ChecklistsData.keepAsideUnusableFile(in: folder, now: now)
    #expect(
      notice?.hasPrefix("checklists.json could not be used, as it is not a regular file") == true)
    var info = stat()
    #expect(
      stat(folder.appending(path: "checklists.json.corrupt-20250102T030405Z").path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func whatWentWrongWhileRunningIsSaidInALine() {
    let decoding = DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
    #expect(
      ChecklistsData.messages(loadError: decoding, saveError: nil)
        == [
          "checklists.json could not be read (it is not valid JSON). Shown as last read; the "
            + "file is kept aside before the next save."
        ])
    #expect(ChecklistsData.messages(loadError: nil, saveError: nil).isEmpty)
    #expect(
      ChecklistsData.messages(loadError: nil, saveError: CocoaError(.fileWriteOutOfSpace)).first?
        .hasPrefix("checklists.json could not be saved (") == true)
  }
}
