import Foundation

extension HeadlessCollectionView: LayoutContent {
  /// The size of the viewport.
  public var boundsSize: CGSize { bounds.size }

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

  /// The delegate's answer, when it sizes the flow layout.
  public func sizeForItem(at indexPath: IndexPath) -> CGSize? {
    flowLayoutDelegate?.collectionView(self, sizeForItemAt: indexPath)
  }

  /// The delegate's answer, when it sizes the flow layout.
  public func insetForSection(at section: Int) -> LayoutInsets? {
    flowLayoutDelegate?.collectionView(self, insetForSectionAt: section)
  }

  /// The delegate's answer, when it sizes the flow layout.
  public func minimumLineSpacingForSection(at section: Int) -> CGFloat? {
    flowLayoutDelegate?.collectionView(self, minimumLineSpacingForSectionAt: section)
  }

  /// The delegate's answer, when it sizes the flow layout.
  public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? {
    flowLayoutDelegate?.collectionView(self, minimumInteritemSpacingForSectionAt: section)
  }

  /// The delegate's answer, when it sizes the flow layout.
  public func referenceSizeForHeader(inSection section: Int) -> CGSize? {
    flowLayoutDelegate?.collectionView(self, referenceSizeForHeaderInSection: section)
  }

  /// The delegate's answer, when it sizes the flow layout.
  public func referenceSizeForFooter(inSection section: Int) -> CGSize? {
    flowLayoutDelegate?.collectionView(self, referenceSizeForFooterInSection: section)
  }

  /// Whether the delegate may size a section's items.
  public func sizesItems(inSection section: Int) -> Bool {
    flowLayoutDelegate?.collectionView(self, sizesItemsInSection: section) ?? false
  }

  /// The cached item counts, filled from the data source first if they are invalid.
  var itemCounts: [Int] {
    if let cachedItemCounts { return cachedItemCounts }
    let counts = dataSourceItemCounts()
    cachedItemCounts = counts
    return counts
  }

  /// Asks the data source for every section's item count; negative answers count as zero.
  func dataSourceItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// Forgets the cached counts and the layout; the next layout pass asks the data source.
  func invalidateCachedCounts() {
    cachedItemCounts = nil
    collectionViewLayout.invalidateLayout()
  }
}
