import OrderedCollections

/// A stack of features (a navigation path): a collection of child states, each with a
/// ``StackElementID`` of its own. Integrate it with
/// `forEach(_:action:destination:)`.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// A reducer pushes a feature by appending its state:
///
/// ```swift
/// state.path.append(.detail(Detail.State()))
/// ```
///
/// IDs come from `@Dependency(\.stackElementID)`: they count up from 0 in each store, so a test
/// can name elements by integer literal (`\.path[id: 0]`).
public struct StackState<Element> {
  var elements: OrderedDictionary<StackElementID, Element>
  /// The ids the stack reducer has seen, to tell pushes and pops apart.
  fileprivate var mounted: OrderedSet<StackElementID> = []

  /// An empty stack.
  public init() {
    self.elements = [:]
  }

  /// The ids of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> { elements.keys }

  /// The element with `id`, read or modified in place. Assigning to a missing id is ignored
  /// (and reported, outside tests).
  ///
  /// ```swift
  /// state.path[id: id]?.modify(\.detail) { $0.title = "Blob" }
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set {
      if ids.contains(id) || (newValue != nil && isTesting) {
        elements[id] = newValue
      } else if newValue != nil {
        reportIssue("Can't assign element at missing ID.")
      }
    }
  }

  /// One case of the element with `id`, read or modified in place.
  ///
  /// ```swift
  /// state.path[id: 0, case: \.detail]?.title = "Blob"
  /// ```
  public subscript<Case>(id id: StackElementID, case keyPath: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id, casePath: AnyCasePath(keyPath)] }
    set { self[id: id, casePath: AnyCasePath(keyPath)] = newValue }
  }

  subscript<Case>(id id: StackElementID, casePath casePath: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(casePath.extract) }
    set {
      guard let root = self[id: id], casePath.extract(from: root) != nil else {
        reportIssue(
          "Can't modify unrelated case\(self[id: id].flatMap(caseName).map { " \($0.debugDescription)" } ?? "")"
        )
        return
      }
      self[id: id] = newValue.map(casePath.embed)
    }
  }

  /// Removes the element with `id` and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public var startIndex: Int { elements.keys.startIndex }
  public var endIndex: Int { elements.keys.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
  public subscript(position: Int) -> Element { elements.values[position] }

  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var stackElementID
    elements.removeSubrange(subrange)
    for (offset, element) in zip(subrange.lowerBound..., newElements) {
      elements.updateValue(element, forKey: stackElementID.next(), insertingAt: offset)
    }
  }

  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}

extension StackState: CustomStringConvertible {
  public var description: String { Array(elements.values).description }
}

extension StackState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(zip(ids, self)), displayStyle: .dictionary)
  }
}

/// The identity of an element of a ``StackState``: a number that counts up in each store.
///
/// ```swift
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// ```
public struct StackElementID: Hashable, Sendable {
  /// The position in the sequence of ids a store has handed out.
  public var generation: Int

