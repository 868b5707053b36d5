/// Turns the raw bytes a terminal sends (raw mode, keypad translation off) into ``Key`` values.
///
/// The parser is a byte-at-a-time state machine, so splitting the input into
/// chunks never changes the result. A sequence that is cut off at the end of a
/// chunk stays pending until more bytes arrive or the caller gives up waiting
/// and calls ``flush()``.
///
/// ```swift
/// var parser = KeyParser()
/// var keys = parser.feed(bytesReadFromStdin)
/// if parser.isAwaitingMore {
///   // Wait ~25 ms for the rest; if nothing comes, settle what is pending.
///   keys += parser.flush()
/// }
/// ```
///
/// Alt+key (ESC followed by a printable key) is reported as one key, ``Key/alt(_:)``, so it can
/// neither close a modal (Esc) nor type a letter; Alt with a non-ASCII character names no key
/// and is consumed whole. F-keys are read (``Key/function(_:)``), modifiers on them and on the
/// arrows ignored, except Alt or Ctrl with ← or →, read as Alt-b and Alt-f (a word back and
/// forward, as in a shell). A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, which a terminal sends
/// once the app asks for it with `ESC [ ? 2004 h`) is one key, ``Key/paste(_:)``, whatever it
/// holds: its line breaks never read as Enter. Unknown or unsupported sequences (Insert, focus
/// reports, terminal replies) are consumed whole and produce nothing.
public struct KeyParser: Sendable {
  /// Where we are inside a multi-byte input.
  private enum State: Sendable {
    case ground
    /// Saw ESC; the next byte decides between Esc, a sequence, or Alt+key.
    case escape
    /// Inside `ESC [`; parameter and intermediate bytes are kept in `pending`.
    case csi
    /// Inside a CSI that outgrew `maxSequenceLength`; bytes are skipped, not stored.
    case csiOverflow
    /// Saw `ESC O`; exactly one more byte completes it.
    case ss3
    /// Saw `ESC [ M`; three raw bytes (button, column, row) follow, kept in `pending`.
    case x10Mouse
    /// Inside a UTF-8 character; bytes so far are in `pending`.
    /// `discard` is set for Alt+(non-ASCII character), which names no key: consumed whole.
    case utf8(length: Int, discard: Bool)
    /// Inside a bracketed paste: what it holds so far is in `pending` (at most
    /// `maxPasteLength` bytes), and `dropped` bytes came past that limit.
    case paste(dropped: Int)
  }

  /// The most bytes of one paste that are kept; the rest is dropped, so that a runaway paste
  /// cannot grow the buffer without end.
  static let maxPasteLength = 1 << 20

  /// What ends a bracketed paste: `ESC [ 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Longest CSI parameter/intermediate run we store. Real key and mouse reports
  /// are far shorter; anything longer is garbage and must not grow the buffer.
  static let maxSequenceLength = 64

  private var state: State = .ground
  private var pending: [UInt8] = []
  /// The last bytes of a paste, up to the end marker's length: where its end is looked for.
  private var pasteTail: [UInt8] = []

  /// Creates a parser with nothing pending.
  ///
  /// ```swift
  /// var parser = KeyParser()
  /// ```
  public init() {}

  /// True while bytes are pending: a lone ESC, a partial escape sequence or a
  /// partial UTF-8 character.
  ///
  /// When true after a read, wait briefly (~25 ms) for more bytes; if none come,
  /// call ``flush()``.
  ///
  /// ```swift
  /// var parser = KeyParser()
  /// _ = parser.feed([27])
  /// let waiting = parser.isAwaitingMore  // true: Esc, or the start of a sequence?
  /// ```
  public var isAwaitingMore: Bool {
    if case .ground = state { return false }
    return true
  }

  /// True inside a bracketed paste, whose end may take longer to come than a key's rest (a
  /// long paste over a slow link): the caller waits longer before ``flush()``.
  public var isPasting: Bool {
    if case .paste = state { return true }
    return false
  }

  /// How many bytes are buffered; for tests that check the buffer stays bounded.
  var pendingByteCount: Int { pending.count }

