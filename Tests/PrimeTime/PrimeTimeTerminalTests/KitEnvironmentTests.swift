import PrimeTimeTerminal
import TerminalUI
import Testing

/// `PRIMETIME_SYNC`, the name synchronized output had before the kit had its own, still works
/// for PrimeTime; the kit's name wins.
@Suite struct KitEnvironmentTests {
  func synchronizedOutput(_ environment: [String: String]) -> SynchronizedOutput {
    SynchronizedOutput(environment: AppView.kitEnvironment(environment))
  }

  @Test func theFormerNameIsHonouredWhereTheKitsAsksNothing() {
    #expect(synchronizedOutput(["PRIMETIME_SYNC": "1"]) == .on)
    #expect(synchronizedOutput(["PRIMETIME_SYNC": "0"]) == .off)
    #expect(synchronizedOutput(["PRIMETIME_SYNC": "yes"]) == .terminfo)
    #expect(synchronizedOutput(["TERMINALUI_SYNC": "0", "PRIMETIME_SYNC": "1"]) == .off)
    #expect(synchronizedOutput(["TERMINALUI_SYNC": "1", "PRIMETIME_SYNC": "0"]) == .on)
    #expect(synchronizedOutput(["TERMINALUI_SYNC": "", "PRIMETIME_SYNC": "1"]) == .on)
  }

  @Test func theKitNoLongerReadsTheFormerName() {
    #expect(SynchronizedOutput(environment: ["PRIMETIME_SYNC": "1"]) == .terminfo)
  }
}
