import ComposableArchitecture
import Counter
import NthPrimeRequest
import PrimeModal
import Primes
import TerminalUI

/// How a ``Counter`` looks: the count, the favorite primes it can see, a running request, the
/// "Set count" field, and over them the prime modal or the request's answer. Which counter (the
/// app's, or the tour's) is `AppView`'s choice (see `AppView.counterView(in:favorites:)`); this
/// view takes its state and how its actions reach the app.
///
/// ```swift
/// CounterView(
///   state: app.counter, countField: state.countField, answerBox: state.answerBox,
///   failureBox: state.failureBox, favorites: .read, rect: content
/// ) { .app(.counter($0)) }
/// ```
struct CounterView {
  /// Whether the favorites are read, or still being read, or could not be read: "none yet"
  /// is true only of the first.
  enum Favorites { case read, loading, unread }

  let favorites: Favorites
  let rect: Rect

  let state: Counter.State
  /// Its "Set count" field, while open.
  let countField: TextField.State?
  /// The counter's action as the app's.
  let send: (Counter.Action) -> PrimeTimeTerminal.Action

  init(
    state: Counter.State, countField: TextField.State?,
    answerBox: AlertBox<Never>.State, failureBox: AlertBox<NthPrimeRequest.Outcome.Failure>.State,
    favorites: Favorites, rect: Rect, send: @escaping (Counter.Action) -> PrimeTimeTerminal.Action
  ) {
    self.state = state
    self.countField = countField
    self.request = NthPrimeRequestView(
      state: state.nthPrimeRequest, answerBox: answerBox, failureBox: failureBox)
    self.favorites = favorites
    self.rect = rect
    self.send = send
  }

  let request: NthPrimeRequestView

  /// The counter in words: the count, the field while it is open, the modal or the request.
  func describe() -> [String] {
    var lines = ["Count \(grouped(state.count))"]
    if let field = countField {
      lines.append(TextField.describe(field, label: "Set count"))
      // Said once, on entering the field: its keys.
      lines.append("Type a number, Enter sets it, Escape cancels.")
    }
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
      $0.map { send(.nthPrimeRequest($0)) }
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
    let own = count.map { $0.map(send) }
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
      let embed = { (action: PresentationAction<PrimeModal.Action>) in send(.primeModal(action)) }
      layers.push(
        PrimeModalView(state: modal).bindings.map { $0.map(embed) } + help, close: embed(.dismiss),
        name: "the dialog")
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
