import ComposableArchitecture
import Testing

@testable import AppFeature

@Suite struct AppFeatureUnitTests {
  @Test func tabsCycleBothWays() {
    #expect(Tab.counter.next == .favorites)
    #expect(Tab.log.next == .counter)
    #expect(Tab.counter.previous == .log)
    #expect(Tab.favorites.previous == .counter)
    #expect(Tab.allCases.map(\.title) == ["Counter", "Favorites", "Timer", "Activity", "Log"])
  }

  @Test func activityLinesNameWhatChanged() {
    #expect(
      SharedFavorites.changes(from: [2, 3], to: [3, 7], removedVerb: "Deleted") == [
        "Added 7 to favorites", "Deleted 2 from favorites",
      ])
  }

  @Test func onboardingInstructionsFollowTheSteps() {
    var state = Onboarding.State()
    #expect(state.instruction.contains("Press + until the count is a prime"))
    state.counter.count = 3
    state.step = .askNthPrime
    #expect(state.instruction.contains("press n to ask for the 3rd prime"))
  }

  @Test @MainActor func helpToggles() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.helpToggled) { $0.isHelpPresented = true }
    await store.send(.helpToggled) { $0.isHelpPresented = false }
  }
}
