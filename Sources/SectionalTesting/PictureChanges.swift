import Foundation

/// What moved between two SVG pictures of a collection view: which elements changed frame,
/// appeared or disappeared, read back from the pictures `HeadlessCollectionView.svg(_:)` draws.
///
/// Each element is named as its picture labels it (`0-3` for a cell, `header 0`, `decoration
/// background 0`); elements that share a label (the badges of one section) are told apart by
/// order, `badge 0 #2`.
enum PictureChanges {
  /// One line per change, or a line saying that no element moved when the pictures differ in
  /// another way (a text, a style).
  ///
  /// - Complexity: O(*n* log *n*) for *n* elements.
  static func describe(golden: String, actual: String) -> String {
    let before = elements(of: golden)
    let after = elements(of: actual)
    var lines: [String] = []
    for (label, frame) in before.sorted(by: { $0.key < $1.key }) {
      guard let now = after[label] else {
        lines.append("disappeared: \(label) (was \(describe(frame)))")
        continue
      }
      if now != frame {
        lines.append("moved: \(label) \(describe(frame)) → \(describe(now))")
      }
    }
    for (label, frame) in after.sorted(by: { $0.key < $1.key }) where before[label] == nil {
      lines.append("appeared: \(label) at \(describe(frame))")
    }
    return lines.isEmpty
      ? "no element moved, appeared or disappeared: a text or a style differs"
      : lines.joined(separator: "\n")
  }

  /// The elements of a picture by label: every `<rect class="…">` with the `<text>` that
  /// follows it, and the viewport.
  static func elements(of svg: String) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    let lines = svg.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() {
      guard line.hasPrefix("<rect class=\""), let frame = frame(in: line) else { continue }
      let style = attribute("class", in: line)?.split(separator: " ").first.map(String.init) ?? ""
      var label: String
      if style == "viewport" {
        label = "viewport"
      } else {
        guard index + 1 < lines.count, let caption = text(in: lines[index + 1]) else { continue }
        let words = caption.split(separator: " ").map(String.init)
        let count = style == "cell" ? 1 : 2
        label = words.prefix(count).joined(separator: " ")
        if style == "decoration" { label = "decoration " + label }
      }
      var unique = label
      var ordinal = 2
      while result[unique] != nil {
        unique = "\(label) #\(ordinal)"
        ordinal += 1
      }
      result[unique] = frame
    }
    return result
  }

  /// The rectangle a `<rect>` line draws.
  private static func frame(in line: String) -> CGRect? {
    guard let x = attribute("x", in: line).flatMap(Double.init),
      let y = attribute("y", in: line).flatMap(Double.init),
      let width = attribute("width", in: line).flatMap(Double.init),
      let height = attribute("height", in: line).flatMap(Double.init)
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// An attribute's value in a tag, such as `x="12"`.
  private static func attribute(_ name: String, in line: String) -> String? {
    guard let start = line.range(of: " \(name)=\"") else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// The content of a `<text>` line.
  private static func text(in line: String) -> String? {
    guard line.hasPrefix("<text"), let open = line.firstIndex(of: ">"),
      let close = line.range(of: "</text>", options: .backwards)
    else { return nil }
    return String(line[line.index(after: open)..<close.lowerBound])
  }

  /// A frame as snapshots write it: `x,y width×height`.
  private static func describe(_ frame: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      value.rounded() == value ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
    return
      "\(number(frame.minX)),\(number(frame.minY)) \(number(frame.width))×\(number(frame.height))"
  }
}
