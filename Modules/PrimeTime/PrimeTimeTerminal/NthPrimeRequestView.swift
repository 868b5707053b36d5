import ComposableArchitecture
import NthPrimeRequest
import Primes
import TerminalUI

/// How an ``NthPrimeRequest`` looks: a spinner with the elapsed time while it runs (the spinner
/// moves with the request's own clock ticks), and its outcome as the kit's `AlertBox`, with the
/// focus the terminal keeps.
struct NthPrimeRequestView {
  let state: NthPrimeRequest.State
  /// Which button of an answer's alert has the focus.
  let answerBox: AlertBox<Never>.State
  /// Which button of a failure's alert has the focus.
  let failureBox: AlertBox<NthPrimeRequest.Outcome.Failure>.State

  /// The line shown while a request runs.
  func statusLine(glyphs: Glyphs) -> String? {
    guard let n = state.pending else { return nil }
    return
      "\(Spinner.frame(tick: state.ticks, glyphs: glyphs)) Asking for the \(ordinal(n)) prime… "
      + "\(grouped(state.elapsedSeconds))s"
  }

  /// The request in words: that it runs (said once, not at every tick of its spinner), and
  /// its outcome's alert.
  func describe() -> [String] {
    var lines: [String] = []
    if let n = state.pending {
      lines.append(Spinner.describe(label: "Asking for the \(ordinal(n)) prime"))
    }
    switch state.outcome {
    case .answer(let alert)?: lines += AlertBox.describe(alert, state: answerBox)
    case .failure(let alert)?: lines += AlertBox.describe(alert, state: failureBox)
    case nil: break
    }
    return lines
  }

  /// The outcome's alert, over `rect`.
  func drawOutcome(on canvas: inout Canvas, over rect: Rect) {
    switch state.outcome {
    case .answer(let alert)?:
      AlertBox.render(alert, state: answerBox, in: rect, on: &canvas)
    case .failure(let alert)?:
      AlertBox.render(alert, state: failureBox, in: rect, on: &canvas, isError: true)
    case nil:
      break
    }
  }

  /// Answering the outcome's alert, while one is shown: the kit's keys for it.
  private var outcomeBindings: [KeyBinding<PrimeTimeTerminal.Action>]? {
    switch state.outcome {
    case .answer(let alert)?:
      AlertBox.keyMap(for: alert, state: answerBox).map {
        $0.map(PrimeTimeTerminal.Action.answerBox)
      }
    case .failure(let alert)?:
      AlertBox.keyMap(for: alert, state: failureBox).map {
        $0.map(PrimeTimeTerminal.Action.failureBox)
      }
    case nil:
      nil
    }
  }

  /// Puts the outcome's alert on `layers` while one is shown: the kit's keys for it, with
  /// `help`, and `passing`, keys that still work under it; `q` closes it as Esc does.
  func push(
    onto layers: inout Layers<PrimeTimeTerminal.Action>,
    help: [KeyBinding<PrimeTimeTerminal.Action>], passing: [KeyBinding<PrimeTimeTerminal.Action>]
  ) {
    guard let outcome = outcomeBindings, let close = outcome.action(for: .escape) else { return }
    layers.push(outcome + passing + help, close: close, name: "the dialog")
  }

  /// Asking about `n` (when it is in range), or cancelling the request that runs.
  func requestBindings(n: Int?) -> [KeyBinding<NthPrimeRequest.Action>] {
    if state.isInFlight {
      return [KeyBinding([.escape], label: "cancel", action: .cancelTapped)]
    }
    guard let n, NthPrimeRequest.supportedRange.contains(n) else { return [] }
    return [
      KeyBinding(
        [.character("n")], label: "nth prime",
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
