import Foundation

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
/// On a ``CompositionalLayout`` each makes a ``LayoutSection`` whose items are self-sized: placed
/// at the first cell's estimate, then measured by their components' ``ContentLayoutMode``. On a
/// ``FlowLayout`` each makes a ``FlowSectionLayout`` with the same spacings, its items sized by
/// their components; a flow section does not scroll on its own, so ``horizontal(spacing:scrollingBehavior:)``
/// lays its items out in lines there. A header or footer the section has gets its place either
/// way.
public struct ListSectionLayout: Sendable {
  /// The kinds of stock layout.
  enum Kind: Sendable {
    case vertical(spacing: CGFloat)
    case horizontal(spacing: CGFloat, scrollingBehavior: OrthogonalScrollingBehavior)
    case verticalGrid(columns: Int, itemSpacing: CGFloat, lineSpacing: CGFloat)
  }

  let kind: Kind

  /// Cells in a column, each as wide as the section, `spacing` apart.
  ///
  /// - Parameter spacing: The space between two cells.
  /// - Returns: The layout.
  public static func vertical(spacing: CGFloat = 0) -> ListSectionLayout {
    ListSectionLayout(kind: .vertical(spacing: spacing))
  }

  /// Cells in a row that scrolls on its own across the layout's axis, `spacing` apart.
  ///
  /// - Parameters:
  ///   - spacing: The space between two cells.
  ///   - scrollingBehavior: How the row scrolls; continuously by default.
  /// - Returns: The layout.
  public static func horizontal(
    spacing: CGFloat = 0, scrollingBehavior: OrthogonalScrollingBehavior = .continuous
  ) -> ListSectionLayout {
    ListSectionLayout(kind: .horizontal(spacing: spacing, scrollingBehavior: scrollingBehavior))
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
  ) -> ListSectionLayout {
    ListSectionLayout(
      kind: .verticalGrid(
        columns: max(1, numberOfItemsInRow), itemSpacing: itemSpacing, lineSpacing: lineSpacing))
  }

  /// The description for a layout, of a section of cells with a header and footer.
  ///
  /// - Parameters:
  ///   - layout: The collection view's layout.
  ///   - estimate: The first measured cell's estimate, or the fixed size of the first cell.
  ///   - header: The header's component, if any.
  ///   - footer: The footer's component, if any.
  ///   - flow: The flow description the components alone give.
  /// - Returns: A compositional section, or a flow description.
  @MainActor
  func description(
    for layout: any CollectionViewLayout, estimate: CGSize, header: AnyComponent?,
    footer: AnyComponent?, flow: FlowSectionLayout
  ) -> any SectionLayout {
    guard layout is CompositionalLayout else {
      var description = flow
      switch kind {
      case .vertical(let spacing):
        description.minimumLineSpacing = spacing
      case .horizontal(let spacing, _):
        description.minimumInteritemSpacing = spacing
        description.minimumLineSpacing = spacing
      case .verticalGrid(_, let itemSpacing, let lineSpacing):
        description.minimumInteritemSpacing = itemSpacing
        description.minimumLineSpacing = lineSpacing
      }
      return description
    }
    let height = LayoutDimension.estimated(max(1, estimate.height))
    var section: LayoutSection
    switch kind {
    case .vertical(let spacing):
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
      section = LayoutSection(
        group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
      section.interGroupSpacing = spacing
    case .horizontal(let spacing, let scrollingBehavior):
      let size = LayoutSize(
        widthDimension: .estimated(max(1, estimate.width)), heightDimension: height)
      section = LayoutSection(
        group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
      section.interGroupSpacing = spacing
      section.orthogonalScrollingBehavior = scrollingBehavior
    case .verticalGrid(let columns, let itemSpacing, let lineSpacing):
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
        subitem: .item(item), count: columns)
      group.interItemSpacing = .fixed(itemSpacing)
      section = LayoutSection(group: group)
      section.interGroupSpacing = lineSpacing
    }
    let boundarySize = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    if header != nil {
      section.boundarySupplementaryItems.append(
        BoundarySupplementaryItem(layoutSize: boundarySize, elementKind: .header, alignment: .top))
    }
    if footer != nil {
      section.boundarySupplementaryItems.append(
        BoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: .footer, alignment: .bottom))
    }
    return section
  }
}
