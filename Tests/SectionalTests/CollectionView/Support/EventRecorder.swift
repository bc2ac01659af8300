import Foundation
import Sectional

/// A delegate of every family that records each event as a line of text, and answers the
/// `should` questions as configured.
@MainActor
final class EventRecorder: CollectionViewDelegate, CollectionViewDataSourcePrefetching,
  CollectionViewDragDelegate, CollectionViewDropDelegate
{
  private(set) var events: [String] = []
  var refusesHighlight: Set<IndexPath> = []
  var refusesSelection: Set<IndexPath> = []
  var refusesDeselection: Set<IndexPath> = []
  var dropOperation: DropProposal.Operation = .move
  var performedDrops: [DropCoordinator] = []

  func clear() {
    events.removeAll()
  }

  /// The events whose text starts with `prefix`.
  func events(_ prefix: String) -> [String] {
    events.filter { $0.hasPrefix(prefix) }
  }

  private func record(_ event: String, _ indexPaths: [IndexPath]) {
    events.append(
      "\(event) \(indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: " "))")
  }

  // Highlight and selection

  func collectionView(
    _ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    record("shouldHighlight", [indexPath])
    return !refusesHighlight.contains(indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath)
  {
    record("didHighlight", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    record("didUnhighlight", [indexPath])
  }

  func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    record("shouldSelect", [indexPath])
    return !refusesSelection.contains(indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath) {
    record("didSelect", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath
  )
    -> Bool
  {
    record("shouldDeselect", [indexPath])
    return !refusesDeselection.contains(indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath)
  {
    record("didDeselect", [indexPath])
  }

  // Display

  func collectionView(
    _ collectionView: any CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("willDisplay", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("didEndDisplaying", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView,
    willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    record("willDisplay \(kind.rawValue.hasSuffix("Header") ? "header" : "footer")", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    record(
      "didEndDisplaying \(kind.rawValue.hasSuffix("Header") ? "header" : "footer")", [indexPath])
  }

  func collectionView(
    _ collectionView: any CollectionView,
    contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    ContextMenuConfiguration(
      identifier: "\(indexPath.section)-\(indexPath.item)",
      actions: [.init(identifier: "delete", title: "Delete", isDestructive: true)])
  }

  // Scrolling

  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    events.append("didScroll \(Int(collectionView.contentOffset.y))")
  }

  func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
    events.append("willBeginDragging")
  }

  func scrollViewDidEndDragging(
    _ collectionView: any CollectionView, willDecelerate decelerate: Bool
  ) {
    events.append("didEndDragging")
  }

  // Prefetching

  func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  {
    record("prefetch", indexPaths)
  }

  func collectionView(
    _ collectionView: any CollectionView,
    cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    record("cancelPrefetching", indexPaths)
  }

  // Drag and drop

  func collectionView(
    _ collectionView: any CollectionView,
    itemsForBeginning session: DragSession,
    at indexPath: IndexPath
  ) -> [DragItem] {
    record("itemsForBeginning", [indexPath])
    return [DragItem(localObject: "item \(indexPath.section)-\(indexPath.item)")]
  }

  func collectionView(
    _ collectionView: any CollectionView,
    itemsForAddingTo session: DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] {
    record("itemsForAdding", [indexPath])
    return [DragItem(localObject: "item \(indexPath.section)-\(indexPath.item)")]
  }

  func collectionView(
    _ collectionView: any CollectionView, dragSessionWillBegin session: DragSession
  ) {
    events.append("dragSessionWillBegin")
  }

  func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession)
  {
    events.append("dragSessionDidEnd")
  }

  func collectionView(
    _ collectionView: any CollectionView,
    dropSessionDidUpdate session: DragSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> DropProposal {
    record("dropSessionDidUpdate", destinationIndexPath.map { [$0] } ?? [])
    return DropProposal(operation: dropOperation, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: any CollectionView, performDropWith coordinator: DropCoordinator
  ) {
    record("performDrop", coordinator.destinationIndexPath.map { [$0] } ?? [])
    performedDrops.append(coordinator)
  }

  func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DragSession)
  {
    events.append("dropSessionDidEnd")
  }
}
