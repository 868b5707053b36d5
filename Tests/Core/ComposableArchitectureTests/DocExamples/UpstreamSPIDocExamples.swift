// The doc comment examples of Modules/Core/ComposableArchitecture/Internal/UpstreamSPI.swift, compiled; never run.

@_spi(Internals) import ComposableArchitecture
import XCTest

private enum UpstreamSPIDocExamples {
  static func streamAnEffectsActions() async {
    for await action in Effect<Int>.send(1).merge(with: .send(2)).actions {
      print(action)  // 1, then 2
    }
  }

  static func makeACancelID() {
    let id = _CancelID(id: "timer", navigationIDPath: NavigationIDPath())
    _ = id
  }

  static func checkNothingRuns() {
    _cancellationCancellables.withValue { XCTAssertEqual($0.count, 0) }
  }

  static func checkTheTimerRuns() {
    let running = _cancellationCancellables.withValue {
      $0.exists(at: "timer", path: NavigationIDPath())
    }
    _ = running
  }

  @Reducer
  struct Timer {
    struct State: Equatable {}
    enum Action { case start }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        .run { _ in try await Task.never() }.cancellable(id: "timer")
      }
    }
  }

  @MainActor
  static func countTheStoresEffects() {
    let store = Store(initialState: Timer.State()) { Timer() }
    store.send(.start)
    XCTAssertEqual(store.effectCancellables.count, 1)
  }

  @MainActor
  static func awaitTheEffectsTask() async {
    let store = Store(initialState: Timer.State()) { Timer() }
    let task: Task<Void, Never>? = store.send(.start)
    await task?.value
  }
}
