import ComposableArchitecture
import FileClient
import NthPrimeRequest
import Primes

/// The favorite primes: the one list the app keeps, loaded from disk at launch and saved on every
/// change through the ``FileClient``; select, delete, and ask the nth prime of one.
///
/// The list is shared (`@Shared(.favoritePrimes)`): the Counter and its prime modal hold the
/// same list and edit it directly; the parent then sends ``Action/primesEdited(from:)`` so the
/// change is saved here, where loading and saving live.
///
/// Nothing is ever lost to a race with the disk: no save runs before the load has finished, and
/// edits made while it runs are replayed onto what it loads. A file that cannot be read is moved
/// aside before the first save replaces it, and the user is told where it went. A load the file
/// system does not answer within ``loadTimeout`` is reported, edits are still kept for it, and a
/// reload tries again; ``State/unsavedChanges`` says what would be lost by quitting now.
///
/// Several instances can share the file: a save writes this instance's edits (what it added
/// and removed since it last read or wrote the file) onto what the file holds at that moment,
/// under the file's lock, so no save drops what another instance saved, and a deletion made
/// elsewhere is not undone. ``Action/watchFile`` reloads the list when another instance saves.
///
/// ```swift
/// Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
/// ```
@Reducer
public struct FavoritePrimes: Sendable {
  /// The document the favorites live in.
  public static let fileName = "favorite-primes.json"
  /// How long a load may go unanswered before the tab says so (a hung network file system);
  /// the load still counts if it answers later.
  public static let loadTimeout = Duration.seconds(5)

  /// The favorites, how far loading them got, the selection and the request.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The favorite primes, in the order they were added: the list Counter and PrimeModal
    /// share.
    @Shared(.favoritePrimes) public var primes
    /// The list as the file held it when this instance last read or wrote it: this instance's
    /// unsaved edits are what ``primes`` changed from it.
    public var onDisk: [Int]
    /// Where loading the list from disk stands.
    public var loadStatus: LoadStatus
    /// Edits made before the load finished, to replay onto what it loads.
    public var pendingEdits: [Edit]
    /// The index of the selected prime.
    public var selection: Int?
    /// Why the last save failed, if it did.
    public var saveError: String?
    /// Something the user should know that is not an error (where a bad file was kept).
    public var notice: String?
    /// Whether the file on disk could not be read and must be kept before it is replaced.
    public var mustKeepFileBeforeSaving: Bool
    /// Whether a save is running; a reload waits for it, or it would read the file without it.
    public var isSaving: Bool
    /// Whether a reload waits for the running save.
    public var isReloadQueued: Bool
    /// The nth-prime request for the selected prime.
    public var nthPrimeRequest: NthPrimeRequest.State

    /// Creates the state.
    public init(
      primes: Shared<[Int]> = Shared(.favoritePrimes),
      onDisk: [Int]? = nil,
      loadStatus: LoadStatus = .notStarted,
      pendingEdits: [Edit] = [],
      selection: Int? = nil,
      saveError: String? = nil,
      notice: String? = nil,
      mustKeepFileBeforeSaving: Bool = false,
      isSaving: Bool = false,
      isReloadQueued: Bool = false,
      nthPrimeRequest: NthPrimeRequest.State = .init()
    ) {
      self._primes = primes
      self.onDisk = onDisk ?? (loadStatus == .loaded ? primes.wrappedValue : [])
      self.loadStatus = loadStatus
      self.pendingEdits = pendingEdits
      self.selection = selection
      self.saveError = saveError
      self.notice = notice
      self.mustKeepFileBeforeSaving = mustKeepFileBeforeSaving
      self.isSaving = isSaving
      self.isReloadQueued = isReloadQueued
      self.nthPrimeRequest = nthPrimeRequest
    }

    /// The selected prime.
    public var selectedPrime: Int? {
      selection.flatMap { primes.indices.contains($0) ? primes[$0] : nil }
    }

    /// Whether the file's contents are still unknown (not read yet, being read, or not
    /// answering): edits are kept to replay onto what it holds, as a save now would replace it
    /// unseen.
    public var isLoading: Bool {
      switch loadStatus {
      case .notStarted, .loading, .timedOut: true
      case .loaded, .failed: false
      }
    }

    /// Whether the file is being read now (or about to be): "Loading favorites…" on screen.
    ///
    /// ```swift
    /// if state.isReading { messages.append("Loading favorites…") }
    /// ```
    public var isReading: Bool {
      loadStatus == .notStarted || loadStatus == .loading
    }

