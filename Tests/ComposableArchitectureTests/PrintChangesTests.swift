import ComposableArchitecture
import Testing

@MainActor
@Suite struct PrintChangesTests {
  @Test func printsEachActionAndTheStateDiff() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Tally.State()) {
      Tally()._printChanges(.customDump { line in lines.withValue { $0.append(line) } })
    }
    store.send(.increment)
    store.send(.cancelFetch)

    #expect(lines.value.count == 2)
    #expect(lines.value[0].contains("received action:"))
    #expect(lines.value[0].contains("Tally.Action.increment"))
    #expect(lines.value[0].contains("-   count: 0"))
    #expect(lines.value[0].contains("+   count: 1"))
    #expect(lines.value[1].contains("(No state changes)"))
  }

  @Test func nilPrinterPrintsNothingAndStillReduces() async {
    let store = Store(initialState: Tally.State()) {
      Tally()._printChanges(nil)
    }
    store.send(.increment)
    #expect(store.count == 1)
  }
}
