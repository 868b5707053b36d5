@_spi(Canary) @_spi(Internals) @_spi(Logging) import ComposableArchitecture
import Foundation
import Testing

/// The internals upstream's own tests reach through `@_spi`, under upstream's SPI names (and,
/// in `ReduceInternalTests`, through a `@testable` import).
@MainActor
@Suite struct UpstreamSPITests {
  @Test func anEffectsActionsAreStreamedInTheOrderItSendsThem() async {
    let effect = Effect<Int>.send(1)
      .concatenate(with: .run { send in await send(2) })
      .concatenate(with: .send(3))
    var actions: [Int] = []
    for await action in effect.actions { actions.append(action) }
    #expect(actions == [1, 2, 3])
  }

  @Test func aRunningCancellableEffectIsRegisteredUntilItIsCancelled() async {
    let id = UUID()
    let store = Store<Int, Bool>(initialState: 0) {
      Reduce { _, start in
        start ? .run { _ in try? await Task.never() }.cancellable(id: id) : .cancel(id: id)
      }
    }
    let running = store.send(true)
    #expect(_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
    #expect(store.effectCancellables.count == 1)
    let cancelled: Task<Void, Never>? = store.send(false)
    await cancelled?.value
    await running.finish()
    #expect(!_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
    #expect(store.effectCancellables.isEmpty)
  }

  @Test func aStoreSendsAnActionReturningItsEffectsTask() async {
    let store = Store<Int, Void>(initialState: 0) {
      Reduce { state, _ in
        state += 1
        return .run { _ in }
      }
    }
    let task: Task<Void, Never>? = store.send(())
    #expect(task != nil)
    await task?.value
    #expect(store.withState { $0 } == 1)
  }

  @Test func aTestStoreTaskOfItsOwnFinishes() async {
    await TestStoreTask(rawValue: Task {}, timeout: .seconds(1)).finish()
    await TestStoreTask(rawValue: nil, timeout: .seconds(1)).finish()
  }

  @Test func cancelIDsOfTwoTypesAreNotEqualAndHashApart() {
    struct First: Hashable {}
    struct Second: Hashable {}
    let first = _CancelID(id: First(), navigationIDPath: NavigationIDPath())
    let second = _CancelID(id: Second(), navigationIDPath: NavigationIDPath())
    #expect(first != second)
    #expect(first.hashValue != second.hashValue)
    #expect(first == _CancelID(id: First(), navigationIDPath: NavigationIDPath()))
  }

  @Test func theLoggerRecordsWhenAStoreIsMadeAndReleased() {
    Logger.shared.isEnabled = true
    defer { Logger.shared.isEnabled = false }
    do {
      let store = Store<LoggedState, Void>(initialState: LoggedState()) {}
      _ = store
    }
    #expect(
      Logger.shared.logs.filter { $0.contains("LoggedState") } == [
        "Store<LoggedState, ()>.init",
        "Store<LoggedState, ()>.deinit",
      ])
  }
}

private struct LoggedState {}
