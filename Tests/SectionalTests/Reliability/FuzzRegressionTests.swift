import Foundation
import Sectional
import Testing

// Each test here replays, in plain code, a finding of the libFuzzer targets in Fuzz/ (see
// Fuzz/README.md); its minimized input is saved under Fuzz/Regressions/<target>/ with the same
// name. A test stays inside `withKnownIssue` until its bug is fixed: then the known issue is no
// longer recorded, the test fails, and the marker comes out. Each test failed before its fix.

/// A text list that runs a closure, once, when it displays a cell.
@MainActor
private final class DisplayHook: DiffingListSectionController<[String], String>, DisplayHandling {
  var onWillDisplay: (() -> Void)?

  init() { super.init(items: { $0 }) }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    let action = onWillDisplay
    onWillDisplay = nil
    action?()
  }
}

/// A text list the user reorders, which runs a closure, once, after a move.
@MainActor
private final class MoveHook: DiffingListSectionController<[String], String>, InteractiveMoving {
  var onMove: (() -> Void)?

  init() { super.init(items: { $0 }) }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
    let action = onMove
    onMove = nil
    action?()
  }
}

/// A controller that records its working range events and can run a closure, once, on entering.
@MainActor
private final class RangeHook: SectionController, WorkingRangeHandling {
  weak var context: (any CollectionViewContext)?
  private(set) var events: [String] = []
  var onEnter: (() -> Void)?
  let numberOfItems: Int

  init(count: Int) { numberOfItems = count }

  func update(to model: Int) -> SectionUpdate { SectionUpdate(changes: .none, commit: {}) }
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
  func didEnterWorkingRange() {
    events.append("enter")
    let action = onEnter
    onEnter = nil
    action?()
  }
  func didExitWorkingRange() { events.append("exit") }
}

/// A strict 100 × 100 view over a compositional layout whose every section follows one
/// description, showing one section of text items, laid out.
@MainActor
private func compositionalView(_ section: LayoutSection, items: Int) -> HeadlessCollectionView {
  let view = HeadlessCollectionView(
    size: CGSize(width: 100, height: 100), layout: CompositionalLayout(section: section))
  let adapter = CollectionViewAdapter(collectionView: view)
  adapter.update([Section(id: "list", model: (0..<items).map(String.init), controller: TextList())])
  view.layoutIfNeeded()
  // The adapter is the view's data source, held weakly: keep it for as long as the view.
  retainedAdapters.append(adapter)
  return view
}

/// The adapters of the views `compositionalView` made.
@MainActor private var retainedAdapters: [CollectionViewAdapter] = []

