import Foundation
import Sectional

// The discover screen's components. Each carries its layout (`LayoutComponent`): its size in
// the group it stands in, its insets, and the badge it wears; the screen writes them in groups,
// and the one tree gives both the cells and the compositional sections.
//
// A component knows how many columns and rows it draws, in its view model (as the feed's posts
// do): the demo draws text, and the frame's size in characters is part of what it shows. Each
// draws with a content view of its own type, so each has its own reuse pool.

extension ElementKind {
  /// The kind of the badges attached to cards and tiles.
  static let badge: ElementKind = "badge"
}

/// The content view of the title row.
final class DiscoverTitleView: ComponentView {}

/// The content view of a mover's card.
final class QuoteCardView: ComponentView {}

/// The content view of a tile of the symbol grid.
final class QuoteTileView: ComponentView {}

/// The content view of a section header.
final class SectionHeaderView: ComponentView {}

/// The content view of a badge.
final class BadgeView: ComponentView {}

/// The title row: `DISCOVER      40 symbols at the last close`, filling its group.
struct DiscoverTitle: LayoutComponent, Identifiable {
  struct ViewModel: Equatable {
    /// Symbols listed.
    var symbolCount: Int
    /// The row's width, in columns.
    var columns: Int
  }

  let viewModel: ViewModel

  nonisolated var id: String { "title" }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  }

  func renderContent(coordinator: Void) -> DiscoverTitleView { DiscoverTitleView() }

  func render(in content: DiscoverTitleView, coordinator: Void) {
    let count = viewModel.symbolCount
    let detail = "\(count) symbols at the last close"
    content.text = Format.spread(
      "DISCOVER", detail.count + 9 <= viewModel.columns ? detail : "\(count) symbols",
      width: viewModel.columns)
  }
}

/// A section header: a title and a detail on a rule, `== ALL SYMBOLS · A-Z ========= 40 ==`,
/// one row tall and as wide as the section.
struct SectionHeader: LayoutComponent {
  struct ViewModel: Equatable {
    /// The title, on the left.
    var title: String
    /// The detail, on the right.
    var detail: String
    /// The header's width, in columns.
    var columns: Int
  }

  let viewModel: ViewModel

  func layoutSize() -> LayoutSize {
    LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .absolute(CharacterGrid.demo.height(rows: 1)))
  }

  func renderContent(coordinator: Void) -> SectionHeaderView { SectionHeaderView() }

  func render(in content: SectionHeaderView, coordinator: Void) {
    let left = "== \(viewModel.title) "
    let right = viewModel.detail.isEmpty ? "==" : " \(viewModel.detail) =="
    let rule = viewModel.columns - left.count - right.count
    content.text =
      rule >= 0
      ? left + String(repeating: "=", count: rule) + right
      : Format.left(left, viewModel.columns)
  }
}

/// A badge on a card's or a tile's top border, two columns in from its trailing corner: `[#1]`,
/// `[HOT]`.
struct Badge: Component {
  let viewModel: String

  func renderContent(coordinator: Void) -> BadgeView { BadgeView() }

  func render(in content: BadgeView, coordinator: Void) {
    content.text = "[\(viewModel)]"
  }

  /// The badge as an item's supplementary component: as wide as its text, one row tall.
  var attached: SupplementaryComponent {
    let grid = CharacterGrid.demo
    return SupplementaryComponent(
      self,
      layout: SupplementaryItem(elementKind: .badge)
        .width(.absolute(grid.width(columns: viewModel.count + 2)))
        .height(.absolute(grid.height(rows: 1)))
        .containerAnchor(
          edges: [.top, .trailing], offset: .absolute(x: -grid.width(columns: 2), y: 0)))
  }
}

/// A card of the top movers' row, in a box that fills its group; the three biggest movers wear
/// their rank as a badge.
///
/// ```
/// +-----------------[#1]-+
/// | NVDA Nvidia          |
/// | 123.45       +2.50%  |
/// +----------------------+
/// ```
struct QuoteCard: LayoutComponent, Identifiable {
  struct ViewModel: Equatable {
    var quote: Quote
    /// The card's rank among the movers, from 1.
    var rank: Int
  }

  /// How many cards wear a badge with their rank.
  static let rankedCount = 3

  /// A card's size, in columns and rows.
  static let columns = 24
  static let rows = 4

  let viewModel: ViewModel

  nonisolated var id: String { viewModel.quote.ticker }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  }

  func supplementaryComponents() -> [SupplementaryComponent] {
    viewModel.rank <= Self.rankedCount ? [Badge(viewModel: "#\(viewModel.rank)").attached] : []
  }

  func renderContent(coordinator: Void) -> QuoteCardView { QuoteCardView() }

  func render(in content: QuoteCardView, coordinator: Void) {
    let quote = viewModel.quote
    let inner = Self.columns - 4
    content.text = Format.box(
      [
        Format.truncated("\(quote.ticker) \(quote.name)", inner),
        Format.spread(
          Format.price(quote.price), Format.change(quote.changeBasisPoints), width: inner),
      ], width: Self.columns, height: Self.rows
    ).joined(separator: "\n")
  }
}

/// A tile of the symbol grid, in a box as wide as its item less a column on either side:
/// `| AAPL  190.12  +1.20% |`; big movers wear a `HOT` badge.
struct QuoteTile: LayoutComponent, Identifiable {
  struct ViewModel: Equatable {
    var quote: Quote
    /// The tile's item's width, in columns, its insets included.
    var columns: Int
  }

  /// The smallest change, in basis points either way, that earns a tile its badge.
  static let hotChange = 200

  /// A tile's height, in rows.
  static let rows = 3

  let viewModel: ViewModel

  nonisolated var id: String { viewModel.quote.ticker }

  func layoutSize() -> LayoutSize {
    LayoutSize(
      widthDimension: .absolute(CharacterGrid.demo.width(columns: viewModel.columns)),
      heightDimension: .fractionalHeight(1))
  }

  func contentInsets() -> DirectionalEdgeInsets {
    let column = CharacterGrid.demo.width(columns: 1)
    return DirectionalEdgeInsets(top: 0, leading: column, bottom: 0, trailing: column)
  }

  func supplementaryComponents() -> [SupplementaryComponent] {
    abs(viewModel.quote.changeBasisPoints) >= Self.hotChange
      ? [Badge(viewModel: "HOT").attached] : []
  }

  func renderContent(coordinator: Void) -> QuoteTileView { QuoteTileView() }

  func render(in content: QuoteTileView, coordinator: Void) {
    let quote = viewModel.quote
    let width = viewModel.columns - 2
    let inner = width - 4
    let change = Format.change(quote.changeBasisPoints)
    let withPrice = "\(Format.left(quote.ticker, 5)) \(Format.price(quote.price))"
    let left = withPrice.count + 1 + change.count <= inner ? withPrice : quote.ticker
    content.text = Format.box(
      [Format.spread(left, change, width: inner)], width: width, height: Self.rows
    ).joined(separator: "\n")
  }
}
