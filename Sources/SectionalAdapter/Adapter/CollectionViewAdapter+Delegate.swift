import Foundation
import SectionalCollectionView
import SectionalLayout

extension CollectionViewAdapter: CollectionViewDelegate {
  /// Asks the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    handlingCallback {
      selectionHandler(for: indexPath, event: "shouldHighlightItemAt")
        .map { $0.shouldHighlightItem(at: SectionIndexPath(indexPath)) } ?? true
    }
  }

  /// Tells the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    didHighlightItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      selectionHandler(for: indexPath, event: "didHighlightItemAt")?
        .didHighlightItem(at: SectionIndexPath(indexPath))
    }
  }

  /// Tells the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    didUnhighlightItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      selectionHandler(for: indexPath, event: "didUnhighlightItemAt")?
        .didUnhighlightItem(at: SectionIndexPath(indexPath))
    }
  }

  /// Asks the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    handlingCallback {
      selectionHandler(for: indexPath, event: "shouldSelectItemAt")
        .map { $0.shouldSelectItem(at: SectionIndexPath(indexPath)) } ?? true
    }
  }

  /// Tells the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    didSelectItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      selectionHandler(for: indexPath, event: "didSelectItemAt")?
        .didSelectItem(at: SectionIndexPath(indexPath))
    }
  }

  /// Asks the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    handlingCallback {
      selectionHandler(for: indexPath, event: "shouldDeselectItemAt")
        .map { $0.shouldDeselectItem(at: SectionIndexPath(indexPath)) } ?? true
    }
  }

  /// Tells the item's controller, when it handles selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    didDeselectItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      selectionHandler(for: indexPath, event: "didDeselectItemAt")?
        .didDeselectItem(at: SectionIndexPath(indexPath))
    }
  }

  /// Tells the item's controller, when it handles display, and updates the working range.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      guard let entry = entry(for: indexPath, event: "willDisplay") else { return }
      display.willDisplay(cell, at: indexPath, of: entry, among: registry.entries)
    }
  }

  /// Tells the controller that displayed the cell, when it handles display.
  ///
  /// The item may be gone already (a deleted item ends display after the update, with its index
  /// path before the update), so the controller is the one that displayed the cell, even if its
  /// section has moved or been removed since.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    handlingCallback {
      display.didEndDisplaying(cell, at: indexPath)
    }
  }

  /// Tells the section's controller, when it handles display.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    handlingCallback {
      guard let entry = registry.entry(ofSectionIn: indexPath) else { return }
      display.willDisplaySupplementaryView(
        view, ofKind: kind, at: indexPath, of: entry)
    }
  }

  /// Tells the section's controller, when it handles display.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    handlingCallback {
      display.didEndDisplayingSupplementaryView(view, ofKind: kind, at: indexPath)
    }
  }

  /// Tells the controller of the section the decoration view belongs to, when it handles
  /// display.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplayDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    handlingCallback {
      guard let entry = registry.entry(ofSectionIn: indexPath) else { return }
      display.willDisplayDecorationView(view, ofKind: kind, at: indexPath, of: entry)
    }
  }

  /// Tells the controller of the section that displayed the decoration view, when it handles
  /// display.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    handlingCallback {
      display.didEndDisplayingDecorationView(view, ofKind: kind, at: indexPath)
    }
  }

  /// The item's context menu, from its controller.
  public func collectionView(
    _ collectionView: any CollectionView,
    contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    handlingCallback {
      guard let entry = entry(for: indexPath, event: "contextMenuConfigurationForItemAt") else {
        return nil
      }
      return (entry.controller as? any ContextMenuProviding)?
        .contextMenuConfiguration(forItemAt: SectionIndexPath(indexPath), point: point)
    }
  }

  /// Keeps an item being moved within its section, at a place its controller allows.
  ///
  /// A proposal in another section is refused with a ``Diagnostic/Kind/crossSectionMove``
  /// diagnostic, and the item stays where it was, so no batch ever moves it out (IGListKit
  /// reverts such moves too, except between sections of one item each, which it turns into a
  /// move of the sections: see ``InteractiveMoving``). A place of the section the controller
  /// refuses (``InteractiveMoving/canMoveItem(at:to:)``) keeps the item where it was.
  public func collectionView(
    _ collectionView: any CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    guard proposedIndexPath.count == 2, originalIndexPath.count == 2 else {
      return proposedIndexPath
    }
    guard proposedIndexPath.section != originalIndexPath.section else {
      let allows = handlingCallback {
        guard let entry = registry.entry(ofItemAt: originalIndexPath),
          let mover = entry.controller as? any InteractiveMoving
        else { return true }
        return mover.canMoveItem(
          at: SectionIndexPath(originalIndexPath), to: SectionIndexPath(proposedIndexPath))
      }
      return allows ? proposedIndexPath : originalIndexPath
    }
    let entry = registry.entry(ofSectionIn: originalIndexPath)
    report(
      Diagnostic(
        kind: .crossSectionMove, severity: .warning, sectionID: entry?.id,
        controllerType: entry?.controllerType, indexPath: proposedIndexPath,
        message: "items move only within their section; the move into section "
          + "\(proposedIndexPath.section) was refused and the item stays where it was"))
    return originalIndexPath
  }

  /// Tells the controllers of the visible sections, updates the working range, then tells the
  /// services that observe scrolling and the ``scrollDelegate``.
  public func scrollViewDidScroll(_ collectionView: any CollectionView) {
    handlingCallback {
      for entry in visibleEntries() {
        entry.scrollHandler?.didScroll(in: entry.context)
      }
      updateWorkingRange()
      for observer in services.scrollObservers {
        observer.scrollViewDidScroll(collectionView)
      }
      scrollDelegate?.scrollViewDidScroll(collectionView)
      tellViewportObservers()
    }
  }

  /// Tells the services that observe scrolling and the ``scrollDelegate`` that the viewport
  /// changed size.
  public func scrollViewDidChangeSize(_ collectionView: any CollectionView) {
    handlingCallback {
      for observer in services.scrollObservers {
        observer.scrollViewDidChangeSize(collectionView)
      }
      scrollDelegate?.scrollViewDidChangeSize(collectionView)
      tellViewportObservers()
      // A viewport that shrank shows fewer sections: those beyond the range leave it.
      updateWorkingRange()
    }
  }

  /// Tells the controllers of the visible sections, then the services that observe scrolling
  /// and the ``scrollDelegate``.
  public func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
    handlingCallback {
      for entry in visibleEntries() {
        entry.scrollHandler?.willBeginDragging(in: entry.context)
      }
      for observer in services.scrollObservers {
        observer.scrollViewWillBeginDragging(collectionView)
      }
      scrollDelegate?.scrollViewWillBeginDragging(collectionView)
    }
  }

  /// Lets the services that observe scrolling, then the ``scrollDelegate``, see and change where
  /// the content will rest; each sees the target the one before left.
  public func scrollViewWillEndDragging(
    _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    var target = targetContentOffset
    handlingCallback {
      for observer in services.scrollObservers {
        observer.scrollViewWillEndDragging(
          collectionView, withVelocity: velocity, targetContentOffset: &target)
      }
      scrollDelegate?.scrollViewWillEndDragging(
        collectionView, withVelocity: velocity, targetContentOffset: &target)
    }
    targetContentOffset = target
  }

  /// Tells the controllers of the visible sections, then the services that observe scrolling
  /// and the ``scrollDelegate``.
  public func scrollViewDidEndDragging(
    _ collectionView: any CollectionView,
    willDecelerate decelerate: Bool
  ) {
    handlingCallback {
      for entry in visibleEntries() {
        entry.scrollHandler?
          .didEndDragging(in: entry.context, willDecelerate: decelerate)
      }
      for observer in services.scrollObservers {
        observer.scrollViewDidEndDragging(collectionView, willDecelerate: decelerate)
      }
      scrollDelegate?.scrollViewDidEndDragging(collectionView, willDecelerate: decelerate)
    }
  }

  /// Tells the services that observe scrolling, then the ``scrollDelegate``.
  public func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView) {
    handlingCallback {
      for observer in services.scrollObservers {
        observer.scrollViewWillBeginDecelerating(collectionView)
      }
      scrollDelegate?.scrollViewWillBeginDecelerating(collectionView)
    }
  }

  /// Tells the controllers of the visible sections (IGListKit's
  /// `listAdapter(_:didEndDeceleratingSectionController:)`), then the services that observe
  /// scrolling and the ``scrollDelegate``.
  public func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {
    handlingCallback {
      for entry in visibleEntries() {
        entry.scrollHandler?.didEndDecelerating(in: entry.context)
      }
      for observer in services.scrollObservers {
        observer.scrollViewDidEndDecelerating(collectionView)
      }
      scrollDelegate?.scrollViewDidEndDecelerating(collectionView)
    }
  }

  /// Tells the services that observe scrolling, then the ``scrollDelegate``, that a scroll
  /// asked for with animation came to its end.
  public func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) {
    handlingCallback {
      for observer in services.scrollObservers {
        observer.scrollViewDidEndScrollingAnimation(collectionView)
      }
      scrollDelegate?.scrollViewDidEndScrollingAnimation(collectionView)
    }
  }

  /// Asks the services that observe scrolling and the ``scrollDelegate``: the content scrolls
  /// to its top only when none answers `false`.
  public func scrollViewShouldScrollToTop(_ collectionView: any CollectionView) -> Bool {
    handlingCallback {
      var allows = true
      for observer in services.scrollObservers {
        allows = observer.scrollViewShouldScrollToTop(collectionView) && allows
      }
      return (scrollDelegate?.scrollViewShouldScrollToTop(collectionView) ?? true) && allows
    }
  }

  /// Tells the services that observe scrolling, then the ``scrollDelegate``.
  public func scrollViewDidScrollToTop(_ collectionView: any CollectionView) {
    handlingCallback {
      for observer in services.scrollObservers {
        observer.scrollViewDidScrollToTop(collectionView)
      }
      scrollDelegate?.scrollViewDidScrollToTop(collectionView)
    }
  }

  // MARK: Flow layout

  /// The section's layout description, from its controller.
  public func collectionView(
    _ collectionView: any CollectionView,
    layoutForSectionAt section: Int
  ) -> (any SectionLayoutDescription)? {
    guard let (provider, context) = layoutProvider(inSection: section) else { return nil }
    return provider.sectionLayout(for: collectionView.collectionViewLayout, in: context)
  }

  /// The sections of a range whose controllers describe their layout, with the descriptions:
  /// the registry lists those sections, so a section whose controller provides none costs
  /// nothing.
  ///
  /// - Complexity: O(log *s* + *d*) for *s* sections, *d* of them in the range with a
  ///   description provider, plus what their descriptions cost.
  public func collectionView(
    _ collectionView: any CollectionView,
    layoutsForSectionsIn sections: Range<Int>
  ) -> [DescribedSection] {
    let entries = registry.entries
    let described = registry.describedSections
    var layouts: [DescribedSection] = []
    var layout: (any CollectionViewLayout)?
    let range = sections.clamped(to: entries.indices)
    var position = described.partitioningIndex { $0 >= range.lowerBound }
    // Room for every described section in the range: grown from empty, the list of a screen's
    // descriptions was reallocated and copied at each doubling, at every layout pass.
    layouts.reserveCapacity(described.partitioningIndex { $0 >= range.upperBound } - position)
    while position < described.count, described[position] < range.upperBound {
      let section = described[position]
      position += 1
      guard let provider = entries[section].layoutProvider else { continue }
      if layout == nil {
        layout = collectionView.collectionViewLayout
      }
      if let layout,
        let description = provider.sectionLayout(for: layout, in: entries[section].context)
      {
        layouts.append(DescribedSection(section: section, description: description))
      }
    }
    return layouts
  }

  /// The sections of a range whose controllers describe their layout, with the stamps of their
  /// descriptions: a controller that stamps none (it does not adopt the package's
  /// `SectionLayoutStamping`) gives ``DescriptionStamp/unstamped``, and `nil` when no shown
  /// controller stamps, so that the layout reads every description at once.
  ///
  /// - Complexity: O(log *s* + *d*) for *s* sections, *d* of them in the range with a
  ///   description provider.
  public func collectionView(
    _ collectionView: any CollectionView,
    descriptionStampsForSectionsIn sections: Range<Int>
  ) -> [StampedSection]? {
    guard registry.stampsDescriptions else { return nil }
    let entries = registry.entries
    let described = registry.describedSections
    let range = sections.clamped(to: entries.indices)
    var position = described.partitioningIndex { $0 >= range.lowerBound }
    var stamps: [StampedSection] = []
    stamps.reserveCapacity(described.partitioningIndex { $0 >= range.upperBound } - position)
    var everyOneStamped = true
    while position < described.count, described[position] < range.upperBound {
      let section = described[position]
      position += 1
      let stamp = entries[section].layoutStamper?.layoutStamp ?? .unstamped
      if stamp == .unstamped { everyOneStamped = false }
      stamps.append(StampedSection(section: section, stamp: stamp))
    }
    // Read for every section, each stamped: the descriptions stay as they are until a commit.
    if range == entries.indices, everyOneStamped {
      stampedDescriptionsRevision = committedDescriptionsRevision
    }
    return stamps
  }

  /// The revision of every section's description, while every described section was found
  /// stamped under it; `nil` otherwise, and before the first commit.
  ///
  /// A stamped section's description changes only when an update is committed (its stamp
  /// promises that), and every commit mints another revision, so the layout may keep what it
  /// read under this one until then.
  public func descriptionsRevision(in collectionView: any CollectionView) -> DescriptionStamp? {
    guard committedDescriptionsRevision != .unstamped,
      stampedDescriptionsRevision == committedDescriptionsRevision
    else { return nil }
    return committedDescriptionsRevision
  }

  /// Reports a layout's diagnostic, naming the section and its controller.
  public func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    let entry = registry.entry(atSection: diagnostic.section)
    report(
      Diagnostic(
        kind: .layoutDiagnostic, severity: .warning, sectionID: entry?.id,
        controllerType: entry?.controllerType,
        message: "the layout reported: \(diagnostic.message)", layoutDiagnostic: diagnostic))
  }

  /// Reports a description the layout could not read, once for each section, description type
  /// and layout type: the layout reads the section again at every pass.
  public func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    cannotRead description: any SectionLayoutDescription,
    forSectionAt section: Int
  ) {
    let entry = registry.entry(atSection: section)
    let key = [ObjectIdentifier(type(of: description)), ObjectIdentifier(type(of: layout))]
    if let entry {
      guard entry.reportedUnreadableLayout != key else { return }
      entry.reportedUnreadableLayout = key
    }
    report(
      Diagnostic(
        kind: .unreadableSectionLayout, severity: .error, sectionID: entry?.id,
        controllerType: entry?.controllerType,
        message: unreadableDescriptionMessage(
          description, ofSection: section, by: layout)))
  }

  /// The item's size, from its controller; one that cannot place it is reported and the layout
  /// places the item at its own size.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    guard let entry = registry.entry(ofSectionIn: indexPath), let sizer = entry.itemSizer
    else { return nil }
    let context = entry.context
    return usable(
      sizer.sizeForItem(at: SectionIndexPath(indexPath), fitting: proposal, in: context),
      at: indexPath, of: "item \(indexPath.item)",
      fallback: "the layout places it at its own size (its estimate, or its item size)")
  }

  /// A self-sizing header's or footer's size, from its controller; one that cannot place it is
  /// reported and the view measures itself instead.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizeForSupplementaryViewOfKind kind: ElementKind,
    at indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    guard let entry = registry.entry(ofSectionIn: indexPath),
      let sizer = entry.supplementaryViewSizer
    else { return nil }
    let context = entry.context
    return usable(
      sizer.sizeForSupplementaryView(
        ofKind: kind, at: SectionIndexPath(indexPath), fitting: proposal, in: context),
      at: indexPath, of: "the \(kind)", fallback: "the view measures itself instead")
  }

  /// A size a controller stated, or `nil` with an `invalidSize` diagnostic when it cannot place
  /// an element (a length that is not finite, negative, or over the layout's limit).
  private func usable(
    _ size: CGSize?, at indexPath: IndexPath, of element: String, fallback: String
  ) -> CGSize? {
    guard let size, !LayoutLimits.isUsable(size) else { return size }
    let entry = registry.entries[indexPath.section]
    report(
      Diagnostic(
        kind: .invalidSize, severity: .error, sectionID: entry.id,
        controllerType: entry.controllerType, indexPath: indexPath,
        message: "\(element) of section \(indexPath.section) was sized \(size.width) × "
          + "\(size.height), which cannot place it (a length that is not finite, negative, or "
          + "over \(LayoutLimits.maximumElementLength)); \(fallback)"))
    return nil
  }

  // MARK: Routing

  private func selectionHandler(for indexPath: IndexPath, event: String)
    -> (any SelectionHandling)?
  {
    entry(for: indexPath, event: event)?.controller as? any SelectionHandling
  }

  private func layoutProvider(inSection section: Int)
    -> (any SectionLayoutProviding, any CollectionViewContext)?
  {
    guard let entry = registry.entry(atSection: section), let provider = entry.layoutProvider
    else { return nil }
    return (provider, entry.context)
  }

  /// The entries of the sections with a visible item or a shown header, footer or other
  /// supplementary view, in order.
  func visibleEntries() -> [SectionEntry] {
    guard let view = drivenCollectionView else { return [] }
    let ofItems = registry.entries(ofItemsAt: view.indexPathsForVisibleItems)
    let showingViews = display.entriesShowingSupplementaryViews
    guard !showingViews.isEmpty else { return ofItems }
    // A section shown by a header or footer alone is shown too, as in IGListKit: the sections
    // of the visible items and of the shown supplementary views, in section order, each once.
    var sections = Set(ofItems.compactMap { registry.index(of: $0) })
    for entry in showingViews {
      if let section = registry.index(of: entry) { sections.insert(section) }
    }
    return sections.sorted().compactMap { registry.entry(atSection: $0) }
  }

  // MARK: Working range

  /// Recomputes the working range from the visible sections (see ``WorkingRange``).
  func updateWorkingRange() {
    workingRange.update(
      visibleItems: { [unowned self] in drivenCollectionView?.indexPathsForVisibleItems ?? [] },
      of: { [unowned self] in registry.entries })
  }
}
