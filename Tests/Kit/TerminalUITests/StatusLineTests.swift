import Clocks
import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The kit's status line: messages that go by themselves, on the injected clock.
@MainActor
@Suite struct StatusLineTests {
  @Test func aMessageGoesAfterItsTime() async {
    let clock = TestClock()
    let store = TestStore(initialState: StatusLine.State()) {
      StatusLine()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show(.init("Deleted 7. u undoes it."))) {
      $0.message = .init("Deleted 7. u undoes it.")
    }
    await clock.advance(by: .seconds(4))
    await clock.advance(by: .seconds(1))
    await store.receive(.expired) { $0.message = nil }
  }

  /// A newer message replaces the one shown and has its own time.
  @Test func aNewerMessageStartsItsOwnTime() async {
    let clock = TestClock()
    let store = TestStore(initialState: StatusLine.State()) {
      StatusLine()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show(.init("one"))) { $0.message = .init("one") }
    await clock.advance(by: .seconds(3))
    await store.send(.show(.init("two", isError: true), for: .seconds(2))) {
      $0.message = .init("two", isError: true)
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.expired) { $0.message = nil }
    await store.send(.show(.init("three"))) { $0.message = .init("three") }
    await store.send(.dismiss) { $0.message = nil }
    await clock.advance(by: .seconds(10))
  }

  @Test func rendersTheMessageCutToItsRectangle() {
    var canvas = Canvas(size: Size(columns: 12, rows: 1), glyphs: Glyphs(isUnicode: true))
    let state = StatusLine.State(message: .init("Could not save: permission denied", isError: true))
    StatusLine.render(state, in: Rect(column: 0, row: 0, width: 12, height: 1), on: &canvas)
    #expect(canvas.grid.text == "Could not s…")
    #expect(canvas.grid.rows[0][0].style.contains(.error))
  }
}
