import Checklists
import ComposableArchitecture
import Foundation
import TerminalUI

/// The whole screen: where you are (`Checklists › Groceries`), the screen on top (the list, a
/// checklist, or the form), an alert or help over it, and a key bar drawn from the same key
/// maps that handle the keys, in the kit's `Layers`.
///
/// ```swift
/// let app = TerminalApp<ChecklistsView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.run()
/// ```
public struct ChecklistsView: TerminalView {
  /// The smallest terminal the app draws itself in; below it, the kit's `TooSmallNotice`.
  public static let minimumSize = Size(columns: 40, rows: 12)

  public typealias Action = ChecklistsTerminal.Action
  public typealias Command = TerminalCommand<Action>

  public let state: ChecklistsTerminal.State
  public let environment: TerminalEnvironment
  var size: Size { environment.size }

  public init(state: ChecklistsTerminal.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// The kit's frame of the screen: the breadcrumb's row and its rule, the screen on top, the
  /// key bar, the too-small notice, the terminal's own keys.
  var shell: AppShell { AppShell(size: size, minimumSize: Self.minimumSize) }

  /// Between the breadcrumb's rule and the key bar, one column in from each side.
  var screenRect: Rect { shell.content }

  /// What the app has to say of its file and of edits both instances made, a message each.
  var messages: [String] {
    state.overwrittenEdits.map { "Both instances edited \($0)." }
      + ChecklistsData.messages(
        loadError: state.app.list.$checklists.loadError,
        saveError: state.app.list.$checklists.saveError)
  }

  /// The ``messages`` as the screen shows them: wrapped to its width, in at most half of it, so
  /// the screen keeps room.
  var messageLines: [String] {
    Array(
      messages.flatMap {
        Canvas.wrap(environment.glyphs.text($0), width: screenRect.width, breakingWords: true)
      }
      .prefix(screenRect.height / 2))
  }

  /// The status line's row at the foot of the screen, under the messages, while it says
  /// something.
  var statusRows: Int { state.status.message == nil ? 0 : 1 }

  /// The rectangle of the screen on top: all between the rule and the key bar, less the messages
  /// and the status line under it.
  var content: Rect {
    let lines = messageLines.count + statusRows
    return screenRect.inset(bottom: lines == 0 ? 0 : lines + 1)
  }

  // MARK: Screens

  var listView: ChecklistsListView { ChecklistsListView(state: state, rect: content) }

  var detailView: ChecklistDetailView? {
    guard let detail = state.detail, let id = state.detailID else { return nil }
    return ChecklistDetailView(state: state, detail: detail, id: id, rect: content)
  }

  var formView: ChecklistFormView? {
    state.form.map { ChecklistFormView(state: state, form: $0, rect: content) }
  }

  /// Where you are: the list, the checklist on top, the form.
  var breadcrumb: [String] {
    var trail = ["Checklists"]
    if let detail = state.detail {
      trail.append(detail.checklist.name)
      if state.form != nil { trail.append("Edit") }
    } else if state.form != nil {
      trail.append("New checklist")
    }
    return trail
  }

  /// Where the user is, heard: the screen's own name, not the trail to it.
  var place: String {
    if let detail = state.detail {
      return state.form == nil ? detail.checklist.name : "Editing \(detail.checklist.name)"
    }
    return state.form == nil ? "Checklists" : "New checklist"
  }

  // MARK: Keys

  /// The screen's key maps, top down: the list at the base; a checklist over it, and over that
  /// the field or filter being typed; the form; an alert; help.
  var layers: Layers<Action> {
    var layers = screenLayers
    if let help = state.help {
      shell.pushHelp(
        onto: &layers, listing: helpBindings(below: layers), offset: help.offset,
        scrolled: { Action.helpScrolled(to: $0) },
        closing: [
          KeyBinding(
            [.character("?"), .function(1)], hint: nil, label: "close help", action: .helpToggled)
        ],
        close: .helpToggled)
    }
    return layers
  }

  /// Everything but help.
  var screenLayers: Layers<Action> {
    let list = listView
    var layers = Layers(base: list.bindings)
    list.pushFilter(onto: &layers)
    detailView?.push(onto: &layers)
    formView?.push(onto: &layers)
    if let alert = state.listAlert {
      layers.push(
        AlertBox.keyMap(for: alert, state: state.listAlertBox).map { $0.map(Action.listAlertBox) },
        close: .app(.list(.destination(.dismiss))), name: "the dialog")
    } else if let alert = state.discardAlert {
      layers.push(
        AlertBox.keyMap(for: alert, state: state.discardAlertBox).map {
          $0.map(Action.discardAlertBox)
        },
        close: .discardAlertBox(.delegate(.dismiss)), name: "the dialog")
    } else if let alert = state.detailAlert,
      let dismiss = state.detailAction(.destination(.dismiss))
    {
      layers.push(
        AlertBox.keyMap(for: alert, state: state.detailAlertBox).map {
          $0.map(Action.detailAlertBox)
        },
        close: dismiss, name: "the dialog")
    }
    return layers
  }

  /// What help lists: the keys in force under it, and the terminal's own, which work everywhere.
  func helpBindings(below layers: Layers<Action>) -> [KeyBinding<Command>] {
    layers.bindings.filter { $0.action != .send(.helpToggled) } + AppShell.terminalBindings()
  }

  public func command(for key: Key) -> Command? {
    shell.command(for: key, mouse: { mouseAction(for: $0).map(Command.send) }) {
      layers.command(for: $0)
    }
  }

  /// Clicks and the wheel reach the list on screen when nothing covers it.
  func mouseAction(for key: Key) -> Action? {
    guard state.help == nil, state.form == nil, state.listAlert == nil, state.discardAlert == nil,
      state.detailAlert == nil, state.newItem == nil
    else { return nil }
    if let detail = detailView { return detail.mouseAction(for: key) }
    return listView.mouseAction(for: key)
  }

  // MARK: Words

  /// The screen in words, for the accessible mode: where you are, what is selected or typed,
  /// what went wrong, and what an alert asks.
  public func describe() -> [String] {
    shell.describe(describeScreen)
  }

  private func describeScreen() -> [String] {
    // What the app says comes before the screen, so that the screen's own lines end the
    // description: when an overlay closes, the last line left, which is said, is where the
    // user is, not the word of an earlier key. Heard whole, as written: a message wrapped for
    // the screen would be said in pieces.
    var lines = [place] + messages
    if let status = StatusLine.describe(state.status) { lines.append(status) }
    if let form = formView {
      lines += form.describe()
    } else if let detail = detailView {
      lines += detail.describe()
    } else {
      lines += listView.describe()
    }
    if let alert = state.listAlert {
      lines += AlertBox.describe(alert, state: state.listAlertBox)
    } else if let alert = state.discardAlert {
      lines += AlertBox.describe(alert, state: state.discardAlertBox)
    } else if let alert = state.detailAlert {
      lines += AlertBox.describe(alert, state: state.detailAlertBox)
    }
    // Help, heard: the keys that work where you are, as the overlay lists them.
    if let help = state.help {
      lines.append(HelpOverlay.describe(helpBindings(below: screenLayers), offset: help.offset))
    }
    return lines
  }

  /// Where the cursor is in what has the keys: the new item's field, the form's notes or
  /// focused field, or the filter being typed of the list on screen.
  public func describeCursor() -> String? {
    // Under help or a dialog, the keys are theirs.
    guard state.help == nil, state.listAlert == nil, state.detailAlert == nil,
      state.discardAlert == nil
    else { return nil }
    if let notes = state.formNotes { return TextArea.describeCursor(notes) }
    if let field = state.newItem ?? state.focusedField { return TextField.describeCursor(field) }
    let selection = state.detail == nil ? state.checklistSelection : state.itemSelection
    return selection.isFiltering ? TextField.describeCursor(selection.filter) : nil
  }

  /// Over help, a dialog or a field, a key it does not take says so, and how to close it.
  public func nothingHere(for key: Key) -> String { layers.nothingHere(for: key) }

  /// What quitting keeps: the checklists, saved.
  public static func savedOnQuit(_ state: ChecklistsTerminal.State) -> String? {
    let count = state.app.list.checklists.count
    return count == 1 ? "1 checklist saved" : "\(count) checklists saved"
  }

  // MARK: Drawing

  public func render() -> Grid {
    shell.render(glyphs: environment.glyphs) { canvas in draw(on: &canvas) }
  }

  private func draw(on canvas: inout Canvas) {
    drawBreadcrumb(on: &canvas)
    if let form = formView {
      form.draw(on: &canvas)
    } else if let detail = detailView {
      detail.draw(on: &canvas)
    } else {
      listView.draw(on: &canvas)
    }
    let messages = messageLines
    let foot = screenRect.height - statusRows
    for (row, line) in messages.enumerated() {
      canvas.write(line, row: foot - messages.count + row, in: screenRect, style: .error)
    }
    StatusLine.render(state.status, in: screenRect.rows(.fill(), .fixed(1))[1], on: &canvas)
    if let alert = state.listAlert {
      AlertBox.render(alert, state: state.listAlertBox, in: screenRect, on: &canvas)
    } else if let alert = state.discardAlert {
      AlertBox.render(alert, state: state.discardAlertBox, in: screenRect, on: &canvas)
    } else if let alert = state.detailAlert {
      AlertBox.render(alert, state: state.detailAlertBox, in: screenRect, on: &canvas)
    }
    let layers = layers
    if let help = state.help {
      HelpOverlay.render(
        helpBindings(below: screenLayers), offset: help.offset, in: screenRect, on: &canvas)
    }
    drawKeyBar(layers, on: &canvas)
  }

  private func drawBreadcrumb(on canvas: inout Canvas) {
    let separator = environment.glyphs.isUnicode ? " › " : " > "
    let header = shell.titleRect
    // How much of a checklist is done is its screen's own bar.
    let right = state.isDetailGone ? "deleted" : ""
    let rightWidth = right.isEmpty ? 0 : DisplayWidth.of(right) + 2
    let trail = header.columns(.fill(), .fixed(rightWidth))[0]
    canvas.write(breadcrumb.joined(separator: separator), row: 0, in: trail, style: .bold)
    if !right.isEmpty {
      canvas.write(
        right, row: 0, column: header.width - DisplayWidth.of(right), in: header, style: .dim)
    }
  }

  /// The top layer's keys from the left, as many as fit; at the right, always, help and the
  /// way out of where you are (`q quit` at the list, `Esc back` in a checklist, `Esc cancel`
  /// in the form).
  private func drawKeyBar(_ layers: Layers<Action>, on canvas: inout Canvas) {
    let bindings = layers.bindings
    let exit: Command = layers.overlays.last.map { .send($0.close) } ?? .quit
    // Where text is typed, help (F1) gives its place at the right to the field's own keys.
    let isHelp = { (binding: KeyBinding<Command>) in
      binding.action == .send(.helpToggled) && binding.hint == "?"
    }
    let fixed = bindings.filter(isHelp) + bindings.filter { $0.hint != nil && $0.action == exit }
    KeyBar.render(bindings, fixed: fixed, in: shell.keyBarRect, on: &canvas)
  }

  // MARK: Shared by the screens

  /// `?` (or F1 where text is typed) shows help, and closes it.
  static func helpBinding(typing: Bool) -> KeyBinding<Action> {
    KeyBinding(
      typing ? [.function(1)] : [.character("?"), .function(1)], hint: typing ? "F1" : "?",
      label: "help", help: "show or close this help", isOnEveryScreen: true,
      action: .helpToggled)
  }

  /// A list's keys while its filter is typed, Backspace on an empty filter closing it.
  static func filterBindings<Row>(
    _ list: List<Row>.State, in rect: Rect, embed: @escaping (List<Row>.Action) -> Action
  ) -> [KeyBinding<Action>] {
    var bindings = List.keyMap(for: list, in: rect).map { $0.map(embed) }
    if list.selection.filter.text.isEmpty {
      bindings =
        [
          KeyBinding(
            [.backspace], hint: nil, label: "close filter", help: "close the filter (when empty)",
            action: embed(.clearFilter))
        ] + without([.backspace], bindings)
    }
    return bindings + [helpBinding(typing: true)]
  }

  /// `bindings` without `keys`, and without a binding left with none.
  static func without<A>(_ keys: [Key], _ bindings: [KeyBinding<A>]) -> [KeyBinding<A>] {
    bindings.compactMap { binding in
      var binding = binding
      binding.keys.removeAll { keys.contains($0) }
      return binding.keys.isEmpty ? nil : binding
    }
  }

  /// Those of `keys` that no binding of `bindings` claims.
  static func unclaimed<A>(_ keys: [Key], by bindings: [KeyBinding<A>]) -> [Key] {
    let claimed = Set(bindings.flatMap(\.keys))
    return keys.filter { !claimed.contains($0) }
  }
}
