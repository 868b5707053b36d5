import AppFeature
import TerminalUI

/// How the tour looks: its step and instruction, and below them the sandbox Counter or
/// Favorites, drawn by their own views.
struct OnboardingView {
  let state: Onboarding.State
  let rect: Rect
  /// The tour's counter and favorites, in ``sandboxRect(for:in:)``, as `AppView` makes them.
  let counter: CounterView
  let favorites: FavoritePrimesView

  /// Below the instruction, with a row between: where the tour's counter or favorites show.
  static func sandboxRect(for state: Onboarding.State, in rect: Rect) -> Rect {
    rect.inset(top: Canvas.wrap(state.instruction, width: rect.width).count + 1)
  }

  func draw(on canvas: inout Canvas) {
    canvas.paragraph(state.instruction, row: 0, in: rect, style: [.bold, .accent])
    if state.isShowingFavorites {
      favorites.draw(on: &canvas)
    } else {
      counter.draw(on: &canvas)
    }
  }

  /// The header's text.
  var title: String {
    "PrimeTime tour, step \(state.step.rawValue + 1) of \(Onboarding.Step.allCases.count)"
  }

  /// The tour's key maps: the sandbox's keys at the base, with the way to its other screen
  /// and Esc to skip the tour, and over them what covers the sandbox; at the last step, the
  /// way into the app. `help` works wherever nothing takes text.
  func layers(help: [KeyBinding<PrimeTimeTerminal.Action>]) -> Layers<PrimeTimeTerminal.Action> {
    if state.step == .done && state.counter.nthPrimeRequest.outcome == nil {
      return Layers(
        base: [
          KeyBinding(
            [.enter, .escape], label: "start", help: "start PrimeTime",
            action: .app(.onboarding(.finishTapped)))
        ] + help)
    }
    var base: [KeyBinding<PrimeTimeTerminal.Action>]
    if state.isShowingFavorites {
      // The way back, which the instruction names, first: the key bar shows what fits.
      base =
        [
          KeyBinding(
            [.character("1")], label: "counter", action: .app(.onboarding(.counterShown))
          )
        ] + favorites.baseBindings
    } else {
      base =
        counter.baseBindings + [
          KeyBinding(
            [.character("2")], label: "favorites",
            action: .app(.onboarding(.favoritesShown)))
        ]
    }
    if !base.contains(where: { $0.keys.contains(.escape) }) {
      base.append(
        KeyBinding(
          [.escape], label: "skip tour", action: .app(.onboarding(.skipTapped))))
    }
    var layers = Layers(base: base + help)
    if state.isShowingFavorites {
      favorites.push(onto: &layers, help: help, passing: [])
    } else {
      counter.push(onto: &layers, help: help, passing: [])
    }
    return layers
  }

  func action(for mouse: Key) -> PrimeTimeTerminal.Action? {
    guard state.isShowingFavorites else { return nil }
    return favorites.action(for: mouse)
  }
}
