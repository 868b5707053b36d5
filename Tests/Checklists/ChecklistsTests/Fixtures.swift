import Checklists
import ComposableArchitecture
import Foundation

extension Checklist {
  /// A checklist with one item done and one not, with ids no test's `uuid` generator makes
  /// before its hundredth call.
  static let groceries = Checklist(
    id: UUID(100),
    title: "Groceries",
    items: [
      Checklist.Item(id: UUID(101), text: "Milk"),
      Checklist.Item(id: UUID(102), text: "Bread", isDone: true),
    ]
  )
}
