import AppFeature
import ComposableArchitecture
import FavoritePrimesStorage
import NthPrimeRequest

/// What the app says in the status line, besides what the tab on screen shows.
extension AppView {
  /// The answer to a request made on another tab than the one showing, and where it is: it
  /// does not hold the user on its own tab.
  var elsewhereAnswer: String? {
    let requests: [(Tab, NthPrimeRequest.State)] = [
      (.counter, app.counter.nthPrimeRequest), (.favorites, app.favoritePrimes.nthPrimeRequest),
    ]
    for (tab, request) in requests where tab != app.selectedTab {
      switch request.outcome {
      case .answer(let alert)?:
        return "\(String(state: alert.title)) (\(tab.rawValue) shows it)"
      case .failure?:
        return "The \(tab.title) tab's request failed (\(tab.rawValue) shows why)"
      case nil:
        continue
      }
    }
    return nil
  }

  /// The favorites' save failure, in a line, while the last save failed.
  var saveFailure: String? {
    guard app.selectedTab != .favorites else { return nil }
    guard let error = app.favoritePrimes.$primes.saveError else { return nil }
    return "Not saved: \(FavoritePrimesFileError(saveError: error))"
  }
}
