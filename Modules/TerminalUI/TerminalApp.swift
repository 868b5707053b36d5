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

  public init(
    store: Store<AppFeature.State, AppFeature.Action>,
    backend: any TerminalBackend,
    unicode: Bool
  ) {
    self.store = store
    self.backend = backend
    self.options = Screen.Options(unicode: unicode)
  }

  /// Starts the app: the tour, or the real favorites. With `waitUntilLoaded`, waits until the
  /// favorites are loaded or the tour is on screen, so that scripted keys act on the loaded app.
  public func launch(onboarding: Bool, waitUntilLoaded: Bool) async {
    store.send(.task(startOnboarding: onboarding))
    guard waitUntilLoaded else { return }
    await waitUntil { $0.onboarding != nil || !$0.favoritePrimes.isLoading }
  }

  /// Waits, on the store's changes, until `condition` holds for its state.
  private func waitUntil(_ condition: (AppFeature.State) -> Bool) async {
    guard !condition(store.state) else { return }
    for await _ in store.changes() where condition(store.state) { return }
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
        case .send(let action): store.send(action)
        case nil: continue
        }
      }
      if resized {
        lastGrid = nil
        render()
      }
    }
  }

  /// Waits until the app has nothing left to finish that would change the screen (a load, a
  /// save, a request), then draws. A running stopwatch does not count: it never finishes.
  public func settle() async {
    await waitUntil { !$0.isBusy }
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
