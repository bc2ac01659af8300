import Foundation

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
  func apply(_ requested: [Section]) -> Bool {
    let sections = uniqueSections(requested)
    let sectionDiff = ListDiff(from: entries.map(\.id), to: sections.map(\.id))
    return apply(sections, sectionDiff: sectionDiff)
  }

  /// Applies sections whose id diff is already computed, with the updates some controllers
  /// already prepared.
  func apply(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate] = [:]
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

    if plan.changeCount > reloadThreshold || isCollectionViewStale() {
      commit(plan)
      reportMismatchedChanges(of: plan)
      collectionView.reloadData()
      return false
    }

    return performBatch {
      self.commit(plan)
      var reconfigureAfterward: [IndexPath] = []
      let batch = self.batch(for: plan, reconfiguringAfterward: &reconfigureAfterward)
      return (batch, reconfigureAfterward)
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
      var batch = BatchUpdate()
      var reconfigureAfterward: [IndexPath] = []
      self.addItemOperations(
        of: update.changes, entry: entry, from: section, to: section, oldCount: oldCount,
        hasSectionMoves: false, to: &batch, reconfiguringAfterward: &reconfigureAfterward)
      return (batch, reconfigureAfterward)
    }
    updateEmptyState(wasEmpty: isEmpty)
    return applied
  }

  /// Sends a batch that `makeBatch` describes after it commits the model, then, when it was valid,
  /// a follow-up batch that reconfigures the moved items whose content changed.
  ///
  /// UIKit forbids reconfiguring (or reloading) an item in the batch that moves it (S4), so a
  /// moved item that changed is configured again in a batch of its own, at its new index path:
  /// it keeps its cell, and its selection, and shows its new content.
  ///
  /// - Returns: Whether the batches were valid.
  private func performBatch(_ makeBatch: () -> (BatchUpdate, reconfigureAfterward: [IndexPath]))
    -> Bool
  {
    var applied = true
    var reconfigureAfterward: [IndexPath] = []
    withoutActuallyEscaping(makeBatch) { makeBatch in
      collectionView.performBatchUpdates(
        describedBy: {
          let made = makeBatch()
          reconfigureAfterward = made.reconfigureAfterward
          return made.0
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
  struct UpdatePlan {
    var entries: [SectionEntry]
    var commits: [@MainActor () -> Void]
    /// For each new section: its old index and the controller's answer, or `nil` for a section
    /// that is new or rebuilt.
    var survivors: [Survivor?]
    var sectionDiff: ListDiff
    var removedEntries: [SectionEntry]
    var rebuiltOldIndices: [Int: Int]
    var changeCount: Int
  }

  /// A section that stays, with its answer to the new model.
  struct Survivor {
    var oldIndex: Int
    var oldCount: Int
    var changes: ItemChanges
  }

  /// Builds controllers for new ids, asks surviving controllers for their changes.
  private func plan(
    _ sections: [Section],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate]
  ) -> UpdatePlan {
    var oldIndexOfNew = [Int?](repeating: nil, count: sections.count)
    for (oldIndex, newIndex) in sectionDiff.destinationOfOldIndices().enumerated()
    where newIndex >= 0 {
      oldIndexOfNew[newIndex] = oldIndex
    }
    var plan = UpdatePlan(
      entries: [], commits: [], survivors: [], sectionDiff: sectionDiff,
      removedEntries: sectionDiff.deletes.map { entries[$0] }, rebuiltOldIndices: [:],
      changeCount: sectionDiff.changeCount)

    var controllers = Set(entries.map { ObjectIdentifier($0.controller) })
    for entry in plan.removedEntries {
      controllers.remove(ObjectIdentifier(entry.controller))
    }
    for (newIndex, section) in sections.enumerated() {
      guard let oldIndex = oldIndexOfNew[newIndex] else {
        plan.add(makeEntry(for: section, excluding: &controllers))
        continue
      }
      let entry = entries[oldIndex]
      guard entry.declaredControllerType == section.controllerType else {
        // Another controller type under the same id is another section: replace it, quietly.
        plan.removedEntries.append(entry)
        plan.rebuiltOldIndices[oldIndex] = newIndex
        plan.add(makeEntry(for: section, excluding: &controllers))
        continue
      }
      guard
        let update = prepared[section.id] ?? entry.controller.update(toAnyModel: section.model)
      else {
        report(
          Diagnostic(
            kind: .modelTypeMismatch, severity: .error, sectionID: section.id,
            controllerType: entry.controllerType,
            message: "the model \(type(of: section.model)) is not the model of the controller "
              + "built for this id; the controller was rebuilt"))
        plan.removedEntries.append(entry)
        plan.rebuiltOldIndices[oldIndex] = newIndex
        plan.add(makeEntry(for: section, excluding: &controllers))
        continue
      }
      plan.entries.append(entry)
      plan.survivors.append(
        Survivor(
          oldIndex: oldIndex, oldCount: entry.controller.numberOfItems, changes: update.changes))
      plan.commits.append(update.commit)
      plan.changeCount = ClampedArithmetic.add(plan.changeCount, update.changes.count)
    }
    return plan
  }

  /// Builds the controller and entry of a section whose id is new, with its first model.
  ///
  /// A controller instance already owned by another section cannot own this one too: both
  /// sections would show one set of items. The section then gets an empty placeholder and a
  /// `controllerShared` diagnostic names it.
  private func makeEntry(
    for section: Section,
    excluding owned: inout Set<ObjectIdentifier>
  ) -> (SectionEntry, @MainActor () -> Void) {
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
    let update = entry.controller.update(toAnyModel: section.model)
    return (entry, { update?.commit() })
  }

  /// Keeps the first section of each id and reports the others.
  func uniqueSections(_ sections: [Section]) -> [Section] {
    var seen = Set<SectionID>()
    var unique: [Section] = []
    unique.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
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
    for (section, entry) in entries.enumerated()
    where collectionView.numberOfItems(inSection: section) != entry.controller.numberOfItems {
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
    entries = plan.entries
    indexOfSection = Dictionary(
      uniqueKeysWithValues: entries.enumerated().map { ($0.element.id, $0.offset) })
    for commit in plan.commits {
      commit()
    }
    for (entry, survivor) in zip(plan.entries, plan.survivors) {
      if let survivor,
        !survivor.changes.isEmpty || survivor.oldCount != entry.controller.numberOfItems
      {
        entry.itemGeneration += 1
      }
    }
  }

  /// The batch of a planned update, computed after the commit so that item counts can be checked.
  private func batch(
    for plan: UpdatePlan, reconfiguringAfterward reconfigureAfterward: inout [IndexPath]
  ) -> BatchUpdate {
    var batch = BatchUpdate(
      sectionDeletes: plan.sectionDiff.deletes,
      sectionInserts: plan.sectionDiff.inserts,
      sectionMoves: plan.sectionDiff.moves)
    for (oldIndex, newIndex) in plan.rebuiltOldIndices {
      replaceSection(from: oldIndex, to: newIndex, in: &batch)
    }
    let hasSectionMoves = !batch.sectionMoves.isEmpty
    let movedSections = Set(batch.sectionMoves.map(\.from))
    for (newIndex, survivor) in plan.survivors.enumerated() {
      guard let survivor else { continue }
      let entry = plan.entries[newIndex]
      // No changes is only true if the count did not change either; otherwise the check below
      // reports the mismatch and replaces the section.
      if survivor.changes.isEmpty && entry.controller.numberOfItems == survivor.oldCount {
        continue
      }
      if survivor.changes.reloadsSection || movedSections.contains(survivor.oldIndex) {
        replaceSection(from: survivor.oldIndex, to: newIndex, in: &batch)
        continue
      }
      addItemOperations(
        of: survivor.changes, entry: entry, from: survivor.oldIndex, to: newIndex,
        oldCount: survivor.oldCount, hasSectionMoves: hasSectionMoves, to: &batch,
        reconfiguringAfterward: &reconfigureAfterward)
    }
    return batch
  }

  /// Sends a section as deleted at its old index and inserted at its new one, dropping its move.
  private func replaceSection(from oldIndex: Int, to newIndex: Int, in batch: inout BatchUpdate) {
    batch.sectionMoves.removeAll { $0.from == oldIndex }
    batch.sectionDeletes.insert(oldIndex)
    batch.sectionInserts.insert(newIndex)
  }

  /// Adds a surviving section's item changes to a batch, or replaces the section when the changes
  /// do not fit its old and new item counts.
  func addItemOperations(
    of changes: ItemChanges,
    entry: SectionEntry,
    from oldSection: Int,
    to newSection: Int,
    oldCount: Int,
    hasSectionMoves: Bool,
    to batch: inout BatchUpdate,
    reconfiguringAfterward reconfigureAfterward: inout [IndexPath]
  ) {
    let newCount = entry.controller.numberOfItems
    let fitted =
      changes.reloadsSection ? nil : changes.listDiff(oldCount: oldCount, newCount: newCount)
    guard case .success(let diff)? = fitted else {
      if case .failure(let mismatch)? = fitted {
        reportMismatch(mismatch, of: changes, in: entry)
      }
      replaceSection(from: oldSection, to: newSection, in: &batch)
      return
    }
    let operations = diff.itemOperations(reloadingInPlace: !hasSectionMoves && diff.moves.isEmpty)
    let before = { IndexPath(item: $0, section: oldSection) }
    let after = { IndexPath(item: $0, section: newSection) }
    batch.itemDeletes += operations.deletes.map(before)
    batch.itemInserts += operations.inserts.map(after)
    batch.itemReloads += operations.reloads.map(before)
    batch.itemMoves += operations.moves.map { Move(from: before($0.from), to: after($0.to)) }
    // Reconfigures go in this batch for items that stay where they are; a moved item is
    // reconfigured in a follow-up batch at its new index path (S4 forbids both in one batch);
    // deleted and reloaded items need none.
    var untouched = changes.reconfigures
    untouched.subtract(operations.deletes)
    untouched.subtract(operations.reloads)
    for move in operations.moves where untouched.contains(move.from) {
      untouched.remove(move.from)
      reconfigureAfterward.append(after(move.to))
    }
    batch.itemReconfigures += untouched.map(before)
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

extension CollectionViewAdapter.UpdatePlan {
  /// Adds a section that is new (or rebuilt) to the plan.
  fileprivate mutating func add(_ made: (SectionEntry, @MainActor () -> Void)) {
    entries.append(made.0)
    survivors.append(nil)
    commits.append(made.1)
  }
}

extension CollectionViewAdapter {
  /// Reports the surviving sections whose item changes do not fit their committed items, when the
  /// update is applied with a reload: the reload shows the right items, but the controller has a
  /// bug all the same.
  private func reportMismatchedChanges(of plan: UpdatePlan) {
    for (newIndex, survivor) in plan.survivors.enumerated() {
      guard let survivor, !survivor.changes.reloadsSection else { continue }
      let entry = plan.entries[newIndex]
      let fitted = survivor.changes.listDiff(
        oldCount: survivor.oldCount, newCount: entry.controller.numberOfItems)
      if case .failure(let mismatch) = fitted {
        reportMismatch(mismatch, of: survivor.changes, in: entry)
      }
    }
  }

  /// Reports item changes that cannot describe a section's change of items.
  func reportMismatch(
    _ mismatch: ItemChangesMismatch, of changes: ItemChanges, in entry: SectionEntry
  ) {
    report(
      Diagnostic(
        kind: .itemCountMismatch, severity: .error, sectionID: entry.id,
        controllerType: entry.controllerType,
        message: "the item changes (\(changes)) do not fit: \(mismatch); the section was reloaded"))
  }
}
