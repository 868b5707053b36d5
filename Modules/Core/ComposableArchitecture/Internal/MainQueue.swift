import Foundation

/// Whether this code runs on the main queue, the main actor's executor here: the check
/// `MainActor.assumeIsolated` makes, without its trap. (`Thread.isMainThread` is no such check:
/// once the test runner parks the main thread in `dispatchMain()`, another thread drains the
/// main queue.)
var isOnMainQueue: Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey: DispatchSpecificKey<Void> = {
  let key = DispatchSpecificKey<Void>()
  DispatchQueue.main.setSpecific(key: key, value: ())
  return key
}()
