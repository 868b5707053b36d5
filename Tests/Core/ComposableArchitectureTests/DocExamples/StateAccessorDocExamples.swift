// The doc comment examples of Modules/Core/ComposableArchitecture/Observation/StateAccessor.swift, compiled; never run.

import ComposableArchitecture

private enum StateAccessorDocExamples {
  @Reducer
  struct Feature {
    @ObservableState
    struct State {
      var count = 0
      // expands, among the rest, to
      // public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
      //   switch keyPath {
      //   case \Self.count:
      //     return ComposableArchitecture._StateAccessor(
      //       \Self.count, get: { $0.count }, modify: { $1(&$0.count) })
      //   default:
      //     return nil
      //   }
      // }
    }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }
}
