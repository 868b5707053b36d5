/// An action type that keeps the actions a view may send in one case, `view`, apart from the
/// ones only the feature's effects and parent send.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   enum Action: ViewAction {
///     case view(View)
///     case response(Int)
///     enum View { case incrementButtonTapped }
///   }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}

/// Something that holds a store of ``ViewAction``s and sends only view actions through it: a
/// view, or here, a terminal view's controller.
///
/// ```swift
/// struct FeatureController: ViewActionSending {
///   let store: StoreOf<Feature>
///   func tapped() { send(.incrementButtonTapped) }
/// }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The actions of the store.
  associatedtype StoreAction: ViewAction
  /// The store view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to ``store``.
  ///
  /// ```swift
  /// send(.incrementButtonTapped)  // store.send(.view(.incrementButtonTapped))
  /// ```
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
