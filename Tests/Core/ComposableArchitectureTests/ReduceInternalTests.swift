import Testing

@testable import ComposableArchitecture

/// `Reduce(internal:)`, the spelling upstream's tests reach through a `@testable` import.
@Suite struct ReduceInternalTests {
  @Test func aReducerMadeWithTheInternalLabelRunsItsClosure() {
    let reducer = Reduce<Int, Bool>(internal: { state, increment in
      state += increment ? 1 : -1
      return .none
    })
    var state = 0
    _ = reducer.reduce(into: &state, action: true)
    _ = reducer.reduce(into: &state, action: true)
    _ = reducer.reduce(into: &state, action: false)
    #expect(state == 1)
  }
}
