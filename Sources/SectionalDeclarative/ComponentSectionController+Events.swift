import Foundation
import SectionalAdapter
import SectionalCollectionView
import SectionalDiffing
import SectionalLayout

/// The cells' events: selection, highlight, display and context menus, each routed to the
/// handlers of the cell the view shows.
extension ComponentSectionController {
  /// The context of an event of the cell at an index path, or `nil` when there is none.
  private func eventContext(at indexPath: SectionIndexPath, content: ComponentView?) -> (
    Cell, CellEventContext
  )? {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index), let sectionID = sectionID else { return nil }
    let cell = committed.items[index]
    return (
      cell,
      CellEventContext(
        sectionID: sectionID, cellID: cell.id, index: index,
        indexPath: indexPath.indexInCollectionView, component: cell.component, content: content)
    )
  }

  /// The id of the section, from the context.
  private var sectionID: SectionID? {
    context?.sectionID
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: indexPath, content: content) else { return }
    cell.events.didSelect?(event)
  }

  func didHighlightItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: indexPath, content: content) else { return }
    cell.events.onHighlight?(event)
  }

  func didUnhighlightItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: indexPath, content: content) else { return }
    cell.events.onUnhighlight?(event)
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    // The item's prefetched work goes to the cell that shows it.
    if let componentCell = cell as? ComponentCell, let shown = componentCell.shownCell,
      !prefetches.isEmpty
    {
      componentCell.prefetchTasks += prefetches.removeWork(for: shown)
    }
    guard
      let (item, event) = eventContext(at: indexPath, content: (cell as? ComponentCell)?.content)
    else { return }
    item.events.willDisplay?(event)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    // The cell that ended may be gone from the items (deleted): its own record says what it
    // showed. A view with no record (one this section never rendered into, as a test that calls
    // the delegate itself passes) ends the cell at its index, as KarrotListKit reads it.
    let componentCell = cell as? ComponentCell
    if let componentCell {
      for task in componentCell.prefetchTasks { task.cancel() }
      componentCell.prefetchTasks = []
    }
    guard let sectionID else { return }
    guard var shown = componentCell?.shownCell else {
      guard let (item, event) = eventContext(at: indexPath, content: componentCell?.content)
      else { return }
      item.events.didEndDisplay?(event)
      return
    }
    // The handlers of the list last applied: a cell that kept its identity and its component is
    // not shown again, so the cell it shows may hold an earlier list's handlers. A cell the
    // update removed, or that ends at its index before an update that shifted it (applied as a
    // reload), takes the handlers of the cells before that update.
    let index = indexPath.indexInSectionController
    if committed.items.indices.contains(index),
      committed.items[index].storage.hasSameCellIdentity(as: shown.storage)
    {
      shown = committed.items[index]
    } else if let before = cellsBefore, before.indices.contains(index),
      before[index].storage.hasSameCellIdentity(as: shown.storage)
    {
      shown = before[index]
    }
    let event = CellEventContext(
      sectionID: sectionID, cellID: shown.id, index: indexPath.indexInSectionController,
      indexPath: indexPath.indexInCollectionView, component: shown.component,
      content: componentCell?.content)
    shown.events.didEndDisplay?(event)
  }

  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    guard let handler = committed.model?.supplementaryEvents.willDisplay(kind),
      let event = supplementaryEventContext(of: view, ofKind: kind, at: indexPath)
    else { return }
    handler(event)
  }

  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    guard let handler = committed.model?.supplementaryEvents.didEndDisplay(kind),
      let event = supplementaryEventContext(of: view, ofKind: kind, at: indexPath)
    else { return }
    handler(event)
  }

  func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    showDecoration(in: view, ofKind: kind)
  }

  func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    forgetDecoration(in: view)
  }

  /// The context of a header's or footer's event: the component the view shows (the one it
  /// showed, for a view whose header the update removed).
  private func supplementaryEventContext(
    of view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) -> SupplementaryEventContext? {
    let shown = view as? ComponentSupplementaryView
    guard let sectionID,
      let component = shown?.component ?? supplementaryComponent(ofKind: kind)
    else { return nil }
    return SupplementaryEventContext(
      sectionID: sectionID, kind: kind,
      indexPath: indexPath.indexInCollectionView, component: component,
      content: shown?.content)
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: indexPath, content: content) else { return nil }
    return cell.events.contextMenu?(event)
  }
}
