import Foundation
import SectionalLayout

/// A picture of a layout as SVG: rectangles for cells, supplementary and decoration views, each
/// labelled, and the viewport outlined.
///
/// It is a value built from frames, so it is tested without a view; ``HeadlessCollectionView``
/// draws itself with one (``HeadlessCollectionView/svg(_:)``).
struct LayoutPicture {
  /// One element to draw.
  struct Element {
    var frame: CGRect
    var zIndex: Int
    var category: LayoutAttributes.Category
    var indexPath: IndexPath
    /// What the element's view shows, if it is realized.
    var text: String?
    /// Whether a view shows the element now (drawn filled) or the layout only places it.
    var isRealized: Bool
    /// Whether the element is a selected cell: drawn with a thick outline, its caption marked
    /// `*`, as the text snapshot marks it.
    var isSelected = false
    /// Whether the element is a highlighted cell: its caption marked `^`.
    var isHighlighted = false
  }

  /// The area drawn, in content coordinates.
  var canvas: CGRect
  /// The viewport, outlined.
  var viewport: CGRect
  var elements: [Element]

  /// The SVG document, elements drawn back to front: by z-index, then index path, then
  /// decorations, supplementary views and cells.
  func svg() -> String {
    let width = Self.number(max(1, canvas.width))
    let height = Self.number(max(1, canvas.height))
    var lines = [
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="\(Self.number(canvas.minX)) \(Self.number(canvas.minY)) \(width) \(height)" \
      font-family="Menlo, monospace" font-size="9">
      """,
      """
      <style>.cell{fill:#dbe9ff;stroke:#3b73c4}.supplementary{fill:#dff3e0;stroke:#3d8b40}\
      .decoration{fill:#eeeeee;stroke:#9e9e9e}.placed{fill:none;stroke-dasharray:3 2}\
      .viewport{fill:none;stroke:#d32f2f;stroke-width:2}text{fill:#222}</style>
      """,
      "<rect x=\"\(Self.number(canvas.minX))\" y=\"\(Self.number(canvas.minY))\" width=\"\(width)\" height=\"\(height)\" fill=\"white\"/>",
    ]
    let ordered = elements.sorted {
      ($0.zIndex, $0.indexPath, Self.rank($0.category), Self.kindName($0.category))
        < ($1.zIndex, $1.indexPath, Self.rank($1.category), Self.kindName($1.category))
    }
    for element in ordered {
      let (style, label) = Self.describe(element)
      let frame = element.frame
      lines.append(
        "<rect class=\"\(style)\(element.isRealized ? "" : " placed")\" x=\"\(Self.number(frame.minX))\" y=\"\(Self.number(frame.minY))\" width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\"\(element.isSelected ? " stroke-width=\"3\"" : "")/>"
      )
      var caption = label
      if element.isSelected { caption += " *" }
      if element.isHighlighted { caption += " ^" }
      if let text = element.text, !text.isEmpty {
        caption += " " + text
      }
      lines.append(
        "<text x=\"\(Self.number(frame.minX + 2))\" y=\"\(Self.number(frame.minY + 10))\">\(Self.escaped(caption))</text>"
      )
    }
    lines.append(
      "<rect class=\"viewport\" x=\"\(Self.number(viewport.minX))\" y=\"\(Self.number(viewport.minY))\" width=\"\(Self.number(viewport.width))\" height=\"\(Self.number(viewport.height))\"/>"
    )
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where an element's category draws among elements at the same z-index and index path:
  /// decorations behind, then supplementary views, then cells.
  private static func rank(_ category: LayoutAttributes.Category) -> Int {
    switch category {
    case .decorationView: 0
    case .supplementaryView: 1
    case .cell: 2
    }
  }

  /// The kind of a supplementary or decoration view, to order views of one index path.
  private static func kindName(_ category: LayoutAttributes.Category) -> String {
    switch category {
    case .cell: ""
    case .supplementaryView(let kind), .decorationView(let kind): kind.rawValue
    }
  }

  /// The element's style class and its label: `0-3` for a cell, `header 0`, `decoration kind 0`.
  private static func describe(_ element: Element) -> (style: String, label: String) {
    let section = element.indexPath.count == 2 ? element.indexPath.section : 0
    switch element.category {
    case .cell:
      return ("cell", element.indexPath.compactDescription)
    case .supplementaryView(let kind):
      return ("supplementary", "\(kind.shortName) \(section)")
    case .decorationView(let kind):
      return ("decoration", "\(kind.shortName) \(section)")
    }
  }

  /// A coordinate as SVG writes it: whole numbers without a fraction, others to two decimals.
  private static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    if value.rounded() == value && abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.2f", Double(value))
  }

  /// Text fit for an SVG document, whole: a change anywhere in a text changes the picture.
  ///
  /// The text is shown on one line as the text snapshot shows it (`String.oneLineText`: a line
  /// break as `\n`, a backslash as `\\`, a control character as its code), then the
  /// characters XML reserves are escaped.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.oneLineText.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
