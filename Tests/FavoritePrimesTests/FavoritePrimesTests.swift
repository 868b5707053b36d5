import Clocks
import ComposableArchitecture
import FavoritePrimes
import FileClient
import Foundation
import Testing

@MainActor
@Suite struct FavoritePrimesTests {
  @Test func loadsAtLaunch() async {
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(favoritePrimes: [2, 31])
    }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.receive(.loaded([2, 31], ignored: 0)) {
      $0.onDisk = [2, 31]
      $0.$primes.withLock { $0 = [2, 31] }
      $0.selection = 0
      $0.loadStatus = .loaded
    }
  }

  /// A load that finds what the list already holds leaves the shared list unwritten: a write
  /// tells every holder's observers (the counter, the modal, the tab) of a change.
  @Test func aLoadThatChangesNothingTellsNoObserver() async {
    let primes = Shared(value: [2, 31])
    let store = TestStore(initialState: FavoritePrimes.State(primes: primes)) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(favoritePrimes: [2, 31])
    }
    let told = LockIsolated(false)
    withObservationTracking {
      _ = primes.wrappedValue
    } onChange: {
      told.setValue(true)
    }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.receive(.loaded([2, 31], ignored: 0)) {
      $0.onDisk = [2, 31]
      $0.selection = 0
      $0.loadStatus = .loaded
    }
    #expect(!told.value)
  }

  @Test func missingFileIsAnEmptyList() async {
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory()
    }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.receive(.loaded([], ignored: 0)) {
      $0.onDisk = []
      $0.loadStatus = .loaded
    }
  }

  @Test func entriesThatAreNotUniquePrimesAreIgnoredAndTheFileKept() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,4,-3,2,7]")
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
    }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.receive(.loaded([2, 7], ignored: 3)) {
      $0.onDisk = [2, 7]
      $0.$primes.withLock { $0 = [2, 7] }
      $0.onDisk = [2, 7]
      $0.selection = 0
      $0.loadStatus = .loaded
      $0.mustKeepFileBeforeSaving = true
      $0.notice = "Ignored 3 entries of favorite-primes.json that are not unique primes."
    }
    await store.send(.deleteButtonTapped) {
      $0.$primes.withLock { $0 = [7] }
      $0.isSaving = true
    }
    await store.receive(.fileKeptAside("favorite-primes.json.corrupt-in-memory")) {
      $0.mustKeepFileBeforeSaving = false
      $0.notice =
        "The unreadable favorite-primes.json was kept as favorite-primes.json.corrupt-in-memory."
    }
    await store.receive(.saved([7])) {
      $0.onDisk = [7]
      $0.isSaving = false
    }
    #expect(
      try await files.load("favorite-primes.json.corrupt-in-memory") == Data("[2,4,-3,2,7]".utf8))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [7])
  }

  /// A file that cannot be read is an error on screen, and the user's favorites still count:
  /// one saved while the file was being read is saved once the read has failed, after the bad
  /// file was kept aside, which also clears the error.
  @Test func corruptFileIsAnErrorAndIsKeptBeforeTheFirstSave() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    let message = "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."
    let store = TestStore(initialState: FavoritePrimes.State(primes: Shared(value: [5]))) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
    }
    await store.send(.primesEdited(from: [])) { $0.pendingEdits = [.added(5)] }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.receive(.loadFailed(message)) {
      $0.loadStatus = .failed(message)
      $0.mustKeepFileBeforeSaving = true
      $0.pendingEdits = []
      $0.isSaving = true
    }
    await store.receive(.fileKeptAside("favorite-primes.json.corrupt-in-memory")) {
      $0.mustKeepFileBeforeSaving = false
      $0.notice =
        "The unreadable favorite-primes.json was kept as favorite-primes.json.corrupt-in-memory."
    }
    await store.receive(.saved([5])) {
      $0.onDisk = [5]
      $0.loadStatus = .loaded
      $0.isSaving = false
    }
    #expect(try await files.load("favorite-primes.json.corrupt-in-memory") == Data("[2,3".utf8))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [5])
  }

  @Test func failedSaveKeepsTheListInMemory() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3]), loadStatus: .loaded, selection: 1)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient.update = { name, _ in throw FileClientError.diskFull(name: name) }
    }
    await store.send(.deleteButtonTapped) {
      $0.$primes.withLock { $0 = [2] }
      $0.selection = 0
      $0.isSaving = true
    }
    await store.receive(.saveFailed("favorite-primes.json could not be saved: the disk is full.")) {
      $0.saveError = "favorite-primes.json could not be saved: the disk is full."
      $0.isSaving = false
    }
  }

  /// Before the file has been read, nothing is saved (the test's file client fails the test if
  /// it is asked to save): the edit waits, and is replayed onto what the load returns.
  @Test func editsBeforeTheLoadFinishesAreReplayedOntoIt() async throws {
    let saved = LockIsolated<[Int]?>(nil)
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [5, 7]), loadStatus: .loading, selection: 0)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      // The file holds [2, 5, 3] when the save reads it.
      $0.fileClient.update = { _, change in
        let data = try change(Data("[2,5,3]".utf8))
        saved.setValue(try? JSONDecoder().decode([Int].self, from: data))
        return data
      }
    }
    await store.send(.primesEdited(from: [])) {
      $0.pendingEdits = [.added(5), .added(7)]
    }
    await store.send(.deleteButtonTapped) {
      $0.$primes.withLock { $0 = [7] }
      $0.pendingEdits = [.added(5), .added(7), .removed(5)]
    }
    #expect(saved.value == nil)
    await store.send(.loaded([2, 5, 3], ignored: 0)) {
      $0.onDisk = [2, 5, 3]
      $0.$primes.withLock { $0 = [2, 3, 7] }
      $0.onDisk = [2, 5, 3]
      $0.pendingEdits = []
      $0.loadStatus = .loaded
      $0.isSaving = true
    }
    await store.receive(.saved([2, 3, 7])) {
      $0.onDisk = [2, 3, 7]
      $0.isSaving = false
    }
    #expect(saved.value == [2, 3, 7])
  }

  /// A reload asked for while a save runs waits for it, so it reads what was saved.
  @Test func aReloadWaitsForTheRunningSave() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let saveGate = AsyncStream<Void>.makeStream()
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3]), loadStatus: .loaded, selection: 0)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
      $0.fileClient.update = { name, change in
        for await _ in saveGate.stream { break }
        return try await files.update(name, change)
      }
    }
    await store.send(.deleteButtonTapped) {
      $0.$primes.withLock { $0 = [3] }
      $0.isSaving = true
    }
    await store.send(.reloadButtonTapped) { $0.isReloadQueued = true }
    saveGate.continuation.yield()
    await store.receive(.saved([3])) {
      $0.onDisk = [3]
      $0.isSaving = false
      $0.isReloadQueued = false
      $0.loadStatus = .loading
    }
    await store.receive(.loaded([3], ignored: 0)) {
      $0.onDisk = [3]
      $0.loadStatus = .loaded
    }
  }

  /// A file system that does not answer: after ``FavoritePrimes/loadTimeout`` the tab says so;
  /// edits are kept for the load (a save would replace a file no one has read) and listed as
  /// unsaved; a reload tries again, and what it reads gets the edits.
  @Test func aLoadThatDoesNotAnswerTimesOutAndKeepsTheEdits() async throws {
    let clock = TestClock()
    let files = FileClient.inMemory(favoritePrimes: [2])
    let answers = LockIsolated(0)
    // The parent added 3 (through the counter) as the load began.
    let store = TestStore(initialState: FavoritePrimes.State(primes: Shared(value: [3]))) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = clock
      $0.fileClient = files
      $0.fileClient.load = { name in
        // The first read never answers; the second reads the file.
        answers.withValue { $0 += 1 }
        if answers.value == 1 { try await Task.never() }
        return try await files.load(name)
      }
    }
    await store.send(.load) { $0.loadStatus = .loading }
    await store.send(.primesEdited(from: [])) { $0.pendingEdits = [.added(3)] }
    await clock.advance(by: FavoritePrimes.loadTimeout)
    await store.receive(.loadTimedOut) { $0.loadStatus = .timedOut }
    #expect(
      store.state.unsavedChanges
        == "added 3 in favorite-primes.json: not saved, as the file did not answer within 5 seconds"
    )
    await store.send(.reloadButtonTapped) { $0.loadStatus = .loading }
    await store.receive(.loaded([2], ignored: 0)) {
      $0.onDisk = [2]
      $0.$primes.withLock { $0 = [2, 3] }
      $0.onDisk = [2]
      $0.pendingEdits = []
      $0.loadStatus = .loaded
      $0.selection = 0
      $0.isSaving = true
    }
    await store.receive(.saved([2, 3])) {
      $0.onDisk = [2, 3]
      $0.isSaving = false
    }
    #expect(store.state.unsavedChanges == nil)
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2, 3])
  }

  /// Another instance saved since this one read the file (it added 5 and deleted 3): this
  /// instance's save writes its own edit (7) onto that, so 5 stays and 3 stays deleted; when
  /// the other saves again, the file watch reloads the list.
  @Test func anotherInstancesSavesAreMergedNotOverwritten() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3, 7]), onDisk: [2, 3], loadStatus: .loaded)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
    }
    try await files.saveJSON([2, 5], to: FavoritePrimes.fileName)
    await store.send(.primesEdited(from: [2, 3])) { $0.isSaving = true }
    await store.receive(.saved([2, 5, 7])) {
      $0.$primes.withLock { $0 = [2, 5, 7] }
      $0.onDisk = [2, 5, 7]
      $0.isSaving = false
    }
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2, 5, 7])

    try await files.saveJSON([2, 5, 7, 11], to: FavoritePrimes.fileName)
    await store.send(.fileChanged) { $0.loadStatus = .loading }
    await store.receive(.loaded([2, 5, 7, 11], ignored: 0)) {
      $0.$primes.withLock { $0 = [2, 5, 7, 11] }
      $0.onDisk = [2, 5, 7, 11]
      $0.loadStatus = .loaded
      $0.selection = 0
    }
  }

  /// The file watch: each change another instance makes reloads the list, for as long as the
  /// watch runs.
  @Test func theFileWatchReloadsWhenAnotherInstanceSaves() async throws {
    let (changes, change) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(
      initialState: FavoritePrimes.State(primes: Shared(value: [2]), loadStatus: .loaded)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(favoritePrimes: [2, 3])
      $0.fileClient.changes = { _ in changes }
    }
    let watch = await store.send(.watchFile)
    change.yield()
    await store.receive(.fileChanged) { $0.loadStatus = .loading }
    await store.receive(.loaded([2, 3], ignored: 0)) {
      $0.$primes.withLock { $0 = [2, 3] }
      $0.onDisk = [2, 3]
      $0.loadStatus = .loaded
      $0.selection = 0
    }
    await watch.cancel()
  }

  /// A save that failed leaves the list unsaved, and says why.
  @Test func aFailedSaveIsListedAsUnsaved() async throws {
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3, 5]), onDisk: [2, 3], loadStatus: .loaded)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient.update = { name, _ in throw FileClientError.diskFull(name: name) }
    }
    await store.send(.primesEdited(from: [2, 3])) { $0.isSaving = true }
    await store.receive(.saveFailed("favorite-primes.json could not be saved: the disk is full.")) {
      $0.isSaving = false
      $0.saveError = "favorite-primes.json could not be saved: the disk is full."
    }
    #expect(
      store.state.unsavedChanges
        == "the favorites [2,3,5] were not saved: favorite-primes.json could not be saved: the disk is full."
    )
  }

  @Test func selectionStaysInTheList() async {
    let store = TestStore(initialState: FavoritePrimes.State(primes: Shared(value: [2, 3, 5]))) {
      FavoritePrimes()
    }
    await store.send(.selectionMoved(by: 1)) { $0.selection = 0 }
    await store.send(.selectionMoved(by: 5)) { $0.selection = 2 }
    await store.send(.selectionMoved(by: -1)) { $0.selection = 1 }
  }

  @Test func nthPrimeOfTheSelected() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(primes: Shared(value: [2, 3]), selection: 1)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in 5 }
    }
    await store.send(.nthPrimeRequest(.askTapped(n: 3))) { $0.nthPrimeRequest.pending = 3 }
    await store.receive(\.nthPrimeRequest.answered) {
      $0.nthPrimeRequest.pending = nil
      $0.nthPrimeRequest.outcome = .answer(n: 3, prime: 5)
    }
  }

  @Test func reloadReplacesTheListWithTheFile() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(primes: Shared(value: [2]), loadStatus: .loaded)
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(favoritePrimes: [11])
    }
    await store.send(.reloadButtonTapped) { $0.loadStatus = .loading }
    await store.receive(.loaded([11], ignored: 0)) {
      $0.onDisk = [11]
      $0.$primes.withLock { $0 = [11] }
      $0.selection = 0
      $0.loadStatus = .loaded
    }
  }
}
