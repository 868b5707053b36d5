// The doc comment examples of Modules/Core/Sharing/SharedKey.swift, compiled; never run.
import Foundation
import Sharing

extension SharedKey where Self == FileStorageKey<[Int]>.Default {
  static var scores: Self { Self[.fileStorage(URL(filePath: "/tmp/scores.json")), default: []] }
}

private enum SharedKeyDocExamples {
  struct Config: Sendable {
    var isBetaEnabled = false
  }

  struct RemoteConfigKey: SharedReaderKey {
    var id: String { "remote-config" }
    func load(context: LoadContext<Config>, continuation: LoadContinuation<Config>) {
      continuation.resumeReturningInitialValue()
    }
    func subscribe(
      context: LoadContext<Config>, subscriber: SharedSubscriber<Config>
    ) -> SharedSubscription {
      SharedSubscription {}
    }
  }

  final class Watcher: Sendable {
    func stop() {}
  }

  /// A key that loads what `base` loads.
  struct LoggedKey<Base: SharedReaderKey>: SharedReaderKey {
    let base: Base
    let watcher: Watcher

    var id: Base.ID { base.id }

    func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
      if case .initialValue(let value) = context { print("first load, from \(value)") }
      base.load(
        context: context,
        continuation: LoadContinuation("\(self)") { result in continuation.resume(with: result) })
    }

    func subscribe(
      context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
    ) -> SharedSubscription {
      SharedSubscription { watcher.stop() }
    }
  }

  static func save(context: SaveContext, continuation: SaveContinuation) {
    if context == .userInitiated { print("saved on request") }
    continuation.resume()
  }

  static func resume(continuation: LoadContinuation<Int>, value: Int) {
    continuation.resume(returning: value)
  }

  static func yield(subscriber: SharedSubscriber<Int>, newValue: Int) {
    subscriber.yield(newValue)
  }
}