  /// An id of a given generation.
  public init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  public var debugDescription: String { "#\(generation)" }
  public var customDumpDescription: String { debugDescription }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// An id written as a number, in tests: the generation.
  public init(integerLiteral value: Int) {
    if !isTesting {
      reportIssue(
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """
      )
    }
    self.init(generation: value)
  }
}

/// The actions of a stack: an element's own action, a pop, and a push.
///
/// ```swift
/// case path(StackActionOf<Path>)
/// ```
///
/// A test pushes an element, which pops itself once saved:
///
/// ```swift
/// await store.send(.path(.push(id: 0, state: .detail(Detail.State()))))
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// await store.receive(\.path.popFrom)
/// ```
public enum StackAction<State, Action>: CasePathable {
  /// `action` for the element with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and everything above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` on top.
  case push(id: StackElementID, state: State)

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``StackAction``, and `\.[id: id]` for one element's actions.
  public struct AllCasePaths: Sendable {
    /// Any element's action, with its id.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        })
    }

    /// A pop.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        })
    }

    /// A push.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        })
    }

    /// The actions of the element with `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        })
    }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The ``StackAction`` of a reducer's state and actions.
///
/// ```swift
/// case path(StackActionOf<Path>)
/// ```
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension Reducer {
  /// Runs `destination` on the element of a stack that a ``StackAction`` names, before this
  /// reducer, and handles pushes and pops.
  ///
  /// Every element is a navigation scope of its own; its effects are cancelled when it is
  /// popped. `@Dependency(\.dismiss)` in an element pops it: this reducer receives
  /// `.popFrom(id:)`.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .forEach(\.path, action: \.path) {
  ///     Path.body
  ///   }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer built by `forEach(_:action:destination:)`.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    base: Base, destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    _StackNode(
      base: base._makeNode(), destination: _LazyNode(destination), toStackState: toStackState,
      toStackAction: toStackAction, location: location)
  }
}

/// The ID of the effect that waits for a stack element to ask to be dismissed.
private struct StackDismissID: Hashable, Sendable {
  let elementID: StackElementID
}

@usableFromInline
final class _StackNode<BaseState, BaseAction, DestinationState, DestinationAction>:
  _ReducerNode<BaseState, BaseAction>
{
  let base: _ReducerNode<BaseState, BaseAction>
  let destination: _ReducerNode<DestinationState, DestinationAction>
  let toStackState: WritableKeyPath<BaseState, StackState<DestinationState>>
  let toStackAction: AnyCasePath<BaseAction, StackAction<DestinationState, DestinationAction>>
  let location: SourceLocation

  @usableFromInline
  init(
    base: _ReducerNode<BaseState, BaseAction>,
    destination: _ReducerNode<DestinationState, DestinationAction>,
    toStackState: WritableKeyPath<BaseState, StackState<DestinationState>>,
    toStackAction: AnyCasePath<BaseAction, StackAction<DestinationState, DestinationAction>>,
    location: SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  override func reduce(into state: inout BaseState, action: BaseAction) -> Effect<BaseAction> {
    let path = currentNavigationIDPath
    let idsBefore = state[keyPath: toStackState].mounted
    var effect = Effect<BaseAction>.none

    switch toStackAction.extract(from: action) {
    case .element(let elementID, let destinationAction):
      if state[keyPath: toStackState][id: elementID] != nil {
        let elementPath = path.appending(navigationID(elementID))
        let embed = toStackAction.embed
        effect = withDependencyUpdate({
          $0.navigationIDPath = elementPath
          $0.dismiss = DismissEffect {
            Task._cancel(id: StackDismissID(elementID: elementID), path: elementPath)
          }
        }) {
          destination.reduce(
            into: &state[keyPath: toStackState][id: elementID]!, action: destinationAction)
        }
        .map { embed(.element(id: elementID, action: $0)) }
        ._cancellable(path: elementPath)
      } else {
        location.reportMissingElement(
          destinationAction,
          swiftUIFix: #""NavigationStack.init(path:)" with a binding to a store."#)
      }
      effect = effect.merge(with: base.reduce(into: &state, action: action))

    case .popFrom(let id):
      let canPop = state[keyPath: toStackState].ids.contains(id)
      effect = base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        location.report(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received a "popFrom" action for a \
          missing element.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """
        )
      }

    case .push(let id, let element):
      if state[keyPath: toStackState].ids.contains(id) {
        location.report(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received a "push" action for an \
          element it already contains.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """
        )
        effect = base.reduce(into: &state, action: action)
        break
      }
      if DependencyValues._current.context == .test {
        @Dependency(\.stackElementID) var stackElementID
        let nextID = stackElementID.peek()
        if id.generation > nextID.generation {
          location.report(
            """
            A "forEach" at "\(location.fileID):\(location.line)" received a "push" action with an \
            unexpected generational ID.

              Received ID:
                \(id)
              Expected ID:
                \(nextID)
            """
          )
        } else if id.generation == nextID.generation {
          _ = stackElementID.next()
        }
      }
      state[keyPath: toStackState].elements[id] = element
      effect = base.reduce(into: &state, action: action)

    case .none:
      effect = base.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    state[keyPath: toStackState].mounted = idsAfter
    guard idsBefore != idsAfter else { return effect }
    let cancellations = idsBefore.subtracting(idsAfter).map {
      Effect<BaseAction>._cancel(path: path.appending(navigationID($0)))
    }
    let listeners = idsAfter.subtracting(idsBefore).map { dismissalListener(for: $0, path: path) }
    return .merge([effect] + cancellations + listeners)
  }

  /// An effect that waits for the element `id` to call `dismiss()`, then pops it.
  private func dismissalListener(for id: StackElementID, path: NavigationIDPath)
    -> Effect<BaseAction>
  {
    let elementPath = path.appending(navigationID(id))
    return Effect<BaseAction>.concatenate(
      Effect<BaseAction>.run { _ in try await Task.never() }
        ._cancellable(id: StackDismissID(elementID: id), path: elementPath),
      .send(toStackAction.embed(.popFrom(id: id)))
    )
    ._cancellable(path: elementPath)
    ._cancellable(id: PresentationListenerID(), path: path.storeRoot)
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(id: id, keyPath: toStackState)
  }
}

extension DependencyValues {
  /// Hands out ``StackElementID``s: counting up from 0 in each store.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}

/// Hands out ``StackElementID``s in order.
///
/// ```swift
/// @Dependency(\.stackElementID) var stackElementID
/// let id = stackElementID.next()
/// ```
public struct StackElementIDGenerator: DependencyKey, Sendable {
  /// The next id, which is then used up.
  public let next: @Sendable () -> StackElementID
  /// The next id, left for the next call to ``next``.
  public let peek: @Sendable () -> StackElementID

  /// A generator counting up from `generation`.
  public static func counting(from generation: Int = 0) -> Self {
    let next = LockIsolated(StackElementID(generation: generation))
    return Self(
      next: {
        next.withValue { id in
          defer { id = StackElementID(generation: id.generation + 1) }
          return id
        }
      },
      peek: { next.value }
    )
  }

  public static var liveValue: Self { counting() }
  public static var testValue: Self { counting() }

  /// A generator that continues where this one is, without using its ids up.
  func incrementingCopy() -> Self {
    .counting(from: peek().generation)
  }
}
