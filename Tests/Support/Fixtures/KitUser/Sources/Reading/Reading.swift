import ComposableArchitecture
import TerminalUI

/// A book on the reading list.
public struct Book: Equatable, Sendable {
  public var title: String
  public var pages: Int
  public var notes: String

  public init(title: String, pages: Int, notes: String = "") {
    self.title = title
    self.pages = pages
    self.notes = notes
  }
}

/// A reading list: the books in a table, sorted by a column on a key, and the selected book's
/// notes typed in a text area.
@Reducer
public struct Reading {
  @ObservableState
  public struct State: Equatable {
    public var books: [Book]
    /// What the table keeps of its own beside the books: the selected row, the filter, the
    /// order.
    public var selection = ListSelection()
    /// The selected book's notes, while they are typed.
    public var notes: TextArea.State?

    public init(books: [Book] = []) {
      self.books = books
    }

    /// The books as the table sees them: lent, not copied into it.
    public var table: Table<Book>.State {
      get {
        Table.State(
          rows: books, columns: Reading.columns, selection: selection, searchText: \.title)
      }
      set { selection = newValue.selection }
    }
  }

  /// The table's columns, declared once: the key bar, the header and the sort all read them.
  public static let columns = [
    TableColumn<Book>("Title") { $0.title },
    TableColumn<Book>("Pages", width: .fixed(7), alignment: .trailing) { "\($0.pages)" },
    TableColumn<Book>("Notes", width: .fixed(5), style: { _ in .muted }) {
      $0.notes.isEmpty ? "" : "yes"
    },
  ]

  public enum Action: Equatable {
    case table(Table<Book>.Action)
    case notesTapped
    case notes(TextArea.Action)
    case notesDone
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.table, action: \.table) { Table() }
    Reduce { state, action in
      switch action {
      case .notesTapped:
        guard let book = state.table.selectedRow else { return .none }
        state.notes = TextArea.State(
          text: book.notes, placeholder: "Notes on \(book.title)", limit: 2_000)
        return .none
      case .notesDone:
        guard let notes = state.notes, let index = state.table.selectedIndex else {
          return .none
        }
        state.books[index].notes = notes.text
        state.notes = nil
        state.table.rowsDidChange()
        return .none
      case .table, .notes:
        return .none
      }
    }
    .ifLet(\.notes, action: \.notes) { TextArea() }
  }
}
