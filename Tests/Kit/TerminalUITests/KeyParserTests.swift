import TestSupport
import Testing

@testable import TerminalUI

// MARK: - Helpers

private let esc: UInt8 = 0x1B

/// The bytes of `text`, with `\u{1B}` spelled out in literals for escape sequences.
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Feeds everything at once, then flushes as the caller would after its timeout.
private func parse(_ input: [UInt8]) -> [Key] {
  var parser = KeyParser()
  return parser.feed(input) + parser.flush()
}

private func parse(_ text: String) -> [Key] { parse(bytes(text)) }

/// Feeds one byte per call, then flushes.
private func parseByteByByte(_ input: [UInt8]) -> [Key] {
  var parser = KeyParser()
  var keys: [Key] = []
  for byte in input { keys += parser.feed([byte]) }
  return keys + parser.flush()
}

private func chars(_ text: String) -> [Key] { text.map { .character($0) } }

/// One input that must produce exactly one key, as soon as its last byte arrives.
struct NamedKey: Sendable, CustomTestStringConvertible {
  let name: String
  let input: [UInt8]
  let key: Key

  init(_ name: String, _ input: [UInt8], _ key: Key) {
    self.name = name
    self.input = input
    self.key = key
  }

  init(_ name: String, _ text: String, _ key: Key) {
    self.init(name, Array(text.utf8), key)
  }

  var testDescription: String { name }
}

private let namedKeys: [NamedKey] = [
  // Arrows: CSI, SS3 (application cursor mode) and with modifiers.
  NamedKey("CSI A", "\u{1B}[A", .up),
  NamedKey("CSI B", "\u{1B}[B", .down),
  NamedKey("CSI C", "\u{1B}[C", .right),
  NamedKey("CSI D", "\u{1B}[D", .left),
  NamedKey("SS3 A", "\u{1B}OA", .up),
  NamedKey("SS3 B", "\u{1B}OB", .down),
  NamedKey("SS3 C", "\u{1B}OC", .right),
  NamedKey("SS3 D", "\u{1B}OD", .left),
  NamedKey("Ctrl+Up", "\u{1B}[1;5A", .up),
  NamedKey("Shift+Down", "\u{1B}[1;2B", .down),
  // Alt or Ctrl with ← or → moves a word, as Alt-b and Alt-f do in a shell.
  NamedKey("Alt+Right", "\u{1B}[1;3C", .alt("f")),
  NamedKey("Alt+Left", "\u{1B}[1;3D", .alt("b")),
  NamedKey("Ctrl+Right", "\u{1B}[1;5C", .alt("f")),
  NamedKey("Ctrl+Alt+Left", "\u{1B}[1;7D", .alt("b")),
  NamedKey("Ctrl+Shift+Left", "\u{1B}[1;6D", .left),
  // Home / End in all their spellings.
  NamedKey("CSI H", "\u{1B}[H", .home),
  NamedKey("SS3 H", "\u{1B}OH", .home),
  NamedKey("CSI 1 ~", "\u{1B}[1~", .home),
  NamedKey("CSI 7 ~", "\u{1B}[7~", .home),
  NamedKey("Ctrl+Home", "\u{1B}[1;5H", .home),
  NamedKey("CSI F", "\u{1B}[F", .end),
  NamedKey("SS3 F", "\u{1B}OF", .end),
  NamedKey("CSI 4 ~ (tmux End)", "\u{1B}[4~", .end),
  NamedKey("CSI 8 ~", "\u{1B}[8~", .end),
  NamedKey("Ctrl+End", "\u{1B}[1;5F", .end),
  // Paging, Delete, Shift+Tab.
  NamedKey("CSI 5 ~", "\u{1B}[5~", .pageUp),
  NamedKey("CSI 6 ~", "\u{1B}[6~", .pageDown),
  NamedKey("Ctrl+PageUp", "\u{1B}[5;5~", .pageUp),
  NamedKey("CSI 3 ~", "\u{1B}[3~", .delete),
  NamedKey("Shift+Delete", "\u{1B}[3;2~", .delete),
  NamedKey("CSI Z", "\u{1B}[Z", .backTab),
  // Controls.
  NamedKey("Ctrl-C", [3], .control("c")),
  NamedKey("Ctrl-L", [12], .control("l")),
  NamedKey("Ctrl-Z", [26], .control("z")),
  NamedKey("Ctrl-A", [1], .control("a")),
  NamedKey("Ctrl-U", [21], .control("u")),
  // Function keys: SS3 for F1–F4, CSI ~ codes for F5–F12, and modified F1–F4.
  NamedKey("SS3 P (F1)", "\u{1B}OP", .function(1)),
  NamedKey("SS3 S (F4)", "\u{1B}OS", .function(4)),
  NamedKey("CSI 11~ (F1, rxvt)", "\u{1B}[11~", .function(1)),
  NamedKey("CSI 15~ (F5)", "\u{1B}[15~", .function(5)),
  NamedKey("CSI 17~ (F6)", "\u{1B}[17~", .function(6)),
  NamedKey("CSI 21~ (F10)", "\u{1B}[21~", .function(10)),
  NamedKey("CSI 24;5~ (Ctrl+F12)", "\u{1B}[24;5~", .function(12)),
  NamedKey("CSI 1;5P (Ctrl+F1)", "\u{1B}[1;5P", .function(1)),
  NamedKey("Tab", [9], .tab),
  NamedKey("CR", [13], .enter),
  NamedKey("LF", [10], .enter),
  NamedKey("SS3 M (keypad Enter)", "\u{1B}OM", .enter),
  NamedKey("DEL", [127], .backspace),
  NamedKey("BS", [8], .backspace),
  // Characters.
  NamedKey("a", "a", .character("a")),
  NamedKey("Z", "Z", .character("Z")),
  NamedKey("space", " ", .character(" ")),
  NamedKey("tilde", "~", .character("~")),
  NamedKey("[", "[", .character("[")),
  NamedKey("é (2 bytes)", "é", .character("é")),
  NamedKey("€ (3 bytes)", "€", .character("€")),
  NamedKey("😀 (4 bytes)", "😀", .character("😀")),
  // Mouse.
  NamedKey("SGR click", "\u{1B}[<0;10;5M", .click(column: 9, row: 4)),
  NamedKey("SGR wheel up", "\u{1B}[<64;3;4M", .scrollUp(column: 2, row: 3)),
  NamedKey("SGR wheel down", "\u{1B}[<65;3;4M", .scrollDown(column: 2, row: 3)),
  NamedKey("X10 click", [esc, 0x5B, 0x4D, 32, 32 + 10, 32 + 5], .click(column: 9, row: 4)),
  NamedKey("X10 wheel up", [esc, 0x5B, 0x4D, 32 + 64, 33, 33], .scrollUp(column: 0, row: 0)),
  NamedKey(
    "X10 wheel down", [esc, 0x5B, 0x4D, 32 + 65, 32 + 7, 32 + 2], .scrollDown(column: 6, row: 1)),
]

