import Foundation
import SectionalDiffing
import SectionalLayout

/// The updates collected while `performBatchUpdates` blocks run.
struct PendingBatch {
  var batch = BatchUpdate()
  var depth = 0
  var completions: [(Bool) -> Void] = []
  /// The supplementary views to replace once the batch is applied, at positions after it.
  var supplementaryReloads: [ElementKey] = []
  /// The supplementary views whose measurements to forget once the batch is applied.
  var supplementaryInvalidations: [ElementKey] = []
  /// The layouts asked for inside the batch, swapped in once it is applied.
  var layoutSwaps: [(layout: any CollectionViewLayout, completion: ((Bool) -> Void)?)] = []
  /// Whether the data source was replaced inside the batch: the view reloads once it is applied.
  var reloadsWhenApplied = false
  /// The interactive movements the batch lands, told to the data source (`moveItemAt`) once the
  /// view shows them, before the layout pass, as UIKit tells it.
  var landedMovements: [InteractiveMovement] = []
  /// Whether this batch was opened by the view while it told the data source of landed
  /// movements: what the data source asks for there is applied after the movements' batch.
  var followsLandedMovements = false
  /// Whether the interactive movement was ended inside the batch: it lands once the batch is
  /// applied, carried through it.
  var endsInteractiveMovement = false
}

extension HeadlessCollectionView {
  /// Forgets the cached counts and every shown element, and clears the selection.
  ///
  /// Nothing is asked of the data source until the next layout pass (R17). Inside a batch update
  /// block the call is rejected with ``CollectionViewError/invalidBatchUpdate(_:)`` under the rule
  /// `reloadDataInsideBatchUpdates` (R20), and ignored.
  public func reloadData() {
    guard pendingBatch == nil else {
      report(.invalidBatchUpdate(.reloadDataInsideBatchUpdates))
      return
    }
    contentGeneration += 1
    discardShownContent()
    invalidateCachedCounts()
  }

