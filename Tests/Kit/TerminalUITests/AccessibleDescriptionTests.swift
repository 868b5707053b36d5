import ComposableArchitecture
import TerminalUITesting
import Testing

@testable import TerminalUI

/// The accessible mode's words: each widget's description, and what is said after a step.
@Suite struct AccessibleDescriptionTests {
  @Test func onlyNewLinesAreSaid() {
    #expect(
      Narration.spoken(from: ["Counter tab", "Count 3"], to: ["Counter tab", "Count 4"])
        == "Count 4.")
    #expect(Narration.spoken(from: ["A", "B"], to: ["B", "A"]) == nil)
    // An overlay closed: where the user is now.
    #expect(Narration.spoken(from: ["Count 3", "Is 3 prime?"], to: ["Count 3"]) == "Count 3.")
    // A message gone by itself: no key moved the user.
    #expect(
      Narration.spoken(from: ["Count 3", "Saved 3."], to: ["Count 3"], afterKey: false) == nil)
    #expect(Narration.spoken(from: [], to: ["Saved", "", "Is it prime?"]) == "Saved. Is it prime?")
    #expect(
      Narration.opening(["Pomodoro", "25:00 left"])
        == "Pomodoro. 25:00 left. Press question mark for keys.")
    // A field typed in says its new text, not its label again; a label whose value is replaced
    // (not edited in one place) is said with it.
    #expect(Narration.spoken(from: ["Title: Mil"], to: ["Title: Milk"]) == "Milk.")
    #expect(Narration.spoken(from: ["Title: Milk"], to: ["Title: Mlk"]) == "Mlk.")
    #expect(
      Narration.spoken(from: ["Title: empty, a title"], to: ["Title: M"]) == "Title: M.")
    #expect(
      Narration.spoken(from: ["Error: disk full"], to: ["Error: lock held"])
        == "Error: lock held.")
  }

  /// What the accessible terminal writes is text: no escape sequence from a name in a file.
  @Test func aLineSaidHasNoControlCharacters() {
    #expect(
      LineBackend.printable("Milk\u{1B}[2J\u{9B}31m\u{07}\r\nbread é ✓") == "Milk[2J31mbread é ✓")
  }

  @Test func aListSaysItsSelectionAndFilter() {
    var list = List.State(rows: ["2", "3", "5", "13"], selection: ListSelection(row: 1))
    #expect(List.describe(list) == ["2 of 4: 3"])
    list.selection.matches = ListSelection.Matches(query: "1", rows: [3])
    list.selection.row = 3
    #expect(List.describe(list) == ["Filter kept: /1, 1 match", "1 of 1: 13"])
    list.selection.isFiltering = true
    #expect(List.describe(list) == ["Filter: /1, 1 match", "1 of 1: 13"])
    #expect(List.describe(List.State(rows: [])) == ["empty"])
    // A feed following its end: the newest row.
    #expect(
      List.describe(List.State(rows: ["a", "b"], selection: ListSelection(followsEnd: true)))
        == ["newest of 2: b"])
  }

  @Test func aFieldSaysItsLabelTextAndMessage() {
    #expect(
      TextField.describe(TextField.State(text: "12x", message: "Type a number"), label: "Set count")
        == "Set count: 12x. Type a number")
    #expect(
      TextField.describe(TextField.State(placeholder: "a new item"), label: "Add")
        == "Add: empty")
  }

  @Test func anAlertSaysItsButtonsAndTheFocusedOne() {
    let alert = AlertState<Never> {
      TextState("Delete “Milk”?")
    } actions: {
      ButtonState(role: .destructive) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Keep") }
    }
    #expect(
      AlertBox.describe(alert, state: AlertBox.State()) == [
        "Dialog: Delete \"Milk\"? Delete, Keep; arrows choose.", "Keep focused.",
      ])
    // Moving the focus changes only the second line: only it is said.
    #expect(
      AlertBox.describe(alert, state: AlertBox.State(focusedButton: 0, in: alert))[1]
        == "Delete focused.")
    let answer = AlertState<Never> { TextState("The 7th prime is 17") }
    #expect(
      AlertBox.describe(answer, state: AlertBox.State()) == [
        "Dialog: The 7th prime is 17. Enter closes."
      ])
  }

  @Test func theOtherWidgets() {
    #expect(
      TabBar.describe(TabBar.State(titles: ["Counter", "Favorites"], selection: 1))
        == "Favorites tab, 2 of 2")
    #expect(StatusLine.describe(StatusLine.State()) == nil)
    #expect(
      StatusLine.describe(StatusLine.State(message: .init("Not saved", isError: true)))
        == "Error: Not saved")
    #expect(ProgressBar.describe(fraction: 0.1, label: "Saving") == "Saving: started")
    #expect(ProgressBar.describe(fraction: 0.6) == "50%")
    #expect(ProgressBar.describe(fraction: 1) == "done")
    #expect(Spinner.describe(label: "Asking") == "Asking...")
    #expect(Spinner.describe(label: "Asking…") == "Asking...")
    let keys = [
      KeyBinding([.up, .character("k")], hint: nil, label: "up", action: 0),
      KeyBinding([.character("k"), .enter], hint: nil, label: "pick", action: 1),
    ]
    // A key an earlier binding claims is not read again; keys are named in words.
    #expect(
      HelpOverlay.describe(keys) == "Keys here: up arrow or k, up; Enter, pick. Escape closes help."
    )
    // The keys of every screen are said on request (`a`, which scrolls to them).
    let everywhere =
      keys + [KeyBinding([.character("?")], label: "help", isOnEveryScreen: true, action: 2)]
    #expect(
      HelpOverlay.describe(everywhere)
        == "Keys here: up arrow or k, up; Enter, pick. a, the keys of every screen. "
        + "Escape closes help.")
    #expect(
      HelpOverlay.describe(everywhere, offset: 2)
        == "Keys on every screen: question mark, help. Escape closes help.")
  }

  /// What the kit composes is printable ASCII: every key's name, the roles and answers.
  @Test func theKitsWordsArePrintableASCII() {
    let keys = Key.everyKey + [.alt("b"), .click(column: 0, row: 0), .scrollUp(column: 0, row: 0)]
    let words =
      keys.map(\.spokenName) + keys.map { Narration.nothing(for: $0) }
      + keys.map { Narration.nothing(for: $0, over: "help") } + keys.map { Narration.unchanged($0) }
      + [
        Narration.opening([]), Narration.closing(saved: nil),
        Spinner.describe(label: "Asking"), Narration.duration(seconds: 3_725),
        HelpOverlay.describe(
          Key.everyKey.map { KeyBinding([$0], label: "it", action: 0) }, offset: 0),
      ]
    for word in words {
      let isASCII = word.allSatisfy(\.isPrintableASCII)
      #expect(isASCII, "\(word)")
    }
  }

  @Test func theAppsOwnWordsAreSaidInASCIIWords() {
    #expect(
      Narration.plain("Press + or - until the count is a prime (2, 3, 5, 7…).")
        == "Press plus or minus until the count is a prime (2, 3, 5, 7...).")
    #expect(
      Narration.plain("Waiting (Esc cancels). Tab or ], next; Ctrl-C quits")
        == "Waiting (Escape cancels). Tab or right bracket, next; Control C quits")
    #expect(Narration.plain("“Milk” – 2 ↑") == "\"Milk\" - 2 up arrow")
    #expect(Narration.duration(seconds: 0) == "0 seconds")
    #expect(Narration.duration(seconds: 62) == "1 minute 2 seconds")
    #expect(Narration.duration(seconds: 3600 + 120) == "1 hour 2 minutes")
    #expect(Narration.words(fromCode: "tabSelected(.log)") == "tab selected, log")
    #expect(Narration.words(fromCode: "stopwatch(.tick)") == "stopwatch, tick")
    #expect(
      Narration.words(fromCode: "favoritePrimes(.deleteButtonTapped(prime: 13))")
        == "favorite primes, delete button tapped, prime: 13")
  }
}
