/// A key bar: a reversed row naming the keys that work here, `hint label` for each binding
/// that has a hint. The fixed bindings (help, quit) always show at the right; the screen's
/// follow from the left, in order, as many as fit, each hint once.
///
/// ```swift
/// let bar = Rect(size: size).rows(.fill(), .fixed(1))[1]
/// KeyBar.render(screenBindings, fixed: globalBindings, in: bar, on: &canvas)
/// // " a add  d delete  / filter                     ? help  q quit "
/// KeyBar.render(screenBindings + globalBindings, in: bar, on: &canvas)  // the same
/// ```
public enum KeyBar {
  /// Draws `bindings` with help and the way out fixed at the right, however narrow the bar:
  /// the bindings of `?`, `q` and, where `q` is typed, Ctrl-C (``isFixedByDefault(_:)``).
  /// Where actions can be compared, Esc is not named beside a fixed `q` that does the same: a
  /// layer's own `Esc close` beside `q close` leaves its place to a key that does something
  /// else (help lists both keys).
  ///
  /// ```swift
  /// KeyBar.render(layers.bindings, in: bar, on: &canvas)  // " r remove      ? help  q close "
  /// ```
  @inlinable
  public static func render<Action>(
    _ bindings: [KeyBinding<Action>], in rect: Rect, on canvas: inout Canvas
  ) {
    // One pass, inlined into the app's module: the key bar is drawn on every frame.
    var screen: [KeyBinding<Action>] = []
    var fixed: [KeyBinding<Action>] = []
    var hasEsc = false
    for binding in bindings {
      if isFixedByDefault(binding) {
        fixed.append(binding)
      } else {
        hasEsc = hasEsc || binding.keys == [.escape]
        screen.append(binding)
      }
    }
    if hasEsc {
      screen.removeAll { binding in
        binding.keys == [.escape]
          && fixed.contains { $0.hint != nil && isSame($0.action, binding.action) }
      }
    }
    render(screen, fixed: fixed, in: rect, on: &canvas)
  }

  /// Whether two actions are equal, for actions that are `Equatable`; never otherwise.
  @usableFromInline
  static func isSame<Action>(_ lhs: Action, _ rhs: Action) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
  }

  /// Whether a binding is help or the way out, which ``render(_:in:on:)`` keeps at the right.
  @inlinable
  public static func isFixedByDefault<Action>(_ binding: KeyBinding<Action>) -> Bool {
    binding.keys.contains { key in
      switch key {
      case .character("?"), .character("q"), .control("c"): true
      default: false
      }
    }
  }

  /// Clears the first row of `rect` reversed and draws the bindings on it.
  public static func render<Screen, Fixed>(
    _ bindings: [KeyBinding<Screen>], fixed: [KeyBinding<Fixed>], in rect: Rect,
    on canvas: inout Canvas
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let bar = Rect(column: rect.column, row: rect.row, width: rect.width, height: 1)
    canvas.clear(bar, style: .reverse)
    var shown: Set<String> = []
    let fixedItems = fixed.compactMap { binding -> String? in
      guard let hint = binding.hint, shown.insert(hint).inserted else { return nil }
      return "\(hint) \(binding.label)"
    }
    var fixedColumn = rect.width
    if !fixedItems.isEmpty {
      let text = canvas.glyphs.text(fixedItems.joined(separator: "  ") + " ")
      fixedColumn = max(0, rect.width - DisplayWidth.of(text))
      canvas.write(text, row: 0, column: fixedColumn, in: bar, style: .reverse)
    }
    var column = 1
    for binding in bindings {
      guard let hint = binding.hint, shown.insert(hint).inserted else { continue }
      let item = canvas.glyphs.text("\(hint) \(binding.label)")
      // Bindings come most useful first: a later, shorter one must not take the place of one
      // that did not fit.
      guard column + DisplayWidth.of(item) + 2 <= fixedColumn else { break }
      column = canvas.write(item, row: 0, column: column, in: bar, style: .reverse) + 2
    }
  }
}

extension Equatable {
  @usableFromInline
  func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
