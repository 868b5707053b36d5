import ConcurrencyExtras
import Foundation

extension FileClient {
  /// A client that keeps documents in memory, starting with `initial`; for onboarding,
  /// previews and tests. Nothing touches the disk.
  ///
  /// ```swift
  /// let client = FileClient.inMemory(initial: ["scores.json": Data("[2,3]".utf8)])
  /// ```
  public static func inMemory(initial: [String: Data] = [:]) -> Self {
    let documents = LockIsolated(initial)
    return Self(
      load: { name in documents.value[name] },
      save: { name, data in documents.withValue { $0[name] = data } },
      update: { name, change in
        try documents.withValue {
          let new = try change($0[name])
          $0[name] = new
          return new
        }
      },
      // No one else writes to memory.
      changes: { _ in AsyncStream { _ in } },
      moveAside: { name, isUnusable in
        let asideName = "\(name).corrupt-in-memory"
        return documents.withValue { documents -> String? in
          guard let data = documents[name], isUnusable(data) else { return nil }
          documents[asideName] = data
          documents[name] = nil
          return asideName
        }
      }
    )
  }
}
