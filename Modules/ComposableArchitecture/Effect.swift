/// A description of side-effect work a reducer asks the store to perform, and the actions that
/// work feeds back.
///
/// Effects are values: a reducer returns one and the store (or the ``TestStore``) runs it. Build
/// them with the static constructors and combine them with the operators:
///
/// ```swift
/// case .nthPrimeButtonTapped:
///   state.isRequestInFlight = true
///   return .run { [count = state.count] send in
///     if let answer = await primeClient.answer(count) { await send(.nthPrimeAnswered(answer)) }
///   }
///   .cancellable(id: CancelID.nthPrime, cancelInFlight: true)
/// ```
///
/// An effect captures the dependencies in force when it is created, so an override applied with
/// ``Reducer/dependency(_:_:)`` reaches the work it does, however long after `reduce` returned
/// it runs.
public struct Effect<Action: Sendable>: Sendable {
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    case cancel(id: AnyHashableSendable)
  }

  let operation: Operation

  init(_ operation: Operation) {
    self.operation = operation
  }
}

extension Effect {
  /// An effect that does nothing.
  ///
  /// ```swift
  /// case .incrementButtonTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  public static var none: Self { Self(.none) }

  /// An effect that feeds `action` back into the store at once, after the current action.
  ///
  /// Prefer calling shared logic directly; `.send` is for handing an action to a parent.
  ///
  /// ```swift
  /// return .send(.delegate(.didSave))
  /// ```
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// An effect that runs asynchronous work and feeds actions back with `send`.
  ///
  /// The work runs with the dependencies in force where the effect was created. If
  /// `operation` throws an error other than `CancellationError`, `handler` receives it; with no
  /// handler, the error is reported as an issue (a test failure under a test runner).
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
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        .run(priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
            } catch {
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  """
                  An "Effect.run" threw an unhandled error:

                    \(error)

                  Handle errors in the operation or pass a "catch" handler.
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column
                )
              }
            }
          }
        }
      )
    }
  }

  /// An effect that runs every given effect at the same time.
  ///
  /// ```swift
  /// return .merge(.send(.loadFavorites), .run { _ in await analytics.track("launch") })
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// An effect that runs every given effect at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.merge(effects))
    }
  }

  /// An effect that runs the given effects one after another, each starting when the previous
  /// one has finished.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in try await fileClient.save(data) }, .send(.saved))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// An effect that runs the given effects one after another.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.concatenate(effects))
    }
  }

  /// This effect running at the same time as `other`.
  ///
  /// ```swift
  /// return childEffect.merge(with: .send(.childDidChange))
  /// ```
  public func merge(with other: Self) -> Self {
    // Most actions return no effect; skip the array that merging builds.
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return .merge(self, other)
  }

  /// This effect, then `other` once it has finished.
  ///
  /// ```swift
  /// return saveEffect.concatenate(with: .send(.didSave))
  /// ```
  public func concatenate(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return .concatenate(self, other)
  }

  /// This effect with every action it sends transformed, for embedding a child feature's effect
  /// in its parent.
  ///
  /// ```swift
  /// return Counter().reduce(into: &state.counter, action: action).map(Action.counter)
  /// ```
  public func map<T: Sendable>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let work):
      return Effect<T>(
        .run(priority) { send in
          await work(Send { action in send(transform(action)) })
        })
    case .merge(let effects):
      return Effect<T>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<T>(.cancel(id: id))
    }
  }
}

/// Sends actions from an ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// effect back into the store.
///
/// Call it like a function. Once the effect has been cancelled, actions sent through it are
/// dropped, so a cancelled request can never deliver a stale response.
///
/// ```swift
/// return .run { send in
///   await send(.response(try await client.fetch()))
/// }
/// ```
@MainActor
public struct Send<Action: Sendable>: Sendable {
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
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
