/// `n` with its English ordinal suffix, for sentences such as "The 7th prime is 17".
///
/// ```swift
/// ordinal(1)   // "1st"
/// ordinal(12)  // "12th"
/// ordinal(23)  // "23rd"
/// ```
public func ordinal(_ n: Int) -> String {
  let lastTwo = abs(n) % 100
  let suffix =
    switch (lastTwo, lastTwo % 10) {
    case (11...13, _): "th"
    case (_, 1): "st"
    case (_, 2): "nd"
    case (_, 3): "rd"
    default: "th"
    }
  return "\(n)\(suffix)"
}
