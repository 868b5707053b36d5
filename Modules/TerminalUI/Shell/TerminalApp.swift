import AppFeature
import ComposableArchitecture
import FavoritePrimes
import Foundation

/// The event loop: draws the store's state through a backend whenever it changes, and turns
/// keys into actions through ``AppView``. Waiting for keys never blocks the main actor, so
/// effects keep running and their results show without a key press.
///
/// The terminal and `--headless` run this same loop, launch included: the Log tab's feed, the
/// glyphs chosen from the locale, waiting for the favorites to load.
///
/// ```swift
/// let app = TerminalApp(store: store, backend: try NcursesBackend(colors: true))
/// await app.launch(onboarding: false)
/// await app.run()
/// ```
@MainActor
public final class TerminalApp {
  let store: StoreOf<AppFeature>
  let backend: any TerminalBackend
  /// The zone the Activity and Log times are shown in; tests pin it.
  @Dependency(\.timeZone) var timeZone
  /// The store's changes log, to know when the Log tab has caught up with it.
  @Dependency(\.actionLog) var actionLog
  /// Whether each key waits for the favorites to be read or written before the next: keys fed
  /// from a script would otherwise outrun the disk in a way a person at a keyboard cannot.
  let isScripted: Bool
  private var lastGrid: Grid?
  private var logFeed: StoreTask?
  private var fileWatch: StoreTask?

  public init(store: StoreOf<AppFeature>, backend: any TerminalBackend, isScripted: Bool = false) {
    self.store = store
    self.backend = backend
    self.isScripted = isScripted
  }

  /// Launches the app: the Log tab's feed and the watch on the favorites file (for as long as
  /// this app lives), then the tour or the favorites.
  public func launch(onboarding: Bool) async {
    logFeed = store.send(.logTask)
    fileWatch = store.send(.favoritePrimes(.watchFile))
    store.send(.task(startOnboarding: onboarding))
    if isScripted { await waitUntil { !$0.isAccessingFavoritesFile } }
  }

  /// Handles keys until a quit key or the end of input, drawing every change meanwhile.
  public func run() async {
    render()
    let observer = Task { [weak self] in
      guard let changes = self?.store.changes() else { return }
      for await _ in changes { self?.render() }
    }
    defer { observer.cancel() }
    while true {
      let keys = await backend.keys()
      if keys.isEmpty { return }
      for key in keys {
        guard await handle(key) else { return }
      }
    }
  }

  /// Does what `key` asks; returns `false` to quit.
  private func handle(_ key: Key) async -> Bool {
    if key == .resize {
      lastGrid = nil
      render()
      return true
    }
    switch view.command(for: key) {
    case .quit:
      return false
    case .send(let action):
      store.send(action)
      if isScripted { await waitUntil { !$0.isAccessingFavoritesFile } }
    case .redraw:
      backend.invalidate()
      lastGrid = nil
      render()
    case .suspend:
      // Nothing is drawn until the job is continued: the backend then sends a resize.
      backend.suspend()
      lastGrid = nil
    case nil:
      break
    }
    return true
  }

  /// Waits, on the store's changes, until `condition` holds for its state.
  private func waitUntil(_ condition: (AppFeature.State) -> Bool) async {
    guard !condition(store.state) else { return }
    for await _ in store.changes() where condition(store.state) { return }
  }

  /// Waits until nothing is under way that would change the screen when it finishes (a load,
  /// a save, a request, the Log tab's feed), then draws. A running stopwatch does not count: it
  /// never finishes.
  public func settle() async {
    await waitUntil { !$0.isBusy }
    await actionLog.caughtUp()
    render()
  }

  /// What of the user's favorites is not on disk, and why, in one line, once a load or save
  /// still running has finished (waiting at most ``FavoritePrimes/loadTimeout``); `nil` when all
  /// is saved. The app says it on its way out, after the screen is restored, so that quitting never
  /// drops an edit silently.
  ///
  /// ```swift
  /// await app.run()
  /// let unsaved = await app.unsavedChanges()
  /// backend.stop()
  /// if let unsaved { FileHandle.standardError.write(Data("primetime: \(unsaved)\n".utf8)) }
  /// ```
  public func unsavedChanges() async -> String? {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await self.waitUntil {
          !$0.favoritePrimes.isSaving && $0.favoritePrimes.loadStatus != .loading
        }
      }
      group.addTask { try? await Task.sleep(for: FavoritePrimes.loadTimeout) }
      await group.next()
      group.cancelAll()
    }
    return store.favoritePrimes.unsavedChanges
  }

  private var view: AppView {
    AppView(
      state: store.state, size: backend.size, glyphs: Glyphs(isUnicode: backend.isUnicode),
      timeZone: timeZone)
  }

  /// Draws the current state, presenting it only when it differs from the last frame.
  func render() {
    let grid = view.render()
    guard grid != lastGrid else { return }
    lastGrid = grid
    backend.present(grid)
  }

  /// The last frame drawn.
  public var screen: Grid? { lastGrid }

  deinit {
    logFeed?.cancel()
    fileWatch?.cancel()
  }
}
