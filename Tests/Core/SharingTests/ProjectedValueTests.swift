import Dependencies
import Foundation
import Observation
import Sharing
import Testing

/// `$value = …` points the shared value, and every copy made of it, at another one, as
/// swift-sharing's `projectedValue` does.
@Suite struct ProjectedValueTests {
  @Test func assigningTheProjectionReachesCopiesMadeBefore() {
    @Shared(.inMemory("count")) var count = 0
    let copy = $count
    $count = Shared(wrappedValue: 42, .inMemory("anotherCount"))
    #expect(copy.wrappedValue == 42)
    copy.withLock { $0 += 1 }
    #expect(count == 43)
    @Shared(.inMemory("anotherCount")) var another = 0
    #expect(another == 43)
  }

  @Test func anotherDeclarationOfTheFirstKeyKeepsIt() {
    @Shared(.inMemory("count")) var count = 1
    @Shared(.inMemory("count")) var same = 0
    $count = Shared(value: 2)
    #expect(count == 2)
    #expect(same == 1)
  }

  @Test func aReaderToo() {
    @SharedReader(.inMemory("count")) var count = 0
    let copy = $count
    $count = SharedReader(value: 42)
    #expect(copy.wrappedValue == 42)
  }

  @Test func aReaderMadeFromTheSharedValueBeforeKeepsWhatItRead() {
    @Shared(value: 1) var count
    let reader = SharedReader($count)
    $count = Shared(value: 2)
    #expect(reader.wrappedValue == 1)
  }

  @Test func whoObservedTheValueBeforeIsTold() {
    @Shared(value: 0) var count
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count
    } onChange: {
      changed.setValue(true)
    }
    $count = Shared(value: 1)
    #expect(changed.value)
  }
}
