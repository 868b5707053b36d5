import AppFeature
import ComposableArchitecture
import Counter
import PrimeModal
import Primes
import TerminalUI

/// How the ``Counter`` on screen looks (the app's, or the tour's): the count, the favorite
/// primes it can see, a running request, the "Set count" field, and over them the prime modal
/// or the request's answer.
///
/// ```swift
/// CounterView(terminal: state, app: state.app, favorites: .read, rect: content)
/// ```
struct CounterView {
  /// Whether the favorites are read, or still being read, or could not be read: "none yet"
  /// is true only of the first.
  enum Favorites { case read, loading, unread }

  let favorites: Favorites
  let rect: Rect

  /// The counter on screen: the tour's while it runs.
  let state: Counter.State
  /// Its "Set count" field, while open.
  let countField: TextField.State?
  let isTouring: Bool

  /// The view of the counter on screen; `app` is `terminal.app`, read once by the caller.
  init(
    terminal: borrowing PrimeTimeTerminal.State, app: borrowing AppFeature.State,
    favorites: Favorites, rect: Rect
  ) {
    if let tour = app.onboarding {
      (isTouring, state) = (true, tour.counter)
    } else {
      (isTouring, state) = (false, app.counter)
    }
    self.countField = terminal.countField
    self.request = NthPrimeRequestView(
      state: state.nthPrimeRequest, answerBox: terminal.answerBox, failureBox: terminal.failureBox)
    self.favorites = favorites
    self.rect = rect
  }

  let request: NthPrimeRequestView

  /// The counter in words: the count, the field while it is open, the modal or the request.
  func describe() -> [String] {
    var lines = ["Count \(grouped(state.count))"]
    if let field = countField { lines.append(TextField.describe(field, label: "Set count")) }
    if let modal = state.primeModal { lines += PrimeModalView(state: modal).describe() }
    return lines + request.describe()
  }

  func draw(on canvas: inout Canvas) {
    canvas.write("Count: \(grouped(state.count))", row: 0, in: rect, style: .bold)
    if let status = request.statusLine(glyphs: canvas.glyphs) {
      canvas.write(status, row: 2, in: rect, style: .accent)
    }
    let line: String
    switch (state.favoritePrimes.isEmpty, favorites) {
    case (true, .loading): line = "Loading favorites…"
    case (true, .unread): line = "Favorite primes: not read (2 shows why)"
    case (true, .read): line = "Favorite primes: none yet"
    case (false, _):
      line =
        "Favorite primes (\(grouped(state.favoritePrimes.count))): "
        + state.favoritePrimes.map(grouped).joined(separator: ", ")
    }
    canvas.write(line, row: min(4, rect.height - 1), in: rect, style: .dim)
    if let field = countField {
      canvas.write("Set count:", row: 1, in: rect, style: .bold)
      let column = DisplayWidth.of("Set count: ")
      TextField.render(
        field,
        in: Rect(
          column: rect.column + column, row: rect.row + 1, width: max(0, rect.width - column),
          height: 2), on: &canvas)
    }
    if let modal = state.primeModal {
      PrimeModalView(state: modal).draw(on: &canvas, over: rect)
    }
    request.drawOutcome(on: &canvas, over: rect)
  }

  /// The count's keys, with nothing over it: the base of its layers.
  var baseBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    // A running request's Esc first: the key bar shows the most pressing keys.
    let request = request.requestBindings(n: state.count).map {
      $0.map { PrimeTimeTerminal.Action.counter(.nthPrimeRequest($0), isTouring: isTouring) }
    }
    let count: [KeyBinding<Counter.Action>] = [
      KeyBinding(
        [.character("+"), .up, .character("k")], hint: "+/-", label: "count", help: "count up",
        action: .incrementButtonTapped),
      KeyBinding(
        [.character("-"), .down, .character("j")], hint: nil, label: "count",
        help: "count down", action: .decrementButtonTapped),
      KeyBinding(
        [.character("p")], label: "is prime?",
        help: "is \(grouped(state.count)) prime?", action: .isPrimeButtonTapped),
    ]
    let own = count.map { $0.map { PrimeTimeTerminal.Action.counter($0, isTouring: isTouring) } }
    return (state.nthPrimeRequest.isInFlight ? request + own : own + request)
      + [setCountBinding]
  }

  /// Puts what covers the count on `layers`, bottom up: the "Set count" field, which takes
  /// text; the prime modal; the request's answer, under which `passing` still work (switching
  /// tabs: an answer does not hold the user on its tab). `help` works over all but the field.
  func push(
    onto layers: inout Layers<PrimeTimeTerminal.Action>,
    help: [KeyBinding<PrimeTimeTerminal.Action>], passing: [KeyBinding<PrimeTimeTerminal.Action>]
  ) {
    if countField != nil {
      layers.push(
        TextField.keyMap(
          embed: PrimeTimeTerminal.Action.countField, submit: (label: "set", help: nil)),
        close: .countField(.cancel)
      ) { key in
        TextField.action(for: key).map(PrimeTimeTerminal.Action.countField)
      }
    }
    if let modal = state.primeModal {
      let embed = { (action: PresentationAction<PrimeModal.Action>) in
        PrimeTimeTerminal.Action.counter(.primeModal(action), isTouring: isTouring)
      }
      layers.push(
        PrimeModalView(state: modal).bindings.map { $0.map(embed) } + help, close: embed(.dismiss))
    }
    request.push(onto: &layers, help: help, passing: passing)
  }

  /// `=` opens the "Set count" field, last on the key bar.
  var setCountBinding: KeyBinding<PrimeTimeTerminal.Action> {
    KeyBinding(
      [.character("=")], label: "set", help: "set the count to a number you type",
      action: .setCountButtonTapped)
  }
}
