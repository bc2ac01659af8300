import Foundation

/// What moved between two SVG pictures of a collection view: which elements changed frame or
/// text, appeared or disappeared, read back from the pictures `HeadlessCollectionView.svg(_:)` draws.
///
/// Each element is named as its picture labels it (`0-3` for a cell, `header 0`, `decoration
/// background 0`). Elements that share a label (the badges of one section) are matched first by
/// what they show, then in order, and named by what they show, `badge 0 "B"` (or by order,
/// `badge 0 #2`, when they show nothing), so that one badge that goes away is one line, not the
/// badges after it moving.
enum PictureChanges {
  /// One element read back from a picture.
  struct Element: Equatable {
    /// The label: an index path, or a kind and a section.
    var label: String
    /// What the view shows, after the label; empty when nothing.
    var text: String
    var frame: CGRect
  }

  /// One line per change, or a line saying that no element moved or changed its text when the
  /// pictures differ in another way (a style).
  ///
  /// - Complexity: O(*n* log *n*) for *n* elements, plus O(*k*²) for *k* elements that share a
  ///   label.
  static func describe(golden: String, actual: String) -> String {
    let before = Dictionary(grouping: elements(of: golden), by: \.label)
    let after = Dictionary(grouping: elements(of: actual), by: \.label)
    var lines: [String] = []
    for label in Set(before.keys).union(after.keys).sorted() {
      lines += changes(of: label, from: before[label] ?? [], to: after[label] ?? [])
    }
    return lines.isEmpty
      ? "no element moved, appeared, disappeared or changed its text: a style differs"
      : lines.joined(separator: "\n")
  }

  /// The changes among the elements of one label: those that show the same text matched first,
  /// in order, then the rest in order.
  private static func changes(of label: String, from old: [Element], to new: [Element])
    -> [String]
  {
    var pairs: [(old: Int, new: Int)] = []
    var oldLeft = Array(old.indices)
    var newLeft = Array(new.indices)
    for i in oldLeft {
      if let position = newLeft.firstIndex(where: { new[$0].text == old[i].text }) {
        pairs.append((i, newLeft.remove(at: position)))
      }
    }
    oldLeft.removeAll { i in pairs.contains { $0.old == i } }
    for (i, j) in zip(oldLeft, newLeft) { pairs.append((i, j)) }
    let pairedOld = Set(pairs.map(\.old))
    let pairedNew = Set(pairs.map(\.new))
    func name(_ element: Element, at index: Int, among all: [Element]) -> String {
      guard all.count > 1 else { return label }
      let sameText = all.filter { $0.text == element.text }.count
      if !element.text.isEmpty, sameText == 1 { return "\(label) \"\(element.text)\"" }
      return index == 0 ? label : "\(label) #\(index + 1)"
    }
    var lines: [String] = []
    for (i, j) in pairs.sorted(by: { $0.old < $1.old }) where old[i].frame != new[j].frame {
      lines.append(
        "moved: \(name(old[i], at: i, among: old)) \(describe(old[i].frame)) → "
          + describe(new[j].frame))
    }
    for (i, j) in pairs.sorted(by: { $0.old < $1.old }) where old[i].text != new[j].text {
      lines.append(
        "text changed: \(name(old[i], at: i, among: old)) \"\(old[i].text)\" → "
          + "\"\(new[j].text)\"")
    }
    for i in old.indices where !pairedOld.contains(i) {
      lines.append(
        "disappeared: \(name(old[i], at: i, among: old)) (was \(describe(old[i].frame)))")
    }
    for j in new.indices where !pairedNew.contains(j) {
      lines.append("appeared: \(name(new[j], at: j, among: new)) at \(describe(new[j].frame))")
    }
    return lines
  }

  /// The elements of a picture in the order it draws them: every `<rect class="…">` with the
  /// `<text>` that follows it, and the viewport.
  static func elements(of svg: String) -> [Element] {
    var result: [Element] = []
    let lines = svg.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() {
      guard line.hasPrefix("<rect class=\""), let frame = frame(in: line) else { continue }
      let style = attribute("class", in: line)?.split(separator: " ").first.map(String.init) ?? ""
      if style == "viewport" {
        result.append(Element(label: "viewport", text: "", frame: frame))
        continue
      }
      guard index + 1 < lines.count, let caption = text(in: lines[index + 1]) else { continue }
      let words = caption.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let count = style == "cell" ? 1 : 2
      var label = words.prefix(count).joined(separator: " ")
      if style == "decoration" { label = "decoration " + label }
      let text = words.dropFirst(count).joined(separator: " ")
      result.append(Element(label: label, text: text, frame: frame))
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
      value.rounded() == value && abs(value) < 1e15
        ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
    return
      "\(number(frame.minX)),\(number(frame.minY)) \(number(frame.width))×\(number(frame.height))"
  }
}
