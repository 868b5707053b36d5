@_exported import Observation

/// Perception's name for an observable type: on Linux, where Observation is always there,
/// Perception is Observation, so a type written as `Perceptible` is an `Observable` one.
///
/// ```swift
/// func track(_ model: some Perceptible) {
///   let observable: any Observable = model
///   print(observable)
/// }
/// ```
public typealias Perceptible = Observable

/// Perception's name for the registrar an observable type keeps: Observation's, with the same
/// `access`, `withMutation`, `willSet` and `didSet`.
///
/// ```swift
/// let registrar = PerceptionRegistrar()
/// registrar.access(model, keyPath: \.count)
/// ```
public typealias PerceptionRegistrar = ObservationRegistrar
