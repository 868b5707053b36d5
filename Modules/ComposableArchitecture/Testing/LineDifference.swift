/// The lines that differ between two dumps, marked as custom-dump marks them (`−` expected,
/// `+` actual), with two lines of context around each change; `nil` when they are the same.
///
/// A test store diffs dumps rather than values when shared state changed: both states hold
/// the same shared references, so each side must be dumped with its own shared values.
func lineDifference(_ expected: String, _ actual: String) -> String? {
  guard expected != actual else { return nil }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  // Longest common subsequence, by suffix lengths.
  var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      common[i][j] =
        old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  var lines: [(mark: Character, text: Substring)] = []
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append((" ", old[i]))
      (i, j) = (i + 1, j + 1)
    } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
      lines.append(("+", new[j]))
      j += 1
    } else {
      lines.append(("−", old[i]))
      i += 1
    }
  }
  let changed = lines.indices.filter { lines[$0].mark != " " }
  var output: [String] = []
  var skipped = false
  for index in lines.indices {
    let isNear = changed.contains { abs($0 - index) <= 2 }
    if isNear {
      output.append("\(lines[index].mark) \(lines[index].text)")
      skipped = false
    } else if !skipped {
      output.append("  …")
      skipped = true
    }
  }
  return output.joined(separator: "\n")
}
