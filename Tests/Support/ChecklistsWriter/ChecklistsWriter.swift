import Checklists
import ComposableArchitecture
import Foundation

/// A child process for the checklists' two-instance test: the app's real key,
/// `@Shared(.checklists)`, with the real file system, as an instance of the app holds it.
///
/// `ChecklistsWriter DIRECTORY NAME ROUNDS` makes ROUNDS rounds of edits, as a user would one
/// key at a time: each adds an item NAME-ROUND to the first checklist, and from the third round
/// on deletes the item added two rounds before. Every edit is written through the key (a burst
/// is written together at the end of its second), and at the end what is held back is saved.
/// It then prints `done`; another instance may be editing the same file all the while.
@main
struct ChecklistsWriter {
  static func main() async {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let rounds = Int(arguments[3]) else {
      FileHandle.standardError.write(Data("usage: ChecklistsWriter DIRECTORY NAME ROUNDS\n".utf8))
      exit(2)
    }
    let name = arguments[2]
    await withDependencies {
      $0.checklistsDirectory = URL(fileURLWithPath: arguments[1], isDirectory: true)
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.checklists) var checklists
      for round in 0..<rounds {
        $checklists.withLock { checklists in
          guard let first = checklists.ids.first else { return }
          checklists[id: first]?.items.append(
            Checklist.Item(id: UUID(), text: "\(name)-\(round)"))
          if round >= 2 {
            checklists[id: first]?.items.removeAll { $0.text == "\(name)-\(round - 2)" }
          }
        }
        // A person's pace, a few edits a second, so that both instances' edits interleave
        // with each other's saves and watches.
        try? await Task.sleep(for: .milliseconds(Int.random(in: 1...30)))
      }
      do {
        try await $checklists.save()
      } catch {
        FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
        exit(1)
      }
    }
    print("done")
  }
}
