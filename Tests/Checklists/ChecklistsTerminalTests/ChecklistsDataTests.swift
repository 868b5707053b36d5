import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where the file is, and what is done with one the app cannot use, read through the key once:
/// it is said, kept aside before a save replaces it (never read when it is not a regular
/// file), and the user is told where it went.
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

  /// The checklists on `folder`'s real file, as the app holds them.
  func checklists(in folder: URL) -> Shared<IdentifiedArrayOf<Checklist>> {
    withDependencies {
      $0.checklistsDirectory = folder
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(.checklists)
    }
  }

  /// Kept aside, the files of `folder`: what the key renamed `checklists.json` to.
  func kept(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("checklists.json.corrupt-") }
  }

  /// A file that is not checklists is read once, by the key: said, never overwritten, kept
  /// aside by the first save, which says where.
  @MainActor
  @Test func aFileThatIsNotChecklistsIsSaidThenKeptAsideWithItsNameSaid() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "checklists.json")
    try Data("[{\"id\": ".utf8).write(to: file)
    let lists = checklists(in: folder)
    // Waited for: the first read, on the key's queue, may outlast the moment the caller waits.
    try? await lists.load()
    #expect(
      ChecklistsData.messages(loadError: lists.loadError, saveError: nil)
        == [
          "checklists.json could not be read (it is not valid JSON). It is kept aside before the "
            + "next save replaces it."
        ])
    #expect(try kept(in: folder).isEmpty)
    lists.withLock { $0.append(Checklist(id: UUID(), title: "Packing")) }
    // The save of that change, waited for on the reference (an asked-for save would end the
    // notice, as any successful save ends what `loadError` said).
    await until { lists.loadError is FileKeptAside }
    let names = try kept(in: folder)
    #expect(names.count == 1)
    #expect(try Data(contentsOf: folder.appending(path: names[0])) == Data("[{\"id\": ".utf8))
    #expect(
      ChecklistsData.messages(loadError: lists.loadError, saveError: nil)
        == ["The old checklists.json was kept as \(names[0])."])
  }

  /// A FIFO in the file's place is never read (the read would wait for a writer for ever): said
  /// at once, and kept aside, a FIFO still, by the first save.
  @Test func aFIFOInTheFilesPlaceIsNeverReadButKeptAside() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "checklists.json")
    #expect(mkfifo(file.path, 0o644) == 0)
    let lists = checklists(in: folder)
    // Waited for: the first read, on the key's queue, may outlast the moment the caller waits.
    try? await lists.load()
    #expect(
      ChecklistsData.messages(loadError: lists.loadError, saveError: nil).first?
        .hasPrefix("checklists.json could not be read (") == true)
    lists.withLock { $0.append(Checklist(id: UUID(), title: "Packing")) }
    try await lists.save()
    let names = try kept(in: folder)
    var info = stat()
    #expect(names.count == 1)
    #expect(stat(folder.appending(path: names.first ?? "").path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func whatWentWrongWhileRunningIsSaidInALine() {
    let decoding = DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
    #expect(
      ChecklistsData.messages(loadError: decoding, saveError: nil)
        == [
          "checklists.json could not be read (it is not valid JSON). It is kept aside before the "
            + "next save replaces it."
        ])
    #expect(ChecklistsData.messages(loadError: nil, saveError: nil).isEmpty)
    #expect(
      ChecklistsData.messages(loadError: nil, saveError: CocoaError(.fileWriteOutOfSpace)).first?
        .hasPrefix("checklists.json could not be saved (") == true)
  }
}
