import Counter
import Primes
import TerminalUI

/// How the ``Counter`` looks: the count, the favorite primes it can see, a running request,
/// and over them the prime modal or the request's answer.
///
/// ```swift
/// CounterView(state: state.counter, isLoadingFavorites: false, rect: content)
/// ```
struct CounterView {
  let state: Counter.State
  /// Whether the favorites are still being read, so "none yet" would not be true.
  let isLoadingFavorites: Bool
  let rect: Rect

  var request: NthPrimeRequestView { NthPrimeRequestView(state: state.nthPrimeRequest) }

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
    if let modal = state.primeModal {
      PrimeModalView(state: modal).draw(on: &canvas, over: rect)
    }
    request.drawOutcome(on: &canvas, over: rect)
  }

  /// The answer's keys while it is shown; else the modal's while it is open; else the count's.
  var bindings: [KeyBinding<Counter.Action>] {
    if let outcome = request.outcomeBindings {
      return outcome.map { $0.map(Counter.Action.nthPrimeRequest) }
    }
    if let modal = state.primeModal {
      return PrimeModalView(state: modal).bindings.map { $0.map(Counter.Action.primeModal) }
    }
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

  /// Whether nothing covers the count, so the app's own keys (tabs) work too.
  var isPlain: Bool { state.primeModal == nil && state.nthPrimeRequest.outcome == nil }
}
