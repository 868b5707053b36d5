import Dependencies
import Foundation
import Sharing

/// A child process for SharingTests: `SharingWriter FILE COUNT…` shares an `Int` through
/// `.fileStorage(FILE)` on the real file system, sets it to each count in turn, at once (all but
/// the first within the second the key holds writes back), prints `set`, and returns from
/// `main`, as an app that quits right after a change does. The file must then hold the last
/// count: what a key held back is written before the program ends.
@main
struct SharingWriter {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3 else {
      FileHandle.standardError.write(Data("usage: SharingWriter FILE COUNT…\n".utf8))
      exit(2)
    }
    let url = URL(fileURLWithPath: arguments[1])
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    for argument in arguments.dropFirst(2) {
      guard let value = Int(argument) else {
        FileHandle.standardError.write(Data("not a count: \(argument)\n".utf8))
        exit(2)
      }
      count.withLock { $0 = value }
    }
    print("set")
  }
}
