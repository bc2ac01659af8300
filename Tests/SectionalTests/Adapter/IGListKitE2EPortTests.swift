// These tests port the behaviour checked by IGListKit's end-to-end adapter tests
// (Instagram/IGListKit, Tests/IGListAdapterE2ETests.m) to Sectional's API. Most of them
// reproduce crashes IGListKit once had: item changes queued next to section moves, reloads and
// deletes, sections deleted while their controller's change waits, updates asked for from
// completion blocks and from inside other updates.
//
// How names map: IGListKit's `IGTestObject` (a key and a value that is either an item count or
// a label) is `E2EObject`, whose key is the section id; its `IGTestDelegateController` is
// `E2EController`, a hand-written `SectionController` that shows `count` items (or one item with
// the label), reloads its whole section when its object changes (as IGListKit reloads a section
// whose object is no longer equal), and records display and working-range events. The adapter's
// data source is the list of `Section`s handed to `CollectionViewAdapter.update`; its
// `performUpdatesAnimated:` is `update(_:updateStrategy:completion:)`, `reloadDataWithCompletion:`
// is the `.reloadData` strategy, `reloadObjects:` is `reloadSections(withIDs:)`, and
// `sectionControllerForObject:` is `sectionController(forSectionID:as:)`. A controller's
// `collectionContext performBatchAnimated:updates:` with `insertInSectionController:`,
// `deleteInSectionController:`, `reloadInSectionController:`, `moveInSectionController:` and
// `reloadSectionController:` is `context.apply(_:completion:)`, whose closure runs when the
// change is applied (as IGListKit runs its block then) and returns a `SectionUpdate` of
// `ItemChanges` (`inserts`, `deletes`, `reloads`, `moves`, `.reloadSection`), the mutation of the
// object moved into the commit (`E2EController.change`); changes computed at the call,
// `apply(_:commit:completion:)`, are pinned in one test. The adapter delegate's
// `didEndDisplayingObject:` is the controller's own `DisplayHandling`. IGListKit collects the updates asked for before the next run loop turn into
// one batch; Sectional applies an update at once, unless one is being applied or a callback is
// running, when it waits in the adapter's queue. Where an IGListKit test queues several requests
// together, the port asks for them from inside the completion of an update that changes nothing
// (`E2EScreen.queued`), so that they wait and are applied in order, one batch each.
// `numberOfItemsInSection:` and `cellForItemAtIndexPath:` read the `HeadlessCollectionView`;
// IGListKit's update listeners are read through the view's `batchUpdateHandler`.
//
// Not ported:
// - test_whenPerformingUpdates_withoutSettingDataSource_thatCompletionBlockExecutes and
//   test_whenDataSourceDeallocatedAfterUpdateQueued_thatUpdateSuccesfullyCompletes: Sectional's
//   adapter has no data source to set or release; sections are values pushed with `update`.
// - test_whenReleasingObjects_thatAssertDoesntFire: an update is applied at once, so there is no
//   update waiting for the next run loop turn when the adapter is released. That the adapter, its
//   view and its controllers are released is ported
//   (test_whenQueuingUpdate_withSectionControllerBatchUpdate_thatSectionControllerNotRetained).
// - test_whenInvalidatingInsideBatchUpdate_withSystemReleased_thatSystemNil_and…: Sectional's
//   context has no per-section layout invalidation.
// - test_whenAddingMultipleUpdateListeners_thenRemovingListener_thatRemainingReceives and
//   test_whenAddingUpdateListener_thenListenerReferenceHitsZero_thatListenerReleased: Sectional
//   has no list of update listeners, only the view's one `batchUpdateHandler`.
// - test_whenInsertingItemTwice_withDedupeExperiment_thatSecondInsertGetsDropped: `ItemChanges`
//   holds index sets, so one change cannot name an index twice; there is no experiment to turn
//   on. Inserting, deleting and reloading twice in a row are ported as two changes.
// - test_whenModifyingInitialAndFinalAttribute_thatLayoutIsCorrect: IGListKit's transition
//   delegate and its UIKit layout animation attributes have no counterpart.
// - The section-level `willDisplay`/`didEndDisplaying` counts of IGListKit's display delegate:
//   Sectional's `DisplayHandling` tells a controller about its cells only, so the display tests
//   check the cell events.

import Foundation
import Sectional
import Testing

/// An item count or a label: the value of IGListKit's test object.
private enum E2EValue: Equatable {
  case count(Int)
  case text(String)
}

/// A section's model: its key, which is the section id, and its value.
private struct E2EObject: Equatable {
  var key: Int
  var value: E2EValue
}

private func object(_ key: Int, _ count: Int) -> E2EObject {
  E2EObject(key: key, value: .count(count))
}

private func object(_ key: Int, _ text: String) -> E2EObject {
  E2EObject(key: key, value: .text(text))
}

/// The labels of an object's items: one per counted item, or the one label.
private func itemLabels(of object: E2EObject) -> [String] {
  switch object.value {
  case .count(let count): (0..<count).map { "\(object.key).\($0)" }
  case .text(let text): [text]
  }
}

/// Shows `count` items (or one, labelled), reloads its section when its object changes, and
/// records what it is told.
@MainActor
private final class E2EController: SectionController, DisplayHandling, WorkingRangeHandling,
  FlowLayoutSizing, ModelDerivedItems
{
  weak var context: (any CollectionViewContext)?
  private(set) var object: E2EObject?
  /// The label of each item, which its cell shows.
  private(set) var labels: [String] = []
  var updateCount = 0
  var height: CGFloat = 10
  var derivesItems = false
  var onUpdate: ((E2EController) -> Void)?
  var onCell: ((E2EController, SectionIndexPath) -> Void)?
  var onEnterWorkingRange: ((E2EController) -> Void)?
  var willDisplay: [Int] = []
  var didEndDisplay: [Int] = []
  var madeCells: [ObjectIdentifier] = []

  var derivesItemsFromModelAlone: Bool { derivesItems }

  var numberOfItems: Int { labels.count }

  func update(to model: E2EObject) -> SectionUpdate {
    updateCount += 1
    onUpdate?(self)
    let changes: ItemChanges = object == nil || object == model ? .none : .reloadSection
    return SectionUpdate(changes: changes) { self.replaceObject(with: model) }
  }

  /// Makes an object current without telling the view, as IGListKit's tests change an object in
  /// place.
  func replaceObject(with model: E2EObject) {
    object = model
    labels = itemLabels(of: model)
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    onCell?(self, indexPath)
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = labels[indexPath.indexInSectionController]
    madeCells.append(ObjectIdentifier(cell))
    return cell
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: height)
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    willDisplay.append(indexPath.indexInSectionController)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    didEndDisplay.append(indexPath.indexInSectionController)
  }

  func didEnterWorkingRange() { onEnterWorkingRange?(self) }
  func didExitWorkingRange() {}

  /// Changes the controller's own items when the change is applied, as IGListKit runs its batch
  /// context's block then: `edit` changes the labels in the commit, and the object's count
  /// follows them.
  func change(
    _ changes: ItemChanges, completion: ((Bool) -> Void)? = nil,
    edit: @escaping (inout [String]) -> Void
  ) {
    context?.apply(
      { SectionUpdate(changes: changes) { self.edit(edit) } }, completion: completion)
  }

  /// Changes the labels now; the object's count follows them.
  func edit(_ body: (inout [String]) -> Void) {
    body(&labels)
    if case .count = object?.value { object?.value = .count(labels.count) }
  }
}

