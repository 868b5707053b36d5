import Checklists
import ComposableArchitecture
import Foundation
import TerminalUI

extension ChecklistsView {
  /// A checklist deleted from its own screen leaves the list at once, and its screen a moment
  /// later (the detail dismisses itself in an effect): a scripted key waits for that, as a
  /// person would see the screen go before pressing the next.
  public static func holdsKeys(_ state: ChecklistsTerminal.State) -> Bool {
    state.isDetailGone
  }

  /// Waits, for a second at most, for a deleted checklist's screen to go: what a headless run
  /// prints is then the screen the user would see. (A checklist another instance deleted
  /// stays on screen, marked as deleted, until the user leaves it.)
  @MainActor public static func settle(_ app: TerminalApp<ChecklistsView>) async {
    _ = await withDeadline(.seconds(1), clock: app.clock) { @MainActor in
      await app.waitUntil { !holdsKeys($0) }
    }
  }

  /// Saves what is not on disk yet (changes made within a second of a write wait for that
  /// second's end; a failed save is tried again), and says what is still not on disk; `nil`
  /// when all is saved. A file that holds the list already (or none, for no checklists) is
  /// left as it is.
  ///
  /// ```swift
  /// await app.run()
  /// if let unsaved = await app.prepareToQuit() { print(unsaved) }
  /// ```
  @MainActor public static func prepareToQuit(_ app: TerminalApp<ChecklistsView>) async
    -> String?
  {
    let checklists = app.store.state.app.list.$checklists
    @Dependency(\.defaultFileStorage) var storage
    let onDisk = (try? storage.contents(of: .checklistsFile)).map { data in
      data.flatMap { try? JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: $0) }
    }
    if checklists.saveError == nil, let onDisk, onDisk ?? [] == checklists.wrappedValue {
      return nil
    }
    do {
      try await checklists.save()
      return nil
    } catch {
      return "your last changes were not saved, as \(ChecklistsData.fileName) could not be "
        + "written (\(error.localizedDescription))"
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
