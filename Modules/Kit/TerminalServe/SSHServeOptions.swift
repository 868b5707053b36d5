import Foundation

/// How an app is served over SSH: where it listens, who is let in, where each user's data
/// goes, and the limits that keep one address or one session from taking the server.
///
/// ```swift
/// var options = try SSHServeOptions(listen: "127.0.0.1:2222", dataFolder: folder)
/// options.maxSessions = 50
/// ```
public struct SSHServeOptions: Sendable {
  /// The address listened on: `HOST:PORT`, or `PORT` for every address of this machine.
  public var host: String
  /// The port listened on.
  public var port: Int
  /// The OpenSSH `authorized_keys` file whose keys are let in (read again for each
  /// connection, so a key added or removed counts at once).
  public var authorizedKeys: URL
  /// The app's data folder: the host key is kept there (`ssh_host_ed25519_key`), and each
  /// user's data under `users/`, unless ``sharedData``.
  public var dataFolder: URL
  /// Whether every session runs on ``dataFolder`` itself, as instances of the app on one folder.
  public var sharedData = false
  /// The most sessions at once; one more is told the server is full, and ends.
  public var maxSessions = 100
  /// How long a session may go without a key from its user before it is ended.
  public var idleTimeout = Duration.seconds(30 * 60)
  /// The most connections an address may open in ``rateWindow``, and the most failed
  /// authentications; past either, its connections are closed at once until the window ends.
  public var connectionsPerWindow = 60
  public var failedAuthenticationsPerWindow = 10
  public var rateWindow = Duration.seconds(60)

  /// Options for serving on `listen` (`[HOST:]PORT`), with `dataFolder` as the app's data
  /// folder and `~/.ssh/authorized_keys` (or `authorizedKeys`) letting users in. Throws a
  /// ``Failure`` for an address it cannot read.
  public init(
    listen: String, dataFolder: URL,
    authorizedKeys: URL = URL(filePath: NSHomeDirectory()).appending(path: ".ssh/authorized_keys")
  ) throws {
    let parts = listen.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, let port = Int(parts.last ?? ""), (1...65535).contains(port) else {
      throw Failure("--serve-ssh takes [HOST:]PORT, with a port from 1 to 65535: not \(listen)")
    }
    host = parts.count == 2 && !parts[0].isEmpty ? String(parts[0]) : "0.0.0.0"
    self.port = port
    self.dataFolder = dataFolder
    self.authorizedKeys = authorizedKeys
  }

  /// A reason the server cannot start or go on, in words for its operator.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }
}
