import ComposableArchitecture
import NthPrimeRequest
import Primes
import TerminalUI

/// How an ``NthPrimeRequest`` looks: a spinner with the elapsed time while it runs (the spinner
/// moves with the request's own clock ticks), and its outcome as an alert.
struct NthPrimeRequestView {
  let state: NthPrimeRequest.State

  /// The line shown while a request runs.
  func statusLine(glyphs: Glyphs) -> String? {
    guard let n = state.pending else { return nil }
    return
      "\(Spinner.frame(tick: state.ticks, glyphs: glyphs)) Asking for the \(ordinal(n)) prime… "
      + "\(grouped(state.elapsedSeconds))s"
  }

  /// The outcome's alert, over `rect`.
  func drawOutcome(on canvas: inout Canvas, over rect: Rect) {
    switch state.outcome {
    case .answer(let alert)?: AlertView(alert: alert, isError: false).draw(on: &canvas, over: rect)
    case .failure(let alert)?: AlertView(alert: alert, isError: true).draw(on: &canvas, over: rect)
    case nil: break
    }
  }

  /// Answering the outcome's alert, while one is shown.
  var outcomeBindings: [KeyBinding<NthPrimeRequest.Action>]? {
    switch state.outcome {
    case .answer(let alert)?:
      AlertView(alert: alert, isError: false).bindings.map {
        $0.map { .outcome($0.map(NthPrimeRequest.Outcome.Action.answer)) }
      }
    case .failure(let alert)?:
      AlertView(alert: alert, isError: true).bindings.map {
        $0.map { .outcome($0.map(NthPrimeRequest.Outcome.Action.failure)) }
      }
    case nil:
      nil
    }
  }

  /// Asking about `n` (when it is in range), or cancelling the request that runs.
  func requestBindings(n: Int?) -> [KeyBinding<NthPrimeRequest.Action>] {
    if state.isInFlight {
      return [KeyBinding([.escape], hint: "Esc", label: "cancel", action: .cancelTapped)]
    }
    guard let n, NthPrimeRequest.supportedRange.contains(n) else { return [] }
    return [
      KeyBinding(
        [.character("n")], hint: "n", label: "nth prime",
        help: "ask for the \(ordinal(n)) prime", action: .askTapped(n: n))
    ]
  }
}

extension PresentationAction {
  /// The same presentation action for another presented feature's action.
  func map<NewAction>(_ transform: (Action) -> NewAction) -> PresentationAction<NewAction> {
    switch self {
    case .presented(let action): .presented(transform(action))
    case .dismiss: .dismiss
    }
  }
}
