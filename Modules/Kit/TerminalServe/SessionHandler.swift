import Foundation
import NIOCore
import NIOSSH

/// One SSH session channel: the terminal it asks for (pty-req, window-change, env), then the
/// app on it (shell), the bytes between the two, and the app's exit status at its end. A
/// session without a terminal is told so in one line and ends with status 1.
final class SessionHandler: ChannelInboundHandler, @unchecked Sendable {
  typealias InboundIn = SSHChannelData

  private let server: SSHServer
  private let user: AuthenticatedUser
  private var terminal: (term: String, columns: Int, rows: Int)?
  private var environment: [String: String] = [:]
  private var process: SessionProcess?
  private var isCounted = false
  private var endedBy: String?
  private let started = ContinuousClock.now
  private var lastKey = ContinuousClock.now
  private var idleCheck: RepeatedTask?

  init(server: SSHServer, user: AuthenticatedUser) {
    self.server = server
    self.user = user
  }

  func handlerAdded(context: ChannelHandlerContext) {
    _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      terminal = (request.term, request.terminalCharacterWidth, request.terminalRowHeight)
      reply(request.wantReply, true, context)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      // Only what says how to draw: the client's locale (LANG, LC_*).
      if request.name == "LANG" || request.name.hasPrefix("LC_") {
        environment[request.name] = request.value
      }
      reply(request.wantReply, true, context)
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      process?.resize(rows: request.terminalRowHeight, columns: request.terminalCharacterWidth)
    case let request as SSHChannelRequestEvent.ShellRequest:
      start(wantReply: request.wantReply, context: context)
    case let request as SSHChannelRequestEvent.ExecRequest:
      start(wantReply: request.wantReply, context: context)
    case let event as ChannelEvent where event == .inputClosed:
      // The client sent EOF: as a terminal's end, the app is hung up.
      endedBy = endedBy ?? "disconnect"
      process?.hangUp()
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let data = unwrapInboundIn(data)
    guard case .byteBuffer(let bytes) = data.data, case .channel = data.type else { return }
    lastKey = .now
    process?.write(Array(bytes.readableBytesView))
  }

  func channelInactive(context: ChannelHandlerContext) {
    idleCheck?.cancel()
    if let process {
      endedBy = endedBy ?? "disconnect"
      process.hangUp()
    }
    if isCounted {
      isCounted = false
      server.sessionEnded()
    }
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // The client's connection closing under the session is its end, not a fault.
    let isClosed = (error as? NIOSSHError)?.type == .tcpShutdown
    endedBy = endedBy ?? (isClosed ? "disconnect" : "error: \(error)")
    context.close(promise: nil)
  }

  private func reply(_ wantReply: Bool, _ success: Bool, _ context: ChannelHandlerContext) {
    guard wantReply else { return }
    context.triggerUserOutboundEvent(
      success ? ChannelSuccessEvent() as Any : ChannelFailureEvent() as Any, promise: nil)
  }

  /// Starts the app on the terminal asked for; without one, or with the server full, says why
  /// and ends with status 1.
  private func start(wantReply: Bool, context: ChannelHandlerContext) {
    guard process == nil else { return reply(wantReply, false, context) }
    reply(wantReply, true, context)
    let channel = context.channel
    guard let terminal else {
      return refuse(
        "\(server.appName) needs a terminal: connect with `ssh -t`.", channel: channel)
    }
    guard server.sessionStarting() else {
      return refuse(
        "\(server.appName) is serving as many sessions as it may; try again later.",
        channel: channel)
    }
    isCounted = true
    var environment = server.environment
    environment["TERM"] = terminal.term.isEmpty ? "xterm-256color" : terminal.term
    for (name, value) in self.environment { environment[name] = value }
    environment[server.dataFolderVariable] = server.dataFolder(for: user).path
    let process: SessionProcess
    do {
      try FileManager.default.createDirectory(
        at: server.dataFolder(for: user), withIntermediateDirectories: true)
      process = try SessionProcess(
        executable: server.executable, arguments: server.arguments, environment: environment,
        rows: max(terminal.rows, 1), columns: max(terminal.columns, 1))
    } catch {
      return refuse("\(server.appName) could not start: \(error)", channel: channel)
    }
    self.process = process
    let loop = NIOLoopBound(self, eventLoop: context.eventLoop)
    process.start { bytes in
      var buffer = channel.allocator.buffer(capacity: bytes.count)
      buffer.writeBytes(bytes)
      channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer)), promise: nil)
    } ended: { status in
      channel.eventLoop.execute { loop.value.ended(status: status, channel: channel) }
    }
    idleCheck = context.eventLoop.scheduleRepeatedTask(
      initialDelay: .seconds(1), delay: .seconds(1)
    ) { [weak self] _ in
      guard let self, ContinuousClock.now - self.lastKey > self.server.options.idleTimeout else {
        return
      }
      self.endedBy = self.endedBy ?? "idle timeout"
      self.process?.hangUp()
    }
  }

  /// The app ended: its status goes to the client, then the channel closes, and the session
  /// is logged.
  private func ended(status: Int32, channel: any Channel) {
    idleCheck?.cancel()
    process = nil
    let code: Int32
    let how: String
    if status & 0x7f == 0 {
      code = (status >> 8) & 0xff
      how = "exit \(code)"
    } else {
      code = 128 + (status & 0x7f)
      how = "signal \(status & 0x7f)"
    }
    server.log(
      "session of \(user.name) (\(user.fingerprint)) from \(user.address) ended after "
        + "\(Self.seconds(ContinuousClock.now - started)): "
        + (endedBy.map { "\($0), \(how)" } ?? how))
    channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: Int(code)))
      .whenComplete { _ in channel.close(promise: nil) }
  }

  private func refuse(_ message: String, channel: any Channel) {
    var buffer = channel.allocator.buffer(capacity: message.utf8.count + 2)
    buffer.writeString(message + "\r\n")
    channel.writeAndFlush(SSHChannelData(type: .stdErr, data: .byteBuffer(buffer)), promise: nil)
    server.log("session of \(user.name) from \(user.address) refused: \(message)")
    channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1))
      .whenComplete { _ in channel.close(promise: nil) }
  }

  static func seconds(_ duration: Duration) -> String {
    String(
      format: "%.1f s",
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }
}
