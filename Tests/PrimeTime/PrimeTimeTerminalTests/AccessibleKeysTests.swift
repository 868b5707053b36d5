import ComposableArchitecture
import FileClient
import TerminalUITesting
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// PrimeTime heard (`--accessible`) key by key, through the real event loop: on every screen,
/// every key the key bar or help offers answers in words, printable ASCII, and never with
/// "nothing here"; every key that does something is offered; help names this screen's keys
/// first; and the journeys a listener takes cost at most five words a key.
@MainActor
@Suite struct AccessibleKeysTests {
  /// A screen, as the keys that reach it from a launch.
  struct Screen: CustomTestStringConvertible, Sendable {
    let name: String
    let keys: String
    var favorites: [Int] = [2, 3, 5, 13]
    var onboarding = false
    var testDescription: String { name }
  }

  nonisolated static let screens: [Screen] = [
    Screen(name: "the counter", keys: ""),
    Screen(name: "the counter at 7", keys: "+++++++"),
    Screen(name: "the Set count field", keys: "=4"),
    Screen(name: "the prime dialog", keys: "+++++++p"),
    Screen(name: "the prime dialog on a favorite", keys: "++p"),
    // An nth prime's answer comes when the request ends, after any key a script sends at
    // once: its dialog's keys are the kit's (AlertBox), heard in AccessibleJourneyTests.
    Screen(name: "the favorites", keys: "2<down>"),
    Screen(name: "the favorites' filter typed", keys: "2/1"),
    Screen(name: "the favorites' filter kept", keys: "2/1<enter>"),
    Screen(name: "the favorites after a delete", keys: "2d"),
    Screen(name: "no favorites", keys: "2", favorites: []),
    Screen(name: "the stopwatch", keys: "3"),
    Screen(name: "the stopwatch running", keys: "3 "),
    Screen(name: "no activity", keys: "4"),
    Screen(name: "the activity", keys: "+++ps<esc>4"),
    Screen(name: "the activity's filter", keys: "+++ps<esc>4/"),
    Screen(name: "the log", keys: "+5"),
    Screen(name: "a log entry", keys: "+5k"),
    Screen(name: "a log entry's change", keys: "+5k<enter>"),
    Screen(name: "help", keys: "?"),
    Screen(name: "help's keys of every screen", keys: "?a"),
    Screen(name: "the tour", keys: "", onboarding: true),
    Screen(name: "the tour's prime dialog", keys: "++p", onboarding: true),
  ]

  /// What the app said for `keys` from a launch (the opening first), and its last state.
  func heard(_ keys: [Key], on screen: Screen) async -> (said: [String], app: Headless) {
    let headless = Headless(
      keys: keys, files: .inMemory(favoritePrimes: screen.favorites), speaks: true
    ) {
      $0.primeClient = .liveValue
    }
    _ = await headless.run(onboarding: screen.onboarding)
    return (headless.backend.spoken, headless)
  }

  /// The view of `state` as it is heard.
  func view(_ state: PrimeTimeTerminal.State) -> AppView {
    AppView(
      state: state,
      environment: TerminalEnvironment(size: AppView.heardSize(Size(columns: 80, rows: 24))))
  }

  @Test(arguments: screens)
  func everyKeyOfferedAnswersInWords(screen: Screen) async throws {
    let prefix = try Key.parse(screen.keys)
    let (before, app) = await heard(prefix, on: screen)
    let view = view(app.store.state)
    let offered = Set((view.bindings + view.helpBindings).flatMap(\.keys))
    #expect(!offered.isEmpty)
    for key in offered.sorted(by: { $0.displayName < $1.displayName }) {
      // Quitting ends the run: its words are ScreenTests'.
      if view.command(for: key) == .quit { continue }
      let said = await heard(prefix + [key], on: screen).said.dropFirst(before.count)
      if let fault = KeyAudit.fault(in: said, key: key) {
        Issue.record("\(screen.name): \(fault)")
      }
    }
  }

  /// Help is complete: a key that does something here is one the key bar or help offers
  /// (where text is typed, a character types itself, unoffered).
  @Test(arguments: screens)
  func everyKeyThatDoesSomethingIsOffered(screen: Screen) async throws {
    let (_, app) = await heard(try Key.parse(screen.keys), on: screen)
    let view = view(app.store.state)
    let offered = Set((view.bindings + view.helpBindings).flatMap(\.keys))
    let typesText = view.layers.overlays.last?.otherKeys != nil
    for key in KeyAudit.unoffered(
      offered, typesText: typesText, does: { view.command(for: $0) != nil })
    {
      Issue.record("\(screen.name): \(key.displayName) does something, and nothing offers it")
    }
  }

  /// Help's first sentence names this screen's own keys, each of them, in words.
  @Test(arguments: screens.filter { !$0.keys.hasPrefix("?") && !$0.name.contains("typed") })
  func helpNamesThisScreensKeysFirst(screen: Screen) async throws {
    let prefix = try Key.parse(screen.keys)
    let (_, app) = await heard(prefix, on: screen)
    let view = view(app.store.state)
    guard view.command(for: .character("?")) == .send(.helpToggled) else { return }
    let said = await heard(prefix + [.character("?")], on: screen).said.last ?? ""
    let first = said.prefix { $0 != "." }
    #expect(
      first.hasPrefix("Keys here: ") || first.hasPrefix("No keys of its own here"),
      "\(screen.name): \(said)")
    for binding in view.helpBindings where !binding.isOnEveryScreen {
      guard let key = binding.keys.first else { continue }
      #expect(
        first.contains(key.spokenName) || said.contains(key.spokenName),
        "\(screen.name): help does not name \(key.spokenName): \(said)")
    }
  }

  /// The journeys a listener takes: a prime counted and saved, the favorites filtered and one
  /// deleted and put back, a count typed and its cursor moved, the stopwatch and a Log entry's
  /// change, the nth prime asked. Words a key, help aside, the opening aside: at most five.
  @Test func theJourneysSayAtMostFiveWordsAKey() async throws {
    let journeys = [
      "<esc>++p<down>s<esc>", "<esc>++ps<esc>2/2<enter>du", "<esc>=42<left><home><right><enter>",
      "<esc>3 5k<enter>G<esc>", "<esc>+++n",
    ]
    var (words, keys) = (0, 0)
    for journey in journeys {
      let typed = try Key.parse(journey)
      let screen = Screen(name: journey, keys: journey, favorites: [], onboarding: true)
      let said = await heard(typed, on: screen).said.dropFirst()
        .filter { !$0.hasPrefix("Keys ") }
      words += said.map { $0.split(separator: " ").count }.reduce(0, +)
      keys += typed.count
    }
    let perKey = Double(words) / Double(keys)
    #expect(perKey <= 5, "\(words) words for \(keys) keys")
  }
}
