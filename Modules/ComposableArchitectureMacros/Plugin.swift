import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros of the architecture core: `@Reducer`, `@ObservableState`, `@Presents` and the
/// attributes they add.
@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
  ]
}
