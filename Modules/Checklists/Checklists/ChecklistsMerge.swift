import ComposableArchitecture
import Foundation

/// The checklists two instances of the app changed at once, merged by identity: a checklist or
/// an item added, edited or deleted in either is kept so, and one deleted in one instance while
/// edited in the other is kept with the edit, so no change is lost. Where both edited the same
/// title or text, the edit being saved (the later one) is kept and the other is named in
/// ``overwritten``, for the app to say so.
///
/// ```swift
/// let merge = ChecklistsMerge(base: lastShared, ours: checklists, theirs: onDisk)
/// save(merge.checklists)
/// ```
public struct ChecklistsMerge: Sendable {
  /// Every change of both, by identity.
  public private(set) var checklists: IdentifiedArrayOf<Checklist> = []
  /// The other instance's edits that this one's replaced, in words:
  /// `"Packing: “Socks” kept, not “Sox”"`.
  public private(set) var overwritten: [String] = []

  /// Merges `ours` and `theirs`, both changed from `base` (`nil` when they share no past, as
  /// when the other instance made the file: then everything in either is kept).
  public init(
    base: IdentifiedArrayOf<Checklist>?, ours: IdentifiedArrayOf<Checklist>,
    theirs: IdentifiedArrayOf<Checklist>
  ) {
    var overwritten: [String] = []
    /// The value both changed from `base`: ours, and the other's noted where they differ.
    func pick<Value: Equatable>(
      _ base: Value?, _ ours: Value, _ theirs: Value, describe: (Value, Value) -> String
    ) -> Value {
      if ours == theirs || base == theirs { return ours }
      if base == ours { return theirs }
      overwritten.append(describe(ours, theirs))
      return ours
    }
    checklists = Self.merged(base ?? [], ours, theirs) { base, ours, theirs in
      let name = ours.name
      var checklist = ours
      checklist.title = pick(base?.title, ours.title, theirs.title) { ours, theirs in
        "“\(ours)” kept as the title, not “\(theirs)”"
      }
      checklist.items = Self.merged(base?.items ?? [], ours.items, theirs.items) {
        base, ours, theirs in
        var item = ours
        item.text = pick(base?.text, ours.text, theirs.text) { ours, theirs in
          "\(name): “\(ours)” kept, not “\(theirs)”"
        }
        item.isDone = pick(base?.isDone, ours.isDone, theirs.isDone) { ours, _ in
          "\(name): “\(item.text)” kept \(ours ? "done" : "not done")"
        }
        return item
      }
      return checklist
    }
    self.overwritten = overwritten
  }

  /// The elements of both, each merged: `ours`' order, then what only `theirs` holds.
  /// `both` merges an element that both changed.
  private static func merged<Element: Identifiable & Equatable>(
    _ base: IdentifiedArrayOf<Element>, _ ours: IdentifiedArrayOf<Element>,
    _ theirs: IdentifiedArrayOf<Element>,
    both: (Element?, Element, Element) -> Element
  ) -> IdentifiedArrayOf<Element> {
    var result = IdentifiedArrayOf<Element>()
    for element in ours {
      let before = base[id: element.id]
      if let other = theirs[id: element.id] {
        result.append(
          element == other || before == other
            ? element : before == element ? other : both(before, element, other))
      } else if before != element {
        // Added here, or edited here while the other deleted it: kept.
        result.append(element)
      }
    }
    for element in theirs where ours[id: element.id] == nil && base[id: element.id] != element {
      // Added there, or edited there while this one deleted it: kept.
      result.append(element)
    }
    return result
  }
}
