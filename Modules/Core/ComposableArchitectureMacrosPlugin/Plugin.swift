import ComposableArchitectureMacros
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros of the architecture core: `@Reducer`, `@ObservableState`, `@Presents` and the
/// attributes they add.
///
/// Their expansions live in the `ComposableArchitectureMacros` library, which their tests import:
/// a test target that depends on a macro target makes SwiftPM build the whole test product, and
/// every module under it, a second time for the host. The compiler finds a macro by this
/// module's name, so each one is named here by a subclass that adds nothing.
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

final class ReducerMacro: ComposableArchitectureMacros.ReducerMacro {}
final class ReducerCaseEphemeralMacro: ComposableArchitectureMacros.ReducerCaseEphemeralMacro {}
final class ReducerCaseIgnoredMacro: ComposableArchitectureMacros.ReducerCaseIgnoredMacro {}
final class ObservableStateMacro: ComposableArchitectureMacros.ObservableStateMacro {}
final class ObservationStateTrackedMacro:
  ComposableArchitectureMacros.ObservationStateTrackedMacro
{}
final class ObservationStateIgnoredMacro:
  ComposableArchitectureMacros.ObservationStateIgnoredMacro
{}
final class PresentsMacro: ComposableArchitectureMacros.PresentsMacro {}
