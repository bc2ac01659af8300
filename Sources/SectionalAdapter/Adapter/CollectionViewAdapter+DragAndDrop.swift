import Foundation
import SectionalCollectionView

extension CollectionViewAdapter: CollectionViewDragDelegate {
  /// The items to drag, from the item's controller when it handles drags.
  public func collectionView(
    _ collectionView: any CollectionView,
    itemsForBeginning session: DragSession,
    at indexPath: IndexPath
  ) -> [DragItem] {
    handlingCallback {
      guard let entry = entry(for: indexPath, event: "itemsForBeginning"),
        let dragger = entry.controller as? any DragHandling
      else { return [] }
      return dragger.dragItems(forBeginning: session, at: SectionIndexPath(indexPath))
    }
  }

  /// The items to add, from the tapped item's controller when it handles drags.
  public func collectionView(
    _ collectionView: any CollectionView,
    itemsForAddingTo session: DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] {
    handlingCallback {
      guard let entry = entry(for: indexPath, event: "itemsForAddingTo"),
        let dragger = entry.controller as? any DragHandling
      else { return [] }
      let items = dragger.dragItems(
        forAddingTo: session, at: SectionIndexPath(indexPath), point: point)
      // A controller whose items join a drag that began is told it began, as the controllers of
      // its first items were: every controller told that it ends was told that it began.
      if !items.isEmpty, dragSources.noteAdding(to: session, from: entry) {
        dragger.dragSessionWillBegin(session)
      }
      return items
    }
  }

  /// Tells the controllers whose items are dragged.
  public func collectionView(
    _ collectionView: any CollectionView,
    dragSessionWillBegin session: DragSession
  ) {
    handlingCallback {
      let entries = sourceGroups(of: session).map(\.0)
      dragSources.noteBeginning(of: session, toldTo: entries)
      for entry in entries {
        (entry.controller as? any DragHandling)?.dragSessionWillBegin(session)
      }
    }
  }

  /// Tells the controllers that were told the drag began, wherever its items went meanwhile (a
  /// move drop has deleted them from their section by now), as long as they still show a
  /// section of this adapter.
  public func collectionView(
    _ collectionView: any CollectionView,
    dragSessionDidEnd session: DragSession
  ) {
    handlingCallback {
      guard let entries = dragSources.takeEntries(of: session) else {
        // A drag whose beginning this adapter did not see: by its items' index paths.
        for (entry, _) in sourceGroups(of: session) {
          (entry.controller as? any DragHandling)?.dragSessionDidEnd(session)
        }
        return
      }
      for entry in entries where registry.index(of: entry) != nil {
        (entry.controller as? any DragHandling)?.dragSessionDidEnd(session)
      }
    }
  }

  /// The dragged items of a session that come from this collection view, by section.
  private func sourceGroups(of session: DragSession) -> [(SectionEntry, [SectionIndexPath])] {
    grouped(session.items.compactMap(\.sourceIndexPath), event: "drag session")
  }
}

extension CollectionViewAdapter: CollectionViewDropDelegate {
  /// The proposal of the destination's controller when it handles drops; otherwise cancel.
  ///
  /// A drop's destination is an insertion point, as UIKit hands it over: an item of a section,
  /// or one past its last item (the end of the section, item 0 of an empty one), which goes to
  /// that section's controller. No destination (`nil`: the drag is over no item, below the last
  /// one, say) cancels without asking a controller, as SectionKit's adapter does: the end of a
  /// section is its own insertion point. Any other destination is reported as a
  /// ``Diagnostic/Kind/staleIndexPath`` diagnostic and cancelled.
  public func collectionView(
    _ collectionView: any CollectionView,
    dropSessionDidUpdate session: DragSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> DropProposal {
    handlingCallback {
      guard let destinationIndexPath,
        let entry = entry(forDropAt: destinationIndexPath, event: "dropSessionDidUpdate"),
        let dropper = entry.controller as? any DropHandling
      else { return DropProposal(operation: .cancel) }
      return dropper.dropProposal(for: session, at: SectionIndexPath(destinationIndexPath))
    }
  }

  /// Performs the drop in the destination's controller, then, for a move, tells the controllers
  /// of the dragged items where they went.
  ///
  /// The destination is an insertion point, as for
  /// ``collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)``: at the end of a
  /// section, its index in the controller is the controller's count. A copy leaves the dragged
  /// items where they are, as in UIKit: their controllers are not told of it.
  public func collectionView(
    _ collectionView: any CollectionView,
    performDropWith coordinator: DropCoordinator
  ) {
    handlingCallback {
      guard let destinationIndexPath = coordinator.destinationIndexPath,
        let entry = entry(forDropAt: destinationIndexPath, event: "performDrop")
      else { return }
      let destination = SectionIndexPath(destinationIndexPath)
      let sources = grouped(coordinator.items.compactMap(\.sourceIndexPath), event: "performDrop")
      (entry.controller as? any DropHandling)?.performDrop(with: coordinator, at: destination)
      guard coordinator.proposal.operation == .move else { return }
      for (source, indexPaths) in sources {
        (source.controller as? any DragHandling)?.didDropItems(from: indexPaths, into: destination)
      }
    }
  }

  /// The entry of the section a drop's destination names, when the destination is an insertion
  /// point of it (an item, or one past its last); otherwise `nil` with a diagnostic.
  private func entry(forDropAt indexPath: IndexPath, event: String) -> SectionEntry? {
    // Compared one bound at a time: a range would trap on a negative item.
    if let entry = registry.entry(ofSectionIn: indexPath), indexPath.item >= 0,
      indexPath.item <= entry.controller.numberOfItems
    {
      return entry
    }
    let entry = registry.entry(ofSectionIn: indexPath)
    report(
      Diagnostic(
        kind: .staleIndexPath, severity: .warning, sectionID: entry?.id,
        controllerType: entry?.controllerType, indexPath: indexPath,
        message: "\(event) named no insertion point of a shown section; the event was dropped"))
    return nil
  }
}
