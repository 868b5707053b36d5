// The doc comment examples of Modules/Kit/TerminalUI/Widgets/Table.swift, compiled; never run.

import ComposableArchitecture
import Foundation
import TerminalUI

private enum TableDocExamples {
  struct Task: Equatable, Sendable {
    var title: String
    var done: Int
    var items: [String] = []
    var due = Date(timeIntervalSince1970: 0)
  }

  @Reducer
  struct Tasks {
    @ObservableState
    struct State: Equatable {
      var tasks: [Task] = []
      var taskSelection = ListSelection()

      static let columns = [
        TableColumn<Task>("Title") { $0.title },
        TableColumn<Task>("Done", width: .fixed(6), alignment: .trailing) { "\($0.done)" },
      ]

      var taskTable: Table<Task>.State {
        get { Table.State(rows: tasks, columns: Self.columns, selection: taskSelection) }
        set { taskSelection = newValue.selection }
      }
    }
    enum Action {
      case taskTable(Table<Task>.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.taskTable, action: \.taskTable) { Table() }
    }
  }

  static func delete(_ state: inout Tasks.State) {
    if let index = state.taskTable.selectedIndex { state.tasks.remove(at: index) }
  }

  static func add(_ task: Task, to state: inout Tasks.State) {
    state.tasks.append(task)
    state.taskTable.rowsDidChange()
  }
  typealias Action = Tasks.Action

  static func state(
    tasks: [Task], columns: [TableColumn<Task>], taskSelection: ListSelection
  ) {
    let taskTable = Table.State(rows: tasks, columns: columns, selection: taskSelection)
    let byTitle = Table.State(
      rows: tasks, columns: columns, selection: taskSelection, searchText: \.title)
    _ = (taskTable, byTitle)
  }

  @MainActor
  static func filter(_ state: Tasks.State, in tableRect: Rect) -> Layers<Action> {
    var layers = Layers<Action>(base: [])
    layers.pushFilter(of: state.taskTable.list, in: Table<Task>.listRect(in: tableRect)) {
      Action.taskTable($0)
    }
    return layers
  }

  static func columns() {
    let columns = [
      TableColumn<Task>("Title") { $0.title },
      TableColumn<Task>("Items", width: .fixed(5), alignment: .trailing) { "\($0.items.count)" },
    ]
    _ = columns
  }

  static func sortKey() {
    let due = TableColumn<Task>(
      "Due", width: .fixed(10), sortKey: { SortKey($0.due.timeIntervalSince1970) },
      text: { $0.due.formatted(date: .numeric, time: .omitted) })
    _ = due
  }

  static func keys(_ state: Tasks.State, in tableRect: Rect) {
    let bindings = Table.keyMap(for: state.taskTable, in: tableRect).map {
      $0.map(Action.taskTable)
    }
    _ = bindings
  }

  /// A table at the top left corner, not sorted.
  static func action(_ state: Tasks.State, in tableRect: Rect) {
    let sort = Table.action(for: .click(column: 2, row: 0), state: state.taskTable, in: tableRect)
    // .sort(by: 0, ascending: true): the first title was clicked
    _ = sort
  }

  static func render(_ state: Tasks.State, on canvas: inout Canvas) {
    Table.render(state.taskTable, in: Rect(column: 0, row: 2, width: 60, height: 12), on: &canvas)
  }

  /// Two tasks, the first "Milk", none done, selected.
  static func describe(_ state: Tasks.State) {
    let said = Table.describe(state.taskTable)
    // ["Columns: Title, Done", "Row 1 of 2: Milk, 0"]
    let words = Table.describe(state.taskTable) { "\($0.title), \($0.done) done" }
    _ = (said, words)
  }
}
