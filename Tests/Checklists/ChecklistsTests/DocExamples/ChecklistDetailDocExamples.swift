// The doc comment examples of Modules/Checklists/Checklists/ChecklistDetail.swift, compiled; never run.
import Checklists
import ComposableArchitecture

private enum ChecklistDetailDocExamples {
  static func open() -> some Reducer<ChecklistsApp.State, ChecklistsApp.Action> {
    Reduce { state, action in
      guard case .list(.checklistTapped(let id)) = action else { return .none }
      guard let checklist = Shared(state.list.$checklists[id: id]) else { return .none }
      state.path.append(.detail(ChecklistDetail.State(checklist: checklist)))
      return .none
    }
  }

  static func preview(checklist: Checklist) -> ChecklistDetail.State {
    ChecklistDetail.State(checklist: Shared(value: checklist))
  }
}
