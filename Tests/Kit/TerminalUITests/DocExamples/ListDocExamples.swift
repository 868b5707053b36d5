// The doc comment examples of Modules/Kit/TerminalUI/Widgets/List.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum ListDocExamples {
  @Reducer
  struct Groceries {
    enum Action {
      case deleteTapped
      case itemList(List<String>.Action)
    }

    @ObservableState
    struct State: Equatable {
      var items: [String] = []
      var itemSelection = ListSelection()

      var itemList: List<String>.State {
        get { List.State(rows: items, selection: itemSelection) }
        set { itemSelection = newValue.selection }
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.itemList, action: \.itemList) { List() }
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          guard let index = state.itemList.selectedIndex else { return .none }
          state.items.remove(at: index)
          state.itemList.rowsDidChange()
          return .none
        case .itemList:
          return .none
        }
      }
    }
  }

  @MainActor
  static func view(
    _ state: Groceries.State, key: Key, store: StoreOf<Groceries>, in listRect: Rect,
    on canvas: inout Canvas
  ) {
    // In the view, which knows where the list is drawn:
    List.render(state.itemList, in: listRect, on: &canvas)
    if let action = List.action(for: key, state: state.itemList, in: listRect) {
      store.send(.itemList(action))
    }
  }

  struct Chore: Equatable, Sendable {
    var title: String
    var isDone: Bool
  }

  static func states(
    items: [String], itemSelection: ListSelection, tasks: [Chore], taskSelection: ListSelection
  ) {
    let itemList = List.State(rows: items, selection: itemSelection, text: { $0 })
    let taskList = List.State(
      rows: tasks, selection: taskSelection, style: { $0.isDone ? .muted : [] }, text: \.title)
    _ = (itemList, taskList)
  }

  struct Pantry {
    var items: [String] = []
    var itemSelection = ListSelection()  // lent to the list with `items`
  }

  struct Entry: Equatable, Sendable {
    var text: String
  }

  struct Log {
    var entries: [Entry] = []
    var entrySelection = ListSelection(followsEnd: true)  // a log: live until a row is picked

    mutating func add(_ entry: Entry) {
      entries.append(entry)
      entrySelection.rowsAppended(1, to: entries, text: \.text)
    }

    mutating func drop(_ dropped: Int) {
      entries.removeFirst(dropped)
      entrySelection.firstRowsRemoved(dropped)
    }
  }

  struct Titled {
    var title = ""
    var items: [String] = []
    var itemSelection = ListSelection()

    var itemList: List<String>.State {
      get { List.State(rows: items, selection: itemSelection) }
      set { itemSelection = newValue.selection }
    }
  }

  static func selection(_ state: inout Titled) {
    if let index = state.itemList.selectedIndex { state.items.remove(at: index) }
    if let item = state.itemList.selectedRow { state.title = "\(item) is selected" }
  }

  struct Shelf {
    var items: [Entry] = []
    var itemSelection = ListSelection()

    var itemList: List<Entry>.State {
      List.State(rows: items, selection: itemSelection, text: \.text)
    }
  }

  static func added(_ item: Entry, to state: Shelf) -> String? {
    var status: String?
    if !state.itemList.filterShows(item) { status = "Added “\(item.text)”; the filter hides it." }
    return status
  }

  static func strings() {
    let list = List.State(rows: ["two", "three", "five"])
    _ = list
  }

  static func keys(_ state: Groceries.State, in listRect: Rect) {
    let bindings = List.keyMap(for: state.itemList, in: listRect).map {
      $0.map(Groceries.Action.itemList)
    }
    _ = bindings
  }

  /// A list 10 lines tall.
  static func action(_ state: Groceries.State, in listRect: Rect) {
    let moved = List.action(for: .character("j"), state: state.itemList, in: listRect)
    // .onScreen(rows: 9, .move(by: 1)) for a list 10 lines tall (the last, its position)
    let clicked = List.action(for: .click(column: 3, row: 5), state: state.itemList, in: listRect)
    _ = (moved, clicked)
  }

  static func render(_ state: Groceries.State, on canvas: inout Canvas) {
    List.render(state.itemList, in: Rect(column: 0, row: 2, width: 40, height: 10), on: &canvas)
  }

  /// A log of five entries, the fifth selected.
  static func describe(_ log: List<Entry>.State) {
    let said = List.describe(List.State(rows: ["2", "3", "5"], selection: ListSelection(row: 1)))
    // ["2 of 3: 3"]
    let logLine = List.describe(log, isFeed: true)  // ["5: Added 7"]
    _ = (said, logLine)
  }
}
