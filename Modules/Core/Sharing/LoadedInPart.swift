/// What a key's load answers when it read a value only in part (entries it could not use were
/// left out): the reference takes `value`, and its ``Shared/loadError`` is `notice`, which an
/// asked-for `load()` throws. A `.fileStorage` key's `decode` throws it; the file is then kept
/// aside before a save replaces it, so that what was left out is not lost.
///
/// ```swift
/// struct SkippedLines: Error { var count: Int }
///
/// let decode: @Sendable (Data) throws -> [Int] = { data in
///   let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
///   let numbers = lines.compactMap { Int($0) }
///   guard numbers.count == lines.count else {
///     throw LoadedInPart(numbers, notice: SkippedLines(count: lines.count - numbers.count))
///   }
///   return numbers
/// }
/// ```
public struct LoadedInPart<Value: Sendable>: Error {
  /// What was read.
  public var value: Value
  /// What the reference's load error says of what was left out.
  public var notice: any Error

  /// A value read with `notice` to say.
  public init(_ value: Value, notice: any Error) {
    self.value = value
    self.notice = notice
  }

  /// A load's answer as the reference takes it: the value read in part as a value, and the
  /// notice to say with it.
  static func split(_ result: Result<Value?, any Error>) -> (
    result: Result<Value?, any Error>, notice: (any Error)?
  ) {
    guard case .failure(let part as Self) = result else { return (result, nil) }
    return (.success(part.value), part.notice)
  }
}
