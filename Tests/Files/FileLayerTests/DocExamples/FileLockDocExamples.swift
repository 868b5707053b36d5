// The doc comment examples of Modules/Files/FileLayer/FileLock.swift, compiled; never run.
import FileLayer
import Foundation

private enum FileLockDocExamples {
  static func take(url: URL) throws {
    let unlock = try FileLock.take(url)
    defer { unlock() }
    try AtomicFile.replace(url, with: Data("[]".utf8))
  }
}
