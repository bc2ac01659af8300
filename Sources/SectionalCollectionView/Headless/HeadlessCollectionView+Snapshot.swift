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
  /// - Then the frame, `x,y width×height` in points (whole numbers where they are whole), and
  ///   the view's `render()` text on one line (a line break shown as ` / `), trailing spaces
  ///   removed. Columns are padded to line up.
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
      rows.append((cell.frame, cell.zIndex, label, item.indexPath, cell.render().onOneLine()))
    }
    for (key, view) in visibleSupplementaryViews {
      let label = "\(key.kind.shortName) \(key.indexPath.section)"
      rows.append((view.frame, view.zIndex, label, key.indexPath, view.render().onOneLine()))
    }
    for (key, view) in visibleDecorationViews {
      let label = "decoration \(key.kind.shortName) \(key.indexPath.section)"
      rows.append((view.frame, view.zIndex, label, key.indexPath, view.render().onOneLine()))
    }
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
  /// The text with each line break shown as ` / `, as a picture's caption shows it.
  fileprivate func onOneLine() -> String {
    guard contains(where: \.isNewline) else { return self }
    var result = ""
    for character in self {
      if character.isNewline { result += " / " } else { result.append(character) }
    }
    return result
  }

  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " {
      result.removeLast()
    }
    return result
  }
}