    /// What of the user's changes is not on disk, and why, in one line; `nil` when everything
    /// is saved (or a save is still running). The app says it on its way out.
    ///
    /// ```swift
    /// state.unsavedChanges
    /// // "added 3 in favorite-primes.json: not saved, as the file did not answer within 5 seconds"
    /// ```
    public var unsavedChanges: String? {
      if !pendingEdits.isEmpty {
        let edits = pendingEdits.map {
          switch $0 {
          case .added(let prime): "added \(prime)"
          case .removed(let prime): "removed \(prime)"
          }
        }
        let why =
          switch loadStatus {
          case .timedOut: "the file did not answer within \(loadTimeout.components.seconds) seconds"
          default: "the file had not been read yet"
          }
        return "\(edits.joined(separator: ", ")) in \(fileName): not saved, as \(why)"
      }
      if !isSaving, let saveError {
        let list =
          primes.isEmpty ? "no favorites" : "[\(primes.map(String.init).joined(separator: ","))]"
        return "the favorites \(list) were not saved: \(saveError)"
      }
      return nil
    }
  }

  /// How far loading the list from disk got.
  public enum LoadStatus: Equatable, Sendable {
    /// The app has not asked for the list yet (it is still checking for a first launch).
    case notStarted
    /// The file is being read.
    case loading
    /// The list holds what the file held, plus the user's edits.
    case loaded
    /// The file could not be read, for this reason; the list holds the user's edits only.
    case failed(String)
    /// The file did not answer within ``FavoritePrimes/loadTimeout``: edits are kept as while
    /// loading, a reload tries again, and the load still counts if it answers.
    case timedOut
  }

  /// One change the user made to the list.
  public enum Edit: Equatable, Sendable {
    case added(Int)
    case removed(Int)

    /// The edits that turn `old` into `new`.
    ///
    /// ```swift
    /// Edit.between([2, 3], [2, 5])  // [.added(5), .removed(3)]
    /// ```
    public static func between(_ old: [Int], _ new: [Int]) -> [Edit] {
      new.filter { !old.contains($0) }.map(Edit.added)
        + old.filter { !new.contains($0) }.map(Edit.removed)
    }

    /// `primes` with this edit made: made twice, it changes nothing more.
    ///
    /// ```swift
    /// Edit.added(5).applied(to: [2, 5])  // [2, 5]
    /// ```
    public func applied(to primes: [Int]) -> [Int] {
      switch self {
      case .added(let prime): primes.contains(prime) ? primes : primes + [prime]
      case .removed(let prime): primes.filter { $0 != prime }
      }
    }
  }

  /// What the user, the parent and the clients can do.
  public enum Action: Equatable, Sendable {
    /// Loads the favorites from disk (the parent sends this at launch).
    case load
    /// Loads the favorites from disk again, keeping edits made meanwhile.
    case reloadButtonTapped
    case loaded([Int], ignored: Int)
    case loadFailed(String)
    case loadTimedOut
    /// Another holder of the shared list (the Counter's prime modal) changed it; the change is
    /// saved (or, before the load has finished, replayed onto what it loads).
    case primesEdited(from: [Int])
    /// Moves the selection by `offset` rows, staying in the list.
    case selectionMoved(by: Int)
    /// Selects the prime at `index` (clamped to the list).
    case rowSelected(Int)
    /// Deletes the selected prime and saves.
    case deleteButtonTapped
    /// Reloads the list whenever another instance saves the file, for as long as it runs (the
    /// app sends it at launch).
    case watchFile
    case fileChanged
    /// What the save wrote: this instance's edits on what the file held.
    case saved([Int])
    case saveFailed(String)
    case fileKeptAside(String)
    case nthPrimeRequest(NthPrimeRequest.Action)
  }

  enum CancelID { case load, loadTimeout, save }

  @Dependency(\.fileClient) var fileClient
  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) {
      NthPrimeRequest()
    }
    Reduce { state, action in
      switch action {
      case .load, .reloadButtonTapped:
        return load(&state)

      case .loaded(let loaded, let ignored):
        // Edits kept while the file was read, and any this instance has not saved (a failed
        // save, a reload after another instance saved): edits apply idempotently.
        let edits = state.pendingEdits + Edit.between(state.onDisk, state.primes)
        let merged = edits.reduce(loaded) { $1.applied(to: $0) }
        state.pendingEdits = []
        state.onDisk = loaded
        // Written only when it differs: a write tells every holder's observers of a change.
        if merged != state.primes { state.$primes.withLock { $0 = merged } }
        state.loadStatus = .loaded
        state.selection = merged.isEmpty ? nil : min(state.selection ?? 0, merged.count - 1)
        if ignored > 0 {
          state.mustKeepFileBeforeSaving = true
          state.notice =
            "Ignored \(ignored) entr\(ignored == 1 ? "y" : "ies") of \(Self.fileName) that "
            + "\(ignored == 1 ? "is not a unique prime" : "are not unique primes")."
        }
        return .merge(.cancel(id: CancelID.loadTimeout), merged == loaded ? .none : save(&state))

      case .loadFailed(let message):
        state.loadStatus = .failed(message)
        state.mustKeepFileBeforeSaving = true
        guard !state.pendingEdits.isEmpty else { return .cancel(id: CancelID.loadTimeout) }
        state.pendingEdits = []
        return .merge(.cancel(id: CancelID.loadTimeout), save(&state))

      case .loadTimedOut:
        guard state.loadStatus == .loading else { return .none }
        state.loadStatus = .timedOut
        return .none

      case .primesEdited(let old):
        state.selection = Self.clamp(state.selection, count: state.primes.count)
        return persist(&state, from: old)

      case .selectionMoved(let offset):
        guard !state.primes.isEmpty else { return .none }
        let moved = (state.selection ?? -1) + offset
        state.selection = max(0, min(state.primes.count - 1, moved))
        return .none

      case .rowSelected(let index):
        guard !state.primes.isEmpty else { return .none }
        state.selection = max(0, min(state.primes.count - 1, index))
        return .none

      case .deleteButtonTapped:
        guard let selection = state.selection, state.primes.indices.contains(selection)
        else { return .none }
        let old = state.primes
        state.$primes.withLock { _ = $0.remove(at: selection) }
        state.selection = Self.clamp(selection, count: state.primes.count)
        return persist(&state, from: old)

      case .watchFile:
        return .run { send in
          for await _ in fileClient.changes(Self.fileName) { await send(.fileChanged) }
        }

      case .fileChanged:
        guard state.loadStatus != .notStarted else { return .none }
        return load(&state)

      case .saved(let written):
        // Edits made while the save ran (another save follows for them) stay on top.
        let edits = Edit.between(state.onDisk, state.primes)
        let primes = edits.reduce(written) { $1.applied(to: $0) }
        if primes != state.primes { state.$primes.withLock { $0 = primes } }
        state.onDisk = written
        state.selection = Self.clamp(state.selection, count: state.primes.count)
        state.saveError = nil
        // The unreadable file was kept aside and replaced: nothing is wrong any more.
        if case .failed = state.loadStatus { state.loadStatus = .loaded }
        return saveFinished(&state)

      case .saveFailed(let message):
        state.saveError = message
        return saveFinished(&state)

      case .fileKeptAside(let name):
        state.mustKeepFileBeforeSaving = false
        state.notice = "The unreadable \(Self.fileName) was kept as \(name)."
        return .none

      case .nthPrimeRequest:
        return .none
      }
    }
  }

  /// Saves the list changed from `old`, or, while the file is still being read, keeps the edit
  /// to replay onto what the load returns: a save now would replace the file before its
  /// contents were seen.
  private func persist(_ state: inout State, from old: [Int]) -> Effect<Action> {
    guard state.isLoading else { return save(&state) }
    state.pendingEdits += Edit.between(old, state.primes)
    return .none
  }

  /// Starts the reload that waited for this save.
  private func saveFinished(_ state: inout State) -> Effect<Action> {
    state.isSaving = false
    guard state.isReloadQueued else { return .none }
    state.isReloadQueued = false
    return load(&state)
  }

  /// Reads the file, unless a read is already running or a save is (then the read waits for
  /// it, or it would miss what is being saved).
  private func load(_ state: inout State) -> Effect<Action> {
    guard state.loadStatus != .loading else { return .none }
    guard !state.isSaving else {
      state.isReloadQueued = true
      return .none
    }
    state.loadStatus = .loading
    return .merge(
      .run { send in
        do {
          let stored = try await fileClient.loadJSON([Int].self, from: Self.fileName) ?? []
          let valid = Self.uniquePrimes(stored)
          await send(.loaded(valid, ignored: stored.count - valid.count))
        } catch {
          await send(.loadFailed("\(error)"))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true),
      .run { send in
        try await clock.sleep(for: Self.loadTimeout)
        await send(.loadTimedOut)
      }
      .cancellable(id: CancelID.loadTimeout, cancelInFlight: true)
    )
  }

  /// Saves this instance's edits onto what the file holds now (another instance may have saved
  /// since this one read it), first moving an unreadable file aside so it is never lost.
  private func save(_ state: inout State) -> Effect<Action> {
    state.isSaving = true
    let mustKeepFile = state.mustKeepFileBeforeSaving
    // A file kept aside leaves none behind: the new one starts from this instance's list.
    let base = mustKeepFile ? [] : state.onDisk
    let primes = state.primes
    let edits = Edit.between(base, primes)
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
        let written = try await fileClient.updateJSON([Int].self, at: Self.fileName, missing: []) {
          stored in
          // Unchanged since this instance read or wrote it: its list as it is, in its order;
          // otherwise its edits on what another instance saved meanwhile.
          let stored = Self.uniquePrimes(stored)
          return stored == base ? primes : edits.reduce(stored) { $1.applied(to: $0) }
        }
        await send(.saved(written))
      } catch {
        await send(.saveFailed("\(error)"))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }

  /// `numbers` without non-primes and repeats, in their order.
  static func uniquePrimes(_ numbers: [Int]) -> [Int] {
    var seen = Set<Int>()
    return numbers.filter { isPrime($0) && seen.insert($0).inserted }
  }

  static func clamp(_ selection: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    return selection.map { min($0, count - 1) }
  }
}
