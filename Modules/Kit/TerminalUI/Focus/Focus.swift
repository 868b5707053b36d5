/// Which of a screen's inputs takes the keys, as state: the parent keeps its fields as an enum
/// and the focused one in its state, as a TCA feature binds `@FocusState` to one, and Tab and
/// Shift-Tab move it in the enum's order, wrapping.
///
/// ```swift
/// enum Field: CaseIterable, Equatable, Sendable { case title, item }
///
/// @ObservableState struct State: Equatable { var focus: Field? = .title }
/// enum Action { case focusMoved(Focus.Move) }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .focusMoved(let move):
///       state.focus = Focus.moved(state.focus, move)
///       return .none
///     }
///   }
/// }
/// ```
///
/// ```swift
/// // In the view, before the focused field's own keys:
/// let bindings = Focus.keyMap { .focusMoved($0) } + fieldBindings
/// ```
public enum Focus {
  /// A move of the focus.
  public enum Move: Equatable, Sendable {
    case next
    case previous
  }

  /// The field after (or before) `field` in `Field`'s order, wrapping; the first (or last)
  /// when nothing has the focus.
  ///
  /// ```swift
  /// let next = Focus.moved(Field.title, .next)  // .item
  /// let wrapped = Focus.moved(Field.item, .next)  // .title
  /// ```
  public static func moved<Field: CaseIterable & Equatable>(_ field: Field?, _ move: Move)
    -> Field?
  {
    moved(field, move, among: Array(Field.allCases))
  }

  /// The field after (or before) `field` among `fields`, in their order, wrapping; the first
  /// (or last) when nothing has the focus or `field` is no longer among them. A form whose
  /// fields are known only from its state, one per row it edits, names a row's field by its id:
  ///
  /// ```swift
  /// enum Field: Hashable { case title, item(UUID) }
  /// ```
  ///
  /// and its reducer moves the focus among the fields there are now:
  ///
  /// ```swift
  /// let fields = [Field.title] + state.items.map { .item($0.id) }
  /// state.focus = Focus.moved(state.focus, .next, among: fields)
  /// ```
  public static func moved<Field: Equatable>(_ field: Field?, _ move: Move, among fields: [Field])
    -> Field?
  {
    guard !fields.isEmpty else { return nil }
    guard let field, let index = fields.firstIndex(of: field) else {
      return move == .next ? fields.first : fields.last
    }
    let offset = move == .next ? 1 : fields.count - 1
    return fields[(index + offset) % fields.count]
  }

  /// Tab and Shift-Tab, sending `move`.
  public static func keyMap<Action>(_ move: (Move) -> Action) -> [KeyBinding<Action>] {
    [
      KeyBinding([.tab], label: "next field", action: move(.next)),
      KeyBinding(
        [.backTab], hint: nil, label: "previous field", action: move(.previous)),
    ]
  }
}
