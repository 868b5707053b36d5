import Checklists
import ComposableArchitecture
import Foundation
import TerminalUI

extension ChecklistsView {
  /// A checklist deleted from its own screen leaves the list at once, and its screen a moment
  /// later (the detail dismisses itself in an effect): a scripted key waits for that, as a
  /// person would see the screen go before pressing the next; and for the checklists' file
  /// while it is read, as a person would see "Loading" before typing.
  public static func holdsKeys(_ state: ChecklistsTerminal.State) -> Bool {
    state.isDetailGone || state.app.list.$checklists.isLoading
  }

  /// Waits for a deleted checklist's screen to go (a second at most), and for the checklists'
  /// file while it is read (as long as the file may take to answer): what a headless run
  /// prints is then the screen the user would see. (A checklist another instance deleted
  /// stays on screen, marked as deleted, until the user leaves it.)
  @MainActor public static func settle(_ app: TerminalApp<ChecklistsView>) async {
    _ = await withDeadline(.seconds(1), clock: app.clock) { @MainActor in
      await app.waitUntil { !$0.isDetailGone }
    }
    _ = await withDeadline(FileStorage.answerBound, clock: ContinuousClock()) { @MainActor in
      await app.waitUntil { !$0.app.list.$checklists.isLoading }
    }
  }

  /// Saves what is not on disk yet (changes made within a second of a write wait for that
  /// second's end; a failed save is tried again), through the key, which writes nothing when
  /// the file holds the list already; and says what is still not on disk, `nil` when all is
  /// saved. It waits as long as the file may take to answer, and no longer: a file that does
  /// not answer is said, and `q` still quits.
  ///
  /// ```swift
  /// await app.run()
  /// if let unsaved = await app.prepareToQuit() { print(unsaved) }
  /// ```
  @MainActor public static func prepareToQuit(_ app: TerminalApp<ChecklistsView>) async
    -> String?
  {
    let checklists = app.store.state.app.list.$checklists
    // The key merges what it writes with what the file holds (another instance's, or what a
    // slow read had not brought yet): saving never writes over what it has not read.
    let saved = await withDeadline(FileStorage.answerBound, clock: ContinuousClock()) {
      () -> Result<Void, any Error> in
      do {
        return .success(try await checklists.save())
      } catch {
        return .failure(error)
      }
    }
    switch saved {
    case .success?:
      return nil
    case .failure(let error)?:
      return "your last changes were not saved, as \(ChecklistsData.fileName) could not be "
        + "written (\(error.localizedDescription))"
    case nil:
      return "your last changes may not be saved: \(ChecklistsData.fileName) did not answer "
        + "within \(FileStorage.answerBound.components.seconds) seconds"
    }
  }
}

extension ChecklistsTerminal.State {
  /// Whether the checklist on top is no longer in the list: deleted, here (its screen is about
  /// to go) or by another instance.
  public var isDetailGone: Bool {
    guard let detail else { return false }
    return app.list.checklists[id: detail.checklist.id] == nil
  }
}
