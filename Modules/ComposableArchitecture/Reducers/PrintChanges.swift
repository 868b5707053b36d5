extension Reducer {
  /// This reducer, reporting each action it receives and the state change it made to
  /// `printer`. For debugging, and for showing the architecture at work (the app's Log tab).
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Counter()
  ///     ._printChanges()  // prints to standard output
  /// }
  /// ```
  ///
  /// Pass `nil` to turn it off without removing the call.
  public func _printChanges(_ printer: _ChangePrinter<State, Action>? = .customDump)
    -> _PrintChangesReducer<Self>
  {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Receives each action and the state before and after it, from
/// ``Reducer/_printChanges(_:)``.
///
/// ```swift
/// let printer = _ChangePrinter<Counter.State, Counter.Action> { action, old, new in
///   print(action, old.count, "->", new.count)
/// }
/// ```
public struct _ChangePrinter<State, Action>: Sendable {
  let printChange: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` for every action.
  public init(
    printChange:
      @escaping @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  /// Describes a change as the action, then a CustomDump diff of the state (or "(No state
  /// changes)"), the format both printers below use.
  ///
  /// ```swift
  /// _ChangePrinter.describe(action: .increment, oldState: old, newState: new)
  /// // received action:
  /// //   Counter.Action.increment
  /// //   Counter.State(
  /// // -   count: 0
  /// // +   count: 1
  /// //   )
  /// ```
  public static func describe(action: Action, oldState: State, newState: State) -> String {
    var description = "received action:\n"
    CustomDump.customDump(action, to: &description, indent: 2)
    description += "\n"
    if let diff = CustomDump.diff(oldState, newState) {
      description += diff
    } else {
      description += "  (No state changes)"
    }
    return description
  }

  /// A printer that writes ``describe(action:oldState:newState:)`` to `output`, standard
  /// output by default.
  ///
  /// ```swift
  /// ._printChanges(.customDump { lines.append($0) })
  /// ```
  public static func customDump(
    to output: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Self {
    Self { action, oldState, newState in
      output(describe(action: action, oldState: oldState, newState: newState))
    }
  }

  /// A printer that writes ``describe(action:oldState:newState:)`` to standard output.
  public static var customDump: Self { customDump() }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ChangePrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}