// MARK: - Named keys

@Suite struct NamedKeys {
  @Test(arguments: namedKeys)
  func fedWhole(_ named: NamedKey) {
    var parser = KeyParser()
    #expect(parser.feed(named.input) == [named.key])
    #expect(!parser.isAwaitingMore)
    #expect(parser.flush() == [])
  }

  @Test(arguments: namedKeys)
  func fedOneBytePerCall(_ named: NamedKey) {
    var parser = KeyParser()
    for byte in named.input.dropLast() {
      #expect(parser.feed([byte]) == [])
      #expect(parser.isAwaitingMore)
    }
    #expect(parser.feed(named.input.suffix(1)) == [named.key])
    #expect(!parser.isAwaitingMore)
  }

  @Test(arguments: namedKeys)
  func doesNotSwallowFollowingKey(_ named: NamedKey) {
    #expect(parse(named.input + bytes("x")) == [named.key, .character("x")])
    #expect(parse(named.input + [esc]) == [named.key, .escape])
  }

  @Test func severalKeysInOneFeed() {
    var parser = KeyParser()
    let input = bytes("ab\u{1B}[Ac\u{1B}OB\r\u{1B}[4~é")
    let expected: [Key] = [
      .character("a"), .character("b"), .up, .character("c"), .down, .enter, .end,
      .character("é"),
    ]
    #expect(parser.feed(input) == expected)
    #expect(!parser.isAwaitingMore)
  }

