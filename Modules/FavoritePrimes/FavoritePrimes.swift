import ComposableArchitecture
import FileClient
import PrimeClient

/// The list of favorite primes: select, delete, ask the nth prime of one; loaded from disk at
/// launch and saved on every change through the ``FileClient``.
///
/// A failed save keeps the list in memory and says so; a file that could not be read is moved
/// aside before the first save replaces it, and the user is told where it went.
///
/// ```swift
/// Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
/// ```
public struct FavoritePrimes: Reducer, Sendable {
  /// The document the favorites live in.
  public static let fileName = "favorite-primes.json"

  /// The favorites, the selection and what is on screen.
  public struct State: Equatable, Sendable {
    /// The favorite primes, in the order they were added.
    public var favoritePrimes: [Int]
    /// The index of the selected prime.
    public var selection: Int?
    /// Why the favorites file could not be read, if it could not.
    public var loadError: String?
    /// Why the last save failed, if it did.
    public var saveError: String?
    /// Something the user should know that is not an error (where a bad file was kept).
    public var notice: String?
    /// Whether the file on disk could not be read and must be kept before it is replaced.
    public var mustKeepFileBeforeSaving: Bool
    /// Whether a load from disk has finished, successfully or not.
    public var hasLoaded: Bool
    /// Whether an nth-prime request is running.
    public var isNthPrimeRequestInFlight: Bool
    /// The alert on screen: an answer or an error.
    public var alert: String?

    /// Creates the state.
    public init(
      favoritePrimes: [Int] = [],
      selection: Int? = nil,
      loadError: String? = nil,
      saveError: String? = nil,
      notice: String? = nil,
      mustKeepFileBeforeSaving: Bool = false,
      hasLoaded: Bool = false,
      isNthPrimeRequestInFlight: Bool = false,
      alert: String? = nil
    ) {
      self.favoritePrimes = favoritePrimes
      self.selection = selection
      self.loadError = loadError
      self.saveError = saveError
      self.notice = notice
      self.mustKeepFileBeforeSaving = mustKeepFileBeforeSaving
      self.hasLoaded = hasLoaded
      self.isNthPrimeRequestInFlight = isNthPrimeRequestInFlight
      self.alert = alert
    }

    /// The selected prime.
    public var selectedPrime: Int? {
      selection.flatMap { favoritePrimes.indices.contains($0) ? favoritePrimes[$0] : nil }
    }
  }

  /// What the user, the parent and the clients can do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// Loads the favorites from disk (at launch).
    case load
    /// Loads the favorites from disk again, replacing the list.
    case reloadButtonTapped
    case loaded([Int], ignored: Int)
    case loadFailed(String)
    /// Replaces the list (the parent sends this when another feature changed the favorites)
    /// and saves it.
    case favoritesChanged([Int])
    /// Moves the selection by `offset` rows, staying in the list.
    case selectionMoved(by: Int)
    /// Deletes the selected prime and saves.
    case deleteButtonTapped
    case nthPrimeButtonTapped
    case cancelNthPrimeButtonTapped
    /// The answer to an nth-prime request, in words.
    case nthPrimeAnswered(String)
    case alertDismissed
    case saved
    case saveFailed(String)
    case fileKeptAside(String)
  }

  enum CancelID { case load, save, nthPrime }

  @Dependency(\.fileClient) var fileClient
  @Dependency(\.primeClient) var primeClient

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load, .reloadButtonTapped:
      return .run { send in
        do {
          let stored = try await fileClient.loadJSON([Int].self, from: Self.fileName) ?? []
          let valid = Self.uniquePrimes(stored)
          await send(.loaded(valid, ignored: stored.count - valid.count))
        } catch {
          await send(.loadFailed("\(error)"))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .loaded(let primes, let ignored):
      state.favoritePrimes = primes
      state.loadError = nil
      state.hasLoaded = true
      state.selection = primes.isEmpty ? nil : min(state.selection ?? 0, primes.count - 1)
      guard ignored > 0 else { return .none }
      state.mustKeepFileBeforeSaving = true
      state.notice =
        "Ignored \(ignored) entr\(ignored == 1 ? "y" : "ies") of \(Self.fileName) that "
        + "\(ignored == 1 ? "is not a unique prime" : "are not unique primes")."
      return .none

    case .loadFailed(let message):
      state.loadError = message
      state.hasLoaded = true
      state.mustKeepFileBeforeSaving = true
      return .none

    case .favoritesChanged(let primes):
      guard primes != state.favoritePrimes else { return .none }
      state.favoritePrimes = primes
      state.selection = Self.clamp(state.selection, count: primes.count)
      return save(&state)

    case .selectionMoved(let offset):
      guard !state.favoritePrimes.isEmpty else { return .none }
      let moved = (state.selection ?? -1) + offset
      state.selection = max(0, min(state.favoritePrimes.count - 1, moved))
      return .none

    case .deleteButtonTapped:
      guard let selection = state.selection, state.favoritePrimes.indices.contains(selection)
      else { return .none }
      state.favoritePrimes.remove(at: selection)
      state.selection = Self.clamp(selection, count: state.favoritePrimes.count)
      return save(&state)

    case .nthPrimeButtonTapped:
      guard let n = state.selectedPrime, !state.isNthPrimeRequestInFlight else { return .none }
      state.isNthPrimeRequestInFlight = true
      return .run { send in
        if let answer = await primeClient.answer(n) { await send(.nthPrimeAnswered(answer)) }
      }
      .cancellable(id: CancelID.nthPrime, cancelInFlight: true)

    case .cancelNthPrimeButtonTapped:
      state.isNthPrimeRequestInFlight = false
      return .cancel(id: CancelID.nthPrime)

    case .nthPrimeAnswered(let message):
      state.isNthPrimeRequestInFlight = false
      state.alert = message
      return .none

    case .alertDismissed:
      state.alert = nil
      return .none

    case .saved:
      state.saveError = nil
      return .none

    case .saveFailed(let message):
      state.saveError = message
      return .none

    case .fileKeptAside(let name):
      state.mustKeepFileBeforeSaving = false
      state.notice = "The unreadable \(Self.fileName) was kept as \(name)."
      return .none
    }
  }

  /// Saves the current list, first moving an unreadable file aside so it is never lost.
  private func save(_ state: inout State) -> Effect<Action> {
    let primes = state.favoritePrimes
    let mustKeepFile = state.mustKeepFileBeforeSaving
    return .run { send in
      if mustKeepFile {
        do {
          await send(.fileKeptAside(try await fileClient.moveAside(Self.fileName)))
        } catch {
          // Not kept, so not overwritten either: the list stays in memory only.
          await send(.saveFailed("\(error) The file was left as it is; nothing was saved."))
          return
        }
      }
      do {
        try await fileClient.saveJSON(primes, to: Self.fileName)
        await send(.saved)
      } catch {
        await send(.saveFailed("\(error)"))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }

  /// `numbers` without non-primes and repeats, in their order.
  static func uniquePrimes(_ numbers: [Int]) -> [Int] {
    var seen = Set<Int>()
    return numbers.filter { PrimeClient.isPrime($0) && seen.insert($0).inserted }
  }

  static func clamp(_ selection: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    return selection.map { min($0, count - 1) }
  }
}
