/// A screen's key maps in layers, top down: an overlay (help, a modal, an alert) takes the keys
/// before the screen below it, and a key it does not bind goes no further. `Esc` and `q` close
/// the top overlay, `q` quits only at the base, and `Ctrl-C` always quits.
///
/// A view builds its layers from its state each frame, so which layer is on top is state too:
///
/// ```swift
/// var layers: Layers<Feature.Action> {
///   var layers = Layers(base: listBindings)
///   if state.help != nil {
///     layers.push(helpBindings, close: .helpDismissed)
///   }
///   if state.alert != nil {
///     layers.push(alertBindings, close: .alert(.dismiss))
///   }
///   return layers
/// }
///
/// func command(for key: Key) -> TerminalCommand<Feature.Action>? {
///   layers.command(for: key)
/// }
/// ```
public struct Layers<Action> {
  /// An overlay: its keys, and what closing it sends.
  public struct Layer {
    public var bindings: [KeyBinding<Action>]
    /// What `Esc` and `q` send when the layer does not bind them itself.
    public var close: Action
    /// What the layer makes of a key it does not bind, if it takes text (a field types the
    /// key's character): such a layer keeps `q` to type it, and only `Esc` closes it.
    public var otherKeys: ((Key) -> Action?)?
    /// What the layer is, in a word or two ("help", "the dialog"): heard, a key it does not
    /// bind says that it is open and how to close it (``Layers/nothingHere(for:)``).
    public var name: String?

    @inlinable
    public init(
      bindings: [KeyBinding<Action>], close: Action, name: String? = nil,
      otherKeys: ((Key) -> Action?)? = nil
    ) {
      self.bindings = bindings
      self.close = close
      self.name = name
      self.otherKeys = otherKeys
    }
  }

  /// The screen's own keys, under every overlay.
  public var base: [KeyBinding<Action>]
  /// The overlays, the bottom one first.
  public var overlays: [Layer]

  @inlinable
  public init(base: [KeyBinding<Action>], overlays: [Layer] = []) {
    self.base = base
    self.overlays = overlays
  }

  /// Puts an overlay on top, named for what is heard of a key it does not bind (`name`, "the
  /// dialog"); one that takes text hands the keys it does not bind to `otherKeys`.
  ///
  /// ```swift
  /// layers.push(helpBindings, close: .helpDismissed, name: "help")
  /// layers.push(fieldBindings, close: .field(.cancel)) {
  ///   TextField.action(for: $0).map(Action.field)
  /// }
  /// ```
  @inlinable
  public mutating func push(
    _ bindings: [KeyBinding<Action>], close: Action, name: String? = nil,
    otherKeys: ((Key) -> Action?)? = nil
  ) {
    overlays.append(Layer(bindings: bindings, close: close, name: name, otherKeys: otherKeys))
  }

  /// What is heard of `key` where it does nothing: that it does nothing here, or, over a named
  /// overlay, that the overlay is open and how to close it (``Narration/nothing(for:over:)``).
  ///
  /// ```swift
  /// let said = layers.nothingHere(for: .character("+"))
  /// // over help: "plus: help is open. Escape closes it."
  /// ```
  public func nothingHere(for key: Key) -> String {
    Narration.nothing(for: key, over: overlays.last?.name)
  }

  /// What `key` does: the top layer's binding if it has one; else, over an overlay, `Esc` and
  /// `q` close it (a layer that takes text types `q`, and its other keys) and other keys do
  /// nothing; at the base, `q` quits. `Ctrl-C` always quits.
  ///
  /// ```swift
  /// let command = layers.command(for: .character("q"))
  /// // .send(close) over an overlay, .quit at the base
  /// ```
  @inlinable
  public func command(for key: Key) -> TerminalCommand<Action>? {
    if key == .control("c") { return .quit }
    if let action = bindings.action(for: key) { return action }
    return overlays.last?.otherKeys?(key).map(TerminalCommand.send)
  }

  /// The bindings in force, most specific first: the top layer's and its closing, or the
  /// base's and quitting. The key bar and help are drawn from these, so they name exactly the
  /// keys that work; over a layer that types `q`, the key bar names `Ctrl-C` to quit.
  @inlinable
  public var bindings: [KeyBinding<TerminalCommand<Action>>] {
    let quit = KeyBinding<TerminalCommand<Action>>(
      [.control("c")], hint: overlays.last?.otherKeys == nil ? nil : "Ctrl-C", label: "quit",
      help: "quit", isOnEveryScreen: true, action: .quit)
    guard let top = overlays.last else {
      return base.map { $0.map(TerminalCommand.send) }
        + [
          KeyBinding(
            [.character("q"), .control("c")], label: "quit", isOnEveryScreen: true,
            action: .quit)
        ]
    }
    let own = Set(top.bindings.flatMap(\.keys))
    let closing: [Key] = top.otherKeys == nil ? [.escape, .character("q")] : [.escape]
    let closeKeys = closing.filter { !own.contains($0) }
    return top.bindings.map { $0.map(TerminalCommand.send) }
      + (closeKeys.isEmpty
        ? []
        : [
          KeyBinding(
            closeKeys, label: "close", action: .send(top.close))
        ]) + [quit]
  }
}

extension Layers {
  /// Puts `list`'s filter on top while it is typed: `bindings` (the list's own key map, by
  /// default), every other key typed into the filter, and Esc cancelling it. Nothing while the
  /// filter is closed.
  ///
  /// ```swift
  /// var layers = Layers(base: listBindings)
  /// layers.pushFilter(of: state.itemList, in: listRect) { Action.itemList($0) }
  /// ```
  @inlinable
  public mutating func pushFilter<Row>(
    of list: List<Row>.State, in rect: Rect, bindings: [KeyBinding<Action>]? = nil,
    embed: @escaping (List<Row>.Action) -> Action
  ) {
    guard list.selection.isFiltering else { return }
    push(
      bindings ?? List.keyMap(for: list, in: rect).map { $0.map(embed) },
      // Made on the screen, as the key map's Esc is: that binding is the layer's close.
      close: embed(List.onScreen(.filter(.cancel), in: rect)), name: "the filter"
    ) { key in
      // The list's keys are the layer's bindings, which had the key first: what is left is
      // the mouse, on the list, and text, into the filter.
      switch key {
      case .click, .scrollUp, .scrollDown: List.action(for: key, state: list, in: rect).map(embed)
      default: TextField.action(for: key).map { embed(List.onScreen(.filter($0), in: rect)) }
      }
    }
  }
}
