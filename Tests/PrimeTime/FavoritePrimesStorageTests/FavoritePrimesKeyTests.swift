import Clocks
import ConcurrencyExtras
import Dependencies
import FavoritePrimesStorage
import FileClient
import Foundation
import Observation
import Sharing
import TestSupport
import Testing

/// The favorites file's rules, as `@Shared(.favoritePrimes)` keeps them: each test holds the
/// list as the app does and drives the file client.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FavoritePrimesKeyTests {
  @Test func loadsWhenFirstHeld() async throws {
    let read = HeldRead(.inMemory(favoritePrimes: [2, 31]))
    read.holdsNext.setValue(true)
    let primes = favorites(read.client)
    for await _ in read.held { break }
    #expect(primes.isLoading)
    read.release.open()
    await until { !primes.isLoading }
    #expect(primes.wrappedValue == [2, 31])
    #expect(!primes.isLoading)
    #expect(primes.loadError == nil)
  }

  /// `Shared(require:)` reads the file before any reference holds the list.
  @Test func aRequiredListIsReadFirst() async throws {
    let primes = try await withDependencies {
      $0.fileClient = .inMemory(favoritePrimes: [2, 31])
      $0.continuousClock = TestClock()
    } operation: {
      try await Shared(require: .favoritePrimes)
    }
    #expect(primes.wrappedValue == [2, 31])
  }

  @Test func aMissingFileIsAnEmptyList() async throws {
    let files = FileClient.inMemory()
    let primes = favorites(files)
    try await primes.load()
    #expect(primes.wrappedValue == [])
    #expect(primes.loadError == nil)
    // Reading it wrote nothing.
    #expect(try files.load(FavoritePrimesKey.fileName) == nil)
  }

  /// A list declared with a default of its own keeps it while there is no file, and the first
  /// save writes the default with the edit.
  @Test func aMissingFileKeepsTheDeclaredDefault() async throws {
    let files = FileClient.inMemory()
    let shared = withDependencies {
      $0.fileClient = files
      $0.continuousClock = TestClock()
    } operation: {
      Shared(wrappedValue: [3], .favoritePrimes)
    }
    try await shared.load()
    #expect(shared.wrappedValue == [3])
    shared.withLock { $0.append(5) }
    try await shared.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [3, 5])
  }

  /// A write made as the file's list reaches the reference is kept, in the list and in the
  /// file: what was read never replaces it. Here the write is an observer's, made on the thread
  /// that takes the list in, the moment it does; a write from another thread at that moment is
  /// kept the same way.
  @Test func aWriteMadeAsTheReadReachesTheListIsKept() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let primes = favorites(files)
    // Once: the observer hears its own write too, inside the change it answers.
    let isWritten = LockIsolated(false)
    withObservationTracking {
      _ = primes.wrappedValue
    } onChange: {
      let isFirst = isWritten.withValue { isWritten in
        defer { isWritten = true }
        return !isWritten
      }
      if isFirst { primes.withLock { $0.append(7) } }
    }
    await until { !primes.isLoading }
    try await primes.save()
    #expect(primes.wrappedValue == [2, 7])
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 7])
  }

  /// A write whose closure throws is no write: the file's list still reaches the reference
  /// (counted as a write never saved, it made every read look older than the list).
  @Test func aWriteThatThrowsLeavesTheReadToLand() async throws {
    struct Refused: Error {}
    let primes = favorites(.inMemory(favoritePrimes: [2]))
    #expect(throws: Refused.self) { try primes.withLock { _ in throw Refused() } }
    await until { !primes.isLoading }
    #expect(primes.wrappedValue == [2])
  }

  /// Entries that are not unique primes are left out and said so; the file is kept aside
  /// before the first save replaces it, and the notice says where.
  @Test func entriesThatAreNotUniquePrimesAreIgnoredAndTheFileKept() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,4,-3,2,7]")
    let primes = favorites(files)
    await #expect(throws: FavoritePrimesFileError.ignoredEntries(3)) { try await primes.load() }
    #expect(primes.wrappedValue == [2, 7])
    #expect(
      "\(primes.loadError!)"
        == "Ignored 3 entries of favorite-primes.json that are not unique primes.")

    primes.withLock { _ = $0.removeFirst() }
    let kept = "favorite-primes.json.corrupt-in-memory"
    await until { loadSaid(primes) == .keptAside(kept) }
    #expect(try files.load(kept) == Data("[2,4,-3,2,7]".utf8))
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [7])
  }

  /// A file that cannot be read is an error, and the user's favorites still count: one added
  /// while the file was being read is saved once the read has failed, after the bad file was
  /// kept aside.
  @Test func aCorruptFileIsAnErrorAndIsKeptBeforeTheFirstSave() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    // The bad file is kept aside once the test has seen the read's error.
    let keeping = Gate()
    var client = files
    client.moveAside = { name, isUnusable in
      keeping.wait()
      return try files.moveAside(name, isUnusable)
    }
    let primes = favorites(client)
    primes.withLock { $0.append(5) }
    let message = "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."
    // Waited for on the list: a `load()` asked for once the read has failed would read again.
    await until { primes.loadError != nil }
    #expect(loadSaid(primes) == .unreadable(message))
    keeping.open()
    let kept = "favorite-primes.json.corrupt-in-memory"
    await until { loadSaid(primes) == .keptAside(kept) }
    #expect(primes.wrappedValue == [5])
    #expect(try files.load(kept) == Data("[2,3".utf8))
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [5])
  }

  /// The file turns bad while the app runs (another program wrote half a list): the reload
  /// says so, and the next edit keeps the bad file aside and says that too. After a first
  /// edit, the keeping went unsaid.
  @Test func aFileThatTurnsBadIsKeptAsideAndSaid() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3, 5, 7])
    let change = OutsideChanges()
    var client = files
    client.watch = change.watch
    let primes = favorites(client)
    await until { !primes.isLoading }
    primes.withLock { $0 = [3, 5, 7] }
    try await primes.save()
    try files.save(FavoritePrimesKey.fileName, Data("[3, 5, 7, 11".utf8))
    change.yield()
    await until { primes.loadError != nil }
    #expect(
      loadSaid(primes)
        == .unreadable(
          "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."))
    primes.withLock { $0 = [5, 7] }
    let kept = "favorite-primes.json.corrupt-in-memory"
    await until { loadSaid(primes) == .keptAside(kept) }
    #expect(try files.load(kept) == Data("[3, 5, 7, 11".utf8))
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [5, 7])
  }

  /// A bad file that turns good again (another instance saved over it) before this one's next
  /// save is no longer kept aside: the save merges with it, as with any file another instance
  /// saved, and says nothing of keeping. Kept aside, the good file's primes were out of the list.
  @Test func aBadFileThatTurnsGoodIsMergedNotKeptAside() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    let primes = favorites(files)
    await until { primes.loadError != nil }
    // Another instance kept the bad file aside and saved its list; this one has not reloaded.
    try files.saveJSON([3, 5], to: FavoritePrimesKey.fileName)
    primes.withLock { $0.append(7) }
    try await primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [3, 5, 7])
    #expect(try files.load("favorite-primes.json.corrupt-in-memory") == nil)
    #expect(primes.wrappedValue == [3, 5, 7])
  }

  /// Read again once good, a file that was bad is nothing to keep any more.
  @Test func aBadFileReadAgainGoodIsNotKeptAside() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    let primes = favorites(files)
    await until { primes.loadError != nil }
    try files.saveJSON([3, 5], to: FavoritePrimesKey.fileName)
    try await primes.load()
    #expect(primes.wrappedValue == [3, 5])
    primes.withLock { $0.append(7) }
    try await primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [3, 5, 7])
    #expect(try files.load("favorite-primes.json.corrupt-in-memory") == nil)
  }

  /// The bad file is kept aside and the save after it fails (the disk is full): the file is
  /// gone, so the next save starts from none and writes the whole list. Before, it took the
  /// list last read for what the file held, and the primes in it for ones another instance
  /// had deleted: the list shrank to the primes added since.
  @Test func aSaveThatFailsAfterTheBadFileIsKeptLosesNothingNext() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 7])
    let change = OutsideChanges()
    let fails = LockIsolated(false)
    var client = files
    client.watch = change.watch
    client.update = { name, change in
      if fails.value { throw FileError.diskFull(name) }
      try files.update(name, change)
    }
    let primes = favorites(client)
    try await primes.load()
    try files.save(FavoritePrimesKey.fileName, Data("[2, 7, 1".utf8))
    change.yield()
    await until { primes.loadError != nil }
    fails.setValue(true)
    primes.withLock { $0.append(11) }
    await until { primes.saveError != nil }
    #expect(try files.load(FavoritePrimesKey.fileName) == nil)
    fails.setValue(false)
    primes.withLock { $0.append(13) }
    try await primes.save()
    #expect(primes.wrappedValue == [2, 7, 11, 13])
    #expect(
      try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 7, 11, 13])
  }

  /// Another instance saves while a reload reads: the change it makes is read too, once the
  /// read under way lands. Before, it went unheard, and the list stayed as that read left it.
  @Test func aChangeMadeWhileAReloadReadsIsReadAfterIt() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let change = OutsideChanges()
    let read = HeldRead(files)
    var client = read.client
    client.watch = change.watch
    let primes = favorites(client)
    try await primes.load()
    try files.saveJSON([2, 3], to: FavoritePrimesKey.fileName)
    read.holdsNext.setValue(true)
    change.yield()
    for await _ in read.held { break }
    // Read [2, 3]; the file now holds [2, 3, 5].
    try files.saveJSON([2, 3, 5], to: FavoritePrimesKey.fileName)
    change.yield()
    await Task.megaYield()
    read.release.open()
    await until { primes.wrappedValue == [2, 3, 5] }
  }

  /// A reload's list is older than one the watch reads after it: it must not land last. The
  /// reload's answer was taken on the caller's thread once that thread was free, and a read the
  /// watch had taken meanwhile was undone: the list went back to what the reload read, and the
  /// next edit, made on it, deleted in the file what the other instance had added (seen in two
  /// instances' runs under load, 15 of 300, a prime lost or brought back). The same for a list
  /// read in part (`[2, 3, 4]`: 4 is left out and said).
  @Test(arguments: ["[2,3]", "[2,3,4]"])
  func aReloadsListNeverLandsAfterANewerRead(file: String) async throws {
    // The two answers race: run often enough that the wrong order comes up (1 run in 5 did).
    for _ in 0..<20 {
      let files = FileClient.inMemory(favoritePrimesFile: file)
      let (client, change, read, loaded) = watchedReads(files)
      let primes = favorites(client)
      await until { !primes.isLoading }
      read.holdsNext.setValue(true)
      let reload = Task { try await primes.load() }
      for await _ in read.held { break }
      // The reload has read the file; another instance now saves [2, 3, 5], and the watch
      // reads it while the reload's answer is on its way.
      try files.saveJSON([2, 3, 5], to: FavoritePrimesKey.fileName)
      read.release.open()
      change.yield()
      _ = try? await reload.value
      // The watch reads one change at a time: once a second change's read begins, the first's
      // is taken (or not). Four reads: the first load, the reload, and the two changes'.
      change.yield()
      var reads = 0
      for await _ in loaded {
        reads += 1
        if reads == 4 { break }
      }
      #expect(primes.wrappedValue == [2, 3, 5])
      if primes.wrappedValue != [2, 3, 5] { break }
    }
  }

  /// A first read is older than one the watch makes once it lands: it must not land last, on
  /// time or after its bound (the file said not to answer), as a reload's must not.
  @Test(arguments: [false, true])
  func aFirstReadNeverLandsAfterANewerRead(isLate: Bool) async throws {
    // The two answers race: run often enough that the wrong order comes up.
    for _ in 0..<20 {
      let files = FileClient.inMemory(favoritePrimes: [2, 3])
      let (client, change, read, loaded) = watchedReads(files)
      read.holdsNext.setValue(true)
      let clock = TestClock()
      let primes = favorites(client, clock: clock)
      for await _ in read.held { break }
      if isLate {
        await advance(clock, by: FavoritePrimesKey.loadTimeout) { loadSaid(primes) == .timedOut }
      }
      // The first read has read [2, 3]; another instance now saves [2, 3, 5], and the watch
      // reads it while the first read's answer is on its way.
      try files.saveJSON([2, 3, 5], to: FavoritePrimesKey.fileName)
      read.release.open()
      change.yield()
      // Once a second change's read has been made, the first's is taken (or not). Three reads:
      // the first, and the two changes'.
      var reads = 0
      for await _ in loaded {
        reads += 1
        if reads == 2 { change.yield() }
        if reads == 3 { break }
      }
      // A save asked for with nothing edited writes nothing, on the key's queue: once it is
      // answered, the first read's answer has been taken, or not. (Handed before it, the save
      // makes a late answer too old to take, which cannot fail the test.)
      try await primes.save()
      #expect(primes.wrappedValue == [2, 3, 5])
      if primes.wrappedValue != [2, 3, 5] { break }
    }
  }

  /// An edit made while a reload reads is newer than what the reload finds: the reload does
  /// not put the older list back in memory, where the next edit, made on it, would undo the
  /// first in the file.
  @Test func anEditMadeWhileAReloadReadsIsKept() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let read = HeldRead(files)
    let primes = favorites(read.client)
    await until { !primes.isLoading }
    read.holdsNext.setValue(true)
    let reload = Task { try await primes.load() }
    for await _ in read.held { break }
    primes.withLock { $0.append(5) }
    read.release.open()
    try await reload.value
    try await primes.save()
    #expect(primes.wrappedValue == [2, 3, 5])
    primes.withLock { $0.append(7) }
    try await primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3, 5, 7])
  }

  /// A reload that answers after its bound is taken then, and what it read is what the next
  /// merge starts from: a prime another instance removed since stays removed.
  @Test func aLateReloadIsWhatTheNextMergeStartsFrom() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let read = HeldRead(files)
    let clock = TestClock()
    let primes = favorites(read.client, clock: clock)
    await until { !primes.isLoading }
    // Another instance adds 7 (unheard: this client has no watch), and a reload reads it late.
    try files.saveJSON([2, 3, 7], to: FavoritePrimesKey.fileName)
    read.holdsNext.setValue(true)
    let reload = Task { try await primes.load() }
    for await _ in read.held { break }
    await advance(clock, by: FavoritePrimesKey.loadTimeout) { loadSaid(primes) == .timedOut }
    read.release.open()
    await #expect(throws: FileError.self) { try await reload.value }
    await until { primes.wrappedValue == [2, 3, 7] }
    // The other instance removes 7 again; this one adds 5.
    try files.saveJSON([2, 3], to: FavoritePrimesKey.fileName)
    primes.withLock { $0.append(5) }
    try await primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3, 5])
  }

  /// A reload asked for while a save waits for another instance (stopped with its lock held)
  /// is answered at once and keeps the edit: the save merges it with the file once the lock is
  /// free.
  @Test func aReloadBehindAStuckSaveKeepsTheEdit() async throws {
    let (files, isLocked, clock, primes) = try await threeSavedUnderAHeldLock()
    await until { saveSaid(primes) == .locked }
    try await primes.load()
    #expect(primes.wrappedValue == [2, 3])
    isLocked.setValue(false)
    await advance(clock, until: { primes.saveError == nil })
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3])
  }

  /// Asked to save with nothing edited (as the app is on its way out), the key leaves a bad
  /// file where it is: only an edit replaces it.
  @Test func askingToSaveWithNoEditLeavesABadFileAlone() async throws {
    let files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    let primes = favorites(files)
    try? await primes.load()
    try await primes.save()
    #expect(try files.load(FavoritePrimesKey.fileName) == Data("[2,3".utf8))
    #expect(try files.load("favorite-primes.json.corrupt-in-memory") == nil)
  }

  /// A failed save keeps the list in memory and says why; asked to save again (as the app is
  /// on its way out), the key tries again and throws what went wrong.
  @Test func aFailedSaveKeepsTheListAndSaysWhy() async throws {
    var files = FileClient.inMemory(favoritePrimes: [2, 3])
    files.update = { name, _ in throw FileError.diskFull(name) }
    let primes = favorites(files)
    try await primes.load()
    primes.withLock { $0 = [2] }
    await until { primes.saveError != nil }
    let error = FavoritePrimesFileError.saveFailed(
      "favorite-primes.json could not be saved: No space left on device in /data.")
    #expect(saveSaid(primes) == error)
    #expect(primes.wrappedValue == [2])
    do {
      try await primes.save()
      Issue.record("saved on a full disk")
    } catch {
      #expect(
        FavoritePrimesFileError(saveError: error)
          == .saveFailed(
            "favorite-primes.json could not be saved: No space left on device in /data."))
    }
  }

  /// Another instance holds the file's lock (stopped mid-save): the save says it waits for it,
  /// tries again on the clock, and lands once the lock is free, keeping what the file held.
  @Test func aSaveWaitsForAnotherInstancesLockOnTheClock() async throws {
    var files = FileClient.inMemory(favoritePrimes: [2])
    let isLocked = LockIsolated(true)
    let update = files.update
    files.update = { name, change in
      if isLocked.value { throw FileError.lockHeld(URL(filePath: name), wait: .zero) }
      try update(name, change)
    }
    let clock = TestClock()
    let primes = favorites(files, clock: clock)
    try await primes.load()
    primes.withLock { $0.append(3) }
    await until { primes.saveError != nil }
    #expect(saveSaid(primes) == .locked)
    #expect("\(saveSaid(primes)!)".contains("Another PrimeTime is saving favorite-primes.json"))
    isLocked.setValue(false)
    // Tried again on the injected clock, a few milliseconds apart.
    await advance(clock, until: { primes.saveError == nil })
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3])
  }

  /// Held past `FileLock.wait`, the lock ends the wait: the save says another PrimeTime held
  /// the file, and the list keeps the edit for the next save, which writes it.
  @Test func aLockHeldTooLongFailsTheSaveAndTheNextWrites() async throws {
    let (files, isLocked, clock, primes) = try await threeSavedUnderAHeldLock()
    await advance(
      clock,
      until: {
        if case .saveFailed? = saveSaid(primes) { return true } else { return false }
      })
    #expect(
      saveSaid(primes)
        == .saveFailed(
          "another PrimeTime held favorite-primes.json for 2 seconds; the next change tries again"
        ))
    isLocked.setValue(false)
    try await primes.save()
    #expect(primes.saveError == nil)
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3])
  }

  /// Edits made before the file has been read are kept, and merged onto what the read finds,
  /// once it lands; nothing is saved before it does.
  @Test func editsBeforeTheLoadFinishesAreReplayedOntoIt() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 5, 3])
    let answer = Gate()
    let saves = LockIsolated<[[Int]]>([])
    var client = files
    client.load = { name in
      answer.wait()
      return try files.load(name)
    }
    client.update = { name, change in
      try files.update(name) { stored in
        let data = try change(stored)
        if let data {
          saves.withValue { $0.append(try! JSONDecoder().decode([Int].self, from: data)) }
        }
        return data
      }
    }
    let primes = favorites(client)
    primes.withLock { $0 = [5, 7] }
    primes.withLock { $0 = [7] }
    #expect(saves.value == [])

    answer.open()
    try await primes.save()
    #expect(primes.wrappedValue == [2, 3, 7])
    #expect(saves.value.last == [2, 3, 7])
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3, 7])
  }

  /// A reload asked for while a save runs waits for it, so it reads what was saved.
  @Test func aReloadWaitsForTheRunningSave() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let saveGate = Gate()
    let events = LockIsolated<[String]>([])
    var client = files
    client.load = { name in
      events.withValue { $0.append("read") }
      return try files.load(name)
    }
    client.update = { name, change in
      saveGate.wait()
      defer { events.withValue { $0.append("saved") } }
      try files.update(name, change)
    }
    let (primes, reload) = await reloadBehindASave(client)
    saveGate.open()
    try await reload.value
    #expect(events.value == ["read", "saved", "read"])
    #expect(primes.wrappedValue == [3])
  }

  /// A reload asked for while a save runs waits for it, and the list says it is loading until
  /// the reload's read lands, even when the save's merge (with a prime another instance added
  /// meanwhile) reaches the list first.
  @Test func aReloadBehindASaveIsLoadingUntilItsReadLands() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let saveGate = Gate()
    let readGate = Gate()
    let reads = LockIsolated(0)
    var client = files
    client.load = { name in
      // The first read answers at once; the reload's waits for the test.
      let read = reads.withValue { reads in
        reads += 1
        return reads
      }
      if read > 1 {
        readGate.wait()
      }
      return try files.load(name)
    }
    client.update = { name, change in
      saveGate.wait()
      try files.update(name, change)
    }
    let (primes, reload) = await reloadBehindASave(client)
    // Another instance adds 11 before this one's save runs.
    try files.save(FavoritePrimesKey.fileName, Data("[2,3,11]".utf8))
    saveGate.open()
    await until { primes.wrappedValue == [3, 11] }
    #expect(primes.isLoading)
    readGate.open()
    try await reload.value
    #expect(!primes.isLoading)
    #expect(primes.wrappedValue == [3, 11])
  }

  /// A reload reads the file, another instance then deletes a prime it read, and this
  /// instance's save overtakes the reload: what the reload read is older than the file by the
  /// time it answers. It must not be taken for the file (the deleted prime back in the list),
  /// nor its difference from the list for an edit the save then writes (the deleted prime back
  /// in the file): the file is read again once the save is done.
  @Test func aReloadASaveOvertakesIsReadAgain() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let change = OutsideChanges()
    let (saveHeld, holdSave) = AsyncStream.makeStream(of: Void.self)
    let saveGate = Gate()
    let holdsNextUpdate = LockIsolated(true)
    // The reload the change asks for holds what it read until the test lets it answer.
    let read = HeldRead(files)
    var client = read.client
    client.watch = change.watch
    client.update = { name, change in
      let holds = holdsNextUpdate.withValue { holds in
        defer { holds = false }
        return holds
      }
      if holds {
        holdSave.yield()
        saveGate.wait()
      }
      try files.update(name, change)
    }
    let primes = favorites(client)
    try await primes.load()
    try files.saveJSON([2, 3, 23], to: FavoritePrimesKey.fileName)
    read.holdsNext.setValue(true)
    change.yield()
    for await _ in read.held { break }
    try files.saveJSON([2, 3], to: FavoritePrimesKey.fileName)
    primes.withLock { $0.append(5) }
    read.release.open()
    for await _ in saveHeld { break }
    saveGate.open()
    try await primes.save()
    await until { !primes.isLoading }
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3, 5])
    #expect(primes.wrappedValue == [2, 3, 5])
  }

  /// A file system that does not answer: after ``FavoritePrimesKey/loadTimeout`` the list says
  /// so; edits are kept for the read (nothing is saved over a file no one has read), and merged
  /// onto what it finds once it answers.
  @Test func aLoadThatDoesNotAnswerTimesOutAndKeepsTheEdits() async throws {
    let clock = TestClock()
    let files = FileClient.inMemory(favoritePrimes: [2])
    let answer = Gate()
    var client = files
    client.load = { name in
      answer.wait()
      return try files.load(name)
    }
    let primes = favorites(client, clock: clock)
    primes.withLock { $0 = [3] }
    await advance(clock, until: { primes.loadError != nil })
    #expect(loadSaid(primes) == .timedOut)
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2])

    answer.open()
    try await primes.save()
    #expect(primes.wrappedValue == [2, 3])
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3])
  }

  /// The list let go while its file is still being read: every continuation the key holds (the
  /// first load's, a write's) is answered, none dropped; a dropped one is reported by Sharing.
  @Test func everyContinuationIsAnsweredWhenTheListIsLetGoUnread() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let wrote = LockIsolated(false)
    var client = files
    let answer = Gate()
    client.load = { _ in
      // Does not answer until the test is done: the reference is let go while this read waits.
      answer.wait()
      return nil
    }
    client.update = { name, change in
      wrote.setValue(true)
      try files.update(name, change)
    }
    do {
      let primes = favorites(client)
      primes.withLock { $0 = [3] }
    }
    await Task.megaYield()
    // Nothing unread was saved over the file.
    #expect(!wrote.value)
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2])
    answer.open()
  }

  /// Another instance saved since this one read the file (it added 5 and deleted 3): this
  /// instance's save writes its own edit (7) onto that, so 5 stays and 3 stays deleted.
  @Test func anotherInstancesSavesAreMergedNotOverwritten() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 3])
    let primes = favorites(files)
    try await primes.load()
    try files.saveJSON([2, 5], to: FavoritePrimesKey.fileName)
    primes.withLock { $0.append(7) }
    try await primes.save()
    #expect(primes.wrappedValue == [2, 5, 7])
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 5, 7])
  }

  /// The key watches the file for as long as the list is held: each change another instance
  /// makes reloads it.
  @Test func theFileWatchReloadsWhenAnotherInstanceSaves() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let change = OutsideChanges()
    var client = files
    client.watch = change.watch
    let primes = favorites(client)
    try await primes.load()
    try files.saveJSON([2, 3], to: FavoritePrimesKey.fileName)
    change.yield()
    await until { primes.wrappedValue == [2, 3] }
    #expect(!primes.isLoading)
  }

  /// The favorites `[2]`, read, then 3 added while another instance holds the file's lock:
  /// the lock (free it with `isLocked`), the clock the save's tries wait on, and the list.
  func threeSavedUnderAHeldLock() async throws -> (
    FileClient, isLocked: LockIsolated<Bool>, TestClock<Duration>, Shared<[Int]>
  ) {
    let (files, isLocked) = lockable(.inMemory(favoritePrimes: [2]))
    let clock = TestClock()
    let primes = favorites(files, clock: clock)
    try await primes.load()
    isLocked.setValue(true)
    primes.withLock { $0.append(3) }
    return (files, isLocked, clock, primes)
  }

  /// `files` with a lock another instance may hold: while `isLocked`, every update finds it
  /// held (an instance stopped mid-save).
  func lockable(_ files: FileClient) -> (FileClient, isLocked: LockIsolated<Bool>) {
    let isLocked = LockIsolated(false)
    var client = files
    client.update = { name, change in
      if isLocked.value { throw FileError.lockHeld(URL(filePath: name), wait: .zero) }
      try files.update(name, change)
    }
    return (client, isLocked)
  }

  /// Moves `clock` on, `step` at a time (a lock's retry interval, by default), until
  /// `condition` holds: the key's tries and bounds start their sleeps on the clock from its own
  /// queues, so each step waits for the clock's sleepers to be there (`advance` yields to them
  /// first).
  func advance(
    _ clock: TestClock<Duration>, by step: Duration = .milliseconds(5),
    until condition: @escaping @MainActor () -> Bool
  ) async {
    while !condition() {
      await clock.advance(by: step)
      await Task.yield()
    }
  }

  /// What the list's key said of its file, and of its last save, in the favorites' words.
  func loadSaid(_ primes: Shared<[Int]>) -> FavoritePrimesFileError? {
    primes.loadError.map(FavoritePrimesFileError.init(loadError:))
  }

  func saveSaid(_ primes: Shared<[Int]>) -> FavoritePrimesFileError? {
    primes.saveError.map(FavoritePrimesFileError.init(saveError:))
  }

  /// `files` as the key reads them, its changes heard through `change`, its reads held by
  /// `read` and each said on `loaded` once made: a read racing the watch's.
  func watchedReads(_ files: FileClient) -> (
    client: FileClient, change: OutsideChanges, read: HeldRead, loaded: AsyncStream<Void>
  ) {
    let change = OutsideChanges()
    let read = HeldRead(files)
    var client = read.client
    client.watch = change.watch
    let (loaded, load) = AsyncStream.makeStream(of: Void.self)
    client.load = { [client] name in
      defer { load.yield() }
      return try client.load(name)
    }
    return (client, change, read, loaded)
  }

  /// `files`, whose next read, once `holdsNext` is set, reads the file and then waits, saying
  /// so on `held`, until `release`: a reload that has read what it read and not answered yet.
  struct HeldRead {
    let client: FileClient
    let holdsNext: LockIsolated<Bool>
    let held: AsyncStream<Void>
    let release: Gate

    init(_ files: FileClient) {
      let (held, hold) = AsyncStream.makeStream(of: Void.self)
      let gate = Gate()
      let holdsNext = LockIsolated(false)
      var client = files
      client.load = { name in
        let data = try files.load(name)
        let holds = holdsNext.withValue { holds in
          defer { holds = false }
          return holds
        }
        guard holds else { return data }
        hold.yield()
        gate.wait()
        return data
      }
      (self.client, self.holdsNext, self.held, self.release) = (client, holdsNext, held, gate)
    }
  }

  /// The list held under some dependencies, as a feature's state holds it.
  /// The list on `client`, read, then written `[3]` (a save the client may hold) and asked to
  /// reload: the reload waits behind the save.
  func reloadBehindASave(_ client: FileClient) async -> (Shared<[Int]>, Task<Void, any Error>) {
    let primes = favorites(client)
    // The first read, waited for on the list: a `load()` asked for once it has landed would
    // read again.
    await until { !primes.isLoading }
    primes.withLock { $0 = [3] }
    let reload = Task { try await primes.load() }
    await until { primes.isLoading }
    return (primes, reload)
  }

  func favorites(_ files: FileClient, clock: TestClock<Duration> = TestClock()) -> Shared<[Int]> {
    withDependencies {
      $0.fileClient = files
      $0.continuousClock = clock
    } operation: {
      Shared(.favoritePrimes)
    }
  }
}
