import ComposableArchitecture

/// A one-cell game: tapping the cell marks it with the current player, X first.
@Reducer
public struct Game {
  @ObservableState
  public struct State: Equatable {
    public var cell: Mark?
    public init() {}
  }

  public enum Mark: Equatable, Sendable { case x, o }

  public enum Action: Equatable {
    case cellTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cellTapped:
        state.cell = .x
        return .none
      }
    }
  }
}
