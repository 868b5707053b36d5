import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal of a fixed size, with this process's standard input and output moved onto
/// it, so that `NcursesBackend` (which draws only on a terminal, and only on those two) draws on
/// it; what it writes is read back from the master side, byte for byte.
///
/// ```swift
/// let terminal = PseudoTerminal(columns: 80, rows: 24)
/// let backend = try NcursesBackend(colors: true, synchronizedOutput: .on)
/// backend.present(grid)
/// let bytes = terminal.written()
/// backend.stop()
/// terminal.restore()
/// ```
public final class PseudoTerminal {
  /// The master side: what is written to the terminal is read here.
  private let master: Int32
  /// Standard input and output as they were before the move.
  private let savedInput: Int32
  private let savedOutput: Int32
  /// Written straight to the terminal after what is to be read, so that a read knows where that
  /// ends without waiting on a clock: an application program command string, which ncurses never
  /// writes.
  private static let marker = Array("\u{1B}_primetime-bench\u{1B}\\".utf8)

  /// Opens a pseudo-terminal of `columns` by `rows` and makes it standard input and output.
  /// `LINES` and `COLUMNS` are removed from the environment: ncurses would take the size from
  /// them rather than from the terminal.
  public init(columns: Int, rows: Int) {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard bench_open_pty(Int32(columns), Int32(rows), &master, &slave) == 0 else {
      fatalError("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    self.master = master
    unsetenv("LINES")
    unsetenv("COLUMNS")
    fflush(nil)
    savedInput = dup(STDIN_FILENO)
    savedOutput = dup(STDOUT_FILENO)
    dup2(slave, STDIN_FILENO)
    dup2(slave, STDOUT_FILENO)
    close(slave)
  }

  /// Everything written to the terminal since the last call (or since it was opened).
  public func written() -> [UInt8] {
    let marker = Self.marker
    precondition(
      marker.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        == marker.count)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !(bytes.count >= marker.count && bytes.suffix(marker.count).elementsEqual(marker)) {
      let count = read(master, &buffer, buffer.count)
      precondition(count > 0, "the terminal's master side ended")
      bytes += buffer[0..<count]
    }
    return Array(bytes.dropLast(marker.count))
  }

  /// Reads and drops what is written to the terminal, on a thread of its own, from now until the
  /// process ends: for measures that draw many frames and look at none.
  public func discardWrites() {
    let master = master
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while read(master, &buffer, buffer.count) > 0 {}
    }
  }

  /// Puts standard input and output back as they were. The master side stays open: a backend
  /// stopped before may still have bytes on their way.
  public func restore() {
    dup2(savedInput, STDIN_FILENO)
    dup2(savedOutput, STDOUT_FILENO)
  }
}
