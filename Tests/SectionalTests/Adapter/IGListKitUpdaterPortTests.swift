// These tests port the behaviour checked by IGListKit's updater tests (Instagram/IGListKit,
// Tests/) to Sectional's adapter:
//
// - IGListAdapterUpdaterTests.m: the updater's section updates, item updates, reloads, queueing
//   and completions.
// - IGListBatchUpdateDataTests.m: how a batch's section and item operations are cleaned. The
//   cases IGListKitDiffPortTests.swift already ports (an empty batch, clean operations, a moved
//   section with item deletes, inserts or moves, a move out of a deleted section, a deleted
//   section that is also moved) are not repeated; the others are checked here, end to end.
// - IGListReloadDataUpdaterTests.m: the updater that reloads instead of animating.
// - IGListTransactionTests.m, IGListUpdateCoalescerTests.m, IGListItemUpdatesCollectorTests.m:
//   the updater's internal pieces, where their behaviour shows through the adapter.
//
// How names map: IGListKit's `test_whenX_thatY` becomes a sentence saying what Sectional does.
// `IGListAdapterUpdater` is the adapter itself: `performUpdateWith…sectionDataBlock:` is
// `CollectionViewAdapter.update(_:updateStrategy:completion:)` (`animated: NO` is
// `.nonanimatedBatchUpdates`), `reloadDataWith…` and `IGListReloadDataUpdater` are the
// `.reloadData` strategy, `performUpdateWith…itemUpdates:` and a section controller's
// `performBatchAnimated:updates:` are `CollectionViewContext.apply`, `reloadCollectionView:sections:`
// is `reloadSections(withIDs:)`, and `allowsBackgroundDiffing` is `updateInBackground(_:)`. An
// `IGSectionObject` is a `Section` whose id is the object's identity; its objects are the
// section's items. The updater delegate's `didPerformBatchUpdates:` is the batch
// `HeadlessCollectionView.batchUpdateHandler` hands out; the coalescer is the adapter's queue,
// where requests made during an update or from a callback wait and section updates coalesce.
// `IGListBatchUpdateData` is the batch the adapter sends, `IGListItemUpdatesCollector` is
// `ItemChanges`.
//
// Sectional deliberately differs where a surviving section's items change: IGListKit reloads the
// whole section (a delete and an insert of the section), or with `preferItemReloadsForSectionReloads`
// reloads its items, while Sectional's controller diffs its items and sends item operations.
// Those tests pin Sectional's batch and say so.
//
// Not ported, as internal state of IGListKit's updater with no counterpart: the updater's
// `hasChanges` and `cleanStateBeforeUpdates`, `isInDataUpdateBlock`, `willCrashWithCollectionView:`,
// the transactions' `mode`, `state`, `cancel` and no-op stubs, and the coalescer's adaptive
// configuration. Not ported as timing: the adaptive coalescer's delays. Not ported as UIKit or
// Objective-C runtime only, or an updater delegate Sectional does not have: a nil collection
// view, the default of one section for a nil data source, a view outside its window with
// `allowsBackgroundReloading`, `objectLookupPointerFunctions`, and the delegate's `willDiff`,
// `didFinishWithoutUpdates` and `will…IndexPaths` events. Not ported as a feature Sectional does
// not have: moving a whole section by dragging its item (items move within their section).

import Foundation
import Sectional
import Testing

/// A section of strings that the test can also change behind the adapter's back, and that runs
/// hooks when it is asked for an update and when its update is committed (inside the batch).
@MainActor
private final class Probe: SectionController {
  var context: (any CollectionViewContext)?
  var items: [String] = []
  /// Whether an update answers with a reload of the whole section.
  var reloadsOnUpdate = false
  var onUpdate: (() -> Void)?
  var onCommit: (() -> Void)?

  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    onUpdate?()
    let changes =
      reloadsOnUpdate ? ItemChanges.reloadSection : ItemChanges(ListDiff(from: items, to: model))
    return SectionUpdate(changes: changes) { [self] in
      items = model
      onCommit?()
    }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController]
    return cell
  }
}

/// An item with an identity and a content, shown as its content.
private struct Row: Identifiable, Equatable, Differentiable, Sendable, CustomStringConvertible {
  let id: String
  var text: String
  var description: String { text }
}

/// A list of rows diffed by identity and content.
private typealias RowList = DiffingListSectionController<[Row], Row>

/// A text list whose items the user can reorder within the section.
@MainActor
private final class Reorderable: DiffingListSectionController<[String], String>, InteractiveMoving {
  init() { super.init(items: { $0 }) }

  func canMoveItem(at indexPath: SectionIndexPath) -> Bool { true }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
  }
}

/// An id of another type whose value is a string, to collide with a `String` id.
private struct Tag: Hashable, Sendable {
  let raw: String
}

/// What a test saw: the batches the view applied and the events it logged.
@MainActor
private final class Recorder {
  var batches: [BatchUpdate] = []
  var log: [String] = []

  init(_ view: HeadlessCollectionView) {
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }
}

private func at(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: Int, _ to: Int) -> Move<Int> {
  Move(from: from, to: to)
}

private func rows(_ pairs: [(String, String)]) -> [Row] {
  pairs.map { Row(id: $0.0, text: $0.1) }
}

@MainActor
@Suite("IGListKit updater port")
struct IGListKitUpdaterPortTests {
  private let harness = AdapterHarness()

  private func section(_ id: String, _ items: [String], _ controller: Probe) -> Section {
    Section(id: id, model: items, controller: controller)
  }

  private var counts: [Int] {
    (0..<harness.view.numberOfSections).map { harness.view.numberOfItems(inSection: $0) }
  }

  // MARK: - IGListAdapterUpdaterTests: section updates

