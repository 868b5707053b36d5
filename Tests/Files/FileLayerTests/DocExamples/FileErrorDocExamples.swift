// The doc comment examples of Modules/Files/FileLayer/FileError.swift, compiled; never run.
import FileLayer
import Foundation

private enum FileErrorDocExamples {
  static func fileError(url: URL) throws {
    do {
      _ = try AtomicFile.read(url)
    } catch let error as FileError where error.code == EACCES {
      print("ask for permission to read \(error.path)")
    }
    do {
      try AtomicFile.update(url, wait: .zero) { ($0 ?? Data()) + Data("one more line\n".utf8) }
    } catch let error as FileError where error.isLockHeld {
      print("try again in a moment")
    }
  }

  static func timedOut(url: URL) throws {
    throw FileError.timedOut(url, after: .seconds(5), isWrite: false)
    // "checklists.json did not answer within 5 seconds"
  }

  static func lockHeld(url: URL) throws {
    throw FileError.lockHeld(url, wait: .zero)  // "another process holds the lock of …"
  }
}
