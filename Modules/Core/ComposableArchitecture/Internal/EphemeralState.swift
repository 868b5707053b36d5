/// State that is dismissed by any of its own actions, such as an alert: a presenting reducer
/// sets it to `nil` once one of its actions arrives.
public protocol _EphemeralState<Action> {
  associatedtype Action
}

/// Whether `state` is ephemeral, or is an enum in a case whose payload is.
func isEphemeral<State>(_ state: State) -> Bool {
  ephemeralActionType(of: state) != nil
}

/// The action type of the ephemeral state `state` is or holds.
func ephemeralActionType<State>(of state: State) -> Any.Type? {
  func actionType<E: _EphemeralState>(_: E) -> Any.Type { E.Action.self }
  if let ephemeral = state as? any _EphemeralState { return actionType(ephemeral) }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value,
    let ephemeral = payload as? any _EphemeralState
  else { return nil }
  return actionType(ephemeral)
}

/// Whether `action` is an action of the ephemeral state `state` (directly, or as the payload
/// of an enum action), so that receiving it dismisses the state.
func isEphemeralAction<State>(_ action: Any, of state: State) -> Bool {
  guard let actionType = ephemeralActionType(of: state) else { return false }
  if type(of: action) == actionType { return true }
  let mirror = Mirror(reflecting: action)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return type(of: payload) == actionType
}
