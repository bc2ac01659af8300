import Foundation
import SectionalAdapter
import SectionalDiffing

extension CollectionViewAdapter {
  /// Shows a declarative list: finds what changed since the list shown and applies it.
  ///
  /// Each ``ListSection`` of cells is a section whose controller the adapter keeps for as long as
  /// its id stays; a ``Section`` of a hand-written controller among them is shown as
  /// ``update(_:updateStrategy:completion:)`` shows it. Within a section, cells are matched by identity
  /// (id, component type and style): an equal component leaves its cell alone, a changed one is
  /// reconfigured in place, and a section never reloads whole because its cells changed.
  ///
  /// Sections with a repeated id keep the first (``Diagnostic/Kind/duplicateSectionID``), and so
  /// do cells with a repeated id within a section (``Diagnostic/Kind/duplicateCellID``), with
  /// diagnostics that name where the repeat was written. Called from a callback or during an
  /// update, the list is queued, and coalesced with other queued updates, as updates are.
  ///
  /// ```swift
  /// let adapter = CollectionViewAdapter(
  ///   collectionView: HeadlessCollectionView(size: CGSize(width: 320, height: 480)))
  /// adapter.apply(List {
  ///   ListSection(id: "greetings") {
  ///     Cell(id: "hello", component: TextComponent("Hello"))
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - list: The list to show.
  ///   - updateStrategy: How the change reaches the screen, KarrotListKit's strategies: an
  ///     animated batch by default, a batch without animation, a reload, or content only.
  ///   - completion: Called once the list is shown, with whether it was applied as a batch
  ///     update (`false` after a reload).
  public func apply(
    _ list: List,
    updateStrategy: UpdateStrategy = .animatedBatchUpdates,
    completion: ((Bool) -> Void)? = nil
  ) {
    let state = shownListState
    // Taken when its turn comes, and kept when its sections reach the view, before any
    // completion: a list coalesced with a later one is never taken nor shown, and a list queued
    // behind other requests is not taken before it is applied (its handlers and the positions
    // its diagnostics name are its own, not the list shown meanwhile's).
    update(
      sections(showing: list), updateStrategy: updateStrategy,
      whenApplying: { state.take(list) }, whenShown: { state.appliedList = list },
      completion: completion)
  }

  /// Shows a declarative list, animated or not, as KarrotListKit's
  /// `apply(_:animatingDifferences:completion:)`.
  ///
  /// Not animating is still a batch (``UpdateStrategy/nonanimatedBatchUpdates``): cells that did
  /// not change are kept. Ask for ``UpdateStrategy/reloadData`` to replace them all.
  ///
  /// - Parameters:
  ///   - list: The list to show.
  ///   - animatingDifferences: `true` for ``UpdateStrategy/animatedBatchUpdates``, `false` for
  ///     ``UpdateStrategy/nonanimatedBatchUpdates``.
  ///   - completion: Called once the list is shown.
  public func apply(
    _ list: List,
    animatingDifferences: Bool,
    completion: (() -> Void)? = nil
  ) {
    apply(
      list,
      updateStrategy: animatingDifferences ? .animatedBatchUpdates : .nonanimatedBatchUpdates
    ) { _ in completion?() }
  }

  /// The adapter's sections for a list.
  ///
  /// Repeated cell ids are dropped and reported by each section's controller, which knows when
  /// a list cannot hold any: the same identities in the same places as its committed cells.
  func sections(showing list: List) -> [Section] {
    var sections: [Section] = []
    sections.reserveCapacity(list.sections.count)
    // By index, each section's content read in place: binding a list section copies it.
    let listSections = list.sections
    for position in listSections.indices {
      switch listSections[position].content {
      case .controller(let section, let ignoredModifiers):
        for modifier in ignoredModifiers {
          diagnosticHandler(
            Diagnostic(
              kind: .modifierIgnored, severity: .warning, sectionID: section.id,
              controllerType: nil, indexPath: nil,
              message: "section \(section.id) shows a hand-written controller's section: "
                + "\(modifier) changes only a section of cells; it was ignored"))
        }
        sections.append(section)
      case .cells(let model):
        // Recognized by its cells and surroundings: a section kept from the list applied
        // before is passed over without a call wherever it moved (`ModelDerivedItems`), and so
        // is one written again around the same cells and surroundings.
        let parts = model.parts
        sections.append(
          Section(
            id: listSections[position].id, model: model,
            recognizedBy: (parts.cells, parts.surroundings),
            controller: ComponentSectionController()))
      }
    }
    return sections
  }
}
