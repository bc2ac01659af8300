import Foundation

/// The lines two texts differ by, as a failing golden-file check prints them.
///
/// Lines only in the golden file start with `-`, lines only in the actual text with `+`, and a
/// line of context around each change with a space; runs of unchanged lines beyond that are one
/// `…` line.
enum LineDifference {
  /// The difference, or `nil` when the texts are equal.
  ///
  /// - Parameters:
  ///   - expected: The golden text.
  ///   - actual: The text the test produced.
  ///   - context: The unchanged lines shown around a change.
  /// - Returns: The marked lines, one per line, or `nil` when the texts are equal.
  /// - Complexity: O((*n* + *m*) · *d*) for texts of *n* and *m* lines that differ by *d* lines
  ///   (the standard library's `difference(from:)`).
  static func describe(expected: String, actual: String, context: Int = 1) -> String? {
    guard expected != actual else { return nil }
    let old = lines(of: expected)
    let new = lines(of: actual)
    let changes = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // The merged script: each line with its mark.
    var script: [(mark: Character, line: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count && removed.contains(i) {
        script.append(("-", old[i]))
        i += 1
      } else if j < new.count && inserted.contains(j) {
        script.append(("+", new[j]))
        j += 1
      } else {
        if i < old.count { script.append((" ", old[i])) }
        i += 1
        j += 1
      }
    }
    if script.allSatisfy({ $0.mark == " " }) {
      // Only the final newline differs.
      return "the texts differ only in their line endings"
    }
    let changed = script.indices.filter { script[$0].mark != " " }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(script.count - 1, index + context) {
        shown.insert(near)
      }
    }
    var output: [String] = []
    var skipped = false
    for (index, entry) in script.enumerated() {
      guard shown.contains(index) else {
        skipped = true
        continue
      }
      if skipped {
        output.append("…")
        skipped = false
      }
      let line = entry.mark == " " ? entry.line : Self.visible(entry.line)
      output.append("\(entry.mark)\(line)")
    }
    if skipped { output.append("…") }
    return output.joined(separator: "\n")
  }

  /// A changed line as the failure prints it: as it is, unless what sets it apart may be
  /// invisible (whitespace at either end, a tab, a character that prints nothing), then quoted
  /// with those characters escaped, so that `"apple "` is told from `apple`.
  static func visible(_ line: String) -> String {
    let hasInvisible = line.unicodeScalars.contains { scalar in
      scalar == "\t" || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .control
        || (scalar.properties.isWhitespace && scalar != " ")
    }
    let hasEdgeSpace = line.first?.isWhitespace == true || line.last?.isWhitespace == true
    guard hasInvisible || hasEdgeSpace else { return line }
    var quoted = "\""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\t": quoted += "\\t"
      case " ": quoted += " "
      default:
        let category = scalar.properties.generalCategory
        if category == .format || category == .control || scalar.properties.isWhitespace {
          quoted += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  /// A text's lines, without the empty line a final newline would add.
  private static func lines(of text: String) -> [String] {
    // "\r\n" is one Character: split on it too, so that line endings alone never differ.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
