import Foundation
import Sectional
import Testing

// The bad-input catalogue: every hostile input gets a test that asserts (a) the exact diagnostic
// or error, (b) that nothing crashed (the test runs to its end, with the view's default `.report`
// policy and no trap in library code), and (c) that the view and the data agree afterwards and a
// further normal update still works. (c) is these two helpers, used by every test.

extension AdapterHarness {
  /// Expects the view and the data to agree: the view's section and item counts equal the
  /// controllers' (and `expected`'s), every cell on screen shows the model item at its index path,
  /// every item in the viewport has a cell, and list controllers hold exactly `expected`.
  ///
  /// - Parameters:
  ///   - expected: The model: the texts of every section's items, in order.
  ///   - sourceLocation: Where a failure is reported.
  func expectViewAgrees(
    with expected: [[String]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    view.layoutIfNeeded()
    expectEveryErrorDiagnosed(sourceLocation: sourceLocation)
    let counts = expected.map(\.count)
    #expect(adapter.numberOfSections(in: view) == expected.count, sourceLocation: sourceLocation)
    #expect(view.numberOfSections == expected.count, sourceLocation: sourceLocation)
    let viewCounts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    #expect(viewCounts == counts, "the view's item counts", sourceLocation: sourceLocation)
    let controllers = (0..<expected.count).map { adapter.sectionController(atSection: $0) }
    let controllerCounts = controllers.map { $0?.numberOfItems ?? -1 }
    #expect(controllerCounts == counts, "the controllers' counts", sourceLocation: sourceLocation)
    for (section, controller) in controllers.enumerated() {
      guard let list = controller as? ListSectionController<[String], String> else { continue }
      #expect(list.items == expected[section], sourceLocation: sourceLocation)
    }

    var mismatches: [String] = []
    for indexPath in view.indexPathsForVisibleItems {
      let text = view.cellForItem(at: indexPath)?.text
      guard expected.indices.contains(indexPath.section),
        expected[indexPath.section].indices.contains(indexPath.item)
      else {
        mismatches.append("\(indexPath) shows \(text ?? "nil") but is not in the data")
        continue
      }
      let item = expected[indexPath.section][indexPath.item]
      if text != item {
        mismatches.append("\(indexPath) shows \(text ?? "nil") instead of \(item)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)", sourceLocation: sourceLocation)
    let inViewport = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      .filter { $0.category == .cell }.map(\.indexPath).sorted()
    #expect(
      view.indexPathsForVisibleItems == inViewport, "every item in the viewport has a cell",
      sourceLocation: sourceLocation)
  }

  /// Expects a further, ordinary update to text lists to apply as a batch (or a reload, when
  /// `expectingBatch` is `false`) with no new error or diagnostic, and the view to agree with it.
  ///
  /// - Parameters:
  ///   - lists: The next sections, as `(id, items)` pairs of text lists.
  ///   - expectingBatch: Whether the update should be applied as a batch update.
  ///   - sourceLocation: Where a failure is reported.
  func expectFurtherUpdateWorks(
    _ lists: [(String, [String])],
    expectingBatch: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let errorCount = view.errors.count
    let diagnosticCount = diagnostics.count
    var applied: [Bool] = []
    adapter.update(AdapterHarness.lists(lists)) { applied.append($0) }
    view.layoutIfNeeded()
    #expect(applied == [expectingBatch], sourceLocation: sourceLocation)
    let newErrors = view.errors.dropFirst(errorCount)
    let newDiagnostics = diagnostics.dropFirst(diagnosticCount)
    #expect(newErrors.isEmpty, "new errors: \(Array(newErrors))", sourceLocation: sourceLocation)
    #expect(
      newDiagnostics.isEmpty, "new diagnostics: \(Array(newDiagnostics))",
      sourceLocation: sourceLocation)
    expectViewAgrees(with: lists.map(\.1), sourceLocation: sourceLocation)
  }

  /// Both checks: the view agrees with `expected` now, and with `next` after a further update.
  func expectRecovered(
    showing expected: [[String]],
    thenUpdatingTo next: [(String, [String])],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectViewAgrees(with: expected, sourceLocation: sourceLocation)
    expectFurtherUpdateWorks(next, sourceLocation: sourceLocation)
  }
}

/// The type name diagnostics give a text list's controller.
let textListType = String(describing: TextList.self)

/// The reuse identifier of the plain cell the stock controllers dequeue.
let plainCellIdentifier = String(reflecting: CollectionViewCell.self)

/// A text list that adopts every item capability and records what reaches it, so that a test can
/// prove a dropped event never reached it.
@MainActor
final class CatalogueList: DiffingListSectionController<[String], String>, SelectionHandling,
  DisplayHandling, PrefetchHandling, DragHandling, DropHandling, ContextMenuProviding,
  InteractiveMoving
{
  var events: [String] = []
  /// Runs when an item is selected, inside the adapter's callback.
  var onSelect: (() -> Void)?

  private func record(_ event: String, _ indexPath: SectionIndexPath) {
    events.append("\(event) \(indexPath.indexInCollectionView)")
  }

  func shouldHighlightItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldHighlight", indexPath)
    return true
  }
  func didHighlightItem(at indexPath: SectionIndexPath) { record("didHighlight", indexPath) }
  func didUnhighlightItem(at indexPath: SectionIndexPath) { record("didUnhighlight", indexPath) }
  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldSelect", indexPath)
    return true
  }
  func didSelectItem(at indexPath: SectionIndexPath) {
    record("didSelect", indexPath)
    onSelect?()
  }
  func shouldDeselectItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldDeselect", indexPath)
    return true
  }
  func didDeselectItem(at indexPath: SectionIndexPath) { record("didDeselect", indexPath) }
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    record("willDisplay", indexPath)
  }
  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    for indexPath in indexPaths { record("prefetch", indexPath) }
  }
  func cancelPrefetchingItems(at indexPaths: [SectionIndexPath]) {
    for indexPath in indexPaths { record("cancelPrefetch", indexPath) }
  }
  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    record("drag", indexPath)
    return [DragItem(localObject: items[indexPath.indexInSectionController])]
  }
  func dragItems(forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint)
    -> [DragItem]
  {
    record("addToDrag", indexPath)
    return []
  }
  func dragSessionDidEnd(_ session: DragSession) { events.append("dragEnded") }
  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    record("dropProposal", indexPath)
    return DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    record("performDrop", indexPath)
  }
  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    record("contextMenu", indexPath)
    return ContextMenuConfiguration(
      identifier: items[indexPath.indexInSectionController], actions: [])
  }
  func canMoveItem(at indexPath: SectionIndexPath) -> Bool {
    record("canMove", indexPath)
    return true
  }
  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    record("move", source)
  }
}
