import Foundation
import SectionalCollectionView
import SectionalDiffing

extension CollectionViewAdapter {
  /// Shows new sections as one batch update, or reloads.
  ///
  /// The collection view is reloaded instead when a batch would be too large or its counts are
  /// stale. Returns whether a batch was applied.
  ///
  /// The pipeline follows "Building batches UIKit accepts" in <doc:BatchUpdateRules>:
  ///
  /// 1. Section ids are diffed with ``ListDiff``: deletes, inserts and minimal moves.
  /// 2. Every surviving controller gets its new model and answers with its item changes, still
  ///    reporting its old items.
  /// 3. Inside the batch, the adapter commits the new sections and every controller commits its
  ///    new items (R18, R19), then sends the operations:
  ///    - a section whose controller reloads it, that moves while its items change (R26), or whose
  ///      item changes do not add up, is deleted and inserted whole;
  ///    - item operations are only sent for surviving sections, never inside inserted or deleted
  ///      ones (R11);
  ///    - reloaded items are reloaded in place only when nothing in the batch moves, and deleted
  ///      and inserted otherwise, because UIKit places reloads without counting moves (R4, R13);
  ///    - reconfigures are sent for items that are neither deleted, reloaded nor moved, and, for
  ///      moved items, in a follow-up batch at their new index paths (S4).
  func apply(_ requested: [Section], strategy: UpdateStrategy = .animatedBatchUpdates) -> Bool {
    // The shown ids again, in the same order (a screen built again after a change inside some
    // sections), need neither the duplicate check nor the id diff: the shown ids are unique.
    if registry.showsSameIDs(as: requested) {
      return apply(
        requested,
        sectionDiff: ListDiff(
          oldCount: registry.count, newCount: registry.count, deletes: [], inserts: [], moves: [],
          updates: []),
        strategy: strategy)
    }
    let sections = uniqueSections(requested)
    let sectionDiff = ListDiff(from: registry.ids, to: sections.ids)
    return apply(sections, sectionDiff: sectionDiff, strategy: strategy)
  }

  /// Whether a plan changes the screen's structure, which an update of content only may not:
  /// reported when it does.
  ///
  /// Structure is which sections and items are shown, in what order: any section or item
  /// inserted, deleted, moved or reloaded, or a section whose controller was replaced. Items
  /// whose content changed are reconfigured in place, which is what content only allows.
  private func changesStructure(_ plan: UpdatePlan) -> Bool {
    var structural = !plan.sectionDiff.isEmpty || !plan.removedEntries.isEmpty
    for survivor in plan.survivors where !structural {
      let changes = survivor.changes
      structural =
        changes.reloadsSection || !changes.deleteIndices.isEmpty
        || !changes.insertIndices.isEmpty || !changes.moves.isEmpty
        || !changes.reloadIndices.isEmpty
    }
    guard structural else { return false }
    report(
      Diagnostic(
        kind: .structuralChangeInContentOnlyUpdate, severity: .warning,
        message: "an update of content only inserted, deleted, moved or reloaded sections or "
          + "items; it was applied with reloadData()"))
    return true
  }

