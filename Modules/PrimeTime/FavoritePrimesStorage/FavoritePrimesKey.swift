// The favorites' storage: the key behind `@Shared(.favoritePrimes)`, the file's rules and their
// errors. It is a module of its own, below the features, so that Counter and PrimeModal read and
// write the favorites without depending on the Favorites feature (FavoritePrimes), which shows
// the same list.

import Foundation
import Primes
import Sharing

/// The rules of `favorite-primes.json`, the file behind `@Shared(.favoritePrimes)`: a
/// `.fileStorage` key that reads and writes it through the `FileClient` dependency (its file
/// system, see `FileClient.fileStorage(clock:)`), with the favorites' own decoding and merge.
/// The engine gives it what it gives every file key (bounded, said loads and saves, edits kept
/// while the first read goes on, bad files kept aside). What the favorites add:
///
/// - A file whose entries are not all unique primes is read without them
///   (``FavoritePrimesFileError/ignoredEntries(_:)``), and kept aside before a save.
/// - Two instances' lists meet by ``merge(base:ours:theirs:)``: each one's additions and
///   removals, made on the other's.
/// - ``FavoritePrimesFileError/init(loadError:)`` and ``FavoritePrimesFileError/init(saveError:)``
///   say what the engine said in the favorites' words.
///
/// ```swift
/// let favorites = withDependencies {
///   $0.fileClient = .live(directory: dataDirectory)
/// } operation: {
///   Shared(.favoritePrimes)  // loads the file, as a feature's state holding it does
/// }
/// ```
public enum FavoritePrimesKey {
  /// The document the favorites live in.
  public static let fileName = "favorite-primes.json"
  /// How long a read or a save may go unanswered before the list says so (a hung network file
  /// system); what it brings still counts if it answers later.
  public static let loadTimeout = FileStorage.answerBound

  /// The list in `data`: a JSON array of unique primes. Entries that are not are left out, and
  /// said (a ``LoadedInPart``); a file that is not such an array throws what is wrong with it.
  ///
  /// ```swift
  /// let primes = try FavoritePrimesKey.decode(Data("[2,3]".utf8))  // [2, 3]
  /// ```
  public static func decode(_ data: Data) throws -> [Int] {
    let numbers = try numbers(in: data)
    var seen = Set<Int>()
    let primes = numbers.filter { isPrime($0) && seen.insert($0).inserted }
    guard primes.count == numbers.count else {
      throw LoadedInPart(
        primes, notice: FavoritePrimesFileError.ignoredEntries(numbers.count - primes.count))
    }
    return primes
  }

  /// The JSON array of numbers in `data`, or what is wrong with it: bytes that are not JSON (a
  /// truncated file), or JSON of another shape.
  private static func numbers(in data: Data) throws -> [Int] {
    do {
      return try JSONDecoder().decode([Int].self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
      else {
        throw FavoritePrimesFileError.unreadable(
          "\(fileName) is not valid JSON (\(describe(context))).")
      }
      // JSON all the same. The decoder calls a number an Int cannot hold (5.5 or 1e30) not
      // valid JSON, without saying where.
      throw FavoritePrimesFileError.unreadable(
        "\(fileName) does not hold what was expected (a number that does not fit: a fraction, "
          + "or too large).")
    } catch DecodingError.dataCorrupted(let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context)
    {
      throw FavoritePrimesFileError.unreadable(
        "\(fileName) does not hold what was expected (\(describe(context))).")
    }
  }

  /// What the decoder said, and where.
  private static func describe(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
    let description = [context.debugDescription, underlying.map { "\($0)" }]
      .compactMap { $0 }.joined(separator: ": ")
    return path.isEmpty ? description : "at \(path.joined()): \(description)"
  }
}
