import ArgumentParser
import FileLayer
import Foundation
import TerminalServe

/// `--serve-ssh`: any app run through ``TerminalOptions`` serves itself over SSH, one process of
/// the app per session, with no code of its own.
extension TerminalOptions {
  /// The options only `--serve-ssh` takes, and what each must be.
  func validateServing() throws {
    guard let serveSSH else {
      if authorizedKeys != nil || sharedData {
        throw ValidationError("--authorized-keys and --shared-data go with --serve-ssh")
      }
      return
    }
    if headless {
      throw ValidationError("--serve-ssh serves the app; it does not go with --headless")
    }
    guard maxSessions >= 1 else { throw ValidationError("--max-sessions takes 1 or more") }
    guard idleTimeout >= 1 else { throw ValidationError("--idle-timeout takes 1 second or more") }
    guard connectionsPerMinute >= 1 else {
      throw ValidationError("--connections-per-minute takes 1 or more")
    }
    do {
      _ = try SSHServeOptions(listen: serveSSH, dataFolder: URL(filePath: "/"))
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// Serves the app as its own program, started again for each session with the arguments it
  /// was given, less the serving ones, and its data folder (the app's `--data-dir`, else the
  /// file layer's rule) per user under `users/`, or shared.
  func serve(appName: String, environment: [String: String]) async throws {
    let arguments = CommandLine.arguments
    let given = Self.value(of: "--data-dir", in: arguments)
    let folder =
      given.map { URL(filePath: $0, directoryHint: .isDirectory) }
      ?? DataFolder.of(app: appName, environment: environment)
    var options = try SSHServeOptions(
      listen: serveSSH ?? "", dataFolder: folder,
      authorizedKeys: authorizedKeys.map { URL(filePath: $0) }
        ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(
          path: ".ssh/authorized_keys"))
    options.sharedData = sharedData
    options.maxSessions = maxSessions
    options.idleTimeout = .seconds(idleTimeout)
    options.connectionsPerWindow = connectionsPerMinute
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? arguments[0]
    let server = SSHServer(
      appName: appName, options: options, executable: executable,
      arguments: Self.sessionArguments(arguments),
      environment: environment, dataFolderVariable: DataFolder.variable(for: appName))
    try await server.run()
  }

  /// The options the server takes, with whether each takes a value: a session's app gets
  /// none of them (its data folder comes by its variable).
  static let servingOptions: [String: Bool] = [
    "--serve-ssh": true, "--authorized-keys": true, "--shared-data": false,
    "--max-sessions": true, "--idle-timeout": true, "--connections-per-minute": true,
    "--data-dir": true,
  ]

  /// `arguments` without the serving options (`--opt value` and `--opt=value`).
  ///
  /// ```swift
  /// let kept = TerminalOptions.sessionArguments(["app", "--serve-ssh", "2222", "--accessible"])
  /// // ["app", "--accessible"]
  /// ```
  public static func sessionArguments(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var skipsNext = false
    for argument in arguments {
      if skipsNext {
        skipsNext = false
        continue
      }
      let name = String(argument.prefix { $0 != "=" })
      guard let takesValue = servingOptions[name] else {
        kept.append(argument)
        continue
      }
      skipsNext = takesValue && !argument.contains("=")
    }
    return kept
  }

  /// The value given to `option` (`--opt value` or `--opt=value`), the last one if several.
  static func value(of option: String, in arguments: [String]) -> String? {
    var value: String?
    for (index, argument) in arguments.enumerated() {
      if argument == option, index + 1 < arguments.count {
        value = arguments[index + 1]
      } else if argument.hasPrefix(option + "=") {
        value = String(argument.dropFirst(option.count + 1))
      }
    }
    return value
  }
}
