// The doc comment examples of Modules/Kit/TerminalServe/SSHServer.swift, compiled; never run.
import Foundation
import TerminalServe

private enum SSHServerDocExamples {
  static func serve(options: SSHServeOptions) async throws {
    let server = SSHServer(
      appName: "pantry", options: options, executable: "/usr/local/bin/pantry",
      arguments: ["pantry"], environment: ProcessInfo.processInfo.environment,
      dataFolderVariable: "PANTRY_DATA_DIR")
    try await server.run()  // until SIGTERM or SIGINT
  }
}
