import AppFeature
import ComposableArchitecture
import FavoritePrimes
import Foundation

/// The event loop: draws the store's state through a backend whenever it changes, and turns
/// keys into actions through ``AppView``. Waiting for keys never blocks the main actor, so
/// effects keep running and their results show without a key press.
///
/// The terminal and `--headless` run this same loop, launch included: the Log tab's feed, the
/// glyphs chosen from the locale, the first-launch check.
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
  /// What the quit flush's bound is measured on.
  @Dependency(\.continuousClock) var clock
  /// Whether the launch, and each key, wait for the favorites to be read before the next key:
  /// keys fed from a script would otherwise outrun the disk in a way a person at a keyboard
  /// cannot.
  let isScripted: Bool
  private var lastGrid: Grid?
  /// The number of frames drawn: a change read by an older frame is already drawn.
  private var frame = 0
  private var isRunning = false
  private var logFeed: StoreTask?

  public init(store: StoreOf<AppFeature>, backend: any TerminalBackend, isScripted: Bool = false) {
    self.store = store
    self.backend = backend
    self.isScripted = isScripted
  }

  /// Launches the app: the Log tab's feed (for as long as this app lives), then the tour if
  /// asked for or on a first launch. Scripted, it waits for that check and the favorites.
  public func launch(onboarding: Bool) async {
    logFeed = store.send(.logTask)
    let launch = store.send(.task(startOnboarding: onboarding))
    if isScripted {
      await launch.finish()
      await waitUntil { !$0.favoritePrimes.isLoading }
    }
  }

  /// Handles keys until a quit key or the end of input, drawing every change meanwhile.
  public func run() async {
    isRunning = true
    defer { isRunning = false }
    render()
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
      if isScripted { await waitUntil { !$0.favoritePrimes.isLoading } }
    case .redraw:
      backend.invalidate()
      lastGrid = nil
      render()
    case .suspend:
      backend.suspend()
      lastGrid = nil
      render()
    case nil:
      break
    }
    return true
  }

  /// Waits until `condition` holds for the store's state, woken by a change to what it reads:
  /// an action's, or a shared value's made outside any action (a key's load or save).
  func waitUntil(_ condition: (AppFeature.State) -> Bool) async {
    while true {
      let (changed, change) = AsyncStream.makeStream(of: Void.self)
      let holds = withObservationTracking {
        condition(store.state)
      } onChange: {
        change.yield()
        change.finish()
      }
      // A cancelled wait (a deadline passed) ends: the stream would end at once, every time.
      if holds || Task.isCancelled { return }
      for await _ in changed { break }
    }
  }

  /// Waits until nothing is under way that would change the screen when it finishes (a load,
  /// a save, a request, the Log tab's feed), then draws. A running stopwatch does not count: it
  /// never finishes.
  public func settle() async {
    await waitUntil { !$0.isBusy }
    await actionLog.caughtUp()
    render()
  }

  /// What of the user's favorites is not on disk, and why, in one line, once the writes under
  /// way (the tour's record, the favorites' saves) have finished and what is left has been
  /// saved, waiting at most ``FavoritePrimes/loadTimeout`` on the `continuousClock` for all of
  /// it, whatever the file system does; `nil` when all is saved. The app says it on its way out,
  /// after the screen is restored, so that quitting never drops an edit silently.
  ///
  /// ```swift
  /// await app.run()
  /// let unsaved = await app.unsavedChanges()
  /// backend.stop()
  /// if let unsaved { FileHandle.standardError.write(Data("primetime: \(unsaved)\n".utf8)) }
  /// ```
  public func unsavedChanges() async -> String? {
    let primes = store.favoritePrimes.$primes
    let saved = await withDeadline(FavoritePrimes.loadTimeout, clock: clock) {
      () -> Result<Void, any Error> in
      // The writes under way first (the tour's record), then the favorites.
      await self.waitUntil { !$0.isSavingTourRecord }
      do {
        return .success(try await primes.save())
      } catch {
        return .failure(error)
      }
    }
    let list = primes.wrappedValue
    let favorites =
      list.isEmpty ? "no favorites" : "[\(list.map(String.init).joined(separator: ","))]"
    switch saved {
    case .success: return nil
    case .failure(let error):
      if case FavoritePrimesFileError.notSaved = error { return "\(error)" }
      return "the favorites \(favorites) were not saved: \(error)"
    case nil:
      let seconds = FavoritePrimes.loadTimeout.components.seconds
      if case FavoritePrimesFileError.locked? = primes.loadError {
        return "the favorites \(favorites) were not saved: another PrimeTime held "
          + "\(FavoritePrimes.fileName) for \(seconds) seconds"
      }
      return "the favorites \(favorites) may not be saved: \(FavoritePrimes.fileName) did not "
        + "answer within \(seconds) seconds"
    }
  }

  private var view: AppView {
    AppView(
      state: store.state, size: backend.size, glyphs: Glyphs(isUnicode: backend.isUnicode),
      timeZone: timeZone)
  }

  /// Draws the current state, presenting it only when it differs from the last frame; while
  /// ``run()`` runs, draws again when anything this frame read changes (an action's change, or a
  /// shared value's made outside any action, as a key's load), as a SwiftUI view would.
  func render() {
    frame += 1
    let frame = frame
    let grid = withObservationTracking {
      view.render()
    } onChange: { [weak self] in
      Task { @MainActor in
        // Only the newest frame's reads count; a frame drawn after quitting would land on the
        // restored terminal.
        guard let self, self.isRunning, frame == self.frame else { return }
        self.render()
      }
    }
    guard grid != lastGrid else { return }
    lastGrid = grid
    backend.present(grid)
  }

  /// The last frame drawn.
  public var screen: Grid? { lastGrid }

  deinit {
    logFeed?.cancel()
  }
}
