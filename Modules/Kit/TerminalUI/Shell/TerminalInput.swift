import CTerminalShim
import Foundation

/// A terminal's keys and signals, as both terminal backends read them: standard input as raw
/// bytes parsed by ``KeyParser``, and the signals the kit's C handlers pass on as bytes through
/// a self-pipe. Waiting happens on a thread of its own, never on the main actor.
@MainActor
final class TerminalInput {
  /// The self-pipe the signal handlers write to (`write`) and ``drainSignals()`` reads.
  let signalPipe: (read: Int32, write: Int32)
  private var parser = KeyParser()

  /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
  static let escapeTimeout: Int32 = 25
  /// How long, in milliseconds, a paste's next bytes may take: past that, what came of it is
  /// taken as the whole paste.
  static let pasteTimeout: Int32 = 1_000

  init() {
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    signalPipe = (fds[0], fds[1])
  }

  /// The signals that end the process, once the terminal is restored.
  static let endingSignals: Set<Int32> = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  /// Waits for keys; does what a signal asked meanwhile. An ending signal `stop`s the backend
  /// and ends the process by the signal; SIGTSTP `suspend`s; SIGWINCH `resize`s. A suspension
  /// or a resize comes back as ``Key/resize``, so that the app draws a whole frame. An empty
  /// array: input has ended.
  func keys(stop: () -> Void, suspend: () -> Void, resize: () -> Void) async -> [Key] {
    while true {
      let signals = drainSignals()
      if let ending = signals.first(where: Self.endingSignals.contains) {
        stop()
        terminalui_end_by_signal(ending)
      }
      if signals.contains(SIGTSTP) {
        suspend()
        return [.resize]
      }
      if signals.contains(SIGWINCH) {
        resize()
        return [.resize]
      }
      switch await read() {
      case .ended: return []
      case .keys(let typed): return typed
      case .signaled: continue
      }
    }
  }

  /// After the terminal is given back: an ending signal that came since the last look (while
  /// the app saved on its way out) ends the process, by that signal.
  func endIfSignaled() {
    if let ending = drainSignals().first(where: Self.endingSignals.contains) {
      terminalui_end_by_signal(ending)
    }
  }

  enum Read {
    /// Keys were typed.
    case keys([Key])
    /// A signal came: drain them, then read again.
    case signaled
    /// Standard input ended.
    case ended
  }

  /// Waits for keys, a signal or the end of input. A lone Esc waits a moment for the rest of
  /// a sequence.
  func read() async -> Read {
    while true {
      var keys: [Key] = []
      switch readAvailable() {
      case .ended: return .ended
      case .bytes(let bytes): keys += parser.feed(bytes)
      case .none: break
      }
      if parser.isAwaitingMore {
        if await Self.waitForInput(
          stdin: STDIN_FILENO, signals: signalPipe.read,
          timeout: parser.isPasting ? Self.pasteTimeout : Self.escapeTimeout)
        {
          if keys.isEmpty { continue }
        } else {
          keys += parser.flush()
        }
      }
      if !keys.isEmpty { return .keys(keys) }
      _ = await Self.waitForInput(stdin: STDIN_FILENO, signals: signalPipe.read, timeout: -1)
      if hasSignal { return .signaled }
    }
  }

  private var hasSignal: Bool {
    var descriptor = pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }

  private enum Available { case none, bytes([UInt8]), ended }

  /// The bytes waiting on standard input, without blocking.
  private func readAvailable() -> Available {
    var bytes: [UInt8] = []
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&descriptor, 1, 0) > 0 {
      let count = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
      if count <= 0 { return bytes.isEmpty ? .ended : .bytes(bytes) }
      bytes += buffer[0..<count]
    }
    return bytes.isEmpty ? .none : .bytes(bytes)
  }

  /// The signals that came since the last call (each once, however often it came).
  func drainSignals() -> Set<Int32> {
    var drained = [UInt8](repeating: 0, count: 64)
    var signals: Set<Int32> = []
    while true {
      let count = Foundation.read(signalPipe.read, &drained, drained.count)
      guard count > 0 else { return signals }
      for byte in drained[0..<count] { signals.insert(Int32(byte)) }
    }
  }

  /// Waits on a thread of its own, neither the main actor nor one of the few threads that run
  /// every task (an endless wait there would leave the tasks one thread short), until a key or
  /// a signal arrives, or `timeout` milliseconds pass (-1: no limit). Returns whether something
  /// arrived.
  private static func waitForInput(stdin: Int32, signals: Int32, timeout: Int32) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Thread.detachNewThread {
        var fds = [
          pollfd(fd: stdin, events: Int16(POLLIN), revents: 0),
          pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        ]
        continuation.resume(returning: poll(&fds, 2, timeout) > 0)
      }
    }
  }
}
