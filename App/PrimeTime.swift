import ArgumentParser

/// The `primetime` command. For now it only reports its version: the terminal app lands with
/// the TerminalUI module.
@main
struct PrimeTime: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "primetime",
    abstract: "A terminal app built on a reducer architecture with composable dependencies.",
    version: "0.1.0"
  )

  func run() throws {
    print("primetime \(Self.configuration.version): the terminal app is not built yet.")
    print("Run the tests with: swift test --no-parallel")
  }
}