  @Test func endFromTmux() {
    #expect(parse("\u{1B}[4~") == [.end])
    #expect(parse("\u{1B}[1~") == [.home])
    #expect(parse("\u{1B}[H") == [.home])
    #expect(parse("\u{1B}OH") == [.home])
    #expect(parse("\u{1B}[5~") == [.pageUp])
    #expect(parse("\u{1B}[6~") == [.pageDown])
  }

  @Test func awaitingMoreThroughASequence() {
    var parser = KeyParser()
    #expect(!parser.isAwaitingMore)
    #expect(parser.feed([esc]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed(bytes("[")) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed(bytes("4")) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed(bytes("~")) == [.end])
    #expect(!parser.isAwaitingMore)
  }

  @Test func sequenceSplitAcrossUnevenChunks() {
    var parser = KeyParser()
    #expect(parser.feed(bytes("x\u{1B}[<0;1")) == [.character("x")])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed(bytes("2;3")) == [])
    #expect(parser.feed(bytes("4Mq")) == [.click(column: 11, row: 33), .character("q")])
    #expect(!parser.isAwaitingMore)
  }
}

// MARK: - Escape key

@Suite struct EscapeKey {
  @Test func loneEscapeNeedsFlush() {
    var parser = KeyParser()
    #expect(parser.feed([esc]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.flush() == [.escape])
    #expect(!parser.isAwaitingMore)
    #expect(parser.flush() == [])
  }

  @Test func doubleEscape() {
    var parser = KeyParser()
    #expect(parser.feed([esc, esc]) == [.escape])
    #expect(parser.isAwaitingMore)
    #expect(parser.flush() == [.escape])
  }

  @Test func tripleEscape() {
    #expect(parse([esc, esc, esc]) == [.escape, .escape, .escape])
  }

  @Test func escapeThenSequence() {
    #expect(parse("\u{1B}\u{1B}[A") == [.escape, .up])
    #expect(parse("\u{1B}\u{1B}OH") == [.escape, .home])
  }

  @Test func escapeThenKeyAfterFlush() {
    var parser = KeyParser()
    #expect(parser.feed([esc]) == [])
    #expect(parser.flush() == [.escape])
    #expect(parser.feed(bytes("[")) == [.character("[")])
  }

  @Test func partialSequencesAreDroppedOnFlush() {
    for text in ["\u{1B}[", "\u{1B}O", "\u{1B}[1", "\u{1B}[1;", "\u{1B}[<0;10;5", "\u{1B}[M"] {
      var parser = KeyParser()
      #expect(parser.feed(bytes(text)) == [])
      #expect(parser.isAwaitingMore)
      #expect(parser.flush() == [], "\(Array(text.utf8))")
      #expect(!parser.isAwaitingMore)
      // The parser starts afresh: the next key is read normally.
      #expect(parser.feed(bytes("k")) == [.character("k")])
    }
  }

  @Test func partialX10MouseIsDroppedOnFlush() {
    var parser = KeyParser()
    #expect(parser.feed([esc, 0x5B, 0x4D, 32, 40]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.flush() == [])
  }

  /// Alt+x is a key of its own: neither Esc nor the letter.
  @Test func altLetterIsAKeyOfItsOwn() {
    #expect(parse("\u{1B}x") == [.alt("x")])
    #expect(parse("\u{1B}xy") == [.alt("x"), .character("y")])
    #expect(parse("\u{1B}q\u{1B}1") == [.alt("q"), .alt("1")])
    #expect(parse("\u{1B} ") == [.alt(" ")])
    #expect(parse("\u{1B}X") == [.alt("X")])
  }

  @Test func altNonASCIICharacterIsIgnored() {
    #expect(parse("\u{1B}é") == [])
    #expect(parse("\u{1B}€a") == [.character("a")])
    #expect(parseByteByByte(bytes("\u{1B}😀b")) == [.character("b")])
  }

  /// ESC followed by a control byte: the ESC is dropped and the control acts alone.
  @Test func escapeThenControl() {
    #expect(parse([esc, 13]) == [.enter])
    #expect(parse([esc, 127]) == [.backspace])
    #expect(parse([esc, 3]) == [.control("c")])
    #expect(parse([esc, 1]) == [.control("a")])
  }
}

// MARK: - Unknown and aborted sequences

