// The doc comment examples of Modules/Core/ComposableArchitecture/Internal/ActionCases.swift, compiled; never run.

import ComposableArchitecture

private enum ActionCasesDocExamples {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action { case tapped }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer struct Feature {
    enum Action { case child(Child.Action), tapped }
    // @Reducer adds:
    // static var _$actionCases: _ActionCases<Action>? {
    //   _ActionCases(
    //     caseKeyPaths: [\Action.Cases.child, \Action.Cases.tapped],
    //     extractors: [
    //       _ActionCases<Action>.extractor { if case .child(let v) = $0 { v } else { nil } },
    //       _ActionCases<Action>.extractor { if case .tapped = $0 { () } else { nil } },
    //     ])
    // }
  }
}
