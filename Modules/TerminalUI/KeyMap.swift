import AppFeature
import Counter
import FavoritePrimes
import NthPrimeRequest
import PrimeClient

/// What a key does in the app's current context: the one table behind both key handling and
/// the bottom bar's hints, so the hints always show the keys that work.
///
/// ```swift
/// KeyMap.command(for: .character("+"), in: state)  // .send(.counter(.incrementButtonTapped))
/// ```
public enum KeyMap {
  /// What to do with a key.
  public enum Command: Equatable, Sendable {
    case send(AppFeature.Action)
    case quit
  }

  /// One key binding.
  public struct Binding: Equatable, Sendable {
    /// The keys.
    public var keys: [Key]
    /// How the bottom bar names the keys, or `nil` to leave the binding out of it.
    public var hint: String?
    /// What the binding is for.
    public var label: String
    /// What it does.
    public var command: Command
  }

  /// The command for `key` in `state`, if any. A click on a tab title selects that tab.
  public static func command(for key: Key, in state: AppFeature.State) -> Command? {
    if case .click(let column, let row) = key {
      guard row == 0, state.onboarding == nil, !state.isHelpPresented else { return nil }
      return Screen.tab(atColumn: column).map { .send(.tabSelected($0)) }
    }
    return bindings(for: state).first { $0.keys.contains(key) }?.command
  }

  /// The bindings in force in `state`, most specific first.
  public static func bindings(for state: AppFeature.State) -> [Binding] {
    var result: [Binding]
    if let onboarding = state.onboarding {
      result = self.onboarding(onboarding)
    } else if state.isHelpPresented {
      result = [bind([.character("?"), .escape], "?/Esc", "close help", .helpToggled)]
    } else {
      result = tab(state)
      if isPlain(state) { result += navigation }
    }
    return result + [
      Binding(keys: [.character("q")], hint: "q", label: "quit", command: .quit),
      Binding(keys: [.controlC], hint: nil, label: "quit", command: .quit),
    ]
  }

  static func isPlain(_ state: AppFeature.State) -> Bool {
    switch state.selectedTab {
    case .counter:
      state.counter.nthPrimeRequest.outcome == nil && state.counter.primeModal == nil
    case .favorites:
      state.favoritePrimes.nthPrimeRequest.outcome == nil
    default:
      true
    }
  }

  static let navigation: [Binding] =
    Tab.allCases.map { tab in
      Binding(
        keys: [.character(Character("\(tab.rawValue)"))], hint: tab == .counter ? "1-5" : nil,
        label: "tabs", command: .send(.tabSelected(tab)))
    } + [
      bind([.tab, .character("]")], nil, "next tab", .nextTabSelected),
      bind([.backTab, .character("[")], nil, "previous tab", .previousTabSelected),
      bind([.character("?")], "?", "help", .helpToggled),
    ]

  static func tab(_ state: AppFeature.State) -> [Binding] {
    switch state.selectedTab {
    case .counter:
      return counter(state.counter).map { $0.embed(AppFeature.Action.counter) }
    case .favorites:
      return favorites(state.favoritePrimes).map { $0.embed(AppFeature.Action.favoritePrimes) }
    case .stopwatch:
      return [
        bind(
          [.character(" ")], "space", state.stopwatch.isRunning ? "stop" : "start",
          .stopwatch(.startStopButtonTapped)),
        bind([.character("r")], "r", "reset", .stopwatch(.resetButtonTapped)),
      ]
    case .activity:
      return [bind([.character("c")], "c", "clear", .activity(.clearButtonTapped))]
    case .log:
      return [
        bind(
          [.character(" ")], "space", state.log.isPaused ? "resume" : "pause",
          .log(.pauseButtonTapped)),
        bind([.character("c")], "c", "clear", .log(.clearButtonTapped)),
        bind([.up, .character("k")], "↑↓", "select", .log(.selectionMoved(by: -1))),
        bind([.down, .character("j")], nil, "select", .log(.selectionMoved(by: 1))),
      ]
    }
  }

