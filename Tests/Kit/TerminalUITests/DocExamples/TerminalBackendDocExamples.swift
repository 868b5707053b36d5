// The doc comment examples of Modules/Kit/TerminalUI/Shell/TerminalBackend.swift, compiled; never run.
import TerminalUI

private enum TerminalBackendDocExamples {
  @MainActor
  static func inMemoryBackend() throws {
    let backend = InMemoryBackend(size: Size(columns: 80, rows: 24), keys: try Key.parse("2"))
    backend.feed(try Key.parse("q"))
  }

  static func locale() {
    let isUTF8 = localeIsUTF8()  // false under LANG=C
    let glyphs = Glyphs(isUnicode: terminalShowsUnicode())
    _ = (isUTF8, glyphs)
  }
}
