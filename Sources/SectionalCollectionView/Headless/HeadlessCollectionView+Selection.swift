import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// The selected items, in ascending order.
  public var indexPathsForSelectedItems: [IndexPath] {
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var indexPaths: [IndexPath] = []
    indexPaths.reserveCapacity(selectedItems.count)
    for item in selectedItems.sorted() {
      indexPaths.append(item.indexPath)
    }
    return indexPaths
  }

  /// Selects an item without asking the delegate, as UIKit does for programmatic selection.
  ///
  /// In single selection the other items are deselected; `nil` deselects everything. Nothing
  /// happens while ``allowsSelection`` is `false`. An index path that does not exist is reported
  /// and ignored.
  ///
  /// - Parameters:
  ///   - indexPath: The item to select, or `nil` to deselect all.
  ///   - animated: Whether the scroll to the item is animated: as in
  ///     ``scrollToItem(at:at:animated:)``, only whether the delegate is told
  ///     `scrollViewDidEndScrollingAnimation` after a scroll that moved the content.
  ///   - scrollPosition: Where to scroll the item to; empty for no scrolling.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for selected in selectedItems {
        setSelected(false, at: selected)
      }
      return
    }
    guard let item = existingItem(at: indexPath) else {
      report(.invalidIndexPath(indexPath, operation: "selectItem(at:animated:scrollPosition:)"))
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedItems where selected != item {
        setSelected(false, at: selected)
      }
    }
    setSelected(true, at: item)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without asking the delegate.
  ///
  /// - Parameters:
  ///   - indexPath: The item to deselect.
  ///   - animated: Ignored: a headless view has no animation.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    // Only an item's index path can be selected: any other is already not.
    guard let item = ItemKey(indexPath) else { return }
    setSelected(false, at: item)
  }

  /// Simulates the user tapping an item: highlight, unhighlight, then select or deselect, asking
  /// the delegate at every step as UIKit does.
  ///
  /// 1. `shouldHighlightItemAt`: when it answers `false`, nothing else happens.
  /// 2. The cell is highlighted (`didHighlightItemAt`), then unhighlighted
  ///    (`didUnhighlightItemAt`) when the finger lifts.
  /// 3. If ``allowsSelection``: with multiple selection, tapping a selected item asks
  ///    `shouldDeselectItemAt` and deselects it (`didDeselectItemAt`). Otherwise
  ///    `shouldSelectItemAt` is asked; in single selection the previously selected item is
  ///    deselected (`didDeselectItemAt`), and the item is selected (`didSelectItemAt`). Tapping the
  ///    selected item in single selection selects it again.
  ///
  /// An index path that does not exist is reported and ignored. The tap follows its item
  /// through any batch update a callback applies: the steps after it name the item's new index
  /// path. A batch that removed the item, or a reload, ends the tap where it is, unselected.
  ///
  /// - Parameter indexPath: The item tapped.
  public func tapItem(at indexPath: IndexPath) {
    guard let item = existingItem(at: indexPath) else {
      report(.invalidIndexPath(indexPath, operation: "tapItem(at:)"))
      return
    }
    // The finger stays on the item, not on its index path: a callback may apply an update that
    // moves it (a row inserted above), and each later step follows the item there. If an update
    // removes it, the gesture ends where it is.
    tappedItem = item
    defer { tappedItem = nil }
    if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) {
      return
    }
    guard let item = tappedItem else { return }
    visibleCellsByItem[item]?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: item.indexPath)
    guard let item = tappedItem else { return }
    visibleCellsByItem[item]?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: item.indexPath)
    guard allowsSelection, let item = tappedItem else { return }

    if allowsMultipleSelection && selectedItems.contains(item) {
      if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: item.indexPath) {
        return
      }
      guard let item = tappedItem else { return }
      setSelected(false, at: item)
      delegate?.collectionView(self, didDeselectItemAt: item.indexPath)
      return
    }
    if let delegate, !delegate.collectionView(self, shouldSelectItemAt: item.indexPath) {
      return
    }
    guard let item = tappedItem else { return }
    if !allowsMultipleSelection {
      for selected in selectedItems.sorted() where selected != item {
        setSelected(false, at: selected)
        delegate?.collectionView(self, didDeselectItemAt: selected.indexPath)
      }
    }
    guard let item = tappedItem else { return }
    setSelected(true, at: item)
    delegate?.collectionView(self, didSelectItemAt: item.indexPath)
  }

  /// Simulates a finger that touches an item and stays: asks `shouldHighlightItemAt`, then
  /// highlights the cell (`didHighlightItemAt`), without selecting it.
  ///
  /// Follow it with ``unhighlightItem(at:)``, as when the finger slides off the item, or use
  /// ``tapItem(at:)`` for a whole tap. An index path that does not exist is reported and ignored.
  ///
  /// - Parameter indexPath: The item touched.
  /// - Returns: Whether the item was highlighted (`false` when the delegate refused).
  @discardableResult
  public func highlightItem(at indexPath: IndexPath) -> Bool {
    guard let item = existingItem(at: indexPath) else {
      report(.invalidIndexPath(indexPath, operation: "highlightItem(at:)"))
      return false
    }
    if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) {
      return false
    }
    visibleCellsByItem[item]?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    return true
  }

  /// Simulates the finger of ``highlightItem(at:)`` sliding off the item: the cell is
  /// unhighlighted (`didUnhighlightItemAt`) and nothing is selected, as UIKit does when a touch
  /// is cancelled.
  ///
  /// An index path that does not exist is reported and ignored.
  ///
  /// - Parameter indexPath: The item released.
  public func unhighlightItem(at indexPath: IndexPath) {
    guard let item = existingItem(at: indexPath) else {
      report(.invalidIndexPath(indexPath, operation: "unhighlightItem(at:)"))
      return
    }
    visibleCellsByItem[item]?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }

  /// Asks the delegate for the context menu of an item, as a long press would.
  ///
  /// - Parameters:
  ///   - indexPath: The item pressed.
  ///   - point: Where it was pressed, in content coordinates; the item's centre when omitted.
  /// - Returns: The menu, or `nil` when the item has none or does not exist.
  public func contextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint? = nil)
    -> ContextMenuConfiguration?
  {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      report(.invalidIndexPath(indexPath, operation: "contextMenuConfiguration(forItemAt:)"))
      return nil
    }
    let location = point ?? CGPoint(x: frame.midX, y: frame.midY)
    return delegate?.collectionView(
      self, contextMenuConfigurationForItemAt: indexPath, point: location)
  }

  // MARK: Internals

  /// Whether an item exists in the cached counts.
  func contains(_ indexPath: IndexPath) -> Bool {
    existingItem(at: indexPath) != nil
  }

  /// The item an index path names, if it exists in the cached counts.
  func existingItem(at indexPath: IndexPath) -> ItemKey? {
    guard let item = ItemKey(indexPath), item.item >= 0,
      item.item < numberOfItems(inSection: item.section)
    else { return nil }
    return item
  }

  /// Changes an item's selection and its shown cell's state.
  func setSelected(_ isSelected: Bool, at item: ItemKey) {
    if isSelected {
      selectedItems.insert(item)
    } else {
      selectedItems.remove(item)
    }
    visibleCellsByItem[item]?.isSelected = isSelected
  }
}
