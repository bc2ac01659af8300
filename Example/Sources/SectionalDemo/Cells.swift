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

  override func render() -> String {
    guard let model else { return "" }
    let count =
      model.loaded == model.total
      ? "\(model.total) symbols" : "\(model.loaded) of \(model.total) symbols"
    let state = "market \(model.isOpen ? "open" : "closed") · tick \(model.tick)"
    return Format.spread("WATCHLIST · \(count)", state, width: Int(frame.width))
  }
}

/// The cell of the banner: a message in a bar.
final class BannerCell: CollectionViewCell {
  override func render() -> String {
    text.isEmpty ? "" : "!! \(text)"
  }
}

/// The cell of one quote: `AAPL  Apple           190.12  +1.20%`.
final class QuoteCell: CollectionViewCell {
  var quote: Quote?

  override func prepareForReuse() {
    super.prepareForReuse()
    quote = nil
  }

  override func render() -> String {
    guard let quote else { return "" }
    return "  " + Format.left(quote.ticker, 6) + Format.left(quote.name, 20)
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
