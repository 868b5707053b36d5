// The doc comment examples of Modules/Core/ComposableArchitecture/Effect.swift, compiled; never run.

import ComposableArchitecture

private enum EffectDocExamples {
  struct NumberFactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
  }

  @Reducer
  struct Feature {
    struct State: Equatable {
      var count = 0
      var isLoading = false
      var fact: String?
    }
    enum Action {
      case factButtonTapped
      case factResponse(String)
      case incrementButtonTapped
      case tick
    }
    enum CancelID { case fact }
    let numberFact = NumberFactClient(fetch: { "\($0) is a good number." })

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .factButtonTapped:
          state.isLoading = true
          return .run { [count = state.count] send in
            await send(.factResponse(try await numberFact.fetch(count)))
          }
          .cancellable(id: CancelID.fact, cancelInFlight: true)
        case .factResponse(let fact):
          state.isLoading = false
          state.fact = fact
          return .none
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .tick:
          return .run { send in await poll(send) }
        }
      }
    }

    func poll(_ send: SendOf<Feature>) async { await send(.tick) }
  }

  struct Leaf: Reducer {
    struct State {}
    enum Action { case tapped }
    func reduce(into state: inout State, action: Action) -> EffectOf<Self> { .none }
  }

  enum Action {
    case delegate(Delegate)
    case loadSettings
    case childDidChange
    case saved
    case didSave
    case step(Int)
    case child(ChildAction)
    case response(Int)
    case tick
    enum Delegate { case didSave }
  }
  enum ChildAction { case tapped }

  struct Analytics: Sendable {
    func track(_ event: String) async {}
  }
  struct FileClient: Sendable {
    func save(_ data: [UInt8]) async throws {}
  }
  struct Client: Sendable {
    func fetch() async throws -> Int { 42 }
  }

  static func delegate() -> Effect<Action> {
    return .send(.delegate(.didSave))
  }

  static func merged(analytics: Analytics) -> Effect<Action> {
    return .merge(.send(.loadSettings), .run { _ in await analytics.track("launch") })
  }

  static func cancelled(ids: [Int]) -> Effect<Action> {
    return .merge(ids.map { .cancel(id: $0) })
  }

  static func merged(childEffect: Effect<Action>) -> Effect<Action> {
    return childEffect.merge(with: .send(.childDidChange))
  }

  static func concatenated(fileClient: FileClient, data: [UInt8]) -> Effect<Action> {
    return .concatenate(.run { _ in try await fileClient.save(data) }, .send(.saved))
  }

  static func concatenated(steps: [Int]) -> Effect<Action> {
    return .concatenate(steps.map { .send(.step($0)) })
  }

  static func concatenated(saveEffect: Effect<Action>) -> Effect<Action> {
    return saveEffect.concatenate(with: .send(.didSave))
  }

  static func mapped(childEffect: Effect<ChildAction>) -> Effect<Action> {
    return childEffect.map(Action.child)
  }

  static func sent(client: Client) -> Effect<Action> {
    return .run { send in
      await send(.response(try await client.fetch()))
    }
  }

  @MainActor
  static func send() async {
    var received: [Int] = []
    let send = Send<Int> { received.append($0) }
    send(1)
    _ = received
  }

  static func tick(_ send: Send<Action>) async {
    await send(.tick)
  }
}
