import AppFeature
import ComposableArchitecture

// Reducers the benchmarks share: `Benchmarks/Core` (package-benchmark) and `Instructions` (the
// callgrind harness).

/// What AppFeature does for the counter's increment and decrement, as one hand-written switch:
/// the baseline that composition is measured against.
public struct FlatAppReducer: Reducer {
  public init() {}

  public func reduce(into state: inout AppFeature.State, action: AppFeature.Action) -> Effect<
    AppFeature.Action
  > {
    switch action {
    case .counter(.incrementButtonTapped):
      state.counter.count += 1
      return .none
    case .counter(.decrementButtonTapped):
      state.counter.count -= 1
      return .none
    default:
      return .none
    }
  }
}

/// The smallest reducer: adds one. Wrapped in overrides to price them.
public struct Bump: Reducer {
  public enum Action: Sendable { case bump }

  public init() {}

  public func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state &+= 1
    return .none
  }
}

/// ``Bump`` that reads a dependency for the amount: the price of a `@Dependency` read.
public struct BumpByLevel: Reducer {
  @Dependency(\.level) var level

  public init() {}

  public func reduce(into state: inout Int, action: Bump.Action) -> Effect<Bump.Action> {
    state &+= level
    return .none
  }
}

/// A reducer whose `.ping` starts a `.run` effect that sends `.pong` back.
public struct Ping: Reducer {
  public struct State: Equatable {
    public var pongs = 0
    public init() {}
  }
  public enum Action: Sendable { case ping, pong }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

private enum LevelKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  /// An integer dependency for the override benchmarks.
  public var level: Int {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}

/// A list feature as a TCA user writes one: rows in an `IdentifiedArray`, composed with
/// `forEach`. The scale benchmarks send to one row of 100 to 1,000,000.
@Reducer
public struct Rows {
  @ObservableState
  public struct State {
    public var rows: IdentifiedArrayOf<Row.State>
    public var title = "Rows"

    /// `count` rows with IDs `0..<count`.
    public init(count: Int) {
      rows = IdentifiedArray(uncheckedUniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  public enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// One row of ``Rows``: a flag and a label.
@Reducer
public struct Row {
  @ObservableState
  public struct State: Identifiable {
    public let id: Int
    public var isOn = false
    public var label = ""

    public init(id: Int) {
      self.id = id
    }
  }

  public enum Action {
    case toggle
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggle:
      state.isOn.toggle()
      return .none
    }
  }
}

/// A feature with long-living effects: `.start(id)` starts one that runs until cancelled, and
/// `.restart` cancels the effect it started last and starts another (`cancelInFlight`). The
/// effect benchmarks restart one while thousands of others are in flight.
@Reducer
public struct Effects {
  public enum Action: Sendable {
    case start(Int)
    case restart
  }

  enum CancelID { case restarted }

  public init() {}

  public func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start(let id):
      return .run { _ in try await Task.never() }.cancellable(id: id)
    case .restart:
      state += 1
      return .run { _ in try await Task.never() }
        .cancellable(id: CancelID.restarted, cancelInFlight: true)
    }
  }
}

extension AppFeature.State {
  /// The app's state with its favorites in memory (`Shared(value: [])`): a measure reads no
  /// file and starts no load, as the app's `@Shared(.favoritePrimes)` key would when made.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State.benchmark) { AppFeature() }
  /// ```
  public static var benchmark: Self { Self(favoritePrimes: .init(primes: Shared(value: []))) }
}

/// A plain array in observable state, appended to in place: a feed's numbers.
@Reducer
public struct Numbers {
  @ObservableState
  public struct State {
    public var numbers: [Int]

    /// `count` numbers, `0..<count`.
    public init(count: Int) {
      numbers = Array(0..<count)
    }
  }

  public enum Action {
    case append
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.numbers.append(state.numbers.count)
      return .none
    }
  }
}
