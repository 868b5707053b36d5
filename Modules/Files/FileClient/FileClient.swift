import Dependencies
import DependenciesMacros
import Foundation

/// Loads and saves named documents (such as `scores.json`) in the app's data folder.
///
/// Features read it through `@Dependency(\.fileClient)`; the app installs ``liveValue`` (or
/// ``live(directory:)``), tests install ``inMemory(initial:)``, and the test value is an empty
/// in-memory one of each test's own.
///
/// ```swift
/// @Dependency(\.fileClient) var fileClient
///
/// let scores = try await fileClient.loadJSON([Int].self, from: "scores.json") ?? []
/// try await fileClient.saveJSON(scores, to: "scores.json")
/// ```
@DependencyClient
public struct FileClient: Sendable {
  /// Which documents this client reads and writes: a `@Shared` key that saves through it and
  /// keeps one reference per set of files tells clients apart by it, as swift-sharing's file
  /// storage keys do by their storage. Each client made has its own; a copy (with a closure
  /// overridden) keeps it.
  ///
  /// ```swift
  /// var failing = files
  /// failing.update = { name, _ in throw FileClientError.diskFull(name: name) }
  /// let same = failing.identity == files.identity  // true: the same files
  /// ```
  public var identity: Identity = Identity()

  /// The contents of the named document, or `nil` when it does not exist yet.
  public var load: @Sendable (_ name: String) async throws -> Data?

  /// Replaces the named document with `data`, atomically.
  public var save: @Sendable (_ name: String, _ data: Data) async throws -> Void

  /// Replaces the named document with what `change` makes of its contents (`nil` when it does
  /// not exist yet), atomically, and returns what was written. The read and the write hold the
  /// document's advisory lock, so that another process's update never lands between them.
  /// When another process holds the lock, it throws ``FileClientError/locked(name:)`` at once
  /// rather than wait for it (a process stopped mid-save holds it for as long as it is
  /// stopped): the caller decides when to try again.
  ///
  /// ```swift
  /// let written = try await fileClient.update("notes.txt") { old in
  ///   (old ?? Data()) + Data("one more line\n".utf8)
  /// }
  /// ```
  public var update:
    @Sendable (_ name: String, _ change: @escaping @Sendable (Data?) throws -> Data) async throws
      -> Data

  /// Yields whenever the named document is changed by someone else (another process), as the
  /// file layer's `FileWatch` hears it; the client's own saves do not count.
  ///
  /// ```swift
  /// for await _ in fileClient.changes("scores.json") {
  ///   await send(.fileChanged)
  /// }
  /// ```
  public var changes: @Sendable (_ name: String) -> AsyncStream<Void> = { _ in
    AsyncStream { _ in }
  }

  /// Renames the named document aside (to `NAME.corrupt-TIMESTAMP`), so that a document that
  /// could not be used is kept rather than overwritten, and returns the new name; `nil` when it
  /// was left where it is. It is judged under the document's lock, as ``update`` reads it: kept
  /// aside if it cannot be read, or if `isUnusable` says so of what it holds; left if there is
  /// none or it is usable (another process saved a good one over the bad one meanwhile). Throws
  /// ``FileClientError/locked(name:)`` at once when another process holds the lock.
  ///
  /// ```swift
  /// let kept = try await fileClient.moveAside("scores.json") { data in
  ///   (try? JSONDecoder().decode([Int].self, from: data)) == nil
  /// }
  /// ```
  public var moveAside:
    @Sendable (_ name: String, _ isUnusable: @escaping @Sendable (Data) -> Bool) async throws
      -> String?
}

extension FileClient {
  /// Decodes the named JSON document, or returns `nil` when it does not exist yet.
  ///
  /// Throws a ``FileClientError`` that says what is wrong: ``FileClientError/invalidJSON(name:detail:)``
  /// for bytes that are not JSON (an empty or truncated file), ``FileClientError/wrongShape(name:detail:)``
  /// for JSON of another shape.
  ///
  /// ```swift
  /// let scores = try await fileClient.loadJSON([Int].self, from: "scores.json")
  /// ```
  public func loadJSON<Value: Decodable>(_ type: Value.Type, from name: String) async throws
    -> Value?
  {
    guard let data = try await load(name) else { return nil }
    return try Self.decode(Value.self, from: data, name: name)
  }

  /// Updates the named JSON document with `change` under its lock (see ``update``): `change`
  /// gets what the document holds now (`missing` when it does not exist) and returns what to
  /// write, which is returned. Throws a ``FileClientError`` for a document that is not such JSON.
  ///
  /// ```swift
  /// let written = try await fileClient.updateJSON([Int].self, at: "scores.json", missing: []) {
  ///   $0 + [5]
  /// }
  /// ```
  public func updateJSON<Value: Codable & Sendable>(
    _ type: Value.Type, at name: String, missing: Value,
    _ change: @escaping @Sendable (Value) -> Value
  ) async throws -> Value {
    let written = try await update(name) { data in
      let current = try data.map { try Self.decode(Value.self, from: $0, name: name) } ?? missing
      return try JSONEncoder().encode(change(current))
    }
    return try Self.decode(Value.self, from: written, name: name)
  }

  /// `data` decoded as JSON, with errors that say what is wrong with the named document, as
  /// ``loadJSON(_:from:)`` says them.
  ///
  /// ```swift
  /// let scores = try FileClient.decode([Int].self, from: Data("[2,3]".utf8), name: "scores.json")
  /// ```
  public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, name: String)
    throws
    -> Value
  {
    // Unlike Sharing's file storage, which reads an empty file as its default, an emptied
    // document is said and kept: an instance that has read the list must not take it for one
    // with nothing in it, and merge that into what it saves.
    guard !data.isEmpty else {
      throw FileClientError.invalidJSON(name: name, detail: "the file is empty")
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
      else { throw FileClientError.invalidJSON(name: name, detail: Self.describe(context)) }
      // JSON all the same. The decoder calls a number the type cannot hold (5.5 or 1e30 for an
      // Int) not valid JSON, without saying where; anything else it says in its own words.
      let said = Self.describe(context)
      throw FileClientError.wrongShape(
        name: name,
        detail: said.contains("not valid JSON")
          ? "a number that does not fit: a fraction, or too large" : said)
    } catch DecodingError.dataCorrupted(let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context)
    {
      throw FileClientError.wrongShape(name: name, detail: Self.describe(context))
    }
  }

  /// Encodes `value` as JSON and saves it under `name`.
  ///
  /// ```swift
  /// try await fileClient.saveJSON([2, 31], to: "scores.json")
  /// ```
  public func saveJSON(_ value: some Encodable, to name: String) async throws {
    try await save(name, JSONEncoder().encode(value))
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
    let description = [context.debugDescription, underlying.map { "\($0)" }]
      .compactMap { $0 }.joined(separator: ": ")
    return path.isEmpty ? description : "at \(path.joined()): \(description)"
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
