import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// A text rendering of the viewport: one line for the viewport, then one line per shown
  /// element, top to bottom (then left to right, then back to front by z-index), with its index
  /// path or kind and section, frame and rendered text.
  ///
  /// ```
  /// viewport 0,100 320×200 of 320×1000
  /// header 0      0,80 320×40   Watchlist
  /// 0-1 *         0,120 320×50  AAPL 190.00
  /// 0-2 placeholder  0,170 320×50  ▓▓▓░ ░░░░▓▓
  /// ```
  ///
  /// - The first line: `viewport` and the visible rect (origin, size), `of` the content size.
  /// - A cell: its index path as `section-item`, then its marks: `*` selected, `^` highlighted,
  ///   `placeholder` a stand-in for content not loaded yet
  ///   (``CollectionViewCell/isPlaceholder``).
  /// - A supplementary view: its kind (`header`, `footer`, or the kind's name) and section.
  /// - A decoration view: `decoration`, its kind and section.
  /// - Where an element overlaps another of another z-index: `z` and its z-index (`z1`,
  ///   `z-1`), so that a view drawn over another, or hidden under it, shows.
  /// - Then the frame, `x,y width×height` in points (whole numbers where they are whole), and
  ///   the view's `render()` text on one line (a line break shown as `\n`, a backslash as `\\`,
  ///   a control character as its code, such as `\u{1B}`), trailing spaces removed. Columns
  ///   are padded to line up.
  ///
  /// Elements in one place (frame, then z-index, then label) are ordered by index path, then
  /// text: the same screen gives the same text on every run.
  ///
  /// Elements are shown as they are now; call ``layoutIfNeeded()`` first for a fresh pass.
  public func snapshot() -> String {
    var rows: [(frame: CGRect, zIndex: Int, label: String, indexPath: IndexPath, text: String)] =
      []
    for (item, cell) in visibleCellsByItem {
      let marks =
        (cell.isSelected ? " *" : "") + (cell.isHighlighted ? " ^" : "")
        + (cell.isPlaceholder ? " placeholder" : "")
      let label = item.indexPath.compactDescription + marks
      rows.append((cell.frame, cell.zIndex, label, item.indexPath, cell.render().oneLineText))
    }
    for (key, view) in visibleSupplementaryViews {
      let label = "\(key.kind.shortName) \(key.indexPath.section)"
      rows.append((view.frame, view.zIndex, label, key.indexPath, view.render().oneLineText))
    }
    for (key, view) in visibleDecorationViews {
      let label = "decoration \(key.kind.shortName) \(key.indexPath.section)"
      rows.append((view.frame, view.zIndex, label, key.indexPath, view.render().oneLineText))
    }
    markZIndexWhereElementsOverlap(&rows)
    rows.sort {
      ($0.frame.minY, $0.frame.minX, $0.zIndex, $0.label)
        < ($1.frame.minY, $1.frame.minX, $1.zIndex, $1.label)
        || ($0.frame.minY, $0.frame.minX, $0.zIndex, $0.label)
          == ($1.frame.minY, $1.frame.minX, $1.zIndex, $1.label)
          && ($0.indexPath, $0.text) < ($1.indexPath, $1.text)
    }
    let labelWidth = rows.map(\.label.count).max() ?? 0
    let frames = rows.map { describe($0.frame) }
    let frameWidth = frames.map(\.count).max() ?? 0
    var lines = ["viewport \(describe(bounds)) of \(describe(collectionViewLayout.contentSize))"]
    for (row, frame) in zip(rows, frames) {
      let label = row.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let paddedFrame = frame.padding(toLength: frameWidth, withPad: " ", startingAt: 0)
      lines.append("\(label)  \(paddedFrame)  \(row.text)".trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n")
  }

  /// Marks each element that overlaps an element of another z-index with its z-index.
  ///
  /// The mark is `z` and the z-index, so that a view drawn over or hidden under another shows
  /// in the text: a badge raised over its cell reads `badge 0 z1`. Elements that overlap nothing, or only
  /// elements of their own z-index, keep their labels.
  ///
  /// - Complexity: O(*n*²) over the *n* shown elements.
  private func markZIndexWhereElementsOverlap(
    _ rows: inout [(frame: CGRect, zIndex: Int, label: String, indexPath: IndexPath, text: String)]
  ) {
    guard let first = rows.first?.zIndex, rows.contains(where: { $0.zIndex != first }) else {
      return
    }
    let overlapping = rows.indices.filter { index in
      rows.indices.contains { other in
        other != index && rows[other].zIndex != rows[index].zIndex
          && Self.overlap(rows[other].frame, rows[index].frame)
      }
    }
    for index in overlapping {
      rows[index].label += " z\(rows[index].zIndex)"
    }
  }

  /// Whether two frames share area: frames that only touch, or have no area, do not overlap.
  private static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
    first.width > 0 && first.height > 0 && second.width > 0 && second.height > 0
      && first.minX < second.maxX && second.minX < first.maxX && first.minY < second.maxY
      && second.minY < first.maxY
  }

  private func describe(_ rect: CGRect) -> String {
    "\(describe(rect.minX)),\(describe(rect.minY)) \(describe(rect.size))"
  }

  private func describe(_ size: CGSize) -> String {
    "\(describe(size.width))×\(describe(size.height))"
  }

  private func describe(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }
}

extension ElementKind {
  /// `header`, `footer`, or the raw kind.
  var shortName: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    default: rawValue
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " {
      result.removeLast()
    }
    return result
  }
}
