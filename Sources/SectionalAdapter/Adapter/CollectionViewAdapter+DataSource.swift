import Foundation
import SectionalCollectionView
import SectionalLayout

extension CollectionViewAdapter: CollectionViewDataSource {
  /// The number of sections shown.
  public func numberOfSections(in collectionView: any CollectionView) -> Int {
    registry.count
  }

  /// The number of items of the section's controller.
  ///
  /// A section that is not shown has no items: asked for one, the adapter answers 0 and reports
  /// a ``Diagnostic/Kind/staleIndexPath`` diagnostic.
  public func collectionView(
    _ collectionView: any CollectionView,
    numberOfItemsInSection section: Int
  ) -> Int {
    if let entry = registry.entry(atSection: section) { return entry.controller.numberOfItems }
    report(
      Diagnostic(
        kind: .staleIndexPath, severity: .warning, sectionID: nil, controllerType: nil,
        indexPath: IndexPath(index: section),
        message: "numberOfItemsInSection asked for section \(section), which is not shown; "
          + "answered 0"))
    return 0
  }

  /// The number of items of every section's controller, in one pass over the entries.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func itemCounts(in collectionView: any CollectionView) -> [Int] {
    let entries = registry.entries
    // Written in place by index: appending checked the array's capacity and uniqueness at each
    // of the screen's sections.
    return [Int](unsafeUninitializedCapacity: entries.count) { counts, initialized in
      for index in entries.indices {
        counts.initializeElement(at: index, to: entries[index].controller.numberOfItems)
      }
      initialized = entries.count
    }
  }

  /// While a change asked through a section's context is sent, the sections whose controllers
  /// do not keep ``ModelDerivedItems``; otherwise `nil`, every count.
  ///
  /// A controller that keeps the contract changes its items only in a commit the adapter sends
  /// as a batch, which names its section; the others may change their items at any time, and
  /// are read whole. An update of the whole screen
  /// (``update(_:updateStrategy:completion:)``) vouches for nothing: after
  /// it the view reads every count, which is what catches a controller that broke the contract.
  ///
  /// - Complexity: O(1); the list is kept as the sections are shown.
  public func sectionsToRecount(in collectionView: any CollectionView) -> [Int]? {
    vouchesForPromisedCounts ? registry.sectionsWithoutItemPromise : nil
  }

  /// The cell from the item's section controller.
  public func collectionView(
    _ collectionView: any CollectionView,
    cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    handlingViewRequest(at: indexPath) {
      guard let entry = entry(for: indexPath, event: "cellForItemAt") else {
        return collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
      }
      return entry.controller.cellForItem(at: SectionIndexPath(indexPath), in: entry.context)
    }
  }

  /// The supplementary view from the section's controller.
  ///
  /// The layout placed the view, so a controller that does not adopt
  /// ``SupplementaryViewProviding``, or returns `nil`, leaves a blank space where UIKit would
  /// crash: that is a ``Diagnostic/Kind/missingSupplementaryView`` diagnostic, once per section
  /// and kind. An index path whose section is not shown gets no view and a
  /// ``Diagnostic/Kind/staleIndexPath`` diagnostic.
  public func collectionView(
    _ collectionView: any CollectionView,
    viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    handlingViewRequest(at: indexPath) {
      guard let entry = registry.entry(ofSectionIn: indexPath) else {
        report(
          Diagnostic(
            kind: .staleIndexPath, severity: .warning, sectionID: nil, controllerType: nil,
            indexPath: indexPath,
            message: "viewForSupplementaryElementOfKind asked for a \(kind) at \(indexPath), "
              + "whose section is not shown; no view"))
        return nil
      }
      let provider = entry.controller as? any SupplementaryViewProviding
      if let view = provider?.supplementaryView(
        ofKind: kind, at: SectionIndexPath(indexPath), in: entry.context)
      {
        return view
      }
      guard entry.missingElementKinds.insert(kind).inserted else { return nil }
      let reason =
        provider == nil
        ? "does not adopt SupplementaryViewProviding" : "returned no view for it"
      report(
        Diagnostic(
          kind: .missingSupplementaryView, severity: .error, sectionID: entry.id,
          controllerType: entry.controllerType, indexPath: indexPath,
          message: "the layout placed a \(kind) in section \(indexPath.section), but its "
            + "controller \(reason); the space is left blank (give the \(kind) no size to "
            + "have none)"))
      return nil
    }
  }

  /// Whether the item's controller lets it move.
  public func collectionView(
    _ collectionView: any CollectionView,
    canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let entry = entry(for: indexPath, event: "canMoveItemAt"),
      let mover = entry.controller as? any InteractiveMoving
    else { return false }
    return mover.canMoveItem(at: SectionIndexPath(indexPath))
  }

  /// Moves an item within its section's controller.
  ///
  /// Items move within their section: a move into another section, or to an index path that
  /// names no item of the source's section, is reported as a ``Diagnostic/Kind/staleIndexPath``
  /// diagnostic and not applied to the models, so the collection view rejects the move and
  /// reloads.
  public func collectionView(
    _ collectionView: any CollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    handlingCallbackInsideViewBatch {
      guard let entry = entry(for: sourceIndexPath, event: "moveItemAt"),
        let mover = entry.controller as? any InteractiveMoving
      else { return }
      // The destination's section read only once it has one: an empty index path traps.
      guard registry.entry(ofItemAt: destinationIndexPath) === entry else {
        let reason =
          destinationIndexPath.count == 2 && destinationIndexPath.section != sourceIndexPath.section
          ? "items move only within their section"
          : "the destination \(destinationIndexPath) is no item of section \(sourceIndexPath.section)"
        report(
          Diagnostic(
            kind: .staleIndexPath, severity: .error, sectionID: entry.id,
            controllerType: entry.controllerType, indexPath: destinationIndexPath,
            message: "\(reason); the move was not applied"))
        return
      }
      // The section's items changed under the adapter: like a change the controller applies
      // through its context, the move invalidates what was worked out before it (a background
      // diff, item changes computed earlier, the model last sent).
      scheduler.noteUpdateApplied()
      entry.sentModelBits = .none
      entry.sentModel = nil
      entry.itemGeneration += 1
      let requestsAsked = scheduler.requestsAsked
      mover.moveItem(
        at: SectionIndexPath(sourceIndexPath), to: SectionIndexPath(destinationIndexPath))
      if scheduler.requestsAsked != requestsAsked {
        showControllersItems(
          between: sourceIndexPath.item, and: destinationIndexPath.item, of: entry)
      }
    }
  }

  /// Configures the cells between a movement's ends again once what a controller asked for as it
  /// took the move is applied, so that they show the controller's items: a change asked for
  /// through its context (the move asked for again, say) is applied on top of the move the
  /// view already made, and would otherwise leave another order on screen.
  private func showControllersItems(
    between source: Int, and destination: Int, of entry: SectionEntry
  ) {
    let range = min(source, destination)...max(source, destination)
    scheduler.enqueue(
      PendingItemChange(
        target: .entry(entry),
        work: .deferred { [unowned entry] in
          let count = entry.controller.numberOfItems
          let shown = range.clamped(to: 0...max(0, count - 1))
          return SectionUpdate(
            changes: count == 0 ? .none : ItemChanges(reconfigures: IndexSet(integersIn: shown)),
            commit: {})
        },
        completion: nil))
  }

  /// The section entry that owns an item, or `nil` with a diagnostic when the index path is stale
  /// (see ``SectionRegistry/entry(ofItemAt:event:dropped:)``).
  func entry(for indexPath: IndexPath, event: String) -> SectionEntry? {
    // The shown item first, with no closure made: this runs for every cell the view asks for.
    if let entry = registry.entry(ofItemAt: indexPath) { return entry }
    return registry.entry(ofItemAt: indexPath, event: event, dropped: report)
  }

  /// The controller and section index path of every item, grouped by section.
  func grouped(_ indexPaths: [IndexPath], event: String) -> [(SectionEntry, [SectionIndexPath])] {
    registry.itemsBySection(indexPaths, event: event, dropped: report)
  }
}

extension CollectionViewAdapter: CollectionViewDataSourcePrefetching {
  /// Asks the controllers that handle prefetching to prefetch their items.
  public func collectionView(
    _ collectionView: any CollectionView,
    prefetchItemsAt indexPaths: [IndexPath]
  ) {
    handlingCallback {
      for (entry, items) in grouped(indexPaths, event: "prefetchItemsAt") {
        (entry.controller as? any PrefetchHandling)?.prefetchItems(at: items)
      }
    }
  }

  /// Tells the controllers that handle prefetching to cancel.
  public func collectionView(
    _ collectionView: any CollectionView,
    cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    handlingCallback {
      for (entry, items) in grouped(indexPaths, event: "cancelPrefetchingForItemsAt") {
        (entry.controller as? any PrefetchHandling)?.cancelPrefetchingItems(at: items)
      }
    }
  }
}
