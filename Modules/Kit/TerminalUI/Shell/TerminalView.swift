import ComposableArchitecture
import Foundation

/// An app's root view in the terminal: draws its feature's state into a ``Grid`` and says what
/// each key does. ``TerminalApp`` runs any type that conforms, so the event loop knows no app.
///
/// A view is a value made fresh for every frame from the state, as a SwiftUI body is: drawing
/// and key handling read only what it was made from.
///
/// ```swift
/// struct CounterView: TerminalView {
///   let state: Counter.State
///   let environment: TerminalEnvironment
///
///   init(state: Counter.State, environment: TerminalEnvironment) {
///     self.state = state
///     self.environment = environment
///   }
///
///   func render() -> Grid {
///     var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
///     canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds)
///     return canvas.grid
///   }
///
///   func command(for key: Key) -> TerminalCommand<Counter.Action>? {
///     switch key {
///     case .character("+"): .send(.incrementButtonTapped)
///     case .character("q"), .control("c"): .quit
///     default: nil
///     }
///   }
/// }
/// ```
public protocol TerminalView {
  /// The root feature's state; the loop draws again when what a frame read of it changes.
  associatedtype State: ObservableState
  /// The root feature's actions, which keys send.
  associatedtype Action

  /// The view of `state` in `environment`.
  init(state: State, environment: TerminalEnvironment)

  /// The whole screen.
  func render() -> Grid

  /// What `key` asks of the app here, if anything.
  func command(for key: Key) -> TerminalCommand<Action>?

  /// The screen in words, a line a thing, for the accessible mode: where the user is, what
  /// is selected, what an overlay asks, built from the widgets' own descriptions beside
  /// ``render()``. After each step the lines that are new are said (``Narration``), so a line
  /// should change only when what it says does. Without one, the screen's first line of text
  /// (its title) stands for it.
  ///
  /// ```swift
  /// func describe() -> [String] {
  ///   ["Pantry"] + List.describe(state.list) + [StatusLine.describe(state.status)].compactMap { $0 }
  /// }
  /// ```
  func describe() -> [String]

  /// What is heard of `key` where it does nothing (no binding takes it): by default
  /// ``Narration/nothing(for:over:)``; a view built on ``Layers`` says which overlay took it
  /// (``Layers/nothingHere(for:)``).
  ///
  /// ```swift
  /// func nothingHere(for key: Key) -> String { layers.nothingHere(for: key) }
  /// ```
  func nothingHere(for key: Key) -> String

  /// Where the cursor is, in words, while text is typed (``TextField/describeCursor(_:)``,
  /// ``TextArea/describeCursor(_:)``): heard, a key that moves the cursor and changes nothing
  /// else says it. `nil`, where nothing is typed, unless a view says otherwise.
  ///
  /// ```swift
  /// func describeCursor() -> String? { state.search.map(TextField.describeCursor) }
  /// ```
  func describeCursor() -> String?

  /// What quitting keeps, in words, said after "Closed." when a quit key closes the app in the
  /// accessible mode (``Narration/closing(saved:)``); `nil` (the default) says nothing more.
  ///
  /// ```swift
  /// static func savedOnQuit(_ state: State) -> String? { "\(state.notes.count) notes saved" }
  /// ```
  static func savedOnQuit(_ state: State) -> String?

  /// Waits until no work under way would change the screen when it finishes (a load, a save,
  /// a request), as ``TerminalApp/settle()`` does before a headless run prints its screen; a
  /// timer that never finishes does not count. Returns at once unless a view says otherwise.
  /// It runs with the dependencies the app was made with.
  @MainActor static func settle(_ app: TerminalApp<Self>) async

  /// Whether a scripted key must wait before the next: work a person at a keyboard could not
  /// outrun (reading a file at launch), which keys fed from a script would. `false` unless a
  /// view says otherwise.
  static func holdsKeys(_ state: State) -> Bool

  /// What must happen before the app quits (unsaved work written), asked of the app when its
  /// loop ends; returns what could not be done, in a line for the user, or `nil` when all is
  /// well. The app says it after the terminal is restored. Nothing, unless a view says
  /// otherwise. It runs with the dependencies the app was made with.
  @MainActor static func prepareToQuit(_ app: TerminalApp<Self>) async -> String?

