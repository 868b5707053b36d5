import AppFeature
import ComposableArchitecture
import Counter
import FavoritePrimes
import Foundation
import NthPrimeRequest
import TerminalUI

/// The whole screen of ``PrimeTimeTerminal``, composed from the features' views the way
/// ``AppFeature``'s `body` composes their reducers: the tab bar, the selected tab's view (or
/// the tour), the help overlay, and a key bar drawn from the same bindings that handle keys.
///
/// ```swift
/// let app = TerminalApp<AppView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.launch(onboarding: false)
/// await app.run()
/// ```
public struct AppView: TerminalView {
  /// The smallest terminal the app draws itself in; below it, the kit's `TooSmallNotice`.
  public static let minimumSize = Size(columns: 40, rows: 12)

  public typealias Command = TerminalCommand<PrimeTimeTerminal.Action>

  public let state: PrimeTimeTerminal.State
  /// The app's state, within ``state``, read once: a copy of it on every read would cost a
  /// frame more than its drawing.
  let app: AppFeature.State
  public let environment: TerminalEnvironment
  var size: Size { environment.size }
  var glyphs: Glyphs { environment.glyphs }
  /// The zone the Activity and Log times are shown in.
  var timeZone: TimeZone { environment.timeZone }

  public init(state: PrimeTimeTerminal.State, environment: TerminalEnvironment) {
    self.state = state
    self.app = state.app
    self.environment = environment
  }

  /// The kit's frame of the screen: the tab bar's row and its rule, the content, the key bar,
  /// the too-small notice, the terminal's own keys.
  var shell: AppShell { AppShell(size: size, minimumSize: Self.minimumSize) }

  /// The content's last row, from the content's first column to the screen's edge: where a
  /// notice from elsewhere shows, over the content.
  var statusRect: Rect {
    let row = shell.contentRows.rows(.fill(), .fixed(1))[1]
    return Rect(column: row.column + 1, row: row.row, width: row.width - 1, height: 1)
  }

  /// Between the tab bar's rule and the key bar, one column in from each side.
  var content: Rect { shell.content }

  // MARK: Drawing

  /// The screen for the state.
  public func render() -> Grid {
    shell.render(glyphs: glyphs) { canvas in draw(on: &canvas) }
  }

  private func draw(on canvas: inout Canvas) {
    // Built once a frame: the tour's title, help and the key bar all read them.
    let screen = screenLayers
    if let onboarding = app.onboarding {
      let view = onboardingView(onboarding)
      canvas.write(
        " \(view.title) ", row: 0, column: 1, in: canvas.bounds, style: [.reverse, .bold])
      // How to leave the tour, always in sight: the key bar may have no room for it.
      if screen.command(for: .escape) == .send(.app(.onboarding(.skipTapped))) {
        let skip = "Esc skip"
        canvas.write(
          skip, row: 0, column: size.columns - DisplayWidth.of(skip) - 1, in: canvas.bounds,
          style: .dim)
      }
      view.draw(on: &canvas)
    } else {
      TabBar.render(tabBar, in: tabBarRect, on: &canvas)
      switch app.selectedTab {
      case .counter: counterView.draw(on: &canvas)
      case .favorites: favoritesView.draw(on: &canvas)
      case .stopwatch: StopwatchView(state: app.stopwatch, rect: content).draw(on: &canvas)
      case .activity: activityView.draw(on: &canvas)
      case .log: logView.draw(on: &canvas)
      }
      // A failed save is seen where it happened, whatever tab shows: the Favorites tab says
      // it in full.
      // An answer that came on another tab is announced on this one.
      let notice =
        saveFailure.map { StatusLine.Message($0, isError: true) }
        ?? elsewhereAnswer.map { StatusLine.Message($0) }
      StatusLine.render(StatusLine.State(message: notice), in: statusRect, on: &canvas)
    }
    if let help = state.help {
      HelpOverlay.render(helpBindings(below: screen), offset: help.offset, in: content, on: &canvas)
    }
    KeyBar.render(bindings(over: screen), in: shell.keyBarRect, on: &canvas)
  }

  /// The tab bar's titles, in `Tab` order, the selected one, and a spinner beside the title
  /// of a tab whose request is under way: seen on every tab, even where titles give way to
  /// numbers.
  var tabBar: TabBar.State {
    var badges: [Int: String] = [:]
    for (index, tab) in Tab.allCases.enumerated() {
      let request: NthPrimeRequest.State? =
        switch tab {
        case .counter: app.counter.nthPrimeRequest
        case .favorites: app.favoritePrimes.nthPrimeRequest
        case .stopwatch, .activity, .log: nil
        }
      guard let request, request.isInFlight else { continue }
      badges[index] = Spinner.frame(tick: request.ticks, glyphs: glyphs)
    }
    return TabBar.State(
      titles: Tab.allCases.map(\.title),
      selection: Tab.allCases.firstIndex(of: app.selectedTab) ?? 0, badges: badges)
  }

  /// The first row, one column in from each side.
  var tabBarRect: Rect { shell.titleRect }

  // MARK: Words

