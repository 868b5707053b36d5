/// `n` with its English ordinal suffix and its digits grouped, for sentences such as "The 7th
/// prime is 17".
///
/// ```swift
/// let first = ordinal(1)  // "1st"
/// let twelfth = ordinal(12)  // "12th"
/// let twentyThird = ordinal(23)  // "23rd"
/// let millionAndFirst = ordinal(1_000_001)  // "1,000,001st"
/// ```
public func ordinal(_ n: Int) -> String {
  let lastTwo = abs(n % 100)
  let suffix =
    switch (lastTwo, lastTwo % 10) {
    case (11...13, _): "th"
    case (_, 1): "st"
    case (_, 2): "nd"
    case (_, 3): "rd"
    default: "th"
    }
  return grouped(n) + suffix
}

/// `n` with its digits in groups of three, the way people read big numbers.
///
/// ```swift
/// let hundredMillion = grouped(100000000)  // "100,000,000"
/// let negative = grouped(-1234)  // "-1,234"
/// ```
public func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return n < 0 ? "-" + result : result
}
