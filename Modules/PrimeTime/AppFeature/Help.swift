import ComposableArchitecture

/// The help overlay, presented over any screen: a list of every key that works there, scrolled
/// to ``State/offset``. What it lists comes from the views' own key bindings.
///
/// ```swift
/// .ifLet(\.$help, action: \.help) { Help() }
/// ```
@Reducer
public struct Help: Sendable {
  /// How far the list is scrolled.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The first line shown.
    public var offset: Int

    /// Creates the state, scrolled to the top.
    public init(offset: Int = 0) {
      self.offset = offset
    }
  }

  /// What the user can do in the overlay (besides closing it).
  public enum Action: Equatable, Sendable {
    /// Scrolls so that line `offset` is the first shown; the view knows how many there are.
    case scrolled(to: Int)
  }

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scrolled(let offset):
      state.offset = max(0, offset)
      return .none
    }
  }
}
