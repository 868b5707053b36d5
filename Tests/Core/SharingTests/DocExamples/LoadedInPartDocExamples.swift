// The doc comment examples of Modules/Core/Sharing/LoadedInPart.swift, compiled; never run.
import Foundation
import Sharing

private enum LoadedInPartDocExamples {
  static func decoder() {
    struct SkippedLines: Error { var count: Int }

    let decode: @Sendable (Data) throws -> [Int] = { data in
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
      let numbers = lines.compactMap { Int($0) }
      guard numbers.count == lines.count else {
        throw LoadedInPart(numbers, notice: SkippedLines(count: lines.count - numbers.count))
      }
      return numbers
    }
    _ = decode
  }
}
