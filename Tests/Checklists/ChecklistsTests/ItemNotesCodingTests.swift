import Checklists
import Foundation
import Testing

/// An item's notes in `checklists.json`: kept, and absent from files written before items had
/// notes, which still read.
@Suite struct ItemNotesCodingTests {
  @Test func aFileWithoutNotesStillReads() throws {
    let json = Data(
      #"[{"id": "8C2D4E0A-7B1F-4C4A-9E55-1D3B7A0F6C21", "title": "Trip", "items": [{"id": "0D9EC87F-BFE2-4206-A524-27FA34D67B5E", "isDone": true, "text": "Passport"}]}]"#
        .utf8)
    let checklists = try JSONDecoder().decode([Checklist].self, from: json)
    #expect(checklists[0].items[0].text == "Passport")
    #expect(checklists[0].items[0].isDone)
    #expect(checklists[0].items[0].notes == "")
  }

  @Test func notesAreKeptThroughTheFile() throws {
    let item = Checklist.Item(id: UUID(), text: "Milk", notes: "2 litres\nsemi-skimmed")
    let decoded = try JSONDecoder().decode(
      Checklist.Item.self, from: JSONEncoder().encode(item))
    #expect(decoded == item)
  }
}
