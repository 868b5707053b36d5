import Foundation

/// A program of this package that a test runs as a child process (the writers in
/// `Tests/Support`: another instance of an app on the same files, a program that quits, one
/// killed mid-save), found beside the test bundle, where `swift build --build-tests` puts it.
///
/// ```swift
/// let writer = try ChildProcess("ChecklistsWriter")
/// let said = try await writer.run([directory.path, "a", "100"])
/// #expect(said == "done\n")
/// ```
public struct ChildProcess: Sendable {
  /// The program's name, as its executable target names it.
  public let name: String
  public let url: URL

  /// The executable `name` beside the test bundle; throws, saying how to build it, if it is not
  /// there.
  public init(_ name: String) throws {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    self.name = name
    url = bundle.deletingLastPathComponent().appending(component: name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw Failure(
        "\(name) is not beside the test bundle; build it with `swift build --build-tests`")
    }
  }

  /// Runs the program with `arguments` to its end and returns what it printed; throws, with
  /// what it printed on its standard error, if it exits other than with 0. The wait is on a
  /// thread of its own, not one of the few the tasks share.
  public func run(_ arguments: [String]) async throws -> String {
    try await onThread {
      let running = try start(arguments)
      let said = running.output.readDataToEndOfFile()
      running.process.waitUntilExit()
      let complaint = running.errors.readDataToEndOfFile()
      guard running.process.terminationStatus == 0 else {
        throw Failure(
          "\(name) exited with \(running.process.terminationStatus): "
            + String(decoding: complaint, as: UTF8.self))
      }
      return String(decoding: said, as: UTF8.self)
    }
  }

  /// Starts the program with `arguments`, for a test that reads what it says as it runs (and
  /// kills it): its process and the reading ends of its standard output and error.
  public func start(_ arguments: [String]) throws -> (
    process: Process, output: FileHandle, errors: FileHandle
  ) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, output.fileHandleForReading, errors.fileHandleForReading)
  }

  /// What went wrong with a child process, in words.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
  }
}

/// Runs `work`, which blocks (a wait for a child process), on a thread of its own and returns
/// its result.
///
/// ```swift
/// let status = try await onThread { process.waitUntilExit(); return process.terminationStatus }
/// ```
public func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}
