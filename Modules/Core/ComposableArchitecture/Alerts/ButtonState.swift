import Foundation

/// A button in an alert or a dialog, as data: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// Distinguishes buttons with the same label in a view's list; not part of equality.
  public let id: UUID
  /// What tapping the button sends, if anything.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// How the button presents itself.
  public let role: ButtonStateRole?

  /// A button that sends `action` (or only dismisses, when `nil`).
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.id = UUID()
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A button that sends `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Runs `perform` with the button's action, as a view does when the button is tapped.
  ///
  /// ```swift
  /// button.withAction { store.send(.alert($0.map(PresentationAction.presented) ?? .dismiss)) }
  /// ```
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending `transform`'s action instead.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      role: role, action: .send(transform(action.action)), label: { label })
  }
}

/// What a ``ButtonState`` sends when tapped.
public struct ButtonStateAction<Action> {
  /// The action, or `nil` for a button that only dismisses.
  public let action: Action?

  /// Sends `action`.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// The same button action sending `transform`'s action instead.
  ///
  /// ```swift
  /// let action = ButtonStateAction.send(Child.Action.confirm).map { Parent.Action.child($0) }
  /// ```
  public func map<NewAction>(_ transform: (Action) -> NewAction?) -> ButtonStateAction<NewAction> {
    .send(action.flatMap(transform))
  }
}

/// How a button presents itself: a cancel button, or one that destroys something.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Dismisses without doing anything else; a dialog shows it apart from the others.
  case cancel
  /// Deletes or destroys something, and is shown as such.
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    if let action = action.action { children.append(("action", action)) }
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// Builds the buttons of an alert or a dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of a block, in order.
  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }

  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// Several buttons, as they are.
  public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of an `if` without `else`, or none.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }

  /// The buttons of the branch of an `if`/`else` or `switch` that ran (the first).
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of the branch of an `if`/`else` or `switch` that ran (the second).
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of a `for` loop, in order.
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }

  /// The buttons under `if #available`.
  public static func buildLimitedAvailability(_ buttons: [ButtonState<Action>])
    -> [ButtonState<Action>]
  {
    buttons
  }
}
