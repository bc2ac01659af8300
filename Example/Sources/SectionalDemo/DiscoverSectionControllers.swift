import Foundation
import Sectional

// The discover screen's three section controllers. The cards and the grid describe their own
// compositional sections (`SectionLayoutProviding`) and provide their header and badges
// (`SupplementaryViewProviding`); the title is described by the screen's layout.

extension ElementKind {
  /// The kind of the badges attached to cards and tiles.
  static let badge: ElementKind = "badge"
}

/// The title row: a single-model section, laid out by the layout's section provider.
final class DiscoverTitleSectionController: SingleModelSectionController<DiscoverTitle>,
  SelectionHandling
{
  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(DiscoverTitleCell.self, for: indexPath)
    cell.title = model
    return cell
  }

  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool { false }

  func didSelectItem(at indexPath: SectionIndexPath) {}
}

/// The top movers: a header, then cards in a row that scrolls sideways one card at a time
/// (group paging); the three biggest movers wear their rank as a badge.
final class MoverCardsSectionController: DiffingListSectionController<[Quote], Quote>,
  SectionLayoutProviding, SupplementaryViewProviding
{
  /// How many cards wear a badge with their rank.
  static let rankedCount = 3

  /// A card: 24 columns by 4 rows, 2 columns apart, and a rank badge on its top border, two
  /// columns in from the corner; the header spans the width, across the row's insets.
  ///
  /// Lengths are in points, whole cells of the demo's grid.
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    let grid = CharacterGrid.demo
    let badge = SupplementaryItem(elementKind: .badge)
      .width(.absolute(grid.width(columns: 4))).height(.absolute(grid.height(rows: 1)))
      .containerAnchor(
        edges: [.top, .trailing], offset: .absolute(x: -grid.width(columns: 2), y: 0))
    return LayoutSection {
      HGroup(width: .absolute(grid.width(columns: 24)), height: .absolute(grid.height(rows: 4))) {
        Item().supplementaryItem(badge)
      }
    }
    .interGroupSpacing(grid.width(columns: 2))
    .contentInsets(
      leading: grid.width(columns: 1), bottom: grid.height(rows: 1),
      trailing: grid.width(columns: 1)
    )
    .orthogonalScrollingBehavior(.groupPaging)
    .supplementariesFollowContentInsets(false)
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(elementKind: .header).height(.absolute(grid.height(rows: 1))))
  }

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(QuoteCardCell.self, for: indexPath)
    cell.quote = items[indexPath.indexInSectionController]
    return cell
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    switch kind {
    case .header:
      let header = context.dequeueReusableSupplementaryView(
        SectionHeaderView.self, ofKind: kind, for: indexPath)
      header.title = "TOP MOVERS"
      header.detail = "\(items.count) cards"
      return header
    case .badge:
      let badge = context.dequeueReusableSupplementaryView(
        BadgeView.self, ofKind: kind, for: indexPath)
      let rank = indexPath.indexInSectionController + 1
      badge.label = rank <= Self.rankedCount ? "#\(rank)" : nil
      return badge
    default:
      return nil
    }
  }
}

/// Every symbol, two tiles a row, under a header pinned to the top of the viewport while the
/// grid scrolls; big movers wear a `HOT` badge.
final class SymbolGridSectionController: DiffingListSectionController<[Quote], Quote>,
  SectionLayoutProviding, SupplementaryViewProviding
{
  /// The smallest change, in basis points either way, that earns a tile its badge.
  static let hotChange = 200

  /// Two tiles a row, each half the width in whole columns less a column on either side, 3 rows
  /// tall, with a badge on the top border two columns in from the corner.
  ///
  /// Lengths are in points, whole cells of the demo's grid: of an odd number of columns, the
  /// last is left blank rather than shared between the tiles.
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    let grid = CharacterGrid.demo
    let half = grid.columns(in: context.environment.traits.containerSize.width) / 2
    let badge = SupplementaryItem(elementKind: .badge)
      .width(.absolute(grid.width(columns: 5))).height(.absolute(grid.height(rows: 1)))
      .containerAnchor(
        edges: [.top, .trailing], offset: .absolute(x: -grid.width(columns: 2), y: 0))
    return LayoutSection {
      HGroup(
        count: 2, width: .absolute(grid.width(columns: 2 * half)),
        height: .absolute(grid.height(rows: 3))
      ) {
        Item().contentInsets(horizontal: grid.width(columns: 1)).supplementaryItem(badge)
      }
    }
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(elementKind: .header).height(.absolute(grid.height(rows: 1)))
        .pinToVisibleBounds(true))
  }

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(QuoteTileCell.self, for: indexPath)
    cell.quote = items[indexPath.indexInSectionController]
    return cell
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    switch kind {
    case .header:
      let header = context.dequeueReusableSupplementaryView(
        SectionHeaderView.self, ofKind: kind, for: indexPath)
      header.title = "ALL SYMBOLS · A-Z"
      header.detail = "\(items.count)"
      return header
    case .badge:
      let badge = context.dequeueReusableSupplementaryView(
        BadgeView.self, ofKind: kind, for: indexPath)
      let change = items[indexPath.indexInSectionController].changeBasisPoints
      badge.label = abs(change) >= Self.hotChange ? "HOT" : nil
      return badge
    default:
      return nil
    }
  }
}
