/// Side-effect work a reducer asks the store to perform, and the actions that work feeds back.
///
/// Effects are values: a reducer returns one and the store (or the ``TestStore``) runs it. Build
/// them with the static constructors and combine them with the operators:
///
/// ```swift
/// case .factButtonTapped:
///   state.isLoading = true
///   return .run { [count = state.count] send in
///     await send(.factResponse(try await numberFact.fetch(count)))
///   }
///   .cancellable(id: CancelID.fact, cancelInFlight: true)
/// ```
///
/// An effect captures the dependencies in force when it is created, so an override applied with
/// ``Reducer/dependency(_:_:)`` reaches the work it does, however long after `reduce` returned
/// it runs.
public struct Effect<Action>: Sendable {
  @usableFromInline
  indirect enum Operation: @unchecked Sendable {
    case none
    case send(Action)
    case run(name: String?, priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(CancelID, cancelInFlight: Bool, Effect<Action>)
    case cancel(CancelID)
    /// Reports the start and end of `effect`'s work to `observer` (the test store's tracking).
    case observed(Effect<Action>, EffectObserver)
    /// `effect`, started once `wait` calls back (a debounce's scheduler). `wait` is armed when
    /// the store starts this effect, on the store's actor, not when the thread pool gets to it;
    /// a call back on the main queue starts `effect` there and then, as a Combine `delay`
    /// delivers, so a test scheduler's `advance` returns with its actions sent.
    case delayed(
      wait: @MainActor @Sendable (_ done: @escaping @Sendable () -> Void) -> Void,
      Effect<Action>)
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  /// Whether the effect does nothing at all.
  @inlinable
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// ``merge(with:)`` for the reducer tree, where both effects are usually `.none`: that case
  /// is decided here, inlined, before anything generic runs.
  @inlinable
  func _merging(_ other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return merge(with: other)
  }
}

/// The effect type of a reducer.
///
/// ```swift
/// func reduce(into state: inout State, action: Action) -> EffectOf<Self> { .none }
/// ```
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing.
  ///
  /// ```swift
  /// case .incrementButtonTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that feeds `action` back into the store at once: it is reduced after the current
  /// action, before the store's `send` returns.
  ///
  /// Prefer calling shared logic directly; `.send` is for telling a parent something.
  ///
  /// ```swift
  /// return .send(.delegate(.didSave))
  /// ```
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work and feeds actions back with `send`.
  ///
  /// The work runs with the dependencies in force where the effect was created. An error other
  /// than `CancellationError` goes to `handler`; with no handler it is reported as an issue (a
  /// test failure under a test runner). Errors thrown once the effect has been cancelled are
  /// neither reported nor handed to `handler`.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.tick)
  ///   }
  /// }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        operation: .run(name: name, priority: priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
            } catch {
              guard !Task.isCancelled else { return }
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                  \(String(customDumping: error).indent(by: 4))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    }
  }

  /// An effect that runs the given effects at the same time. Their synchronous actions are
  /// delivered in order.
  ///
  /// ```swift
  /// return .merge(.send(.loadSettings), .run { _ in await analytics.track("launch") })
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// An effect that runs the given effects at the same time.
  ///
  /// ```swift
  /// return .merge(ids.map { .cancel(id: $0) })
  /// ```
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// This effect running at the same time as `other`.
  ///
  /// ```swift
  /// return childEffect.merge(with: .send(.childDidChange))
  /// ```
  public func merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (_, .none): self
    case (.none, _): other
    case (.run(let lhsName, let lhsPriority, let lhs), .run(let rhsName, let rhsPriority, let rhs)):
      .fusedMerge((lhsName, lhsPriority, lhs), (rhsName, rhsPriority, rhs))
    case (.merge(let lhs), .merge(let rhs)): Self(operation: .merge(lhs + rhs))
    case (.merge(let lhs), _): Self(operation: .merge(lhs + [other]))
    case (_, .merge(let rhs)): Self(operation: .merge([self] + rhs))
    default: Self(operation: .merge([self, other]))
    }
  }

  /// An effect that runs the given effects one after another, each starting when the one
  /// before has finished. Synchronous effects at the front are delivered before the store's
  /// `send` returns, as with `merge(_:)`.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in try await fileClient.save(data) }, .send(.saved))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// An effect that runs the given effects one after another.
  ///
  /// ```swift
  /// return .concatenate(steps.map { .send(.step($0)) })
  /// ```
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// This effect, then `other` once it has finished.
  ///
  /// ```swift
  /// return saveEffect.concatenate(with: .send(.didSave))
  /// ```
  @_disfavoredOverload
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (_, .none): self
    case (.none, _): other
    case (.run(let lhsName, let lhsPriority, let lhs), .run(let rhsName, let rhsPriority, let rhs)):
      .fusedConcatenation((lhsName, lhsPriority, lhs), (rhsName, rhsPriority, rhs))
    case (.concatenate(let lhs), .concatenate(let rhs)): Self(operation: .concatenate(lhs + rhs))
    case (.concatenate(let lhs), _): Self(operation: .concatenate(lhs + [other]))
    case (_, .concatenate(let rhs)): Self(operation: .concatenate([self] + rhs))
    default: Self(operation: .concatenate([self, other]))
    }
  }

  /// This effect with every action it sends transformed, for embedding a child feature's effect
  /// in its parent.
  ///
  /// ```swift
  /// return childEffect.map(Action.child)
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let name, let priority, let body):
      return withEscapedDependencies { dependencies in
        Effect<T>(
          operation: .run(name: name, priority: priority) { send in
            await dependencies.yield {
              await body(Send { send(transform($0)) })
            }
          })
      }
    case .merge(let effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(
        operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<T>(operation: .cancel(id))
    case .observed(let effect, let observer):
      return Effect<T>(operation: .observed(effect.map(transform), observer))
    case .delayed(let wait, let effect):
      return Effect<T>(operation: .delayed(wait: wait, effect.map(transform)))
    }
  }

  /// This effect, with its start and end reported to `observer`.
  func observed(by observer: EffectObserver) -> Self {
    isNone ? self : Self(operation: .observed(self, observer))
  }
}

/// Sends actions from an ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``
/// effect back into the store.
///
/// Call it like a function. Once the effect has been cancelled, actions sent through it are
/// dropped, so a cancelled request never delivers a stale response.
///
/// ```swift
/// return .run { send in
///   await send(.response(try await client.fetch()))
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands each action to `send`; useful for driving an effect's work in
  /// isolation.
  ///
  /// ```swift
  /// let send = Send<Int> { received.append($0) }
  /// ```
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the effect has been cancelled.
  ///
  /// ```swift
  /// await send(.tick)
  /// ```
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// The `Send` of a reducer's effects.
///
/// ```swift
/// func poll(_ send: SendOf<Feature>) async { await send(.tick) }
/// ```
public typealias SendOf<R: Reducer> = Send<R.Action>

extension String {
  /// This text with every line indented by `indent` spaces.
  func indent(by indent: Int) -> String {
    let indentation = String(repeating: " ", count: indent)
    return indentation + replacingOccurrences(of: "\n", with: "\n\(indentation)")
  }
}