@Suite struct UnknownSequences {
  @Test func unknownTildeCode() {
    #expect(parse("\u{1B}[99~x") == [.character("x")])
  }

  @Test func privateSequence() {
    #expect(parse("\u{1B}[?1uq") == [.character("q")])
    #expect(parse("\u{1B}[>1;2;3cq") == [.character("q")])
    #expect(parse("\u{1B}[?1;5A") == [])
  }

  @Test func functionKeysViaSS3() {
    #expect(parse("\u{1B}OP2") == [.function(1), .character("2")])
    for (final, number) in [("P", 1), ("Q", 2), ("R", 3), ("S", 4)] {
      #expect(parse("\u{1B}O" + final) == [.function(number)])
    }
    for final in ["x", "j"] {
      #expect(parse("\u{1B}O" + final) == [])
    }
  }

  @Test func everyFunctionKeyViaCSI() {
    let codes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
    for (index, code) in codes.enumerated() {
      #expect(parse("\u{1B}[\(code)~") == [.function(index + 1)], "code \(code)")
    }
    for code in [16, 22, 25] {
      #expect(parse("\u{1B}[\(code)~z") == [.character("z")], "code \(code)")
    }
  }

  @Test func ignoredCSIs() {
    let ignored = [
      "\u{1B}[2~",  // Insert
      "\u{1B}[I",  // focus in
      "\u{1B}[O",  // focus out
      "\u{1B}[201~",  // a paste's end with no start
      "\u{1B}[~",  // no parameter
      "\u{1B}[12;40R",  // cursor position report
      "\u{1B}[1 q",  // intermediate byte
      "\u{1B}[2$~",  // rxvt Shift+Insert, intermediate byte
      "\u{1B}[1$A",
      "\u{1B}[P",
      "\u{1B}[1:2;3x",
    ]
    for text in ignored {
      #expect(parse(text + "z") == [.character("z")], "\(Array(text.utf8))")
    }
  }

  /// A paste is one key, whatever it holds: its line breaks, an Esc or a `q` in it press
  /// nothing.
  @Test func aBracketedPasteIsOneKey() {
    let paste = "\u{1B}[200~12\n3\u{1B}x q\u{1B}[201~"
    #expect(parse(paste + "z") == [.paste("12\n3\u{1B}x q"), .character("z")])
    #expect(parseByteByByte(bytes(paste)) == [.paste("12\n3\u{1B}x q")])
    #expect(parse("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    #expect(parse("\u{1B}[200~héllo ✓\u{1B}[201~") == [.paste("héllo ✓")])
  }

  /// A paste whose end does not come is what came of it once the caller stops waiting; what
  /// comes after is keys again.
  @Test func aPasteCutShortIsWhatCame() {
    var parser = KeyParser()
    #expect(parser.feed(bytes("\u{1B}[200~ab")).isEmpty)
    #expect(parser.isPasting)
    #expect(parser.flush() == [.paste("ab")])
    #expect(!parser.isPasting)
    #expect(parser.feed(bytes("q")) == [.character("q")])
  }

  /// A runaway paste keeps at most `maxPasteLength` bytes, and its end is still found.
  @Test func aPasteKeepsABoundedBuffer() {
    var parser = KeyParser()
    let limit = KeyParser.maxPasteLength
    var keys = parser.feed(bytes("\u{1B}[200~"))
    keys += parser.feed([UInt8](repeating: UInt8(ascii: "a"), count: limit + 10))
    #expect(parser.pendingByteCount == limit)
    keys += parser.feed(bytes("\u{1B}[201~z"))
    #expect(keys.count == 2)
    #expect(keys.first == .paste(String(repeating: "a", count: limit)))
    #expect(keys.last == .character("z"))
    #expect(parser.pendingByteCount == 0)
  }

  @Test func controlByteAbortsCSI() {
    #expect(parse("\u{1B}[1\r") == [.enter])
    #expect(parse("\u{1B}[1;\u{03}") == [.control("c")])
    #expect(parse("\u{1B}[\u{01}a") == [.control("a"), .character("a")])
  }

  @Test func escapeInsideSequenceStartsANewOne() {
    #expect(parse("\u{1B}[1\u{1B}[A") == [.up])
    #expect(parse("\u{1B}O\u{1B}[B") == [.down])
    #expect(parse("\u{1B}[1;\u{1B}") == [.escape])
    #expect(parse([esc, 0x5B, 0x4D, 40, esc, 0x5B, 0x42]) == [.down])
  }

