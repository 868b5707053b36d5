import AppFeature
import ComposableArchitecture

/// The event loop: renders the store's state through a backend whenever it changes, and turns
/// keys into actions with ``KeyMap``. Waiting for keys never blocks the main actor, so effects
/// keep running and their results show without a key press.
///
/// ```swift
/// let app = TerminalApp(store: store, backend: try NcursesBackend(colors: true))
/// await app.run()
/// ```
@MainActor
public final class TerminalApp {
  let store: Store<AppFeature.State, AppFeature.Action>
  let backend: any TerminalBackend
  var options: Screen.Options
  private var lastGrid: Grid?
  /// The tasks of the actions keys sent, for ``settle(timeout:)``.
  private var keyTasks: [StoreTask] = []

  public init(
    store: Store<AppFeature.State, AppFeature.Action>,
    backend: any TerminalBackend,
    unicode: Bool
  ) {
    self.store = store
    self.backend = backend
    self.options = Screen.Options(unicode: unicode)
  }

  /// Starts the app: the tour, or the real favorites. With `waitUntilLoaded`, waits (five
  /// seconds at most) until the favorites are loaded or the tour is on screen, so that scripted
  /// keys act on the loaded app.
  public func launch(onboarding: Bool, waitUntilLoaded: Bool) async {
    store.send(.task(startOnboarding: onboarding))
    guard waitUntilLoaded else { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(5))
    while store.onboarding == nil && store.favoritePrimes.isLoading && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Runs until a quit key or the end of input.
  public func run() async {
    render()
    let observer = Task { [weak self] in
      guard let changes = self?.store.changes() else { return }
      for await _ in changes { self?.render() }
    }
    defer { observer.cancel() }
    loop: while true {
      let keys = await backend.keys()
      if keys.isEmpty { break }
      // State changes are drawn by the observer above; only a resize needs drawing here.
      var resized = false
      for key in keys {
        if key == .resize {
          resized = true
          continue
        }
        switch KeyMap.command(for: key, in: store.state) {
        case .quit: break loop
        case .send(let action): keyTasks.append(store.send(action))
        case nil: continue
        }
      }
      if resized {
        lastGrid = nil
        render()
      }
    }
  }

  /// Waits until the effects that keys started have finished, or `timeout` has passed (a
  /// running timer never finishes).
  public func settle(timeout: Duration) async {
    let tasks = keyTasks
    let resumed = LockIsolated(false)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeOnce = { @Sendable in
        let first = resumed.withValue { resumed in
          defer { resumed = true }
          return !resumed
        }
        if first { continuation.resume() }
      }
      Task {
        for task in tasks { await task.finish() }
        resumeOnce()
      }
      Task {
        try? await Task.sleep(for: timeout)
        resumeOnce()
      }
    }
    render()
  }

  /// Draws the current state, presenting it only when it differs from the last frame.
  func render() {
    options.frame += 1
    let grid = Screen.render(store.state, size: backend.size, options: options)
    guard grid != lastGrid else { return }
    lastGrid = grid
    backend.present(grid)
  }

  /// The last frame drawn.
  public var screen: Grid? { lastGrid }
}
