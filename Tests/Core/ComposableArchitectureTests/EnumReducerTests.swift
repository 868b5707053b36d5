import ComposableArchitecture
import Testing

// Several enum reducers in one file, as a feature's destinations and path often are. Swift 6.3
// crashes compiling such a file when the macro nests other macros in its expansion, so this
// file compiling at all is half of what it tests.

@Reducer
enum Sheet {
  case tally(Tally)
  case pair(Pair)
  #if os(Linux)
    case linuxOnly(Tally)
  #else
    case elsewhere(Tally)
  #endif
  @ReducerCaseIgnored
  case loading(progress: Int)
  case idle
}

@Reducer
enum Popover {
  case counter(Tally = Tally())
}

@Reducer
enum Route {
  case first(Tally)
  case second(Tally)
  case third(Tally)
}

@Reducer
enum Unused {}

@MainActor
@Suite struct EnumReducerTests {
  @Test func casesUnderIfAreGeneratedWhereTheirConditionHolds() {
    var state = Sheet.State.linuxOnly(Tally.State())
    _ = Sheet.body.reduce(into: &state, action: .linuxOnly(.increment))
    #expect(state.linuxOnly?.count == 1)
    #expect(Array(Sheet.State.allCasePaths).count == 5)
  }

  @Test func plainStateCasesKeepTheirLabelsAndHaveNoActions() {
    let state = Sheet.State.loading(progress: 40)
    #expect(state.loading == 40)
    #expect(Sheet.State.idle.is(\.idle))
    #expect(Sheet.State.idle._$id == Sheet.State.idle._$id)
    #expect(state._$id != Sheet.State.idle._$id)
  }

  @Test func aCaseWithADefaultReducerRunsThatReducer() {
    var state = Popover.State.counter(Tally.State())
    _ = Popover.body.reduce(into: &state, action: .counter(.increment))
    #expect(state.counter?.count == 1)
  }

  @Test func eachCaseHasItsStoreCase() {
    let store = Store(initialState: Route.State.third(Tally.State())) { Route.body }
    guard case .third(let third) = store.case else {
      Issue.record("expected the third case")
      return
    }
    third.send(.increment)
    #expect(store.state.third?.count == 1)
  }

  @Test func anEnumReducerWithNoCasesCompiles() {
    #expect(Array(Unused.State.allCasePaths).isEmpty)
  }
}
