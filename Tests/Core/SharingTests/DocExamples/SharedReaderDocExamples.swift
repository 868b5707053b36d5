// The doc comment examples of Modules/Core/Sharing/SharedReader.swift, compiled; never run.
import Sharing

extension SharedReaderKey
where Self == InMemoryKey<[SharedReaderDocExamples.Row]>.Default {
  fileprivate static var rows: Self { Self[.inMemory("rows"), default: []] }
}

extension SharedReaderKey where Self == SharedReaderDocExamples.RemoteConfigKey {
  fileprivate static var remoteConfig: Self { Self() }
}

private enum SharedReaderDocExamples {
  struct Row: Sendable {
    var title: String
  }

  struct Config: Sendable {
    var isBetaEnabled = false
  }

  struct RemoteConfigKey: SharedReaderKey, Hashable {
    func load(context: LoadContext<Config>, continuation: LoadContinuation<Config>) {
      continuation.resume(returning: Config(isBetaEnabled: true))
    }
    func subscribe(
      context: LoadContext<Config>, subscriber: SharedSubscriber<Config>
    ) -> SharedSubscription {
      SharedSubscription {}
    }
  }

  struct State {
    @SharedReader(.inMemory("count")) var count = 0
    @SharedReader var scores: [Int]  // handed in as `SharedReader($scores)`
  }

  enum Child {
    struct State {
      @SharedReader var count: Int
    }
  }

  struct Parent {
    @Shared var count: Int
  }

  static func value() {
    let child = Child.State(count: SharedReader(value: 42))
    _ = child
  }

  static func reading(state: Parent) {
    let count = SharedReader(state.$count)
    _ = count
  }

  static func projectedValue() {
    @SharedReader(.inMemory("count")) var count = 0
    $count = SharedReader(value: 42)
  }

  static func appStorage() {
    @SharedReader(.appStorage("isOn")) var isOn = false
    _ = isOn
  }

  static func defaultKey() {
    @SharedReader(.rows) var rows = []
    _ = rows
  }

  static func require() async throws {
    let config = try await SharedReader(require: .remoteConfig)
    _ = config
  }

  static func loadKey() async throws {
    @SharedReader(.inMemory("config")) var config = Config()
    try await $config.load(.remoteConfig)
  }

  static func description() {
    print(SharedReader(value: 0))  // SharedReader<Int>(value: 0)
  }
}