  static func counter(_ state: Counter.State) -> [FeatureBinding<Counter.Action>] {
    if let alert = nthPrimeAlert(state.nthPrimeRequest) {
      return [alert.embed(Counter.Action.nthPrimeRequest)]
    }
    if let modal = state.primeModal {
      var bindings: [FeatureBinding<Counter.Action>] = []
      if modal.isPrime && !modal.isFavorite {
        bindings.append(
          .init([.character("s")], "s", "save", .primeModal(.saveFavoritePrimeTapped)))
      }
      if modal.isFavorite {
        bindings.append(
          .init([.character("r")], "r", "remove", .primeModal(.removeFavoritePrimeTapped)))
      }
      return bindings + [.init([.escape], "Esc", "close", .primeModalDismissed)]
    }
    return [
      .init([.character("+"), .up, .character("k")], "+/-", "count", .incrementButtonTapped),
      .init([.character("-"), .down, .character("j")], nil, "count", .decrementButtonTapped),
      .init([.character("p")], "p", "is prime?", .isPrimeButtonTapped),
    ]
      + nthPrime(state.nthPrimeRequest, n: state.count).map {
        $0.embed(Counter.Action.nthPrimeRequest)
      }
  }

  static func favorites(_ state: FavoritePrimes.State) -> [FeatureBinding<FavoritePrimes.Action>] {
    if let alert = nthPrimeAlert(state.nthPrimeRequest) {
      return [alert.embed(FavoritePrimes.Action.nthPrimeRequest)]
    }
    return [
      .init([.up, .character("k")], "↑↓", "select", .selectionMoved(by: -1)),
      .init([.down, .character("j")], nil, "select", .selectionMoved(by: 1)),
      .init([.character("d")], "d", "delete", .deleteButtonTapped),
      .init([.character("l")], "l", "reload", .reloadButtonTapped),
    ]
      + nthPrime(state.nthPrimeRequest, n: state.selectedPrime).map {
        $0.embed(FavoritePrimes.Action.nthPrimeRequest)
      }
  }

  /// The key that dismisses a request's answer, while one is shown.
  static func nthPrimeAlert(_ state: NthPrimeRequest.State) -> FeatureBinding<
    NthPrimeRequest.Action
  >? {
    guard state.outcome != nil else { return nil }
    return .init([.enter, .escape], "Enter", "dismiss", .outcomeDismissed)
  }

  /// Asking for the nth prime, or cancelling the request that runs.
  static func nthPrime(_ state: NthPrimeRequest.State, n: Int?) -> [FeatureBinding<
    NthPrimeRequest.Action
  >] {
    if state.isInFlight { return [.init([.escape], "Esc", "cancel", .cancelTapped)] }
    guard let n, PrimeClient.supportedRange.contains(n) else { return [] }
    return [.init([.character("n")], "n", "nth prime", .askTapped(n: n))]
  }

  static func onboarding(_ state: Onboarding.State) -> [Binding] {
    if state.step == .done && state.counter.nthPrimeRequest.outcome == nil {
      return [
        bind([.enter], "Enter", "start", .onboarding(.finishTapped)),
        bind([.escape], nil, "start", .onboarding(.finishTapped)),
      ]
    }
    var bindings: [Binding]
    if state.isShowingFavorites {
      bindings = favorites(state.favoritePrimes).map {
        $0.embed { .onboarding(.favoritePrimes($0)) }
      }
      bindings.append(bind([.character("1")], "1", "counter", .onboarding(.counterShown)))
    } else {
      bindings = counter(state.counter).map { $0.embed { .onboarding(.counter($0)) } }
      if state.counter.nthPrimeRequest.outcome == nil && state.counter.primeModal == nil {
        bindings.append(bind([.character("2")], "2", "favorites", .onboarding(.favoritesShown)))
      }
    }
    if !bindings.contains(where: { $0.keys.contains(.escape) }) {
      bindings.append(bind([.escape], "Esc", "skip tour", .onboarding(.skipTapped)))
    }
    return bindings
  }

  static func bind(_ keys: [Key], _ hint: String?, _ label: String, _ action: AppFeature.Action)
    -> Binding
  {
    Binding(keys: keys, hint: hint, label: label, command: .send(action))
  }

  /// A binding to a child feature's action, before it is embedded in the app's.
  struct FeatureBinding<Action> {
    var keys: [Key]
    var hint: String?
    var label: String
    var action: Action

    init(_ keys: [Key], _ hint: String?, _ label: String, _ action: Action) {
      self.keys = keys
      self.hint = hint
      self.label = label
      self.action = action
    }

    func embed(_ embed: (Action) -> AppFeature.Action) -> Binding {
      Binding(keys: keys, hint: hint, label: label, command: .send(embed(action)))
    }

    func embed<Parent>(_ embed: (Action) -> Parent) -> FeatureBinding<Parent> {
      FeatureBinding<Parent>(keys, hint, label, embed(action))
    }
  }
}
