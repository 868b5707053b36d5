import Testing

@testable import TerminalUI

/// The headless `--keys` notation names every key the app can bind.
@Suite struct KeyNotationTests {
  @Test func charactersStandForThemselves() throws {
    #expect(try Key.parse("+p<lt>") == [.character("+"), .character("p"), .character("<")])
  }

  @Test func namedKeys() throws {
    #expect(
      try Key.parse("<esc><enter><tab><s-tab><space><pgup><pgdn>")
        == [.escape, .enter, .tab, .backTab, .character(" "), .pageUp, .pageDown])
  }

  @Test func everyControlLetter() throws {
    #expect(
      try Key.parse("<c-a><c-e><c-u><c-k><c-w><c-d><c-f><c-b><c-C>") == [
        .control("a"), .control("e"), .control("u"), .control("k"), .control("w"),
        .control("d"), .control("f"), .control("b"), .control("c"),
      ])
    // What a terminal sends for these is Backspace, Tab and Enter.
    #expect(try Key.parse("<c-h><c-i><c-j><c-m>") == [.backspace, .tab, .enter, .enter])
  }

  @Test func functionKeys() throws {
    #expect(try Key.parse("<f1><F5><f12>") == [.function(1), .function(5), .function(12)])
    #expect(throws: KeyNotationError(name: "f13")) { try Key.parse("<f13>") }
  }

  @Test func altAndACharacter() throws {
    #expect(try Key.parse("<a-x><a-X><a-1>") == [.alt("x"), .alt("X"), .alt("1")])
    #expect(throws: KeyNotationError(name: "a-xy")) { try Key.parse("<a-xy>") }
  }

  /// A `<` that no `>` closes is a name left open, as `<enter` for `<enter>`, not text: a
  /// literal `<` is `<lt>`.
  @Test func aNameLeftOpenIsAnError() throws {
    #expect(throws: KeyNotationError(name: "enter", isUnclosed: true)) { try Key.parse("a<enter") }
    #expect(throws: KeyNotationError(name: "", isUnclosed: true)) { try Key.parseScript("5<") }
    #expect(throws: KeyNotationError(name: "b", isUnclosed: true)) { try Key.parse("a<b<enter>") }
    #expect(
      "\(KeyNotationError(name: "enter", isUnclosed: true))"
        == "<enter has no closing >: write <enter>, or <lt> for a < typed as it is")
    #expect(try Key.parse("5<lt>3") == [.character("5"), .character("<"), .character("3")])
  }

  @Test func anUnknownNameSaysWhatIsKnown() {
    let error = KeyNotationError(name: "nope")
    #expect("\(error)".contains("unknown key <nope>"))
    #expect("\(error)".contains("<esc>"))
    #expect("\(error)".contains("<c-a> to <c-z>, <f1> to <f12>, <a-x>"))
    #expect("\(error)".contains("or <wait 25m>"))
  }

  @Test func aScriptWaitsBetweenKeys() throws {
    #expect(
      try Key.parseScript("s<wait 25m>q<wait 1m30s><WAIT 150ms><wait 2h>") == [
        .key(.character("s")), .wait(.seconds(1500)), .key(.character("q")),
        .wait(.seconds(90)), .wait(.milliseconds(150)), .wait(.seconds(7200)),
      ])
  }

  @Test func aWaitSaysHowToWriteItsTime() {
    for bad in ["<wait 5x>", "<wait m>", "<wait >", "<wait 1.5s>", "<wait -1s>"] {
      #expect(throws: KeyNotationError.self) { try Key.parseScript(bad) }
    }
    let error = KeyNotationError(name: "wait 5x", isPause: true)
    #expect("\(error)" == "<wait 5x>: write the time as 150ms, 90s, 25m or 1h, or a sum, as 1m30s")
  }

  /// A test presses keys; time passes on its test clock.
  @Test func aWaitIsNoKey() {
    #expect(throws: KeyNotationError(name: "wait", isPause: true)) { try Key.parse("<wait 1s>") }
    #expect("\(KeyNotationError(name: "wait", isPause: true))".contains("not a key"))
  }
}
