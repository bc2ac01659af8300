import Foundation
import SectionalCollectionView
import SectionalLayout

/// The context of one section controller: the adapter's services, in the section's terms.
///
/// It finds its section by id, so it stays right as sections move, and it answers `nil` and does
/// nothing once its section is gone.
@MainActor
final class SectionContext: CollectionViewContext {
  let sectionID: SectionID
  private(set) weak var adapter: CollectionViewAdapter?

  /// The entry of the section this context serves, which its changes follow; `nil` once the
  /// entry is gone.
  ///
  /// Not a weak reference: an object referenced weakly keeps a side table for the rest of its
  /// life, which makes every retain and release of it several times dearer, and the adapter
  /// retains entries for every section of every update. The entry owns this context and clears
  /// the reference as it goes (`SectionEntry`'s `deinit`), so it never dangles.
  unowned(unsafe) var entry: SectionEntry?

  init(sectionID: SectionID, adapter: CollectionViewAdapter) {
    self.sectionID = sectionID
    self.adapter = adapter
  }

  /// Cuts the context off once its section is removed.
  func detach() {
    adapter = nil
  }

  var containerSize: CGSize {
    adapter?.collectionView.bounds.size ?? .zero
  }

  var environment: SectionEnvironment {
    guard let adapter else {
      return SectionEnvironment(
        traits: LayoutTraits(containerSize: .zero), services: SectionServices(),
        reporter: { _, _, _, _ in })
    }
    return SectionEnvironment(
      traits: adapter.collectionView.traits, services: adapter.services,
      reporter: { [weak self] kind, severity, indexPath, message in
        self?.report(kind, severity: severity, indexPath: indexPath, message: message)
      })
  }

  /// Reports a diagnostic about this section, naming it and the controller of its entry.
  private func report(
    _ kind: Diagnostic.Kind, severity: Diagnostic.Severity, indexPath: IndexPath?,
    message: String
  ) {
    adapter?.report(
      Diagnostic(
        kind: kind, severity: severity, sectionID: sectionID,
        controllerType: entry?.controllerType, indexPath: indexPath, message: message))
  }

  var sectionIndex: Int? {
    adapter?.registry.index(of: sectionID)
  }

  func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> DequeuedCell {
    guard let adapter else { return DequeuedCell() }
    return adapter.collectionView.dequeueReusableCell(
      cellType, withReuseIdentifier: identifier, for: indexPath.indexInCollectionView)
  }

  func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> View {
    guard let adapter else { return View() }
    return adapter.collectionView.dequeueReusableSupplementaryView(
      viewType, ofKind: kind, withReuseIdentifier: identifier,
      for: indexPath.indexInCollectionView)
  }

  func apply(
    _ changes: ItemChanges,
    commit: @escaping @MainActor () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard let adapter, let entry else {
      commit()
      completion?(false)
      return
    }
    adapter.scheduler.enqueue(
      PendingItemChange(
        target: .entry(entry),
        work: .computed(changes, commit: commit, itemGeneration: entry.itemGeneration),
        completion: completion))
    adapter.drainPendingWork()
  }

  func apply(
    _ update: @escaping @MainActor () -> SectionUpdate,
    completion: ((Bool) -> Void)?
  ) {
    guard let adapter, let entry else {
      update().commit()
      completion?(false)
      return
    }
    adapter.scheduler.enqueue(
      PendingItemChange(target: .entry(entry), work: .deferred(update), completion: completion))
    adapter.drainPendingWork()
  }

  func selectItem(at index: Int, scrollPosition: ScrollPosition) {
    guard let indexPath = shownIndexPath(ofItem: index, for: "selectItem(at: \(index))") else {
      return
    }
    adapter?.drivenCollectionView?.selectItem(
      at: indexPath, animated: true, scrollPosition: scrollPosition)
  }

  func deselectItem(at index: Int) {
    guard let indexPath = shownIndexPath(ofItem: index, for: "deselectItem(at: \(index))") else {
      return
    }
    adapter?.drivenCollectionView?.deselectItem(at: indexPath, animated: true)
  }

  func scrollToItem(at index: Int, at scrollPosition: ScrollPosition) {
    guard let indexPath = shownIndexPath(ofItem: index, for: "scrollToItem(at: \(index))") else {
      return
    }
    adapter?.drivenCollectionView?.scrollToItem(at: indexPath, at: scrollPosition, animated: true)
  }

  var visibleItemIndices: [Int] {
    guard let adapter, let section = shownSectionIndex else { return [] }
    let visible = adapter.drivenCollectionView?.indexPathsForVisibleItems ?? []
    return visible.filter { $0.section == section }.map(\.item)
  }

  var selectedItemIndices: [Int] {
    guard let adapter, let section = shownSectionIndex else { return [] }
    let selected = adapter.drivenCollectionView?.indexPathsForSelectedItems ?? []
    return selected.filter { $0.section == section }.map(\.item)
  }

  func register(
    _ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind
  ) {
    // A registration lasts: made while another data source drives the view, it still holds
    // when the adapter drives it again.
    adapter?.collectionView.register(viewClass, forDecorationViewOfKind: kind)
  }

  func reloadSupplementaryView(ofKind kind: ElementKind) {
    guard let indexPath = indexPath(ofItem: 0) else { return }
    adapter?.drivenCollectionView?.reloadSupplementaryViews(ofKind: kind, at: [indexPath])
  }

  func invalidateSupplementaryView(ofKind kind: ElementKind) {
    guard let indexPath = indexPath(ofItem: 0) else { return }
    adapter?.drivenCollectionView?.invalidateSupplementaryViews(ofKind: kind, at: [indexPath])
  }

  func cellForItem(at index: Int) -> CollectionViewCell? {
    guard let section = shownSectionIndex else { return nil }
    let indexPath = IndexPath(item: index, section: section)
    return adapter?.drivenCollectionView?.cellForItem(at: indexPath)
  }

  /// The index path of an item of this section, or `nil` when the section is gone.
  private func indexPath(ofItem index: Int) -> IndexPath? {
    sectionIndex.map { IndexPath(item: index, section: $0) }
  }

  /// The index of this section in the view as the view shows it now, or `nil` when the view
  /// does not show it.
  ///
  /// The same as ``sectionIndex`` except while an update's commits run, before the view applies
  /// its batch: a section that moved is then where it was, and a section the update inserts, or
  /// whose controller it replaces, is not shown yet (``CollectionViewAdapter/registryShownByView``).
  private var shownSectionIndex: Int? {
    guard let adapter else { return nil }
    guard let shown = adapter.registryShownByView else { return sectionIndex }
    guard let entry else { return nil }
    return shown.index(of: entry)
  }

  /// The index path in the view as it shows it now of an item of this section, for a request
  /// that changes the view; `nil` when there is none, reported when the section is shown but
  /// not yet by the view (the request was made from the commit of the update that inserts it).
  private func shownIndexPath(ofItem index: Int, for request: String) -> IndexPath? {
    if let section = shownSectionIndex { return IndexPath(item: index, section: section) }
    if adapter?.registryShownByView != nil, sectionIndex != nil {
      report(
        .staleIndexPath, severity: .warning, indexPath: nil,
        message: "\(request) was not applied: it was asked for while the update that inserts "
          + "this section committed, before the view shows the section; ask for it in the "
          + "update's completion")
    }
    return nil
  }
}