  @Test func nonASCIIAbortsSequence() {
    #expect(parse("\u{1B}[1é") == [.character("é")])
    #expect(parse("\u{1B}Oé") == [.character("é")])
  }

  /// Decision: a CSI longer than 64 parameter bytes is discarded up to and
  /// including its final byte (here `x`), so its digits are never typed.
  @Test func runawayCSI() {
    let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 100)
    var parser = KeyParser()
    #expect(parser.feed([esc, 0x5B] + digits) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.pendingByteCount <= KeyParser.maxSequenceLength)
    #expect(parser.feed(bytes("x")) == [])
    #expect(!parser.isAwaitingMore)
    #expect(parser.feed(bytes("y")) == [.character("y")])

    #expect(parse([esc, 0x5B] + digits + bytes("xy")) == [.character("y")])
    #expect(parse([esc, 0x5B] + digits + [13]) == [.enter])
    #expect(parse([esc, 0x5B] + digits + [esc] + bytes("[A")) == [.up])
    #expect(parse([esc, 0x5B] + digits) == [])
    #expect(parseByteByByte([esc, 0x5B] + digits + bytes("xy")) == [.character("y")])
  }

  @Test func longestStoredCSIStillWorks() {
    // 64 parameter bytes fit and the sequence is still recognised; 65 do not.
    let padding = [UInt8](repeating: UInt8(ascii: "0"), count: 63)
    #expect(parse([esc, 0x5B] + padding + bytes("4~")) == [.end])
    #expect(parse([esc, 0x5B] + padding + bytes("04~")) == [])
  }

  @Test func hugeParameterDoesNotOverflow() {
    let nines = String(repeating: "9", count: 40)
    #expect(parse("\u{1B}[" + nines + "~") == [])
    #expect(parse("\u{1B}[<0;" + nines + ";1M") == [.click(column: 999_999, row: 0)])
  }
}

// MARK: - Mouse

@Suite struct Mouse {
  @Test func sgrClickIsZeroBased() {
    #expect(parse("\u{1B}[<0;1;1M") == [.click(column: 0, row: 0)])
    #expect(parse("\u{1B}[<0;300;200M") == [.click(column: 299, row: 199)])
  }

  @Test func sgrReleaseIsIgnored() {
    #expect(parse("\u{1B}[<0;10;5m") == [])
    #expect(parse("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [.click(column: 9, row: 4)])
  }

  @Test(arguments: [4, 8, 16, 4 + 8, 4 + 16, 8 + 16, 4 + 8 + 16])
  func sgrModifiersDoNotChangeResult(_ modifiers: Int) {
    #expect(parse("\u{1B}[<\(0 + modifiers);7;3M") == [.click(column: 6, row: 2)])
    #expect(parse("\u{1B}[<\(64 + modifiers);7;3M") == [.scrollUp(column: 6, row: 2)])
    #expect(parse("\u{1B}[<\(65 + modifiers);7;3M") == [.scrollDown(column: 6, row: 2)])
    #expect(parse("\u{1B}[<\(0 + modifiers);7;3m") == [])
  }

  @Test func sgrIgnoredEvents() {
    let ignored = [
      "\u{1B}[<1;5;5M",  // middle button
      "\u{1B}[<2;5;5M",  // right button
      "\u{1B}[<32;5;5M",  // drag with button 1
      "\u{1B}[<35;5;5M",  // motion, no button
      "\u{1B}[<66;5;5M",  // wheel left
      "\u{1B}[<67;5;5M",  // wheel right
      "\u{1B}[<64;5;5m",  // wheel "release"
      "\u{1B}[<128;5;5M",  // button 8
      "\u{1B}[<0;0;5M",  // column 0 is not a valid 1-based coordinate
      "\u{1B}[<0;5;0M",
      "\u{1B}[<0;5M",  // missing row
      "\u{1B}[<0;5;5;1M",  // extra parameter
      "\u{1B}[<;5;5M",  // missing button
      "\u{1B}[<0;5;5X",  // not a mouse final byte
    ]
    for text in ignored {
      #expect(parse(text + "k") == [.character("k")], "\(Array(text.utf8))")
    }
  }