  /// Consumes `bytes` and returns every key they complete, in order.
  ///
  /// An incomplete sequence or UTF-8 character at the end stays pending for the
  /// next call (see ``isAwaitingMore``).
  ///
  /// ```swift
  /// var parser = KeyParser()
  /// let none = parser.feed([27, 91])  // []  (pending)
  /// let keys = parser.feed([52, 126])  // [.end]  (ESC [ 4 ~)
  /// ```
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      // A byte that cannot continue the current sequence aborts it and is then
      // handled from the ground state, so it is never lost. Ground accepts
      // every byte, so this runs at most twice.
      while !step(byte, into: &keys) {}
    }
    return keys
  }

  /// Settles whatever is pending because no more bytes are coming.
  ///
  /// A lone ESC becomes ``Key/escape``; a partial sequence or partial UTF-8
  /// character is dropped, because guessing would turn it into Esc plus letters. A paste whose
  /// end has not come is what came of it.
  ///
  /// ```swift
  /// var parser = KeyParser()
  /// _ = parser.feed([27])
  /// let keys = parser.flush()  // [.escape]
  /// ```
  public mutating func flush() -> [Key] {
    let keys: [Key]
    switch state {
    case .escape: keys = [.escape]
    case .paste: keys = [.paste(String(decoding: pending, as: UTF8.self))]
    default: keys = []
    }
    reset()
    return keys
  }

  // MARK: - State machine

  private mutating func reset() {
    state = .ground
    pending.removeAll(keepingCapacity: true)
    pasteTail.removeAll(keepingCapacity: true)
  }

  /// Advances the state machine by one byte. Returns false when the byte was not
  /// consumed: the current sequence was abandoned and the byte must be re-read.
  private mutating func step(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    switch state {
    case .ground:
      ground(byte, into: &keys)
      return true
    case .escape:
      return afterEscape(byte, into: &keys)
    case .csi:
      return inCSI(byte, into: &keys)
    case .csiOverflow:
      return inCSIOverflow(byte)
    case .ss3:
      return inSS3(byte, into: &keys)
    case .x10Mouse:
      return inX10Mouse(byte, into: &keys)
    case .utf8(let length, let discard):
      return inUTF8(byte, length: length, discard: discard, into: &keys)
    case .paste(let dropped):
      inPaste(byte, dropped: dropped, into: &keys)
      return true
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B:
      state = .escape
    case 0x20...0x7E:
      keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0x00..<0x20, 0x7F:
      if let key = Self.controlKey(byte) { keys.append(key) }
    default:
      startUTF8(byte, discard: false)
    }
  }

  private static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 9: return .tab
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 1...26: return .control(Character(Unicode.Scalar(byte + 0x60)))
    // NUL and the controls past Ctrl-Z name no key; typing them must not insert text.
    default: return nil
    }
  }

  private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    switch byte {
    case 0x1B:
      // Esc pressed twice: the first one is complete, the second may start a sequence.
      keys.append(.escape)
      return true
    case UInt8(ascii: "["):
      state = .csi
      return true
    case UInt8(ascii: "O"):
      state = .ss3
      return true
    case 0x20...0x7E:
      // Alt+key: a key of its own. Reporting Esc + the letter would close modals and
      // trigger the letter's shortcut.
      keys.append(.alt(Character(Unicode.Scalar(byte))))
      reset()
      return true
    case 0x80...0xFF:
      // Alt+(non-ASCII character): no key names it, and it is not Esc + the character
      // either, so the whole UTF-8 character is swallowed, not just its first byte.
      startUTF8(byte, discard: true)
      return true
    default:
      // ESC + control byte (e.g. Alt+Backspace, Alt+Enter): drop the ESC and let
      // the control act on its own, as for any byte that breaks a sequence.
      reset()
      return false
    }
  }

  private mutating func inCSI(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    switch byte {
    case UInt8(ascii: "M") where pending.isEmpty:
      // `ESC [ M` is never a complete key; it is the legacy X10 mouse prefix.
      state = .x10Mouse
      return true
    case 0x20...0x3F:
      if pending.count >= Self.maxSequenceLength {
        pending.removeAll(keepingCapacity: true)
        state = .csiOverflow
      } else {
        pending.append(byte)
      }
      return true
    case UInt8(ascii: "~") where pending.elementsEqual("200".utf8):
      pending.removeAll(keepingCapacity: true)
      state = .paste(dropped: 0)
      return true
    case 0x40...0x7E:
      if let key = Self.interpretCSI(parameters: pending, final: byte) { keys.append(key) }
      reset()
      return true
    default:
      reset()
      return false
    }
  }

  /// Takes a byte of a paste: every byte is text until `ESC [ 201 ~`, a line break or an Esc
  /// included.
  private mutating func inPaste(_ byte: UInt8, dropped: Int, into keys: inout [Key]) {
    pasteTail.append(byte)
    if pasteTail.count > Self.pasteEnd.count { pasteTail.removeFirst() }
    var dropped = dropped
    if pending.count < Self.maxPasteLength {
      pending.append(byte)
    } else {
      dropped += 1
    }
    guard pasteTail == Self.pasteEnd else {
      state = .paste(dropped: dropped)
      return
    }
    // The marker's bytes that were kept: past the limit, its last ones were not.
    let kept = Self.pasteEnd.count - min(dropped, Self.pasteEnd.count)
    keys.append(.paste(String(decoding: pending.dropLast(kept), as: UTF8.self)))
    reset()
  }

  /// Skips the rest of an over-long CSI up to its final byte, so its tail is not
  /// typed as digits, while storing nothing.
  private mutating func inCSIOverflow(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F:
      return true
    case 0x40...0x7E:
      reset()
      return true
    default:
      reset()
      return false
    }
  }

  private mutating func inSS3(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    guard (0x20...0x7E).contains(byte) else {
      reset()
      return false
    }
    switch byte {
    case UInt8(ascii: "A"): keys.append(.up)
    case UInt8(ascii: "B"): keys.append(.down)
    case UInt8(ascii: "C"): keys.append(.right)
    case UInt8(ascii: "D"): keys.append(.left)
    case UInt8(ascii: "H"): keys.append(.home)
    case UInt8(ascii: "F"): keys.append(.end)
    case UInt8(ascii: "M"): keys.append(.enter)
    case UInt8(ascii: "P")...UInt8(ascii: "S"): keys.append(.function(Int(byte) - 0x4F))
    default: break  // Keypad keys the app has no use for.
    }
    reset()
    return true
  }

  private mutating func inX10Mouse(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    // Every X10 report byte is a value plus 32, so a byte below 32 means the
    // report was cut short (or the terminal sent something else); bail out.
    guard byte >= 0x20 else {
      reset()
      return false
    }
    pending.append(byte)
    guard pending.count == 3 else { return true }
    let button = Int(pending[0]) - 32
    let column = Int(pending[1]) - 32
    let row = Int(pending[2]) - 32
    // X10 has no release flag; button bits 3 mean "released".
    if button & 3 != 3,
      let key = Self.mouseKey(button: button, column: column, row: row, isPress: true)
    {
      keys.append(key)
    }
    reset()
    return true
  }

  // MARK: - UTF-8

  private mutating func startUTF8(_ lead: UInt8, discard: Bool) {
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default:
      // Stray continuation byte, or a lead that can only start an overlong or
      // out-of-range encoding: not text, drop it.
      reset()
      return
    }
    pending.removeAll(keepingCapacity: true)
    pending.append(lead)
    state = .utf8(length: length, discard: discard)
  }

  private mutating func inUTF8(
    _ byte: UInt8, length: Int, discard: Bool, into keys: inout [Key]
  ) -> Bool {
    guard let lead = pending.first, Self.isValidContinuation(byte, at: pending.count, lead: lead)
    else {
      // Truncated character: drop what we have and re-read this byte on its own.
      reset()
      return false
    }
    pending.append(byte)
    guard pending.count == length else { return true }
    if !discard, let scalar = Self.decodeUTF8(pending), !Self.isC1Control(scalar) {
      keys.append(.character(Character(scalar)))
    }
    reset()
    return true
  }

  /// Whether `byte` may sit at `index` (1...3) of a UTF-8 sequence starting with
  /// `lead`. The narrowed second-byte ranges reject overlong forms, surrogates
  /// and values above U+10FFFF, so every completed sequence decodes.
  private static func isValidContinuation(_ byte: UInt8, at index: Int, lead: UInt8) -> Bool {
    guard index == 1 else { return (0x80...0xBF).contains(byte) }
    switch lead {
    case 0xE0: return (0xA0...0xBF).contains(byte)
    case 0xED: return (0x80...0x9F).contains(byte)
    case 0xF0: return (0x90...0xBF).contains(byte)
    case 0xF4: return (0x80...0x8F).contains(byte)
    default: return (0x80...0xBF).contains(byte)
    }
  }

  private static func decodeUTF8(_ bytes: [UInt8]) -> Unicode.Scalar? {
    guard let lead = bytes.first else { return nil }
    let leadMask: UInt8
    switch bytes.count {
    case 2: leadMask = 0x1F
    case 3: leadMask = 0x0F
    case 4: leadMask = 0x07
    default: return nil
    }
    var value = UInt32(lead & leadMask)
    for byte in bytes.dropFirst() {
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value)
  }

  /// U+0080–U+009F are controls, not text; like C0 controls they must not be typed.
  private static func isC1Control(_ scalar: Unicode.Scalar) -> Bool {
    (0x80...0x9F).contains(scalar.value)
  }

  // MARK: - Sequence interpretation

  private static func interpretCSI(parameters: [UInt8], final: UInt8) -> Key? {
    var body = parameters[...]
    var privateMarker: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      privateMarker = first
      body = body.dropFirst()
    }
    // Intermediates (0x20–0x2F) never appear in the key or mouse reports we map.
    guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let numbers = parseNumbers(body)

    if privateMarker == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
      return sgrMouse(numbers, isPress: final == UInt8(ascii: "M"))
    }
    // Other private sequences are replies or kitty/modifyOtherKeys reports.
    guard privateMarker == nil else { return nil }

    // Alt or Ctrl with ← or → (`ESC [ 1 ; 3 D`) moves a word, as Alt-b and Alt-f do in a
    // shell: read as those. Other modifiers (`ESC [ 1 ; 5 A` for Ctrl+Up) are ignored: the
    // app treats a modified arrow like a plain one.
    if numbers.count == 2, numbers[0] == 1, let modifier = numbers[1],
      [3, 5, 7].contains(modifier)
    {
      switch final {
      case UInt8(ascii: "D"): return .alt("b")
      case UInt8(ascii: "C"): return .alt("f")
      default: break
      }
    }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S") where numbers.first == 1:
      // F1–F4 with modifiers (`ESC [ 1 ; 5 P`), read as plain ones like modified arrows.
      return .function(Int(final) - 0x4F)
    case UInt8(ascii: "~"):
      // rxvt and the VT220 family disagree on Home/End codes, so accept both.
      switch numbers.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      case 3: return .delete
      case let code? where (11...15).contains(code): return .function(code - 10)
      case let code? where (17...21).contains(code): return .function(code - 11)
      case let code? where (23...24).contains(code): return .function(code - 12)
      default: return nil  // Insert (2), a paste's end (201) with no start, ...
      }
    default:
      return nil
    }
  }

  /// Splits `;`-separated parameters; an empty field is `nil` (the default).
  /// Colon sub-parameters (`1:2`) are dropped, keeping the leading number.
  private static func parseNumbers(_ body: ArraySlice<UInt8>) -> [Int?] {
    var numbers: [Int?] = []
    var current: Int?
    var inSubParameter = false
    for byte in body {
      switch byte {
      case UInt8(ascii: ";"):
        numbers.append(current)
        current = nil
        inSubParameter = false
      case UInt8(ascii: ":"):
        inSubParameter = true
      default:
        guard !inSubParameter else { continue }
        // Saturate: 64 digits would overflow Int, and no real value is this large.
        let digit = Int(byte) - 0x30
        current = min((current ?? 0) * 10 + digit, 1_000_000)
      }
    }
    numbers.append(current)
    return numbers
  }

  private static func sgrMouse(_ numbers: [Int?], isPress: Bool) -> Key? {
    guard numbers.count == 3, let button = numbers[0], let column = numbers[1],
      let row = numbers[2]
    else { return nil }
    return mouseKey(button: button, column: column, row: row, isPress: isPress)
  }

  /// Maps a mouse report with 1-based coordinates to a key, or nil if the app
  /// does not care about it (motion, releases, other buttons).
  private static func mouseKey(button: Int, column: Int, row: Int, isPress: Bool) -> Key? {
    guard column >= 1, row >= 1, isPress else { return nil }
    // Bits 4, 8 and 16 are Shift/Meta/Ctrl; a modified click is still a click.
    let isMotion = button & 32 != 0
    let isWheel = button & 64 != 0
    // Bit 128 marks buttons 8–11 (extra side buttons).
    let isExtra = button & 128 != 0
    guard !isMotion, !isExtra else { return nil }
    switch (isWheel, button & 3) {
    case (false, 0): return .click(column: column - 1, row: row - 1)
    case (true, 0): return .scrollUp(column: column - 1, row: row - 1)
    case (true, 1): return .scrollDown(column: column - 1, row: row - 1)
    default: return nil  // Middle/right buttons, horizontal wheel.
    }
  }
}
