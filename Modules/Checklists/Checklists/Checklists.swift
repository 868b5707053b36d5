import ComposableArchitecture
import Foundation

/// A named list of things to do, each ticked off when done: the document the whole
/// ``ChecklistsApp`` revolves around. It is `Codable` because the app keeps every checklist in
/// one JSON file (``Sharing/SharedKey/checklists``), and its items are identified so a view can
/// toggle or remove one without relying on its position.
///
/// ```swift
/// let packing = Checklist(
///   id: UUID(),
///   title: "Packing",
///   items: [Checklist.Item(id: UUID(), text: "Passport")]
/// )
/// ```
public struct Checklist: Codable, Equatable, Identifiable, Sendable {
  /// Stays the same for the checklist's life, so a pushed detail keeps finding it in the list
  /// while its title and items change.
  public let id: UUID
  /// What the checklist is for.
  public var title: String
  /// The things to do, in the order they were added.
  public var items: IdentifiedArrayOf<Item>

  /// A checklist; a new one starts untitled and empty, to be filled in a ``ChecklistForm``.
  ///
  /// ```swift
  /// let checklist = Checklist(id: uuid())
  /// ```
  public init(id: UUID, title: String = "", items: IdentifiedArrayOf<Item> = []) {
    self.id = id
    self.title = title
    self.items = items
  }

  /// What the checklist is called where it is named: its title, or "Untitled" before it has
  /// one (a title of spaces alone is none).
  ///
  /// ```swift
  /// let untitled = Checklist(id: uuid()).name  // "Untitled"
  /// let blank = Checklist(id: uuid(), title: "   ").name  // "Untitled"
  /// ```
  public var name: String { title.allSatisfy(\.isWhitespace) ? "Untitled" : title }

  /// How many of its items are done.
  ///
  /// ```swift
  /// let done = checklist.doneCount  // 2, of checklist.items.count
  /// ```
  public var doneCount: Int { items.count(where: \.isDone) }

  /// One thing to do.
  ///
  /// ```swift
  /// Checklist.Item(id: uuid(), text: "Milk")
  /// ```
  public struct Item: Codable, Equatable, Identifiable, Sendable {
    /// Stays the same while the text is edited, so a toggle still finds the item.
    public let id: UUID
    /// What to do.
    public var text: String
    /// Whether it is done.
    public var isDone: Bool
    /// Notes on it, of any number of lines; empty for none.
    public var notes: String

    /// An item; a new one starts blank and not done, to be typed in a form.
    public init(id: UUID, text: String = "", isDone: Bool = false, notes: String = "") {
      self.id = id
      self.text = text
      self.isDone = isDone
      self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
      case id, text, isDone, notes
    }

    /// An item as `checklists.json` holds it; a file written before items had notes reads
    /// with none.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.id = try container.decode(UUID.self, forKey: .id)
      self.text = try container.decode(String.self, forKey: .text)
      self.isDone = try container.decode(Bool.self, forKey: .isDone)
      self.notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }
  }

  /// The checklist without the items left blank: a form offers empty rows to type in, and the
  /// ones the user never filled are not things to do, so they are dropped before saving.
  ///
  /// ```swift
  /// state.$checklists.withLock { $0.append(form.checklist.removingBlankItems()) }
  /// ```
  public func removingBlankItems() -> Checklist {
    var checklist = self
    checklist.items.removeAll { $0.text.allSatisfy(\.isWhitespace) }
    return checklist
  }
}
