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
  func apply(_ requested: [Section], style: UpdateStyle = .batch) -> Bool {
    // The shown ids again, in the same order (a screen built again after a change inside some
    // sections), need neither the duplicate check nor the id diff: the shown ids are unique.
    if showsSameIDs(as: requested) {
      return apply(
        requested,
        sectionDiff: ListDiff(
          oldCount: entries.count, newCount: entries.count, deletes: [], inserts: [], moves: [],
          updates: []),
        style: style)
    }
    let sections = uniqueSections(requested)
    let sectionDiff = ListDiff(from: entries.map(\.id), to: sections.map(\.id))
    return apply(sections, sectionDiff: sectionDiff, style: style)
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

  /// Whether the sections have the shown ids, in the shown order.
  ///
  /// - Complexity: O(*s*) comparisons of precomputed hashes for *s* sections.
  private func showsSameIDs(as sections: [Section]) -> Bool {
    guard sections.count == entries.count else { return false }
    // Each pair's precomputed hashes first, read in place: comparing the ids themselves in
    // another module copies them.
    for index in sections.indices
    where sections[index].id.storedHash != entries[index].id.storedHash
      || sections[index].id != entries[index].id
    {
      return false
    }
    return true
  }

  /// Applies sections whose id diff is already computed, with the updates some controllers
  /// already prepared.
  func apply(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate] = [:],
    style: UpdateStyle = .batch
  ) -> Bool {
    let plan = plan(sections, sectionDiff: sectionDiff, prepared: prepared)
    let wasEmpty = isEmpty
    updateGeneration += 1
    defer {
      // The working range first, so that a removed section exits it before it hears didRemove.
      updateWorkingRange()
      for entry in plan.removedEntries {
        entry.context.detach()
        entry.controller.didRemove()
      }
      updateEmptyState(wasEmpty: wasEmpty)
    }

    // A content-only update that changes structure says so whatever else makes it a reload.
    if style == .reload || (style == .contentOnly && changesStructure(plan))
      || plan.changeCount > reloadThreshold || isCollectionViewStale()
    {
      commit(plan)
      for survivor in survivingSections(of: plan) {
        BatchAssembler.mismatch(of: survivor).map(report)
      }
      collectionView.reloadData()
      return false
    }

    return performBatch {
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
    updateGeneration += 1
    let applied = performBatch {
      update.commit()
      entry.itemGeneration += 1
      return BatchAssembler.assemble(
        itemChangesOf: BatchAssembler.SurvivingSection(
          id: entry.id, controllerType: type(of: entry.controller), oldIndex: section,
          newIndex: section, oldCount: oldCount, newCount: entry.controller.numberOfItems,
          changes: update.changes))
    }
    updateEmptyState(wasEmpty: isEmpty)
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
  /// - Returns: Whether the batches were valid.
  private func performBatch(_ assemble: () -> BatchAssembler.Assembly) -> Bool {
    var applied = true
    var reconfigureAfterward: [IndexPath] = []
    withoutActuallyEscaping(assemble) { assemble in
      collectionView.performBatchUpdates(
        describedBy: {
          let assembly = assemble()
          assembly.diagnostics.forEach(self.report)
          reconfigureAfterward = assembly.reconfigureAfterward
          return assembly.batch
        }, completion: { applied = $0 })
    }
    guard applied, !reconfigureAfterward.isEmpty else { return applied }
    collectionView.performBatchUpdates(
      describedBy: { BatchUpdate(itemReconfigures: reconfigureAfterward.sorted()) },
      completion: { applied = $0 })
    return applied
  }

  /// The entry and index of the section a change is for, or `nil` with a
  /// ``Diagnostic/Kind/sectionRemoved`` diagnostic when it is no longer shown.
  private func shownSection(for target: PendingItemChange.Target) -> (SectionEntry, Int)? {
    switch target {
    case .entry(let entry):
      if let section = indexOfSection[entry.id], entries[section] === entry {
        return (entry, section)
      }
      let replaced = indexOfSection[entry.id] != nil
      report(
        Diagnostic(
          kind: .sectionRemoved, severity: .warning, sectionID: entry.id,
          controllerType: entry.controllerType,
          message: replaced
            ? "item changes asked for by a controller that was replaced under the same id were "
              + "ignored"
            : "item changes for a removed section were ignored"))
    case .id(let id):
      if let section = indexOfSection[id] {
        return (entries[section], section)
      }
      report(
        Diagnostic(
          kind: .sectionRemoved, severity: .warning, sectionID: id,
          message: "item changes for a removed section were ignored"))
    }
    return nil
  }

  // MARK: Planning

  /// What one update does, worked out before the batch begins.
  ///
  /// A section whose controller answers ``SectionUpdate/unchanged`` leaves no trace in it, and
  /// when the ids keep their order and their controllers, the shown entries are kept as they
  /// are: an update costs what its changed sections cost, plus one pass over the ids.
  struct UpdatePlan {
    /// The entries after the update, in order; `nil` when they are the shown ones.
    var entries: [SectionEntry]?
    /// The diff of the section ids.
    var sectionDiff: ListDiff
    /// The entries that leave: removed ids, and controllers replaced under the same id.
    var removedEntries: [SectionEntry]
    /// Sections whose id stays but whose controller is replaced, old index to new index.
    var replacedSections: [Int: Int] = [:]
    /// The updates to commit inside the batch, in section order: the first models of new
    /// controllers and the surviving controllers' answers, except the unchanged ones.
    var commits: [SectionUpdate] = []
    /// The sections that keep their controller and whose controller did not answer
    /// ``SectionUpdate/unchanged``.
    var survivors: [Survivor] = []
    /// The number of changes, to choose between a batch and a reload.
    var changeCount: Int
  }

  /// A section that keeps its controller, with the controller's answer to the new model.
  struct Survivor {
    var entry: SectionEntry
    var oldIndex: Int
    var newIndex: Int
    var oldCount: Int
    var changes: ItemChanges
  }

  /// The sections that keep their controller and answered with an update, as the batch
  /// assembler takes them; their new counts are read after the commit.
  private func survivingSections(of plan: UpdatePlan) -> [BatchAssembler.SurvivingSection] {
    plan.survivors.map { survivor in
      BatchAssembler.SurvivingSection(
        id: survivor.entry.id, controllerType: type(of: survivor.entry.controller),
        oldIndex: survivor.oldIndex, newIndex: survivor.newIndex, oldCount: survivor.oldCount,
        newCount: survivor.entry.controller.numberOfItems, changes: survivor.changes)
    }
  }

  /// Builds controllers for new ids, asks surviving controllers for their changes.
  ///
  /// An empty section diff means the ids are the shown ones in the shown order: each section
  /// then keeps its index, and the shown entries are reused unless a controller is replaced.
  private func plan(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate]
  ) -> UpdatePlan {
    let keepsOrder = sectionDiff.isEmpty && sectionDiff.oldCount == sectionDiff.newCount
    var oldIndexOfNew: [Int?] = []
    if !keepsOrder {
      oldIndexOfNew = [Int?](repeating: nil, count: sections.count)
      for (oldIndex, newIndex) in sectionDiff.destinationOfOldIndices().enumerated()
      where newIndex >= 0 {
        oldIndexOfNew[newIndex] = oldIndex
      }
    }
    var plan = UpdatePlan(
      entries: keepsOrder ? nil : [], sectionDiff: sectionDiff,
      removedEntries: sectionDiff.deletes.map { entries[$0] },
      changeCount: sectionDiff.changeCount)
    if !keepsOrder {
      plan.entries?.reserveCapacity(sections.count)
    }
    // The controllers that stay shown, which a new section may not share; gathered only when a
    // section needs a new controller.
    // A replaced controller (the same id, another declared type) stays owned: the section that
    // replaces it may not take it over, only the sections of deleted ids give theirs up.
    let deletedEntries = plan.removedEntries
    var ownedControllers = Set<ObjectIdentifier>()
    var hasGatheredOwnedControllers = false
    func makeEntry(for section: Section) -> SectionEntry {
      if !hasGatheredOwnedControllers {
        hasGatheredOwnedControllers = true
        for entry in entries {
          ownedControllers.insert(ObjectIdentifier(entry.controller))
        }
        for entry in deletedEntries {
          ownedControllers.remove(ObjectIdentifier(entry.controller))
        }
      }
      // Passed in place: a copy taken out and put back would copy the whole set at each insert.
      let (entry, update) = self.makeEntry(for: section, excluding: &ownedControllers)
      if let update, !update.isUnchanged {
        plan.commits.append(update)
      }
      return entry
    }
    func place(_ entry: SectionEntry, at newIndex: Int) {
      if keepsOrder {
        guard entry !== entries[newIndex] else { return }
        if plan.entries == nil {
          plan.entries = entries
        }
        plan.entries?[newIndex] = entry
      } else {
        plan.entries?.append(entry)
      }
    }

    // Sections are read in place, field by field: binding each one copies it, and a copy
    // retains and releases its model and closures, for every section of the screen.
    for newIndex in sections.indices {
      guard let oldIndex = keepsOrder ? newIndex : oldIndexOfNew[newIndex] else {
        place(makeEntry(for: sections[newIndex]), at: newIndex)
        continue
      }
      let entry = entries[oldIndex]
      guard entry.declaredControllerType == sections[newIndex].controllerType else {
        // Another controller type under the same id is another section: replace it, quietly.
        plan.removedEntries.append(entry)
        plan.replacedSections[oldIndex] = newIndex
        place(makeEntry(for: sections[newIndex]), at: newIndex)
        continue
      }
      let preparedUpdate = prepared.isEmpty ? nil : prepared[sections[newIndex].id]
      guard let update = preparedUpdate ?? sections[newIndex].sendModel(entry.controller) else {
        // Unreachable through the public API: a section's model is its declared controller's
        // (`Section.init` ties them), and a section declaring another controller type is
        // replaced above. Were it reached, the controller is rebuilt for the model, so the
        // screen still shows the data.
        #if SECTIONAL_INTERNAL_CHECKS
          let isModelOfController = false
          precondition(
            isModelOfController,
            "section \(sections[newIndex].id): its model is not its controller's")
        #endif
        let section = sections[newIndex]
        plan.removedEntries.append(entry)
        plan.replacedSections[oldIndex] = newIndex
        place(makeEntry(for: section), at: newIndex)
        continue
      }
      place(entry, at: newIndex)
      guard !update.isUnchanged else { continue }
      plan.commits.append(update)
      plan.survivors.append(
        Survivor(
          entry: entry, oldIndex: oldIndex, newIndex: newIndex,
          oldCount: entry.controller.numberOfItems, changes: update.changes))
      plan.changeCount = ClampedArithmetic.add(plan.changeCount, update.changes.count)
    }
    return plan
  }

  /// Builds the controller and entry of a section whose id is new, and the update that gives it
  /// its first model.
  ///
  /// A controller instance already owned by another section cannot own this one too: both
  /// sections would show one set of items. The section then gets an empty placeholder and a
  /// `controllerShared` diagnostic names it.
  private func makeEntry(
    for section: Section,
    excluding owned: inout Set<ObjectIdentifier>
  ) -> (SectionEntry, SectionUpdate?) {
    var controller = section.makeController()
    if !owned.insert(ObjectIdentifier(controller)).inserted {
      report(
        Diagnostic(
          kind: .controllerShared, severity: .error, sectionID: section.id,
          controllerType: String(describing: type(of: controller)),
          message: "this section's controller instance already owns another section; give each "
            + "section its own controller (the section is shown empty)"))
      controller = EmptySectionController()
      owned.insert(ObjectIdentifier(controller))
    }
    let entry = SectionEntry(
      id: section.id, controller: controller, declaredControllerType: section.controllerType,
      adapter: self)
    return (entry, section.sendModel(entry.controller))
  }

  /// Keeps the first section of each id and reports the others.
  func uniqueSections(_ sections: [Section]) -> [Section] {
    var seen = Set<SectionID>(minimumCapacity: sections.count)
    // The usual list has no repeat: it is returned as it is, without copying a section. (A loop
    // rather than `first(where:)`: a closure here is checked for the main actor at every call.)
    var firstRepeat: Int?
    for index in sections.indices where !seen.insert(sections[index].id).inserted {
      firstRepeat = index
      break
    }
    guard let firstRepeat else { return sections }
    var unique = Array(sections[..<firstRepeat])
    unique.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated().dropFirst(firstRepeat) {
      guard seen.insert(section.id).inserted else {
        report(
          Diagnostic(
            kind: .duplicateSectionID, severity: .error, sectionID: section.id,
            message: "the section at index \(index) repeats the id \(section.id); it was dropped"))
        continue
      }
      unique.append(section)
    }
    return unique
  }

  /// Whether the collection view's counts differ from the adapter's committed ones.
  private func isCollectionViewStale() -> Bool {
    guard collectionView.numberOfSections == entries.count else {
      report(
        Diagnostic(
          kind: .staleCollectionView, severity: .warning,
          message: "the collection view shows \(collectionView.numberOfSections) sections, "
            + "the adapter \(entries.count); the update was applied with reloadData()"))
      return true
    }
    // By index, with the view and the entries held once: the check reads every section.
    let view = collectionView
    let shown = entries
    for section in shown.indices
    where view.numberOfItems(inSection: section) != shown[section].controller.numberOfItems {
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
    if let planned = plan.entries {
      entries = planned
      // A loop rather than `map`: a closure here is checked for the main actor at every call.
      var index: [SectionID: Int] = [:]
      index.reserveCapacity(planned.count)
      for (offset, entry) in planned.enumerated() {
        index[entry.id] = offset
      }
      indexOfSection = index
    }
    for update in plan.commits {
      update.commit()
    }
    for survivor in plan.survivors
    where !survivor.changes.isEmpty
      || survivor.oldCount != survivor.entry.controller.numberOfItems
    {
      survivor.entry.itemGeneration += 1
    }
  }

  // MARK: Empty state

  /// Tells the empty state handler when the adapter went from items to none or back.
  func updateEmptyState(wasEmpty: Bool) {
    isEmpty = entries.allSatisfy { $0.controller.numberOfItems == 0 }
    if isEmpty != wasEmpty {
      emptyStateHandler?(isEmpty)
    }
  }
}
