import Foundation
import Sectional

/// The discover screen's title row: how many symbols it covers.
struct DiscoverTitle: Equatable, Sendable {
  /// Symbols listed.
  var symbolCount: Int
}

/// The cell of the discover screen's title row: `DISCOVER      40 symbols at the last close`.
final class DiscoverTitleCell: CollectionViewCell {
  var title: DiscoverTitle?

  override func prepareForReuse() {
    super.prepareForReuse()
    title = nil
  }

  override func render() -> String {
    guard let title else { return "" }
    let width = gridColumns
    let detail = "\(title.symbolCount) symbols at the last close"
    return Format.spread(
      "DISCOVER", detail.count + 9 <= width ? detail : "\(title.symbolCount) symbols",
      width: width)
  }
}

/// A card of the top movers' row, in a box as large as its frame.
///
/// ```
/// +----------------------+
/// | NVDA Nvidia          |
/// | 123.45       +2.50%  |
/// +----------------------+
/// ```
final class QuoteCardCell: CollectionViewCell, MultilineView {
  var quote: Quote?

  override func prepareForReuse() {
    super.prepareForReuse()
    quote = nil
  }

  override func render() -> String {
    renderLines().joined(separator: " ")
  }

  func renderLines() -> [String] {
    guard let quote else { return [] }
    let inner = gridColumns - 4
    return Format.box(
      [
        Format.truncated("\(quote.ticker) \(quote.name)", inner),
        Format.spread(
          Format.price(quote.price), Format.change(quote.changeBasisPoints), width: inner),
      ], width: gridColumns, height: gridRows)
  }
}

/// A tile of the symbol grid, in a box as large as its frame: `| AAPL  190.12  +1.20% |`.
final class QuoteTileCell: CollectionViewCell, MultilineView {
  var quote: Quote?

  override func prepareForReuse() {
    super.prepareForReuse()
    quote = nil
  }

  override func render() -> String {
    renderLines().joined(separator: " ")
  }

  func renderLines() -> [String] {
    guard let quote else { return [] }
    let inner = gridColumns - 4
    let change = Format.change(quote.changeBasisPoints)
    let withPrice = "\(Format.left(quote.ticker, 5)) \(Format.price(quote.price))"
    let left = withPrice.count + 1 + change.count <= inner ? withPrice : quote.ticker
    return Format.box(
      [Format.spread(left, change, width: inner)], width: gridColumns,
      height: gridRows)
  }
}

/// A section header: a title and a detail on a rule, `== ALL SYMBOLS · A-Z ========= 40 ==`.
final class SectionHeaderView: CollectionReusableView {
  /// The title, on the left.
  var title = ""

  /// The detail, on the right.
  var detail = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    detail = ""
  }

  override func render() -> String {
    let width = gridColumns
    let left = "== \(title) "
    let right = detail.isEmpty ? "==" : " \(detail) =="
    let rule = width - left.count - right.count
    guard rule >= 0 else { return Format.left(left, width) }
    return left + String(repeating: "=", count: rule) + right
  }
}

/// A badge attached to a card or a tile, such as `[#1]` or `[HOT]`; hidden without a label, as
/// UIKit's badge samples hide theirs.
final class BadgeView: CollectionReusableView, MultilineView {
  /// The label, or `nil` to show nothing.
  var label: String?

  var isHidden: Bool { label == nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    label = nil
  }

  override func render() -> String {
    label.map { "[\($0)]" } ?? ""
  }

  func renderLines() -> [String] {
    [render()]
  }
}
