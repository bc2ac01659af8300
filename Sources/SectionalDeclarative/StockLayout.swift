import Foundation
import SectionalLayout

/// A section layout made from a section's cells, for whichever layout the collection view uses:
/// KarrotListKit's stock layouts.
///
/// ```swift
/// let section = ListSection(id: "feed") {
///   Cell(id: 1, component: TextComponent("First"))
///   Cell(id: 2, component: TextComponent("Second"))
/// }
/// .withSectionLayout(.vertical(spacing: 12.0))
/// ```
///
/// The layout of the collection view makes it into a description of its own type
/// (``StockSectionLayoutDescribing``): on a ``CompositionalLayout`` a ``LayoutSection`` whose
/// items are placed at the first cell's estimate, then measured by their components'
/// ``ContentLayoutMode``; on a ``FlowLayout`` a ``FlowSectionLayout`` with the same spacings, its
/// items sized by their components (a flow section does not scroll on its own, so
/// ``horizontal(spacing:scrollingBehavior:)`` lays its items out in lines there). A header or
/// footer the section has gets its place either way. On a layout that makes no stock layouts,
/// the section is laid out with the layout's defaults and a
/// ``Diagnostic/Kind/stockLayoutUnavailable`` diagnostic says so.
///
/// A section written without a layout is the stock vertical list: `.vertical()` on a
/// compositional layout, and on a flow layout a column that keeps the flow layout's own line
/// spacing and insets.
public struct StockLayout: Sendable {
  /// How the cells are arranged.
  let arrangement: StockSectionLayout.Arrangement

  /// Cells in a column, each as wide as the section, `spacing` apart.
  ///
  /// - Parameter spacing: The space between two cells.
  /// - Returns: The layout.
  public static func vertical(spacing: CGFloat = 0) -> StockLayout {
    StockLayout(arrangement: .vertical(spacing: spacing))
  }

  /// Cells in a row that scrolls on its own across the layout's axis, `spacing` apart.
  ///
  /// - Parameters:
  ///   - spacing: The space between two cells.
  ///   - scrollingBehavior: How the row scrolls; continuously by default.
  /// - Returns: The layout.
  public static func horizontal(
    spacing: CGFloat = 0, scrollingBehavior: OrthogonalScrollingBehavior = .continuous
  ) -> StockLayout {
    StockLayout(
      arrangement: .horizontal(spacing: spacing, scrollingBehavior: scrollingBehavior))
  }

  /// Cells in rows of `numberOfItemsInRow` equal columns, each row as tall as its tallest cell.
  ///
  /// - Parameters:
  ///   - numberOfItemsInRow: The number of columns; fewer than one counts as one.
  ///   - itemSpacing: The space between two cells of a row.
  ///   - lineSpacing: The space between two rows.
  /// - Returns: The layout.
  public static func verticalGrid(
    numberOfItemsInRow: Int, itemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0
  ) -> StockLayout {
    StockLayout(
      arrangement: .verticalGrid(
        columns: max(1, numberOfItemsInRow), itemSpacing: itemSpacing, lineSpacing: lineSpacing))
  }

  /// The layout of a section written without one: a column with the layout's own spacing.
  static let automatic = StockLayout(arrangement: .vertical(spacing: nil))
}
