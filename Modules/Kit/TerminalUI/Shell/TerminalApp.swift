import ComposableArchitecture
import Foundation

/// The event loop of any app on the kit: draws the store's state through a ``TerminalView``
/// and a backend whenever what the last frame read changes, and turns keys into actions
/// through the same view. Waiting for keys never blocks the main actor, so effects keep running
/// and their results show without a key press.
///
/// The terminal and a headless run (an ``InMemoryBackend`` fed scripted keys) run this same
/// loop. A backend that speaks (the accessible mode's ``LineBackend``) is told, instead of
/// frames, what changed in words: the new lines of the view's ``TerminalView/describe()``
/// (``Narration``), after each key and each change an effect makes.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// let app = TerminalApp<CounterView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.run()
/// let unsaved = await app.prepareToQuit()
/// ```
@MainActor
public final class TerminalApp<View: TerminalView> {
  public let store: Store<View.State, View.Action>
  let backend: any TerminalBackend
  /// The zone times are shown in; tests pin it.
  let timeZone: TimeZone
  /// What the app's time bounds (the quit's) are measured on.
  @Dependency(\.continuousClock) public var clock
  /// Whether each key waits for ``TerminalView/holdsKeys(_:)`` to clear before the next: keys
  /// fed from a script would otherwise outrun the disk in a way a person at a keyboard cannot.
  public let isScripted: Bool
  private var lastGrid: Grid?
  /// The number of frames drawn: a change read by an older frame is already drawn.
  private var frame = 0
  private var isRunning = false
  /// Whether a key asked the app to quit: ``run()`` returned for it, not for the end of input.
  public private(set) var hasQuit = false
  private var lifetimeTasks: [StoreTask] = []

  /// An app drawing `store` through `backend`; `timeZone` is the zone views show times in (the
  /// user's, unless a test pins one).
  public init(
    store: Store<View.State, View.Action>, backend: any TerminalBackend, isScripted: Bool = false,
    timeZone: TimeZone = .current
  ) {
    self.store = store
    self.backend = backend
    self.isScripted = isScripted
    self.timeZone = timeZone
  }

  /// Sends `action` for as long as this app lives: its effects (a feed, a timer) are cancelled
  /// when the app goes.
  ///
  /// ```swift
  /// app.sendForLifetime(.clockTask)
  /// ```
  public func sendForLifetime(_ action: View.Action) {
    lifetimeTasks.append(store.send(action))
  }

  /// What must happen before quitting, asked of the app's view (``TerminalView/prepareToQuit(_:)``):
  /// what could not be done, in a line for the user, or `nil`.
  ///
  /// ```swift
  /// await app.run()
  /// let unsaved = await app.prepareToQuit()
  /// backend.stop()
  /// if let unsaved { FileHandle.standardError.write(Data("app: \(unsaved)\n".utf8)) }
  /// ```
  public func prepareToQuit() async -> String? {
    await withDependencies(from: self) { await View.prepareToQuit(self) }
  }

