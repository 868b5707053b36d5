import ComposableArchitecture
import FavoritePrimes

/// Keeps the one list of favorite primes consistent between the counter (and its prime modal)
/// and the favorites tab, and tells the activity feed what changed.
///
/// The favorites tab owns persistence: a change made in the counter is handed to it with
/// `favoritesChanged`, which saves; a change made there is copied into the counter.
struct SharedFavorites: Reducer {
  func reduce(into state: inout AppFeature.State, action: AppFeature.Action) -> Effect<
    AppFeature.Action
  > {
    let stored = state.favoritePrimes.favoritePrimes
    switch action {
    case .counter:
      let edited = state.counter.favoritePrimes
      guard edited != stored else { return .none }
      return .merge(
        [.send(.favoritePrimes(.favoritesChanged(edited)))]
          + Self.changes(from: stored, to: edited, removedVerb: "Removed")
          .map { .send(.activity(.record($0))) }
      )

    case .favoritePrimes(let action):
      let shown = state.counter.favoritePrimes
      guard shown != stored else { return .none }
      state.counter.favoritePrimes = stored
      state.counter.primeModal?.favoritePrimes = stored
      guard case .deleteButtonTapped = action else { return .none }
      return .merge(
        Self.changes(from: shown, to: stored, removedVerb: "Deleted")
          .map { .send(.activity(.record($0))) }
      )

    default:
      return .none
    }
  }

  /// Activity lines for the primes added and removed between two lists.
  static func changes(from old: [Int], to new: [Int], removedVerb: String) -> [String] {
    new.filter { !old.contains($0) }.map { "Added \($0) to favorites" }
      + old.filter { !new.contains($0) }.map { "\(removedVerb) \($0) from favorites" }
  }
}
