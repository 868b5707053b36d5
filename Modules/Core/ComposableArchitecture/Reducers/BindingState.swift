import CustomDump

/// State a binding action may set, in upstream's spelling before ``ObservableState()``: a
/// binding action names it by its projected key path, `\.$name`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var name = ""
/// }
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// // store.send(.binding(.set(\.$name, "Blob")))
/// // case .binding(\.$name): …
/// ```
///
/// Upstream's `BindingViewState` and `ViewStore` bindings need SwiftUI and are not here; with
/// ``ObservableState()`` every property can be bound as it is (`\.name`).
@propertyWrapper
public struct BindingState<Value> {
  /// The value.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  ///
  /// ```swift
  /// @BindingState var count = 0
  /// ```
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$name` names it in a binding action.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension BindingState: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}

extension BindingAction {
  /// An action that sets the ``BindingState`` at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$name, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Whether `bindingAction` sets the ``BindingState`` at `keyPath`, for
  /// `case .binding(\.$name):`.
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction.AllCasePaths {
  /// The action that sets the ``BindingState`` at `keyPath`: `\.binding.$name`.
  ///
  /// ```swift
  /// let name = action[case: \.binding.$name]
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let keyPath = unsafeBitCast(
      keyPath, to: _SendableWritableKeyPath<Root, BindingState<Value>>.self)
    return AnyCasePath(
      embed: { .set(keyPath, $0) },
      extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
    )
  }
}

extension BindableAction {
  /// The action that sets the ``BindingState`` at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.set(\.$name, "Blob"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, BindingState<Value>>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