  // Ports test_whenUpdatingtoObjects_thatUpdaterHasChanges (an update from no sections).
  @Test("the first update of an empty adapter shows its sections, and completes once")
  func firstUpdateOfAnEmptyAdapter() {
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"])])) { completions.append($0) }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(sectionInserts: [0])])
    #expect(completions == [true])
    #expect(harness.shownSections == [["1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenUpdatingfromObjects_thatUpdaterHasChanges (an update to no sections).
  @Test("an update to no sections deletes every section")
  func updateToNoSections() {
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let recorder = Recorder(harness.view)
    harness.show([])
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [0])])
    #expect(harness.view.numberOfSections == 0)
    harness.expectNoProblems()
  }

  // Ports test_whenUpdatingtoObjects_withfromObjects_thatUpdaterHasChanges.
  @Test("an update that replaces a section's id deletes the old section and inserts the new one")
  func replacingASectionsID() {
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("b", ["1"])]))
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [0], sectionInserts: [0])])
    #expect(harness.shownSections == [["1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenInsertingSection_thatCollectionViewUpdates.
  @Test("inserting a section is one batch, and the completion sees the new section count")
  func insertingASection() {
    harness.show(AdapterHarness.lists([("a", [])]))
    let recorder = Recorder(harness.view)
    var seen: [Int] = []
    harness.adapter.update(AdapterHarness.lists([("a", []), ("b", [])])) { applied in
      #expect(applied)
      seen.append(harness.view.numberOfSections)
    }
    #expect(recorder.batches == [BatchUpdate(sectionInserts: [1])])
    #expect(seen == [2])
    harness.expectNoProblems()
  }

  // Ports test_whenDeletingSection_thatCollectionViewUpdates.
  @Test("deleting a section is one batch, and the completion sees the new section count")
  func deletingASection() {
    harness.show(AdapterHarness.lists([("a", []), ("b", [])]))
    let recorder = Recorder(harness.view)
    var seen: [Int] = []
    harness.adapter.update(AdapterHarness.lists([("a", [])])) { applied in
      #expect(applied)
      seen.append(harness.view.numberOfSections)
    }
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [1])])
    #expect(seen == [1])
    harness.expectNoProblems()
  }

  // Ports test_whenInsertingSection_withItemChanges_thatCollectionViewUpdates.
  @Test("a section inserted beside a section whose items grow is one batch with both changes")
  func insertingASectionBesideItemInserts() {
    harness.show(AdapterHarness.lists([("a", ["0"])]))
    let recorder = Recorder(harness.view)
    var seen: [[Int]] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["0", "1"]), ("b", ["0", "1"])])) { _ in
      seen.append(counts)
    }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(sectionInserts: [1], itemInserts: [at(0, 1)])])
    #expect(seen == [[2, 2]])
    #expect(harness.shownSections == [["0", "1"], ["0", "1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenInsertingSection_withDeletedSection_thatCollectionViewUpdates.
  @Test("sections inserted and deleted beside item deletes are one batch without animation")
  func insertsAndDeletesWithoutAnimation() {
    harness.show(AdapterHarness.lists([("a", ["0", "1", "2"]), ("b", [])]))
    let recorder = Recorder(harness.view)
    var seen: [[Int]] = []
    harness.adapter.update(
      AdapterHarness.lists([("c", ["1", "1"]), ("a", ["0"]), ("d", ["0", "2", "3"])]),
      updateStrategy: .nonanimatedBatchUpdates
    ) { _ in seen.append(counts) }
    harness.view.layoutIfNeeded()
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionDeletes: [1], sectionInserts: [0, 2], itemDeletes: [at(0, 1), at(0, 2)],
          isAnimated: false)
      ])
    #expect(seen == [[2, 1, 3]])
    #expect(harness.shownSections == [["1", "1"], ["0"], ["0", "2", "3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadingData_thatCollectionViewUpdates.
  @Test("the reload strategy shows the new sections without a batch and completes with false")
  func reloadStrategy() {
    harness.show(AdapterHarness.lists([("a", [])]))
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update([], updateStrategy: .reloadData) { completions.append($0) }
    #expect(harness.view.numberOfSections == 0)
    harness.adapter.update(AdapterHarness.lists([("a", [])]), updateStrategy: .reloadData) {
      completions.append($0)
    }
    #expect(harness.view.numberOfSections == 1)
    #expect(completions == [false, false])
    #expect(recorder.batches.isEmpty)
    harness.expectNoProblems()
  }

  // Ports test_whenReloadingSections_thatCollectionViewUpdates.
  @Test("reloading a section replaces it whole and shows its controller's current items")
  func reloadingASection() {
    let first = Probe()
    harness.show([section("a", ["0", "1"], first), section("b", ["0", "1"], Probe())])
    let recorder = Recorder(harness.view)
    first.items = ["0", "1", "2"]  // behind the adapter's back, as IGListKit's data source does
    var completions: [Bool] = []
    harness.adapter.reloadSections(withIDs: ["a"]) { completions.append($0) }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [0], sectionInserts: [0])])
    #expect(completions == [true])
    #expect(harness.shownSections == [["0", "1", "2"], ["0", "1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenCollectionViewNeedsLayout_thatPerformBatchUpdateWorks.
  @Test("an update of a view that has not laid out yet is a valid batch")
  func updateBeforeTheFirstLayout() {
    harness.adapter.update(AdapterHarness.lists([("a", []), ("b", [])]))
    let recorder = Recorder(harness.view)
    var seen: [Int] = []
    harness.adapter.update(
      AdapterHarness.lists([("a", [])]), updateStrategy: .nonanimatedBatchUpdates
    ) { _ in seen.append(harness.view.numberOfSections) }
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [1], isAnimated: false)])
    #expect(seen == [1])
    harness.expectNoProblems()
  }

  // Ports test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially.
  @Test("an update asked for inside another's batch waits, and the completions run in order")
  func reentrantUpdateRunsAfterward() {
    let first = Probe()
    harness.show([section("a", [], first)])
    let recorder = Recorder(harness.view)
    var order: [String] = []
    first.onCommit = {
      first.onCommit = nil
      harness.adapter.update([
        section("a", [], first), section("b", [], Probe()), section("c", [], Probe()),
      ]) { _ in order.append("second sees \(harness.view.numberOfSections)") }
      order.append("asked inside the batch")
    }
    harness.adapter.update([section("a", ["x"], first), section("b", [], Probe())]) { _ in
      order.append("first sees \(harness.view.numberOfSections)")
    }
    #expect(
      order == ["asked inside the batch", "first sees 2", "second sees 3"])
    #expect(
      recorder.batches == [
        BatchUpdate(sectionInserts: [1], itemInserts: [at(0, 0)]),
        BatchUpdate(sectionInserts: [2], itemDeletes: [at(0, 0)]),
      ])
    harness.expectNoProblems()
  }

  // Ports test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially, for a reload.
  @Test("an update asked for while a reload commits is applied after it, as a batch")
  func updateAskedForDuringAReload() {
    let probe = Probe()
    harness.show([section("a", ["1"], probe)])
    let recorder = Recorder(harness.view)
    var order: [String] = []
    probe.onCommit = {
      probe.onCommit = nil
      harness.adapter.update([section("a", ["1", "2", "3"], probe)]) {
        order.append("batch \($0) sees \(counts)")
      }
    }
    harness.adapter.update([section("a", ["1", "2"], probe)], updateStrategy: .reloadData) {
      order.append("reload \($0) sees \(counts)")
    }
    harness.view.layoutIfNeeded()
    #expect(order == ["reload false sees [2]", "batch true sees [3]"])
    #expect(recorder.batches == [BatchUpdate(itemInserts: [at(0, 2)])])
    #expect(harness.shownSections == [["1", "2", "3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially, for a controller's own change.
  @Test("an update asked for while a controller's change commits is applied after the change")
  func updateAskedForDuringAChange() {
    let probe = Probe()
    harness.show([section("a", ["1"], probe)])
    let recorder = Recorder(harness.view)
    var order: [String] = []
    probe.context?.apply(
      ItemChanges(inserts: [1]),
      commit: {
        probe.items.append("2")
        harness.adapter.update([
          section("a", ["1", "2", "3"], probe), section("b", ["x"], Probe()),
        ]) {
          order.append("update \($0)")
        }
      },
      completion: { order.append("change \($0)") })
    harness.view.layoutIfNeeded()
    #expect(order == ["change true", "update true"])
    #expect(
      recorder.batches == [
        BatchUpdate(itemInserts: [at(0, 1)]),
        BatchUpdate(sectionInserts: [1], itemInserts: [at(0, 2)]),
      ])
    #expect(harness.shownSections == [["1", "2", "3"], ["x"]])
    harness.expectNoProblems()
  }

  // Ports test_whenPerformingUpdatesMultipleTimesInARow_thenUpdateWorks.
  @Test("an update asked for from a completion is applied after it, against the updated sections")
  func updateFromACompletion() {
    harness.show(AdapterHarness.lists([("a", ["0"])]))
    let recorder = Recorder(harness.view)
    var seen: [[Int]] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["0", "1"]), ("b", ["0", "1"])])) { _ in
      seen.append(counts)
      harness.adapter.update(
        AdapterHarness.lists([("a", ["0", "1"]), ("b", ["0", "1"]), ("c", ["0", "1"])])
      ) { _ in seen.append(counts) }
    }
    #expect(seen == [[2, 2], [2, 2, 2]])
    #expect(
      recorder.batches == [
        BatchUpdate(sectionInserts: [1], itemInserts: [at(0, 1)]),
        BatchUpdate(sectionInserts: [2]),
      ])
    harness.expectNoProblems()
  }

  // Ports test_whenItemsMoveAndUpdate_thatCollectionViewWorks.
  @Test("sections that move while their item counts change are valid without any option")
  func sectionsMovingWhileTheirCountsChange() {
    harness.show(AdapterHarness.lists([("a", []), ("b", []), ("c", [])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("c", ["1"]), ("a", ["1", "1"]), ("b", ["1", "1", "1"])]))
    // IGListKit needs `sectionMovesAsDeletesInserts`; Sectional's one move, of c, is a delete and
    // an insert because c's items change, and a and b keep their sections and get item inserts.
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionDeletes: [2], sectionInserts: [0],
          itemInserts: [at(1, 0), at(1, 1), at(2, 0), at(2, 1), at(2, 2)])
      ])
    #expect(counts == [1, 2, 3])
    #expect(harness.shownSections == [["1"], ["1", "1"], ["1", "1", "1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenConvertingReloads_withoutChanges_thatOriginalIndexUsed.
  @Test("a section reload with no other change deletes and inserts the section at its index")
  func sectionReloadWithoutOtherChanges() {
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"]), ("c", ["3"])]))
    let recorder = Recorder(harness.view)
    harness.adapter.reloadSections(withIDs: ["c"])
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(sectionDeletes: [2], sectionInserts: [2])])
    #expect(harness.shownSections == [["1"], ["2"], ["3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenConvertingReloads_withChanges_thatIndexMoves.
  @Test("a section reloaded while it moves is deleted at its old index and inserted at its new one")
  func sectionReloadWhileItMoves() {
    let moved = Probe()
    harness.show([
      section("1", ["a"], Probe()), section("2", ["b"], Probe()), section("3", ["c"], moved),
    ])
    let recorder = Recorder(harness.view)
    moved.reloadsOnUpdate = true
    let one = harness.adapter.sectionController(forSectionID: "1", as: Probe.self)!
    let two = harness.adapter.sectionController(forSectionID: "2", as: Probe.self)!
    harness.show([section("3", ["c"], moved), section("2", ["b"], two), section("1", ["a"], one)])
    // The diff's moves are 0→2 and 1→1 (section 3 is the anchor); replacing the reloaded section
    // keeps both, and 1→1, now redundant, is one UIKit accepts.
    #expect(recorder.batches.count == 1)
    let batch = recorder.batches.first
    #expect(batch?.sectionDeletes == [2])
    #expect(batch?.sectionInserts == [0])
    #expect(batch?.sectionMoves.filter { $0.from != $0.to } == [move(0, 2)])
    #expect(harness.shownSections == [["c"], ["b"], ["a"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadingSection_whenSectionRemoved_thatConvertMethodCorrects.
  @Test("a reload of a section removed before it applies is dropped, with a diagnostic")
  func reloadOfARemovedSection() {
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"]), ("c", ["3"])]))
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"]), ("b", ["2"]), ("c", ["3"])])) {
      _ in
      harness.adapter.update(AdapterHarness.lists([("a", ["1"]), ("c", ["3"])]))
      harness.adapter.reloadSections(withIDs: ["b"]) { completions.append($0) }
    }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(), BatchUpdate(sectionDeletes: [1])])
    #expect(completions == [false])
    #expect(harness.diagnostics.map(\.kind) == [.sectionRemoved])
    #expect(harness.shownSections == [["1"], ["3"]])
  }

  // Ports test_whenCallingReloadData_withUICollectionViewFlowLayout_withEstimatedSize_….
  @Test("reloads with estimated item sizes keep the view's counts in step with the sections")
  func reloadsWithEstimatedSizes() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let full = AdapterHarness.lists([("a", ["1"]), ("b", ["1", "2", "3", "4"])])
    var seen: [[Int]] = []
    func record() {
      view.layoutIfNeeded()
      seen.append((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) })
    }
    adapter.update(full, updateStrategy: .reloadData)
    record()
    adapter.update(AdapterHarness.lists([("a", ["1"])]), updateStrategy: .reloadData)
    record()
    adapter.update(full, updateStrategy: .reloadData)
    record()
    #expect(seen == [[1, 4], [1], [1, 4]])
    #expect(diagnostics.isEmpty)
    #expect(view.errors.isEmpty)
  }

  // Ports test_whenPerformingUpdate_thatCallsDiffingDelegate (allowsBackgroundDiffing).
  @Test("an update diffed in the background inserts the new section in one batch")
  func backgroundDiffing() async {
    harness.show(AdapterHarness.lists([("0", [])]))
    let recorder = Recorder(harness.view)
    let applied = await harness.adapter.updateInBackground(
      AdapterHarness.lists([("0", []), ("1", [])]))
    #expect(applied)
    #expect(recorder.batches == [BatchUpdate(sectionInserts: [1])])
    harness.expectNoProblems()
  }

  // Ports _test_whenCollectionViewSectionCountIsIncorrect_thatDoesNotCrash (disabled in
  // IGListKit) and IGListTransactionTests' test_withBatchUpdateTransaction_thatMismatched….
  @Test("an update over a view whose counts are stale reloads instead, with a diagnostic")
  func staleViewReloads() {
    let stale = Probe()
    harness.show([section("a", ["1"], stale)])
    let recorder = Recorder(harness.view)
    stale.items = ["1", "2"]  // changed behind the adapter's back
    var completions: [Bool] = []
    harness.adapter.update([section("a", ["1", "2"], stale), section("b", ["3"], Probe())]) {
      completions.append($0)
    }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches.isEmpty)
    #expect(completions == [false])
    #expect(harness.diagnostics.map(\.kind) == [.staleCollectionView])
    #expect(harness.shownSections == [["1", "2"], ["3"]])
  }

  // Ports test_whenPerformUpdates_dataSourceWasSetToNil_shouldNotCrash.
  @Test("an update after the view's data source was taken away completes once, without a crash")
  func updateWithoutADataSource() {
    harness.show(AdapterHarness.lists([("id1", ["1"])]))
    harness.view.dataSource = nil
    var completions: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("id1", ["2"]), ("id2", ["22"])])) {
      completions.append($0)
    }
    #expect(completions == [false])
    #expect(harness.view.errors.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.dataSourceReplaced])
    // Given its data source back, the view reloads and shows the sections the adapter kept.
    harness.view.dataSource = harness.adapter
    harness.show(AdapterHarness.lists([("id1", ["2"]), ("id2", ["22"])]))
    #expect(harness.shownSections == [["2"], ["22"]])
  }

  // Ports test_whenNoChanges_thatPerformUpdateExitsEarly.
  @Test("an update that changes nothing is one empty batch, and completes with true")
  func updateWithoutChanges() {
    harness.show(AdapterHarness.lists([("Foo", [])]))
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("Foo", [])])) { completions.append($0) }
    #expect(recorder.batches == [BatchUpdate()])
    #expect(completions == [true])
    #expect(harness.view.numberOfSections == 1)
    harness.expectNoProblems()
  }

  // Ports test_whenObjectIdentifiersCollide_withDifferentTypes_thatLookupReturnsNil.
  @Test("ids of different types with the same value are different sections")
  func idsOfDifferentTypesDoNotCollide() {
    harness.show([
      Section(id: "foo", model: ["1"], controller: TextList()),
      Section(id: Tag(raw: "foo"), model: ["2"], controller: TextList()),
    ])
    #expect(harness.shownSections == [["1"], ["2"]])
    #expect(harness.adapter.sectionController(forSectionID: "foo") !== nil)
    #expect(
      harness.adapter.sectionController(forSectionID: "foo")
        !== harness.adapter.sectionController(forSectionID: Tag(raw: "foo")))
    harness.expectNoProblems()
  }

  // Ports the duplicate objects IGListKit's updater asserts against (IGListAdapterUpdaterTests'
  // section objects are unique by identity).
  @Test("a duplicate section id keeps the first section and reports the others")
  func duplicateSectionIDs() {
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("a", ["1"]), ("a", ["2"]), ("b", ["3"])]))
    #expect(recorder.batches == [BatchUpdate(sectionInserts: [0, 1])])
    #expect(harness.shownSections == [["1"], ["3"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
  }

  // MARK: - IGListAdapterUpdaterTests: a surviving section's items change

  // Ports test_whenReloadIsCalledWithSameItemCount_deleteInsertSectionHappen. IGListKit reloads
  // the section; Sectional diffs its items: the old item is deleted and the new one inserted.
  @Test("a section whose only item is replaced deletes and inserts the item, not the section")
  func replacedItemIsAnItemChange() {
    harness.show(AdapterHarness.lists([("id", ["1"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id", ["2"])]))
    #expect(recorder.batches == [BatchUpdate(itemDeletes: [at(0, 0)], itemInserts: [at(0, 0)])])
    #expect(harness.shownSections == [["2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithSameItemCount_andPreferItemReload_updateIndexPathsHappen.
  // IGListKit reloads the item; Sectional reconfigures it in place by default.
  @Test("an item whose content changes in place is reconfigured, keeping its cell")
  func changedItemIsReconfigured() {
    harness.show([Section(id: "id", model: rows([("x", "1")]), controller: RowList())])
    let cell = harness.view.cellForItem(at: at(0, 0))
    let recorder = Recorder(harness.view)
    harness.show([Section(id: "id", model: rows([("x", "2")]), controller: RowList())])
    #expect(recorder.batches == [BatchUpdate(itemReconfigures: [at(0, 0)])])
    #expect(harness.view.cellForItem(at: at(0, 0)) === cell)
    #expect(harness.shownSections == [["2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithDifferentItemCount_andPreferItemReload_deleteInsert…. IGListKit
  // deletes and inserts the section; Sectional inserts the new item.
  @Test("a section that gains an item inserts the item, not the section")
  func gainedItemIsAnItemInsert() {
    harness.show(AdapterHarness.lists([("id", ["1"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id", ["1", "2"])]))
    #expect(recorder.batches == [BatchUpdate(itemInserts: [at(0, 1)])])
    #expect(harness.shownSections == [["1", "2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithSectionMoveAndUpdate_andPreferItemReload_deleteInsertMove….
  // IGListKit moves id1 and deletes and inserts id2; Sectional moves id1 too (the one move of a
  // swap), and id2, which only shifts, keeps its section and gets its item changes.
  @Test("swapping two sections moves the unchanged one and sends the changed one's item changes")
  func swapWithAChangedSection() {
    harness.show(AdapterHarness.lists([("id1", ["1"]), ("id2", ["2"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id2", ["22"]), ("id1", ["1"])]))
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionMoves: [move(0, 1)], itemDeletes: [at(1, 0)], itemInserts: [at(0, 0)])
      ])
    #expect(harness.shownSections == [["22"], ["1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithSectionMoveAndUpdate_withDifferentSectionLength_….
  // As above, a difference in the batch: the changed section keeps its place and its cells.
  @Test("swapping sections of different lengths moves the unchanged one, items travelling with it")
  func swapOfDifferentLengths() {
    harness.show(AdapterHarness.lists([("id1", ["1", "2", "3"]), ("id2", ["2"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id2", ["22"]), ("id1", ["1", "2", "3"])]))
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionMoves: [move(0, 1)], itemDeletes: [at(1, 0)], itemInserts: [at(0, 0)])
      ])
    #expect(harness.shownSections == [["22"], ["1", "2", "3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithSectionMoveAndUpdate_withThreeSections_deleteInsertMove….
  // As above: IGListKit deletes and inserts id2; Sectional moves id1 and sends id2's items.
  @Test("swapping the first two of three sections leaves the third alone")
  func changedSectionMovesFirstOfThree() {
    harness.show(AdapterHarness.lists([("id1", ["1"]), ("id2", ["2"]), ("id3", ["3"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id2", ["22", "23"]), ("id1", ["1"]), ("id3", ["3"])]))
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionMoves: [move(0, 1)], itemDeletes: [at(1, 0)], itemInserts: [at(0, 0), at(0, 1)])
      ])
    #expect(harness.shownSections == [["22", "23"], ["1"], ["3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadIsCalledWithSectionInsertAndUpdate_andPreferItemReload_noItemReloads.
  // IGListKit deletes and inserts the changed section; Sectional sends its item changes.
  @Test("a section inserted after a changed one is inserted beside the changed one's item changes")
  func sectionInsertBesideItemChanges() {
    harness.show(AdapterHarness.lists([("id1", ["1"])]))
    let recorder = Recorder(harness.view)
    harness.show(AdapterHarness.lists([("id1", ["2"]), ("id2", ["22"])]))
    #expect(
      recorder.batches == [
        BatchUpdate(sectionInserts: [1], itemDeletes: [at(0, 0)], itemInserts: [at(0, 0)])
      ])
    #expect(harness.shownSections == [["2"], ["22"]])
    harness.expectNoProblems()
  }

  // MARK: - IGListAdapterUpdaterTests: item updates

  // Ports test_whenOnlyQueueingItemUpdates_thatUpdateBlockExecutes.
  @Test("a controller's own change runs its update closure and completes once")
  func itemChangeRunsItsClosure() {
    let list = TextList()
    harness.show([Section(id: "a", model: ["1"], controller: list)])
    var ran = 0
    var completions: [Bool] = []
    list.context?.apply(
      {
        ran += 1
        return list.update(to: ["1", "2"])
      }, completion: { completions.append($0) })
    #expect(ran == 1)
    #expect(completions == [true])
    #expect(harness.shownSections == [["1", "2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenQueueingItemUpdates_withBatchUpdate_thatItemUpdateBlockExecutes.
  @Test("a change queued behind a section update completes after that update is applied")
  func itemChangeBehindASectionUpdate() {
    let list = TextList()
    harness.show([Section(id: "a", model: ["1"], controller: list)])
    var seen: [String] = []
    harness.adapter.update([Section(id: "a", model: ["1"], controller: list)]) { _ in
      harness.adapter.update([
        Section(id: "a", model: ["1"], controller: list),
        Section(id: "b", model: ["2"], controller: TextList()),
      ]) { _ in seen.append("sections") }
      list.context?.apply(
        {
          seen.append("change runs")
          return list.update(to: ["1", "3"])
        }, completion: { _ in seen.append("change sees \(counts)") })
    }
    #expect(seen == ["sections", "change runs", "change sees [2, 1]"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["1", "3"], ["2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted.
  @Test("a change queued behind a reload completes after the reload's completion")
  func itemChangeBehindAReload() {
    let probe = Probe()
    harness.show([section("a", ["0", "1", "2"], probe)])
    let recorder = Recorder(harness.view)
    var seen: [String] = []
    harness.adapter.update([section("a", ["0", "1", "2"], probe)]) { _ in
      harness.adapter.update([section("a", ["0", "1", "2"], probe)], updateStrategy: .reloadData) {
        seen.append("reload \($0)")
      }
      // [0, 1, 2] → [2, 1, 4, 5]: delete 0, move 2 → 0, insert 2 and 3.
      probe.context?.apply(
        ItemChanges(deletes: [0], inserts: [2, 3], moves: [move(2, 0)]),
        commit: { probe.items = ["2", "1", "4", "5"] },
        completion: { seen.append("change \($0)") })
    }
    harness.view.layoutIfNeeded()
    #expect(seen == ["reload false", "change true"])
    #expect(
      recorder.batches.last
        == BatchUpdate(
          itemDeletes: [at(0, 0)], itemInserts: [at(0, 2), at(0, 3)],
          itemMoves: [Move(from: at(0, 2), to: at(0, 0))]))
    #expect(harness.shownSections == [["2", "1", "4", "5"]])
    harness.expectNoProblems()
  }

  // Ports test_whenPerformingItemUpdateInMiddleOfReload_thatCompletionBlockStillExecuted.
  @Test("a change asked for while a reload updates the controllers completes once, after it")
  func itemChangeDuringAReload() {
    let probe = Probe()
    harness.show([section("a", ["0", "1", "2"], probe)])
    var order: [String] = []
    probe.onUpdate = {
      probe.onUpdate = nil
      probe.context?.apply(
        { SectionUpdate(changes: .none, commit: {}) }, completion: { order.append("change \($0)") })
    }
    harness.adapter.update([section("a", ["0", "1", "2"], probe)], updateStrategy: .reloadData) {
      order.append("reload \($0)")
    }
    #expect(order == ["reload false", "change true"])
    harness.expectNoProblems()
  }

  // Ports test_whenPerformingItemUpdateInMiddleOfUpdate_thatCompletionBlockStillExecuted.
  @Test("a change asked for inside a batch update's commit completes once, after the batch")
  func itemChangeDuringABatch() {
    let probe = Probe()
    harness.show([section("a", ["0", "1", "2"], probe)])
    var order: [String] = []
    probe.onCommit = {
      probe.onCommit = nil
      probe.context?.apply(
        { SectionUpdate(changes: .none, commit: {}) }, completion: { order.append("change \($0)") })
    }
    harness.adapter.update(
      [section("a", ["0", "1"], probe)], updateStrategy: .nonanimatedBatchUpdates
    ) { order.append("update \($0)") }
    #expect(order == ["update true", "change true"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["0", "1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenNotInViewHierarchy_thatUpdatesStillExecuteBlocks, with a view of zero size
  // (Sectional's view is never in a window).
  @Test("on a view of zero size, a section update and a change still run and complete")
  func zeroSizeViewStillRunsBlocks() {
    let view = HeadlessCollectionView(size: .zero)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let probe = Probe()
    adapter.update([section("a", ["0", "1", "2"], probe)])
    var seen: [String] = []
    adapter.update([section("a", ["0", "1", "2"], probe)]) { _ in seen.append("update") }
    probe.context?.apply(
      ItemChanges(deletes: [0], inserts: [2, 3], moves: [move(2, 0)]),
      commit: {
        seen.append("commit")
        probe.items = ["2", "1", "4", "5"]
      },
      completion: { _ in seen.append("change") })
    #expect(seen == ["update", "commit", "change"])
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(diagnostics.isEmpty)
    #expect(view.errors.isEmpty)
  }

  // Ports test_whenPerformIndexPathUpdates_reloadingTheSameIndexPathMultipleTimes_shouldNotCrash.
  // IGListKit merges both reloads into one batch; each change Sectional's controller asks for is
  // a batch of its own.
  @Test("reloading the same item twice is two valid batches, one reload each")
  func reloadingTheSameItemTwice() {
    let probe = Probe()
    harness.show([section("id", ["1"], probe)])
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update([section("id", ["1"], probe)]) { _ in
      for _ in 0..<2 {
        probe.context?.apply({ SectionUpdate(changes: ItemChanges(reloads: [0]), commit: {}) }) {
          completions.append($0)
        }
      }
    }
    #expect(
      recorder.batches == [
        BatchUpdate(), BatchUpdate(itemReloads: [at(0, 0)]), BatchUpdate(itemReloads: [at(0, 0)]),
      ])
    #expect(completions == [true, true])
    harness.expectNoProblems()
  }

  // MARK: - IGListBatchUpdateDataTests

  // Ports test_whenReloadingItems_withSectionMove_thatResultConvertsConflicts_toDeletesAndInserts.
  @Test("a section that moves while its items are reloaded is deleted and inserted whole")
  func reloadsInAMovedSection() {
    func list(_ suffix: String) -> RowList {
      let list = RowList()
      list.itemRefresh = ItemRefresh.reload
      return list
    }
    func sections(_ text: String) -> [Section] {
      [
        Section(id: "a", model: rows([("a0", "a" + text)]), controller: list("a")),
        Section(id: "b", model: rows([("b0", "b")]), controller: list("b")),
        Section(
          id: "c", model: rows([("c0", "c" + text), ("c1", "d" + text)]), controller: list("c")),
        Section(id: "d", model: rows([("d0", "d")]), controller: list("d")),
        Section(id: "e", model: rows([("e0", "e")]), controller: list("e")),
      ]
    }
    harness.show(sections("1"))
    let recorder = Recorder(harness.view)
    var new = sections("2")
    new.append(new.remove(at: 2))  // c moves 2 → 4
    harness.show(new)
    // IGListKit keeps the reload of a's item; Sectional, whose update had a move, deletes and
    // inserts it, since UIKit places a reload beside a move without counting the move (R4).
    #expect(
      recorder.batches == [
        BatchUpdate(
          sectionDeletes: [2], sectionInserts: [4], itemDeletes: [at(0, 0)],
          itemInserts: [at(0, 0)])
      ])
    #expect(harness.shownSections == [["a2"], ["b"], ["d"], ["e"], ["c2", "d2"]])
    harness.expectNoProblems()
  }

  // Ports test_whenReloadingItem_withSectionDelete_thatDeleteWins.
  @Test("an item reload for a section deleted before it applies is dropped")
  func itemReloadInADeletedSection() {
    let doomed = Probe()
    harness.show([section("a", ["1"], Probe()), section("b", ["2"], doomed)])
    let a = harness.adapter.sectionController(forSectionID: "a", as: Probe.self)!
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update([section("a", ["1"], a), section("b", ["2"], doomed)]) { _ in
      harness.adapter.update([section("a", ["1"], a)])
      doomed.context?.apply(ItemChanges(reloads: [0]), commit: {}) { completions.append($0) }
    }
    #expect(recorder.batches == [BatchUpdate(), BatchUpdate(sectionDeletes: [1])])
    #expect(completions == [false])
    #expect(harness.diagnostics.map(\.kind) == [.sectionRemoved])
  }

  // Ports test_whenMovingIndexPaths_withSamePathReloaded_thatResultConvertsToDeletesAndInserts.
  @Test("an item that moves and is reloaded is deleted and inserted")
  func movedAndReloadedItem() {
    let list = RowList()
    list.itemRefresh = ItemRefresh.reload
    harness.show([Section(id: "s", model: rows([("a", "a"), ("b", "b")]), controller: list)])
    let recorder = Recorder(harness.view)
    harness.show([Section(id: "s", model: rows([("b", "b"), ("a", "A")]), controller: list)])
    // The swap's one move is of a, the changed item: it is deleted and inserted instead.
    #expect(recorder.batches == [BatchUpdate(itemDeletes: [at(0, 0)], itemInserts: [at(0, 1)])])
    #expect(harness.shownSections == [["b", "A"]])
    harness.expectNoProblems()
  }

  // MARK: - IGListReloadDataUpdaterTests

  // Ports test_whenCompletionBlockExists_thatBlockExecuted.
  @Test("a reload completes before update returns, once, with false")
  func reloadCompletesAtOnce() {
    var completions: [Bool] = []
    harness.adapter.update(
      AdapterHarness.lists([("0", []), ("1", []), ("2", [])]),
      updateStrategy: .reloadData
    ) { completions.append($0) }
    #expect(completions == [false])
    #expect(harness.view.numberOfSections == 3)
    harness.expectNoProblems()
  }

  // Ports test_whenPerformingUpdate_thatCompletionExecuted.
  @Test("an update without animation completes before update returns, once, with true")
  func nonanimatedUpdateCompletesAtOnce() {
    let recorder = Recorder(harness.view)
    var completions: [Bool] = []
    harness.adapter.update(
      AdapterHarness.lists([("0", []), ("1", []), ("2", [])]),
      updateStrategy: .nonanimatedBatchUpdates
    ) { completions.append($0) }
    #expect(completions == [true])
    #expect(recorder.batches.map(\.isAnimated) == [false])
    harness.expectNoProblems()
  }

  // Ports test_whenInsertingIntoContext_thatCollectionViewUpdated. IGListReloadDataUpdater
  // reloads for every context change; Sectional always sends the change as a batch.
  @Test("inserting through the context inserts the item")
  func contextInsert() {
    let probe = Probe()
    harness.show([section("2", ["a", "b"], probe)])
    let recorder = Recorder(harness.view)
    probe.context?.apply(ItemChanges(inserts: [0]), commit: { probe.items.insert("x", at: 0) })
    #expect(recorder.batches == [BatchUpdate(itemInserts: [at(0, 0)])])
    #expect(harness.view.numberOfItems(inSection: 0) == 3)
    harness.expectNoProblems()
  }

  // Ports test_whenDeletingFromContext_thatCollectionViewUpdated.
  @Test("deleting through the context deletes the item")
  func contextDelete() {
    let probe = Probe()
    harness.show([section("2", ["a", "b"], probe)])
    let recorder = Recorder(harness.view)
    probe.context?.apply(ItemChanges(deletes: [0]), commit: { probe.items.removeFirst() })
    #expect(recorder.batches == [BatchUpdate(itemDeletes: [at(0, 0)])])
    #expect(harness.view.numberOfItems(inSection: 0) == 1)
    harness.expectNoProblems()
  }

  // Ports test_whenReloadingInContext_thatCollectionViewUpdated.
  @Test("reloading through the context shows the item's new content and keeps the count")
  func contextReload() {
    let probe = Probe()
    harness.show([section("2", ["a", "b"], probe)])
    let recorder = Recorder(harness.view)
    probe.context?.apply(ItemChanges(reloads: [0]), commit: { probe.items[0] = "A" })
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(itemReloads: [at(0, 0)])])
    #expect(harness.view.numberOfItems(inSection: 0) == 2)
    #expect(harness.shownSections == [["A", "b"]])
    harness.expectNoProblems()
  }

  // Ports test_whenMovingFromContext_thatCollectionViewUpdated.
  @Test("moving through the context moves the item and keeps the count")
  func contextMove() {
    let probe = Probe()
    harness.show([section("2", ["a", "b"], probe)])
    let recorder = Recorder(harness.view)
    probe.context?.apply(ItemChanges(moves: [move(0, 1)]), commit: { probe.items.reverse() })
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate(itemMoves: [Move(from: at(0, 0), to: at(0, 1))])])
    #expect(harness.shownSections == [["b", "a"]])
    harness.expectNoProblems()
  }

  // Ports test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly.
  @Test("an interactive move within a section reorders the controller's items")
  func interactiveMoveWithinASection() {
    let list = Reorderable()
    harness.show([Section(id: "0", model: ["0", "1", "2"], controller: list)])
    #expect(harness.view.beginInteractiveMovementForItem(at: at(0, 2)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))  // over item 0
    harness.view.endInteractiveMovement()
    #expect(list.items == ["2", "0", "1"])
    #expect(harness.shownSections == [["2", "0", "1"]])
    harness.expectNoProblems()
  }

  // Ports test_whenItemsAreInteractivelyReorderedAcrossSections_thatIndexesRevertToOriginalState.
  @Test("a move into another section leaves both controllers' items as they were")
  func moveAcrossSectionsIsNotApplied() {
    let first = Reorderable()
    let second = Reorderable()
    harness.show([
      Section(id: "0", model: ["0", "1", "2"], controller: first),
      Section(id: "1", model: ["3", "4", "5"], controller: second),
    ])
    #expect(harness.view.beginInteractiveMovementForItem(at: at(1, 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))  // over 0-0
    harness.view.endInteractiveMovement()
    harness.view.layoutIfNeeded()
    #expect(first.items == ["0", "1", "2"])
    #expect(second.items == ["3", "4", "5"])
    #expect(harness.shownSections == [["0", "1", "2"], ["3", "4", "5"]])
    // The adapter refuses the move and says why; the view then puts the item back.
    #expect(harness.diagnostics.map(\.kind) == [.crossSectionMove])
  }

  // MARK: - IGListTransactionTests

  // Ports test_withIncorrectUpdatesState_thatInconsistencyExceptionIsCaught.
  @Test("a malformed index path sent inside the adapter's batch is reported, not a crash")
  func malformedIndexPathInsideTheBatch() {
    let probe = Probe()
    harness.show([section("a", ["1"], probe)])
    probe.onCommit = { harness.view.deleteItems(at: [IndexPath(index: 0)]) }
    harness.adapter.update([section("a", ["1", "2"], probe)])
    harness.view.layoutIfNeeded()
    let rules = harness.view.errors.map { error -> String? in
      guard case .invalidBatchUpdate(let batchError) = error else { return nil }
      return batchError.rule.specificationID
    }
    #expect(rules == ["S1"])
    harness.expectEveryErrorDiagnosed()
    #expect(harness.shownSections == [["1", "2"]])
  }

  // MARK: - IGListUpdateCoalescerTests

  // Ports test_whenQueueingMultipleUpdates_thatOnlyOneUpdateIsPerformed.
  @Test("updates queued one after another coalesce into one batch of the latest sections")
  func queuedUpdatesCoalesce() {
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let recorder = Recorder(harness.view)
    var order: [String] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"])])) { _ in
      for (index, items) in [["1", "2"], ["1", "2", "3"], ["3"]].enumerated() {
        harness.adapter.update(AdapterHarness.lists([("a", items)])) {
          order.append("\(index) \($0)")
        }
      }
    }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches.count == 2)
    #expect(recorder.batches.last == BatchUpdate(itemDeletes: [at(0, 0)], itemInserts: [at(0, 0)]))
    #expect(order == ["0 true", "1 true", "2 true"])
    #expect(harness.shownSections == [["3"]])
    harness.expectNoProblems()
  }

  // Ports test_whenQueueingUpdate_thatDelegateIsCalled.
  @Test("a single queued update is applied once")
  func singleQueuedUpdate() {
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let recorder = Recorder(harness.view)
    var completions = 0
    harness.adapter.update(AdapterHarness.lists([("a", ["1"])])) { _ in
      harness.adapter.update(AdapterHarness.lists([("a", ["1", "2"])])) { _ in completions += 1 }
    }
    #expect(recorder.batches == [BatchUpdate(), BatchUpdate(itemInserts: [at(0, 1)])])
    #expect(completions == 1)
    harness.expectNoProblems()
  }

  // Ports the coalescer's one update for many requests, when one of them reloads: the updater's
  // reloadData wins over a batch queued with it.
  @Test("a reload and a batch update queued together coalesce into one reload")
  func queuedReloadAndBatchCoalesceIntoAReload() {
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let recorder = Recorder(harness.view)
    var order: [String] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"])])) { _ in
      harness.adapter.update(
        AdapterHarness.lists([("a", ["1", "2"])]), updateStrategy: .reloadData
      ) {
        order.append("reload \($0)")
      }
      harness.adapter.update(AdapterHarness.lists([("a", ["1", "2", "3"])])) {
        order.append("batch \($0)")
      }
    }
    harness.view.layoutIfNeeded()
    #expect(recorder.batches == [BatchUpdate()])
    #expect(order == ["reload false", "batch false"])
    #expect(harness.shownSections == [["1", "2", "3"]])
    harness.expectNoProblems()
  }

  // Ports how IGListKit's updater coalesces item updates with section updates. IGListKit runs the
  // item update blocks inside the same batch as the section update; Sectional keeps the order of
  // the requests, so a change between two section updates splits them into three batches.
  @Test("a change queued between two section updates keeps its place, so they do not coalesce")
  func changeBetweenTwoUpdatesKeepsItsPlace() {
    let list = TextList()
    harness.show([Section(id: "a", model: ["1"], controller: list)])
    let recorder = Recorder(harness.view)
    var order: [String] = []
    harness.adapter.update([Section(id: "a", model: ["1"], controller: list)]) { _ in
      harness.adapter.update([Section(id: "a", model: ["1", "2"], controller: list)]) { _ in
        order.append("first update")
      }
      list.context?.apply({ list.update(to: ["0"] + list.items) }) { _ in order.append("change") }
      harness.adapter.update([Section(id: "a", model: ["1", "2", "3"], controller: list)]) { _ in
        order.append("second update")
      }
    }
    harness.view.layoutIfNeeded()
    #expect(order == ["first update", "change", "second update"])
    #expect(
      recorder.batches == [
        BatchUpdate(), BatchUpdate(itemInserts: [at(0, 1)]), BatchUpdate(itemInserts: [at(0, 0)]),
        BatchUpdate(itemDeletes: [at(0, 0)], itemInserts: [at(0, 2)]),
      ])
    #expect(harness.shownSections == [["1", "2", "3"]])
    harness.expectNoProblems()
  }

  // MARK: - IGListItemUpdatesCollectorTests

  // Ports test_whenInitialized_thatCollectionsAreEmpty and test_whenEmpty_thatHasChangesIsFalse.
  @Test("item changes with no operation are empty")
  func noItemChangesAreEmpty() {
    #expect(ItemChanges.none.isEmpty)
    #expect(ItemChanges().isEmpty)
    #expect(ItemChanges().count == 0)
  }

  // Ports test_whenHasSectionReloads_…, test_whenHasItemInserts_…, test_whenHasItemDeletes_…,
  // test_whenHasItemMoves_… and test_whenHasItemReloads_thatHasChangesIsTrue.
  @Test(
    "item changes with any one operation are not empty",
    arguments: [
      ItemChanges.reloadSection, ItemChanges(inserts: [0]), ItemChanges(deletes: [0]),
      ItemChanges(moves: [Move(from: 0, to: 1)]), ItemChanges(reloads: [0]),
    ])
  func anyItemChangeIsNotEmpty(changes: ItemChanges) {
    #expect(!changes.isEmpty)
  }

}
