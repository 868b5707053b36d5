import Foundation

/// `type`'s name as code spells it: without module names (`Shared<Int>`, `Feature.State`), with
/// the short forms of optionals, arrays and dictionaries (`Shared<[Int]?>`).
func spelledTypeName(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
  // A type declared in a function has no name outside it.
  name = name.replacingOccurrences(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression)
  // A qualified name starts with its module: drop the first part of every dotted name.
  name = name.replacingOccurrences(
    of: #"(?<![\w.])\w+\.(?=\w)"#, with: "", options: .regularExpression)
  let shortForms = [
    (#"\bOptional<([^<>]+)>"#, "$1?"),
    (#"\bArray<([^<>]+)>"#, "[$1]"),
    (#"\bDictionary<([^<>,]+), ([^<>]+)>"#, "[$1: $2]"),
  ]
  // Innermost first, until nothing changes: `Optional<Array<Int>>` is `[Int]?`.
  while true {
    let shorter = shortForms.reduce(name) { name, form in
      name.replacingOccurrences(of: form.0, with: form.1, options: .regularExpression)
    }
    if shorter == name { return name }
    name = shorter
  }
}
