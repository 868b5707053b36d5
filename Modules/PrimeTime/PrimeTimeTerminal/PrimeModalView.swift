import ComposableArchitecture
import PrimeModal
import Primes
import TerminalUI

/// How the ``PrimeModal`` looks: a box saying whether the count is prime, offering to save it
/// to, or remove it from, the favorites.
struct PrimeModalView {
  let state: PrimeModal.State

  func draw(on canvas: inout Canvas, over rect: Rect) {
    let verdict =
      state.isPrime
      ? "\(grouped(state.count)) is prime 🎉"  // ":)" in ASCII: the canvas writes glyphs.text(_:)
      : "\(grouped(state.count)) is not prime :("
    let status =
      state.isFavorite
      ? (state.$favoritePrimes.saveError == nil
        ? "It is one of your favorite primes." : "In your favorites, but not saved.")
      : state.isPrime ? "Save it?" : ""
    let width = max(30, DisplayWidth.of(verdict) + 6, DisplayWidth.of(status) + 4)
    let inner = canvas.box(rect.centered(width: width, height: 5), title: "Is this prime?")
    canvas.write(verdict, row: 0, in: inner, style: state.isPrime ? [.bold, .success] : .bold)
    canvas.write(status, row: 2, in: inner)
  }

  /// The modal in words: the verdict, and what saving it would do.
  func describe() -> [String] {
    let verdict =
      state.isPrime ? "\(grouped(state.count)) is prime" : "\(grouped(state.count)) is not prime"
    let status =
      state.isFavorite
      ? (state.$favoritePrimes.saveError == nil
        ? "In your favorites." : "In your favorites, but not saved.")
      : state.isPrime ? "s saves it." : "Escape closes."
    // One word for every dialog: a listener knows where the keys go.
    return ["Dialog: \(verdict).", status]
  }

  var bindings: [KeyBinding<PresentationAction<PrimeModal.Action>>] {
    var bindings: [KeyBinding<PresentationAction<PrimeModal.Action>>] = []
    if state.isPrime && !state.isFavorite {
      bindings.append(
        KeyBinding(
          [.character("s"), .character("y"), .enter], label: "save",
          help: "save to favorite primes", action: .presented(.saveFavoritePrimeTapped)))
    }
    if state.isFavorite {
      bindings.append(
        KeyBinding(
          [.character("r")], label: "remove", help: "remove from favorite primes",
          action: .presented(.removeFavoritePrimeTapped)))
    }
    return bindings + [KeyBinding([.escape], label: "close", action: .dismiss)]
  }
}
