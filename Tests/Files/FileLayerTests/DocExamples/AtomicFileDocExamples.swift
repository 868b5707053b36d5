// The doc comment examples of Modules/Files/FileLayer/AtomicFile.swift, compiled; never run.
import FileLayer
import Foundation

private enum AtomicFileDocExamples {
  static func atomicFile(url: URL) throws {
    try AtomicFile.replace(url, with: Data("[1, 2]".utf8))
    let data = try AtomicFile.read(url)  // "[1, 2]", or nil had there been no file
    _ = data
  }

  static func read(url: URL) throws {
    let data = try AtomicFile.read(url, limit: 10 * 1024 * 1024)
    _ = data
  }

  static func replace(url: URL, scores: [Int]) throws {
    try AtomicFile.replace(url, with: try JSONEncoder().encode(scores))
  }

  static func createEmpty(url: URL) throws {
    let made = try AtomicFile.createEmpty(url)  // false: a file was there
    _ = made
  }

  static func keepAside(url: URL) throws {
    let kept = try AtomicFile.keepAside(url)  // "scores.json.corrupt-20261127T120000Z"
    _ = kept
  }

  static func keepAsideIfUnusable(url: URL) throws {
    let kept = try AtomicFile.keepAside(url) { $0.isEmpty }  // nil: none, or not empty
    _ = kept
  }
}
