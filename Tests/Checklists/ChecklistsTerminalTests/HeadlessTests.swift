import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// `checklists --headless --data-dir D --keys KEYS` as the executable wires it: the real event
/// loop on an in-memory terminal, the real file system.
@MainActor
@Suite struct HeadlessTests {
  /// The app's store on `folder`'s real file, as the executable wires it, its ids counted up
  /// and its time `clock`'s.
  static func store(in folder: URL, clock: TestClock<Duration>) -> StoreOf<ChecklistsTerminal> {
    Store(initialState: ChecklistsTerminal.State()) {
      ChecklistsTerminal()
    } withDependencies: {
      $0.checklistsDirectory = folder
      $0.defaultFileStorage = .fileSystem
      $0.uuid = .incrementing
      $0.continuousClock = clock
    }
  }

  /// Runs `keys`, then `afterwards` (the clock moved on, say), then settles, as the executable
  /// does at the end of its keys; returns the screen, or what was said.
  func headless(
    _ keys: String, in folder: URL, speaks: Bool = false, clock: TestClock<Duration> = TestClock(),
    size: Size = Size(columns: 40, rows: 12),
    afterwards: (TerminalApp<ChecklistsView>) async -> Void = { _ in }
  ) async throws -> String {
    // Still unless told: the status line's word stays for the whole run, however slow the
    // machine (the executable's headless clock is real time).
    let store = Self.store(in: folder, clock: clock)
    let backend = InMemoryBackend(
      size: size, keys: try Key.parse(keys), isUnicode: true,
      speaks: speaks)
    let app = withDependencies {
      $0.continuousClock = ContinuousClock()
    } operation: {
      TerminalApp<ChecklistsView>(store: store, backend: backend, isScripted: true)
    }
    await app.run()
    await afterwards(app)
    await app.settle()
    #expect(await app.prepareToQuit() == nil)
    return speaks ? backend.spoken.joined(separator: "\n") : app.screen?.text ?? ""
  }

