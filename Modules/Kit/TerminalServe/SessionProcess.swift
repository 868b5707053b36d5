import CTerminalShim
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A session's app: a process of its own on a pseudo-terminal of its own. A crash there ends
/// that process alone; the server hears it as the session's end.
final class SessionProcess: @unchecked Sendable {
  let pid: pid_t
  private let master: Int32
  /// Where the keys are written to the terminal, one write after another, off the event loop
  /// (an app that reads slowly holds this queue, never the server).
  private let writes = DispatchQueue(label: "terminal-serve.session.writes")
  /// Held while a session's app is started.
  private static let spawning = Mutex(())
  /// Whether the app has ended and been waited for: its pid may then be another process's.
  private let hasEnded = Atomic(false)

  /// Starts `executable` with `arguments` (its name first) and `environment` on a terminal of
  /// `rows` by `columns`.
  init(
    executable: String, arguments: [String], environment: [String: String], rows: Int,
    columns: Int
  ) throws {
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var master: Int32 = -1
    // One at a time: a fork while another session's terminal is being made would hand that
    // terminal's other end to this app, and the other app's end would then go unheard.
    let pid = Self.spawning.withLock { _ in
      terminalui_spawn_on_pty(
        executable, argv, envp, UInt16(clamping: rows), UInt16(clamping: columns), &master)
    }
    guard pid > 0 else {
      throw SSHServeOptions.Failure(
        "cannot start \(executable): \(String(cString: strerror(errno)))")
    }
    self.pid = pid
    self.master = master
  }

  /// Reads what the app writes to its terminal, on a thread of its own, handing each piece to
  /// `output`; once the app has ended (its terminal closed), hands `ended` its wait status.
  func start(
    output: @escaping @Sendable ([UInt8]) -> Void, ended: @escaping @Sendable (Int32) -> Void
  ) {
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
          output(Array(buffer[0..<count]))
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          break  // EIO: the app's side of the terminal is closed.
        }
      }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      hasEnded.store(true, ordering: .releasing)
      // Closed once no write can come: writes are queued, and this runs after them.
      writes.async { [master] in close(master) }
      ended(status)
    }
  }

  /// Writes `bytes` (the user's keys) to the app's terminal.
  func write(_ bytes: [UInt8]) {
    writes.async { [master] in
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          Glibc.write(master, $0.baseAddress, $0.count)
        }
        if written < 0 {
          if errno == EINTR { continue }
          return  // The app is gone: nothing to write to.
        }
        offset += written
      }
    }
  }

  /// Sets the terminal's size; the app hears SIGWINCH.
  func resize(rows: Int, columns: Int) {
    writes.async { [master] in
      _ = terminalui_resize_pty(master, UInt16(clamping: rows), UInt16(clamping: columns))
    }
  }

  /// Ends the app as a closed terminal does (SIGHUP), and, if it has not ended `grace` later,
  /// with SIGKILL.
  func hangUp(grace: Duration = .seconds(5)) {
    guard !hasEnded.load(ordering: .acquiring) else { return }
    kill(pid, SIGHUP)
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .milliseconds(Int(grace / .milliseconds(1)))
    ) { [self] in
      // Not waited for yet, the pid is still this app's (a zombie's, at worst).
      if !hasEnded.load(ordering: .acquiring) { kill(pid, SIGKILL) }
    }
  }
}
