import ConcurrencyExtras
import Dispatch
import FileLayer
import Foundation
import Sharing

extension FileClient {
  /// The client as the file system of `.fileStorage` keys: a key made inside it reads, writes,
  /// watches and keeps aside its file through this client (the file named by its URL's last
  /// component), so that a feature's file and the state persisted in it go through one
  /// dependency, which tests and previews override once. The key's bounds (a read or a write
  /// unanswered for `FileStorage.answerBound`) and its tries of another process's lock run on
  /// `clock`.
  ///
  /// Documents are never empty here: an empty document reads as one that is not valid JSON
  /// (kept aside before a save replaces it, as ``loadJSON(_:from:)`` says), and the empty
  /// file a key leaves where there is none is not written.
  ///
  /// ```swift
  /// @Dependency(\.fileClient) var fileClient
  /// @Dependency(\.continuousClock) var clock
  ///
  /// let scores = withDependencies {
  ///   $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
  /// } operation: {
  ///   Shared(wrappedValue: [Int](), .fileStorage(URL(filePath: "scores.json")))
  /// }
  /// ```
  public func fileStorage(clock: any Clock<Duration>) -> FileStorage {
    .custom(
      id: identity,
      load: { url in
        let name = url.lastPathComponent
        let data = try Self.blocking { try await self.load(name) }
        if data?.isEmpty == true {
          throw FileClientError.invalidJSON(name: name, detail: "the file is empty")
        }
        return data
      },
      save: { data, url in
        guard !data.isEmpty else { return }
        try Self.blocking { try await self.save(url.lastPathComponent, data) }
      },
      update: { url, change in
        try withoutActuallyEscaping(change) { change in
          // Held for the call only: the client's task may outlive it a moment, the change not.
          let held = Held(change)
          defer { held.change = nil }
          do {
            _ = try Self.blocking {
              try await self.update(url.lastPathComponent) { stored in
                guard let new = try held.change?(stored) else { throw Unchanged() }
                return new
              }
            }
          } catch is Unchanged {
          } catch FileClientError.locked {
            throw FileError.lockHeld(url, wait: .zero)
          }
        }
      },
      moveAside: { url, isUnusable in
        do {
          return try Self.blocking { try await self.moveAside(url.lastPathComponent, isUnusable) }
        } catch {
          throw NotKeptAside(reason: error)
        }
      },
      watch: { url, onChange in
        let changes = self.changes(url.lastPathComponent)
        let listening = Task {
          // The key reads the file again on a change: off the cooperative pool, as it blocks.
          for await _ in changes { DispatchQueue.global(qos: .utility).async(execute: onChange) }
        }
        return SharedSubscription { listening.cancel() }
      },
      after: { delay, work in
        Task {
          try await clock.sleep(for: delay)
          DispatchQueue.global(qos: .utility).async(execute: work)
        }
      })
  }

  /// A document that could not be read and could not be kept aside either: the save that
  /// would have replaced it did not, and says so.
  private struct NotKeptAside: Error, CustomStringConvertible {
    var reason: any Error
    var description: String { "\(reason) The file was left as it is; nothing was saved." }
  }

  /// What an update's change throws to leave the document as it is.
  private struct Unchanged: Error {}

  /// An update's change, called while the update waits for it: the wait is its lock.
  private final class Held: @unchecked Sendable {
    var change: ((Data?) throws -> Data?)?

    init(_ change: @escaping (Data?) throws -> Data?) { self.change = change }
  }

  /// The answer of `work`, waited for on this thread: a key's queue, never the cooperative
  /// pool, whose threads `work` runs on.
  private static func blocking<T: Sendable>(
    _ work: @escaping @Sendable () async throws -> T
  ) throws -> T {
    let answer = LockIsolated<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        let value = try await work()
        answer.setValue(.success(value))
      } catch {
        answer.setValue(.failure(error))
      }
      done.signal()
    }
    done.wait()
    return try answer.value!.get()
  }
}
