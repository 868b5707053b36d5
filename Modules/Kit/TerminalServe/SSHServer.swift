import Foundation
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// Who a connection authenticated as: the user name the client gave, the key's fingerprint,
/// and the address it came from.
struct AuthenticatedUser: Sendable {
  var name: String
  var fingerprint: String
  var folderName: String
  var address: String
}

/// A kit app served over SSH: each session with a terminal runs the app in a process of its
/// own, on a pseudo-terminal sized by the client and resized with it, with the client's `TERM`
/// and `LANG`; only keys in the authorized-keys file are let in (public keys only: no password,
/// no keyboard-interactive); the host key is made once and kept. Each user's data is a folder of
/// its own (named by key fingerprint), unless the options share one.
///
/// ```swift
/// let server = SSHServer(
///   appName: "pantry", options: options, executable: "/usr/local/bin/pantry",
///   arguments: ["pantry"], environment: ProcessInfo.processInfo.environment,
///   dataFolderVariable: "PANTRY_DATA_DIR")
/// try await server.run()  // until SIGTERM or SIGINT
/// ```
public final class SSHServer: Sendable {
  public let appName: String
  public let options: SSHServeOptions
  /// The app's program, and the arguments each session's app gets (its name first).
  let executable: String
  let arguments: [String]
  /// The environment each session's app starts from (the server's, `TERM` and the locale then
  /// the client's).
  let environment: [String: String]
  /// The variable that gives the app its data folder (`PANTRY_DATA_DIR`).
  let dataFolderVariable: String
  private let limits: AddressLimits
  private let sessions = Mutex(0)
  private let logLine: @Sendable (String) -> Void

  /// A server for `appName`, not started yet: sessions run `executable` with `arguments`.
  /// `log` takes one line per session and per refusal (stderr by default).
  public init(
    appName: String, options: SSHServeOptions, executable: String, arguments: [String],
    environment: [String: String], dataFolderVariable: String,
    log: @escaping @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  ) {
    self.appName = appName
    self.options = options
    self.executable = executable
    self.arguments = arguments
    var environment = environment
    for name in ["COLUMNS", "LINES", "SSH_AUTH_SOCK", dataFolderVariable] {
      environment[name] = nil
    }
    self.environment = environment
    self.dataFolderVariable = dataFolderVariable
    limits = AddressLimits(
      connections: options.connectionsPerWindow,
      failures: options.failedAuthenticationsPerWindow, window: options.rateWindow)
    logLine = log
  }

  func log(_ line: String) { logLine("\(appName): ssh: \(line)") }

  /// The data folder of `user`'s sessions.
  func dataFolder(for user: AuthenticatedUser) -> URL {
    options.sharedData
      ? options.dataFolder
      : options.dataFolder.appending(path: "users").appending(path: user.folderName)
  }

  /// Counts a session in, unless the server serves as many as it may.
  func sessionStarting() -> Bool {
    sessions.withLock { count in
      guard count < options.maxSessions else { return false }
      count += 1
      return true
    }
  }

  func sessionEnded() { sessions.withLock { $0 -= 1 } }

