import Dependencies
import Dispatch
import Foundation
import Sharing
import Testing

/// A `@Shared` declared while a dependency that declares the same key is being made, on another
/// thread, neither deadlocks nor reads the dependency's value half made: it sees what the
/// dependency's initializer left.
@Suite struct DependencyLockingTests {
  /// Signals between the two threads of the test below.
  final class Signals: Sendable {
    let declarationComputingDefault = DispatchSemaphore(value: 0)
    let dependencyDeclared = DispatchSemaphore(value: 0)
    let declarationRead = DispatchSemaphore(value: 0)
  }

  struct Counter: TestDependencyKey {
    @Shared(.inMemory("count")) var count = 0

    init() {
      @Dependency(\.signals) var signals
      signals.dependencyDeclared.signal()
      // The declaration must not read before this initializer has finished: were it able to,
      // it would do so now, and read 0. The wait is bounded so that the declaration, which
      // cannot read yet, is not waited for forever; the test's outcome never depends on it.
      _ = signals.declarationRead.wait(timeout: .now() + .milliseconds(200))
      $count.withLock { $0 += 1 }
    }

    static var testValue: Counter { Counter() }
  }

  @Test func aDeclarationWaitsForADependencyThatDeclaresTheSameKey() async {
    let signals = Signals()
    await withDependencies {
      $0.signals = signals
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      async let dependency = onThread {
        signals.declarationComputingDefault.wait()
        @Dependency(Counter.self) var counter
        return counter.count
      }
      async let declaration = onThread {
        @Shared(.inMemory("count")) var count: Int = {
          signals.declarationComputingDefault.signal()
          signals.dependencyDeclared.wait()
          return 2
        }()
        let value = count
        signals.declarationRead.signal()
        return value
      }
      #expect(await dependency == 1)
      #expect(await declaration == 1)
    }
  }

  /// `body` on a thread of its own (the two sides block each other's threads, which tasks must
  /// not do), with the dependencies in force here.
  func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withEscapedDependencies { dependencies in
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(returning: dependencies.yield(body))
        }
      }
    }
  }
}

private enum SignalsKey: TestDependencyKey {
  static var testValue: DependencyLockingTests.Signals { DependencyLockingTests.Signals() }
}

extension DependencyValues {
  fileprivate var signals: DependencyLockingTests.Signals {
    get { self[SignalsKey.self] }
    set { self[SignalsKey.self] = newValue }
  }
}
