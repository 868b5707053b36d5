/// Why a ``FileClient`` could not load or save a document, in words a user can act on.
///
/// ```swift
/// do {
///   state.scores = try await fileClient.loadJSON([Int].self, from: "scores.json") ?? []
/// } catch let error as FileClientError {
///   state.loadError = error.description
/// }
/// ```
public enum FileClientError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document exists but could not be read (it is a folder, an I/O error, …).
  case unreadable(name: String, reason: String)
  /// The document is not valid JSON: empty, truncated or garbled.
  case invalidJSON(name: String, detail: String)
  /// The document is JSON, but not of the expected shape.
  case wrongShape(name: String, detail: String)
  /// The document or its folder may not be read or written.
  case permissionDenied(name: String, path: String)
  /// There is no room left on the disk to save the document.
  case diskFull(name: String)
  /// The document is larger than a document of this app can be.
  case tooLarge(name: String, bytes: Int, limit: Int)
  /// Saving failed for another reason.
  case writeFailed(name: String, reason: String)
  /// Another process holds the document's lock (it is saving it, or it was stopped mid-save):
  /// nothing was written, and the update may be tried again.
  case locked(name: String)

  public var description: String {
    switch self {
    case .unreadable(let name, let reason):
      "\(name) could not be read: \(reason)."
    case .invalidJSON(let name, let detail):
      "\(name) is not valid JSON (\(detail))."
    case .wrongShape(let name, let detail):
      "\(name) does not hold what was expected (\(detail))."
    case .permissionDenied(let name, let path):
      "\(name): permission denied at \(path)."
    case .diskFull(let name):
      "\(name) could not be saved: the disk is full."
    case .tooLarge(let name, let bytes, let limit):
      "\(name) is too large (\(bytes) bytes; the limit is \(limit))."
    case .writeFailed(let name, let reason):
      "\(name) could not be saved: \(reason)."
    case .locked(let name):
      "\(name) is locked by another process that is saving it."
    }
  }
}
