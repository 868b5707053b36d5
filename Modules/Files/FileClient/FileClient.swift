import Dependencies
import Dispatch
import Foundation
import Sharing

/// Named documents (such as `scores.json`) in the app's data folder: the file system a feature's
/// `.fileStorage` keys read and write through (see ``fileStorage(clock:)``), so that its files
/// and the state persisted in them go through one dependency, which tests and previews override
/// once.
///
/// The app installs ``liveValue`` (or ``live(directory:)``), tests install
/// ``inMemory(initial:)``, and the test value is an empty in-memory one of each test's own.
/// Each operation may block: a key calls it on a queue of its own, bounded in time, and a
/// feature that reads a document itself does so with ``contents(of:)``, off the cooperative
/// pool.
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
public struct FileClient: Sendable {
  /// Which documents this client reads and writes: keys tell file systems apart by it, so that
  /// each client made has its own references. A copy (with an operation overridden) keeps it.
  ///
  /// ```swift
  /// var failing = files
  /// failing.save = { name, _ in throw CocoaError(.fileWriteOutOfSpace) }
  /// let same = failing.identity == files.identity  // true: the same files
  /// ```
  public var identity = Identity()
  /// The contents of the named document, or `nil` when it does not exist yet.
  public var load: @Sendable (_ name: String) throws -> Data?
  /// Replaces the named document with `data`, atomically.
  public var save: @Sendable (_ name: String, _ data: Data) throws -> Void
  /// Replaces the named document with what `change` makes of its contents (`nil` leaves it as
  /// it is), holding the document's lock, shared with other processes, from the read to the
  /// write: taken at once or not at all, when it throws a `FileError` of `lockHeld`.
  public var update: @Sendable (_ name: String, _ change: (Data?) throws -> Data?) throws -> Void
  /// Renames the named document aside, so that one that could not be read is kept rather than
  /// overwritten, and returns the new name; `nil` where it was left: there is none, or what it
  /// holds now is usable by `isUnusable`'s judgement (another process saved a good one).
  public var moveAside:
    @Sendable (_ name: String, _ isUnusable: @escaping @Sendable (Data) -> Bool) throws -> String?
  /// Calls `onChange` whenever another process changes the named document, until the
  /// subscription returned is cancelled.
  public var watch:
    @Sendable (_ name: String, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription

  /// A client of these operations.
  ///
  /// ```swift
  /// let failing = FileClient(
  ///   load: { _ in nil }, save: { _, _ in throw CocoaError(.fileWriteOutOfSpace) },
  ///   update: { _, _ in throw CocoaError(.fileWriteOutOfSpace) }, moveAside: { _, _ in nil })
  /// ```
  public init(
    load: @escaping @Sendable (_ name: String) throws -> Data?,
    save: @escaping @Sendable (_ name: String, _ data: Data) throws -> Void,
    update: @escaping @Sendable (_ name: String, _ change: (Data?) throws -> Data?) throws -> Void,
    moveAside:
      @escaping @Sendable (_ name: String, _ isUnusable: @escaping @Sendable (Data) -> Bool)
      throws -> String?,
    watch:
      @escaping @Sendable (_ name: String, _ onChange: @escaping @Sendable () -> Void)
      -> SharedSubscription = { _, _ in SharedSubscription {} }
  ) {
    self.load = load
    self.save = save
    self.update = update
    self.moveAside = moveAside
    self.watch = watch
  }

  /// The named document's contents, read on a thread of its own: a document that does not
  /// answer (a hung network mount) holds that thread, never one of the cooperative pool's.
  ///
  /// ```swift
  /// let isFirstLaunch = try await fileClient.contents(of: "scores.json") == nil
  /// ```
  public func contents(of name: String) async throws -> Data? {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try load(name) }) }
    }
  }

  /// The client as a file key's file system: a key made inside it reads, writes, watches and
  /// keeps aside its file (the document named by its URL's last component) through this
  /// client, on the key's own queue. Its bounds (a read or a write unanswered for
  /// `FileStorage.answerBound`) and its tries of another process's lock run on `clock`.
  ///
  /// Documents are never empty here: an empty one is said as such (kept aside before a save
  /// replaces it), and none is written where there is none.
  ///
  /// ```swift
  /// $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
  /// ```
  public func fileStorage(clock: any Clock<Duration>) -> FileStorage {
    .custom(
      id: identity,
      load: { url in
        let data = try load(url.lastPathComponent)
        guard data?.isEmpty != true else { throw EmptyDocument(name: url.lastPathComponent) }
        return data
      },
      save: { data, url in try save(url.lastPathComponent, data) },
      update: { url, change in try update(url.lastPathComponent, change) },
      moveAside: { url, isUnusable in
        do {
          return try moveAside(url.lastPathComponent, isUnusable)
        } catch {
          throw NotKeptAside(name: url.lastPathComponent, reason: error)
        }
      },
      watch: { url, onChange in watch(url.lastPathComponent, onChange) },
      after: { delay, work in
        Task {
          try await clock.sleep(for: delay)
          DispatchQueue.global(qos: .utility).async(execute: work)
        }
      })
  }

  /// A document with nothing in it: no document of this client is empty, so it was emptied by
  /// something else (a crash of a program that writes in place), and is said, not read as none.
  struct EmptyDocument: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) is empty." }
  }

  /// A document that could not be read and could not be kept aside either: the save that
  /// would have replaced it did not, and says so.
  private struct NotKeptAside: Error, CustomStringConvertible {
    var name: String
    var reason: any Error
    var description: String {
      let said = (reason as? any LocalizedError)?.errorDescription ?? "\(reason)"
      return
        "\(name) could not be kept aside (\(said)), so it was left as it is; nothing was saved."
    }
  }
}

extension FileClient {
  /// A client's identity: equal only to itself.
  public final class Identity: Hashable, Sendable {
    /// Makes an identity no other client has.
    public init() {}

    public static func == (lhs: Identity, rhs: Identity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}

extension FileClient: TestDependencyKey {
  /// An empty in-memory file system of each test's own, as swift-sharing's file storage is in
  /// tests: state that persists through this client (a `@Shared` key that saves through it)
  /// loads and saves there, never on disk, and no test sees another's files. Override it to
  /// start with files, or to fail:
  ///
  /// ```swift
  /// $0.fileClient = .inMemory(initial: ["scores.json": Data("[2,3]".utf8)])
  /// ```
  public static var testValue: FileClient { .inMemory() }
}

extension DependencyValues {
  /// The client features use to load and save documents.
  ///
  /// ```swift
  /// @Dependency(\.fileClient) var fileClient
  /// ```
  public var fileClient: FileClient {
    get { self[FileClient.self] }
    set { self[FileClient.self] = newValue }
  }
}