/// An adapter over a strict headless view, showing one `E2EController` per object.
@MainActor
private final class E2EScreen {
  let harness: AdapterHarness
  var objects: [E2EObject] = []
  var batches: [BatchUpdate] = []
  var configure: (E2EController) -> Void = { _ in }

  init(
    _ objects: [E2EObject], size: CGSize = CGSize(width: 100, height: 1_000),
    configure: @escaping (E2EController) -> Void = { _ in }
  ) {
    harness = AdapterHarness(size: size)
    self.configure = configure
    harness.adapter.workingRangeSize = 2
    harness.view.batchUpdateHandler = { [unowned self] in batches.append($0) }
    self.objects = objects
    harness.show(sections(objects))
    batches = []
  }

  var adapter: CollectionViewAdapter { harness.adapter }
  var view: HeadlessCollectionView { harness.view }

  private func make() -> E2EController {
    let controller = E2EController()
    configure(controller)
    return controller
  }

  func sections(_ objects: [E2EObject]) -> [Section] {
    objects.map { Section(id: $0.key, model: $0, controller: self.make()) }
  }

  func update(
    _ objects: [E2EObject], strategy: UpdateStrategy = .animatedBatchUpdates,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.objects = objects
    adapter.update(sections(objects), updateStrategy: strategy, completion: completion)
  }

  /// Runs `body` in the completion of an update that changes nothing: what it asks for waits in
  /// the adapter's queue and is applied, in order, once it returns.
  func queued(_ body: @escaping () -> Void) {
    adapter.update(sections(objects)) { _ in body() }
  }

  func controller(_ key: Int) -> E2EController? {
    adapter.sectionController(forSectionID: key, as: E2EController.self)
  }

  /// The item count of every section, as the view has it.
  var counts: [Int] {
    (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
  }

  /// The texts of the visible cells, by section, after a layout pass.
  var screen: [[String]] {
    view.layoutIfNeeded()
    return harness.shownSections
  }

  func text(_ item: Int, _ section: Int) -> String? {
    view.cellForItem(at: IndexPath(item: item, section: section))?.text
  }

  /// The index paths of the visible cells whose text is not their controller's label.
  var mismatchedCells: [IndexPath] {
    view.layoutIfNeeded()
    return view.indexPathsForVisibleItems.filter { indexPath in
      let controller = adapter.sectionController(atSection: indexPath.section) as? E2EController
      let labels = controller?.labels ?? []
      return indexPath.item >= labels.count
        || view.cellForItem(at: indexPath)?.text != labels[indexPath.item]
    }
  }

  /// What every section shows according to its controller's data.
  var expectedScreen: [[String]] {
    (0..<view.numberOfSections).map { section in
      guard let controller = adapter.sectionController(atSection: section) as? E2EController
      else { return [] }
      return controller.labels
    }
  }
}

@MainActor
@Suite("IGListKitE2EPort")
struct IGListKitE2EPortTests {
  // MARK: - Loading and configuring cells

  // test_whenSettingUpTest_thenCollectionViewIsLoaded
  @Test("showing sections loads one section per object with its item count")
  func showingSectionsLoadsTheView() {
    let screen = E2EScreen([object(1, 2), object(2, 3)])
    #expect(screen.counts == [2, 3])
    #expect(screen.screen == [["1.0", "1.1"], ["2.0", "2.1", "2.2"]])
    screen.harness.expectNoProblems()
  }

  // test_whenUsingStringValue_thenCellLabelsAreConfigured
  @Test("each cell is configured by the controller of its section")
  func cellsAreConfiguredByTheirController() throws {
    let screen = E2EScreen([object(0, "Foo"), object(1, "Bar")])
    let cell = try #require(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.text == "Foo")
    #expect(screen.controller(0)?.madeCells.contains(ObjectIdentifier(cell)) == true)
    #expect(screen.controller(1)?.madeCells.contains(ObjectIdentifier(cell)) == false)
  }

  // test_whenUpdating_withEqualObjects_thatCellConfigurationDoesntChange
  @Test("an update with equal models keeps the controllers, the cells and their texts")
  func equalModelsKeepControllersAndCells() throws {
    let screen = E2EScreen([object(0, "Foo"), object(1, "Bar")])
    let controller = try #require(screen.controller(0))
    let cell = try #require(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    var finished: Bool?
    screen.update([object(0, "Foo"), object(1, "Bar")]) { finished = $0 }
    #expect(finished == true)
    #expect(screen.controller(0) === controller)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    #expect(cell.text == "Foo")
    #expect(screen.batches.allSatisfy { $0.isEmpty })
    screen.harness.expectNoProblems()
  }

  // test_whenReloadingItem_cellConfigurationChanges
  @Test("reloading one section asks its cells again and leaves the others' cells alone")
  func reloadingOneSectionAsksOnlyItsCells() throws {
    let screen = E2EScreen([object(0, "Foo"), object(1, "Bar")])
    // Both controllers' data change without an update, as IGListKit's objects change in place.
    try #require(screen.controller(0)).replaceObject(with: object(0, "Baz"))
    try #require(screen.controller(1)).replaceObject(with: object(1, "Quz"))
    var finished: Bool?
    screen.adapter.reloadSections(withIDs: [0]) { finished = $0 }
    #expect(finished == true)
    #expect(screen.screen == [["Baz"], ["Bar"]])
    screen.harness.expectNoProblems()
  }

  // MARK: - Section updates

  // test_whenObjectEqualityChanges_thatSectionCountChanges
  @Test("a changed model reloads its section and a new one is inserted")
  func changedModelReloadsItsSection() {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    screen.update([object(1, 2), object(2, 3), object(3, 2)]) { _ in counts = screen.counts }
    #expect(counts == [2, 3, 2])
    #expect(screen.screen == [["1.0", "1.1"], ["2.0", "2.1", "2.2"], ["3.0", "3.1"]])
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.sectionInserts.contains(2) == true)
    screen.harness.expectNoProblems()
  }

  // test_whenUpdatesComplete_thatCellsExist
  @Test("cells exist when an update's completion runs")
  func cellsExistInAnUpdatesCompletion() {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var texts: [String?] = []
    screen.update([object(1, 2), object(2, 2)]) { _ in
      texts = [screen.text(0, 0), screen.text(1, 0), screen.text(0, 1), screen.text(1, 1)]
    }
    #expect(texts == ["1.0", "1.1", "2.0", "2.1"])
  }