  /// Applies sections whose id diff is already computed, with the updates some controllers
  /// already prepared.
  func apply(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate] = [:],
    strategy: UpdateStrategy = .animatedBatchUpdates
  ) -> Bool {
    let plan = plan(sections, sectionDiff: sectionDiff, prepared: prepared)
    let wasEmpty = isEmpty
    scheduler.noteUpdateApplied()
    defer {
      // The working range first, so that a removed section exits it before it hears didRemove.
      updateWorkingRange()
      for entry in plan.removedEntries {
        entry.context.detach()
        // A controller a new section took over (the section of a deleted id gives its
        // controller up) still shows a section: it holds the new section's context.
        guard entry.controller.context === entry.context else { continue }
        entry.controller.didRemove()
      }
      updateEmptyState(wasEmpty: wasEmpty)
    }

    // A content-only update that changes structure says so whatever else makes it a reload.
    let drivesView = isDrivingCollectionView()
    if !drivesView || strategy == .reloadData
      || (strategy == .reconfigureOnly && changesStructure(plan))
      || plan.changeCount > reloadThreshold || isCollectionViewStale()
    {
      commit(plan)
      for survivor in survivingSections(of: plan) {
        BatchAssembler.mismatch(of: survivor).map(report)
      }
      if drivesView {
        collectionView.reloadData()
        // As IGListKit's reload transaction: laid out before the completions run, so that they
        // see the new cells on screen, as a batch's completions do.
        collectionView.layoutIfNeeded()
      }
      return false
    }

    return performBatch(animated: strategy.animatesBatches) {
      self.commit(plan)
      return BatchAssembler.assemble(
        sectionDiff: plan.sectionDiff, replacedSections: plan.replacedSections,
        survivors: self.survivingSections(of: plan))
    }
  }

  /// Applies a change to one section's items that a controller asked for through its context,
  /// working it out now, against the items current now.
  ///
  /// A change for a section that is gone, or whose controller was replaced under the same id, is
  /// not applied (``Diagnostic/Kind/sectionRemoved``). Changes computed when they were asked for,
  /// whose section's items changed since, reload the section instead
  /// (``Diagnostic/Kind/staleItemChanges``).
  func apply(_ change: PendingItemChange) -> Bool {
    guard let (entry, section) = shownSection(for: change.target) else { return false }
    let update: SectionUpdate
    switch change.work {
    case .deferred(let makeUpdate):
      update = makeUpdate()
    case .computed(let changes, let commit, let itemGeneration):
      if itemGeneration == entry.itemGeneration {
        update = SectionUpdate(changes: changes, commit: commit)
      } else {
        report(
          Diagnostic(
            kind: .staleItemChanges, severity: .warning, sectionID: entry.id,
            controllerType: entry.controllerType,
            message: "the item changes (\(changes)) were computed before an earlier queued "
              + "change to this section was applied, so they no longer describe its items; the "
              + "section was reloaded (context.apply { … } computes changes when applied)"))
        update = SectionUpdate(changes: .reloadSection, commit: commit)
      }
    }
    let oldCount = entry.controller.numberOfItems
    let endedCellDisplays = display.endedCellDisplays
    scheduler.noteUpdateApplied()
    let applied = performBatch(vouchingForPromisedCounts: true) {
      committedDescriptionsRevision = .next()
      update.commit()
      // The items no longer follow the model the section was last sent.
      entry.sentModelBits = .none
      entry.sentModel = nil
      entry.itemGeneration += 1
      return BatchAssembler.assemble(
        itemChangesOf: BatchAssembler.SurvivingSection(
          id: entry.id, controllerType: type(of: entry.controller), oldIndex: section,
          newIndex: section, oldCount: oldCount, newCount: entry.controller.numberOfItems,
          changes: update.changes))
    }
    updateEmptyState(wasEmpty: isEmpty)
    // Items inserted or deleted move the sections after them. Those that entered the range did
    // so as their first cell was displayed; one can have left only if a cell ended its display.
    if display.endedCellDisplays != endedCellDisplays { updateWorkingRange() }
    return applied
  }

  /// Sends the batch that `assemble` describes after it commits the model, reporting its
  /// diagnostics, then, when it was valid, a follow-up batch that reconfigures the moved items
  /// whose content changed.
  ///
  /// UIKit forbids reconfiguring (or reloading) an item in the batch that moves it (S4), so a
  /// moved item that changed is configured again in a batch of its own, at its new index path:
  /// it keeps its cell, and its selection, and shows its new content.
  ///
  /// - Parameters:
  ///   - animated: Whether the batches animate (``BatchUpdate/isAnimated``).
  ///   - vouches: Whether the adapter vouches, for these batches, for the counts of the
  ///     sections whose controllers keep ``ModelDerivedItems`` (``sectionsToRecount(in:)``).
  ///   - assemble: Commits the change and returns the batch that describes it.
  /// - Returns: Whether the batches were valid.
  private func performBatch(
    animated: Bool = true, vouchingForPromisedCounts vouches: Bool = false,
    _ assemble: () -> BatchAssembler.Assembly
  ) -> Bool {
    // Set for these batches alone: an update a callback asks for during them sends its own.
    let vouchedBefore = vouchesForPromisedCounts
    vouchesForPromisedCounts = vouches
    defer { vouchesForPromisedCounts = vouchedBefore }
    guard isDrivingCollectionView() else {
      // The change is the adapter's and its controllers' still: committed, never sent.
      assemble().diagnostics.forEach(report)
      return false
    }
    var applied = true
    var reconfigureAfterward: [IndexPath] = []
    withoutActuallyEscaping(assemble) { assemble in
      collectionView.performBatchUpdates(
        describedBy: {
          let assembly = assemble()
          assembly.diagnostics.forEach(self.report)
          reconfigureAfterward = assembly.reconfigureAfterward
          var batch = assembly.batch
          batch.isAnimated = animated
          return batch
        }, completion: { applied = $0 })
    }
    guard applied, !reconfigureAfterward.isEmpty else { return applied }
    collectionView.performBatchUpdates(
      describedBy: {
        BatchUpdate(itemReconfigures: reconfigureAfterward.sorted(), isAnimated: animated)
      },
      completion: { applied = $0 })
    return applied
  }

  /// The entry and index of the section a change is for, or `nil` with a
  /// ``Diagnostic/Kind/sectionRemoved`` diagnostic when it is no longer shown.
  private func shownSection(for target: PendingItemChange.Target) -> (SectionEntry, Int)? {
    switch target {
    case .entry(let entry):
      if let section = registry.index(of: entry) {
        return (entry, section)
      }
      let replaced = registry.index(of: entry.id) != nil
      report(
        Diagnostic(
          kind: .sectionRemoved, severity: .warning, sectionID: entry.id,
          controllerType: entry.controllerType,
          message: replaced
            ? "item changes asked for by a controller that was replaced under the same id were "
              + "ignored"
            : "item changes for a removed section were ignored"))
    case .id(let id):
      if let section = registry.index(of: id) {
        return (registry.entries[section], section)
      }
      report(
        Diagnostic(
          kind: .sectionRemoved, severity: .warning, sectionID: id,
          message: "item changes for a removed section were ignored"))
    }
    return nil
  }

  // MARK: Planning

  /// Plans an update of the shown sections (see ``UpdatePlan``), reporting what planning found.
  private func plan(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate]
  ) -> UpdatePlan {
    let plan = UpdatePlan(
      showing: sections, instead: registry.entries, sectionDiff: sectionDiff, prepared: prepared
    ) { section, controller in
      SectionEntry(
        id: section.id, controller: controller, declaredControllerType: section.controllerType,
        adapter: self)
    }
    plan.diagnostics.forEach(report)
    return plan
  }

  /// The sections that keep their controller and answered with an update that changes their
  /// items or count, as the batch assembler takes them, in section order; their new counts are
  /// read after the commit.
  ///
  /// A section that answered without a change and kept its count has nothing for the batch,
  /// and its count fits: the assembler would pass over it, and it is left out here, where a
  /// list applied again has one for every section it shows.
  private func survivingSections(of plan: UpdatePlan) -> [BatchAssembler.SurvivingSection] {
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var sections: [BatchAssembler.SurvivingSection] = []
    // A quiet section whose count changed (a broken promise) grows the array.
    sections.reserveCapacity(plan.survivors.count)
    // The two lists merged by section, so that the sections keep their order.
    var quiet = 0
    func appendQuietSections(before newIndex: Int) {
      while quiet < plan.quietSurvivors.count, plan.quietSurvivors[quiet].newIndex < newIndex {
        let survivor = plan.quietSurvivors[quiet]
        quiet += 1
        let newCount = survivor.entry.controller.numberOfItems
        guard survivor.oldCount != newCount else { continue }
        sections.append(
          BatchAssembler.SurvivingSection(
            id: survivor.entry.id, controllerType: type(of: survivor.entry.controller),
            oldIndex: survivor.oldIndex, newIndex: survivor.newIndex,
            oldCount: survivor.oldCount, newCount: newCount, changes: .none))
      }
    }
    for index in plan.survivors.indices {
      appendQuietSections(before: plan.survivors[index].newIndex)
      let entry = plan.survivors[index].entry
      sections.append(
        BatchAssembler.SurvivingSection(
          id: entry.id, controllerType: type(of: entry.controller),
          oldIndex: plan.survivors[index].oldIndex, newIndex: plan.survivors[index].newIndex,
          oldCount: plan.survivors[index].oldCount, newCount: entry.controller.numberOfItems,
          changes: plan.survivors[index].changes))
    }
    appendQuietSections(before: .max)
    return sections
  }

  /// Keeps the first section of each id and reports the others.
  func uniqueSections(_ sections: [Section]) -> [Section] {
    sections.keepingFirstOfEachKey(by: SectionKeying.self) { index, section in
      report(
        Diagnostic(
          kind: .duplicateSectionID, severity: .error, sectionID: section.id,
          message: "the section at index \(index) repeats the id \(section.id); it was dropped"))
    }
  }

  /// Whether the collection view still asks the adapter for its content; when it does not,
  /// reports it (``Diagnostic/Kind/dataSourceReplaced``).
  private func isDrivingCollectionView() -> Bool {
    guard drivenCollectionView == nil else { return true }
    report(
      Diagnostic(
        kind: .dataSourceReplaced, severity: .error,
        message: "the collection view's data source is not this adapter (another adapter was "
          + "made over the view, or its dataSource was replaced): the update was kept in the "
          + "adapter's sections and the view, which shows another data source's items, was left "
          + "alone"))
    return false
  }

  /// Whether the collection view's counts differ from the adapter's committed ones.
  private func isCollectionViewStale() -> Bool {
    guard collectionView.numberOfSections == registry.count else {
      report(
        Diagnostic(
          kind: .staleCollectionView, severity: .warning,
          message: "the collection view shows \(collectionView.numberOfSections) sections, "
            + "the adapter \(registry.count); the update was applied with reloadData()"))
      return true
    }
    // By index, with the view and the entries held once. A controller that adopts
    // `ModelDerivedItems` changes its count only in commits, which the adapter sends the view
    // itself: its section is not read (were the promise broken, the view's own check of the
    // batch against every count reports it).
    let view = collectionView
    let shown = registry.entries
    for section in shown.indices
    where !shown[section].derivesItemsFromModel
      && view.numberOfItems(inSection: section) != shown[section].controller.numberOfItems
    {
      let entry = shown[section]
      report(
        Diagnostic(
          kind: .staleCollectionView, severity: .warning, sectionID: entry.id,
          controllerType: entry.controllerType,
          message: "the collection view shows \(collectionView.numberOfItems(inSection: section)) "
            + "items in section \(section), the controller \(entry.controller.numberOfItems); "
            + "the update was applied with reloadData()"))
      return true
    }
    return false
  }

  // MARK: Inside the batch

  /// Makes the planned sections and their items current.
  private func commit(_ plan: UpdatePlan) {
    committedDescriptionsRevision = .next()
    if let planned = plan.entries {
      registryShownByView = registry
      registry.show(planned)
    }
    defer { registryShownByView = nil }
    for commit in plan.commits {
      commit.run()
    }
    // By index: binding each record copies its model, through the model type's witnesses.
    for index in plan.sentModels.indices {
      let entry = plan.sentModels[index].entry
      entry.sentModelBits = plan.sentModels[index].bits
      // Asked of the bits: comparing the optional model with `nil` copies it through its
      // type's witnesses.
      if plan.sentModels[index].bits.needsModelKeptAlive {
        entry.sentModel = plan.sentModels[index].model
      } else {
        entry.sentModel = nil
      }
    }
    // By index: a survivor holds its changes, a large value a `for` loop would copy.
    for index in plan.survivors.indices {
      plan.survivors[index].entry.itemGeneration += 1
    }
    for survivor in plan.quietSurvivors
    where survivor.oldCount != survivor.entry.controller.numberOfItems {
      survivor.entry.itemGeneration += 1
    }
  }

  // MARK: Empty state

  /// Tells the empty state handler when the adapter went from items to none or back.
  func updateEmptyState(wasEmpty: Bool) {
    isEmpty = registry.entries.allSatisfy { $0.controller.numberOfItems == 0 }
    if isEmpty != wasEmpty {
      emptyStateHandler?(isEmpty)
    }
  }
}
