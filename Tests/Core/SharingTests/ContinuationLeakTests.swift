import Sharing
import Testing

/// A key that drops its load or save continuation without resuming it is reported, and the
/// load or save ends as if the key had found nothing or saved, instead of waiting forever.
@Suite struct ContinuationLeakTests {
  static func isLeak(_ issue: Issue, of key: String) -> Bool {
    issue.description.hasSuffix(
      """
      '\(key)' leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """)
  }

  @Test func aLoadThatIsNeverAnsweredEnds() async throws {
    try await withKnownIssue {
      @SharedReader(NeverLoads()) var value = 1
      #expect(!$value.isLoading)
      try await $value.load()
      #expect(!$value.isLoading)
      #expect(value == 1)
    } matching: {
      Self.isLeak($0, of: "NeverLoads()")
    }
  }

  @Test func aSaveThatIsNeverAnsweredEnds() async throws {
    @Shared(NeverSaves()) var value = 0
    #expect(value == 42)
    try await withKnownIssue {
      try await $value.save()
    } matching: {
      Self.isLeak($0, of: "NeverSaves()")
    }
  }

  @Test func aRequiredValueThatIsNeverLoadedThrows() async throws {
    await withKnownIssue {
      await #expect(throws: (any Error).self) {
        _ = try await Shared<Int>(require: NeverSaves.NeverLoadsEither())
      }
    } matching: {
      Self.isLeak($0, of: "NeverLoadsEither()")
    }
  }
}

private struct NeverLoads: SharedReaderKey {
  var id: some Hashable { "never-loads" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }
}

private struct NeverSaves: SharedKey {
  var id: some Hashable { "never-saves" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 42)
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}

  struct NeverLoadsEither: SharedKey {
    var id: some Hashable { "never-loads-either" }
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
      -> SharedSubscription
    {
      SharedSubscription {}
    }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }
}
