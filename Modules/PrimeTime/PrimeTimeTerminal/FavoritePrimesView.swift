import FavoritePrimes
import NthPrimeRequest
import Primes
import TerminalUI

/// How ``FavoritePrimes`` look: what went wrong with the file, if anything, the kit's list with
/// the terminal's selection, filter and position, and a running request with its answer. Which
/// favorites (the app's, or the tour's practice ones) is `AppView`'s choice (see
/// `AppView.favoritesView(in:)`); this view takes their state and how their actions reach the
/// app.
struct FavoritePrimesView {
  let rect: Rect

  let state: FavoritePrimes.State
  /// Their primes in the kit's list, with the terminal's selection and filter.
  let list: List<Int>.State
  /// Whether `R` reads the file again: the tour's favorites are practice, in no file.
  let canReload: Bool
  /// The feature's action as the app's.
  let send: (FavoritePrimes.Action) -> PrimeTimeTerminal.Action
  /// What is said above the list, unwrapped (see ``notices(for:)``), made once for the view.
  let notices: [Line]
  /// The notices as drawn, wrapped to the view's width (see ``messages(_:width:)``).
  let messages: [Line]
  /// Where the list goes: below the heading and messages, above the request line.
  let listRect: Rect

  init(
    state: FavoritePrimes.State, list: List<Int>.State, answerBox: AlertBox<Never>.State,
    failureBox: AlertBox<NthPrimeRequest.Outcome.Failure>.State, canReload: Bool, rect: Rect,
    send: @escaping (FavoritePrimes.Action) -> PrimeTimeTerminal.Action
  ) {
    self.state = state
    self.request = NthPrimeRequestView(
      state: state.nthPrimeRequest, answerBox: answerBox, failureBox: failureBox)
    self.list = list
    self.canReload = canReload
    self.send = send
    self.rect = rect
    self.notices = Self.notices(for: state)
    self.messages = Self.messages(notices, width: rect.width)
    self.listRect = rect.inset(
      top: 1 + messages.count, bottom: state.nthPrimeRequest.isInFlight ? 1 : 0)
  }

  private var selectedPrime: Int? { list.selectedRow }

  let request: NthPrimeRequestView

  /// What an empty list says: how to save a first prime. Nothing while the file is read, or
  /// when it could not be: the favorites may be in it, and the notice above says why.
  private var emptyHint: String? {
    let isUnread = state.fileErrors.contains {
      switch $0 {
      case .unreadable, .timedOut: true
      default: false
      }
    }
    guard state.primes.isEmpty, !state.isLoading, !isUnread else { return nil }
    return "No favorite primes yet. Save one from the Counter: 1, then p, then s."
  }

  /// The favorites in words: what went wrong or was deleted, the selected prime and the
  /// filter, and the request.
  func describe() -> [String] {
    // Whole sentences, as they were before the screen's width wrapped them.
    var lines = notices.map(\.text)
    if emptyHint != nil {
      // Heard in short: what the screen spells out, key by key, help lists.
      lines.append("No favorite primes yet: p on the Counter.")
    } else if !state.primes.isEmpty {
      // The tab's name says what the list is.
      lines += List.describe(list)
    }
    return lines + request.describe()
  }

  func draw(on canvas: inout Canvas) {
    canvas.write("Favorite primes", row: 0, in: rect, style: .bold)
    for (index, message) in messages.enumerated() {
      canvas.write(message.text, row: 1 + index, in: rect, style: message.style)
    }
    if let emptyHint { canvas.paragraph(emptyHint, row: 0, in: listRect) }
    List.render(list, in: listRect, on: &canvas)
    if let status = request.statusLine(glyphs: canvas.glyphs) {
      canvas.write(status, row: rect.height - 1, in: rect, style: .accent)
    }
    request.drawOutcome(on: &canvas, over: rect)
  }

  private var listBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    List.keyMap(for: list, in: listRect).map {
      $0.map(PrimeTimeTerminal.Action.primeList)
    }
  }

  /// The tab's keys with nothing over it: the base of its layers.
  var baseBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    var request = request.requestBindings(n: selectedPrime).map {
      $0.map { send(.nthPrimeRequest($0)) }
    }
    // With a filter in force, n and N go through the matches; Enter asks the nth prime.
    if list.selection.matches != nil, !state.nthPrimeRequest.isInFlight {
      request = request.map { binding in
        var binding = binding
        binding.keys = [.enter]
        binding.hint = "Enter"
        return binding
      }
    }
    // The tab's own keys first: the key bar shows what fits, from the left.
    var own: [KeyBinding<FavoritePrimes.Action>] = []
    if let deleted = state.deletions.last {
      own.append(
        KeyBinding(
          [.character("u")], label: "undo",
          help: "put \(grouped(deleted.prime)) back where it was", action: .undoDeleteButtonTapped))
    }
    if let prime = selectedPrime {
      own.append(
        KeyBinding(
          [.character("d")], label: "delete", help: "delete the selected prime",
          action: .deleteButtonTapped(prime: prime)))
    }
    if canReload {
      own.append(
        KeyBinding(
          [.character("R")], label: "reload", help: "read the file again",
          action: .reloadButtonTapped))
    }
    let tab = own.map { $0.map(send) }
    // A request under way takes Esc to cancel it: a filter in force is cleared after.
    guard !state.nthPrimeRequest.isInFlight else { return request.over(tab + listBindings) }
    return tab + request + listBindings
  }

  /// Puts what covers the list on `layers`, bottom up: its filter while typed, which takes
  /// text; the request's answer, under which `passing` still work. `help` works over the
  /// answer.
  func push(
    onto layers: inout Layers<PrimeTimeTerminal.Action>,
    help: [KeyBinding<PrimeTimeTerminal.Action>], passing: [KeyBinding<PrimeTimeTerminal.Action>]
  ) {
    layers.pushFilter(of: list, in: listRect) { .primeList($0) }
    request.push(onto: &layers, help: help, passing: passing)
  }

  func action(for mouse: Key) -> PrimeTimeTerminal.Action? {
    guard state.nthPrimeRequest.outcome == nil else { return nil }
    return List.action(for: mouse, state: list, in: listRect).map { .primeList($0) }
  }

}
