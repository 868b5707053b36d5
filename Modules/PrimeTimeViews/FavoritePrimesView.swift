import FavoritePrimes
import Primes
import TerminalUI

/// How ``FavoritePrimes`` looks: what went wrong with the file, if anything, the list with its
/// selection and position, and a running request with its answer.
struct FavoritePrimesView {
  let state: FavoritePrimes.State
  let rect: Rect

  var request: NthPrimeRequestView { NthPrimeRequestView(state: state.nthPrimeRequest) }

  /// The lines above the list: errors, the notice, loading, what `u` undoes; each wrapped, at
  /// most three lines.
  private var messages: [(text: String, style: Style)] {
    var messages: [(String, Style)] = []
    for error in state.fileErrors {
      if error.isNotice {
        messages.append(("\(error)", .accent))
      } else if case .saveFailed = error {
        messages.append(("Could not save: \(error)", [.error, .bold]))
      } else {
        messages.append(("\(error)", [.error, .bold]))
      }
    }
    if state.isLoading { messages.append(("Loading favorites…", .dim)) }
    if let deleted = state.lastDeleted {
      messages.append(("Deleted \(grouped(deleted.prime)). u puts it back.", .accent))
    }
    return messages.flatMap { text, style in
      Canvas.wrap(text, width: rect.width).prefix(3).map { ($0, style) }
    }
  }

  /// Where the list goes: below the heading and messages, above the request line.
  private var listRect: Rect {
    rect.inset(top: 1 + messages.count, bottom: state.nthPrimeRequest.isInFlight ? 1 : 0)
  }

  private var layout: ListLayout {
    ListLayout(count: state.primes.count, selection: state.selectedIndex, height: listRect.height)
  }

  func draw(on canvas: inout Canvas) {
    canvas.write("Favorite primes", row: 0, in: rect, style: .bold)
    if !state.primes.isEmpty {
      let position =
        "\(state.selectedIndex.map { grouped($0 + 1) } ?? "-")/\(grouped(state.primes.count))"
      canvas.write(
        position, row: 0, column: max(16, rect.width - DisplayWidth.of(position)), in: rect,
        style: .dim)
    }
    for (index, message) in messages.enumerated() {
      canvas.write(message.text, row: 1 + index, in: rect, style: message.style)
    }
    if state.primes.isEmpty && !state.isLoading {
      canvas.paragraph(
        "No favorite primes yet. Save one from the Counter: 1, then p, then s.",
        row: 0, in: listRect)
    }
    canvas.list(
      state.primes.map(grouped), layout: layout, selection: state.selectedIndex, in: listRect)
    if let status = request.statusLine(glyphs: canvas.glyphs) {
      canvas.write(status, row: rect.height - 1, in: rect, style: .accent)
    }
    request.drawOutcome(on: &canvas, over: rect)
  }

  var bindings: [KeyBinding<FavoritePrimes.Action>] {
    if let outcome = request.outcomeBindings {
      return outcome.map { $0.map(FavoritePrimes.Action.nthPrimeRequest) }
    }
    let request = request.requestBindings(n: state.selectedPrime).map {
      $0.map(FavoritePrimes.Action.nthPrimeRequest)
    }
    var bindings = state.nthPrimeRequest.isInFlight ? request : []
    bindings += ListKeys(
      count: state.primes.count, selection: state.selectedIndex, page: layout.height
    )
    .bindings(
      moved: { FavoritePrimes.Action.selectionMoved(by: $0) }, selected: { .rowSelected($0) })
    if state.selectedPrime != nil {
      bindings.append(
        KeyBinding(
          [.character("d")], hint: "d", label: "delete", help: "delete the selected prime",
          action: .deleteButtonTapped))
    }
    if let deleted = state.lastDeleted {
      bindings.insert(
        KeyBinding(
          [.character("u")], hint: "u", label: "undo",
          help: "put \(grouped(deleted.prime)) back where it was", action: .undoDeleteButtonTapped),
        at: 0)
    }
    bindings.append(
      KeyBinding(
        [.character("R")], hint: "R", label: "reload", help: "read the file again",
        action: .reloadButtonTapped))
    return bindings + (state.nthPrimeRequest.isInFlight ? [] : request)
  }

  func action(for mouse: Key) -> FavoritePrimes.Action? {
    guard state.nthPrimeRequest.outcome == nil else { return nil }
    return ListKeys.mouse(
      mouse, layout: layout, rect: listRect, moved: { .selectionMoved(by: $0) },
      selected: { .rowSelected($0) })
  }

  var isPlain: Bool { state.nthPrimeRequest.outcome == nil }
}
