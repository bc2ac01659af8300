import Foundation
import SectionalLayout

extension CollectionViewAdapter {
  /// The controllers of the sections with a visible item or a shown supplementary view (a
  /// section shown by its header alone is shown, as in IGListKit), in section order; none when
  /// the view's data source is another object (``Diagnostic/Kind/dataSourceReplaced``).
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible items and supplementary views.
  public var visibleSectionControllers: [any SectionController] {
    visibleEntries().map(\.controller)
  }

  /// Scrolls so that an item of the section with an id is shown at a position.
  ///
  /// The layout decides the offset along its scroll axis (any ``ScrollPosition``, clamped to the
  /// content). An empty section is shown by its header or footer, where the layout places one; an
  /// empty section with neither cannot be scrolled to.
  ///
  /// With `supplementaryKinds`, the section's views of those kinds are shown together with the
  /// item, as IGListKit's `scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)`
  /// does: `[.header]` at ``ScrollPosition/top`` puts the section's header, not its first item,
  /// at the top. Without, the item alone is placed, and a header above it stays out of view.
  ///
  /// - Parameters:
  ///   - id: The section's id.
  ///   - item: The item's index within the section; the first by default.
  ///   - supplementaryKinds: The kinds of the section's supplementary views to show with the
  ///     item, such as ``ElementKind/header``; none by default.
  ///   - scrollPosition: Where to show it.
  ///   - animated: Whether to animate. A headless view has no animation: it is at the item at
  ///     once, and tells `scrollViewDidEndScrollingAnimation` when the content moved.
  /// - Returns: `false`, with a ``Diagnostic/Kind/staleIndexPath`` diagnostic, when no section has
  ///   the id or the section has no such item (and, when empty, no header or footer); `false`,
  ///   with a ``Diagnostic/Kind/dataSourceReplaced`` diagnostic, when the view's data source is
  ///   another object.
  @discardableResult
  public func scroll<ID: Hashable & Sendable>(
    toSectionID id: ID,
    item: Int = 0,
    supplementaryKinds: [ElementKind] = [],
    at scrollPosition: ScrollPosition = .top,
    animated: Bool = true
  ) -> Bool {
    let sectionID = SectionID(id)
    guard drivenCollectionView != nil else {
      report(
        Diagnostic(
          kind: .dataSourceReplaced, severity: .error, sectionID: sectionID,
          message: "scroll(toSectionID:) was not applied: the collection view's data source is "
            + "not this adapter, so the view shows none of its sections"))
      return false
    }
    guard let section = registry.index(of: sectionID) else {
      report(
        Diagnostic(
          kind: .staleIndexPath, severity: .warning, sectionID: sectionID,
          message: "scroll(toSectionID:) named a section that is not shown"))
      return false
    }
    let indexPath = IndexPath(item: item, section: section)
    let entry = registry.entries[section]
    let count = entry.controller.numberOfItems
    if count == 0, item == 0,
      let frame = supplementaryFrame(
        of: supplementaryKinds.isEmpty ? [.header, .footer] : supplementaryKinds, in: section)
    {
      // An empty section shows its header or footer: that is where it is.
      collectionView.setContentOffset(
        collectionView.contentOffset(showing: frame, at: scrollPosition), animated: animated)
      return true
    }
    guard item >= 0, item < count else {
      let problem =
        count == 0
        ? "section \(sectionID) has no items to scroll to"
        : "section \(sectionID) has \(count) items, so item \(item) does not exist"
      report(
        Diagnostic(
          kind: .staleIndexPath, severity: .warning, sectionID: sectionID,
          controllerType: entry.controllerType, indexPath: indexPath,
          message: "scroll(toSectionID:) was not applied: \(problem)"))
      return false
    }
    if !supplementaryKinds.isEmpty,
      let views = supplementaryFrame(of: supplementaryKinds, in: section),
      let itemFrame = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?
        .frame
    {
      // The item with the section's views of those kinds, as IGListKit scrolls to them.
      collectionView.setContentOffset(
        collectionView.contentOffset(showing: itemFrame.union(views), at: scrollPosition),
        animated: animated)
      return true
    }
    collectionView.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    return true
  }

  /// The frame of a section's supplementary views of some kinds together (those at item 0, a
  /// header's and a footer's place), if the layout places any.
  private func supplementaryFrame(of kinds: [ElementKind], in section: Int) -> CGRect? {
    collectionView.layoutIfNeeded()
    let layout = collectionView.collectionViewLayout
    let frames = kinds.compactMap {
      layout.layoutAttributesForSupplementaryView(
        ofKind: $0, at: IndexPath(item: 0, section: section))?.frame
    }
    return frames.dropFirst().reduce(frames.first) { $0?.union($1) }
  }

  /// Replaces every cell of the sections with these ids, without a model change.
  ///
  /// Each section is reloaded in a batch of its own, in the order of the ids, queued behind any
  /// update in progress like every other change; the completion runs once, after the last. Ids
  /// that are not shown are reported as ``Diagnostic/Kind/sectionRemoved``. With no ids there is
  /// nothing to queue: the completion runs at once, with `true`, even while updates wait.
  ///
  /// - Parameters:
  ///   - ids: The sections' ids.
  ///   - completion: Called once every section is reloaded, with whether all were applied as
  ///     batch updates.
  public func reloadSections<ID: Hashable & Sendable>(
    withIDs ids: [ID],
    completion: ((Bool) -> Void)? = nil
  ) {
    var remaining = ids.count
    var allApplied = true
    guard remaining > 0 else {
      completion?(true)
      return
    }
    for id in ids {
      scheduler.enqueue(
        PendingItemChange(
          target: .id(SectionID(id)),
          work: .deferred { SectionUpdate(changes: .reloadSection, commit: {}) },
          completion: { applied in
            allApplied = allApplied && applied
            remaining -= 1
            if remaining == 0 { completion?(allApplied) }
          }))
    }
    drainPendingWork()
  }
}
