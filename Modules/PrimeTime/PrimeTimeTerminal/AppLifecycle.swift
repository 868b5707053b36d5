import AppFeature
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import Primes
import TerminalUI

/// What PrimeTime does around the kit's event loop: the launch, waiting for its files, and
/// saving the favorites on its way out.
extension AppView {
  /// The favorites are read at launch: a scripted key waits for them, as a person would.
  public static func holdsKeys(_ state: PrimeTimeTerminal.State) -> Bool {
    state.app.favoritePrimes.isLoading
  }

  /// Waits for the loads, saves and requests under way (the Log records each action as it is
  /// taken). A running stopwatch does not count: it never finishes.
  @MainActor public static func settle(_ app: TerminalApp<AppView>) async {
    await app.waitUntil { !$0.app.isBusy }
  }

  /// What of the user's favorites is not on disk, and why, in one line, once the writes under
  /// way (the tour's record, the favorites' saves) have finished and what is left has been
  /// saved, waiting at most `FavoritePrimesKey.loadTimeout` on the app's `continuousClock` for
  /// all of it, whatever the file system does; `nil` when all is saved. The app says it on its
  /// way out, after the screen is restored, so that quitting never drops an edit silently. (A
  /// tour record that cannot be written is not said: the tour simply offers itself again.)
  @MainActor public static func prepareToQuit(_ app: TerminalApp<AppView>) async -> String? {
    let primes = app.store.app.favoritePrimes.$primes
    let tourRecord = app.store.app.$tourRecord
    let saved = await withDeadline(FavoritePrimesKey.loadTimeout, clock: app.clock) {
      () -> Result<Void, any Error> in
      // The tour's record first: its save waits for the one under way, which a run that
      // ends at once (a headless Esc) would otherwise leave to the program's exit.
      if tourRecord.wrappedValue != nil { try? await tourRecord.save() }
      do {
        return .success(try await primes.save())
      } catch {
        return .failure(error)
      }
    }
    let favorites = said(primes.wrappedValue)
    switch saved {
    case .success: return nil
    case .failure(let error as FileError) where error.isTimedOut:
      // The save's own bound passed (it waits on the file as the quit does): as below.
      fallthrough
    case nil:
      let seconds = FavoritePrimesKey.loadTimeout.components.seconds
      if let error = primes.saveError, FavoritePrimesFileError(saveError: error) == .locked {
        return "the favorites \(favorites) were not saved: another PrimeTime held "
          + "\(FavoritePrimesKey.fileName) for \(seconds) seconds"
      }
      return "the favorites \(favorites) may not be saved: \(FavoritePrimesKey.fileName) did not "
        + "answer within \(seconds) seconds"
    case .failure(let error):
      if let error = error as? FileError, case .lockHeld(let wait) = error.reason {
        return "the favorites \(favorites) were not saved: another PrimeTime held "
          + "\(FavoritePrimesKey.fileName) for \(wait.components.seconds) seconds"
      }
      return
        "the favorites \(favorites) were not saved: \(FavoritePrimesFileError(saveError: error))"
    }
  }

  /// The favorites as the way out names them, in one line: a long list by its first primes
  /// and how many more.
  static func said(_ list: [Int]) -> String {
    let shown = 20
    guard !list.isEmpty else { return "no favorites" }
    var items = list.prefix(shown).map(String.init)
    if list.count > shown { items.append("… \(grouped(list.count - shown)) more") }
    return "[\(items.joined(separator: ","))]"
  }
}

extension TerminalApp where View == AppView {
  /// Launches PrimeTime: the Favorites filter's ear for changes of the list (for as long as
  /// this app lives), then the tour if asked for or on a first launch.
  /// Scripted, it waits for that check and the favorites; otherwise for the check a moment at
  /// most (`FileStorage.quickAnswer`), so that the first frame (and, heard, the first words)
  /// is the tour where there is one, and a slow disk never delays it longer.
  ///
  /// ```swift
  /// let app = TerminalApp<AppView>(store: store, backend: backend)
  /// await app.launch(onboarding: false)
  /// await app.run()
  /// ```
  public func launch(onboarding: Bool) async {
    sendForLifetime(.task)
    let launch = store.send(.app(.task(startOnboarding: onboarding)))
    if isScripted {
      await launch.finish()
      await waitUntil { !AppView.holdsKeys($0) }
    } else {
      _ = await withDeadline(FileStorage.quickAnswer, clock: ContinuousClock()) {
        await launch.finish()
      }
    }
  }
}
