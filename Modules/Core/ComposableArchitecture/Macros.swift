import Observation

/// Makes a type a ``Reducer``: on a struct, the conformance, case paths and member lookup on
/// its `Action` (and on `State` when it is an enum), and the reducer builder on its `body`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum of reducers, it generates the `State` and `Action` enums (one case per reducer;
/// `AlertState` and `ConfirmationDialogState` cases become ephemeral state; cases with other
/// payloads are plain state), a `body` that runs each case's reducer, and a `CaseScope` for
/// switching over a store:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case alert(AlertState<Alert>)
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(init), named(_$actionCases)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerMacro")

/// ``Reducer()`` on an enum, with conformances added to the generated `State` and `Action`.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Destination { case detail(Detail) }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(init), named(_$actionCases)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerMacro")

/// A conformance for ``Reducer(state:action:)`` to add.
public struct _SynthesizedConformance: Sendable {
  public static let codable = Self()
  public static let decodable = Self()
  public static let encodable = Self()
  public static let equatable = Self()
  public static let hashable = Self()
  public static let sendable = Self()
}

/// Marks a case of an enum reducer as ephemeral state: no reducer, dismissed by any of its
/// actions.
///
/// ```swift
/// @ReducerCaseEphemeral
/// case toast(ToastState)
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an enum reducer as plain state: no reducer, no actions.
///
/// ```swift
/// @ReducerCaseIgnored
/// case loading(progress: Double)
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerCaseIgnoredMacro")

/// Makes state observable: each stored property of a struct reports reads and changes, so a
/// store's observers learn exactly what changed; an enum gets an identity from its case and
/// payload.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// ```
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(shouldNotifyObservers), named(_$accessor))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservableStateMacro")

/// Added by ``ObservableState()`` to each stored property it observes.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_), prefixed(_$keyPath_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservationStateTrackedMacro")

/// Leaves a property of ``ObservableState()`` state unobserved.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int: String] = [:]
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservationStateIgnoredMacro")

/// Presented child state: `nil` when nothing is presented. Integrate it with
/// `ifLet(\.$destination, action: \.destination)`.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_), prefixed(_$keyPath_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "PresentsMacro")
