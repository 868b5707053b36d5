import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import TerminalUITesting

extension Checklist {
  /// One item to do, one done.
  static let groceries = Checklist(
    id: UUID(100), title: "Groceries",
    items: [
      Checklist.Item(id: UUID(101), text: "Milk"),
      Checklist.Item(id: UUID(102), text: "Bread", isDone: true),
    ])
  static let packing = Checklist(id: UUID(200), title: "Packing")
}

/// The app at its list, drawn at 40x12 (the smallest size it draws itself at), with the
/// test's checklists (declare them with `@Shared(.checklists)` first), ids counted from 0, and
/// the status line's time on `clock`; `reductions` counts the actions the root reducer is
/// given, a key's own and any sent back.
@MainActor
func makeStore(
  _ state: ChecklistsTerminal.State = ChecklistsTerminal.State(),
  size: Size = Size(columns: 40, rows: 12), clock: TestClock<Duration> = TestClock(),
  reductions: LockIsolated<Int>? = nil
) -> TerminalTestStore<ChecklistsView> {
  TerminalTestStore<ChecklistsView>(
    initialState: state, environment: TerminalEnvironment(size: size)
  ) {
    if let reductions {
      Reduce<ChecklistsTerminal.State, ChecklistsTerminal.Action> { _, _ in
        reductions.withValue { $0 += 1 }
        return .none
      }
    }
    ChecklistsTerminal()
  } withDependencies: {
    $0.uuid = .incrementing
    $0.continuousClock = clock
  }
}

/// Groceries, open: the detail pushed as element 0, as Enter at the first row pushes it.
@MainActor
func openGroceries(
  _ store: TerminalTestStore<ChecklistsView>, _ checklists: Shared<IdentifiedArrayOf<Checklist>>
) async {
  await store.press("<enter>") {
    $0.app.path[id: 0] = .detail(
      ChecklistDetail.State(checklist: Shared(checklists[id: Checklist.groceries.id])!))
  } frame: {
    """
     Checklists › Groceries
    ────────────────────────────────────────
     1/2 done ████████████░░░░░░░░░░░░  50%
     [ ] Milk
     [x] Bread





                                        1/2
     Space toggle  a add   ? help  Esc back
    """
  }
}
