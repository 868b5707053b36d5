import CustomDump
import Foundation
import Sharing
import Testing

/// How a shared value describes and dumps itself, as swift-sharing's do: its type and where the
/// value comes from; a dump tells references apart by the value they are part of, and shows a
/// repeat as `↩︎`.
@Suite struct DescriptionTests {
  @Test func aValueNoKeyPersistsShowsTheValue() {
    @Shared(value: 0) var count
    #expect($count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader($count).description == "SharedReader<Int>(value: 0)")
    @Shared(value: ["a"]) var names: [String]?
    #expect($names.description == #"Shared<[String]?>(value: Optional(["a"]))"#)
  }

  @Test func aKeyedValueShowsItsKey() {
    @Shared(.inMemory("count")) var count = 0
    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(SharedReader($count).description == #"SharedReader<Int>(.inMemory("count"))"#)
    @Shared(.appStorage("isOn")) var isOn = false
    #expect($isOn.description == #"Shared<Bool>(.appStorage("isOn"))"#)
    @Shared(.fileStorage(URL(fileURLWithPath: "/"))) var file = 0
    #expect($file.description == #"Shared<Int>(.fileStorage(file:///))"#)
  }

  @Test func aKeyWithADefaultShowsTheKeyItDefaults() {
    @Shared(.count) var count
    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(
      String(describing: InMemoryKey<Int>.Default.count)
        == #"InMemoryKey<Int>.Default[.inMemory("count"), default: 7]"#)
  }

  @Test func aProjectionShowsWhatItIsPartOf() throws {
    @Shared(value: Item(id: 1, title: "a")) var item
    #expect($item.title.description.hasPrefix("Shared<String>(value: "))
    #expect($item.title.description.hasSuffix("[dynamicMember: \\Item.title])"))
    @Shared(value: 1) var optional: Int?
    #expect(try #require(Shared($optional)).description == "Shared<Int>(value: Optional(1)!)")
  }

  /// The marks are custom-dump's: with the version this package resolves (1.7.3) a reference
  /// seen first has none, the next reference of the same type is `#1`, and a repeat is `↩︎`
  /// (swift-sharing's own tests, on a later custom-dump, expect `#1`, `#2`).
  @Test func aDumpMarksEachReference() {
    @Shared(value: 0) var count
    #expect(String(customDumping: $count) == "0")
    @Shared(value: 0) var other
    #expect(
      String(customDumping: [$count, $other, $count]) == """
        [
          [0]: 0,
          [1]: #1 0,
          [2]: Int(↩︎)
        ]
        """
    )
  }

  @Test func aProjectionDumpsAsTheValueItIsPartOf() {
    struct Pair {
      @Shared var title: String
      @Shared var item: Item
    }
    @Shared(value: Item(id: 1, title: "a")) var item
    #expect(
      String(customDumping: Pair(title: $item.title, item: $item)) == """
        DescriptionTests.Pair(
          _title: "a",
          _item: Item(↩︎)
        )
        """
    )
  }
}
