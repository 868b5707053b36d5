import FavoritePrimes
import Primes
import TerminalUI

extension FavoritePrimesView {
  /// A line of a message, and how it is drawn.
  typealias Line = (text: String, style: Style)

  /// The lines above the list: `notices`, each wrapped to `width`, at most three lines.
  static func messages(_ notices: [Line], width: Int) -> [Line] {
    notices.flatMap { text, style in
      Canvas.wrap(text, width: width).prefix(3).map { ($0, style) }
    }
  }

  /// What is said above the list, a line each, unwrapped: errors, the notice, loading, what
  /// `u` undoes.
  static func notices(for state: FavoritePrimes.State) -> [Line] {
    var messages: [Line] = []
    for error in state.fileErrors {
      if error.isNotice {
        messages.append(("\(error)", .warning))
      } else if case .saveFailed = error {
        messages.append(("Could not save: \(error)", [.error, .bold]))
      } else {
        messages.append(("\(error)", [.error, .bold]))
      }
    }
    if state.isLoading { messages.append(("Loading favorites…", .dim)) }
    if let deleted = state.deletions.last {
      let earlier = state.deletions.count - 1
      messages.append(
        earlier == 0
          ? ("Deleted \(grouped(deleted.prime)). u puts it back.", .accent)
          : (
            "Deleted \(grouped(deleted.prime)) and \(grouped(earlier)) before it. u puts them "
              + "back, newest first.", .accent
          ))
    }
    return messages
  }
}
