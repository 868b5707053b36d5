// The doc comment examples of Modules/Kit/TerminalUI/Shell/HeadlessClock.swift, compiled; never run.
import ComposableArchitecture
import Foundation
import TerminalUI

private enum HeadlessClockDocExamples {
  @Reducer
  struct Timer {
    @ObservableState
    struct State: Equatable {
      var seconds = 0
    }

    enum Action {
      case tick
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.seconds += 1
      return .none
    }
  }

  @Reducer
  struct Feed {
    @ObservableState
    struct State: Equatable {
      var entries: [Date] = []
    }

    enum Action {
      case add
    }

    @Dependency(\.date.now) var now

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.entries.append(now)
      return .none
    }
  }

  @MainActor
  static func headlessClock() async {
    let clock = HeadlessClock()
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await clock.advance(by: .seconds(25 * 60))
    _ = store
  }

  @MainActor
  static func date() {
    let clock = HeadlessClock()
    let store = Store(initialState: Feed.State()) {
      Feed()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { clock.date }
    }
    _ = store
  }

  static func advance(clock: HeadlessClock) async {
    await clock.advance(by: .seconds(90))  // a countdown of 1:30 reaches 0:00
  }
}
