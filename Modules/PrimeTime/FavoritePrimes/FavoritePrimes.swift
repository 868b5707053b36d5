import ComposableArchitecture
import FavoritePrimesStorage
import NthPrimeRequest
import Primes

/// The favorite primes: the one list the app keeps, `@Shared(.favoritePrimes)`; delete and
/// undo, reload, and ask the nth prime of one. Which prime is selected is the front's: a
/// terminal keeps its selection and filter beside this state, as a GUI's list would.
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
  /// The favorites, the deletions and the request.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The favorite primes, in the order they were added: the list Counter and PrimeModal
    /// share (`Shared(.favoritePrimes)`, unless the init is handed another, as the tour's is).
    @Shared public var primes: [Int]
    /// The nth-prime request for the selected prime.
    public var nthPrimeRequest: NthPrimeRequest.State
    /// The primes deleted and where each was, the newest last, until put back (`u`, newest
    /// first): a delete is one key, and holding it deletes many, so each can be undone.
    public var deletions: [Deletion]

    /// Creates the state.
    public init(
      primes: Shared<[Int]> = Shared(.favoritePrimes),
      nthPrimeRequest: NthPrimeRequest.State = .init(),
      deletions: [Deletion] = []
    ) {
      self._primes = primes
      self.nthPrimeRequest = nthPrimeRequest
      self.deletions = deletions
    }

    /// Where ``Action/undoDeleteButtonTapped`` puts the last deleted prime back, or `nil` when
    /// it puts nothing back (none deleted, or saved again meanwhile, by the prime modal or
    /// another instance): a front selects that row.
    ///
    /// ```swift
    /// if let row = state.undoRow { selection.row = row }
    /// ```
    public var undoRow: Int? {
      guard let deletion = deletions.last, !primes.contains(deletion.prime) else { return nil }
      return min(deletion.index, primes.count)
    }

    /// Forgets the deletions whose prime is back in the list (saved again by the prime modal,
    /// or by another instance): `u` has nothing to put back for them, so nothing offers it.
    /// Whoever sees the list change calls it: AppFeature in the pass of an action that changed
    /// it, a front for a change no action made (another instance's save, reloaded).
    ///
    /// ```swift
    /// .onChange(of: \.favoritePrimes.primes) { _, _ in
    ///   Reduce { state, _ in
    ///     state.favoritePrimes.forgetDeletionsSavedAgain()
    ///     return .none
    ///   }
    /// }
    /// ```
    public mutating func forgetDeletionsSavedAgain() {
      guard !deletions.isEmpty else { return }
      let present = Set(primes)
      // Written only when one goes: a write would redraw the tab for nothing.
      guard deletions.contains(where: { present.contains($0.prime) }) else { return }
      deletions.removeAll { present.contains($0.prime) }
    }

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
      [
        $primes.loadError.map(FavoritePrimesFileError.init(loadError:)),
        $primes.saveError.map(FavoritePrimesFileError.init(saveError:)),
      ].compactMap { $0 }
    }
  }

  /// A deleted prime and the row it had, which `u` puts it back at.
  ///
  /// ```swift
  /// state.deletions.last  // Deletion(7, at: 1): 7 was the second favorite
  /// ```
  public struct Deletion: Equatable, Sendable {
    /// The prime deleted.
    public var prime: Int
    /// Its row in the list when it was deleted.
    public var index: Int

    /// A deletion of `prime` from row `index`.
    ///
    /// ```swift
    /// Deletion(7, at: 1)  // 7, deleted from the second row
    /// ```
    public init(_ prime: Int, at index: Int) {
      self.prime = prime
      self.index = index
    }
  }

  /// What the user and the parent can do.
  public enum Action: Equatable, Sendable {
    /// Reads the favorites from disk again, keeping edits made meanwhile.
    case reloadButtonTapped
    /// Deletes `prime` (the key saves the list); one that is not a favorite changes nothing.
    case deleteButtonTapped(prime: Int)
    /// Puts the last deleted prime back where it was (the key saves the list); again, the one
    /// deleted before it.
    case undoDeleteButtonTapped
    case nthPrimeRequest(NthPrimeRequest.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reloadButtonTapped:
        return .run { [primes = state.$primes] _ in
          // What went wrong is on the list's `loadError`, which the tab shows.
          try? await primes.load()
        }

      case .deleteButtonTapped(let prime):
        guard let index = state.primes.firstIndex(of: prime) else { return .none }
        state.$primes.withLock { _ = $0.remove(at: index) }
        state.deletions.append(Deletion(prime, at: index))
        return .none

      case .undoDeleteButtonTapped:
        // Saved again meanwhile (the prime modal, another instance): it is there already.
        let row = state.undoRow
        guard let deletion = state.deletions.popLast(), let row else { return .none }
        state.$primes.withLock { $0.insert(deletion.prime, at: row) }
        return .none

      case .nthPrimeRequest:
        return .none
      }
    }
    Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) {
      NthPrimeRequest()
    }
  }
}
