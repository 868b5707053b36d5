/// What went wrong with the favorites file, or what was done about it, as the shared list's
/// `loadError` or `saveError`.
///
/// ```swift
/// if let error = state.$primes.loadError as? FavoritePrimesFileError, error.isNotice {
///   notices.append("\(error)")
/// }
/// ```
public enum FavoritePrimesFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read, for this reason: the list holds this instance's edits, and
  /// the file is moved aside before the first save replaces it.
  case unreadable(String)
  /// The file's entries that are not unique primes were left out of the list; the file is moved
  /// aside before the first save replaces it.
  case ignoredEntries(Int)
  /// The file that could not be used as it was (unreadable, or with entries left out) was moved
  /// aside, under this name, and a new one saved.
  case keptAside(String)
  /// The file did not answer within ``FavoritePrimesKey/loadTimeout``; edits are kept for it.
  case timedOut
  /// The list could not be saved, for this reason; it stays in memory, and the next edit
  /// tries again.
  case saveFailed(String)
  /// Asked to save, these edits still wait for the file to be read (or for it to answer).
  case notSaved([FavoritePrimesKey.Edit], timedOut: Bool)
  /// A save waits for another instance, which holds the file's lock (it is saving, or it was
  /// stopped mid-save); it is tried again until the lock is free.
  case locked

  /// The most edits ``notSaved(_:timedOut:)`` names; the rest are counted.
  static let mostEditsSaid = 10

  /// Whether this tells what was done rather than what went wrong.
  public var isNotice: Bool {
    switch self {
    case .ignoredEntries, .keptAside: true
    case .unreadable, .timedOut, .saveFailed, .notSaved, .locked: false
    }
  }

  public var description: String {
    let file = FavoritePrimesKey.fileName
    let seconds = FavoritePrimesKey.loadTimeout.components.seconds
    switch self {
    case .unreadable(let reason), .saveFailed(let reason):
      return reason
    case .ignoredEntries(let count):
      return "Ignored \(count) entr\(count == 1 ? "y" : "ies") of \(file) that "
        + "\(count == 1 ? "is not a unique prime" : "are not unique primes")."
    case .keptAside(let name):
      return "The old \(file) was kept as \(name)."
    case .locked:
      return "Another PrimeTime is saving \(file): this save waits for it to finish."
    case .timedOut:
      return "\(file) did not answer within \(seconds) seconds. Press R to try again; your "
        + "changes are kept until it is read."
    case .notSaved(let edits, let timedOut):
      // Said in a line: a long run of edits (a held delete key) is cut short.
      let shown = Self.mostEditsSaid
      var list = edits.prefix(shown).map {
        switch $0 {
        case .added(let prime): "added \(prime)"
        case .removed(let prime): "removed \(prime)"
        }
      }
      if edits.count > shown {
        let more = edits.count - shown
        list.append("\(more) more edit\(more == 1 ? "" : "s")")
      }
      let why =
        timedOut
        ? "the file did not answer within \(seconds) seconds"
        : "the file had not been read yet"
      return "\(list.joined(separator: ", ")) in \(file): not saved, as \(why)"
    }
  }
}