  @Test func x10Click() {
    #expect(parse([esc, 0x5B, 0x4D, 32, 33, 33]) == [.click(column: 0, row: 0)])
    #expect(parse([esc, 0x5B, 0x4D, 32, 255, 255]) == [.click(column: 222, row: 222)])
    // Shift/Meta/Ctrl bits do not matter.
    #expect(parse([esc, 0x5B, 0x4D, 32 + 4 + 16, 40, 50]) == [.click(column: 7, row: 17)])
  }

  @Test func x10Wheel() {
    #expect(parse([esc, 0x5B, 0x4D, 32 + 64, 40, 50]) == [.scrollUp(column: 7, row: 17)])
    #expect(parse([esc, 0x5B, 0x4D, 32 + 65 + 8, 40, 50]) == [.scrollDown(column: 7, row: 17)])
  }

  @Test func x10IgnoredEvents() {
    for button: UInt8 in [3, 3 + 4, 1, 2, 32, 32 + 3, 64 + 2] {
      #expect(parse([esc, 0x5B, 0x4D, 32 + button, 40, 50, 0x6B]) == [.character("k")])
    }
    // Coordinate byte 32 decodes to 0, which is not a 1-based position.
    #expect(parse([esc, 0x5B, 0x4D, 32, 32, 40]) == [])
  }

  @Test func x10RawBytesMayLookLikeSequenceBytes() {
    // Button/coordinate bytes such as '[', 'M' or '~' are data, not syntax.
    let input: [UInt8] = [esc, 0x5B, 0x4D, 32, 0x5B, 0x7E, 0x61]
    #expect(parse(input) == [.click(column: 58, row: 93), .character("a")])
  }
}

// MARK: - UTF-8

@Suite struct UTF8 {
  @Test(arguments: ["é", "€", "😀", "ñ", "日本", "a€b😀c"])
  func wholeAndSplit(_ text: String) {
    #expect(parse(text) == chars(text))
    #expect(parseByteByByte(bytes(text)) == chars(text))
  }

  @Test func awaitingMoreInsideCharacter() {
    var parser = KeyParser()
    #expect(parser.feed([0xF0, 0x9F]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed([0x98]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.feed([0x80]) == [.character("😀")])
    #expect(!parser.isAwaitingMore)
  }

  @Test func invalidByteBetweenLetters() {
    #expect(parse([0x61, 0xFF, 0x62]) == chars("ab"))
    #expect(parse([0x61, 0xFE, 0xC0, 0xC1, 0xF5, 0x62]) == chars("ab"))
  }

  @Test func strayContinuationBytes() {
    #expect(parse([0x80, 0x61, 0xBF]) == chars("a"))
  }

  @Test func truncatedCharacterIsDroppedButNextByteKept() {
    #expect(parse([0xE2, 0x82, 0x61]) == chars("a"))
    #expect(parse([0xC3, esc, 0x5B, 0x41]) == [.up])
    #expect(parse([0xF0, 0x9F, 0x98, 0x0D]) == [.enter])
  }

  @Test func partialCharacterIsDroppedOnFlush() {
    var parser = KeyParser()
    #expect(parser.feed([0xE2, 0x82]) == [])
    #expect(parser.isAwaitingMore)
    #expect(parser.flush() == [])
    #expect(!parser.isAwaitingMore)
    #expect(parser.feed([0xAC]) == [])
  }

  @Test func malformedEncodingsAreRejected() {
    #expect(parse([0xC0, 0x80]) == [])  // overlong NUL
    #expect(parse([0xE0, 0x80, 0x80]) == [])  // overlong
    #expect(parse([0xED, 0xA0, 0x80]) == [])  // surrogate
    #expect(parse([0xF4, 0x90, 0x80, 0x80]) == [])  // above U+10FFFF
    #expect(parse([0xF0, 0x80, 0x80, 0x80]) == [])  // overlong
  }

  @Test func c1ControlsAreNotTyped() {
    #expect(parse([0xC2, 0x85, 0x61]) == chars("a"))
    #expect(parse([0xC2, 0xA0]) == [.character("\u{A0}")])
  }
}

// MARK: - Controls

