import Checklists
import ComposableArchitecture
import Foundation
import TerminalUITesting
import Testing

@testable import ChecklistsTerminal
@testable import TerminalUI

/// Checklists heard (`--accessible`) key by key, through the real event loop: on every screen,
/// every key the key bar or help offers answers in words, printable ASCII, and never with
/// "nothing here"; every key that does something is offered; help names this screen's keys
/// first; and the journeys a listener takes cost at most five words a key.
@MainActor
@Suite struct AccessibleKeysTests {
  /// A screen, as the keys that reach it from a launch with two checklists.
  struct Screen: CustomTestStringConvertible, Sendable {
    let name: String
    let keys: String
    var testDescription: String { name }
  }

  nonisolated static let screens: [Screen] = [
    Screen(name: "the list", keys: ""),
    Screen(name: "the list's filter typed", keys: "/g"),
    Screen(name: "the list's filter kept", keys: "/g<enter>"),
    Screen(name: "the list's delete dialog", keys: "d"),
    Screen(name: "a new checklist's form", keys: "a"),
    Screen(name: "a new checklist's form, typed in", keys: "aTrip"),
    Screen(name: "the discard dialog", keys: "aTrip<esc>"),
    Screen(name: "a checklist", keys: "<enter>"),
    Screen(name: "a checklist's new item", keys: "<enter>a"),
    Screen(name: "a checklist's filter typed", keys: "<enter>/m"),
    Screen(name: "a checklist's delete dialog", keys: "<enter>d"),
    Screen(name: "the edit form on an item", keys: "<enter>e<tab>"),
    Screen(name: "an item's notes", keys: "<enter>e<tab><c-o>"),
    Screen(name: "help", keys: "?"),
    Screen(name: "help's keys of every screen", keys: "?a"),
  ]

  /// What the app said for `keys` from a launch on a folder of two checklists (the opening
  /// first), and the app at the end.
  func heard(_ keys: [Key]) async -> (said: [String], app: TerminalApp<ChecklistsView>) {
    let folder = URL.temporaryDirectory.appending(path: "checklists-keys-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lists: IdentifiedArrayOf<Checklist> = [.groceries, .packing]
    try? JSONEncoder().encode(lists).write(to: folder.appending(path: "checklists.json"))
    let store = HeadlessTests.store(in: folder, clock: TestClock())
    let backend = InMemoryBackend(
      size: Size(columns: 80, rows: 24), keys: keys, isUnicode: true, speaks: true)
    let app = withDependencies {
      $0.continuousClock = TestClock()
    } operation: {
      TerminalApp<ChecklistsView>(store: store, backend: backend, isScripted: true)
    }
    await app.run()
    await app.settle()
    return (backend.spoken, app)
  }

  /// The view of `state` as it is heard.
  func view(_ state: ChecklistsTerminal.State) -> ChecklistsView {
    ChecklistsView(
      state: state,
      environment: TerminalEnvironment(
        size: ChecklistsView.heardSize(Size(columns: 80, rows: 24))))
  }

  func offered(_ view: ChecklistsView) -> Set<Key> {
    Set((view.layers.bindings + view.helpBindings(below: view.screenLayers)).flatMap(\.keys))
  }

  @Test(arguments: screens)
  func everyKeyOfferedAnswersInWords(screen: Screen) async throws {
    let prefix = try Key.parse(screen.keys)
    let (before, app) = await heard(prefix)
    let view = view(app.store.state)
    let offered = offered(view)
    #expect(!offered.isEmpty)
    for key in offered.sorted(by: { $0.displayName < $1.displayName }) {
      // Quitting ends the run: its words are the list's screen tests'.
      if view.command(for: key) == .quit { continue }
      let said = await heard(prefix + [key]).said.dropFirst(before.count)
      if let fault = KeyAudit.fault(in: said, key: key) {
        Issue.record("\(screen.name): \(fault)")
      }
    }
  }

  /// Help is complete: a key that does something here is one the key bar or help offers
  /// (where text is typed, a character types itself, unoffered).
  @Test(arguments: screens)
  func everyKeyThatDoesSomethingIsOffered(screen: Screen) async throws {
    let (_, app) = await heard(try Key.parse(screen.keys))
    let view = view(app.store.state)
    let offered = offered(view)
    let typesText = view.layers.overlays.last?.otherKeys != nil
    for key in KeyAudit.unoffered(
      offered, typesText: typesText, does: { view.command(for: $0) != nil })
    {
      Issue.record("\(screen.name): \(key.displayName) does something, and nothing offers it")
    }
  }

  /// Help's first sentence names this screen's own keys, each of them, in words.
  @Test(arguments: screens.filter { !$0.keys.hasPrefix("?") })
  func helpNamesThisScreensKeysFirst(screen: Screen) async throws {
    let prefix = try Key.parse(screen.keys)
    let (_, app) = await heard(prefix)
    let view = view(app.store.state)
    // F1 where text is typed, else `?`.
    guard
      let key = [Key.character("?"), .function(1)].first(where: {
        view.command(for: $0) == .send(.helpToggled)
      })
    else { return }
    let said = await heard(prefix + [key]).said.last ?? ""
    let first = said.prefix { $0 != "." }
    #expect(first.hasPrefix("Keys here: "), "\(screen.name): \(said)")
    for binding in view.helpBindings(below: view.screenLayers) where !binding.isOnEveryScreen {
      guard let key = binding.keys.first else { continue }
      #expect(said.contains(key.spokenName), "\(screen.name): help leaves out \(key.spokenName)")
    }
  }

  /// The journeys a listener takes: a checklist made, opened, an item added, ticked and
  /// deleted; a checklist with an item and its notes, another item added and ticked, the list
  /// sorted; a checklist's items typed, then one edited in the form. Words a key, help and the
  /// opening aside: at most five.
  @Test func theJourneysSayAtMostFiveWordsAKey() async throws {
    let journeys = [
      "aGo<enter><enter>am<enter><esc> d<tab><enter>",
      "aTrip<c-n>socks<c-o>wool<esc><enter><enter>ahat<enter><esc><down> <esc>s",
      "aGroceries<enter><enter>amilk<enter>eggs<enter><esc>e<tab><bs><bs>gs<enter>",
    ]
    var (words, keys) = (0, 0)
    for journey in journeys {
      let typed = try Key.parse(journey)
      let said = await heard(typed).said.dropFirst().filter { !$0.hasPrefix("Keys ") }
      words += said.map { $0.split(separator: " ").count }.reduce(0, +)
      keys += typed.count
    }
    let perKey = Double(words) / Double(keys)
    #expect(perKey <= 5, "\(words) words for \(keys) keys")
  }
}
