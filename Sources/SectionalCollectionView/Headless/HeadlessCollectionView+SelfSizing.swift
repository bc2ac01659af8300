import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// Measures the realized items whose size the layout only estimated, and when any measured size
  /// differs, tells the layout and moves the content offset so that the first visible item stays
  /// where it was on screen; the caller then lays the viewport out again.
  ///
  /// Displayed items are measured by the delegate (the controller, on the cell's behalf) or else
  /// by the cell; prefetched items by the delegate only, as they have no cell yet. A measured
  /// size is kept until the item's content changes or the bounds change across the scroll axis.
  ///
  /// - Parameters:
  ///   - prefetched: The items just prefetched.
  ///   - visibleMayBeEstimated: Whether any displayed item's size may be an estimate; `false`
  ///     when the pass that displayed them found none, which spares a layout query per item.
  /// - Returns: Whether sizes changed and the viewport must be laid out again.
  /// - Complexity: O(*v* + *p*) for *v* displayed and *p* prefetched items, plus the layout's
  ///   preparation when a size changed.
  @discardableResult
  func measureEstimatedItems(prefetched: [IndexPath], visibleMayBeEstimated: Bool) -> Bool {
    var measured: [IndexPath] = []
    var changed: [IndexPath] = []
    // Sorted keys, not sorted pairs: a closure here is checked for the main actor at every
    // comparison. Skipped when the pass showed no estimated cell.
    for item in visibleMayBeEstimated ? visibleCellsByItem.keys.sorted() : []
    where measuredItemSizes[item] == nil {
      guard let cell = visibleCellsByItem[item] else { continue }
      let indexPath = item.indexPath
      guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath),
        attributes.isSizeEstimated
      else { continue }
      let size: CGSize
      if let asked = delegate?.collectionView(
        self, sizeForItemAt: indexPath, fitting: proposal(for: attributes))
      {
        size = asked
      } else {
        size = cell.preferredLayoutAttributesFitting(attributes).frame.size
        cellsMeasuringThemselves?.insert(ObjectIdentifier(cell))
      }
      record(size, of: attributes, measured: &measured, changed: &changed)
    }
    for indexPath in prefetched {
      // Prefetched index paths come from the layout's cells, so each names an item.
      guard let item = ItemKey(indexPath), measuredItemSizes[item] == nil,
        let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath),
        attributes.isSizeEstimated,
        let size = delegate?.collectionView(
          self, sizeForItemAt: indexPath, fitting: proposal(for: attributes))
      else { continue }
      record(size, of: attributes, measured: &measured, changed: &changed)
    }
    guard !changed.isEmpty else {
      guard !measured.isEmpty else { return false }
      // Sizes as estimated: the layout learns they are measured, and has the last word on
      // whether that moved a frame.
      collectionViewLayout.invalidateLayout(.itemSizes(measured))
      guard layoutMovedShownElements() else { return false }
      relayOutKeepingTheFirstVisibleItem(after: [], measured: [])
      return true
    }
    relayOutKeepingTheFirstVisibleItem(after: changed, measured: measured)
    return true
  }

  /// Whether the layout, prepared with what it was just told, places a shown cell or
  /// supplementary view at another frame than the one it shows.
  ///
  /// A measured size equal to the frame it measured normally moves nothing; this asks the layout
  /// rather than trusting that, so that a layout which reads a size otherwise than it shows it
  /// (insets on an estimated axis, a custom layout's rounding) never leaves a stale frame on
  /// screen. Asked only after a measurement equal to its estimate, once per element.
  ///
  /// - Complexity: O(*v*) layout queries for *v* shown elements, plus the layout's preparation.
  private func layoutMovedShownElements() -> Bool {
    prepareLayoutIfNeeded()
    for (item, cell) in visibleCellsByItem
    where collectionViewLayout.layoutAttributesForItem(at: item.indexPath)?.frame != cell.frame {
      return true
    }
    for (key, view) in visibleSupplementaryViews
    where collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: key.kind, at: key.indexPath)?.frame != view.frame
    {
      return true
    }
    return false
  }

  /// Measures the shown supplementary views whose size the layout only estimated and the view
  /// has not measured since their content changed, asking the delegate (the controller) or
  /// else the view; when any measured size differs from the estimate, tells the layout and
  /// keeps the first visible item where it was on screen.
  ///
  /// - Parameter shown: The supplementary views the pass shows, with their attributes.
  /// - Returns: Whether sizes changed and the viewport must be laid out again.
  /// - Complexity: O(*v*) for *v* shown supplementary views, plus the layout's preparation of
  ///   their sections when a size changed.
  func measureEstimatedSupplementaryViews(_ shown: [ElementKey: LayoutAttributes]) -> Bool {
    var measuredKeys: [ElementKey] = []
    var changed: [ElementKey] = []
    for key in shown.keys.sorted(by: elementKeyOrder) where measuredSupplementarySizes[key] == nil {
      guard let attributes = shown[key], attributes.isSizeEstimated,
        let view = visibleSupplementaryViews[key]
      else { continue }
      let measured =
        delegate?.collectionView(
          self, sizeForSupplementaryViewOfKind: key.kind, at: key.indexPath,
          fitting: proposal(for: attributes))
        ?? view.preferredLayoutAttributesFitting(attributes).frame.size
      var size = measured
      if !LayoutLimits.isUsable(measured) {
        report(
          .invalidMeasuredSize(
            indexPath: key.indexPath, kind: key.kind, width: measured.width,
            height: measured.height))
        size = attributes.frame.size
      }
      measuredSupplementarySizes[key] = size
      measuredKeys.append(key)
      if size != attributes.frame.size {
        changed.append(key)
      }
    }
    // Every measured view, changed or not: the layout learns it is measured (no longer an
    // estimate), as a fresh preparation would see it.
    guard !measuredKeys.isEmpty else { return false }
    invalidateSupplementaryLayout(of: measuredKeys)
    guard !changed.isEmpty || layoutMovedShownElements() else { return false }
    relayOutKeepingTheFirstVisibleItem(after: [], measured: [])
    return true
  }

  /// The size a layout proposes to a self-sizing element: any length along its estimated
  /// dimensions, and the frame's along the others.
  ///
  /// Where the layout does not say which dimensions it estimated
  /// (``LayoutAttributes/estimatedDimensions`` empty), the one along the scroll axis is.
  private func proposal(for attributes: LayoutAttributes) -> CGSize {
    var open = attributes.estimatedDimensions
    if open.isEmpty {
      open = collectionViewLayout.scrollDirection == .vertical ? .height : .width
    }
    return CGSize(
      width: open.contains(.width) ? .greatestFiniteMagnitude : attributes.frame.width,
      height: open.contains(.height) ? .greatestFiniteMagnitude : attributes.frame.height)
  }

  /// Keeps a measured size, and notes the item, and whether its size differs from the estimate.
  private func record(
    _ size: CGSize, of attributes: LayoutAttributes, measured: inout [IndexPath],
    changed: inout [IndexPath]
  ) {
    measured.append(attributes.indexPath)
    var usable = size
    if !LayoutLimits.isUsable(size) {
      // Never a frame from such a value: reported, and the estimate kept as the measurement, so
      // that the item is not measured again at every pass.
      report(
        .invalidMeasuredSize(
          indexPath: attributes.indexPath, kind: nil, width: size.width, height: size.height))
      usable = attributes.frame.size
    }
    if let item = ItemKey(attributes.indexPath) {
      measuredItemSizes[item] = usable
    }
    if usable != attributes.frame.size {
      changed.append(attributes.indexPath)
    }
  }

  /// Tells the layout about new sizes and prepares it, scrolling so that the first visible item
  /// that kept its size stays where it was on screen.
  ///
  /// Anchoring an item that kept its size means that an item revealed above it while scrolling
  /// back grows or shrinks upwards, and what the user was looking at does not jump. A viewport at
  /// the start of the content stays there, and the offset never goes before the start.
  func relayOutKeepingTheFirstVisibleItem(
    after changed: [IndexPath], measured: [IndexPath]
  ) {
    let isVertical = collectionViewLayout.scrollDirection == .vertical
    func start(_ frame: CGRect) -> CGFloat { isVertical ? frame.minY : frame.minX }
    var resized = Set<ItemKey>(minimumCapacity: changed.count)
    for indexPath in changed {
      if let item = ItemKey(indexPath) {
        resized.insert(item)
      }
    }
    // Cells that start level (side by side) are taken in item order, so that the anchor does not
    // depend on the order of a dictionary.
    let shown = visibleCellsByItem.sorted {
      let (lhs, rhs) = (start($0.value.frame), start($1.value.frame))
      return lhs != rhs ? lhs < rhs : $0.key < $1.key
    }
    let restingOffset = offsetAtStart
    let isAtStart = (isVertical ? contentOffset.y : contentOffset.x) <= restingOffset
    let anchor = isAtStart ? nil : shown.first { !resized.contains($0.key) } ?? shown.first
    let anchorStart = anchor.map { start($0.value.frame) }

    if !measured.isEmpty {
      collectionViewLayout.invalidateLayout(.itemSizes(measured))
    }
    prepareLayoutIfNeeded()
    if let anchor, let anchorStart,
      let moved = collectionViewLayout.layoutAttributesForItem(at: anchor.key.indexPath)
    {
      let shift = start(moved.frame) - anchorStart
      if shift != 0 && shift.isFinite {
        // The next round of the layout pass shows the viewport at the new offset.
        isAnchoringMeasuredItems = true
        defer { isAnchoringMeasuredItems = false }
        contentOffset =
          isVertical
          ? CGPoint(x: contentOffset.x, y: max(restingOffset, contentOffset.y + shift))
          : CGPoint(x: max(restingOffset, contentOffset.x + shift), y: contentOffset.y)
      }
    }
  }

  /// Moves measured sizes with their items through a batch; deleted, reloaded and reconfigured
  /// items lose theirs (their content changed), inserted ones have none.
  func carryMeasuredSizes(through validated: ValidatedBatchUpdate) {
    guard !measuredItemSizes.isEmpty else { return }
    var changedContent = Set<ItemKey>()
    for indexPath in validated.batch.itemReloads + validated.batch.itemReconfigures {
      if let item = ItemKey(indexPath) {
        changedContent.insert(item)
      }
    }
    let reloadedSections = validated.batch.sectionReloads
    var carried: [ItemKey: CGSize] = [:]
    for (item, size) in measuredItemSizes
    where !changedContent.contains(item) && !reloadedSections.contains(item.section) {
      if let destination = validated.itemAfterUpdate(forItemBefore: item) {
        carried[destination] = size
      }
    }
    measuredItemSizes = carried
  }
}