@Suite struct Controls {
  @Test func mappedControls() {
    #expect(
      parse([3, 12, 26, 9, 10, 13, 8, 127]) == [
        .control("c"), .control("l"), .control("z"), .tab, .enter, .enter, .backspace,
        .backspace,
      ])
  }

  /// Every Ctrl-letter is a key (a text field binds Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K, Ctrl-W; a
  /// list Ctrl-D, Ctrl-U, Ctrl-F, Ctrl-B), but the four a terminal sends as Backspace, Tab
  /// and Enter.
  @Test func everyControlLetterIsAKey() {
    let asOthers: Set<UInt8> = [8, 9, 10, 13]
    for byte in UInt8(1)...26 where !asOthers.contains(byte) {
      #expect(parse([byte]) == [.control(Character(Unicode.Scalar(byte + 0x60)))], "byte \(byte)")
    }
  }

  @Test func otherControlsAreIgnored() {
    for byte in [0] + Array(UInt8(28)..<32) {
      #expect(parse([byte]) == [], "byte \(byte)")
    }
    #expect(parse([0, 0x61, 28, 0x62]) == chars("ab"))
  }

  @Test func crlfIsTwoEnters() {
    // Raw mode leaves CR and LF as separate bytes; both are Enter.
    #expect(parse([13, 10]) == [.enter, .enter])
  }

  @Test func parserNeverReportsResize() {
    // Resize comes from SIGWINCH, not from the byte stream.
    #expect(!parse(Array(UInt8(0)...UInt8(255))).contains(.resize))
  }
}

// MARK: - Fuzz

/// Bytes weighted towards the ones that drive the state machine, so random
/// input actually forms (and breaks) sequences and UTF-8 characters.
private let interestingBytes: [UInt8] =
  [esc, esc, esc, esc] + bytes("[[[OO<;;;M~mAHFZ0123456789xq ")
  + [0x7F, 0x08, 0x03, 0x0D, 0x01, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0xFF]

private func randomInput(using rng: inout SeededGenerator) -> [UInt8] {
  var input: [UInt8] = []
  let length = Int.random(in: 0...48, using: &rng)
  while input.count < length {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0:
      // A long parameter run, to reach the runaway-CSI limit.
      input += [esc, 0x5B] + [UInt8](repeating: 0x35, count: Int.random(in: 50...90, using: &rng))
    case 1...4:
      input.append(UInt8.random(in: 0...255, using: &rng))
    default:
      input.append(interestingBytes.randomElement(using: &rng) ?? 0)
    }
  }
  return input
}

@Suite struct Fuzz {
  @Test func chunkingNeverChangesTheResult() {
    var rng = SeededGenerator(seed: 0x5EED_1234)
    var mismatches = 0
    var firstMismatch: [UInt8]?
    var largestPending = 0
    var seen: Set<Key> = []

    for _ in 0..<10_000 {
      let input = randomInput(using: &rng)

      var whole = KeyParser()
      let expected = whole.feed(input) + whole.flush()
      #expect(!whole.isAwaitingMore)
      seen.formUnion(expected)

      var chunked = KeyParser()
      var keys: [Key] = []
      var rest = input[...]
      while !rest.isEmpty {
        let size = Int.random(in: 1...8, using: &rng)
        keys += chunked.feed(rest.prefix(size))
        rest = rest.dropFirst(size)
        largestPending = max(largestPending, chunked.pendingByteCount)
      }
      keys += chunked.flush()
      #expect(!chunked.isAwaitingMore)

      if keys != expected {
        mismatches += 1
        if firstMismatch == nil { firstMismatch = input }
      }
    }

    #expect(mismatches == 0, "first mismatching input: \(firstMismatch ?? [])")
    #expect(largestPending <= KeyParser.maxSequenceLength)
    // The inputs really exercise sequences, the Esc timeout and the runaway limit,
    // rather than just typing characters.
    #expect(largestPending == KeyParser.maxSequenceLength)
    #expect(seen.isSuperset(of: [.escape, .up, .home, .end, .backTab, .enter, .backspace]))
  }

  @Test func byteByByteMatchesWholeFeed() {
    var rng = SeededGenerator(seed: 42)
    for _ in 0..<2_000 {
      let input = randomInput(using: &rng)
      #expect(parseByteByByte(input) == parse(input), "\(input)")
    }
  }
}
