// The doc comment examples of Modules/Kit/TerminalServe/SSHServeOptions.swift, compiled; never
// run.
import Foundation
import TerminalServe

private enum SSHServeOptionsDocExamples {
  static func options(folder: URL) throws -> SSHServeOptions {
    var options = try SSHServeOptions(listen: "127.0.0.1:2222", dataFolder: folder)
    options.maxSessions = 50
    return options
  }
}
