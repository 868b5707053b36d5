import ConcurrencyExtras
import Foundation

extension FileClient {
  /// A client that keeps documents in memory, starting with `initial`; for onboarding,
  /// previews and tests. Nothing touches the disk, and no one else writes its documents.
  ///
  /// ```swift
  /// let client = FileClient.inMemory(initial: ["scores.json": Data("[2,3]".utf8)])
  /// ```
  public static func inMemory(initial: [String: Data] = [:]) -> Self {
    let documents = LockIsolated(initial)
    let lock = NSLock()
    return Self(
      load: { name in documents.value[name] },
      save: { name, data in documents.withValue { $0[name] = data } },
      update: { name, change in
        // The documents' lock is the update's: no other change lands between its read and write.
        try lock.withLock {
          if let new = try change(documents.value[name]) { documents.withValue { $0[name] = new } }
        }
      },
      moveAside: { name, isUnusable in
        let asideName = "\(name).corrupt-in-memory"
        return documents.withValue { documents -> String? in
          guard let data = documents[name], isUnusable(data) else { return nil }
          documents[asideName] = documents.removeValue(forKey: name)
          return asideName
        }
      }
    )
  }
}
