import Foundation

extension CompositionalLayout: StockSectionLayoutDescribing {
  /// A compositional section of a stock layout: KarrotListKit's stock layouts.
  ///
  /// - `.vertical`: one item a group, groups in a column `spacing` apart (none when it has no
  ///   spacing).
  /// - `.horizontal`: one item a group, groups in a row that scrolls on its own with the given
  ///   behaviour, `spacing` apart.
  /// - `.verticalGrid`: groups of `columns` equal slots, `itemSpacing` apart, rows
  ///   `lineSpacing` apart.
  ///
  /// A length the container gives is the full fraction of the item's container; an estimated
  /// one is self-sized. Items are placed at ``StockSectionLayout/itemSize`` and measured where
  /// it is estimated, whether or not the content states their sizes (a compositional layout
  /// does not ask). A header is a top boundary item, a footer a bottom one.
  ///
  /// - Parameter stock: The stock layout.
  /// - Returns: A ``LayoutSection``.
  public func sectionLayout(for stock: StockSectionLayout) -> any SectionLayoutDescription {
    let itemSize = Self.layoutSize(of: stock.itemSize)
    var section: LayoutSection
    switch stock.arrangement {
    case .vertical(let spacing):
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: itemSize.heightDimension)
      section = LayoutSection(
        group: .vertical(layoutSize: groupSize, subitems: [LayoutItem(layoutSize: itemSize)]))
      section.interGroupSpacing = spacing ?? 0
    case .horizontal(let spacing, let scrollingBehavior):
      section = LayoutSection(
        group: .horizontal(layoutSize: itemSize, subitems: [LayoutItem(layoutSize: itemSize)]))
      section.interGroupSpacing = spacing
      section.orthogonalScrollingBehavior = scrollingBehavior
    case .verticalGrid(let columns, let itemSpacing, let lineSpacing):
      let item = LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: itemSize.heightDimension))
      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: itemSize.heightDimension),
        subitem: .item(item), count: max(1, columns))
      group.interItemSpacing = .fixed(itemSpacing)
      section = LayoutSection(group: group)
      section.interGroupSpacing = lineSpacing
    }
    if let header = stock.headerSize {
      section.boundarySupplementaryItems.append(
        BoundarySupplementaryItem(
          layoutSize: Self.layoutSize(of: header), elementKind: .header, alignment: .top))
    }
    if let footer = stock.footerSize {
      section.boundarySupplementaryItems.append(
        BoundarySupplementaryItem(
          layoutSize: Self.layoutSize(of: footer), elementKind: .footer, alignment: .bottom))
    }
    return section
  }

  /// A stock size as compositional dimensions: the container's length is the whole fraction on
  /// its axis; an estimate is at least one point.
  private static func layoutSize(of size: StockSectionLayout.Size) -> LayoutSize {
    func dimension(_ length: StockSectionLayout.Length, fraction: LayoutDimension)
      -> LayoutDimension
    {
      switch length {
      case .container: fraction
      case .absolute(let value): .absolute(value)
      case .estimated(let value): .estimated(max(1, value))
      }
    }
    return LayoutSize(
      widthDimension: dimension(size.width, fraction: .fractionalWidth(1)),
      heightDimension: dimension(size.height, fraction: .fractionalHeight(1)))
  }
}