  /// The edit form scrolls as the kit's lists do: its lines stay where they are while the
  /// focus moves among them, and scroll only when it would leave them.
  @Test func theFormKeepsItsLinesStillWhileTheFocusMovesAmongThem() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-form-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let items = (1...12).map { "<c-n>i\($0)" }.joined()
    // Twelve items (nine lines show), back to the title, down to the last line, then up two.
    let keys = "aBig\(items)<enter><enter>e" + String(repeating: "<down>", count: 12) + "<up><up>"
    let lines = try await headless(keys, in: folder).split(separator: "\n")
    #expect(lines[2].hasSuffix("[ ] i4"), "\(lines)")
    #expect(lines[10].hasSuffix("[ ] i12"), "\(lines)")
  }

  /// An item added while a filter it does not match is in force is added, out of sight: the
  /// status line says so, and how to see it.
  @Test func anItemTheFilterHidesIsSaidToBeAdded() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-hidden-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try await headless(
      "aBig<enter><enter>afoo<enter><esc>/f<enter>abar<enter><esc>", in: folder)
    #expect(screen.contains("Added “bar”; /f hides it."), "\(screen)")
    #expect(screen.contains("0/2 done"), "\(screen)")
  }

  /// Heard, not seen (`--accessible`): a checklist added, opened, an item added, ticked and
  /// deleted after its alert (and the status line saying so), each key saying what it changed.
  @Test func theJourneyHeard() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-heard-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let heard = try await headless(
      "aGo<enter><enter>am<enter><esc><space>d<tab><enter>", in: folder, speaks: true)
    // A field typed in says its text, not its label again; entering a field or the form says
    // its keys, once. Esc closes the field: the selected item, where the user is now; Tab moves
    // the alert's focus: only that is said.
    #expect(
      heard == """
        Checklists. No checklists yet: a adds one. Press question mark for keys.
        New checklist. Tab next field, Enter saves, Escape cancels, F1 help. Title: empty.
        Title: G.
        Go.
        Checklists. Row 1 of 1: Go, 0 of 0 done.
        Go. No items yet: a adds one.
        New item: empty. Enter adds, Escape adds and closes, F1 help.
        New item: m.
        0 of 1 done. 1 of 1: m, to do. empty.
        1 of 1: m, to do.
        1 of 1 done. 1 of 1: m, done.
        Dialog: Delete "m"? It will be gone from this checklist. Delete, Cancel; arrows choose. \
        Cancel focused.
        Delete focused.
        Deleted "m". No items yet: a adds one.
        """)
  }

  /// Heard: the table of checklists sorted by a key, and an item's notes typed in the form and
  /// said under it on the checklist.
  @Test func aSortAndNotesHeard() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-heard-notes-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let heard = try await headless(
      "aTrip<enter>aGo<c-n>m<c-o>two<enter>l<esc><enter>s<enter>", in: folder, speaks: true)
    #expect(
      heard.hasSuffix(
        """
        Sorted by Title, ascending. Row 1 of 2: Go, 0 of 1 done.
        Go. 0 of 1 done. 1 of 1: m, to do. Notes: two. l.
        """), "\(heard)")
  }

  /// Heard, a key that only takes lines away says where the user is, even when its effects
  /// take them (the alert closes once its button is answered); the word a deletion leaves on
  /// the status line goes by itself without a word: no key moved the user.
  @Test func onlyAKeyThatTakesLinesAwaySaysWhereTheUserIs() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-word-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let heard = try await headless(
      "aGo<enter><enter>am<enter><esc>d<esc>d<tab><enter>", in: folder, speaks: true,
      clock: clock
    ) { app in
      await clock.advance(by: StatusLine.defaultDuration)
      await app.waitUntil { $0.status.message == nil }
    }
    let alert =
      "Dialog: Delete \"m\"? It will be gone from this checklist. Delete, Cancel; arrows "
      + "choose. Cancel focused."
    // Typed, so that the compiler need not search the literal's type (a second of it).
    let expected: [String] = [
      alert, "1 of 1: m, to do.", alert,
      "Delete focused.",
      "Deleted \"m\". No items yet: a adds one.",
    ]
    #expect(heard.split(separator: "\n").suffix(5).map(String.init) == expected)
  }

  /// Esc closes the new item's field as "done": an item typed and not yet added with Enter is
  /// added, not dropped.
  @Test func escAddsTheItemTypedBeforeClosingTheField() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-done-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await headless("aL<enter><enter>amilk<enter>butter<esc>", in: folder)
    let data = try Data(contentsOf: folder.appending(path: "checklists.json"))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
    #expect(saved.first?.items.map(\.text) == ["milk", "butter"])
  }

  /// Heard, a window smaller than the app draws itself in keeps no one out: nothing is drawn.
  @Test func aSmallWindowIsHeardWhole() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-small-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let heard = try await headless(
      "aGo<enter>", in: folder, speaks: true, size: Size(columns: 30, rows: 10))
    #expect(
      heard == """
        Checklists. No checklists yet: a adds one. Press question mark for keys.
        New checklist. Tab next field, Enter saves, Escape cancels, F1 help. Title: empty.
        Title: G.
        Go.
        Checklists. Row 1 of 1: Go, 0 of 0 done.
        """)
  }

  /// Heard, a message is said whole, as written: not in the pieces the screen wraps it into,
  /// each said as a sentence of its own.
  @Test func aLongMessageIsHeardWhole() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-notice-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: folder.appending(path: "checklists.json"))
    let heard = try await headless("", in: folder, speaks: true)
    #expect(
      heard.contains(
        "checklists.json could not be read (it is not valid JSON). It is kept aside before the "
          + "next save replaces it."), "\(heard)")
  }

  /// Heard, an alert closed while the word of an earlier deletion is still on the status line
  /// says where the user is, not that word again.
  @Test func anAlertClosedUnderAnEarlierWordSaysWhereTheUserIs() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-cancel-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let heard = try await headless(
      "aOne<enter><esc>aX<enter><esc>d<left><enter>d<esc>", in: folder, speaks: true)
    // What the alert covered: the selected row.
    #expect(heard.split(separator: "\n").last == "Row 1 of 1: One, 0 of 0 done.", "\(heard)")
  }

  /// A checklist added while a filter it does not match is kept is added, out of sight: the
  /// status line says so, and how to see it, as for an item.
  @Test func aChecklistTheFilterHidesIsSaidToBeAdded() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-hidden-list-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try await headless("aOne<enter><esc>/zzz<enter>aFoo<enter>", in: folder)
    #expect(screen.contains("Added “Foo”; /zzz hides it."), "\(screen)")
  }

  @Test func aChecklistMadeInOneRunIsThereInTheNext() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-headless-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }

    let first = try await headless(
      "aGroceries<enter><enter>amilk<enter><esc><space>", in: folder)
    let frame = """
       Checklists › Groceries
      ────────────────────────────────────────
       1/1 done ████████████████████████ 100%
       [x] milk






                                          1/1
       Space toggle  a add   ? help  Esc back
      """
    #expect(first == frame)

    let data = try Data(contentsOf: folder.appending(path: "checklists.json"))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
    #expect(saved.map(\.title) == ["Groceries"])
    #expect(saved.first?.items.map(\.text) == ["milk"])
    #expect(saved.first?.items.map(\.isDone) == [true])

    let second = try await headless("<enter>", in: folder)
    #expect(second == first)
  }
}
