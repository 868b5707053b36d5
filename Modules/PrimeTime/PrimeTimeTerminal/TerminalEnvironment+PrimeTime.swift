import TerminalUI

extension AppView {
  /// The process environment as PrimeTime hands it to the kit: `PRIMETIME_SYNC`, the name
  /// synchronized output had before the kit had its own (`TERMINALUI_SYNC`), still works for
  /// scripts written then, where the kit's name asks for nothing.
  ///
  /// ```swift
  /// let environment = AppView.kitEnvironment(["PRIMETIME_SYNC": "0"])
  /// // ["PRIMETIME_SYNC": "0", "TERMINALUI_SYNC": "0"]
  /// ```
  public static func kitEnvironment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    let kitName = SynchronizedOutput.environmentVariable
    if !["0", "1"].contains(environment[kitName]), let former = environment["PRIMETIME_SYNC"] {
      environment[kitName] = former
    }
    return environment
  }
}