  // test_whenReloadDataCompletes_thatCellsExist
  // As IGListKit's reload transaction (reloadData, then a layout pass, then the completions),
  // the completion sees the new counts and the new cells.
  @Test("a reload's completion sees the new counts and cells and says no batch was applied")
  func reloadsCompletionSeesTheCountsAndCells() {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    var texts: [String?] = []
    var finished: Bool?
    screen.update([object(1, 2), object(2, 3)], strategy: .reloadData) {
      finished = $0
      counts = screen.counts
      texts = [screen.text(0, 0), screen.text(0, 1)]
    }
    #expect(finished == false)
    #expect(counts == [2, 3])
    #expect(texts == ["1.0", "2.0"])
    #expect(screen.batches.isEmpty)
    #expect(screen.screen == [["1.0", "1.1"], ["2.0", "2.1", "2.2"]])
    screen.harness.expectNoProblems()
  }

  // MARK: - A controller's own item changes

  // test_whenSectionControllerInsertsIndexes_thatCountsAreUpdated
  @Test("a controller that inserts an item grows its section")
  func controllerInsertsAnItem() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    var finished: Bool?
    try #require(screen.controller(1)).change(
      ItemChanges(inserts: [2]),
      completion: {
        finished = $0
        counts = screen.counts
      }, edit: { $0.insert("new", at: 2) })
    #expect(finished == true)
    #expect(counts == [3, 2])
    #expect(screen.batches.map(\.itemInserts) == [[IndexPath(item: 2, section: 0)]])
    #expect(screen.screen == [["1.0", "1.1", "new"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerDeletesIndexes_thatCountsAreUpdated
  @Test("a controller that deletes an item shrinks its section")
  func controllerDeletesAnItem() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    try #require(screen.controller(1)).change(
      ItemChanges(deletes: [0]), completion: { _ in counts = screen.counts },
      edit: { $0.remove(at: 0) })
    #expect(counts == [1, 2])
    #expect(screen.batches.map(\.itemDeletes) == [[IndexPath(item: 0, section: 0)]])
    #expect(screen.screen == [["1.1"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerReloadsIndexes_thatCellConfigurationUpdates
  @Test("a controller that reloads an item has its cell configured again")
  func controllerReloadsAnItem() throws {
    let screen = E2EScreen([object(1, "a"), object(2, "b")])
    #expect(screen.text(0, 0) == "a")
    var text: String?
    try #require(screen.controller(1)).change(
      ItemChanges(reloads: [0]), completion: { _ in text = screen.text(0, 0) },
      edit: { $0[0] = "c" })
    #expect(text == "c")
    #expect(screen.counts == [1, 1])
    #expect(screen.screen == [["c"], ["b"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerReloads_thatCountsAreUpdated
  @Test("a controller that reloads its section shows its new count")
  func controllerReloadsItsSection() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    try #require(screen.controller(1)).change(
      .reloadSection, completion: { _ in counts = screen.counts }, edit: { $0 = ["x", "y", "z"] })
    #expect(counts == [3, 2])
    #expect(screen.screen == [["x", "y", "z"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerMutates_whenThereIsNoWindow_thatCollectionViewCountsAreUpdated
  // (Sectional has no window: the change is applied as a batch either way.)
  @Test("a reload, deletes and an insert in one change of a section add up")
  func reloadDeletesAndInsertInOneChange() throws {
    let screen = E2EScreen([object(1, 8)])
    var counts: [Int] = []
    try #require(screen.controller(1)).change(
      ItemChanges(deletes: [5, 6, 7], inserts: [0], reloads: [0]),
      completion: { _ in counts = screen.counts },
      edit: {
        $0[0] = "reloaded"
        $0.removeSubrange(5...7)
        $0.insert("new", at: 0)
      })
    #expect(counts == [6])
    #expect(screen.screen == [["new", "reloaded", "1.1", "1.2", "1.3", "1.4"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerMutates_withReloadData_thatSectionControllerMutationIsApplied
  @Test("a controller's insert followed by a reload of the view keeps the insert")
  func insertThenReloadKeepsTheInsert() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    try #require(screen.controller(1)).change(ItemChanges(inserts: [2])) {
      $0.insert("new", at: 2)
    }
    var counts: [Int] = []
    screen.update([object(1, 3), object(2, 2)], strategy: .reloadData) { _ in
      counts = screen.counts
    }
    #expect(counts == [3, 2])
    // The model sent with the reload describes the three items, as the controller's own.
    #expect(screen.screen == [["1.0", "1.1", "1.2"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // MARK: - Item changes queued beside section updates

  // test_whenPerformingUpdates_withSectionControllerMutations_thatCollectionCountsAreUpdated
  @Test("item changes of two controllers queued behind a section insert are all applied")
  func itemChangesBehindASectionInsert() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    var completions: [Bool] = []
    screen.queued {
      screen.update([object(3, 1), object(1, 2), object(2, 2)])
      first.change(
        ItemChanges(deletes: [0]), completion: { completions.append($0) },
        edit: {
          $0.remove(at: 0)
        })
      second.change(
        ItemChanges(inserts: [2], reloads: [0]), completion: { completions.append($0) },
        edit: {
          $0[0] = "reloaded"
          $0.insert("new", at: 2)
        })
    }
    #expect(completions == [true, true])
    #expect(screen.counts == [1, 1, 3])
    #expect(screen.screen == [["3.0"], ["1.1"], ["reloaded", "2.1", "new"]])
    screen.harness.expectNoProblems()
  }

  // test_whenSectionControllerMoves_withSectionControllerMutations_thatCollectionViewWorks
  @Test("an insert queued behind its section's move lands in the moved section")
  func insertBehindASectionMove() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    let moved = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      screen.update([object(2, 2), object(1, 2)])
      moved.change(
        ItemChanges(inserts: [2]), completion: { finished = $0 },
        edit: {
          $0.insert("new", at: 2)
        })
    }
    #expect(finished == true)
    #expect(screen.counts == [2, 3])
    #expect(screen.screen == [["2.0", "2.1"], ["1.0", "1.1", "new"]])
    screen.harness.expectNoProblems()
  }

  // test_whenItemIsRemoved_withSectionControllerMutations_thatCollectionViewWorks
  @Test("a delete queued behind its section's removal is dropped with a diagnostic")
  func deleteBehindTheSectionsRemoval() throws {
    let screen = E2EScreen([object(2, 2), object(1, 2)])
    let removed = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      screen.update([object(2, 2)])
      removed.change(
        ItemChanges(deletes: [0]), completion: { finished = $0 },
        edit: {
          $0.remove(at: 0)
        })
    }
    #expect(finished == false)
    #expect(screen.counts == [2])
    #expect(screen.screen == [["2.0", "2.1"]])
    #expect(screen.harness.diagnostics.map(\.kind) == [.sectionRemoved])
    #expect(screen.view.errors.isEmpty)
  }

  // test_whenPerformingUpdates_withUnequalItem_withItemMoving_thatCollectionViewCountsUpdate
  @Test("a section that moves while its model changes shows its new items")
  func sectionMovesWhileItsModelChanges() {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    var counts: [Int] = []
    screen.update([object(3, 2), object(1, 3), object(2, 2)]) { _ in counts = screen.counts }
    #expect(counts == [2, 3, 2])
    #expect(screen.screen == [["3.0", "3.1"], ["1.0", "1.1", "1.2"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingUpdates_withItemMoving_withSectionControllerReloadIndexes_that…
  @Test("a reload queued behind its section's move reloads the item in the moved section")
  func reloadBehindASectionMove() throws {
    let screen = E2EScreen([object(1, 2), object(2, 3)])
    let moved = try #require(screen.controller(1))
    screen.queued {
      screen.update([object(2, 3), object(1, 2)])
      moved.change(ItemChanges(reloads: [0])) { $0[0] = "reloaded" }
    }
    #expect(screen.counts == [3, 2])
    #expect(screen.screen == [["2.0", "2.1", "2.2"], ["reloaded", "1.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingUpdates_withSectionControllerReloadIndexes_withItemDeleted_that…
  @Test("a reload queued behind its section's removal is dropped with a diagnostic")
  func reloadBehindTheSectionsRemoval() throws {
    let screen = E2EScreen([object(1, 2), object(2, 3)])
    let removed = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      screen.update([object(2, 3)])
      removed.change(
        ItemChanges(reloads: [0]), completion: { finished = $0 },
        edit: {
          $0[0] = "reloaded"
        })
    }
    #expect(finished == false)
    #expect(screen.counts == [3])
    #expect(screen.screen == [["2.0", "2.1", "2.2"]])
    #expect(screen.harness.diagnostics.map(\.kind) == [.sectionRemoved])
  }

  // MARK: - Controllers and their models

  // test_whenPerformingUpdates_withNewItemInstances_thatSectionControllersEqual
  @Test("a surviving id keeps its controller whether its model changed or not")
  func survivingIDsKeepTheirControllers() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    var counts: [Int] = []
    screen.update([object(1, 3), object(2, 2)]) { _ in counts = screen.counts }
    #expect(counts == [3, 2])
    #expect(screen.adapter.sectionController(atSection: 0) === first)
    #expect(screen.adapter.sectionController(atSection: 1) === second)
    #expect(first.object == object(1, 3))
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingMultipleUpdates_withNewItemInstances_thatSectionControllersReceive…
  // Deliberate difference: models are values, not instances. A controller that does not adopt
  // `ModelDerivedItems` is sent its model at every update, even an equal one, where IGListKit
  // skips the very same instance.
  @Test("a controller without the model-derived contract is sent every model")
  func controllerIsSentEveryModel() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    let controller = try #require(screen.controller(1))
    #expect(controller.updateCount == 1)
    var counts: [Int] = []
    screen.update([object(1, 2), object(3, 2)]) { _ in
      counts.append(controller.updateCount)
      screen.update([object(1, 2), object(3, 2)]) { _ in counts.append(controller.updateCount) }
    }
    #expect(counts == [2, 3])
    #expect(screen.controller(1) === controller)
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingMultipleUpdates_withNewItemInstances_thatSectionControllersReceive…
  // Deliberate difference: a controller keeping `ModelDerivedItems` is not sent the model it
  // has, compared by value; IGListKit sends a new instance even when it is equal.
  @Test("a controller with the model-derived contract is sent only a changed model")
  func modelDerivedControllerIsSentOnlyChanges() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)]) { $0.derivesItems = true }
    let controller = try #require(screen.controller(1))
    #expect(controller.updateCount == 1)
    var counts: [Int] = []
    screen.update([object(1, 2), object(3, 2)]) { _ in
      counts.append(controller.updateCount)
      screen.update([object(1, 3), object(3, 2)]) { _ in counts.append(controller.updateCount) }
    }
    #expect(counts == [1, 2])
    #expect(screen.screen == [["1.0", "1.1", "1.2"], ["3.0", "3.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenQueryingCollectionContext_withNewItemInstances_thatSectionMatchesCurrentIndex
  // Deliberate difference: updates are two-phase, so while a controller prepares its update the
  // view still shows the old sections and its context answers the old index; IGListKit answers
  // the new one. Once the batch is applied, the context answers the new index.
  @Test("a controller's context gives its old index while it prepares and its new one after")
  func contextIndexDuringAndAfterAnUpdate() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2)])
    let controller = try #require(screen.controller(1))
    var during: [Int?] = []
    controller.onUpdate = { during.append($0.context?.sectionIndex) }
    var after: Int?
    screen.update([object(2, 2), object(1, 2), object(3, 2)]) { _ in
      after = controller.context?.sectionIndex
    }
    #expect(during == [0])
    #expect(after == 1)
    screen.harness.expectNoProblems()
  }

  // test_whenReloadingItems_withNewItemInstances_thatSectionControllersReceiveNewInstances
  // Deliberate difference: `reloadSections(withIDs:)` carries no model (a new model arrives
  // with `update`), so the controllers keep theirs and only their cells are replaced.
  @Test("reloading sections replaces their cells without sending their controllers a model")
  func reloadingSectionsSendsNoModel() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2), object(3, 2)])
    let first = try #require(screen.controller(1))
    let old = (0..<3).map { screen.view.cellForItem(at: IndexPath(item: 0, section: $0)) }
    var finished: Bool?
    screen.adapter.reloadSections(withIDs: [1, 2]) { finished = $0 }
    screen.view.layoutIfNeeded()
    let new = (0..<3).map { screen.view.cellForItem(at: IndexPath(item: 0, section: $0)) }
    #expect(finished == true)
    #expect(first.updateCount == 1)
    #expect(first.object == object(1, 2))
    #expect(new[0] !== old[0])
    #expect(new[1] !== old[1])
    #expect(new[2] === old[2])
    #expect(screen.screen == [["1.0", "1.1"], ["2.0", "2.1"], ["3.0", "3.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenReloadingItems_withPerformUpdates_thatReloadIsApplied
  @Test("a reload asked for inside a controller's change, then a move, shows the new count")
  func reloadInsideAChangeThenAMove() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2), object(3, 3)])
    let controller = try #require(screen.controller(1))
    var reloaded: Bool?
    controller.context?.apply(
      .reloadSection,
      commit: {
        controller.edit { $0 = itemLabels(of: object(1, 4)) }
        screen.adapter.reloadSections(withIDs: [1]) { reloaded = $0 }
      })
    var counts: [Int] = []
    screen.update([object(3, 3), object(1, 4), object(2, 2)]) { _ in counts = screen.counts }
    #expect(reloaded == true)
    #expect(counts == [3, 4, 2])
    #expect(
      screen.screen == [["3.0", "3.1", "3.2"], ["1.0", "1.1", "1.2", "1.3"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingUpdates_withItemsMovingInBlocks_thatCollectionViewWorks
  @Test("sections inserted, deleted and moved in blocks show the new data")
  func sectionsMovingInBlocks() {
    let screen = E2EScreen([
      object(1, 0), object(2, 7), object(3, 8), object(4, 8), object(5, 8), object(6, 5),
      object(7, 8), object(8, 8), object(9, 8),
    ])
    #expect(screen.view.numberOfSections == 9)
    var sections: Int?
    screen.update([
      object(1, 0), object(10, 5), object(11, 7), object(2, 7), object(3, 8), object(6, 5),
      object(4, 8), object(5, 8), object(7, 8), object(8, 8),
    ]) { _ in sections = screen.view.numberOfSections }
    #expect(sections == 10)
    #expect(screen.counts == [0, 5, 7, 7, 8, 5, 8, 8, 8, 8])
    #expect(screen.screen == screen.expectedScreen)
    screen.harness.expectNoProblems()
  }

  // test_whenItemReloaded_withDisplacingMutations_thatCollectionViewWorks
  @Test("sections reloaded while others move around them show the new data")
  func reloadsDisplacedByMoves() {
    let screen = E2EScreen([object(1, 1), object(2, 1), object(3, 1), object(4, 1), object(5, 1)])
    var finished: Bool?
    screen.update([object(1, 1), object(2, 2), object(5, 2), object(4, 2), object(3, 1)]) {
      finished = $0
    }
    #expect(finished == true)
    #expect(screen.counts == [1, 2, 2, 2, 1])
    #expect(screen.screen == screen.expectedScreen)
    screen.harness.expectNoProblems()
  }

  // test_whenContentOffsetChanges_withPerformUpdates_thatCollectionViewWorks
  @Test("removing the last section while scrolled to it leaves no stale cell")
  func removingTheLastSectionWhileScrolled() {
    let screen = E2EScreen(
      [object(1, 2), object(2, 2), object(3, 2)], size: CGSize(width: 100, height: 30))
    screen.view.contentOffset = CGPoint(x: 0, y: 30)
    screen.view.layoutIfNeeded()
    #expect(screen.view.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 2)))
    var sections: Int?
    screen.update([object(1, 2), object(2, 2)]) { _ in sections = screen.view.numberOfSections }
    #expect(sections == 2)
    #expect(screen.mismatchedCells.isEmpty)
    #expect(screen.view.indexPathsForVisibleItems.allSatisfy { $0.section < 2 })
    screen.harness.expectNoProblems()
  }

  // MARK: - Display events

  // test_whenItemDeleted_withDisplayDelegate_thatDelegateReceivesDeletedItem
  @Test("the controller of a removed section is told its cell ended display")
  func removedSectionsCellEndsDisplay() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2)])
    let removed = try #require(screen.controller(1))
    var finished: Bool?
    screen.update([object(2, 2)]) { finished = $0 }
    #expect(finished == true)
    #expect(removed.didEndDisplay == [0])
    screen.harness.expectNoProblems()
  }

  // test_whenCollectionViewAppears_thatWillDisplayEventsAreSent
  @Test("showing sections tells each controller each of its cells will display, once")
  func showingTellsWillDisplay() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    #expect(first.willDisplay == [0])
    #expect(first.didEndDisplay.isEmpty)
    #expect(second.willDisplay.sorted() == [0, 1])
    #expect(second.didEndDisplay.isEmpty)
  }

  // test_whenAdapterUpdates_withItemUpdated_thatdidEndDisplayEventsAreSent
  @Test("a section reloaded with fewer items ends the display of the item it lost")
  func reloadedSectionEndsTheLostItem() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    screen.update([object(1, 1), object(2, 1)])
    #expect(first.willDisplay == [0])
    #expect(first.didEndDisplay.isEmpty)
    #expect(second.willDisplay.filter { $0 == 1 }.count == 1)
    #expect(second.didEndDisplay.filter { $0 == 1 }.count == 1)
    #expect(screen.screen == [["1.0"], ["2.0"]])
    screen.harness.expectNoProblems()
  }

  // test_whenAdapterUpdates_withItemRemoved_thatdidEndDisplayEventsAreSent
  @Test("removing a section ends the display of each of its cells, once")
  func removingASectionEndsEachCell() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    screen.update([object(1, 1)])
    #expect(first.willDisplay == [0])
    #expect(first.didEndDisplay.isEmpty)
    #expect(second.willDisplay.sorted() == [0, 1])
    #expect(second.didEndDisplay.sorted() == [0, 1])
    screen.harness.expectNoProblems()
  }

  // test_whenAdapterUpdates_withEmptyItems_thatdidEndDisplayEventsAreSent
  @Test("removing every section ends the display of every cell, once")
  func removingEverySectionEndsEveryCell() throws {
    let screen = E2EScreen([object(1, 1), object(2, 2)])
    let first = try #require(screen.controller(1))
    let second = try #require(screen.controller(2))
    screen.update([])
    #expect(first.didEndDisplay == [0])
    #expect(second.didEndDisplay.sorted() == [0, 1])
    #expect(screen.view.numberOfSections == 0)
    #expect(screen.view.visibleCells.isEmpty)
    screen.harness.expectNoProblems()
  }

  // test_whenBatchUpdating_withCellQuery_thatCellIsNil
  @Test("a controller asking for the cell it is making gets none")
  func cellBeingMadeIsNotShownYet() {
    var queries: [String] = []
    let screen = E2EScreen([object(1, 1), object(2, 1), object(3, 1)]) { controller in
      controller.onCell = { controller, indexPath in
        let cell = controller.context?.cellForItem(at: indexPath.indexInSectionController)
        queries.append(cell == nil ? "none" : "cell")
      }
    }
    queries = []
    screen.update([object(1, 1), object(2, 1), object(4, 1), object(5, 1), object(6, 1)])
    screen.view.layoutIfNeeded()
    #expect(queries == ["none", "none", "none"])
    #expect(screen.screen == [["1.0"], ["2.0"], ["4.0"], ["5.0"], ["6.0"]])
    screen.harness.expectNoProblems()
  }

  // test_whenPerformingUpdates_withWorkingRange_thatAccessingCellDoesntCrash
  @Test("a controller entering the working range off screen finds no cell")
  func workingRangeOffScreenHasNoCell() {
    var entered: [Int: Bool] = [:]
    let screen = E2EScreen(
      [object(1, 1), object(2, 1), object(3, 1)], size: CGSize(width: 100, height: 100)
    ) { controller in
      controller.onEnterWorkingRange = { controller in
        entered[controller.object?.key ?? -1] = controller.context?.cellForItem(at: 0) != nil
      }
    }
    var finished: Bool?
    screen.update((1...11).map { object($0, 1) }) { finished = $0 }
    screen.view.layoutIfNeeded()
    #expect(finished == true)
    #expect(entered[11] == false)
    #expect(entered[12] == nil)
    #expect(screen.screen == (1...10).map { ["\($0).0"] } + [[]])
    screen.harness.expectNoProblems()
  }

  // MARK: - Colliding and repeated item changes

  // test_whenReloadingItems_withDeleteAndInsertCollision_thatUpdateCanBeApplied
  // Deliberate difference: IGListKit turns the colliding reloads into deletes and inserts;
  // Sectional reports item changes that do not fit and reloads the section whole, so the screen
  // still shows the data.
  @Test("reloads of items that are also deleted reload the section, with a diagnostic")
  func reloadsCollidingWithDeletesAndInserts() throws {
    let screen = E2EScreen([object(1, 1), object(2, 5), object(3, 1)])
    var finished: Bool?
    try #require(screen.controller(2)).change(
      ItemChanges(deletes: [1, 2], inserts: [1, 2], reloads: [1, 2, 3, 4]),
      completion: { finished = $0 },
      edit: {
        $0.replaceSubrange(1...4, with: ["i1", "i2", "r3", "r4"])
      })
    #expect(finished == true)
    #expect(screen.counts == [1, 5, 1])
    #expect(screen.screen == [["1.0"], ["2.0", "i1", "i2", "r3", "r4"], ["3.0"]])
    #expect(screen.harness.diagnostics.map(\.kind) == [.itemCountMismatch])
    #expect(screen.view.errors.isEmpty)
    #expect(screen.batches.map(\.sectionDeletes) == [[1]])
    #expect(screen.batches.map(\.sectionInserts) == [[1]])
  }

  // test_whenReloadingItems_withSectionInsertedInFront_thatUpdateCanBeApplied
  @Test("item reloads followed by a section inserted in front are both applied")
  func reloadsThenASectionInsertedInFront() throws {
    let screen = E2EScreen([object(1, 1), object(2, 5), object(3, 1)])
    let controller = try #require(screen.controller(2))
    var completions: [String] = []
    screen.queued {
      controller.change(
        ItemChanges(reloads: [1, 2, 3, 4]), completion: { completions.append("reload \($0)") },
        edit: { $0.replaceSubrange(1...4, with: ["r1", "r2", "r3", "r4"]) })
      screen.update([object(1, 1), object(4, 1), object(2, 5), object(3, 1)]) {
        completions.append("update \($0)")
      }
    }
    #expect(completions == ["reload true", "update true"])
    #expect(screen.counts == [1, 1, 5, 1])
    #expect(screen.screen == [["1.0"], ["4.0"], ["2.0", "r1", "r2", "r3", "r4"], ["3.0"]])
    screen.harness.expectNoProblems()
  }

  // test_whenReloadingItems_withSectionDeletedInFront_thatUpdateCanBeApplied
  @Test("item reloads followed by a section deleted in front are both applied")
  func reloadsThenASectionDeletedInFront() throws {
    let screen = E2EScreen([object(1, 1), object(2, 5), object(3, 1)])
    let controller = try #require(screen.controller(2))
    var completions: [String] = []
    screen.queued {
      controller.change(
        ItemChanges(reloads: [1, 2, 3, 4]), completion: { completions.append("reload \($0)") },
        edit: { $0.replaceSubrange(1...4, with: ["r1", "r2", "r3", "r4"]) })
      screen.update([object(2, 5), object(3, 1)]) { completions.append("update \($0)") }
    }
    #expect(completions == ["reload true", "update true"])
    #expect(screen.counts == [5, 1])
    #expect(screen.screen == [["2.0", "r1", "r2", "r3", "r4"], ["3.0"]])
    screen.harness.expectNoProblems()
  }

  // _test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException
  // (disabled in IGListKit; in Sectional the two inserts are two changes.)
  @Test("two inserts at the same index, one after the other, are both applied")
  func twoInsertsAtTheSameIndex() throws {
    let screen = E2EScreen([object(1, 2)])
    let controller = try #require(screen.controller(1))
    var completions: [Bool] = []
    screen.queued {
      controller.change(
        ItemChanges(inserts: [0]), completion: { completions.append($0) },
        edit: {
          $0.insert("a", at: 0)
        })
      controller.change(
        ItemChanges(inserts: [0]), completion: { completions.append($0) },
        edit: {
          $0.insert("b", at: 0)
        })
    }
    #expect(completions == [true, true])
    #expect(screen.counts == [4])
    #expect(screen.screen == [["b", "a", "1.0", "1.1"]])
    screen.harness.expectNoProblems()
  }

  // FIXME_test_whenDeletingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException
  // (disabled in IGListKit; in Sectional the two deletes are two changes.)
  @Test("two deletes at the same index, one after the other, are both applied")
  func twoDeletesAtTheSameIndex() throws {
    let screen = E2EScreen([object(1, 4)])
    let controller = try #require(screen.controller(1))
    var completions: [Bool] = []
    screen.queued {
      for _ in 0..<2 {
        controller.change(
          ItemChanges(deletes: [0]), completion: { completions.append($0) },
          edit: {
            $0.remove(at: 0)
          })
      }
    }
    #expect(completions == [true, true])
    #expect(screen.counts == [2])
    #expect(screen.screen == [["1.2", "1.3"]])
    screen.harness.expectNoProblems()
  }

  // test_whenReloadingSameItemTwice_thatDeletesAndInsertsAreBalanced
  @Test("reloading the same item twice keeps the section's count")
  func reloadingTheSameItemTwice() throws {
    let screen = E2EScreen([object(1, 4)])
    let controller = try #require(screen.controller(1))
    var completions: [Bool] = []
    screen.queued {
      for label in ["once", "twice"] {
        controller.change(
          ItemChanges(reloads: [0]), completion: { completions.append($0) },
          edit: {
            $0[0] = label
          })
      }
    }
    #expect(completions == [true, true])
    #expect(screen.counts == [4])
    #expect(screen.screen == [["twice", "1.1", "1.2", "1.3"]])
    screen.harness.expectNoProblems()
  }

  // MARK: - Requests made from inside updates

  // test_whenUpdateQueuedDuringBatch_thatUpdateCompletesWithoutCrashing
  @Test("an update asked for while a controller's change is applied waits for it")
  func updateAskedForDuringAChange() throws {
    let screen = E2EScreen([object(1, 4), object(2, 4), object(3, 4), object(4, 4)])
    let controller = try #require(screen.controller(1))
    var seen: [String] = []
    controller.context?.apply(
      {
        screen.update([object(2, 4), object(4, 4), object(1, 3)]) { _ in
          seen.append("update \(screen.counts)")
        }
        return SectionUpdate(changes: ItemChanges(deletes: [0])) {
          controller.edit { $0.remove(at: 0) }
        }
      }, completion: { _ in seen.append("change \(screen.counts)") })
    #expect(seen == ["change [3, 4, 4, 4]", "update [4, 4, 3]"])
    #expect(
      screen.screen == [
        ["2.0", "2.1", "2.2", "2.3"], ["4.0", "4.1", "4.2", "4.3"], ["1.1", "1.2", "1.3"],
      ])
    screen.harness.expectNoProblems()
  }

  // test_whenDidUpdateAsyncReloads_withBatchUpdatesInProgress_thatReloadIsExecuted
  // Requests are applied in the order they were asked for: the reload a controller asks for
  // while it prepares an update runs after that update, and after its completion. IGListKit
  // runs it inside the update, before the update's completion.
  @Test("a reload a controller asks for while preparing an update is applied after it")
  func reloadAskedForWhilePreparingAnUpdate() throws {
    let screen = E2EScreen([object(1, 1)])
    let controller = try #require(screen.controller(1))
    var seen: [String] = []
    controller.onUpdate = { controller in
      controller.onUpdate = nil
      controller.context?.apply(
        {
          SectionUpdate(changes: .reloadSection) {
            controller.replaceObject(with: object(1, 2))
          }
        }, completion: { seen.append("reload \($0) \(screen.counts)") })
    }
    screen.update([object(1, 1), object(2, 1)]) { seen.append("update \($0) \(screen.counts)") }
    #expect(seen == ["update true [1, 1]", "reload true [2, 1]"])
    #expect(screen.screen == [["1.0", "1.1"], ["2.0"]])
    screen.harness.expectNoProblems()
  }

  // MARK: - Moving items

  // test_whenMovingItems_withObjectMoving_thatCollectionViewWorks
  @Test("an item move followed by its section's move are both applied")
  func itemMoveThenSectionMove() throws {
    let screen = E2EScreen([object(1, 2), object(2, 2), object(3, 2)])
    let controller = try #require(screen.controller(3))
    var finished: Bool?
    screen.queued {
      controller.change(
        ItemChanges(moves: [Move(from: 0, to: 1)]), completion: { finished = $0 },
        edit: {
          $0.swapAt(0, 1)
        })
      screen.update([object(3, 2), object(1, 2), object(2, 2)])
    }
    #expect(finished == true)
    #expect(screen.screen == [["3.1", "3.0"], ["1.0", "1.1"], ["2.0", "2.1"]])
    screen.harness.expectNoProblems()
  }

  // test_whenMovingItems_withObjectReloaded_thatCollectionViewWorks
  @Test("an item move followed by its section's reload are both applied")
  func itemMoveThenSectionReload() throws {
    let screen = E2EScreen([object(1, 2)])
    let controller = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      controller.change(
        ItemChanges(moves: [Move(from: 0, to: 1)]), completion: { finished = $0 },
        edit: {
          $0.swapAt(0, 1)
        })
      screen.update([object(1, 3)])
    }
    #expect(finished == true)
    #expect(screen.screen == [["1.0", "1.1", "1.2"]])
    screen.harness.expectNoProblems()
  }

  // test_whenMovingItems_withObjectDeleted_thatCollectionViewWorks
  @Test("an item move followed by its section's removal are both applied")
  func itemMoveThenSectionRemoval() throws {
    let screen = E2EScreen([object(1, 2)])
    let controller = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      controller.change(
        ItemChanges(moves: [Move(from: 0, to: 1)]), completion: { finished = $0 },
        edit: {
          $0.swapAt(0, 1)
        })
      screen.update([])
    }
    #expect(finished == true)
    #expect(screen.view.numberOfSections == 0)
    screen.harness.expectNoProblems()
  }

  // test_whenMovingItems_withObjectInsertedBefore_thatCollectionViewWorks
  @Test("an item move followed by a section inserted before it are both applied")
  func itemMoveThenSectionInsertedBefore() throws {
    let screen = E2EScreen([object(1, 2)])
    let controller = try #require(screen.controller(1))
    var finished: Bool?
    screen.queued {
      controller.change(
        ItemChanges(moves: [Move(from: 0, to: 1)]), completion: { finished = $0 },
        edit: {
          $0.swapAt(0, 1)
        })
      screen.update([object(2, 2), object(1, 2)])
    }
    #expect(finished == true)
    #expect(screen.screen == [["2.0", "2.1"], ["1.1", "1.0"]])
    screen.harness.expectNoProblems()
  }

  // test_whenMovingItems_thatCollectionViewWorks
  @Test("a moved item keeps its cell, which travels to its new index")
  func movedItemKeepsItsCell() throws {
    let screen = E2EScreen([object(1, 2)])
    let first = try #require(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(screen.view.cellForItem(at: IndexPath(item: 1, section: 0)))
    first.text = "foo"
    second.text = "bar"
    var texts: [String?] = []
    try #require(screen.controller(1)).change(
      ItemChanges(moves: [Move(from: 0, to: 1)]),
      completion: { _ in texts = [screen.text(0, 0), screen.text(1, 0)] }, edit: { $0.swapAt(0, 1) }
    )
    #expect(texts == ["bar", "foo"])
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
    screen.harness.expectNoProblems()
  }

  // _test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException
  // Deliberate difference: changes computed when they are asked for
  // (`apply(_:commit:completion:)`) describe the items of that moment; one that waits behind
  // another change to its section no longer does, so the section is reloaded whole, with a
  // diagnostic, and the screen still shows the data.
  @Test("a precomputed insert that waits behind another reloads its section, with a diagnostic")
  func precomputedInsertThatWaits() throws {
    let screen = E2EScreen([object(1, 2)])
    let controller = try #require(screen.controller(1))
    var completions: [Bool] = []
    screen.queued {
      for label in ["a", "b"] {
        controller.context?.apply(
          ItemChanges(inserts: [0]), commit: { controller.edit { $0.insert(label, at: 0) } },
          completion: { completions.append($0) })
      }
    }
    #expect(completions == [true, true])
    #expect(screen.counts == [4])
    #expect(screen.screen == [["b", "a", "1.0", "1.1"]])
    #expect(screen.harness.diagnostics.map(\.kind) == [.staleItemChanges])
    #expect(screen.view.errors.isEmpty)
  }

  // MARK: - Layout, lifetime and several adapters

  // test_whenInvalidatingSectionController_withSizeChange_thatCellsAreSameInstance_that…
  // Sectional's context has no layout invalidation of its own; the view's `invalidateLayout()`
  // asks every section's sizes again.
  @Test("invalidating the layout applies a controller's new sizes and keeps the cells")
  func invalidatingTheLayoutAppliesNewSizes() throws {
    let screen = E2EScreen([object(1, 2)])
    let first = try #require(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(screen.view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.frame.height == 10)
    #expect(second.frame.height == 10)
    try #require(screen.controller(1)).height = 20
    screen.view.invalidateLayout()
    screen.view.layoutIfNeeded()
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0)) === second)
    #expect(first.frame.height == 20)
    #expect(second.frame.height == 20)
    #expect(second.frame.minY == 20)
    screen.harness.expectNoProblems()
  }

  // test_whenQueuingUpdate_withSectionControllerBatchUpdate_thatSectionControllerNotRetained
  @Test("an adapter, its view and its controllers are released after changes and updates")
  func adapterViewAndControllersAreReleased() {
    weak var weakAdapter: CollectionViewAdapter?
    weak var weakView: HeadlessCollectionView?
    weak var weakController: E2EController?
    do {
      let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.diagnosticHandler = { Issue.record("\($0)") }
      let controller = E2EController()
      adapter.update([Section(id: 1, model: object(1, 2), controller: controller)])
      view.layoutIfNeeded()
      #expect(view.numberOfSections == 1)
      #expect(view.numberOfItems(inSection: 0) == 2)
      controller.change(ItemChanges(inserts: [0])) { $0.insert("new", at: 0) }
      adapter.update([
        Section(id: 1, model: object(1, 3), controller: E2EController()),
        Section(id: 2, model: object(2, 2), controller: E2EController()),
      ])
      #expect(view.numberOfItems(inSection: 0) == 3)
      weakAdapter = adapter
      weakView = view
      weakController = controller
    }
    #expect(weakAdapter == nil)
    #expect(weakView == nil)
    #expect(weakController == nil)
  }

  // test_whenAdaptersSwapCollectionViews_thatOldAdapterDoesntUpdateOldCollectionView
  // As IGListKit's, the replaced adapter leaves the view alone; it keeps the update in its own
  // sections and says so (`dataSourceReplaced`).
  @Test("a replaced adapter's update leaves the view, which keeps the new adapter's sections")
  func replacedAdapterLeavesTheScreenAlone() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    var diagnostics: [Diagnostic.Kind] = []
    let first = CollectionViewAdapter(collectionView: view)
    first.diagnosticHandler = { diagnostics.append($0.kind) }
    first.update([Section(id: 1, model: object(1, 2), controller: E2EController())])
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 2)
    let second = CollectionViewAdapter(collectionView: view)
    second.diagnosticHandler = { diagnostics.append($0.kind) }
    second.update([
      Section(id: 1, model: object(1, 1), controller: E2EController()),
      Section(id: 2, model: object(2, 1), controller: E2EController()),
    ])
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 2)
    var counts: [Int] = []
    first.update((1...4).map { Section(id: $0, model: object($0, 2), controller: E2EController()) })
    {
      _ in counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }
    view.layoutIfNeeded()
    #expect(counts == [1, 1])
    #expect(view.errors.isEmpty)
    #expect(diagnostics == [.dataSourceReplaced])
    #expect(first.sectionIDs.count == 4)
    #expect(view.visibleCells.map(\.text).sorted() == ["1.0", "2.0"])
  }

  // test_whenAdaptersSwapCollectionViews_
  @Test("an adapter that takes over a view updates it")
  func adapterThatTookOverUpdatesTheView() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    var diagnostics: [Diagnostic] = []
    let first = CollectionViewAdapter(collectionView: view)
    first.diagnosticHandler = { diagnostics.append($0) }
    first.update([Section(id: 1, model: object(1, 2), controller: E2EController())])
    view.layoutIfNeeded()
    let second = CollectionViewAdapter(collectionView: view)
    second.diagnosticHandler = { diagnostics.append($0) }
    second.update([
      Section(id: 1, model: object(1, 1), controller: E2EController()),
      Section(id: 2, model: object(2, 1), controller: E2EController()),
    ])
    view.layoutIfNeeded()
    var counts: [Int] = []
    second.update([
      Section(id: 1, model: object(1, 2), controller: E2EController()),
      Section(id: 2, model: object(2, 1), controller: E2EController()),
      Section(id: 3, model: object(3, 1), controller: E2EController()),
      Section(id: 4, model: object(4, 1), controller: E2EController()),
    ]) { _ in counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
    view.layoutIfNeeded()
    #expect(counts == [2, 1, 1, 1])
    #expect(view.errors.isEmpty)
    #expect(diagnostics.isEmpty)
    #expect(view.visibleCells.map(\.text).sorted() == ["1.0", "1.1", "2.0", "3.0", "4.0"])
  }

  // test_whenMassiveUpdate_thatUpdateApplied
  // IGListKit's reload fallback experiment is the adapter's `reloadThreshold`: an update of more
  // changes is applied as a reload.
  @Test("an update of thousands of sections is applied as a reload")
  func massiveUpdateIsAReload() {
    let screen = E2EScreen([])
    var finished: Bool?
    var sections: Int?
    screen.update((1...3_000).map { object($0, 4) }) {
      finished = $0
      sections = screen.view.numberOfSections
    }
    #expect(finished == false)
    #expect(sections == 3_000)
    #expect(screen.batches.isEmpty)
    #expect(screen.mismatchedCells.isEmpty)
    #expect(screen.screen.first == ["1.0", "1.1", "1.2", "1.3"])
    screen.harness.expectNoProblems()
  }

  // MARK: - Update listeners (the view's batch handler)

  // test_whenAddingMultipleUpdateListeners_withPerformUpdatesAnimated_thatEventsReceived
  @Test("an animated update reaches the view as one animated batch")
  func animatedUpdateIsOneAnimatedBatch() {
    let screen = E2EScreen([object(1, 1)])
    screen.update([object(1, 1), object(2, 1)])
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.isAnimated == true)
    #expect(screen.batches.first?.sectionInserts == [1])
  }

  // test_whenAddingMultipleUpdateListeners_withPerformUpdatesNotAnimated_thatEventsReceived
  @Test("an update without animation reaches the view as one batch that does not animate")
  func nonAnimatedUpdateIsOneStillBatch() {
    let screen = E2EScreen([object(1, 1)])
    screen.update([object(1, 1), object(2, 1)], strategy: .nonanimatedBatchUpdates)
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.isAnimated == false)
    #expect(screen.batches.first?.sectionInserts == [1])
  }

  // test_whenAddingMultipleUpdateListeners_withReloadData_thatEventsReceived
  @Test("a reload reaches the view as no batch, and its completion says so")
  func reloadIsNoBatch() {
    let screen = E2EScreen([object(1, 1)])
    var finished: Bool?
    screen.update([object(1, 1), object(2, 1)], strategy: .reloadData) { finished = $0 }
    #expect(finished == false)
    #expect(screen.batches.isEmpty)
    #expect(screen.screen == [["1.0"], ["2.0"]])
  }

  // test_whenAddingMultipleUpdateListeners_withItemUpdatesAnimated_thatEventsReceived and
  // …withItemUpdatesNotAnimated…: a controller's context has no animation switch, so its change
  // is always an animated batch (a deliberate difference).
  @Test("a controller's change reaches the view as one animated batch of its items")
  func controllersChangeIsOneAnimatedBatch() throws {
    let screen = E2EScreen([object(1, 1), object(2, 1)])
    try #require(screen.controller(1)).change(ItemChanges(reloads: [0])) { $0[0] = "r" }
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.isAnimated == true)
    #expect(screen.batches.first?.itemReloads == [IndexPath(item: 0, section: 0)])
    #expect(screen.screen == [["r"], ["2.0"]])
  }
}
