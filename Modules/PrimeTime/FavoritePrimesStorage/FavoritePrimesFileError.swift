import FileLayer
import Foundation
import Sharing

/// What went wrong with the favorites file, or what was done about it, as the shared list's
/// `loadError` or `saveError`.
///
/// ```swift
/// if let error = state.$primes.loadError.map(FavoritePrimesFileError.init(loadError:)),
///   error.isNotice
/// {
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
  /// A save waits for another instance, which holds the file's lock (it is saving, or it was
  /// stopped mid-save); it is tried again for `FileLock.wait`, then waits for the next edit.
  case locked

  /// Whether this tells what was done rather than what went wrong.
  public var isNotice: Bool {
    switch self {
    case .ignoredEntries, .keptAside: true
    case .unreadable, .timedOut, .saveFailed, .locked: false
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
    }
  }
}

extension FavoritePrimesFileError {
  /// What the list's key said of its file when it read it (`$primes.loadError`), in the
  /// favorites' words.
  ///
  /// ```swift
  /// let error = state.$primes.loadError.map(FavoritePrimesFileError.init(loadError:))
  /// ```
  public init(loadError error: any Error) {
    switch error {
    case let error as FavoritePrimesFileError: self = error
    case let kept as FileKeptAside: self = .keptAside(kept.name)
    case let error as FileError where error.isTimedOut: self = .timedOut
    case let error as FileError: self = .unreadable(Self.said(error))
    default: self = .unreadable("\(error)")
    }
  }

  /// What the list's key said of its last save (`$primes.saveError`), in the favorites' words.
  ///
  /// ```swift
  /// let error = state.$primes.saveError.map(FavoritePrimesFileError.init(saveError:))
  /// ```
  public init(saveError error: any Error) {
    switch error {
    case let error as FavoritePrimesFileError: self = error
    case let error as FileError where error.isLockHeld:
      guard case .lockHeld(let wait) = error.reason, wait > .zero else {
        self = .locked
        return
      }
      self = .saveFailed(
        "another PrimeTime held \(FavoritePrimesKey.fileName) for "
          + "\(wait.components.seconds) seconds; the next change tries again")
    case let error as FileError: self = .saveFailed(Self.said(error))
    default: self = .saveFailed("\(error)")
    }
  }

  /// What the file layer said of the file, in the favorites' words: the system's reason and
  /// the folder, or what the layer refused to read.
  private static func said(_ error: FileError) -> String {
    let what = "\(FavoritePrimesKey.fileName) could not be \(error.isWrite ? "saved" : "read")"
    switch error.reason {
    case .system(let code):
      let folder = URL(filePath: error.path).deletingLastPathComponent().path
      return "\(what): \(String(cString: strerror(code))) in \(folder)."
    case .notARegularFile: return "\(what): it is not a regular file."
    case .tooLarge(let bytes, let limit):
      return "\(what): it is too large (\(bytes) bytes; the limit is \(limit))."
    case .lockHeld, .timedOut: return "\(what): \(error.localizedDescription)."
    }
  }
}
