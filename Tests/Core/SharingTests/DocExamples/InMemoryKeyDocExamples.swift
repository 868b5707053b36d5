// The doc comment examples of Modules/Core/Sharing/Keys/InMemoryKey.swift, compiled; never run.
import Dependencies
import Sharing

private enum InMemoryKeyDocExamples {
  static func inMemory() {
    @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
    _ = isLoggedIn
  }

  static func storage() {
    let count = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    _ = count
  }

  static func description() {
    print(InMemoryKey<Int>.inMemory("count"))  // .inMemory("count")
  }
}
