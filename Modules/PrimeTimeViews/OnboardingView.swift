import AppFeature
import TerminalUI

/// How the tour looks: its step and instruction, and below them the sandbox Counter or
/// Favorites, drawn by their own views.
struct OnboardingView {
  let state: Onboarding.State
  let rect: Rect

  private var instructionRows: Int {
    Canvas.wrap(state.instruction, width: rect.width).count
  }

  private var sandboxRect: Rect { rect.inset(top: instructionRows + 1) }

  var counter: CounterView {
    CounterView(state: state.counter, isLoadingFavorites: false, rect: sandboxRect)
  }

  var favorites: FavoritePrimesView {
    FavoritePrimesView(state: state.favoritePrimes, rect: sandboxRect)
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

  var bindings: [KeyBinding<Onboarding.Action>] {
    if state.step == .done && state.counter.nthPrimeRequest.outcome == nil {
      return [
        KeyBinding(
          [.enter, .escape], hint: "Enter", label: "start", help: "start PrimeTime",
          action: .finishTapped)
      ]
    }
    var bindings: [KeyBinding<Onboarding.Action>]
    if state.isShowingFavorites {
      bindings = favorites.bindings.map { $0.map(Onboarding.Action.favoritePrimes) }
      // The way back, which the instruction names, first: the key bar shows what fits.
      if !state.favoritePrimes.primeSelection.isFiltering {
        bindings.insert(
          KeyBinding([.character("1")], hint: "1", label: "counter", action: .counterShown), at: 0)
      }
    } else {
      bindings = counter.bindings.map { $0.map(Onboarding.Action.counter) }
      if counter.isPlain {
        bindings.append(
          KeyBinding([.character("2")], hint: "2", label: "favorites", action: .favoritesShown))
      }
    }
    if !bindings.contains(where: { $0.keys.contains(.escape) }) {
      bindings.append(KeyBinding([.escape], hint: "Esc", label: "skip tour", action: .skipTapped))
    }
    return bindings
  }

  func action(for mouse: Key) -> Onboarding.Action? {
    guard state.isShowingFavorites else { return nil }
    return favorites.action(for: mouse).map(Onboarding.Action.favoritePrimes)
  }
}