@MainActor
@Suite("Fuzzing: regressions")
struct FuzzRegressionTests {
  /// Finding adapter-1, with a reload: an update from `willDisplay` empties the viewport.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-1-update-in-willDisplay-reload. An update asked
  /// for in `willDisplay` is applied as soon as the callback returns, in the middle of the view's
  /// layout pass. Applied with a reload, it discards the cells the pass is showing, and the pass
  /// ends with nothing on screen although the viewport holds items.
  @Test func anUpdateFromWillDisplayDuringAPassThatReloadsLeavesNoCellShown() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    harness.adapter.reloadThreshold = 0  // every update is applied with reloadData()
    let list = DisplayHook()
    list.onWillDisplay = {
      harness.adapter.update([
        Section(id: "list", model: ["a", "b"], controller: DisplayHook()),
        Section(id: "more", model: ["c"], controller: TextList()),
      ])
    }
    harness.adapter.update([Section(id: "list", model: ["a"], controller: list)])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b"], ["c"]])
    harness.expectNoProblems()
    // A second pass shows them: nothing else is wrong.
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b"], ["c"]])
  }

  /// Finding adapter-1, with a batch: the rest of the layout pass works on stale index paths.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-1-update-in-willDisplay-batch. The pass goes
  /// on with the index paths it planned before the update moved the section, asks for cells of
  /// items that no longer exist (staleIndexPath warnings), and shows a blank cell where the new,
  /// empty section has no item.
  @Test func anUpdateFromWillDisplayDuringAPassLeavesTheRestOfThePassStale() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    let list = DisplayHook()
    harness.show([Section(id: "list", model: ["a", "b"], controller: list)])
    list.onWillDisplay = {
      harness.adapter.update([
        Section(id: "new", model: [String](), controller: TextList()),
        Section(id: "list", model: ["a", "b"], controller: list),
      ])
    }
    harness.view.reloadData()
    harness.view.layoutIfNeeded()
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    #expect(harness.shownSections == [[], ["a", "b"]])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [[], ["a", "b"]])
    #expect(harness.view.errors.isEmpty)
  }

  /// Finding adapter-2: an update from an interactive move joined the view's batch and broke it.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-2-update-in-moveItem. An update asked for in
  /// `moveItem(at:to:)` (the app telling its model about the move) ran inside the view's own
  /// batch for the interactive move. Its operations joined that batch instead of following it,
  /// and the merged batch was invalid (M11): the item move landed in the section the update
  /// inserted. The adapter now applies such an update once the view's batch is applied.
  @Test func anUpdateFromAnInteractiveMoveFollowsTheViewsBatch() {
    let harness = AdapterHarness()
    let list = MoveHook()
    harness.show([Section(id: "list", model: ["0", "1", "2"], controller: list)])
    list.onMove = {
      harness.adapter.update([
        Section(id: "new", model: [String](), controller: TextList()),
        Section(id: "list", model: list.items, controller: list),
      ])
    }
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Rows are 10 points tall: y = 25 is over item 2.
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    harness.view.endInteractiveMovement()
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)")
    #expect(harness.diagnostics.isEmpty)
    harness.expectViewAgrees(with: [[], ["1", "2", "0"]])
  }

  /// Finding adapter-3: changing the working range from `didEnterWorkingRange()` unbalances it.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-3-working-range-changed-in-didEnter. The
  /// adapter records the new range, then tells the controllers; a controller that changes the
  /// range from `didEnterWorkingRange()` makes it recompute in the middle, and a section that has
  /// not heard `didEnterWorkingRange()` yet hears `didExitWorkingRange()` first, then the enter.
  /// It then believes itself in the range, and the adapter, which no longer counts it in, never
  /// tells it to leave.
  @Test func changingTheWorkingRangeFromDidEnterUnbalancesTheEvents() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))  // one row
    harness.adapter.workingRangeSize = 2
    let shown = RangeHook(count: 1)
    harness.show([Section(id: "shown", model: 0, controller: shown)])
    let first = RangeHook(count: 0)
    let second = RangeHook(count: 0)
    first.onEnter = { harness.adapter.workingRangeSize = 0 }
    harness.show([
      Section(id: "first", model: 0, controller: first),
      Section(id: "second", model: 0, controller: second),
      Section(id: "shown", model: 0, controller: shown),
    ])
    #expect(first.events == ["enter", "exit"])
    // Not in the range at the end: told nothing, or told to enter and then to leave.
    #expect([[], ["enter", "exit"]].contains(second.events), "\(second.events)")
    harness.expectNoProblems()
  }

  /// Finding adapter-8: an update asked for from `didEnterWorkingRange()` that removes sections
  /// still in the range.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-8-update-in-didEnter-removes-sections-in-range.
  /// The adapter's internal check (with `SECTIONAL_INTERNAL_CHECKS`) trapped after that update:
  /// the range, in the middle of telling its controllers, still named the removed sections. The
  /// round that update asks for, run once the current one is told, takes them out, and each
  /// removed controller hears its exit.
  @Test func anUpdateFromDidEnterThatRemovesSectionsInRangeLeavesTheRangeBalanced() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))  // one row
    let first = RangeHook(count: 0)
    let second = RangeHook(count: 0)
    let shown = RangeHook(count: 1)
    let last = RangeHook(count: 0)
    harness.show([
      Section(id: "first", model: 0, controller: first),
      Section(id: "second", model: 0, controller: second),
      Section(id: "shown", model: 0, controller: shown),
      Section(id: "last", model: 0, controller: last),
    ])
    #expect(first.events.isEmpty)  // two sections from the one shown: outside a range of 1
    first.onEnter = {
      harness.show([
        Section(id: "second", model: 0, controller: second),
        Section(id: "shown", model: 0, controller: shown),
      ])
    }
    harness.adapter.workingRangeSize = 3
    #expect(first.events == ["enter", "exit"])
    #expect(last.events == ["enter", "exit"])
    #expect(second.events == ["enter"])
    #expect(shown.events == ["enter"])
    harness.expectNoProblems()
  }

  /// Finding validation-1: a huge range of sections is an out-of-bounds error, not a crash.
  ///
  /// Input: Fuzz/Regressions/fuzz-validation/validation-1-huge-section-range. Validation copied
  /// the index set into an array before any bounds check, asking for 8 TB for a set that costs
  /// nothing to write, and crashed where UIKit's out-of-bounds error was due.
  @Test func aHugeRangeOfSectionsIsAnOutOfBoundsErrorNotACrash() {
    let huge = IndexSet(integersIn: 1_000_000..<1_000_000 + (1 << 40))
    for batch in [
      BatchUpdate(sectionDeletes: huge), BatchUpdate(sectionInserts: huge),
      BatchUpdate(sectionReloads: huge),
    ] {
      #expect(throws: BatchUpdateError.self) {
        try ValidatedBatchUpdate(
          validating: batch, itemCountsBefore: [1], itemCountsAfter: [1], strictness: .strict)
      }
    }
    do {
      _ = try ValidatedBatchUpdate(
        validating: BatchUpdate(sectionDeletes: huge), itemCountsBefore: [1],
        itemCountsAfter: [1], strictness: .strict)
    } catch {
      // Deletes are checked descending, as UIKit does: the largest out of range is named.
      #expect(error.message.contains("\(1_000_000 + (1 << 40) - 1)"), "\(error.message)")
    }
  }

  /// Finding validation-2: with item counts near `Int.max`, an item mapped past the last slot
  /// wrapped to a negative index.
  ///
  /// Input: Fuzz/Regressions/fuzz-validation/validation-2-item-slot-past-int-max. UIKit compares
  /// the sections of an item move by number, so a batch that also moves sections can pass the
  /// count check while moving more items into a section than it holds. The item map placed the
  /// extra items after the last slot; at `Int.max` the slot wrapped around to `Int.min`, an index
  /// the view would have used. Found on 2026-11-26; present since the item map was written.
  @Test func anItemPastTheLastSlotIsGoneNotNegative() throws {
    let huge = Int.max
    let counts = [3, huge, huge, huge, huge, 3, 0, 0]
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    let batch = BatchUpdate(
      sectionMoves: [
        Move(from: 4, to: 4), Move(from: 3, to: 3), Move(from: 1, to: 2), Move(from: 0, to: 0),
      ],
      itemMoves: [
        Move(from: path(1, 3), to: path(1, 5)), Move(from: path(3, 3), to: path(3, 3)),
        Move(from: path(2, 2), to: path(1, 4)), Move(from: path(1, 1), to: path(1, 1)),
      ])
    let validated = try ValidatedBatchUpdate(
      validating: batch, itemCountsBefore: counts, itemCountsAfter: counts, strictness: .uikit)
    for section in counts.indices {
      for item in [0, 1, 2, 3, 4, 5, huge - 3, huge - 2, huge - 1] where item < counts[section] {
        guard let after = validated.indexPathAfterUpdate(forIndexPathBefore: path(section, item))
        else { continue }
        let isInRange =
          counts.indices.contains(after.section)
          && (0..<counts[after.section]).contains(after.item)
        #expect(isInRange, "item \(section)-\(item) goes to \(after.section)-\(after.item)")
      }
    }
  }

  /// Finding adapter-4: a scroll from a callback of a layout pass leaves cells outside the
  /// viewport.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-4-cells-left-outside-an-empty-viewport. A
  /// controller scrolled far away from `didEnterWorkingRange()`, called while the pass displays
  /// a cell; the pass then went on showing the cells of the viewport it started with.
  @Test func aScrollFromAPassCallbackLeavesOnlyTheNewViewportShown() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 50))
    let list = DisplayHook()
    list.onWillDisplay = { harness.view.contentOffset = CGPoint(x: 0, y: 1_000_000) }
    // No second layout pass after the update: the one the batch runs must end right.
    harness.adapter.update([
      Section(id: "list", model: (0..<10).map(String.init), controller: list)
    ])
    #expect(harness.view.visibleCells.isEmpty, "\(harness.view.indexPathsForVisibleItems)")
    let inViewport = harness.view.collectionViewLayout.layoutAttributesForElements(
      in: harness.view.bounds)
    #expect(inViewport.isEmpty)
    harness.expectNoProblems()
  }

  /// Finding adapter-5: bounds holding NaN made every layout pass think it was scrolled under,
  /// and restart forever (a stack overflow).
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-5-nan-bounds-restart-recursion.
  @Test func aViewportAtNaNEndsItsLayoutPass() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 50))
    harness.show(AdapterHarness.lists([("list", ["a", "b"])]))
    harness.view.contentOffset = CGPoint(x: CGFloat.nan, y: .nan)
    harness.view.layoutIfNeeded()
    // Since reported (UIKit raises) and kept at the content's start: the pass ends there.
    #expect(harness.view.contentOffset == .zero)
    #expect(harness.view.visibleCells.count == 2)
    #expect(
      harness.view.errors.contains {
        if case .nonFiniteContentOffset = $0 { return true }
        return false
      })
  }

  /// Finding adapter-7: the stand-in of a controller given to two sections was told its next
  /// model was not its own (a diagnostic kind since removed: the public API cannot produce it)
  /// and rebuilt.
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-7-stand-in-of-a-shared-controller-takes-a-model.
  /// Sections began sending models to their controllers typed, which the stand-in, a controller
  /// of another type that takes any model, is not; it now takes the model through a cast, as before.
  @Test func theStandInOfASharedControllerTakesLaterModelsQuietly() {
    let harness = AdapterHarness()
    let shared = TextList()
    harness.show([
      Section(id: "a", model: ["a1"], controller: shared),
      Section(id: "b", model: ["b1"], controller: shared),
    ])
    harness.show([
      Section(id: "a", model: ["a1", "a2"], controller: shared),
      Section(id: "b", model: ["b2"], controller: shared),
    ])
    #expect(harness.diagnostics.map(\.kind) == [.controllerShared])
    #expect(harness.shownSections == [["a1", "a2"], []])
  }

  /// Finding adapter-6: an interactive movement begun before its item was deleted moved an item
  /// that no longer existed (M17).
  ///
  /// Input: Fuzz/Regressions/fuzz-adapter/adapter-6-interactive-movement-after-its-item-was-deleted.
  /// The view kept the movement's index paths through the batch that deleted its item; ending the
  /// movement then sent a batch moving it. A movement now follows its item through batches, and
  /// ends, as if cancelled, when its item is deleted.
  @Test func anInteractiveMovementWhoseItemWasDeletedEndsWithoutABatch() {
    let harness = AdapterHarness()
    let list = MoveHook()
    harness.show([Section(id: "list", model: ["5", "3", "2"], controller: list)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))  // over item 2
    list.context?.apply { list.update(to: ["5"]) }
    let batches = harness.view.lastBatchUpdate
    harness.view.endInteractiveMovement()
    #expect(harness.view.lastBatchUpdate == batches)
    harness.expectViewAgrees(with: [["5"]])
    harness.expectNoProblems()
  }

  @Test func anInteractiveMovementFollowsItsItemThroughAnUpdate() {
    let harness = AdapterHarness()
    let list = MoveHook()
    harness.show([Section(id: "list", model: ["a", "b", "c", "d"], controller: list)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))  // b
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 35))  // over d, item 3
    // "x" arrives at the top: b is now item 2, and the place over d item 4.
    list.context?.apply { list.update(to: ["x"] + list.items) }
    harness.view.endInteractiveMovement()
    #expect(list.items == ["x", "a", "c", "d", "b"])
    harness.expectViewAgrees(with: [["x", "a", "c", "d", "b"]])
    harness.expectNoProblems()
  }

  /// Finding compositional-1: the compositional layout's rect query missed an element of zero
  /// length that starts where the rect starts.
  ///
  /// Input: Fuzz/Regressions/fuzz-compositional/compositional-1-zero-length-element-at-rect-start.
  /// A frame of zero length meets a rect whose span holds its position, the rect's start
  /// included (the rule the flow layout and the compositional layout's own filter follow), but
  /// the query skipped every copy of a group whose extent ends where the rect starts (and every
  /// section that ends there): a copy of zero length there was left out with its items. (The
  /// saved input meets the section's form: a section of zero length at the top, whose background
  /// of zero height the viewport's query missed.) Found by the fuzzer on 2026-11-26.
  @Test func aZeroLengthItemAtARectsStartIsInTheRectQuery() {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)))
    var section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
        subitems: [item]))
    section.interGroupSpacing = 10
    let view = compositionalView(section, items: 3)
    // One full-width item to a row: at y = 0, 10 and 20, each of zero height; the one at 10
    // meets 10..<15.
    let found = view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 10, width: 100, height: 5))
    #expect(found.map(\.indexPath) == [IndexPath(item: 1, section: 0)])
  }

  /// Finding compositional-2: a section that pages by centred groups, never scrolled, was at an
  /// offset outside the range its layout allows.
  ///
  /// Input: Fuzz/Regressions/fuzz-compositional/compositional-2-centred-paging-starts-outside-its-range.
  /// The range of a `.groupPagingCentered` section starts at the offset that centres its first
  /// group, which is negative when the group is narrower than the container; the view started
  /// every section at zero, so the first group was not centred, and the view reported an offset
  /// no scroll could return to. It now starts such a section at the start of its range, as UIKit
  /// starts it with the first group centred. Found by the fuzzer on 2026-11-26.
  @Test func aCentredPagingSectionStartsWithinItsRange() throws {
    let item = LayoutItem(layoutSize: .fillingContainer)
    var section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(40)),
        subitems: [item]))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let view = compositionalView(section, items: 1)
    let layout = try #require(view.collectionViewLayout as? CompositionalLayout)
    let range = try #require(layout.orthogonalScrollRange(ofSection: 0))
    // One group: its centre, 20, at the container's, 50, is the only offset, -30.
    #expect(range.lowerBound == -30)
    #expect(view.contentOffset(ofSection: 0) == -30)
    // The first group is shown centred.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 30)
  }

  /// Finding compositional-3: a background whose insets were longer than its section lay past
  /// the section's end, where the rect query does not look.
  ///
  /// Input: Fuzz/Regressions/fuzz-compositional/compositional-3-background-past-its-section.
  /// A section 5 points long with a background inset by 10 on every side got a background of
  /// zero height at y = 10, past its end, inside the next section; the query of a rect around it
  /// starts from the section that holds the rect and never visited the first. A background now
  /// stays inside its section (see `DecorationItem.contentInsets`): zero high at the section's
  /// end, where a rect that starts there finds it. (The saved input: a horizontal layout's
  /// section of zero length, its background inset 33 past its end.) Found by the fuzzer on
  /// 2026-11-26.
  @Test func aBackgroundPastItsSectionsEndIsInTheRectQuery() {
    let item = LayoutItem(layoutSize: .fillingContainer)
    var section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(5)),
        subitems: [item]))
    var background = DecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(all: 10)
    section.decorationItems = [background]
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: CompositionalLayout(section: section))
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([
      Section(id: "first", model: ["a"], controller: TextList()),
      Section(id: "second", model: ["b", "c"], controller: TextList()),
    ])
    view.layoutIfNeeded()
    let layout = view.collectionViewLayout
    let first = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    // Kept inside its 5-point section: at its end, y = 5, of zero height.
    #expect(first?.frame == CGRect(x: 10, y: 5, width: 80, height: 0))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 5, width: 100, height: 4))
    #expect(
      found.contains { $0.category == .decorationView("background") && $0.indexPath.section == 0 }
    )
  }

  /// Finding declarative-1: a cell that an apply removes ended with the `didEndDisplay` handler
  /// of the list that last rendered it, not of the last list that had it.
  ///
  /// Input: Fuzz/Regressions/fuzz-declarative/declarative-1-removed-cell-ends-with-an-older-list.
  /// A list applied again with the same cells does not render them again (their content is the
  /// same), so the cells shown keep the list that rendered them; the handlers of the list last
  /// applied were looked up by the cell's index in the committed cells, where a removed cell no
  /// longer is, nor a kept cell that ends at its index before an update applied as a reload.
  /// Found by the fuzzer on 2026-11-26 (both, the second after the first was fixed).
  @Test func aCellRemovedByAnApplyEndsWithTheLastListThatHadIt() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var log: [String] = []
    func list(_ version: String, _ ids: [Int]) -> List {
      List {
        ListSection(
          id: "s",
          cells: ids.map { id in
            Cell(id: id, component: TextComponent("\(id)"))
              .didEndDisplay { log.append("\(version) \($0.cellID)") }
          })
      }
    }
    adapter.apply(list("v1", [0, 1]))
    view.layoutIfNeeded()
    adapter.apply(list("v2", [0, 1]))
    view.layoutIfNeeded()
    adapter.apply(list("v3", [1]))
    view.layoutIfNeeded()
    #expect(log == ["v2 0"])
    adapter.apply(list("v4", []))
    view.layoutIfNeeded()
    #expect(log == ["v2 0", "v3 1"])
    // Applied as a reload, an update that shifts a kept cell ends it at its index before.
    adapter.apply(list("v5", [0]))
    view.layoutIfNeeded()
    adapter.apply(list("v6", [0]))
    view.layoutIfNeeded()
    adapter.apply(list("v7", [1, 0]), updateStrategy: .reloadData)
    view.layoutIfNeeded()
    #expect(log == ["v2 0", "v3 1", "v6 0"])
  }
  /// Finding compositional-4: a cell was shown at its frame from before a self-sizing header
  /// was measured.
  ///
  /// Input: Fuzz/Regressions/fuzz-compositional/compositional-4-cell-shown-at-its-frame-before-
  /// a-header-was-measured. An estimated header with content insets was inset on its estimated
  /// axis too (44 − 4 − 4 = 36 high); the view measured it at that frame, saw no change and did
  /// not lay out again, while the layout took the 36 points as the header's whole height and
  /// moved the cells up to 36. Content insets are now ignored on an estimated axis, for
  /// supplementary items as for items (UIKit's rule), and the view lays out again whenever a
  /// measurement moves a frame, whatever it compared. Found by the fuzzer on 2026-11-26.
  @Test func aCellIsShownWhereTheLayoutPlacesItAfterAHeaderIsMeasured() {
    var header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)),
      elementKind: .header, alignment: .top)
    header.contentInsets = DirectionalEdgeInsets(all: 4)
    header.pinToVisibleBounds = true
    var section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        subitems: [LayoutItem(layoutSize: .fillingContainer)]))
    section.boundarySupplementaryItems = [header]
    let view = HeadlessCollectionView(
      size: CGSize(width: 50, height: 200), layout: CompositionalLayout(section: section))
    view.strictness = .strict
    view.displayScale = 2
    let dataSource = TextDataSource([["a", "b"]], headers: ["header"])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    // What the layout says now, prepared with every measurement the pass took.
    _ = view.contentSize
    let layout = view.collectionViewLayout
    for item in 0..<2 {
      let indexPath = IndexPath(item: item, section: 0)
      #expect(
        view.cellForItem(at: indexPath)?.frame
          == layout.layoutAttributesForItem(at: indexPath)?.frame)
    }
    let headerFrame = layout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame
    // Inset across the scroll axis only: centred, 25 wide less 4 on each side, and 44 high as
    // estimated and measured.
    #expect(headerFrame == CGRect(x: 16.5, y: 0, width: 17, height: 44))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 44)
    #expect(view.errors.isEmpty)
  }
}