  /// The screen in words, for the accessible mode: the tab (or the tour's step and what it
  /// asks), what the tab shows, a notice from elsewhere, and help.
  public func describe() -> [String] {
    shell.describe(describeScreen)
  }

  private func describeScreen() -> [String] {
    var lines: [String]
    if let onboarding = app.onboarding {
      let view = onboardingView(onboarding)
      // What a key changed first, then the step and what it asks next.
      lines =
        (onboarding.isShowingFavorites ? view.favorites.describe() : view.counter.describe())
        + [view.title, Narration.plain(onboarding.instruction)]
    } else {
      lines = [TabBar.describe(tabBar)]
      switch app.selectedTab {
      case .counter: lines += counterView.describe()
      case .favorites: lines += favoritesView.describe()
      case .stopwatch: lines += StopwatchView(state: app.stopwatch, rect: content).describe()
      case .activity: lines += activityView.describe()
      case .log: lines += logView.describe()
      }
      lines += [saveFailure.map { "Error: \($0)" } ?? elsewhereAnswer].compactMap { $0 }
    }
    // Help, heard: the keys that work where you are, as the overlay lists them.
    if let help = state.help {
      lines.append(HelpOverlay.describe(helpBindings, offset: help.offset))
    }
    return lines
  }

  /// Where the cursor is in the field that has the keys: the "Set count" field, or the filter
  /// being typed of the list on screen.
  public func describeCursor() -> String? {
    // Under help, the keys are its own.
    guard state.help == nil else { return nil }
    if let field = state.countField { return TextField.describeCursor(field) }
    let selection: ListSelection? =
      switch app.onboarding == nil ? app.selectedTab : .favorites {
      case .favorites: state.primeSelection
      case .activity: state.activitySelection
      case .log: state.logSelection
      case .counter, .stopwatch: nil
      }
    return selection.flatMap { $0.isFiltering ? TextField.describeCursor($0.filter) : nil }
  }

  /// Over help or a dialog, a key it does not take says so, and how to close it.
  public func nothingHere(for key: Key) -> String { layers.nothingHere(for: key) }

  /// What quitting keeps: the favorites, saved.
  public static func savedOnQuit(_ state: PrimeTimeTerminal.State) -> String? {
    let count = state.app.favoritePrimes.primes.count
    return count == 1 ? "1 favorite prime saved" : "\(count) favorite primes saved"
  }

  // MARK: Views

  var counterView: CounterView {
    let favorites = app.favoritePrimes
    let isUnread = favorites.fileErrors.contains {
      switch $0 {
      case .unreadable, .timedOut: true
      default: false
      }
    }
    return counterView(
      in: content, favorites: favorites.isLoading ? .loading : isUnread ? .unread : .read)
  }
  var favoritesView: FavoritePrimesView { favoritesView(in: content) }
  var activityView: ActivityView {
    ActivityView(
      state: app.activity, selection: state.activitySelection, timeZone: timeZone, rect: content)
  }
  var logView: LogView {
    LogView(
      state: app.log, selection: state.logSelection, hidesTicks: state.hidesTicks,
      change: state.logChange, timeZone: timeZone, rect: content)
  }

  /// The tour, with its counter and favorites below its instruction.
  func onboardingView(_ onboarding: Onboarding.State) -> OnboardingView {
    let sandbox = OnboardingView.sandboxRect(for: onboarding, in: content)
    return OnboardingView(
      state: onboarding, rect: content, counter: counterView(in: sandbox, favorites: .read),
      favorites: favoritesView(in: sandbox))
  }

  // MARK: The tour's or the app's

  // The one place the screen decides between the tour's counter and favorites (practice ones,
  // in no file) and the app's: each view takes the state it shows and how its actions reach
  // the app.

  /// The counter on screen, in `rect`: the tour's while it runs, else the app's.
  func counterView(in rect: Rect, favorites: CounterView.Favorites) -> CounterView {
    let (counter, send): (Counter.State, (Counter.Action) -> PrimeTimeTerminal.Action) =
      if let tour = app.onboarding {
        (tour.counter, { .app(.onboarding(.counter($0))) })
      } else {
        (app.counter, { .app(.counter($0)) })
      }
    return CounterView(
      state: counter, countField: state.countField, answerBox: state.answerBox,
      failureBox: state.failureBox, favorites: favorites, rect: rect, send: send)
  }

  /// The favorites on screen, in `rect`: the tour's while it runs, else the app's.
  func favoritesView(in rect: Rect) -> FavoritePrimesView {
    let (favorites, send):
      (FavoritePrimes.State, (FavoritePrimes.Action) -> PrimeTimeTerminal.Action) =
        if let tour = app.onboarding {
          (tour.favoritePrimes, { .app(.onboarding(.favoritePrimes($0))) })
        } else {
          (app.favoritePrimes, { .app(.favoritePrimes($0)) })
        }
    return FavoritePrimesView(
      state: favorites, list: state.primeList, answerBox: state.answerBox,
      failureBox: state.failureBox, canReload: app.onboarding == nil, rect: rect, send: send)
  }
}
