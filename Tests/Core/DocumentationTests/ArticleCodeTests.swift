import Foundation
import Testing

/// The code the documentation shows is code the package compiles: every `swift` block of the
/// catalogs' articles, and of the doc comments in `Modules`, appears line by line (indentation
/// aside) and without a gap in a Swift file that is built and tested: an example in a test
/// target (a module's doc comment examples are in its test target's `DocExamples` folder) or the
/// code it quotes. A block edited in the documentation alone, or code changed without its
/// documentation, fails here.
struct ArticleCodeTests {
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let catalogs = [
    "Modules/Core/ComposableArchitecture/Documentation.docc",
    "Modules/Core/Sharing/Documentation.docc",
    "Modules/Kit/TerminalUI/TerminalUI.docc",
  ]

  /// Each article, by its path in the repository.
  static let articles: [String] = catalogs.flatMap { catalog in
    let files = FileManager.default.enumerator(atPath: root.appending(path: catalog).path)
    return (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
      .map { "\(catalog)/\($0)" }
  }

  /// Every Swift file the package builds (its modules, the app, the tests) and the kit's
  /// fixture package (an outside app, built and tested in CI), each as its trimmed, non-blank
  /// lines, one per line, between newlines.
  static let sources: [String] = ["Modules", "App", "Tests"].flatMap {
    folder in
    let files = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
    return (files?.allObjects as? [String] ?? [])
      .filter {
        $0.hasSuffix(".swift") && !$0.contains(".build/")
          && (!$0.hasPrefix("Fixtures/") || $0.hasPrefix("Fixtures/KitUser/"))
      }
      .compactMap { file in
        (try? String(contentsOf: root.appending(path: "\(folder)/\(file)"), encoding: .utf8))
          .map { normalized($0.split(separator: "\n", omittingEmptySubsequences: false)) }
      }
  }

  static func normalized(_ lines: some Sequence<Substring>) -> String {
    "\n"
      + lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: "\n") + "\n"
  }

  /// The `swift` blocks of a Markdown text, each with the line it starts on.
  static func swiftBlocks(in text: String) -> [(line: Int, code: [Substring])] {
    var blocks: [(line: Int, code: [Substring])] = []
    var current: (line: Int, code: [Substring])?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current != nil {
        if trimmed == "```" {
          blocks.append(current!)
          current = nil
        } else {
          current!.code.append(line)
        }
      } else if trimmed == "```swift" {
        current = (number + 1, [])
      }
    }
    return blocks
  }

  /// Each Swift file in `Modules` with a `swift` block in its doc comments, by its path.
  static let documentedSources: [String] = {
    let files = FileManager.default.enumerator(atPath: root.appending(path: "Modules").path)
    return (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      .map { "Modules/\($0)" }
      .filter { file in
        let text = try? String(contentsOf: root.appending(path: file), encoding: .utf8)
        return !swiftBlocks(inDocCommentsOf: text ?? "").isEmpty
      }
  }()

  /// The `swift` blocks of a Swift file's doc comments (`///` lines), each with the line it
  /// starts on and its lines without the comment marker.
  static func swiftBlocks(inDocCommentsOf text: String) -> [(line: Int, code: [Substring])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let markdown = lines.map { line -> Substring in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("///") else { return "" }
      let text = trimmed.dropFirst(3)
      return text.hasPrefix(" ") ? text.dropFirst() : text
    }
    return swiftBlocks(in: markdown.joined(separator: "\n"))
  }

  @Test func theCatalogsHaveArticles() {
    #expect(Self.articles.count >= 9)
    #expect(Self.sources.count > 100)
    #expect(Self.documentedSources.count > 100)
  }

  @Test(arguments: articles)
  func everySwiftBlockIsCompiledCode(article: String) throws {
    let text = try String(contentsOf: Self.root.appending(path: article), encoding: .utf8)
    for block in Self.swiftBlocks(in: text) {
      let code = Self.normalized(block.code)
      #expect(
        Self.sources.contains { $0.contains(code) },
        "\(article):\(block.line): this block is not in any Swift file the package builds")
    }
  }

  @Test(arguments: documentedSources)
  func everySwiftBlockOfADocCommentIsCompiledCode(file: String) throws {
    let text = try String(contentsOf: Self.root.appending(path: file), encoding: .utf8)
    for block in Self.swiftBlocks(inDocCommentsOf: text) {
      let code = Self.normalized(block.code)
      #expect(
        Self.sources.contains { $0.contains(code) },
        "\(file):\(block.line): this doc comment example is not in any Swift file the package builds"
      )
    }
  }
}
