// The doc comment examples of Modules/Core/Sharing/SharedKeyDefault.swift, compiled; never run.
import Foundation
import Sharing

extension SharedKey where Self == FileStorageKey<[String]>.Default {
  static var tags: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "tags.json")), default: []]
  }
}

private enum SharedKeyDefaultDocExamples {
  struct State {
    @Shared(.tags) var tags
  }

  static func initialValue() {
    let key = InMemoryKey<Int>.Default[.inMemory("count"), default: 7]
    print(key.initialValue)  // 7
  }
}
