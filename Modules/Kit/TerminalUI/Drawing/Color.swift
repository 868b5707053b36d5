/// A colour a ``Theme`` gives a token: one of the sixteen a terminal names (``ansi(_:)``), one
/// of the 256 of `xterm-256color` (``indexed(_:)``), or 24-bit (``rgb(_:_:_:)``). A terminal
/// that has fewer is given the nearest it has (``ColorDepth``).
///
/// ```swift
/// let leaf = Color.rgb(0x5F, 0xAF, 0x5F)
/// let direct = leaf.number(at: .direct)  // 0x5FAF5F
/// let indexed = leaf.number(at: .indexed)  // 71, the nearest of the 256
/// let eight = leaf.number(at: .eight)  // 2, green
/// ```
public enum Color: Hashable, Sendable {
  /// One of the sixteen colours every colour terminal names: 0 black, 1 red, 2 green,
  /// 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white, and 8 to 15 their bright forms.
  case ansi(UInt8)
  /// One of `xterm-256color`'s 256: the sixteen, a 6×6×6 cube from 16, a grey ramp from 232.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  public static let black = Color.ansi(0)
  public static let red = Color.ansi(1)
  public static let green = Color.ansi(2)
  public static let yellow = Color.ansi(3)
  public static let blue = Color.ansi(4)
  public static let magenta = Color.ansi(5)
  public static let cyan = Color.ansi(6)
  public static let white = Color.ansi(7)

  /// The colour's number on a terminal of `depth`, as ncurses takes it: the nearest colour the
  /// terminal has; `nil` where it has none.
  public func number(at depth: ColorDepth) -> Int32? {
    switch depth {
    case .none:
      return nil
    case .direct:
      switch self {
      // A direct-colour terminal takes 0 to 7 as the eight named colours.
      case .ansi(let index) where index < 8: return Int32(index)
      default:
        let (red, green, blue) = components
        let value = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        // 0 to 7 would name the eight: the darkest blues are one step brighter.
        return value < 8 ? 8 : value
      }
    case .indexed:
      switch self {
      case .ansi(let index): return Int32(index & 15)
      case .indexed(let index): return Int32(index)
      case .rgb(let red, let green, let blue):
        return Int32(Self.nearestIndexed(red, green, blue))
      }
    case .sixteen, .eight:
      let index = Self.named(self)
      return Int32(depth == .eight ? index % 8 : index)
    }
  }

  /// The colour as red, green and blue, as xterm shows the sixteen and the 256.
  public var components: (UInt8, UInt8, UInt8) {
    switch self {
    case .rgb(let red, let green, let blue): return (red, green, blue)
    case .ansi(let index): return Self.indexedComponents(Int(index & 15))
    case .indexed(let index): return Self.indexedComponents(Int(index))
    }
  }

  private static let ansiComponents: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
  private static let cubeSteps: [UInt8] = [0, 95, 135, 175, 215, 255]

  private static func indexedComponents(_ index: Int) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16: return ansiComponents[index]
    case 16..<232:
      let cube = index - 16
      return (cubeSteps[cube / 36], cubeSteps[cube / 6 % 6], cubeSteps[cube % 6])
    default:
      let grey = UInt8(8 + (index - 232) * 10)
      return (grey, grey, grey)
    }
  }

  /// The named colour (0 to 15) of the same hue: each channel on where it is nearer the
  /// brightest than the darkest, bright where the brightest is over three quarters; a grey (channels within
  /// 32 of each other) by its lightness. A hue, not the nearest by distance: the nearest of the
  /// sixteen to a soft green is grey, and a success would lose its meaning.
  private static func named(_ color: Color) -> Int {
    if case .ansi(let index) = color { return Int(index & 15) }
    let (red, green, blue) = color.components
    let (low, high) = (min(red, green, blue), max(red, green, blue))
    if high - low < 32 {
      let lightness = (Int(red) + Int(green) + Int(blue)) / 3
      return lightness < 64 ? 0 : lightness < 160 ? 8 : lightness < 224 ? 7 : 15
    }
    let middle = (Int(low) + Int(high)) / 2
    let hue =
      (Int(red) > middle ? 1 : 0) | (Int(green) > middle ? 2 : 0) | (Int(blue) > middle ? 4 : 0)
    return hue + (high > 191 ? 8 : 0)
  }

  /// The nearest of the 256 to a 24-bit colour: of the cube's and the grey ramp's (the sixteen
  /// are left out, as terminals change them with their own palettes).
  private static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    func step(_ value: UInt8) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
    let cube = 16 + 36 * step(red) + 6 * step(green) + step(blue)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    return nearest(of: [cube, grey], to: (red, green, blue))
  }

  private static func nearest(
    of indices: some Sequence<Int>, to target: (UInt8, UInt8, UInt8)
  ) -> Int {
    func distance(_ index: Int) -> Int {
      let (red, green, blue) = indexedComponents(index)
      let (dr, dg, db) = (
        Int(red) - Int(target.0), Int(green) - Int(target.1), Int(blue) - Int(target.2)
      )
      return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
    return indices.min { distance($0) < distance($1) } ?? 0
  }
}

/// How many colours a terminal shows, as its terminfo entry says (`colors`, and whether it
/// takes 24-bit values), or none where the user asked for none (`NO_COLOR`, `--no-color`).
///
/// ```swift
/// let direct = ColorDepth(colors: 0x100_0000)  // .direct (xterm-direct)
/// let indexed = ColorDepth(colors: 256)  // .indexed (xterm-256color)
/// let eight = ColorDepth(colors: 8)  // .eight (linux)
/// let none = ColorDepth(colors: -1)  // .none (vt100)
/// ```
public enum ColorDepth: Equatable, Sendable {
  case none, eight, sixteen, indexed, direct

  /// The depth of a terminal whose entry gives `colors` colours.
  public init(colors: Int) {
    switch colors {
    case 0x100_0000...: self = .direct
    case 256...: self = .indexed
    case 16...: self = .sixteen
    case 8...: self = .eight
    default: self = .none
    }
  }
}
