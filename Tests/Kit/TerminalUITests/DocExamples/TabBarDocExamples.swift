// The doc comment examples of Modules/Kit/TerminalUI/Widgets/TabBar.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum TabBarDocExamples {
  enum Tab: Int, CaseIterable, Equatable {
    case inbox, drafts, settings

    var title: String {
      switch self {
      case .inbox: "Inbox"
      case .drafts: "Drafts"
      case .settings: "Settings"
      }
    }
  }

  @Reducer
  struct Mail {
    @ObservableState
    struct State: Equatable {
      var selectedTab = Tab.inbox
    }
    enum Action {
      case tabSelected(Tab)
      case nextTabSelected
      case previousTabSelected
    }

    func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
      let count = Tab.allCases.count
      switch action {
      case .tabSelected(let tab): state.selectedTab = tab
      case .nextTabSelected:
        state.selectedTab = Tab(rawValue: (state.selectedTab.rawValue + 1) % count)!
      case .previousTabSelected:
        state.selectedTab = Tab(rawValue: (state.selectedTab.rawValue + count - 1) % count)!
      }
      return .none
    }
  }

  @MainActor
  struct MailView {
    let store: StoreOf<Mail>
    let size: Size
    var state: Mail.State { store.state }

    var tabs: TabBar.State {
      TabBar.State(titles: Tab.allCases.map(\.title), selection: state.selectedTab.rawValue)
    }
    var barRect: Rect { Rect(column: 1, row: 0, width: size.columns - 2, height: 1) }

    func handle(_ key: Key, on canvas: inout Canvas) {
      TabBar.render(tabs, in: barRect, on: &canvas)
      switch TabBar.action(for: key, state: tabs, in: barRect) {
      case .select(let index): store.send(.tabSelected(Tab(rawValue: index)!))
      case .selectNext: store.send(.nextTabSelected)
      case .selectPrevious: store.send(.previousTabSelected)
      case nil: break
      }
    }
  }

  static func badges() {
    let titles = ["Inbox", "Drafts", "Settings", "Archive", "Trash"]
    // Work under way on the first tab, seen from the third at 40 columns:
    let tabs = TabBar.State(titles: titles, selection: 2, badges: [0: "⠋"])
    // " 1 ⠋   2   3 Settings   4   5"
    _ = tabs
  }

  static func state() {
    let tabs = TabBar.State(titles: ["Inbox", "Archive"], selection: 1, badges: [0: "3 new"])
    _ = tabs
  }

  static func action() {
    let tabs = TabBar.State(titles: ["Inbox", "Archive"], selection: 1)
    let bar = Rect(column: 0, row: 0, width: 40, height: 1)
    let typed = TabBar.action(for: .character("2"), state: tabs, in: bar)  // .select(1)
    let clicked = TabBar.action(for: .click(column: 14, row: 0), state: tabs, in: bar)
    // .select(1)
    _ = (typed, clicked)
  }

  static func describe() {
    let said = TabBar.describe(TabBar.State(titles: ["Inbox", "Archive"], selection: 1))
    // "Archive tab, 2 of 2"
    _ = said
  }
}
