import ArgumentParser
import Testing

@testable import TerminalOptions

/// The terminal apps' shared options: a bad combination or value is a usage error, said at once.
@Suite struct TerminalOptionsTests {
  @Test func headlessOptionsParse() throws {
    let options = try TerminalOptions.parse([
      "--headless", "--keys", "+<enter>", "--size", "40x12", "--no-mouse",
    ])
    #expect(options.headless)
    #expect(options.noMouse)
    #expect(!options.noColor)
    #expect(options.size == "40x12")
  }

  @Test func badCombinationsAndValuesAreRefused() {
    for arguments in [
      ["--keys", "+"], ["--headless", "--size", "80"], ["--headless", "--size", "2000x10"],
      ["--headless", "--keys", "<nope>"],
    ] {
      #expect(throws: (any Error).self, "\(arguments)") {
        try TerminalOptions.parse(arguments)
      }
    }
  }

  @Test func theMessagesNameTheOption() {
    #expect(TerminalOptions.message(for: error(["--keys", "+"])) == "--keys goes with --headless")
    #expect(
      TerminalOptions.message(for: error(["--headless", "--size", "2000x10"]))
        == "--size 2000x10 is too large: at most 1000x1000")
  }

  func error(_ arguments: [String]) -> any Error {
    do {
      _ = try TerminalOptions.parse(arguments)
      return CancellationError()
    } catch {
      return error
    }
  }
}