  /// The smallest terminal the view draws itself in (below it, a view shows
  /// ``TooSmallNotice``). Heard rather than seen (the accessible mode), nothing is drawn, so the
  /// view is made at least this size whatever the window's: a small window never keeps a
  /// listener out.
  ///
  /// ```swift
  /// public static let minimumSize = Size(columns: 40, rows: 12)
  /// ```
  static var minimumSize: Size { get }

  /// The themes a user may pick (`--theme NAME`, or `TERMINALUI_THEME`), the first drawn when
  /// none is picked: the kit's ``Theme/all`` unless the app brings its own.
  ///
  /// ```swift
  /// public static let themes = Theme.all.map {
  ///   $0.adding([.expiring: Appearance(foreground: .rgb(0xFF, 0x87, 0x00))])
  /// }
  /// ```
  static var themes: [Theme] { get }
}

extension TerminalView {
  public func describe() -> [String] {
    let title = render().text.split(separator: "\n").lazy
      .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    // Columns apart on the screen are parts apart in words.
    return title.map {
      [$0.replacingOccurrences(of: #" {2,}"#, with: ", ", options: .regularExpression)]
    } ?? []
  }

  public func nothingHere(for key: Key) -> String { Narration.nothing(for: key) }
  public func describeCursor() -> String? { nil }
  public static func savedOnQuit(_ state: State) -> String? { nil }

  @MainActor public static func settle(_ app: TerminalApp<Self>) async {}
  public static func holdsKeys(_ state: State) -> Bool { false }
  @MainActor public static func prepareToQuit(_ app: TerminalApp<Self>) async -> String? {
    nil
  }

  public static var minimumSize: Size { Size(columns: 1, rows: 1) }
  public static var themes: [Theme] { Theme.all }

  /// The size a view is described at, heard (the accessible mode) in a terminal of `size`: at
  /// least ``minimumSize``, as nothing is drawn. The event loop and the terminal test store
  /// describe it so.
  ///
  /// ```swift
  /// let heard = AppView.heardSize(Size(columns: 30, rows: 8))  // 40x12, for a minimum of 40x12
  /// ```
  public static func heardSize(_ size: Size) -> Size {
    Size(
      columns: max(size.columns, minimumSize.columns), rows: max(size.rows, minimumSize.rows))
  }
}

/// What a view is drawn for: the terminal's size, its glyphs, the zone times are shown in.
///
/// ```swift
/// let environment = TerminalEnvironment(size: Size(columns: 80, rows: 24))
/// let grid = AppView(state: store.state, environment: environment).render()
/// ```
public struct TerminalEnvironment: Equatable, Sendable {
  public var size: Size
  /// Unicode or ASCII lines, marks and spinners, from the terminal's locale.
  public var glyphs: Glyphs
  /// The zone times are shown in: the user's, or a fixed one in tests.
  public var timeZone: TimeZone

  public init(size: Size, glyphs: Glyphs = Glyphs(isUnicode: true), timeZone: TimeZone = .current) {
    self.size = size
    self.glyphs = glyphs
    self.timeZone = timeZone
  }
}

/// What a key asks the app to do.
///
/// ```swift
/// case .character("+"): .send(.incrementButtonTapped)
/// ```
public enum TerminalCommand<Action> {
  /// Sends an action to the store.
  case send(Action)
  /// Ends the loop.
  case quit
  /// Draws the whole screen again (Ctrl-L), whatever another program left on it.
  case redraw
  /// Hands the terminal back to the shell until `fg` (Ctrl-Z).
  case suspend

  /// The same command sending a parent's action, the way `Scope` embeds a child's actions.
  ///
  /// ```swift
  /// counterView.command(for: key)?.map(AppFeature.Action.counter)
  /// ```
  public func map<Parent>(_ embed: (Action) -> Parent) -> TerminalCommand<Parent> {
    switch self {
    case .send(let action): .send(embed(action))
    case .quit: .quit
    case .redraw: .redraw
    case .suspend: .suspend
    }
  }
}

extension TerminalCommand: Equatable where Action: Equatable {}
extension TerminalCommand: Sendable where Action: Sendable {}