  /// Serves until SIGTERM or SIGINT, then ends every session as a closed terminal does (their
  /// apps save and quit), waits for them (five seconds at most), and returns.
  public func run() async throws {
    let hostKey = try HostKey.load(in: options.dataFolder)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let connections = Connections()
    let server: any Channel
    do {
      server = try await ServerBootstrap(group: group)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { [self] channel in
          let address = channel.remoteAddress?.ipAddress ?? "unknown"
          guard limits.connectionOpened(from: address) else {
            log("connection from \(address) refused: too many from there lately")
            return channel.close()
          }
          connections.add(channel)
          let authentication = KeyAuthentication(server: self, address: address)
          return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandlers([
              NIOSSHHandler(
                role: .server(
                  .init(hostKeys: [hostKey], userAuthDelegate: authentication)),
                allocator: channel.allocator,
                inboundChildChannelInitializer: { child, type in
                  guard case .session = type, let user = authentication.user else {
                    return child.eventLoop.makeFailedFuture(
                      SSHServeOptions.Failure("only sessions are served"))
                  }
                  return child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(
                      SessionHandler(server: self, user: user))
                  }
                }),
              CloseOnError(),
            ])
          }
        }
        .bind(host: options.host, port: options.port).get()
    } catch {
      try? await group.shutdownGracefully()
      // The system's words ("Address already in use"), not NIO's call that met them.
      let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) }
      throw SSHServeOptions.Failure(
        "cannot listen on \(options.host):\(options.port): \(reason ?? "\(error)")")
    }
    log("serving \(appName) on \(options.host):\(options.port)")
    if AuthorizedKeys(contentsOf: options.authorizedKeys).keys.isEmpty {
      log(
        "no key in \(options.authorizedKeys.path) can log in yet: add a public key's line "
          + "(an ssh-keygen .pub file) there; it is read again for each connection")
    }
    await Self.untilAskedToStop()
    log("stopping: ending \(sessions.withLock { $0 }) sessions")
    try? await server.close()
    connections.closeAll()
    // The sessions' apps hear their terminals close (SIGHUP) and save; each session ends
    // when its app has.
    let deadline = ContinuousClock.now + .seconds(5)
    while sessions.withLock({ $0 }) > 0 && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(50))
    }
    try? await group.shutdownGracefully()
    log("stopped")
  }

  /// Returns once the process is asked to stop (SIGTERM, or SIGINT from the terminal the server
  /// runs in): a dispatch source hears the signal, so no handler of ours runs in it.
  private static func untilAskedToStop() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Mutex<CheckedContinuation<Void, Never>?>(continuation)
      let sources = [SIGTERM, SIGINT].map { signalNumber in
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler { once.withLock { $0.take() }?.resume() }
        source.resume()
        return source
      }
      // Kept for the server's life.
      Self.signalSources.sources = sources
    }
  }

  /// The sources that hear the stopping signals, set once, by ``untilAskedToStop()``.
  private final class SignalSources: @unchecked Sendable {
    var sources: [any DispatchSourceSignal] = []
  }

  private static let signalSources = SignalSources()
}

/// The open connections, to close at the server's end.
final class Connections: Sendable {
  private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

  func add(_ channel: any Channel) {
    let id = ObjectIdentifier(channel)
    channels.withLock { $0[id] = channel }
    channel.closeFuture.whenComplete { [self] _ in
      _ = channels.withLock { $0.removeValue(forKey: id) }
    }
  }

  func closeAll() {
    for channel in channels.withLock({ Array($0.values) }) { channel.close(promise: nil) }
  }
}

/// Closes a connection whose bytes make no sense (random bytes at the port, a broken client):
/// that connection ends, the server goes on.
final class CloseOnError: ChannelInboundHandler, Sendable {
  typealias InboundIn = Any

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }
}

/// Lets in the keys of the authorized-keys file, and no other way in.
final class KeyAuthentication: NIOSSHServerUserAuthenticationDelegate, @unchecked Sendable {
  private let server: SSHServer
  private let address: String
  /// Set once a key is let in; read by the connection's sessions, on its event loop.
  private(set) var user: AuthenticatedUser?

  init(server: SSHServer, address: String) {
    self.server = server
    self.address = address
  }

  var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    guard case .publicKey(let offer) = request.request else {
      // A client asks with no method first, to learn which it may use: not a refusal to log.
      if case .none = request.request {
      } else {
        server.log("\(request.username) from \(address) refused: only keys are let in")
        server.addressFailed(address)
      }
      return responsePromise.succeed(.failure)
    }
    let keys = AuthorizedKeys(contentsOf: server.options.authorizedKeys)
    guard keys.contains(offer.publicKey) else {
      server.log(
        "\(request.username) from \(address) refused: key "
          + "\(AuthorizedKeys.fingerprint(offer.publicKey)) is not authorized")
      server.addressFailed(address)
      return responsePromise.succeed(.failure)
    }
    user = AuthenticatedUser(
      name: request.username, fingerprint: AuthorizedKeys.fingerprint(offer.publicKey),
      folderName: AuthorizedKeys.folderName(offer.publicKey), address: address)
    responsePromise.succeed(.success)
  }
}

extension SSHServer {
  func addressFailed(_ address: String) { limits.authenticationFailed(from: address) }
}
