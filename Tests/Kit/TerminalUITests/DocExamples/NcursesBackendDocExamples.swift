// The doc comment examples of Modules/Kit/TerminalUI/Shell/NcursesBackend.swift, compiled; never run.
import Foundation
import TerminalUI

private enum NcursesBackendDocExamples {
  @MainActor
  static func terminalError() {
    var backend: NcursesBackend?
    do { backend = try NcursesBackend(colors: true, theme: .dark) } catch {
      FileHandle.standardError.write(Data("myapp: \(error)\n".utf8))
    }
    backend?.stop()
  }

  @MainActor
  static func initializer(environment: [String: String]) throws {
    let backend = try NcursesBackend(
      colors: true, theme: .light,
      synchronizedOutput: SynchronizedOutput(environment: environment))
    defer { backend.stop() }
    _ = backend.colorDepth
  }
}
