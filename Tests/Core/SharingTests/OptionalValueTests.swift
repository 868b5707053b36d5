import Sharing
import Testing

/// An optional value in memory: `nil` is a value like any other, and a key that holds nothing
/// is not a key that holds `nil`.
@Suite struct OptionalValueTests {
  @Test func optionalDefaultsAreKept() {
    @Shared(.inMemory("count")) var count: Int? = 0
    #expect(count == 0)
    @Shared(.inMemory("nilCount")) var nilCount: Int? = nil
    #expect(nilCount == nil)
    @Shared(.inMemory("nested")) var nested: Int?? = .some(.none)
    #expect(nested == .some(.none))
    @SharedReader(.inMemory("nestedReader")) var nestedReader: Int?? = .some(.none)
    #expect(nestedReader == .some(.none))
  }

  @Test func requiringAnOptionalValueNothingHoldsThrows() async throws {
    await #expect(throws: (any Error).self) {
      try await Shared<Int?>(require: .inMemory("never-set"))
    }
    @Shared(.inMemory("set-to-nil")) var value: Int? = 1
    $value.withLock { $0 = nil }
    let required = try await Shared<Int?>(require: .inMemory("set-to-nil"))
    #expect(required.wrappedValue == nil)
  }
}
