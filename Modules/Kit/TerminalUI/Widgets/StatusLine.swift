import ComposableArchitecture

/// A status line, as a reducer: one message at a time, which goes by itself after a while, on
/// the `continuousClock` dependency (a `TestClock` in tests). A newer message replaces the one
/// shown and starts its own time.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.status, action: \.status) { StatusLine() }
///   Reduce { state, action in
///     switch action {
///     case .deleteTapped:
///       return .send(.status(.show(StatusLine.Message("Deleted 7. u undoes it."))))
///     case .status:
///       return .none
///     }
///   }
/// }
/// ```
///
/// ```swift
/// // In the view:
/// StatusLine.render(state.status, in: statusRect, on: &canvas)
/// ```
@Reducer
public struct StatusLine: Sendable {
  /// The message shown, if any.
  @ObservableState
  public struct State: Equatable, Sendable {
    public var message: Message?

    public init(message: Message? = nil) {
      self.message = message
    }
  }

  /// A message and how it is drawn.
  public struct Message: Equatable, Sendable {
    public var text: String
    /// Drawn in the error style: something went wrong.
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
      self.text = text
      self.isError = isError
    }
  }

  public enum Action: Equatable, Sendable {
    /// Shows `message` for `duration`, replacing what was shown.
    case show(Message, for: Duration = StatusLine.defaultDuration)
    /// The message's time is up.
    case expired
    /// Takes the message away now.
    case dismiss
  }

  /// How long a message shows unless told otherwise.
  public static let defaultDuration = Duration.seconds(5)

  enum CancelID { case expiry }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .show(let message, let duration):
      state.message = message
      return .run { send in
        try await clock.sleep(for: duration)
        await send(.expired)
      }
      .cancellable(id: CancelID.expiry, cancelInFlight: true)
    case .expired:
      state.message = nil
      return .none
    case .dismiss:
      state.message = nil
      return .cancel(id: CancelID.expiry)
    }
  }

  /// The message in words, for the accessible mode: its text, after "Error: " when it is
  /// one; `nil` with no message.
  ///
  /// ```swift
  /// let said = StatusLine.describe(StatusLine.State(message: .init("Not saved", isError: true)))
  /// // "Error: Not saved"
  /// ```
  public static func describe(_ state: State) -> String? {
    state.message.map { $0.isError ? "Error: \($0.text)" : $0.text }
  }

  /// Draws the message over the first row of `rect`, cut with an ellipsis when too long, in
  /// bold: an error in the error style, anything else in the accent. With no message, the row
  /// is left as it is.
  public static func render(_ state: State, in rect: Rect, on canvas: inout Canvas) {
    guard let message = state.message, rect.height > 0 else { return }
    let row = Rect(column: rect.column, row: rect.row, width: rect.width, height: 1)
    canvas.clear(row)
    canvas.write(
      message.text, row: 0, in: row, style: message.isError ? [.error, .bold] : [.accent, .bold])
  }
}
