import Checklists
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

@testable import ChecklistsTerminal

/// On every screen, each key is claimed once, and every binding the key bar or help shows does
/// what it says: they are drawn from the bindings that handle the keys.
@MainActor
@Suite struct KeyMapTests {
  nonisolated static let journeys = [
    "", "/", "/g", "/g<enter>", "a", "aX<c-n>", "aX<c-n>Y", "<enter>", "<enter>/", "<enter>/m",
    "<enter>a", "<enter>aX", "<enter>e", "<enter>e<c-n>", "<enter>d", "<enter>D", "d", "?",
    "<enter>?", "a<f1>", "<enter>a<f1>", "j<enter>",
  ]

  @Test(arguments: journeys) func everyKeyIsClaimedOnceAndDoesWhatItsBindingSays(
    keys: String
  ) throws {
    @Shared(.checklists) var checklists = [Checklist.groceries, .packing]
    let store = Store(initialState: ChecklistsTerminal.State()) {
      ChecklistsTerminal()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let environment = TerminalEnvironment(size: Size(columns: 80, rows: 24))
    for key in try Key.parse(keys) {
      if case .send(let action) = ChecklistsView(state: store.state, environment: environment)
        .command(for: key)
      {
        store.send(action)
      }
    }
    let view = ChecklistsView(state: store.state, environment: environment)
    let layers = view.layers
    #expect(layers.bindings.conflictingKeys().isEmpty, "\(keys)")
    #expect(layers.base.conflictingKeys().isEmpty, "\(keys)")
    for overlay in layers.overlays {
      #expect(overlay.bindings.conflictingKeys().isEmpty, "\(keys)")
    }
    #expect(view.helpBindings(below: view.screenLayers).conflictingKeys().isEmpty, "\(keys)")
    for binding in layers.bindings {
      for key in binding.keys {
        #expect(view.command(for: key) == binding.action, "\(keys): \(key.displayName)")
      }
    }
  }
}
