/// Text formatting shared by the cells and the frame renderer, with no locale and no
/// floating point, so that output is the same everywhere.
enum Format {
  /// `190.12` for 19012 cents.
  static func price(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let value = abs(cents)
    return "\(sign)\(value / 100).\(twoDigits(value % 100))"
  }

  /// `+1.20%` for 120 basis points; `0.00%` for none.
  static func change(_ basisPoints: Int) -> String {
    let sign = basisPoints > 0 ? "+" : basisPoints < 0 ? "-" : " "
    let value = abs(basisPoints)
    return "\(sign)\(value / 100).\(twoDigits(value % 100))%"
  }

  /// Pads with spaces on the right, or cuts, to exactly `width` characters.
  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width
      ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
  }

  /// Returns `text` when it fits in `width` characters, or its start and an ellipsis (`…`) in
  /// exactly `width` characters; the empty string when `width` is not positive.
  static func truncated(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  /// Wraps a line of ` · `-separated parts onto at most `maxLines` lines of `width`, breaking
  /// between parts; a part wider than a line is cut, and the last line ends with an ellipsis
  /// when parts are left over.
  static func wrapped(_ text: String, _ width: Int, maxLines: Int) -> [String] {
    guard width > 0, maxLines > 0 else { return [] }
    guard text.count > width else { return [text] }
    let separator = " · "
    var lines: [String] = []
    var line = ""
    for part in text.components(separatedBy: separator) {
      let joined = line.isEmpty ? part : line + separator + part
      if joined.count <= width || line.isEmpty {
        line = joined
        continue
      }
      lines.append(line)
      line = part
    }
    lines.append(line)
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] = String(lines[maxLines - 1].prefix(width - 1)) + "…"
    }
    return lines.map { truncated($0, width) }
  }

  /// Pads with spaces on the left to at least `width` characters.
  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// Lays out `left` and `right` on one line of `width`, `right` flush right.
  static func spread(_ left: String, _ right: String, width: Int) -> String {
    let gap = width - left.count - right.count
    guard gap >= 1 else { return Self.left(left + " " + right, width) }
    return left + String(repeating: " ", count: gap) + right
  }

  /// Breaks a line longer than `width` at spaces, indenting continuation lines by `indent`.
  static func wrap(_ line: String, width: Int, indent: Int) -> [String] {
    guard line.count > width else { return [line] }
    let leading = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    for word in line.split(separator: " ") {
      let candidate = current.count == leading.count ? current + word : current + " " + word
      if candidate.count > width, current.count > leading.count {
        lines.append(current)
        current = String(repeating: " ", count: indent) + word
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines
  }

  /// Draws a box `width` by `height` characters with `+`, `-` and `|`, the lines inside it
  /// after one space, each cut or padded to the inside's width; lines that do not fit are left
  /// out.
  static func box(_ lines: [String], width: Int, height: Int) -> [String] {
    guard width >= 2, height >= 2 else { return [] }
    let rule = "+" + String(repeating: "-", count: width - 2) + "+"
    let inside = (0..<(height - 2)).map { row in
      "|" + left(" " + (row < lines.count ? lines[row] : ""), width - 2) + "|"
    }
    return [rule] + inside + [rule]
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

extension String {
  /// Replaces the trailing spaces after `count` characters with dashes, for borders.
  func replacingSpaces(after count: Int) -> String {
    String(prefix(count)) + String(repeating: "-", count: max(0, self.count - count))
  }
}
