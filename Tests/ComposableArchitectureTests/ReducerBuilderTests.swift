import ComposableArchitecture
import Testing

@MainActor
@Suite struct ReducerBuilderTests {
  struct Recorder: Reducer {
    let name: String
    func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
      state.append(name)
      return .none
    }
  }

  struct Conditional: Reducer {
    let flag: Bool
    let optionalFlag: Bool
    let names: [String]

    var body: some Reducer<[String], Bool> {
      Recorder(name: "first")
      if flag {
        Recorder(name: "if")
      } else {
        Recorder(name: "else")
      }
      if optionalFlag {
        Recorder(name: "optional")
      }
      for name in names {
        Recorder(name: name)
      }
    }
  }

  @Test func runsChildrenInOrderWithIfElseOptionalAndLoops() {
    var state: [String] = []
    _ = Conditional(flag: true, optionalFlag: true, names: ["a", "b"])
      .reduce(into: &state, action: true)
    #expect(state == ["first", "if", "optional", "a", "b"])

    state = []
    _ = Conditional(flag: false, optionalFlag: false, names: [])
      .reduce(into: &state, action: true)
    #expect(state == ["first", "else"])
  }

  struct Long: Reducer {
    var body: some Reducer<[String], Bool> {
      Recorder(name: "1")
      Recorder(name: "2")
      Recorder(name: "3")
      Recorder(name: "4")
      Recorder(name: "5")
      Recorder(name: "6")
      Recorder(name: "7")
      Recorder(name: "8")
      Recorder(name: "9")
      Recorder(name: "10")
      Recorder(name: "11")
      Recorder(name: "12")
    }
  }

  @Test func longBodiesCompose() {
    var state: [String] = []
    _ = Long().reduce(into: &state, action: true)
    #expect(state == (1...12).map(String.init))
  }

  @Test func emptyReducerAndCombineReducers() {
    var state: [String] = []
    let reducer = CombineReducers {
      Recorder(name: "a")
      EmptyReducer()
      Recorder(name: "b")
    }
    _ = reducer.reduce(into: &state, action: true)
    #expect(state == ["a", "b"])
  }

  @Test func reduceClosureAndErasure() {
    var state: [String] = []
    let reducer = Reduce<[String], Bool> { state, action in
      state.append("closure \(action)")
      return .none
    }
    _ = reducer.reduce(into: &state, action: false)
    _ = Reduce(Recorder(name: "erased")).reduce(into: &state, action: true)
    #expect(state == ["closure false", "erased"])
  }
}
