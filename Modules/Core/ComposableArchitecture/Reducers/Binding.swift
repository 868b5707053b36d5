/// An action that sets a part of a feature's state, so that a view (or a test) can change a
/// field without a hand-written action for it. Handle it with ``BindingReducer``.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State: Equatable { var name = "" }
///   enum Action: BindableAction { case binding(BindingAction<State>) }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// A test sends one by the case path of the field:
///
/// ```swift
/// await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
/// ```
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  /// The part of the state the action sets.
  public let keyPath: any PartialKeyPath<Root> & Sendable

  let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqualTo: @Sendable (Any) -> Bool

  /// An action that sets the state at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.name, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath] = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// Whether `bindingAction` sets `keyPath`, for `case .binding(\.name):`.
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a binding action: one per settable part of the state
  /// (`\.binding.name`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The action that sets the state at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = unsafeBitCast(keyPath, to: _SendableWritableKeyPath<Root, Value>.self)
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }
}

extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    var description = ".set("
    customDump(keyPath, to: &description, maxDepth: 0)
    description.append(", ")
    customDump(value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}

/// An action type with a case that carries ``BindingAction``s of a feature's state.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
public protocol BindableAction<State> {
  /// The state the binding actions set.
  associatedtype State

  /// The case that carries a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if any.
  var binding: BindingAction<State>? { get }
}

// A concrete action's metatype is sendable; the case path's closure captures it.
extension BindableAction where Self: SendableMetatype {
  public var binding: BindingAction<State>? {
    AnyCasePath(unsafe: { .binding($0) }).extract(from: self)
  }
}

extension BindableAction {

  /// The action that sets the state at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.set(\.name, "Blob"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

/// Applies the ``BindingAction``s a feature receives to its state. List it in the `body`
/// before the logic that reacts to the changes.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.isValid = !state.name.isEmpty
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// A binding reducer for a feature whose actions are bindable.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A binding reducer for bindable actions nested in a case of the feature's actions.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = AnyCasePath(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.set(&state)
    return .none
  }
}

/// A key path known to be `Sendable`: binding actions cross into effects.
public typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable

extension Store
where
  State: ObservableState & SendableMetatype, Action: BindableAction & SendableMetatype,
  Action.State == State
{
  /// Reads a value from the state, or sets it by sending the feature's binding action: the
  /// way a view (or a terminal form) edits a field without an action of its own.
  ///
  /// ```swift
  /// store.name = "Blob"  // sends .binding(.set(\.name, "Blob"))
  /// ```
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      // Key paths are immutable; this one only lacks the `Sendable` in its static type.
      let keyPath = unsafeBitCast(keyPath, to: _SendableWritableKeyPath<State, Value>.self)
      #if DEBUG
        // A feature whose body lacks `BindingReducer()` would drop the edit without a word.
        let reporter = UnhandledBindingReporter<Action>(value: newValue) { [weak self] in
          self == nil
        }
        send(
          .binding(
            BindingAction(
              keyPath: keyPath,
              set: {
                reporter.wasApplied.setValue(true)
                $0[keyPath: keyPath] = newValue
              },
              value: newValue,
              valueIsEqualTo: { $0 as? Value == newValue }
            )))
      #else
        send(.set(keyPath, newValue))
      #endif
    }
  }
}

#if DEBUG
  /// Reports, once a binding action a store sent is gone, that no ``BindingReducer`` applied
  /// it (unless the store went away first).
  private final class UnhandledBindingReporter<Action>: Sendable {
    let value: any Sendable
    let isStoreGone: @MainActor @Sendable () -> Bool
    let wasApplied = LockIsolated(false)

    init(value: some Sendable, isStoreGone: @escaping @MainActor @Sendable () -> Bool) {
      self.value = value
      self.isStoreGone = isStoreGone
    }

    deinit {
      guard !wasApplied.value else { return }
      Task { @MainActor [value, isStoreGone] in
        guard !isStoreGone() else { return }
        var valueDump = ""
        customDump(value, to: &valueDump, maxDepth: 0)
        reportIssue(
          """
          A binding action sent from a store was not handled.

            Action:
              \(typeName(Action.self)).binding(.set(_, \(valueDump)))

          To fix this, invoke "BindingReducer()" from your feature reducer's "body".
          """
        )
      }
    }
  }
#endif
