import Foundation
import TabB

/// What every test store's `date.now` says, so that the Activity's entries are known.
let now = Date(timeIntervalSince1970: 1_700_000_000)

/// An Activity entry made at `now`.
func entry(_ text: String) -> Activity.Entry { .init(date: now, text: text) }
