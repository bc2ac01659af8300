import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// The point of the content shown at the viewport's top left.
  ///
  /// Setting it scrolls: items that come into view are dequeued and shown, items that leave are
  /// ended and recycled, and the delegate is told `scrollViewDidScroll`. Like UIKit, the offset is
  /// not clamped to the content when set; as in UIKit, the next layout pass after the content's
  /// size or the view's size changed moves it back within the content and its adjusted content
  /// inset (a batch or reload that shortened the content under it shows the new end, with one
  /// `scrollViewDidScroll`), except while a finger drags or the content decelerates.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Scrolls to `offset`, as `UIScrollView.setContentOffset(_:animated:)`.
  ///
  /// A headless view has no animation: the content is at `offset` when this returns, after one
  /// `scrollViewDidScroll`. With `animated` `true` the delegate is then told
  /// `scrollViewDidEndScrollingAnimation`, as UIKit tells it when its animation ends, so that
  /// code waiting for a programmatic scroll to settle runs in a test; as in UIKit, it is not
  /// told when the content was already at `offset`, nor for a scroll without animation.
  ///
  /// - Parameters:
  ///   - offset: The point of the content to show at the viewport's top left.
  ///   - animated: Whether the scroll is animated: whether the delegate is told that its
  ///     animation ended.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let start = contentOffset
    contentOffset = offset
    endScrollingAnimation(ifAnimated: animated, from: start)
  }

  /// The size of the whole content, from the layout (laid out first if needed).
  public var contentSize: CGSize {
    prepareLayoutIfNeeded()
    return collectionViewLayout.contentSize
  }

  /// The index paths of the items shown, in ascending order.
  public var indexPathsForVisibleItems: [IndexPath] {
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var indexPaths: [IndexPath] = []
    indexPaths.reserveCapacity(visibleCellsByItem.count)
    for item in visibleCellsByItem.keys.sorted() {
      indexPaths.append(item.indexPath)
    }
    return indexPaths
  }

  /// The cells shown, in ascending order of their index paths.
  public var visibleCells: [CollectionViewCell] {
    var cells: [CollectionViewCell] = []
    cells.reserveCapacity(visibleCellsByItem.count)
    for (_, cell) in visibleCellsByItem.sorted(by: Self.itemOrder) {
      cells.append(cell)
    }
    return cells
  }

  /// Orders cells by item: nonisolated, so that sorting does not check for the main actor at
  /// each comparison, as a closure written here would.
  nonisolated private static func itemOrder(
    _ lhs: (key: ItemKey, value: CollectionViewCell),
    _ rhs: (key: ItemKey, value: CollectionViewCell)
  ) -> Bool {
    lhs.key < rhs.key
  }

  /// Returns the cell shown for an item, or `nil` when the item is not shown.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: The cell, if the item is shown.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard let item = ItemKey(indexPath) else { return nil }
    return visibleCellsByItem[item]
  }

  /// Returns the supplementary view shown for a kind and index path, or `nil`.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: Its index path (item 0 of the section for headers and footers).
  /// - Returns: The view, if it is shown.
  public func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleSupplementaryViews[ElementKey(kind: kind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind that are shown, in ascending order of their index paths.
  ///
  /// - Parameter kind: The kind of supplementary view, such as ``ElementKind/header``.
  /// - Returns: The views shown.
  public func visibleSupplementaryViews(ofKind kind: ElementKind) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
      visibleSupplementaryViews[ElementKey(kind: kind, indexPath: $0)]
    }
  }

  /// The index paths of the supplementary views of a kind that are shown, in ascending order.
  ///
  /// - Parameter kind: The kind of supplementary view.
  /// - Returns: Their index paths.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: ElementKind) -> [IndexPath] {
    visibleSupplementaryViews.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
  }

  /// Returns the layout attributes of an item.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: Its attributes, or `nil` if it does not exist.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Returns the item at a point of the content, or `nil`.
  ///
  /// - Parameter point: A point in content coordinates.
  /// - Returns: The index path of the item whose frame contains the point.
  /// - Complexity: O(log *n* + *k*) with the flow layout, for *k* elements around the point.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)
      .first { $0.category == .cell && $0.frame.contains(point) }?.indexPath
  }

  /// Invalidates the layout and lays out again at once.
  public func invalidateLayout() {
    collectionViewLayout.invalidateLayout()
    layoutIfNeeded()
  }

  /// Performs a layout pass now: fills the cached counts, prepares the layout, shows the elements
  /// in the viewport and recycles the others, then prefetches ahead.
  ///
  /// Elements that leave are ended first (`didEndDisplaying`, in ascending index path order) and
  /// returned to their pools, so that elements that arrive (`cellForItemAt`, then `willDisplay`)
  /// reuse them.
  ///
  /// - Complexity: O(log *n* + *v*) for *v* elements in or near the viewport, plus O(*n*) when the
  ///   layout must be prepared again.
  public func layoutIfNeeded() {
    // Self-sizing measures the items a pass shows; when sizes change, the next round shows what
    // the new sizes bring into view. Rounds run one after another, never nested, and a bounded
    // number of times: what is still estimated then is measured by the next pass.
    var rounds = 0
    while layOutViewport() && rounds < Self.maximumSelfSizingRounds {
      rounds += 1
    }
    // A pass nested too deep left the offset to the outermost one; a bounded number of times,
    // as a delegate may shrink the content at every scroll.
    var checks = 0
    while layoutPassDepth == 0, offsetCheckDeferred, checks < Self.maximumLayoutRestarts {
      checks += 1
      offsetCheckDeferred = false
      _ = layOutViewport()
    }
  }

  /// One layout pass; returns whether it measured sizes that moved frames, so that another round
  /// should show what they brought into view.
  @discardableResult
  /// The error UIKit raises for the first section among `attributes` whose count the data
  /// source now answers differently from the count the view holds, or `nil`.
  ///
  /// Read while the view trusts counts it did not read (``trustsUnreadCounts``).
  ///
  /// - Complexity: O(*v*) for *v* attributes, plus one count read a section they span.
  private func sectionWithUnannouncedCount(among attributes: [LayoutAttributes])
    -> BatchUpdateError?
  {
    guard let dataSource, let counts = cachedItemCounts, !attributes.isEmpty else { return nil }
    var lowest = Int.max
    var highest = Int.min
    for element in attributes where element.indexPath.count == 2 {
      lowest = min(lowest, element.indexPath.section)
      highest = max(highest, element.indexPath.section)
    }
    let first = max(0, lowest)
    let last = min(highest, counts.count - 1)
    guard first <= last else { return nil }
    for section in first...last {
      let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
      if count != counts[section] {
        return .invalidItemCount(
          BatchUpdateError.ItemCountFigures(
            sectionAfter: section, after: count, before: counts[section], inserted: 0,
            deleted: 0, movedIn: 0, movedOut: 0))
      }
    }
    return nil
  }

  private func layOutViewport() -> Bool {
    guard pendingBatch == nil else { return false }
    layoutPassDepth += 1
    defer {
      layoutPassDepth -= 1
      if layoutPassDepth == 0 { _checkInvariants() }
    }
    prepareLayoutIfNeeded()
    // Not at an empty size, a passing state that shows nothing (a view being set up or hidden):
    // the rows would lose their offsets to ranges they never show.
    if !orthogonalScrollOffsets.isEmpty, !bounds.isEmpty {
      keepOrthogonalOffsetsWithinRanges()
    }
    // The offset moved back within content that shrank: the pass it started showed the new one.
    guard !keepsOffsetWithinResizedContent() else { return false }
    // An empty viewport shows nothing (a layout's zero-size rect finds the elements at a point).
    let attributes =
      bounds.isEmpty ? [] : collectionViewLayout.layoutAttributesForElements(in: bounds)
    if trustsUnreadCounts, let stale = sectionWithUnannouncedCount(among: attributes) {
      // A count changed without a batch naming the section: UIKit's check at the batch, made
      // where the section would show. The view reloads, and shows the data source's items.
      report(.invalidBatchUpdate(stale))
      discardShownContent()
      invalidateCachedCounts()
      return layOutViewport()
    }
    // Cells as items and positions in `attributes`, put in item order below: sorting and merging
    // a screenful of items costs less than hashing each into a dictionary.
    var wantedCells: [WantedCell] = []
    var wantedSupplementaryViews: [ElementKey: LayoutAttributes] = [:]
    var wantedDecorationViews: [ElementKey: LayoutAttributes] = [:]
    // Whether any shown cell's size is an estimate, to measure: most layouts estimate none.
    var showsEstimatedCells = false
    var showsEstimatedSupplementaryViews = false
    for (position, element) in attributes.enumerated() {
      switch element.category {
      case .cell:
        // A cell's index path names an item by a section and an item; any other names none, and
        // is the layout's mistake: reported, and not shown.
        guard let item = ItemKey(element.indexPath) else {
          report(
            .invalidIndexPath(element.indexPath, operation: "layoutAttributesForElements(in:)"))
          continue
        }
        wantedCells.append(WantedCell(item: item, position: position))
        showsEstimatedCells = showsEstimatedCells || element.isSizeEstimated
      case .supplementaryView(let kind):
        wantedSupplementaryViews[ElementKey(kind: kind, indexPath: element.indexPath)] = element
        showsEstimatedSupplementaryViews =
          showsEstimatedSupplementaryViews || element.isSizeEstimated
      case .decorationView(let kind):
        wantedDecorationViews[ElementKey(kind: kind, indexPath: element.indexPath)] = element
      }
    }
    // A data source or delegate callback may change the data (an update asked for from
    // willDisplay or cellForItemAt is applied as soon as the callback returns) or scroll. The
    // elements gathered above then no longer mean the same items or the same viewport: stop, and
    // lay out afresh.
    // Counters, not values: bounds may hold NaN, which never equals itself.
    let generation = contentGeneration
    let boundsAtStart = boundsGeneration
    var dataChanged: Bool { contentGeneration != generation || boundsGeneration != boundsAtStart }
    defer {
      // A pass restarts at most a bounded number of times in a row: a callback that changes the
      // data or scrolls on every display would otherwise never let the pass end.
      if dataChanged && layoutPassDepth < Self.maximumLayoutRestarts { layoutIfNeeded() }
    }

    // Decoration views first, as before the delegate was told of them: its willDisplay may
    // change the data too.
    if !wantedDecorationViews.isEmpty || !visibleDecorationViews.isEmpty {
      showDecorationViews(wantedDecorationViews)
      guard !dataChanged else { return false }
    }

    wantedCells = Self.inItemOrder(wantedCells)
    // Both in item order: a shown item is wanted if the walk through the wanted ones meets it.
    var nextWanted = 0
    for item in visibleCellsByItem.keys.sorted() {
      while nextWanted < wantedCells.count && wantedCells[nextWanted].item < item {
        nextWanted += 1
      }
      if nextWanted < wantedCells.count && wantedCells[nextWanted].item == item { continue }
      guard !dataChanged else { return false }
      endDisplayingCell(at: item)
    }
    for key in visibleSupplementaryViews.keys.sorted(by: elementKeyOrder)
    where wantedSupplementaryViews[key] == nil {
      guard !dataChanged else { return false }
      endDisplayingSupplementaryView(at: key)
    }
    // Sorted keys, not sorted pairs: a closure here is checked for the main actor at every
    // comparison.
    for key in wantedSupplementaryViews.keys.sorted(by: elementKeyOrder) {
      guard !dataChanged else { return false }
      guard let element = wantedSupplementaryViews[key] else { continue }
      if let view = visibleSupplementaryViews[key] {
        view.apply(element)
      } else if let view = requestSupplementaryView(ofKind: key.kind, at: key.indexPath) {
        guard !dataChanged else {
          supplementaryPools[key.kind]?.enqueue(view)
          return false
        }
        view.apply(element)
        visibleSupplementaryViews[key] = view
        delegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      }
    }
    for wanted in wantedCells {
      guard !dataChanged else { return false }
      let item = wanted.item
      let element = attributes[wanted.position]
      if let cell = visibleCellsByItem[item] {
        cell.apply(element)
      } else if let cell = requestCell(at: element.indexPath) {
        guard !dataChanged else {
          cellPool.enqueue(cell)
          return false
        }
        cell.apply(element)
        cell.isSelected = selectedItems.contains(item)
        visibleCellsByItem[item] = cell
        prefetchedItems.remove(item)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
      }
    }
    guard !dataChanged else { return false }
    let prefetched = updatePrefetching()
    let itemsMoved = measureEstimatedItems(
      prefetched: prefetched, visibleMayBeEstimated: showsEstimatedCells)
    guard showsEstimatedSupplementaryViews, !dataChanged else { return itemsMoved }
    return measureEstimatedSupplementaryViews(wantedSupplementaryViews) || itemsMoved
  }

  /// A cell a layout pass shows: its item, and the position of its attributes among those the
  /// layout returned.
  private struct WantedCell {
    /// The item the cell shows.
    var item: ItemKey

    /// Where the cell's attributes are in the layout's answer.
    var position: Int
  }

  /// Puts wanted cells in item order, each item once: of several attributes for one item, the
  /// last the layout returned, as a dictionary keyed by item would keep.
  ///
  /// Nonisolated, so that sorting does not check for the main actor at each comparison.
  nonisolated private static func inItemOrder(_ cells: [WantedCell]) -> [WantedCell] {
    let sorted = cells.sorted(by: itemThenPosition)
    var unique: [WantedCell] = []
    unique.reserveCapacity(sorted.count)
    for cell in sorted {
      if let last = unique.last, last.item == cell.item {
        unique[unique.count - 1] = cell
      } else {
        unique.append(cell)
      }
    }
    return unique
  }

  /// Orders wanted cells by item, then by position in the layout's answer.
  nonisolated private static func itemThenPosition(_ lhs: WantedCell, _ rhs: WantedCell) -> Bool {
    lhs.item != rhs.item ? lhs.item < rhs.item : lhs.position < rhs.position
  }

  /// Scrolls so that an item is shown at a position of the visible area, clamped to the content
  /// and its insets, as UIKit scrolls (``CollectionView/contentOffset(showing:at:)``).
  ///
  /// A `.top` position puts the item just below the ``adjustedContentInset``'s top (a status
  /// bar), not under it.
  ///
  /// An invalid index path is reported as ``CollectionViewError/invalidIndexPath(_:operation:)``
  /// and ignored (UIKit crashes), and so is a position that combines two members of one axis
  /// (``CollectionViewError/invalidScrollPosition(_:operation:)``; UIKit raises).
  ///
  /// - Parameters:
  ///   - indexPath: The item to show.
  ///   - scrollPosition: Where to show it; an empty position scrolls as little as possible.
  ///   - animated: Whether the scroll is animated. A headless view has no animation: the item
  ///     is shown when this returns; with `animated` `true` and content that moved, the
  ///     delegate is then told `scrollViewDidEndScrollingAnimation`, as in UIKit.
  public func scrollToItem(
    at indexPath: IndexPath,
    at scrollPosition: ScrollPosition,
    animated: Bool
  ) {
    guard layoutAttributesForItem(at: indexPath) != nil else {
      report(.invalidIndexPath(indexPath, operation: "scrollToItem(at:at:animated:)"))
      return
    }
    let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
    let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
    guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
      report(.invalidScrollPosition(scrollPosition, operation: "scrollToItem(at:at:animated:)"))
      return
    }
    // An item of a section that scrolls on its own: the section scrolls to it too.
    let scrolledSection = scrollSection(showingItemAt: indexPath, at: scrollPosition)
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let start = contentOffset
    contentOffset = self.contentOffset(showing: frame, at: scrollPosition)
    if scrolledSection { layoutIfNeeded() }
    endScrollingAnimation(ifAnimated: animated, from: start)
  }

  /// Tells the delegate `scrollViewDidEndScrollingAnimation` after a scroll asked for with
  /// animation that moved the content, as UIKit does when the animation ends.
  private func endScrollingAnimation(ifAnimated animated: Bool, from start: CGPoint) {
    guard animated, contentOffset != start else { return }
    delegate?.scrollViewDidEndScrollingAnimation(self)
  }

  // MARK: Internals

  /// Keeps a view at rest at its start there when the safe area changes its adjusted content
  /// inset.
  ///
  /// UIKit's screens do so when their bars change: on each axis, an offset of minus the old
  /// inset before the content becomes minus the new one. An offset anywhere else is kept.
  ///
  /// - Parameter old: The adjusted content inset before the change.
  func adjustedContentInsetDidChange(from old: LayoutInsets) {
    let offset = restingStart(keptFrom: contentOffset, insetBefore: old)
    if offset != contentOffset { contentOffset = offset }
  }

  /// An offset at rest at the content's start under an adjusted inset (minus its top, or its
  /// left) moved to the start under the current one; any other offset as it is.
  func restingStart(keptFrom offset: CGPoint, insetBefore old: LayoutInsets) -> CGPoint {
    let new = adjustedContentInset
    guard new != old else { return offset }
    var offset = offset
    if offset.y == -old.top, new.top.isFinite { offset.y = -new.top }
    if offset.x == -old.left, new.left.isFinite { offset.x = -new.left }
    return offset
  }

  /// Moves the offset back within the content and its adjusted content inset when the content's
  /// size or the viewport's changed since it was last kept there, as UIKit's scroll view does
  /// when its content size or its size changes: content that shrank under the offset (items
  /// deleted, a reload, a taller viewport at the end) shows its end, not blank space.
  ///
  /// Not while a finger drags or the content decelerates: a drag may pull past the ends, and
  /// a deceleration comes to rest within the content by itself. An offset set outside the
  /// content stays there, as in UIKit, until the next change of either size.
  ///
  /// - Returns: Whether the offset moved (which laid the viewport out and told the delegate
  ///   `scrollViewDidScroll`).
  private func keepsOffsetWithinResizedContent() -> Bool {
    let size = collectionViewLayout.contentSize
    guard offsetMayLeaveContent || size != contentSizeOffsetWasKeptWithin,
      !isDragging, !isDecelerating, !isAnchoringMeasuredItems
    else { return false }
    // Not in a pass nested deeper than a pass may restart: a delegate that shrinks the content
    // at every scroll would nest a pass per change. The outermost pass keeps the offset.
    guard layoutPassDepth < Self.maximumLayoutRestarts else {
      (offsetMayLeaveContent, offsetCheckDeferred) = (true, true)
      return false
    }
    offsetCheckDeferred = false
    contentSizeOffsetWasKeptWithin = size
    offsetMayLeaveContent = false
    let kept = keptWithinContent(bounds.origin)
    // Compared by value: a non-finite offset is kept at the content's start.
    guard kept != bounds.origin else { return false }
    bounds.origin = kept
    return true
  }

  /// Prepares the layout when it was invalidated.
  func prepareLayoutIfNeeded() {
    // A layout another view shows too is prepared again when that view prepared it last.
    if LayoutOwnership.claim(collectionViewLayout, for: self) {
      report(
        .layoutSharedWithAnotherView(
          layoutType: String(describing: type(of: collectionViewLayout))))
    }
    if !collectionViewLayout.isPrepared {
      collectionViewLayout.prepare(for: self)
    }
  }

  /// Called when the content offset changed.
  func didScroll(from oldOrigin: CGPoint) {
    switch collectionViewLayout.scrollDirection {
    case .vertical where bounds.minY != oldOrigin.y:
      isScrollingTowardsEnd = bounds.minY > oldOrigin.y
    case .horizontal where bounds.minX != oldOrigin.x:
      isScrollingTowardsEnd = bounds.minX > oldOrigin.x
    default:
      break
    }
    let generation = boundsGeneration
    if !isAnchoringMeasuredItems {
      layoutIfNeeded()
    }
    // The pass kept the offset within the content, and that move told the delegate already:
    // once for the offset where the view rests, not twice.
    guard boundsGeneration == generation else { return }
    delegate?.scrollViewDidScroll(self)
  }

  /// Ends the display of an item's cell and returns it to its pool.
  func endDisplayingCell(at item: ItemKey) {
    guard let cell = visibleCellsByItem.removeValue(forKey: item) else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: item.indexPath)
    cellPool.enqueue(cell)
  }

  /// Ends the display of a supplementary view and returns it to its pool.
  func endDisplayingSupplementaryView(at key: ElementKey) {
    guard let view = visibleSupplementaryViews.removeValue(forKey: key) else { return }
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    supplementaryPools[key.kind]?.enqueue(view)
  }

  /// Asks to prefetch the items ahead of the viewport that were not asked for yet, and cancels
  /// the ones that are no longer near it.
  ///
  /// - Returns: The items just asked for.
  @discardableResult
  func updatePrefetching() -> [IndexPath] {
    guard isPrefetchingEnabled, let prefetchDataSource, !bounds.isEmpty else {
      prefetchedItems.removeAll()
      return []
    }
    let layout = collectionViewLayout
    let isVertical = layout.scrollDirection == .vertical
    let distance = max(0, prefetchDistance ?? (isVertical ? bounds.height : bounds.width))
    guard distance > 0 else {
      // No distance, no area ahead: a rect of zero length would still meet the items on its
      // edge. What was prefetched is cancelled, as when the distance shrinks.
      if !prefetchedItems.isEmpty {
        let cancelled = prefetchedItems.sorted().map(\.indexPath)
        prefetchedItems.removeAll()
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
      }
      return []
    }
    let ahead = layout.area(ahead: bounds, by: distance, towardsEnd: isScrollingTowardsEnd)
    let behind = layout.area(ahead: bounds, by: distance, towardsEnd: !isScrollingTowardsEnd)
    // Loops rather than closures: a closure here is checked for the main actor at every call.
    if !prefetchedItems.isEmpty {
      // The near items sorted, and each prefetched one searched for among them: no hashing.
      let nearElements = layout.layoutAttributesForElements(
        in: bounds.union(ahead).union(behind))
      var near: [ItemKey] = []
      near.reserveCapacity(nearElements.count)
      for element in nearElements where element.category == .cell {
        if let item = ItemKey(element.indexPath) {
          near.append(item)
        }
      }
      near.sort()
      var stale: [ItemKey] = []
      for item in prefetchedItems where !SortedIndices.contains(item, in: near) {
        stale.append(item)
      }
      if !stale.isEmpty {
        stale.sort()
        var cancelled: [IndexPath] = []
        cancelled.reserveCapacity(stale.count)
        for item in stale {
          prefetchedItems.remove(item)
          cancelled.append(item.indexPath)
        }
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
      }
    }

    var wanted: [IndexPath] = []
    var wantedItems: [ItemKey] = []
    for element in layout.layoutAttributesForElements(in: ahead) where element.category == .cell {
      guard let item = ItemKey(element.indexPath), visibleCellsByItem[item] == nil,
        !prefetchedItems.contains(item)
      else { continue }
      wanted.append(element.indexPath)
      wantedItems.append(item)
    }
    if !wanted.isEmpty {
      prefetchedItems.formUnion(wantedItems)
      prefetchDataSource.collectionView(self, prefetchItemsAt: wanted)
    }
    return wanted
  }
}

/// Orders supplementary or decoration views by index path, then kind.
func elementKeyOrder(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
  lhs.indexPath == rhs.indexPath
    ? lhs.kind.rawValue < rhs.kind.rawValue : lhs.indexPath < rhs.indexPath
}
