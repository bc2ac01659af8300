import Foundation
import Sectional

/// The title row: how many symbols are loaded, and the market's state.
public struct HeaderModel: Equatable, Sendable {
  /// Symbols loaded.
  public var loaded: Int
  /// Symbols listed in all.
  public var total: Int
  /// Whether the market is open.
  public var isOpen: Bool
  /// Refreshes so far.
  public var tick: Int
}

/// What the last row of the list shows.
public enum FooterState: Equatable, Sendable {
  /// More symbols wait; showing the row loads them.
  case loadMore
  /// Everything is loaded.
  case end
}

/// The cell of the title row.
final class HeaderCell: CollectionViewCell {
  var model: HeaderModel?

  override func prepareForReuse() {
    super.prepareForReuse()
    model = nil
  }

  /// The title and the market's state, each shortened as the row narrows:
  /// `WATCHLIST · 15 of 40 symbols    market closed · tick 0` down to
  /// `WATCHLIST · 15/40   closed · tick 0`.
  override func render() -> String {
    guard let model else { return "" }
    let width = gridColumns
    let count =
      model.loaded == model.total
      ? "\(model.total) symbols" : "\(model.loaded) of \(model.total) symbols"
    let state = "\(model.isOpen ? "open" : "closed") · tick \(model.tick)"
    let title = "WATCHLIST · \(count)"
    let shortTitle = "WATCHLIST · \(model.loaded)/\(model.total)"
    let candidates = [
      (title, "market " + state), (title, state), (shortTitle, state),
      (shortTitle, "tick \(model.tick)"),
    ]
    let (left, right) =
      candidates.first { $0.0.count + 1 + $0.1.count <= width } ?? (shortTitle, "")
    return Format.spread(left, right, width: width)
  }
}

/// A view whose content may take several lines of the terminal, and which may hide.
protocol MultilineView: CollectionReusableView {
  /// Whether the view draws nothing, as a hidden UIKit view; `false` unless the view says so.
  var isHidden: Bool { get }

  /// The view's lines, as wide as its frame; as many as its frame is tall.
  func renderLines() -> [String]
}

extension MultilineView {
  var isHidden: Bool { false }
}

/// The cell of the banner: a message in a bar, wrapped to as many lines as it needs.
///
/// It sizes itself: the layout proposes the row's width and an estimated height of one line, and
/// the cell answers with the height of the lines its message wraps to, in points.
final class BannerCell: CollectionViewCell, MultilineView {
  /// The message wrapped to a width, continuation lines indented under the text.
  private func lines(width: Int) -> [String] {
    text.isEmpty ? [""] : Format.wrap("!! \(text)", width: max(1, width), indent: 3)
  }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    let grid = CharacterGrid.demo
    let columns = grid.columns(in: layoutAttributes.frame.width)
    attributes.frame.size.height = grid.height(rows: lines(width: columns).count)
    return attributes
  }

  override func render() -> String {
    renderLines().joined(separator: " ")
  }

  func renderLines() -> [String] {
    let width = gridColumns
    return lines(width: width).prefix(max(1, gridRows)).map {
      Format.truncated($0, width)
    }
  }
}

/// The cell of one quote: `AAPL  Apple           190.12  +1.20%`.
///
/// The ticker, price and change always show; the name column narrows with the row, its name
/// cut with an ellipsis, and disappears when fewer than four characters are left for it.
final class QuoteCell: CollectionViewCell {
  var quote: Quote?

  /// The widest the name column gets.
  private static let nameWidth = 20

  override func prepareForReuse() {
    super.prepareForReuse()
    quote = nil
  }

  override func render() -> String {
    guard let quote else { return "" }
    let fixedWidth = 2 + 6 + 10 + 10
    var nameWidth = min(Self.nameWidth, gridColumns - fixedWidth)
    if nameWidth < 4 {
      nameWidth = 0
    }
    return "  " + Format.left(quote.ticker, 6)
      + Format.left(Format.truncated(quote.name, nameWidth), nameWidth)
      + Format.right(Format.price(quote.price), 10)
      + Format.right(Format.change(quote.changeBasisPoints), 10)
  }
}

/// The cell of the footer row.
final class FooterCell: CollectionViewCell {
  var state: FooterState?

  override func prepareForReuse() {
    super.prepareForReuse()
    state = nil
  }

  override func render() -> String {
    switch state {
    case .loadMore?: "  Loading more…"
    case .end?: "  — end of watchlist —"
    case nil: ""
    }
  }
}
