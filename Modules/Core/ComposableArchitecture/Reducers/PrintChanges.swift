import Dispatch

extension Reducer {
  /// This reducer, reporting each action it receives and the state change it made to
  /// `printer`. For debugging, and for showing the architecture at work (the app's Log tab).
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Counter()
  ///     ._printChanges()  // prints each action and a diff of the state
  /// }
  /// ```
  ///
  /// Pass `nil` to turn it off without removing the call.
  @inlinable
  @warn_unqualified_access
  public func _printChanges(_ printer: _ReducerPrinter<State, Action>? = .customDump)
    -> _PrintChangesReducer<Self>
  {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Receives each action and the state before and after it, from
/// ``Reducer/_printChanges(_:)``.
///
/// ```swift
/// let printer = _ReducerPrinter<Counter.State, Counter.Action> { action, old, new in
///   print(action, old.count, "->", new.count)
/// }
/// ```
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  let queue: DispatchQueue?

  /// A printer that calls `printChange` for every action: right away, or asynchronously on
  /// `queue` when one is given.
  public init(
    printChange:
      @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void,
    queue: DispatchQueue? = nil
  ) {
    self._printChange = printChange
    self.queue = queue
  }

  /// Reports one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints the action and a diff of the state (or "(No state changes)"):
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  public static var customDump: Self {
    Self { receivedAction, oldState, newState in
      var target = "received action:\n"
      CustomDump.customDump(receivedAction, to: &target, indent: 2)
      target.write("\n")
      target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
      print(target)
    }
  }

  /// Prints the action's cases only: `received action: Counter.Action.incrementButtonTapped`.
  public static var actionLabels: Self {
    Self { receivedAction, _, _ in
      print("received action: \(debugCaseOutput(receivedAction))")
    }
  }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    guard let printer else { return base._makeNode() }
    return _PrintChangesNode(base: base._makeNode(), printer: printer)
  }
}

@usableFromInline
final class _PrintChangesNode<State, Action>: _ReducerNode<State, Action> {
  let base: _ReducerNode<State, Action>
  let printer: _ReducerPrinter<State, Action>
  /// The shared values changed while this store prints, to show their changes too.
  let sharedChanges = _SharedChangeTracker(scope: .process)

  @usableFromInline
  init(base: _ReducerNode<State, Action>, printer: _ReducerPrinter<State, Action>) {
    self.base = base
    self.printer = printer
  }

  override func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let oldState = state
    // Both states hold the same shared references: the printer reads the old state's shared
    // values as they were before the action.
    let (effect, sharedChange) = sharedChanges.change {
      base.reduce(into: &state, action: action)
    }
    if let queue = printer.queue {
      let change = UncheckedSendable((action, oldState, state))
      let printer = printer
      queue.async {
        let (action, oldState, newState) = change.value
        sharedChange.withValues {
          printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
        }
      }
    } else {
      sharedChange.withValues {
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
      }
    }
    return effect
  }
}