  /// Handles keys until a quit key (``hasQuit``) or the end of input, drawing every change
  /// meanwhile.
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
      hasQuit = true
      return false
    case .send(let action):
      narrator?.keySent()
      store.send(action)
      if isScripted { await waitUntil { !View.holdsKeys($0) } }
      // Heard, each key says what it changed before the next is read, and a key that changed
      // nothing said says so (or where a field's cursor went).
      if backend.speaks, !render() {
        backend.speak(Narration.unchanged(key, cursor: view.describeCursor()))
      }
    case .redraw:
      backend.invalidate()
      lastGrid = nil
      render()
      // Heard, the screen drawn again is where the user is, said whole.
      if backend.speaks { backend.speak(Narration.whereYouAre(view.describe())) }
    case .suspend:
      backend.suspend()
      lastGrid = nil
      render()
      // Back from the shell: where the user was, said whole.
      if backend.speaks { backend.speak(Narration.whereYouAre(view.describe())) }
    case nil:
      if backend.speaks { backend.speak(view.nothingHere(for: key)) }
    }
    return true
  }

  /// Waits until `condition` holds for the store's state, woken by a change to what it reads:
  /// an action's, or a shared value's made outside any action (a key's load or save). Returns
  /// when the waiting task is cancelled, too.
  ///
  /// ```swift
  /// await app.waitUntil { !$0.isSaving }
  /// ```
  public func waitUntil(_ condition: (View.State) -> Bool) async {
    while true {
      let (changed, change) = AsyncStream.makeStream(of: Void.self)
      let changes = _SharedChanges.current
      let holds = withObservationTracking {
        condition(store.state)
      } onChange: {
        change.yield()
        change.finish()
      }
      // A cancelled wait (a deadline passed) ends: the stream would end at once, every time.
      if holds || Task.isCancelled { return }
      // Written on another thread while the condition read it: it may hold now (see
      // `render()`).
      if _SharedChanges.current != changes { continue }
      for await _ in changed { break }
    }
  }

  /// Waits until nothing is under way that would change the screen when it finishes
  /// (``TerminalView/settle(_:)``), then draws: what a headless run prints.
  public func settle() async {
    await withDependencies(from: self) { await View.settle(self) }
    render()
  }

  private var view: View {
    View(
      state: store.state,
      environment: TerminalEnvironment(
        size: size, glyphs: Glyphs(isUnicode: backend.isUnicode), timeZone: timeZone))
  }

  /// The size the view is made at: the terminal's, and heard, at least the view's smallest
  /// (``TerminalView/heardSize(_:)``), as nothing is drawn.
  private var size: Size {
    backend.speaks ? View.heardSize(backend.size) : backend.size
  }

  /// Draws the current state, presenting it only when it differs from the last frame; while
  /// ``run()`` runs, draws again when anything this frame read changes (an action's change, or a
  /// shared value's made outside any action, as a key's load), as a SwiftUI view would. Heard,
  /// returns whether anything was said.
  @discardableResult
  func render() -> Bool {
    frame += 1
    let frame = frame
    let drawAgain: @Sendable () -> Void = { [weak self] in
      Task { @MainActor in
        // Only the newest frame's reads count; a frame drawn after quitting would land on the
        // restored terminal.
        guard let self, self.isRunning, frame == self.frame else { return }
        self.render()
      }
    }
    let changes = _SharedChanges.current
    let speaks = backend.speaks
    var grid: Grid?
    var description: [String]?
    withObservationTracking {
      if speaks { description = view.describe() } else { grid = view.render() }
    } onChange: {
      drawAgain()
    }
    // A shared value written on another thread (a file watch's) between this frame's read of
    // it and the start of the tracking above told no one: the frame may show the old value.
    if _SharedChanges.current != changes { drawAgain() }
    if let description { return say(description) }
    guard let grid, grid != lastGrid else { return false }
    lastGrid = grid
    backend.present(grid)
    return true
  }

  /// The last frame drawn.
  public var screen: Grid? { lastGrid }

  /// What the screen said last, in the accessible mode; `nil` before the first time.
  private var narrator: Narrator?

  /// Says what is new in `description`: all of it, and how to hear the keys, the first time.
  /// Returns whether anything was said.
  private func say(_ description: [String]) -> Bool {
    guard narrator != nil else {
      narrator = Narrator(description)
      backend.speak(Narration.opening(description))
      return true
    }
    guard let line = narrator?.spoken(description) else { return false }
    backend.speak(line)
    return true
  }

  /// Heard, says that the app closed and what it kept (``TerminalView/savedOnQuit(_:)``),
  /// when a quit key closed it (``hasQuit``) and all was saved (`unsaved` is `nil`: what was
  /// not is said on the way out).
  ///
  /// ```swift
  /// let unsaved = await app.prepareToQuit()
  /// app.sayClosed(unsaved: unsaved)
  /// ```
  public func sayClosed(unsaved: String?) {
    guard backend.speaks, hasQuit else { return }
    backend.speak(Narration.closing(saved: unsaved == nil ? View.savedOnQuit(store.state) : nil))
  }

  deinit {
    for task in lifetimeTasks { task.cancel() }
  }
}
