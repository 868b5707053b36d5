import ComposableArchitecture
import FavoritePrimesStorage
import NthPrimeRequest
import Observation
import Primes
import TerminalUI

/// The favorite primes: the one list the app keeps, `@Shared(.favoritePrimes)`; select and
/// filter (the kit's ``List``), delete and undo, reload, and ask the nth prime of one.
///
/// The list is shared: the Counter and its prime modal hold the same list and edit it
/// directly. Its key, `FavoritePrimesKey` (in FavoritePrimesStorage), loads it from
/// `favorite-primes.json` through the `FileClient` dependency, saves every write, and reloads it
/// when another instance saves; this feature shows how that goes from `$primes.isLoading`,
/// `$primes.loadError` and `$primes.saveError`.
///
/// ```swift
/// Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
/// ```
@Reducer
public struct FavoritePrimes: Sendable {
  /// The favorites, the selection and the request.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The favorite primes, in the order they were added: the list Counter and PrimeModal
    /// share (`Shared(.favoritePrimes)`, unless the init is handed another, as the tour's is).
    @Shared public var primes: [Int]
    /// The list's own part, beside the primes: the selected row and the filter.
    public var primeSelection: ListSelection
    /// The nth-prime request for the selected prime.
    public var nthPrimeRequest: NthPrimeRequest.State
    /// The primes deleted and where each was, the newest last, until put back (`u`, newest
    /// first): a delete is one key, and holding it deletes many, so each can be undone.
    public var deletions: [Deletion]

    /// Creates the state.
    public init(
      primes: Shared<[Int]> = Shared(.favoritePrimes),
      primeSelection: ListSelection = ListSelection(),
      nthPrimeRequest: NthPrimeRequest.State = .init(),
      deletions: [Deletion] = []
    ) {
      self._primes = primes
      self.primeSelection = primeSelection
      self.nthPrimeRequest = nthPrimeRequest
      self.deletions = deletions
    }

    /// The primes as the kit's list shows them, grouped (`7,919`), with ``primeSelection``:
    /// what `Scope` hands the list.
    public var primeList: List<Int>.State {
      get { List.State(rows: primes, selection: primeSelection, text: { grouped($0) }) }
      set { primeSelection = newValue.selection }
    }

    /// The selected row: the first until the user picks one, the last when the list has
    /// shrunk below the selection (another holder or instance removed primes), `nil` when the
    /// list is empty or the filter matches none.
    public var selectedIndex: Int? { primeList.selectedIndex }

    /// The selected prime.
    public var selectedPrime: Int? { selectedIndex.map { primes[$0] } }

    /// Whether the file is being read: "Loading favorites…" on screen.
    ///
    /// ```swift
    /// if state.isLoading { messages.append("Loading favorites…") }
    /// ```
    public var isLoading: Bool { $primes.isLoading }

    /// What went wrong reading or saving the file, or what was done about it, in the order
    /// the tab shows them.
    ///
    /// ```swift
    /// for error in state.fileErrors where !error.isNotice { print(error) }
    /// ```
    public var fileErrors: [FavoritePrimesFileError] {
      // A key answers with its own errors; anything else is a load's.
      [$primes.loadError, $primes.saveError].compactMap {
        $0.map { error in error as? FavoritePrimesFileError ?? .unreadable("\(error)") }
      }
    }
  }

  /// A deleted prime and the row it had.
  public struct Deletion: Equatable, Sendable {
    public var prime: Int
    public var index: Int

    public init(prime: Int, index: Int) {
      self.prime = prime
      self.index = index
    }
  }

  /// What the user and the parent can do.
  public enum Action: Equatable, Sendable {
    /// Reads the favorites from disk again, keeping edits made meanwhile.
    case reloadButtonTapped
    /// A move of the selection or the filter, from the kit's list.
    case primeList(List<Int>.Action)
    /// Deletes the selected prime (the key saves the list).
    case deleteButtonTapped
    /// Puts the last deleted prime back where it was (the key saves the list); again, the one
    /// deleted before it.
    case undoDeleteButtonTapped
    case nthPrimeRequest(NthPrimeRequest.Action)
    /// Listens, for as long as it runs, for every change of the list, so the filter's matches
    /// follow changes made outside any action (another instance's save, a reload), which no
    /// reducer sees.
    ///
    /// ```swift
    /// app.sendForLifetime(.favoritePrimes(.task))
    /// ```
    case task
    /// The list changed, whoever changed it: the filter searches it again.
    case primesChanged
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.primeList, action: \.primeList) {
      List()
    }
    Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) {
      NthPrimeRequest()
    }
    Reduce { state, action in
      switch action {
      case .reloadButtonTapped:
        return .run { [primes = state.$primes] _ in
          // What went wrong is on the list's `loadError`, which the tab shows.
          try? await primes.load()
        }

      case .deleteButtonTapped:
        guard let index = state.selectedIndex else { return .none }
        let prime = state.$primes.withLock { $0.remove(at: index) }
        state.deletions.append(Deletion(prime: prime, index: index))
        // The row after it is selected now, or the one before at the end.
        state.primeList.rowsDidChange()
        return .none

      case .undoDeleteButtonTapped:
        guard let deletion = state.deletions.popLast() else { return .none }
        // Saved again meanwhile (the prime modal, another instance): it is there already.
        guard !state.primes.contains(deletion.prime) else { return .none }
        let index = min(deletion.index, state.primes.count)
        state.$primes.withLock { $0.insert(deletion.prime, at: index) }
        state.primeSelection.row = index
        state.primeList.rowsDidChange()
        return .none

      case .task:
        return .run { [primes = state.$primes] send in
          // The first value is the list as it is now, which the matches were made from.
          for await _ in Observations({ primes.wrappedValue }).dropFirst() {
            await send(.primesChanged)
          }
        }

      case .primesChanged:
        state.primeList.rowsDidChange()
        return .none

      case .primeList, .nthPrimeRequest:
        return .none
      }
    }
  }
}
