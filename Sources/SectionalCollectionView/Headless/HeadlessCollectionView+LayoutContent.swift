import Foundation
import SectionalLayout

extension HeadlessCollectionView: LayoutContent {
  /// The number of sections, from the cached counts (filled from the data source when empty).
  public var numberOfSections: Int {
    itemCounts.count
  }

  /// The number of items in a section, from the cached counts; zero for a section that does not
  /// exist.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The number of items.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = itemCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The delegate's description of a section's layout.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The description, or `nil` for the layout's defaults.
  public func layout(ofSection section: Int) -> (any SectionLayoutDescription)? {
    delegate?.collectionView(self, layoutForSectionAt: section)
  }

  /// The sections of a range that have a layout description, from the delegate, asked at once
  /// (``CollectionViewDelegate/collectionView(_:layoutsForSectionsIn:)``); none without a
  /// delegate.
  ///
  /// - Parameter sections: The indices of the sections.
  /// - Returns: The sections of `sections` that have a description, in ascending order.
  public func layouts(ofSections sections: Range<Int>) -> [DescribedSection] {
    delegate?.collectionView(self, layoutsForSectionsIn: sections) ?? []
  }

  /// The sections of a range that have a layout description, with the stamps of their
  /// descriptions, from the delegate
  /// (``CollectionViewDelegate/collectionView(_:descriptionStampsForSectionsIn:)``); none
  /// without a delegate.
  ///
  /// - Parameter sections: The indices of the sections.
  /// - Returns: The stamped sections of `sections`, in ascending order, or `nil` when the
  ///   delegate stamps no description.
  public func descriptionStamps(ofSections sections: Range<Int>) -> [StampedSection]? {
    guard let delegate else { return [] }
    return delegate.collectionView(self, descriptionStampsForSectionsIn: sections)
  }

  /// The delegate's revision of every section's description
  /// (``CollectionViewDelegate/descriptionsRevision(in:)``); `nil` without a delegate.
  public var descriptionsRevision: DescriptionStamp? {
    delegate?.descriptionsRevision(in: self)
  }

  /// Passes an unread description on to the delegate, or writes it to standard error when there
  /// is none.
  ///
  /// - Parameters:
  ///   - layout: The layout that could not read it.
  ///   - description: The description.
  ///   - section: The index of the section.
  public func layout(
    _ layout: any CollectionViewLayout, cannotRead description: any SectionLayoutDescription,
    ofSection section: Int
  ) {
    guard let delegate else {
      let message = unreadableDescriptionMessage(description, ofSection: section, by: layout)
      FileHandle.standardError.write(Data("Sectional: \(message)\n".utf8))
      return
    }
    delegate.collectionView(self, layout: layout, cannotRead: description, forSectionAt: section)
  }

  /// Passes a layout's diagnostic on to the delegate, or writes it to standard error when there
  /// is none.
  ///
  /// - Parameters:
  ///   - layout: The layout that reported it.
  ///   - diagnostic: The diagnostic.
  public func layout(
    _ layout: any CollectionViewLayout, didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    guard let delegate else {
      FileHandle.standardError.write(Data("Sectional: \(diagnostic.message)\n".utf8))
      return
    }
    delegate.collectionView(self, layout: layout, didReport: diagnostic)
  }

  /// The delegate's size for an item.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - proposal: The size the layout proposes.
  /// - Returns: The size, or `nil` to leave it to the layout.
  public func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? {
    delegate?.collectionView(self, sizeForItemAt: indexPath, fitting: proposal)
  }

  /// The size the view measured for an item, if it did since the item's content last changed.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The measured size, or `nil`.
  public func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? {
    guard let item = ItemKey(indexPath) else { return nil }
    return measuredItemSizes[item]
  }

  /// How far a section that scrolls on its own is scrolled; zero for the others.
  ///
  /// The same as ``contentOffset(ofSection:)``.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's own offset.
  public func orthogonalScrollOffset(ofSection section: Int) -> CGFloat {
    contentOffset(ofSection: section)
  }

  /// The number of items of every section, in order: the cached counts, which are read from the
  /// data source when the cache is invalid (UIKit's rule R17).
  ///
  /// - Complexity: O(1) while the counts are cached.
  public var itemCounts: [Int] {
    if let cachedItemCounts { return cachedItemCounts }
    let counts = dataSourceItemCounts()
    cachedItemCounts = counts
    return counts
  }

  /// Asks the data source for every section's item count; negative answers count as zero.
  func dataSourceItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    // At once (`itemCounts(in:)`), and a negative count is none.
    var counts = dataSource.itemCounts(in: self)
    for section in counts.indices where counts[section] < 0 {
      counts[section] = 0
    }
    return counts
  }

  /// Forgets the cached counts and the layout; the next layout pass asks the data source.
  func invalidateCachedCounts() {
    cachedItemCounts = nil
    collectionViewLayout.invalidateLayout()
  }

  /// The size the view measured for a self-sizing supplementary view, if it did since its
  /// content last changed.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: Its index path.
  /// - Returns: The measured size, or `nil`.
  public func measuredSize(ofSupplementaryViewOfKind kind: ElementKind, at indexPath: IndexPath)
    -> CGSize?
  {
    guard !measuredSupplementarySizes.isEmpty else { return nil }
    return measuredSupplementarySizes[ElementKey(kind: kind, indexPath: indexPath)]
  }
}
