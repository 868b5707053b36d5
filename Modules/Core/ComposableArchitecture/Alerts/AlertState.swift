import Foundation

/// An alert, as data: a title, an optional message and the buttons that answer it. Present it
/// with ``Presents()`` and `ifLet`; any of its buttons dismisses it.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   case deleteButtonTapped
///   enum Alert: Equatable { case deleteConfirmed }
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .alert:
///       return .none
///     case .deleteButtonTapped:
///       state.alert = AlertState {
///         TextState("Delete 3 photos?")
///       } actions: {
///         ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
///         ButtonState(role: .cancel) { TextState("Cancel") }
///       } message: {
///         TextState("This cannot be undone.")
///       }
///       return .none
///     }
///   }
///   .ifLet(\.$alert, action: \.alert)
/// }
/// ```
///
/// An alert without buttons is answered with a single "OK".
public struct AlertState<Action>: Identifiable {
  /// Tells two alerts with the same text apart; not part of equality.
  public let id: UUID
  /// The headline.
  public var title: TextState
  /// More text, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// An alert built from a title, buttons and a message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert sending `transform`'s actions instead.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      title: { title }, actions: { buttons.map { $0.map(transform) } },
      message: message.map { message in { message } })
  }
}

extension AlertState: _EphemeralState {}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// A confirmation dialog, as data: like ``AlertState``, with a choice of whether the title
/// shows.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyTapped) { TextState("Copy") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Whether the title is shown.
  public enum Visibility: Equatable, Hashable, Sendable {
    /// As the platform shows it by default.
    case automatic
    /// Not shown.
    case hidden
    /// Shown.
    case visible
  }

  /// Tells two dialogs with the same text apart; not part of equality.
  public let id: UUID
  /// Whether ``title`` is shown.
  public var titleVisibility: Visibility
  /// The headline.
  public var title: TextState
  /// More text, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// A dialog built from a title, buttons and a message.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same dialog sending `transform`'s actions instead.
  ///
  /// ```swift
  /// let dialog = childDialog.map { $0.map(Parent.Action.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<
    NewAction
  > {
    // `Visibility` is nested in the generic type: each action type has its own.
    let visibility: ConfirmationDialogState<NewAction>.Visibility =
      switch titleVisibility {
      case .automatic: .automatic
      case .hidden: .hidden
      case .visible: .visible
      }
    return ConfirmationDialogState<NewAction>(
      titleVisibility: visibility, title: { title },
      actions: { buttons.map { $0.map(transform) } },
      message: message.map { message in { message } })
  }
}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [
      ("titleVisibility", titleVisibility), ("title", title),
    ]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
