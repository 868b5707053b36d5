import ConcurrencyExtras
import Dispatch
import FileLayer
import Foundation
import Synchronization

/// Time for the file keys' work: their bounds, and the second after a write.
enum DiskWork {
  /// `duration` for Dispatch.
  static func interval(_ duration: Duration) -> DispatchTimeInterval {
    .nanoseconds(Int(duration / .nanoseconds(1)))
  }

  /// Runs work after a delay, on a global queue.
  static let later: FileStorage.Scheduler = { delay, work in
    DispatchQueue.global(qos: .utility).asyncAfter(
      deadline: .now() + interval(delay), execute: work)
  }
}

/// A queue where file work runs one job at a time, off the caller's thread. The program's
/// normal end (`exit`, or `main` returning) waits for every queue's work, within one
/// ``FileStorage/answerBound`` in all and never for work already past it, then writes what keys
/// hold back (``HeldBackWrites``): a change made just before an app quits is not lost, and a
/// disk that does not answer never holds the program on its way out.
final class DiskQueue: Sendable {
  let queue: DispatchQueue
  /// The work put on ``queue`` and not finished yet.
  private let waiting = Atomic(0)
  /// When the work running on ``queue`` began (uptime, in nanoseconds); 0 while none runs.
  private let runningSince = Atomic<UInt64>(0)

  init(label: String) {
    queue = DispatchQueue(label: label)
    queue.setSpecific(key: Self.current, value: ObjectIdentifier(self))
    _ = Self.drainsAtExit
    Self.all.withValue { $0[ObjectIdentifier(self)] = Weak(self) }
  }

  deinit {
    Self.all.withValue { $0[ObjectIdentifier(self)] = nil }
  }

  /// Runs `work` on the queue, after the work before it. Where it `waits`, the caller waits for
  /// it ``FileStorage/quickAnswer`` at most, unless the work running has run that long already:
  /// a disk that does not answer holds the caller (the main actor, in an app) once, not at
  /// every change. On the queue itself, at once.
  func run(waits: Bool, _ work: @escaping @Sendable () -> Void) {
    guard DispatchQueue.getSpecific(key: Self.current) != ObjectIdentifier(self) else {
      return work()
    }
    waiting.add(1, ordering: .acquiringAndReleasing)
    let since = runningSince.load(ordering: .acquiring)
    let isStuck =
      since != 0
      && DispatchTime.now().uptimeNanoseconds - since
        > UInt64(FileStorage.quickAnswer / .nanoseconds(1))
    let done = DispatchSemaphore(value: 0)
    queue.async { [self] in
      runningSince.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
      work()
      runningSince.store(0, ordering: .releasing)
      waiting.subtract(1, ordering: .acquiringAndReleasing)
      done.signal()
    }
    guard waits, !isStuck else { return }
    _ = done.wait(timeout: .now() + DiskWork.interval(FileStorage.quickAnswer))
  }

  /// Returns once the work put on the queue so far has run, or `deadline` has passed, or the
  /// work running has run for ``FileStorage/answerBound`` (a disk that does not answer, said
  /// already: the program does not wait for it again on its way out).
  func drain(before deadline: DispatchTime) {
    guard waiting.load(ordering: .acquiring) > 0 else { return }
    let since = runningSince.load(ordering: .acquiring)
    let bound = DispatchTime(uptimeNanoseconds: since) + DiskWork.interval(FileStorage.answerBound)
    let drained = DispatchSemaphore(value: 0)
    queue.async { drained.signal() }
    _ = drained.wait(timeout: since == 0 ? deadline : min(deadline, bound))
  }

  private struct Weak: @unchecked Sendable {
    weak var queue: DiskQueue?
    init(_ queue: DiskQueue) { self.queue = queue }
  }

  private static let current = DispatchSpecificKey<ObjectIdentifier>()
  private static let all = LockIsolated<[ObjectIdentifier: Weak]>([:])
  private static let drainsAtExit: Void = {
    atexit {
      let deadline = DispatchTime.now() + DiskWork.interval(FileStorage.answerBound)
      for queue in DiskQueue.all.value.values.compactMap(\.queue) {
        queue.drain(before: deadline)
      }
      HeldBackWrites.writeAll()
    }
  }()
}
