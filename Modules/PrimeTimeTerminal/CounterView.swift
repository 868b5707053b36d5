import AppFeature
import Counter
import Primes
import TerminalUI

/// How the ``Counter`` on screen looks (the app's, or the tour's): the count, the favorite
/// primes it can see, a running request, the "Set count" field, and over them the prime modal
/// or the request's answer.
///
/// ```swift
/// CounterView(terminal: state, app: state.app, isLoadingFavorites: false, rect: content)
/// ```
struct CounterView {
  /// Whether the favorites are still being read, so "none yet" would not be true.
  let isLoadingFavorites: Bool
  let rect: Rect

  /// The counter on screen: the tour's while it runs.
  let state: Counter.State
  /// Its "Set count" field, while open.
  let countField: TextField.State?
  let isTouring: Bool

  /// The view of the counter on screen; `app` is `terminal.app`, read once by the caller.
  init(
    terminal: borrowing PrimeTimeTerminal.State, app: borrowing AppFeature.State,
    isLoadingFavorites: Bool, rect: Rect
  ) {
    if let tour = app.onboarding {
      (isTouring, state) = (true, tour.counter)
    } else {
      (isTouring, state) = (false, app.counter)
    }
    self.countField = terminal.countField
    self.request = NthPrimeRequestView(
      state: state.nthPrimeRequest, answerBox: terminal.answerBox, failureBox: terminal.failureBox)
    self.isLoadingFavorites = isLoadingFavorites
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
    let favorites: String
    if isLoadingFavorites && state.favoritePrimes.isEmpty {
      favorites = "Loading favorites…"
    } else if state.favoritePrimes.isEmpty {
      favorites = "Favorite primes: none yet"
    } else {
      favorites =
        "Favorite primes (\(grouped(state.favoritePrimes.count))): "
        + state.favoritePrimes.map(grouped).joined(separator: ", ")
    }
    canvas.write(favorites, row: min(4, rect.height - 1), in: rect, style: .dim)
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

  /// The answer's keys while it is shown; else the modal's while it is open; else the "Set
  /// count" field's while it is open; else the count's.
  var bindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    if let outcome = request.outcomeBindings { return outcome }
    return own.map { $0.map { .counter($0, isTouring: isTouring) } }
      + (setCountBinding.map { [$0] } ?? [])
      + fieldBindings
  }

  /// The "Set count" field's keys while it is open and nothing covers it.
  private var fieldBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    guard countField != nil, state.primeModal == nil, request.outcomeBindings == nil
    else { return [] }
    return TextField.keyMap.map { field in
      var binding = field.map(PrimeTimeTerminal.Action.countField)
      if binding.action == .countField(.submit) { binding.label = "set" }
      return binding
    }
  }

  /// The counter's own keys: the answer's, the modal's, or the count's.
  private var own: [KeyBinding<Counter.Action>] {
    if let modal = state.primeModal {
      return PrimeModalView(state: modal).bindings.map { $0.map(Counter.Action.primeModal) }
    }
    if countField != nil { return [] }
    // A running request's Esc first: the key bar shows the most pressing keys.
    let request = request.requestBindings(n: state.count).map {
      $0.map(Counter.Action.nthPrimeRequest)
    }
    return (state.nthPrimeRequest.isInFlight ? request : []) + [
      KeyBinding(
        [.character("+"), .up, .character("k")], hint: "+/-", label: "count", help: "count up",
        action: .incrementButtonTapped),
      KeyBinding(
        [.character("-"), .down, .character("j")], hint: nil, label: "count",
        help: "count down", action: .decrementButtonTapped),
      KeyBinding(
        [.character("p")], hint: "p", label: "is prime?",
        help: "is \(grouped(state.count)) prime?", action: .isPrimeButtonTapped),
    ] + (state.nthPrimeRequest.isInFlight ? [] : request)
  }

  /// `=` opens the "Set count" field, last on the key bar.
  var setCountBinding: KeyBinding<PrimeTimeTerminal.Action>? {
    guard isPlain else { return nil }
    return KeyBinding(
      [.character("=")], hint: "=", label: "set", help: "set the count to a number you type",
      action: .setCountButtonTapped)
  }

  /// Whether nothing covers the count, so the app's own keys (tabs) work too.
  var isPlain: Bool {
    state.primeModal == nil && state.nthPrimeRequest.outcome == nil && countField == nil
  }

  /// What `key` types into the "Set count" field while it is open: every key it does not bind
  /// is text, `q` and `?` included.
  func typing(_ key: Key) -> PrimeTimeTerminal.Action? {
    guard countField != nil, state.primeModal == nil, state.nthPrimeRequest.outcome == nil
    else { return nil }
    return TextField.action(for: key).map(PrimeTimeTerminal.Action.countField)
  }
}
