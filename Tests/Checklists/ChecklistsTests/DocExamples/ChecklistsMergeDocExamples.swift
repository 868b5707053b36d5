// The doc comment examples of Modules/Checklists/Checklists/ChecklistsMerge.swift, compiled; never run.
import Checklists
import ComposableArchitecture

private enum ChecklistsMergeDocExamples {
  static func merge(
    lastShared: IdentifiedArrayOf<Checklist>?, checklists: IdentifiedArrayOf<Checklist>,
    onDisk: IdentifiedArrayOf<Checklist>, save: (IdentifiedArrayOf<Checklist>) -> Void
  ) {
    let merge = ChecklistsMerge(base: lastShared, ours: checklists, theirs: onDisk)
    save(merge.checklists)
  }
}
