import Foundation
import IdentifiedCollections
import Sharing
import Testing

private struct Row: Identifiable, Equatable, Sendable {
  var id: Int
}

extension SharedReaderKey where Self == InMemoryKey<IdentifiedArrayOf<Row>>.Default {
  fileprivate static var rows: Self { Self[.inMemory("rows"), default: [Row(id: 0)]] }
}

/// A reader that requires its value, a value pointed at another key and loaded from it, and
/// the defaults a key carries, as swift-sharing spells them.
@Suite struct RequireAndLoadTests {
  @Test func aRequiredReaderReadsWhatTheKeyHolds() async throws {
    @Shared(.inMemory("count")) var count = 10
    let reader = try await SharedReader<Int>(require: .inMemory("count"))
    #expect(reader.wrappedValue == 10)
    $count.withLock { $0 = 11 }
    #expect(reader.wrappedValue == 11)
    await #expect(throws: SharedLoadError.noValue) {
      try await SharedReader<Int>(require: .inMemory("missing"))
    }
  }

  @Test func loadingAnotherKeyPointsEveryCopyAtIt() async throws {
    @Shared(.inMemory("stored")) var stored = 42
    @SharedReader(.inMemory("count")) var count = 1
    let copy = $count
    try await $count.load(.inMemory("stored"))
    #expect(count == 42)
    #expect(copy.wrappedValue == 42)
    $stored.withLock { $0 = 43 }
    #expect(count == 43)
    #expect(!$count.isLoading)
  }

  @Test func loadingAKeyThatHoldsNothingKeepsTheValue() async throws {
    @Shared(.inMemory("count")) var count = 5
    try await $count.load(.inMemory("empty"))
    #expect(count == 5)
    $count.withLock { $0 = 6 }
    @Shared(.inMemory("empty")) var empty = 0
    #expect(empty == 6)
  }

  @Test func aDefaultKnowsItsInitialValue() {
    #expect(InMemoryKey<IdentifiedArrayOf<Row>>.Default.rows.initialValue == [Row(id: 0)])
  }

  @Test func anIdentifiedArrayDefaultsFromAnArrayLiteral() {
    @Shared(.rows) var rows = []
    #expect(rows.isEmpty)
    @SharedReader(.rows) var same = []
    #expect(same.isEmpty)
    @Shared(.inMemory("other-rows")) var others: IdentifiedArrayOf<Row> = []
    #expect(others.isEmpty)
  }
}
