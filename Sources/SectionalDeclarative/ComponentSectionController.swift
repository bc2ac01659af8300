import Foundation
import SectionalAdapter
import SectionalCollectionView
import SectionalDiffing
import SectionalLayout

/// The controller of one declarative section: it answers the adapter for a ``ListSection``.
///
/// What it answers with comes from building blocks that each own one thing: the committed cells
/// (`CommittedItems`, shared with the stock controllers), the diff of cells by identity
/// (`ListDiff` keyed by `CellKey`), repeated ids (`keepingFirstOfEachKey`), the prefetched work
/// (`PrefetchLedger`), the rendered headers and footers (`RenderedSupplementaryViews`), the
/// layout it describes (`+Layout`) and the events it routes to the handlers of the cell a view
/// shows, whatever index it has then (`+Events`).
///
/// Cells whose identity stays and whose component changed are reconfigured in place: the shown
/// cell keeps its content view, and the component renders into it again.
@MainActor
final class ComponentSectionController: SectionController, SupplementaryViewProviding,
  SectionLayoutProviding, SectionLayoutStamping, ItemSizing, SupplementaryViewSizing,
  SelectionHandling, DisplayHandling,
  ContextMenuProviding, PrefetchHandling, ModelDerivedItems
{
  weak var context: (any CollectionViewContext)?

  let committed = CommittedItems<ComponentSectionModel, Cell>()

  /// The cells committed before the last commit, when it moved, removed or inserted some; `nil`
  /// otherwise.
  ///
  /// A cell shown before such an update may end its display after it, at its index before it
  /// (a removed cell, or every cell when the update is applied as a reload): with the handlers
  /// of this list, the last that had it there.
  ///
  /// Unchecked for exclusive access, as ``prefetches``: it is written at every commit and read by
  /// copying it, with no call made while it is accessed.
  @exclusivity(unchecked) var cellsBefore: [Cell]?

  /// The header and footer views this controller rendered into.
  ///
  /// Unchecked for exclusive access, as ``prefetches``: it is read at every commit, and it is
  /// copied before a view is rendered into, so no access is held while the view calls back.
  @exclusivity(unchecked) private var supplementaryViews = RenderedSupplementaryViews()

  /// The views attached to items (badges) this controller rendered.
  ///
  /// Unchecked for exclusive access, as ``supplementaryViews``: it is read at every commit, and
  /// copied before a view is rendered into.
  @exclusivity(unchecked) private var attachedViews = RenderedAttachedViews()

  /// The decoration views this controller rendered its decoration components into.
  ///
  /// Unchecked for exclusive access, as ``supplementaryViews``.
  @exclusivity(unchecked) private var decorationViews = RenderedSupplementaryViews()

  /// One content view per reuse key, to measure components with.
  var sizingContent: [String: HostedContent] = [:]

  /// The prefetching work of items not shown yet: an update that shifts indices leaves it with
  /// its item.
  ///
  /// Unchecked for exclusive access: it is touched at every commit, where the dynamic check
  /// costs more than the work, and no call runs user code while it is accessed (plugins and
  /// tasks are called outside, see ``PrefetchLedger``).
  @exclusivity(unchecked) var prefetches = PrefetchLedger()

  /// The committed model's header, footer and layout, kept apart from the model so that a
  /// layout pass reads the description without copying the model.
  ///
  /// Unchecked for exclusive access, as ``cellsBefore``: it is written at every commit and read
  /// at every layout pass, by copying it.
  @exclusivity(unchecked) var committedSurroundings: ComponentSectionModel.Surroundings?

  /// The stamp of the committed description, kept while commits bring the same one, so that
  /// the layout keeps the section without reading it; ``DescriptionStamp/unstamped`` for a
  /// description made from the cells or the container, which may change between commits.
  package private(set) var layoutStamp = DescriptionStamp.unstamped

  /// Whether every committed cell can be keyed by its digest (`DigestedCellKey.canKey`), told
  /// when the cells were new and looked through for repeated ids; `nil` when it was not.
  ///
  /// `true` only when every cell can; `false` may be kept for cells that can, once cells that
  /// could not were left out as repeats: the diff is then keyed by identities, as correct.
  ///
  /// Unchecked for exclusive access, as ``cellsBefore``: it is written at every commit and read
  /// once an update, with no call made while it is accessed.
  @exclusivity(unchecked) private var committedCellsAreDigested: Bool?

  /// Whether every committed cell's digest is known to settle a comparison with an equal digest
  /// by itself (`CellDigest.Flags.settlesEquality`): told by the walk that passed every cell of
  /// a section built again by their digests' bytes, whose cells were then committed; `false`
  /// when not known.
  ///
  /// The next walk then compares the digests' bytes alone: a new cell whose word equals a
  /// committed cell's has the same flags.
  ///
  /// Unchecked for exclusive access, as ``committedCellsAreDigested``.
  @exclusivity(unchecked) private var committedCellsSettle = false

  /// The committed cells.
  var cells: [Cell] { committed.items }

  /// The committed model.
  var model: ComponentSectionModel? { committed.model }

  var numberOfItems: Int { committed.count }

  /// Whether the cells follow the model alone: always.
  ///
  /// The cells are the model's, less repeated ids, and change only when an update is committed
  /// (``ModelDerivedItems``). The adapter then passes over a section whose model is the one last
  /// sent (a list that keeps its `ListSection`) without a call, as it passes over a stock
  /// controller's shared rows.
  var derivesItemsFromModelAlone: Bool { true }

  func update(to model: ComponentSectionModel) -> SectionUpdate {
    // `nil` when no item changes: the update then holds no copy of empty changes.
    let changes: ItemChanges?
    let cells: [Cell]
    var shiftsCells = false
    // Whether the cells committed can be keyed by their digests, when it is known.
    var digested: Bool?
    if let committedBytes = committed.modelBytes {
      let old = committed.items
      if CommittedItems<ComponentSectionModel, Cell>.areSameStorage(old, model.cells) {
        // The committed cells themselves: nothing to compare, and nothing to store either when
        // the model is the committed one.
        if committedBytes.areBytes(of: model) { return .unchanged }
        (changes, cells, digested) = (nil, old, committedCellsAreDigested)
      } else if let walk = Self.reconfiguredAlignedCells(
        old, model.cells, oldCellsSettle: committedCellsSettle)
      {
        // The same identities in the same places as the committed cells, which hold no repeated
        // id, hold none either: only other lists are looked through for repeats.
        let reconfigured = walk.reconfigured
        if reconfigured.isEmpty, commitsQuietly(model, cellsSettle: walk.everyCellSettles) {
          return .unchanged
        }
        changes =
          reconfigured.isEmpty ? nil : Self.changes(reconfiguring: reconfigured, of: old.count)
        cells = model.cells
      } else if committedCellsAreDigested ?? DigestedCellKey.canKey(old),
        let diff = Self.diffOfCellsWithoutRepeats(from: old, to: model.cells)
      {
        // Found without a search through every id: see `diffOfCellsWithoutRepeats`.
        changes = ItemChanges(diff, refreshing: .reconfigure)
        (cells, digested) = (model.cells, true)
        shiftsCells = true
      } else {
        let newDigested: Bool
        (cells, newDigested) = uniqueCells(model.cells)
        digested = newDigested
        // Keyed by the cells' digests where they decide every identity: no cell's box is read
        // to hash or match it. Whether the committed cells can be was told when they were new.
        let oldDigested = committedCellsAreDigested ?? DigestedCellKey.canKey(old)
        #if SECTIONAL_INTERNAL_CHECKS
          // `false` may be kept for cells that can (some left out of a list that could not).
          precondition(
            (!oldDigested || DigestedCellKey.canKey(old))
              && (!newDigested || DigestedCellKey.canKey(cells)),
            "cells kept as keyed by their digests that cannot be")
        #endif
        let diff =
          oldDigested && newDigested
          ? ListDiff(from: old, to: cells, keyedBy: DigestedCellKey.self)
          : ListDiff(from: old, to: cells, keyedBy: CellKey.self)
        #if SECTIONAL_INTERNAL_CHECKS
          precondition(
            diff == ListDiff(from: old, to: cells, keyedBy: CellKey.self),
            "the cells' digests keyed another diff than their identities")
        #endif
        changes = ItemChanges(diff, refreshing: .reconfigure)
        shiftsCells = true
      }
    } else {
      // The first model: the adapter inserts the section whole.
      let newDigested: Bool
      (cells, newDigested) = uniqueCells(model.cells)
      (changes, digested) = (nil, newDigested)
    }
    reportProblems(of: model)
    // What the commit stores, in a box the controller reuses: a closure that captures one
    // object takes it as its context, where one that captured the model and cells would be
    // allocated for every section of every apply. A box still held by an update not yet
    // committed or dropped is left to it, and a new one made.
    // Asked before the box is bound: a binding is a second reference.
    let pending: PendingCommit
    if isKnownUniquelyReferenced(&pendingCommit), let reusable = pendingCommit {
      pending = reusable
    } else {
      pending = PendingCommit(controller: self)
      pendingCommit = pending
    }
    pending.hold(model, cells: cells, shiftsCells: shiftsCells, digested: digested)
    guard let changes else { return SectionUpdate(changingNoItem: { pending.commit() }) }
    return SectionUpdate(changes: changes) { pending.commit() }
  }

  /// Commits now a model whose cells are the committed ones built again, when nothing the
  /// section shows or lays out differs: `false`, committing nothing, otherwise.
  ///
  /// Such a section answers ``SectionUpdate/unchanged``, so the adapter records and commits
  /// nothing for it: a list built again at every apply has hundreds of them. Committing before
  /// the batch keeps the rule that the data source reports the old items until it: the count,
  /// every identity and every component are equal to the committed ones, and what the commit
  /// changes (the cells' handlers and captured closures) shows nothing. It is not done when the
  /// layout description, a header, a footer or a decoration may differ, which the batch's
  /// layout must see together with the rest, nor while an update not yet committed holds the
  /// box of what it commits, which would then overwrite this model with an older one.
  ///
  /// `cellsSettle` tells whether every new cell's digest settles a comparison by itself, which
  /// the next walk then need not ask of each (``committedCellsSettle``).
  private func commitsQuietly(_ model: ComponentSectionModel, cellsSettle: Bool) -> Bool {
    guard let before = committedSurroundings, model.surroundings.showsSame(as: before),
      isKnownUniquelyReferenced(&pendingCommit)
    else { return false }
    reportProblems(of: model)
    commit(model, cells: model.cells, shiftsCells: false, digested: nil, keepsDescription: true)
    committedCellsSettle = cellsSettle
    return true
  }

  /// Reports what the model's section was written with and cannot show: items of its groups
  /// without a component, and display handlers of a header or footer it does not have.
  private func reportProblems(of model: ComponentSectionModel) {
    for problem in model.layoutProblems {
      context?.environment.report(problem.kind, severity: .warning, message: problem.message)
    }
    // The context (a weak reference) is read only where there is something to report: this
    // runs for every section of every apply.
    let unplaced = model.surroundings.viewsWithoutPlace
    if !unplaced.isEmpty, let context {
      for view in unplaced {
        reportViewWithoutPlace(view, in: context)
      }
    }
    let handlers = model.surroundings.handlersWithoutTheirView
    guard !handlers.isEmpty, let context else { return }
    for handler in handlers {
      let (view, modifier) =
        handler.hasSuffix("Header") ? ("header", "withHeader") : ("footer", "withFooter")
      context.environment.report(
        .modifierIgnored, severity: .warning,
        message: "section \(context.sectionID) has no \(view): its \(handler) handler never "
          + "runs (give the section a \(view) with \(modifier)(_:))")
    }
  }

  /// The box of what an update commits, made at the first update; see ``update(to:)``.
  ///
  /// Unchecked for exclusive access, as ``prefetches``: only ``update(to:)`` touches it, with
  /// no call made while it is accessed.
  @exclusivity(unchecked) private var pendingCommit: PendingCommit?

  /// What an update of a ``ComponentSectionController`` commits: the model and cells it was
  /// worked out for.
  ///
  /// An update's commit closure holds the box alone; the controller holds it too and fills it
  /// again at its next update, once no update holds it any more.
  @MainActor
  final class PendingCommit {
    /// The controller that commits: it owns the box, which does not keep it.
    ///
    /// Unowned rather than weak: a weak reference would move every retain of the controller
    /// to its side table. The adapter calls a commit inside its batch, while its plan holds
    /// the section's controller.
    unowned let controller: ComponentSectionController

    /// The model, its cells, whether the cells shifted, and whether they can be keyed by their
    /// digests when it is known.
    private var model: ComponentSectionModel?
    private var cells: [Cell] = []
    private var shiftsCells = false
    private var digested: Bool?

    init(controller: ComponentSectionController) {
      self.controller = controller
    }

    /// Holds what the next commit stores.
    func hold(_ model: ComponentSectionModel, cells: [Cell], shiftsCells: Bool, digested: Bool?) {
      self.model = model
      self.cells = cells
      self.shiftsCells = shiftsCells
      self.digested = digested
    }

    /// Makes the held model and cells the controller's committed ones.
    func commit() {
      guard let model else { return }
      controller.commit(model, cells: cells, shiftsCells: shiftsCells, digested: digested)
    }
  }

  /// Makes a model and its cells the committed ones: inside the adapter's batch, or at once for
  /// cells built again with nothing else changed (``commitsQuietly(_:)``).
  ///
  /// `keepsDescription` tells that the model's layout description is known to be the committed
  /// one's, so that it is not compared again.
  private func commit(
    _ model: ComponentSectionModel, cells: [Cell], shiftsCells: Bool, digested: Bool?,
    keepsDescription: Bool = false
  ) {
    cellsBefore = shiftsCells ? committed.items : nil
    committed.store(model, items: cells)
    committedCellsAreDigested = digested
    committedCellsSettle = false
    cachedRowHeight = nil
    checkedBoundaryLengths = false
    // The stamp stays while the description is the one committed before, so that the
    // layout keeps the section without reading it. Both read in place from the sections'
    // surroundings: a description copied is retained, or boxed.
    let surroundings = model.surroundings
    if !surroundings.hasGivenDescription {
      layoutStamp = .unstamped
    } else if layoutStamp == .unstamped {
      layoutStamp = .next()
    } else if keepsDescription {
      // The same description, compared by the caller: the stamp stays.
    } else if let before = committedSurroundings, surroundings.givesSameDescription(as: before) {
      // The same description: the stamp stays.
    } else {
      layoutStamp = .next()
    }
    committedSurroundings = surroundings
    let decorations = model.decorations
    if !decorations.isEmpty, let context {
      // Before the batch lays out: the view makes the decoration views of these kinds as hosts.
      for kind in decorations.keys {
        context.register(ComponentSupplementaryView.self, forDecorationViewOfKind: kind)
      }
    }
    renderSupplementaryViewsAgain()
    let (cancelled, changed) = prefetches.removeWork(notFor: committed.items)
    for task in cancelled {
      task.cancel()
    }
    for cell in changed {
      prefetch(cell)
    }
    _checkInvariants()
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the committed cells and what the controller keeps beside them disagree;
    /// compiled only with `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every commit: the committed cells hold no identity twice (the adapter's
    /// batch and every event are routed by identity), work is prefetched only for committed
    /// cells, and the cells kept for the end of display exist only after a commit that shifted
    /// cells.
    ///
    /// - Complexity: O(*n*) for *n* cells.
    func _checkInvariants() {
      var identities = Set<CellIdentity>(minimumCapacity: committed.count)
      for cell in committed.items {
        precondition(
          identities.insert(cell.identity).inserted,
          "the committed cells hold \(cell.id) twice")
      }
      precondition(
        prefetches.onlyHoldsWork(for: committed.items),
        "work is prefetched for a cell that is not committed")
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif

  /// The changes between two lists of cells with the same identities at the same places, the
  /// usual case of a section applied again: the cells whose content changed, configured again;
  /// `nil` when an identity moved, came or went, for the diff to work out.
  ///
  /// A list built again holds new cells even where nothing changed, so every section of every
  /// apply is compared; walking the two lists side by side costs an identity and a content
  /// comparison a cell, where the diff hashes every identity into a table.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  nonisolated static func changesOfAlignedCells(_ old: [Cell], _ new: [Cell]) -> ItemChanges? {
    guard let reconfigured = reconfiguredAlignedCells(old, new)?.reconfigured else { return nil }
    return reconfigured.isEmpty ? .none : changes(reconfiguring: reconfigured, of: old.count)
  }

  /// The changes that reconfigure some of a section's items, and change nothing else.
  private nonisolated static func changes(reconfiguring updates: IndexRuns, of count: Int)
    -> ItemChanges
  {
    let diff = ListDiff(
      oldCount: count, newCount: count, deleteRuns: IndexRuns(),
      insertRuns: IndexRuns(), moves: [], updateRuns: updates)
    return ItemChanges(diff, refreshing: .reconfigure)
  }

  /// What the walk over two lists of cells with the same identities at the same places found.
  struct AlignedWalk {
    /// The indices of the cells whose content changed.
    var reconfigured: IndexRuns
    /// Whether every pair was passed by the digests' bytes alone, so that every new cell's
    /// digest settles a comparison with an equal digest by itself.
    var everyCellSettles: Bool
  }

  /// The indices of the cells whose content changed between two lists of cells with the same
  /// identities at the same places (``changesOfAlignedCells(_:_:)``), and whether every cell
  /// was passed by its digest alone.
  ///
  /// - Parameters:
  ///   - old: The committed cells.
  ///   - new: The cells built again.
  ///   - oldCellsSettle: Whether every old cell's digest is known to settle a comparison with
  ///     an equal digest by itself: the walk then compares bytes alone.
  /// - Returns: What the walk found; `nil` when an identity moved, came or went.
  /// - Complexity: O(*n*) for *n* cells.
  nonisolated static func reconfiguredAlignedCells(
    _ old: [Cell], _ new: [Cell], oldCellsSettle: Bool = false
  ) -> AlignedWalk? {
    guard old.count == new.count else { return nil }
    var updates = IndexRuns()
    var everyCellSettles = true
    // Through buffers, field by field: binding each cell copies it, a retain and a release.
    let isAligned = old.withUnsafeBufferPointer { before in
      new.withUnsafeBufferPointer { after in
        var index = 0
        while true {
          index = endOfSameCells(before, after, from: index, settling: oldCellsSettle)
          guard index < before.count else { break }
          everyCellSettles = false
          // The digests settle most other pairs; the boxes, one reference away each and cold in
          // a long list, only the rest.
          let comparison: ComponentBox.CellComparison
          let digested = before[index].digest.comparison(with: after[index].digest)
          #if SECTIONAL_INTERNAL_CHECKS
            checkDigests(
              digested,
              against: compareCells(
                Unmanaged.passUnretained(before[index].storage),
                Unmanaged.passUnretained(after[index].storage)))
          #endif
          switch digested {
          case .otherIdentity: return false
          case .sameContent: comparison = .sameContent
          case .otherContent: comparison = .otherContent
          case .sameIdentity:
            comparison = compareComponents(
              Unmanaged.passUnretained(before[index].storage),
              Unmanaged.passUnretained(after[index].storage))
          case .undecided:
            comparison = compareCells(
              Unmanaged.passUnretained(before[index].storage),
              Unmanaged.passUnretained(after[index].storage))
          }
          switch comparison {
          case .otherIdentity: return false
          case .sameContent:
            if before[index].isPlaceholder != after[index].isPlaceholder { updates.append(index) }
          case .otherContent: updates.append(index)
          }
          index += 1
        }
        return true
      }
    }
    return isAligned ? AlignedWalk(reconfigured: updates, everyCellSettles: everyCellSettles) : nil
  }

  /// The first index from `start` where the two lists do not hold the same cell by their
  /// digests' bytes (``CellDigest/isSameCell(as:)``) and placeholder flags; the lists' count
  /// when there is none.
  ///
  /// The walk's usual pair, the same cell built again, in a loop that carries nothing else: the
  /// two lists read in order, a few words compared a cell.
  ///
  /// With `settling`, every cell of `before` is known to settle a comparison by its digest
  /// (``committedCellsSettle``), and the digests' bytes alone are compared.
  ///
  /// - Complexity: O(*k*) for the *k* cells it passes.
  private nonisolated static func endOfSameCells(
    _ before: UnsafeBufferPointer<Cell>, _ after: UnsafeBufferPointer<Cell>, from start: Int,
    settling: Bool
  ) -> Int {
    guard CellDigest.isLaidOutAsRead, let first = before.baseAddress,
      let second = after.baseAddress
    else {
      var index = start
      while index < before.count, before[index].digest.isSameCell(as: after[index].digest) {
        index += 1
      }
      return index
    }
    // The digests read in place (`CellDigest.areSameCell(_:_:)`), a cell's stride apart; the
    // other list's at a fixed distance from this one's. Two cells a turn while two are left,
    // so that one test of the end serves both.
    let stride = MemoryLayout<Cell>.stride
    let base = UnsafeRawPointer(first) + CellDigest.offsetInCell
    let distance = UnsafeRawPointer(second) - UnsafeRawPointer(first)
    let end = base + before.count * stride
    var mine = base + start * stride
    if settling {
      if before.count >= 2 {
        let lastPair = end - 2 * stride
        while mine <= lastPair, CellDigest.haveSameBytes(mine, mine + distance),
          CellDigest.haveSameBytes(mine + stride, mine + stride + distance)
        {
          mine += 2 * stride
        }
      }
    } else if before.count >= 2 {
      let lastPair = end - 2 * stride
      while mine <= lastPair, CellDigest.areSameCell(mine, mine + distance),
        CellDigest.areSameCell(mine + stride, mine + stride + distance)
      {
        mine += 2 * stride
      }
    }
    while mine < end, CellDigest.areSameCell(mine, mine + distance) {
      mine += stride
    }
    let index = (mine - base) / stride
    #if SECTIONAL_INTERNAL_CHECKS
      for passed in start..<index {
        precondition(
          before[passed].digest.isSameCell(as: after[passed].digest)
            && before[passed].digest.comparison(with: after[passed].digest) == .sameContent,
          "the digests' bytes settled a pair their comparison leaves open")
      }
      precondition(
        index == before.count || !before[index].digest.isSameCell(as: after[index].digest),
        "the digests read in place and as values disagree")
    #endif
    return index
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Checks what two cells' digests settled against the comparison of their boxes.
    private nonisolated static func checkDigests(
      _ digested: CellDigest.Comparison, against boxed: ComponentBox.CellComparison
    ) {
      switch digested {
      case .otherIdentity:
        precondition(boxed == .otherIdentity, "the digests told apart cells of one identity")
      case .otherContent:
        precondition(boxed == .otherContent, "the digests told apart equal components")
      case .sameContent, .sameIdentity:
        // Content the digests call equal may be unequal by a `==` that is not reflexive (a
        // NaN): equal bytes are one value (see `CellDigest`); identities are checked.
        precondition(boxed != .otherIdentity, "the digests matched cells of two identities")
      case .undecided: break
      }
    }
  #endif

  /// Compares two cells through their boxes, held by the lists that keep them alive: no retain
  /// and release of either.
  private nonisolated static func compareCells(
    _ left: Unmanaged<ComponentBox>, _ right: Unmanaged<ComponentBox>
  ) -> ComponentBox.CellComparison {
    left._withUnsafeGuaranteedRef { left in
      right._withUnsafeGuaranteedRef { left.compareCell(with: $0) }
    }
  }

  /// Compares the components of two cells of the same identity through their boxes.
  private nonisolated static func compareComponents(
    _ left: Unmanaged<ComponentBox>, _ right: Unmanaged<ComponentBox>
  ) -> ComponentBox.CellComparison {
    left._withUnsafeGuaranteedRef { left in
      right._withUnsafeGuaranteedRef {
        left.hasEqualComponent(to: $0) ? .sameContent : .otherContent
      }
    }
  }

  /// Keeps the first cell of each id and reports the others, naming where they were written;
  /// tells too whether every cell given, so every cell kept, can be keyed by its digest, which
  /// it asks first.
  ///
  /// Cells are told apart by id alone here, whatever their components: two cells of one id
  /// cannot both be addressed by it.
  ///
  /// - Complexity: O(*n*) for *n* cells, each id hashed from its bytes or from the hash it keeps.
  private func uniqueCells(_ cells: [Cell]) -> (cells: [Cell], digested: Bool) {
    // A first pass looks for a repeated hash in scratch memory: a list where no two meet has no
    // repeated id, and is returned as it is. Ids that their digests decide are hashed from their
    // bytes, read in order from the list, while the same pass tells whether every cell's digest
    // decides its id; a list where one does not is hashed again from the hash each id keeps in
    // its box. One loop each, the table's insertion inlined: no buffer of hashes between.
    let hashesMeet: Bool
    var digested: Bool
    (hashesMeet, digested) = Self.searchForRepeatedHashes(in: cells)
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        hashesMeet || digested == DigestedCellKey.canKey(cells),
        "the search for repeated ids told cells keyable by their digests that are not, or not")
    #endif
    guard hashesMeet else { return (cells, digested) }
    // Hashes met before every digest was looked at: the rest are looked at now.
    if digested { digested = DigestedCellKey.canKey(cells) }
    // Cells left out of a list whose every cell can be keyed by its digest leave one that can.
    let position = listPosition
    let kept = cells.keepingFirstOfEachKey(by: CellIDKey.self) { index, cell in
      reportRepeatedCell(cell, at: index, position: position)
    }
    return (kept, digested)
  }

  /// Whether two cells' ids have the same hash (``uniqueCells(_:)``), and whether every cell
  /// can be keyed by its digest.
  ///
  /// Not isolated to the main actor: its closures would be checked for it at every call.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  nonisolated private static func searchForRepeatedHashes(in cells: [Cell]) -> (
    hashesMeet: Bool, digested: Bool
  ) {
    var digested = true
    let hashesMeet = cells.withUnsafeBufferPointer { cells in
      RepeatedHashSearch.withTable(forCount: cells.count) { table in
        for index in cells.indices {
          let digest = cells[index].digest
          guard digest.isExact else {
            digested = false
            return false
          }
          if table.insert(digest.idHash) { return true }
        }
        return false
      }
    }
    guard !digested else { return (hashesMeet, true) }
    let storedHashesMeet = cells.withUnsafeBufferPointer { cells in
      RepeatedHashSearch.withTable(forCount: cells.count) { table in
        for index in cells.indices where table.insert(cells[index].storage.cellID.storedHash) {
          return true
        }
        return false
      }
    }
    return (storedHashesMeet, false)
  }

  /// The diff of the committed cells to new ones keyed by their digests, when the new cells
  /// hold no repeated id and that is found without hashing every id; `nil` otherwise, for the
  /// search through every id (``uniqueCells(_:)``) and a diff after it.
  ///
  /// The committed cells hold no repeated id. When every new cell can be keyed by its digest
  /// and all have one component type, two new cells with one id have one key, and the diff
  /// matches each key of the committed cells once: of two such cells, one at least is an
  /// insert. The other is then an insert too, or in the common prefix the diff matched place by
  /// place, or matched before it, which the diff reports as an insert of a key it knows
  /// (`insertedKnownKey`). So only the prefix and the inserts are searched, where an apply
  /// that changes a few rows of a section inserts a few.
  ///
  /// - Complexity: O(*n* + *m*) for *n* committed and *m* new cells: one pass over the new
  ///   digests, the diff, and a search through the prefix and the inserts.
  nonisolated private static func diffOfCellsWithoutRepeats(
    from old: [Cell], to new: [Cell]
  ) -> ListDiff? {
    // One component type, and ids that the digests decide.
    let keyable = new.withUnsafeBufferPointer { new in
      guard let first = new.first?.digest.typeBits else { return true }
      for index in new.indices {
        let digest = new[index].digest
        guard digest.isExact, digest.typeBits == first else { return false }
      }
      return true
    }
    guard keyable else { return nil }
    var insertedKnownKey = false
    let diff = ListDiff(
      from: old, to: new, keyedBy: DigestedCellKey.self, insertedKnownKey: &insertedKnownKey)
    guard !insertedKnownKey else { return nil }
    let repeats = new.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        // The prefix the diff matched place by place: equal keys.
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter,
          DigestedCellKey(old[prefix].digest) == DigestedCellKey(new[prefix].digest)
        {
          prefix += 1
        }
        let inserts = diff.insertedRanges
        return RepeatedHashSearch.withTable(forCount: prefix + diff.insertIndices.count) {
          table in
          for index in 0..<prefix where table.insert(new[index].digest.idHash) { return true }
          for range in inserts {
            for index in range where table.insert(new[index].digest.idHash) { return true }
          }
          return false
        }
      }
    }
    #if SECTIONAL_INTERNAL_CHECKS
      let distinct = new.keepingFirstOfEachKey(by: CellIDKey.self) { _, _ in }.count == new.count
      precondition(
        repeats || distinct, "a search through the prefix and the inserts missed a repeated id")
      precondition(
        repeats || diff == ListDiff(from: old, to: new, keyedBy: CellKey.self),
        "the cells' digests keyed another diff than their identities")
    #endif
    return repeats ? nil : diff
  }

  /// The section's position in the list being applied, to name where a cell was written: found
  /// only when a diagnostic names it, so that the model need not carry it.
  private var listPosition: Int {
    guard let context else { return 0 }
    let id = context.sectionID
    return listState?.listTaken?.sections.firstIndex { $0.id == id } ?? context.sectionIndex ?? 0
  }

  /// Reports a cell dropped for repeating an id.
  private func reportRepeatedCell(_ cell: Cell, at index: Int, position: Int) {
    guard let context else { return }
    context.environment.report(
      .duplicateCellID, indexPath: IndexPath(item: index, section: position),
      message: "list section \(position) (id \(context.sectionID)): the cell at index \(index) "
        + "repeats the id \(cell.storage.cellID); it was dropped")
  }

  // MARK: Prefetching

  /// The declarative state of the adapter that shows the section.
  private var listState: ListState? {
    context?.environment.services.service(ListState.self)
  }

  /// The adapter's plugins.
  private var prefetchingPlugins: [any PrefetchingPlugin] {
    listState?.prefetchingPlugins ?? []
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    let plugins = prefetchingPlugins
    guard !plugins.isEmpty else { return }
    for indexPath in indexPaths {
      let index = indexPath.indexInSectionController
      guard committed.items.indices.contains(index) else { continue }
      let cell = committed.items[index]
      guard !prefetches.hasWork(for: cell) else { continue }
      prefetch(cell, with: plugins)
    }
  }

  /// Starts the plugins' work for a cell and records it.
  private func prefetch(_ cell: Cell, with plugins: [any PrefetchingPlugin]? = nil) {
    var tasks: [PrefetchTask] = []
    for plugin in plugins ?? prefetchingPlugins {
      if let task = plugin.prefetch(cell.component) { tasks.append(task) }
    }
    prefetches.record(tasks, for: cell)
  }

  func cancelPrefetchingItems(at indexPaths: [SectionIndexPath]) {
    for indexPath in indexPaths {
      let index = indexPath.indexInSectionController
      guard committed.items.indices.contains(index) else { continue }
      for task in prefetches.removeWork(for: committed.items[index]) {
        task.cancel()
      }
    }
  }

  /// Cancels every pending prefetch: the section is gone.
  func didRemove() {
    for task in prefetches.removeAllWork() {
      task.cancel()
    }
  }

  // MARK: Cells

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index) else {
      return context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    }
    let item = committed.items[index]
    if committedSurroundings?.placesNoAttachments == true || madeLayoutPlacesAttachments == false {
      reportAttachmentsWithoutPlace(of: item, at: index, in: context)
    }
    let cell = context.dequeueReusableCell(
      ComponentCell.self, withReuseIdentifier: item.component.reuseIdentifier, for: indexPath)
    cell.show(item)
    if item.isPlaceholder {
      cell.shimmerPhase = (listState?.shimmerPhase) ?? 0
    }
    return cell
  }

  /// Reports a header or footer (`"header"`, `"footer"`) that the section's compositional layout
  /// has no boundary item to place.
  func reportViewWithoutPlace(_ view: String, in context: any CollectionViewContext) {
    context.environment.report(
      .modifierIgnored, severity: .warning,
      message: "section \(context.sectionID): its \(view) is not shown: the section's "
        + "compositional layout has no boundary supplementary item of kind \(view) to place it "
        + "(write it with boundarySupplementaryItem(_:), or give the LayoutSection one)")
  }

  /// Reports, once a section, a cell shown in a layout that places no view a component attaches
  /// to its item (``LayoutComponent/supplementaryComponents()``): a stock layout, or a
  /// description that is not a compositional section.
  ///
  /// Asked of the cells shown; a component type found not to carry its layout is not cast again.
  private func reportAttachmentsWithoutPlace(
    of item: Cell, at index: Int, in context: any CollectionViewContext
  ) {
    guard !reportedAttachmentsWithoutPlace,
      item.digest.typeBits == 0 || item.digest.typeBits != typeWithoutAttachments
    else { return }
    guard let component = item.component.as((any LayoutComponent).self) else {
      typeWithoutAttachments = item.digest.typeBits
      return
    }
    let kinds = component.supplementaryComponents().map(\.layout.elementKind)
    guard !kinds.isEmpty else { return }
    reportedAttachmentsWithoutPlace = true
    context.environment.report(
      .compositionalModifierIgnored,
      message: "section \(context.sectionID): the cell at index \(index) attaches views of "
        + "kind \(kinds.map(\.rawValue).joined(separator: ", ")) to its item, which the "
        + "section's layout does not place; they are not shown (write the section as a group "
        + "of components, ListSection(id:group:), or give it a compositional layout that "
        + "places them)")
  }

  // MARK: Header and footer

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard kind == .header || kind == .footer else {
      return attachedView(ofKind: kind, at: indexPath, in: context)
    }
    guard let component = supplementaryComponent(ofKind: kind) else { return nil }
    let view = context.dequeueReusableSupplementaryView(
      ComponentSupplementaryView.self, ofKind: kind,
      withReuseIdentifier: component.reuseIdentifier, for: indexPath)
    view.show(component, by: ObjectIdentifier(self))
    supplementaryViews.record(view, ofKind: kind)
    return view
  }

  /// A view attached to an item (a badge), showing the component the item's cell attaches.
  private func attachedView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index) else { return nil }
    let cell = committed.items[index]
    guard let component = Self.attachedComponent(ofKind: kind, to: cell) else {
      // A repeated group's layout places the kind at every item; this cell wears none.
      let view = context.dequeueReusableSupplementaryView(
        ComponentSupplementaryView.self, ofKind: kind,
        withReuseIdentifier: Self.emptyAttachedViewReuseIdentifier, for: indexPath)
      view.showNothing(by: ObjectIdentifier(self))
      attachedViews.record(view, ofKind: kind)
      return view
    }
    let view = context.dequeueReusableSupplementaryView(
      ComponentSupplementaryView.self, ofKind: kind,
      withReuseIdentifier: component.reuseIdentifier, for: indexPath)
    view.show(component, by: ObjectIdentifier(self))
    attachedViews.record(view, ofKind: kind)
    return view
  }

  /// The reuse identifier of the empty views shown where an item attaches nothing of a kind
  /// the layout places.
  static let emptyAttachedViewReuseIdentifier = "Sectional.ComponentSupplementaryView.empty"

  /// The component a cell attaches to its item for a kind, when its component carries its
  /// layout (``LayoutComponent/supplementaryComponents()``).
  static func attachedComponent(ofKind kind: ElementKind, to cell: Cell) -> AnyComponent? {
    cell.component.as((any LayoutComponent).self)?.supplementaryComponents()
      .first { $0.layout.elementKind == kind }?.component
  }

  /// The component of the header or footer.
  func supplementaryComponent(ofKind kind: ElementKind) -> AnyComponent? {
    switch kind {
    case .header: committed.model?.header
    case .footer: committed.model?.footer
    default: nil
    }
  }

  // MARK: Decorations

  /// Renders the decoration component of the view's kind into a decoration view about to be
  /// shown.
  func showDecoration(in view: CollectionReusableView, ofKind kind: ElementKind) {
    guard let component = committed.model?.decorations[kind] else { return }
    guard let host = view as? ComponentSupplementaryView else {
      guard let context else { return }
      context.environment.report(
        .decorationKindConflict,
        message: "section \(context.sectionID): the decoration view of kind \(kind) is a "
          + "\(type(of: view)), registered for the kind by another section; it shows that "
          + "class's content, not the decoration component (give the component another "
          + "elementKind)")
      return
    }
    host.show(component, by: ObjectIdentifier(self))
    decorationViews.record(host, ofKind: kind)
  }

  /// Forgets a decoration view that left the screen: back in its pool, it is not rendered
  /// into again.
  func forgetDecoration(in view: CollectionReusableView) {
    guard let host = view as? ComponentSupplementaryView, host.owner == ObjectIdentifier(self)
    else { return }
    host.owner = nil
  }

  /// Renders the committed header and footer into the views that show this section's.
  private func renderSupplementaryViewsAgain() {
    // A copy: rendering may reach this controller again (a view that asks to be replaced).
    let views = supplementaryViews
    // Most sections show none: no method reference made for them, at every commit.
    if !views.isEmpty {
      views.renderAgain(
        supplementaryComponent(ofKind:), owner: ObjectIdentifier(self), in: context)
    }
    let decorated = decorationViews
    if !decorated.isEmpty {
      let decorations = committed.model?.decorations ?? [:]
      decorated.renderAgainInPlace({ decorations[$0] }, owner: ObjectIdentifier(self))
    }
    let attached = attachedViews
    if !attached.isEmpty {
      attached.renderAgain(in: committed.items, owner: ObjectIdentifier(self)) {
        Self.attachedComponent(ofKind: $0, to: $1)
      }
    }
  }

  /// The layout a stock layout was asked of that makes none, already reported: the layout asks
  /// at every pass, the diagnostic comes once for each layout the view is given.
  var reportedUnavailableStockLayout: ObjectIdentifier?

  /// The component types already reported for an absolute length their layout mode drops
  /// outside a group (``Diagnostic/Kind/componentSizeIgnored``): once a type for the section.
  var reportedDroppedLengths: Set<ObjectIdentifier> = []

  /// Whether a shown cell's attached views were reported as without a place
  /// (``reportAttachmentsWithoutPlace(of:at:in:)``): once a section.
  private var reportedAttachmentsWithoutPlace = false

  /// The component type (``CellDigest/typeBits``) last found not to carry its layout: its cells
  /// attach nothing.
  private var typeWithoutAttachments: UInt64 = 0

  /// Whether the description last made by a section's closure (`withSectionLayout { … }`) is a
  /// compositional section, which may place the views its components attach; `nil` before one
  /// is made.
  var madeLayoutPlacesAttachments: Bool?

  /// Whether the description made since the last commit was checked for a header or footer it
  /// has no place for.
  var checkedMadeLayout = false

  /// Whether the committed header and footer were checked for an absolute length their layout
  /// mode drops: once a commit, not at every layout pass.
  var checkedBoundaryLengths = false

  /// The row height worked out since the last commit, and the viewport it was worked out for.
  ///
  /// Unchecked for exclusive access, as ``cellsBefore``: it is cleared at every commit.
  @exclusivity(unchecked) var cachedRowHeight: (container: CGSize, height: CGFloat)?
}

extension StockSectionLayout.Arrangement {
  /// Whether the cells stand in a row that scrolls on its own.
  var isRow: Bool {
    if case .horizontal = self { return true }
    return false
  }
}

/// A weak reference, to track views without keeping them.
struct Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