  /// Groups updates so that they are validated and applied together, then calls `completion`.
  ///
  /// The view reads its "before" counts from its cache, or from the data source when the cache
  /// is invalid (R18), runs `updates`, asks the data source for the "after" counts, and validates
  /// every update against both, in UIKit's order. Blocks nest; the outermost one validates. When
  /// the batch keeps every section in place and the data source vouches for the other counts
  /// (``CollectionViewDataSource/sectionsToRecount(in:)``), only the counts of the sections the
  /// batch updates, of those it names and of those on screen are read.
  ///
  /// A valid batch is applied: shown cells travel with their items, deleted and reloaded items end
  /// display and return to their pools, selection follows its items, and a layout pass shows what
  /// arrived. An invalid batch is reported as ``CollectionViewError/invalidBatchUpdate(_:)``
  /// (or traps, under ``ErrorPolicy/trap``) and the view recovers with a full reload;
  /// `completion` then receives `false`.
  ///
  /// - Parameters:
  ///   - updates: The block that changes the model and calls the update methods.
  ///   - completion: Called once, after the batch is applied, with whether it was valid.
  /// - Complexity: O(*u* log *u* + *s* + *v*) for *u* updates, *s* sections and *v* shown
  ///   elements, plus the layout's preparation; a vouched batch reads no count of the other
  ///   sections, and costs them one copy of the counts.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    runBatch({ updates?() }, completion: completion)
  }

  /// Runs `updates` with animations off, as UIKit's `UIView.performWithoutAnimation(_:)`: the
  /// batches applied inside it are recorded with ``BatchUpdate/isAnimated`` `false`.
  ///
  /// A hand-written data source sends a batch without animation this way; an adapter sends one
  /// with ``BatchUpdate/isAnimated`` `false` instead. Calls nest.
  ///
  /// - Parameter updates: The work to do without animation.
  public func performWithoutAnimation(_ updates: () -> Void) {
    animationSuppressionDepth += 1
    defer { animationSuppressionDepth -= 1 }
    updates()
  }

  /// Whether batches applied now animate: `false` inside ``performWithoutAnimation(_:)``, as
  /// UIKit's `UIView.areAnimationsEnabled`.
  public var areAnimationsEnabled: Bool { animationSuppressionDepth == 0 }

  /// Inserts sections, at indices after the update.
  public func insertSections(_ sections: IndexSet) {
    collect { $0.sectionInserts.formUnion(sections) }
  }

  /// Deletes sections, at indices before the update.
  public func deleteSections(_ sections: IndexSet) {
    collect { $0.sectionDeletes.formUnion(sections) }
  }

  /// Reloads sections, at indices before the update.
  public func reloadSections(_ sections: IndexSet) {
    collect { $0.sectionReloads.formUnion(sections) }
  }

  /// Moves a section from its index before the update to its index after.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    collect { $0.sectionMoves.append(Move(from: section, to: newSection)) }
  }

  /// Inserts items, at index paths after the update.
  public func insertItems(at indexPaths: [IndexPath]) {
    collect { $0.itemInserts.append(contentsOf: indexPaths) }
  }

  /// Deletes items, at index paths before the update.
  public func deleteItems(at indexPaths: [IndexPath]) {
    collect { $0.itemDeletes.append(contentsOf: indexPaths) }
  }

  /// Reloads items, at index paths before the update.
  public func reloadItems(at indexPaths: [IndexPath]) {
    collect { $0.itemReloads.append(contentsOf: indexPaths) }
  }

  /// Moves an item from its index path before the update to its index path after.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    collect { $0.itemMoves.append(Move(from: indexPath, to: newIndexPath)) }
  }

  /// Configures the shown cells of items again in place, keeping the cells.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    collect { $0.itemReconfigures.append(contentsOf: indexPaths) }
  }

  /// Runs `updates`, which changes the model and returns the batch that describes the change, then
  /// validates and applies the batch, taken as a whole value, exactly as
  /// ``performBatchUpdates(_:completion:)`` does.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and returns the batch that describes the change.
  ///   - completion: Called once, after the batch is applied, with whether it was valid.
  public func performBatchUpdates(
    describedBy updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
  ) {
    runBatch(
      {
        let batch = updates()
        collect { $0.merge(batch) }
      }, completion: completion)
  }

  /// Replaces the shown supplementary views of a kind with new ones from the data source.
  ///
  /// The shown ones end their display and go back to their pool, and the next layout pass asks
  /// for new ones where the layout places them. No pass runs here: the data source may be in the
  /// middle of a change (an adapter's commit before a reload), as UIKit's invalidation waits for
  /// the next layout pass.
  ///
  /// Inside a batch update block the index paths are positions after the update, and the views
  /// are replaced once the batch is applied, in the same pass that shows its other changes. An
  /// index path where no view shows is ignored: the layout pass asks for one anyway when it
  /// comes into view.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPaths: Where the views are: `IndexPath(item: 0, section: s)` for a header or footer.
  public func reloadSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
    let keys = indexPaths.map { ElementKey(kind: kind, indexPath: $0) }
    if pendingBatch != nil {
      pendingBatch?.supplementaryReloads += keys
      return
    }
    for key in keys {
      endDisplayingSupplementaryView(at: key)
      measuredSupplementarySizes[key] = nil
    }
    invalidateSupplementaryLayout(of: keys)
  }

  /// Forgets the measured sizes of supplementary views of a kind, whose content changed, so
  /// that the next layout pass measures them again; the views stay, and no pass runs here.
  ///
  /// Inside a batch update block the index paths are positions after the update, and the sizes
  /// are forgotten once the batch is applied.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPaths: Where the views are: `IndexPath(item: 0, section: s)` for a header or footer.
  public func invalidateSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
    let keys = indexPaths.map { ElementKey(kind: kind, indexPath: $0) }
    if pendingBatch != nil {
      pendingBatch?.supplementaryInvalidations += keys
      return
    }
    forgetMeasurements(of: keys)
  }

  /// Forgets the measurements of supplementary views, and lays their sections out again when
  /// any was measured.
  private func forgetMeasurements(of keys: [ElementKey]) {
    var forgotten: [ElementKey] = []
    for key in keys where measuredSupplementarySizes.removeValue(forKey: key) != nil {
      forgotten.append(key)
    }
    invalidateSupplementaryLayout(of: forgotten)
  }

  /// Tells the layout that supplementary views' sizes changed, a kind at a time.
  func invalidateSupplementaryLayout(of keys: [ElementKey]) {
    var byKind: [ElementKind: [IndexPath]] = [:]
    for key in keys {
      byKind[key.kind, default: []].append(key.indexPath)
    }
    for (kind, indexPaths) in byKind.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      collectionViewLayout.invalidateLayout(.supplementaryViewSizes(ofKind: kind, at: indexPaths))
    }
  }

  /// Moves measured supplementary sizes with their sections through a batch; a deleted or
  /// reloaded section's are forgotten.
  private func carryMeasuredSupplementarySizes(through validated: ValidatedBatchUpdate) {
    var carried: [ElementKey: CGSize] = [:]
    for (key, size) in measuredSupplementarySizes
    where !validated.batch.sectionReloads.contains(key.indexPath.section) {
      guard let section = validated.sectionAfterUpdate(forSectionBefore: key.indexPath.section)
      else { continue }
      var moved = key
      moved.indexPath.section = section
      carried[moved] = size
    }
    measuredSupplementarySizes = carried
  }

  // MARK: Internals

  /// Opens a batch (or nests in the open one), runs `body`, and validates and applies the batch
  /// when the outermost block returns.
  private func runBatch(_ body: () -> Void, completion: ((Bool) -> Void)?) {
    if pendingBatch == nil {
      _ = itemCounts  // R18: an invalid cache is filled from the data source first.
      pendingBatch = PendingBatch()
    }
    pendingBatch?.depth += 1
    if let completion {
      pendingBatch?.completions.append(completion)
    }
    body()
    closeBatch()
  }

  /// Leaves the open batch, and validates and applies it when it is the outermost.
  private func closeBatch() {
    pendingBatch?.depth -= 1
    guard let finished = pendingBatch, finished.depth == 0 else { return }
    pendingBatch = nil
    let isValid = apply(
      finished.batch, replacing: finished.supplementaryReloads,
      remeasuring: finished.supplementaryInvalidations, landing: finished.landedMovements,
      // A data source that asked for nothing as it took the movements sent no batch: its
      // empty one is checked against the counts, not recorded.
      records: !finished.followsLandedMovements || !finished.batch.isEmpty)
    if pendingBatch?.followsLandedMovements == true {
      // What the data source asked for while it took the movements, applied after them.
      closeBatch()
    }
    if finished.endsInteractiveMovement, pendingBatch == nil {
      endInteractiveMovement()
    }
    for swap in finished.layoutSwaps {
      setCollectionViewLayout(swap.layout, animated: false, completion: swap.completion)
    }
    if finished.reloadsWhenApplied {
      // The shown cells are the old data source's: the new one's are asked at the next pass.
      contentGeneration += 1
      discardShownContent()
      invalidateCachedCounts()
    }
    for completion in finished.completions {
      completion(isValid)
    }
  }

  /// Adds operations to the open batch, or sends them as a batch of their own (R1).
  private func collect(_ change: (inout BatchUpdate) -> Void) {
    if pendingBatch != nil {
      // In place: copying the batch out and back would copy its arrays on every call.
      change(&pendingBatch!.batch)
    } else {
      runBatch({ self.collect(change) }, completion: nil)
    }
  }

  /// Validates a finished batch and applies it, or reports it and reloads.
  ///
  /// The batch is checked against the cached counts and the data source's new ones. Returns
  /// whether it was valid.
  private func apply(
    _ batch: BatchUpdate, replacing supplementaryReloads: [ElementKey],
    remeasuring supplementaryInvalidations: [ElementKey],
    landing landedMovements: [InteractiveMovement], records: Bool = true
  ) -> Bool {
    contentGeneration += 1
    let before = itemCounts
    let recounted = sectionsToRecount(after: batch, before: before)
    let after = recounted.map { recount(before, at: $0) } ?? dataSourceItemCounts()
    let validated: ValidatedBatchUpdate
    do {
      validated = try ValidatedBatchUpdate(
        validating: batch, itemCountsBefore: before, itemCountsAfter: after,
        changedOnlyIn: recounted, strictness: strictness)
    } catch {
      report(.invalidBatchUpdate(error))
      discardShownContent()
      invalidateCachedCounts()
      layoutIfNeeded()
      return false
    }
    cachedItemCounts = after
    trustsUnreadCounts = recounted != nil
    // The counts before become the spare the next batch writes its counts after into: they
    // differ from the cached ones only where this batch read counts.
    spareItemCounts = before
    spareItemCountsDiffer = recounted
    // The views the batch ends are told so only once the view shows the batch (its shown
    // content, selection and layout carried through it), as UIKit tells them after the update:
    // a batch applied from their end is then an ordinary next batch.
    var ended = carryShownContent(through: validated)
    collectionViewLayout.invalidateLayout(layoutInvalidation(after: validated))
    // Replaced views go back to their pools; the layout pass below asks for new ones, and
    // measures them again. Positions after the batch: told the layout after the batch's reuse.
    for key in supplementaryReloads {
      if let view = visibleSupplementaryViews.removeValue(forKey: key) {
        ended.replacedSupplementaryViews.append((key, view))
      }
      measuredSupplementarySizes[key] = nil
    }
    if !supplementaryReloads.isEmpty {
      invalidateSupplementaryLayout(of: supplementaryReloads)
    }
    if !supplementaryInvalidations.isEmpty {
      forgetMeasurements(of: supplementaryInvalidations)
    }
    // The layout pass waits for what the data source asks for as it takes the movements: it
    // lays out the data source's items once they are in the order the view shows.
    // The cells to configure again, found now and kept as cells: a batch applied from a display
    // callback of the pass below may move their items, and a cell follows its item.
    let toReconfigure = shownCellsToReconfigure(validated)
    endDisplaying(ended)
    let outerMeasured = cellsMeasuringThemselves
    if !toReconfigure.isEmpty { cellsMeasuringThemselves = [] }
    if !tellDataSource(landing: landedMovements) {
      layoutIfNeeded()
    }
    if !toReconfigure.isEmpty {
      let measured = cellsMeasuringThemselves ?? []
      // A pass this one is nested in may reconfigure the same cells: it hears of them too.
      cellsMeasuringThemselves = outerMeasured.map { $0.union(measured) }
      remeasure(
        reconfigure(toReconfigure).filter { measured.contains(ObjectIdentifier($0.cell)) }
          .map(\.item))
    }
    guard records else { return true }
    var applied = batch
    applied.isAnimated = batch.isAnimated && areAnimationsEnabled
    lastBatchUpdate = applied
    batchUpdateHandler?(applied)
    return true
  }

  /// Tells the data source of the interactive movements a batch landed (`moveItemAt`), once the
  /// view shows the moved items where they landed and before it lays them out, as UIKit tells it:
  /// there, ``cellForItem(at:)`` at the destination is the moved item's cell, and a selection
  /// made at the destination selects the moved item.
  ///
  /// What the data source asks for while it takes a movement (a batch of its own, say) goes into
  /// a batch opened for it, applied once this one is.
  ///
  /// - Returns: Whether that batch holds changes: then its own layout pass lays the items out,
  ///   not this batch's, which would read the data source halfway.
  private func tellDataSource(landing movements: [InteractiveMovement]) -> Bool {
    guard !movements.isEmpty else { return false }
    var followUp = PendingBatch()
    followUp.depth = 1
    followUp.followsLandedMovements = true
    pendingBatch = followUp
    for movement in movements {
      dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
    }
    guard let collected = pendingBatch else { return false }
    return !collected.batch.isEmpty || collected.reloadsWhenApplied
      || !collected.supplementaryReloads.isEmpty
  }

  /// The sections whose counts to read after a batch, ascending, when the data source vouches
  /// for the others (``CollectionViewDataSource/sectionsToRecount(in:)``); `nil` to read every
  /// count.
  ///
  /// Only a batch that keeps every section in place, on a data source that still has as many
  /// sections, is read in part: the sections whose items the batch updates, those the data
  /// source names, and every section on screen, so that a count that changed unannounced is
  /// caught where it would show.
  ///
  /// - Complexity: O(*u* log *u* + *r* log *r* + *v*) for *u* updates, *r* sections named by the
  ///   data source and *v* shown elements.
  private func sectionsToRecount(after batch: BatchUpdate, before: [Int]) -> [Int]? {
    guard let dataSource, batch.sectionDeletes.isEmpty, batch.sectionInserts.isEmpty,
      batch.sectionReloads.isEmpty, batch.sectionMoves.isEmpty,
      let named = dataSource.sectionsToRecount(in: self),
      dataSource.numberOfSections(in: self) == before.count
    else { return nil }
    var sections = Self.sectionsWithItemUpdates(in: batch)
    sections += named
    if let shown = shownSections() {
      sections += Array(shown)
    }
    sections.sort()
    sections.removeAdjacentRepeats()
    let first = sections.partitioningIndex { $0 >= 0 }
    let end = sections.partitioningIndex { $0 >= before.count }
    return Array(sections[first..<end])
  }

  /// The counts before a batch with the data source's counts of `sections` in place of theirs;
  /// a negative count is none.
  ///
  /// The counts are written into the spare the last batch left (``spareItemCounts``), made equal
  /// to `before` where they may differ, rather than into a copy of `before`: with many sections
  /// the copy was most of what a batch that touches one section cost.
  ///
  /// - Complexity: O(*r* + *d*) for *r* sections to read and *d* sections where the spare
  ///   differs; O(*s*) for *s* sections without a spare.
  private func recount(_ before: [Int], at sections: [Int]) -> [Int] {
    guard let dataSource else { return before }
    var counts = spareItemCounts
    spareItemCounts = []
    if let differ = spareItemCountsDiffer, counts.count == before.count {
      for section in differ {
        counts[section] = before[section]
      }
      #if SECTIONAL_INTERNAL_CHECKS
        precondition(counts == before, "the spare counts differ from the cached counts")
      #endif
    } else {
      counts = before
    }
    for section in sections {
      counts[section] = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }
    return counts
  }

  /// The range of sections with a shown cell or supplementary view, or `nil` when none shows.
  ///
  /// - Complexity: O(*v*) for *v* shown elements.
  func shownSections() -> ClosedRange<Int>? {
    var lowest = Int.max
    var highest = Int.min
    for item in visibleCellsByItem.keys {
      lowest = min(lowest, item.section)
      highest = max(highest, item.section)
    }
    for key in visibleSupplementaryViews.keys where key.indexPath.count == 2 {
      lowest = min(lowest, key.indexPath.section)
      highest = max(highest, key.indexPath.section)
    }
    return lowest <= highest ? lowest...highest : nil
  }

  /// What a batch changed for the layout: the sections whose items it touched, when it kept
  /// every section in place; otherwise, for each section after it, the section before it whose
  /// layout still holds.
  ///
  /// A section holds its layout when the batch neither reloaded it nor touched any of its items.
  /// Everything else is laid out again.
  ///
  /// - Complexity: O(*u* log *u*) for *u* updates when the batch keeps every section in place;
  ///   otherwise O(*s* + *u*) for *s* sections, plus O(log *m*) a section for *m* section moves.
  private func layoutInvalidation(after validated: ValidatedBatchUpdate) -> LayoutInvalidation {
    let batch = validated.batch
    // The sections of the items the batch touched, read from the validated batch's own sorted
    // lists: reading every index path again goes through Foundation twice a path.
    let leaving = validated.sectionsWithItemsLeaving
    let arriving = validated.sectionsWithItemsArriving
    let reconfigured = validated.reconfiguredSections
    #if SECTIONAL_INTERNAL_CHECKS
      Self.checkTouchedSections(
        of: batch, leaving: leaving, arriving: arriving, reconfigured: reconfigured,
        sectionsBefore: validated.itemCountsBefore.count)
    #endif
    if batch.sectionDeletes.isEmpty && batch.sectionInserts.isEmpty
      && batch.sectionReloads.isEmpty && batch.sectionMoves.isEmpty
      && validated.itemCountsBefore.count == validated.itemCountsAfter.count
    {
      // Every section keeps its index: before and after are one.
      var sections = leaving + arriving + reconfigured
      sections.sort()
      sections.removeAdjacentRepeats()
      return .itemsChanged(inSections: sections)
    }
    // Flags by index rather than sets: every section is looked up, and a set hashes each time.
    var touchedBefore = [Bool].filled(with: false, count: validated.itemCountsBefore.count)
    var touchedAfter = [Bool].filled(with: false, count: validated.itemCountsAfter.count)
    func touch(_ section: Int, in touched: inout [Bool]) {
      if touched.indices.contains(section) { touched[section] = true }
    }
    for section in batch.sectionReloads {
      touch(section, in: &touchedBefore)
    }
    for section in leaving { touch(section, in: &touchedBefore) }
    for section in reconfigured { touch(section, in: &touchedBefore) }
    for section in arriving { touch(section, in: &touchedAfter) }
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var reuse = [Int?].filled(with: nil, count: validated.itemCountsAfter.count)
    // The sections that stay, walked in order: a search of the section map for each section
    // was a third of the invalidation.
    validated.forEachSectionBeforeUpdate { section, before in
      if !touchedAfter[section], touchedBefore.indices.contains(before), !touchedBefore[before] {
        reuse[section] = before
      }
    }
    return .batchUpdate(reusing: reuse)
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the sections read from the validated batch miss one the index paths touch.
    ///
    /// A section missed would keep a stale layout. Item deletes in deleted sections and item
    /// inserts in inserted sections are dropped by validation (R11); those sections are laid
    /// out anew anyway.
    private static func checkTouchedSections(
      of batch: BatchUpdate, leaving: [Int], arriving: [Int], reconfigured: [Int],
      sectionsBefore: Int
    ) {
      let before = Set(leaving + reconfigured)
      let after = Set(arriving)
      for indexPath in batch.itemDeletes + batch.itemReloads
      where !batch.sectionDeletes.contains(indexPath.section)
        && !batch.sectionReloads.contains(indexPath.section)
      {
        precondition(before.contains(indexPath.section), "\(indexPath) touched, not listed")
      }
      for indexPath in batch.itemReconfigures {
        precondition(before.contains(indexPath.section), "\(indexPath) reconfigured, not listed")
      }
      for indexPath in batch.itemInserts where !batch.sectionInserts.contains(indexPath.section) {
        precondition(after.contains(indexPath.section), "\(indexPath) inserted, not listed")
      }
      for move in batch.itemMoves {
        precondition(before.contains(move.from.section), "\(move.from) moved, not listed")
        precondition(after.contains(move.to.section), "\(move.to) moved to, not listed")
      }
    }
  #endif

  /// The sections whose items a batch deletes, inserts, moves, reloads or reconfigures,
  /// ascending and each once, read from its index paths before it is validated: of a batch that
  /// keeps every section in place, the ones whose counts the view reads again.
  ///
  /// - Complexity: O(*u* log *u*) for *u* updates, never proportional to the sections.
  static func sectionsWithItemUpdates(in batch: BatchUpdate) -> [Int] {
    var sections: [Int] = []
    func note(_ item: ItemKey) {
      if sections.last != item.section {
        sections.append(item.section)
      }
    }
    batch.itemDeleteList.forEachPair(note)
    batch.itemReloadList.forEachPair(note)
    batch.itemReconfigureList.forEachPair(note)
    batch.itemInsertList.forEachPair(note)
    batch.itemMoveList.forEachPair { move in
      note(move.from)
      note(move.to)
    }
    sections.sort()
    sections.removeAdjacentRepeats()
    return sections
  }

  /// The views a batch took off the screen, with where they were shown before it: told that
  /// their display ended once the view shows the batch (``endDisplaying(_:)``).
  struct EndedViews {
    var cells: [(item: ItemKey, cell: CollectionViewCell)] = []
    var supplementaryViews: [(key: ElementKey, view: CollectionReusableView)] = []
    var decorationViews: [(key: ElementKey, view: CollectionReusableView)] = []
    /// The supplementary views the batch replaced (reloaded).
    var replacedSupplementaryViews: [(key: ElementKey, view: CollectionReusableView)] = []
  }

  /// Tells the delegate that the views a batch took off the screen ended their display, at the
  /// index paths they had, and returns them to their pools: cells, then supplementary views,
  /// then decoration views, then the supplementary views the batch replaced.
  private func endDisplaying(_ ended: EndedViews) {
    for (item, cell) in ended.cells {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: item.indexPath)
      cellPool.enqueue(cell)
    }
    for (key, view) in ended.supplementaryViews {
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      supplementaryPools[key.kind]?.enqueue(view)
    }
    for (key, view) in ended.decorationViews {
      delegate?.collectionView(
        self, didEndDisplayingDecorationView: view, forElementKind: key.kind, at: key.indexPath)
      decorationPool.enqueue(view)
    }
    for (key, view) in ended.replacedSupplementaryViews {
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      supplementaryPools[key.kind]?.enqueue(view)
    }
  }

  /// Moves shown cells, supplementary views, selection and prefetches to where their items went,
  /// and takes off the screen what was deleted or reloaded, to be told afterwards.
  private func carryShownContent(through validated: ValidatedBatchUpdate) -> EndedViews {
    var ended = EndedViews()
    var carried: [ItemKey: CollectionViewCell] = [:]
    carried.reserveCapacity(visibleCellsByItem.count)
    for item in visibleCellsByItem.keys.sorted() {
      guard let destination = validated.itemAfterUpdate(forItemBefore: item) else {
        if let cell = visibleCellsByItem[item] {
          ended.cells.append((item, cell))
        }
        continue
      }
      if let cell = visibleCellsByItem[item] {
        cell.indexPath = destination.indexPath
        carried[destination] = cell
      }
    }
    visibleCellsByItem = carried

    var carriedViews: [ElementKey: CollectionReusableView] = [:]
    for key in visibleSupplementaryViews.keys.sorted(by: elementKeyOrder) {
      guard let section = validated.sectionAfterUpdate(forSectionBefore: key.indexPath.section)
      else {
        if let view = visibleSupplementaryViews[key] {
          ended.supplementaryViews.append((key, view))
        }
        continue
      }
      var destination = key
      destination.indexPath.section = section
      if let view = visibleSupplementaryViews[key] {
        view.indexPath = destination.indexPath
        carriedViews[destination] = view
      }
    }
    visibleSupplementaryViews = carriedViews
    // Each `validated.sectionAfterUpdate` below copies the whole batch into a closure: only
    // when there is something to carry.
    if !visibleDecorationViews.isEmpty {
      ended.decorationViews = carryDecorationViews(
        to: validated.sectionAfterUpdate(forSectionBefore:))
    }

    if !measuredSupplementarySizes.isEmpty {
      carryMeasuredSupplementarySizes(through: validated)
    }
    selectedItems = Self.items(selectedItems, after: validated)
    tappedItem = tappedItem.flatMap(validated.itemAfterUpdate(forItemBefore:))
    carryMeasuredSizes(through: validated)
    if !orthogonalScrollOffsets.isEmpty {
      carryOrthogonalScrollOffsets(to: validated.sectionAfterUpdate(forSectionBefore:))
    }
    carryInteractiveMovement(through: validated)
    if !draggedSessions.isEmpty {
      carryDragSources(through: validated)
    }
    prefetchedItems = Self.items(prefetchedItems, after: validated)
    return ended
  }

  /// Where items went through a batch; the items it deleted are left out.
  ///
  /// Most items of most batches stay where they were: the set is changed only for the items that
  /// moved or went, all removed first, then the destinations added, so that an item moving to
  /// where another was is never removed by it. A loop rather than `compactMap`: a closure here
  /// is checked for the main actor at every call.
  private static func items(_ items: Set<ItemKey>, after validated: ValidatedBatchUpdate)
    -> Set<ItemKey>
  {
    var departed: [ItemKey] = []
    var arrived: [ItemKey] = []
    for item in items {
      let destination = validated.itemAfterUpdate(forItemBefore: item)
      guard destination != item else { continue }
      departed.append(item)
      if let destination {
        arrived.append(destination)
      }
    }
    guard !departed.isEmpty else { return items }
    var result = items
    for item in departed {
      result.remove(item)
    }
    for item in arrived {
      result.insert(item)
    }
    return result
  }

  /// The shown cells of the items a batch reconfigures, at their items' places after it.
  private func shownCellsToReconfigure(_ validated: ValidatedBatchUpdate) -> [CollectionViewCell] {
    let reconfigures = validated.batch.itemReconfigureList
    guard !reconfigures.isEmpty else { return [] }
    var destinations: Set<ItemKey> = []
    if reconfigures.count > visibleCellsByItem.count {
      // The few shown items by the item each was before the batch, looked up by every
      // reconfigure, rather than a table of every reconfigure looked up by the shown items.
      var shownBySource: [ItemKey: ItemKey] = [:]
      shownBySource.reserveCapacity(visibleCellsByItem.count)
      for item in visibleCellsByItem.keys {
        if let source = validated.itemBeforeUpdate(forItemAfter: item) {
          shownBySource[source] = item
        }
      }
      reconfigures.forEachPair { item in
        if let destination = shownBySource[item] {
          destinations.insert(destination)
        }
      }
    } else {
      reconfigures.forEachPair { item in
        if let destination = validated.itemAfterUpdate(forItemBefore: item) {
          destinations.insert(destination)
        }
      }
    }
    return destinations.sorted().compactMap { visibleCellsByItem[$0] }
  }

  /// Configures cells again for the items they show now, those still shown after the layout
  /// pass (a cell that left the viewport is not asked for).
  ///
  /// - Returns: The cells configured again, with their items.
  private func reconfigure(
    _ cells: [CollectionViewCell]
  ) -> [(cell: CollectionViewCell, item: ItemKey)] {
    var reconfigured: [(cell: CollectionViewCell, item: ItemKey)] = []
    for shown in cells {
      guard let indexPath = shown.indexPath, let item = ItemKey(indexPath),
        visibleCellsByItem[item] === shown
      else { continue }
      reconfigured.append((shown, item))
      guard let cell = requestCell(at: indexPath, reconfiguring: shown), cell !== shown else {
        continue
      }
      // The data source dequeued another kind of cell: it replaces the shown one.
      cell.frame = shown.frame
      cell.isSelected = shown.isSelected
      endDisplayingCell(at: item)
      visibleCellsByItem[item] = cell
      delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }
    return reconfigured
  }

  /// Measures again the reconfigured cells that measured themselves in the layout pass.
  ///
  /// The pass runs before the cells are configured again (so that only the cells still shown
  /// after it are), and measured them with their old content; a cell that measures itself must
  /// be measured showing its new content, as UIKit measures a reconfigured cell. Sizes a
  /// delegate gave came from the data, new already.
  private func remeasure(_ reconfigured: [ItemKey]) {
    let stale = reconfigured.filter { measuredItemSizes[$0] != nil }
    guard !stale.isEmpty else { return }
    for item in stale {
      measuredItemSizes[item] = nil
    }
    collectionViewLayout.invalidateLayout(.itemSizes(stale.map(\.indexPath)))
    layoutIfNeeded()
  }

  /// Ends the display of every shown element and clears selection, highlight and prefetches.
  func discardShownContent() {
    for item in visibleCellsByItem.keys.sorted() {
      endDisplayingCell(at: item)
    }
    for key in visibleSupplementaryViews.keys.sorted(by: elementKeyOrder) {
      endDisplayingSupplementaryView(at: key)
    }
    for key in visibleDecorationViews.keys.sorted(by: elementKeyOrder) {
      endDisplayingDecorationView(at: key)
    }
    selectedItems.removeAll()
    tappedItem = nil
    prefetchedItems.removeAll()
    measuredItemSizes.removeAll()
    measuredSupplementarySizes.removeAll()
    orthogonalScrollOffsets.removeAll()
    interactiveMovement = nil
    if !draggedSessions.isEmpty {
      forgetDragSources()
    }
  }
}

extension BatchUpdate {
  /// Adds another batch's operations to this one.
  ///
  /// An operation list this batch does not have yet takes the other's as it is, sharing its
  /// storage: a batch described whole (``HeadlessCollectionView/performBatchUpdates(describedBy:completion:)``)
  /// is merged into an empty one, and appending would copy every index path.
  mutating func merge(_ other: BatchUpdate) {
    sectionDeletes.formUnion(other.sectionDeletes)
    sectionInserts.formUnion(other.sectionInserts)
    sectionReloads.formUnion(other.sectionReloads)
    Self.append(other.sectionMoves, to: &sectionMoves)
    itemDeleteList.append(contentsOf: other.itemDeleteList)
    itemInsertList.append(contentsOf: other.itemInsertList)
    itemReloadList.append(contentsOf: other.itemReloadList)
    itemMoveList.append(contentsOf: other.itemMoveList)
    itemReconfigureList.append(contentsOf: other.itemReconfigureList)
    isAnimated = isAnimated && other.isAnimated
  }

  /// Appends operations to a list, or gives an empty list the other's storage.
  private static func append<Operation>(_ operations: [Operation], to list: inout [Operation]) {
    if list.isEmpty {
      list = operations
    } else {
      list += operations
    }
  }
}
