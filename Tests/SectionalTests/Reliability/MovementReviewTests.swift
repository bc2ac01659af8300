// A defect hunt in interactive movement and drag and drop, driven through the adapter: each test
// states one behaviour. It found five defects, each fixed, whose tests failed before: the data
// source told of a move before the view showed it; a move not counted as a change of the
// section's items; a drag's source index paths not carried through batches; a move asked for
// again through the context left on screen; the end of a drag routed by stale index paths.
//
// The harness is `AdapterHarness` (a 100-point-wide view of 10-point rows, no spacing), so the
// row of item i of a single section spans y = 10i ..< 10i + 10.

import Foundation
import Sectional
import Testing

/// A text list the user may reorder; records what the adapter tells it.
@MainActor
private final class MRMover: DiffingListSectionController<[String], String>, InteractiveMoving {
  /// Which items may move, by index.
  var movable: (Int) -> Bool = { _ in true }
  /// The moves it was told, in its own indices.
  var moves: [Move<Int>] = []
  /// At each move, the text of the cell the view shows at the destination.
  var shownAtDestination: [String?] = []
  /// At each move, the texts of the visible cells of the section.
  var shownAtMove: [[String]] = []
  /// Run after the move is taken (a reentrant call).
  var onMove: (() -> Void)?
  /// Whether the move is committed at once (as documented) or asked for through the context.
  var commitsThroughContext = false
  /// Opts into `ModelDerivedItems`, as its documentation shows for a subclass.
  var derives = false
  /// Selects the moved item at its destination when it takes the move.
  var selectsMovedItem = false
  /// Ignores moves to these destinations (a pinned place it will not give up).
  var refusedDestinations: Set<Int> = []

  override var derivesItemsFromModelAlone: Bool { derives }

  init() { super.init(items: { $0 }) }

  func canMoveItem(at indexPath: SectionIndexPath) -> Bool {
    movable(indexPath.indexInSectionController)
  }

  func canMoveItem(at source: SectionIndexPath, to destination: SectionIndexPath) -> Bool {
    !refusedDestinations.contains(destination.indexInSectionController)
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    let from = source.indexInSectionController
    let to = destination.indexInSectionController
    moves.append(Move(from: from, to: to))
    shownAtDestination.append(context?.cellForItem(at: to)?.text)
    shownAtMove.append(
      (0..<numberOfItems).compactMap { context?.cellForItem(at: $0)?.text })
    if selectsMovedItem {
      context?.selectItem(at: to, scrollPosition: [])
    }
    guard !refusedDestinations.contains(to) else { return }
    var moved = items
    moved.insert(moved.remove(at: from), at: to)
    if commitsThroughContext {
      context?.apply { self.update(to: moved) }
    } else {
      update(to: moved).commit()
    }
    onMove?()
  }
}

/// A text list whose items can be dragged out and dropped in, with move semantics: the
/// destination inserts the dropped texts, the source removes the items it is told were dropped.
@MainActor
private final class MRDragList: DiffingListSectionController<[String], String>, DragHandling,
  DropHandling
{
  /// What the source was told: the texts at the index paths it was given, read when told.
  var toldDropped: [String] = []
  /// How often it was told a drag from its section began and ended.
  var began = 0
  var ended = 0

  func dragSessionWillBegin(_ session: DragSession) { began += 1 }
  func dragSessionDidEnd(_ session: DragSession) { ended += 1 }

  init() { super.init(items: { $0 }) }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    let texts = coordinator.items.compactMap { $0.dragItem.localObject as? String }
    context?.apply {
      var new = self.items
      new.insert(contentsOf: texts, at: min(indexPath.indexInSectionController, new.count))
      return self.update(to: new)
    }
  }

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    let indices = indexPaths.map(\.indexInSectionController)
    toldDropped += indices.map { items.indices.contains($0) ? items[$0] : "?" }
    context?.apply {
      var new = self.items
      for index in indices.sorted(by: >) where new.indices.contains(index) {
        new.remove(at: index)
      }
      return self.update(to: new)
    }
  }
}

/// A reorderable list whose background update waits at a gate the test opens, so that an
/// interactive move can happen while it is prepared.
@MainActor
private final class MRGatedMover: BackgroundDiffingListSectionController<[String], String>,
  InteractiveMoving
{
  var gate: CheckedContinuation<Void, Never>?
  var gated = false

  init() { super.init(items: { $0 }) }

  override func updateInBackground(to model: [String]) async -> SectionUpdate {
    let update = await super.updateInBackground(to: model)
    if gated {
      await withCheckedContinuation { gate = $0 }
    }
    return update
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
  }

  /// Waits until the background update reached the gate.
  func waitForGate() async {
    for _ in 0..<10_000 where gate == nil {
      await Task.yield()
    }
  }
}

/// The playlist of DrivingAHeadlessCollectionView: a drop within the section moves the dragged
/// song from the coordinator's source index path.
@MainActor
private final class MRPlaylist: DiffingListSectionController<[String], String>, DragHandling,
  DropHandling
{
  init() { super.init(items: { $0 }) }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    guard let source = coordinator.items.first?.sourceIndexPath else { return }
    var moved = items
    moved.insert(moved.remove(at: source.item), at: indexPath.indexInSectionController)
    context?.apply { self.update(to: moved) }
  }
}

@MainActor
private func mrCenter(_ item: Int, _ section: Int = 0, in harness: AdapterHarness) -> CGPoint {
  let frame =
    harness.view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
    .frame ?? .zero
  return CGPoint(x: frame.midX, y: frame.midY)
}

@MainActor
private func mrTexts(_ harness: AdapterHarness) -> [String] {
  harness.view.layoutIfNeeded()
  return harness.view.visibleCells.map { $0.text }
}

@MainActor
@Suite("MovementReviewTests")
struct MovementReviewTests {
  // MARK: Interactive movement, basics

  @Test func aMoveCallsTheControllerOnceAndTheScreenShowsTheMovedOrder() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 0, to: 2)])
    harness.expectViewAgrees(with: [["b", "c", "a", "d"]])
    harness.expectNoProblems()
  }

  @Test func whenTheControllerTakesTheMoveTheViewAlreadyShowsTheMovedItemAtItsDestination() {
    // UIKit calls collectionView(_:moveItemAt:to:) once the view shows the moved order;
    // InteractiveMoving.moveItem(at:to:) says "the collection view already moved the cell".
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.shownAtDestination == ["a"])
    #expect(mover.shownAtMove == [["b", "c", "a"]])

  }

  @Test func aControllerThatSelectsTheMovedItemAtItsDestinationSelectsIt() {
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.selectsMovedItem = true
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["b", "c", "a"]])
    #expect(harness.view.indexPathsForSelectedItems == [[0, 2]])
    #expect(harness.view.cellForItem(at: [0, 2])?.isSelected == true)

  }

  @Test func theLastItemMovesToTheFirstPlaceAndTheFirstToTheLast() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["c", "a", "b"]])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["a", "b", "c"]])
    #expect(mover.moves == [Move(from: 2, to: 0), Move(from: 0, to: 2)])
    harness.expectNoProblems()
  }

  @Test func aPointPastTheLastItemKeepsTheTarget() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 500))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["b", "a", "c"]])
    harness.expectNoProblems()
  }

  @Test func anItemTheControllerRefusesDoesNotBeginToMove() {
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.movable = { $0 != 1 }
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(!harness.view.beginInteractiveMovementForItem(at: [0, 1]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "b", "c"]])
    harness.expectNoProblems()
  }

  @Test func aMoveOnAnIndexPathOutOfRangeDoesNotBegin() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b"], controller: mover)])
    #expect(!harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    #expect(!harness.view.beginInteractiveMovementForItem(at: [1, 0]))
    #expect(!harness.view.beginInteractiveMovementForItem(at: [0, -1]))
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "b"]])
  }

  @Test func aSecondBeginWithoutAnEndIsRefusedAndTheFirstMovementGoesOn() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    #expect(!harness.view.beginInteractiveMovementForItem(at: [0, 3]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 0, to: 2)])
    harness.expectViewAgrees(with: [["b", "c", "a", "d"]])
    harness.expectNoProblems()
  }

  @Test func aCancelAfterTheTargetMovedKeepsTheOrderAndTellsNoOne() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.cancelInteractiveMovement()
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    #expect(batches.isEmpty)
    harness.expectViewAgrees(with: [["a", "b", "c"]])
    // A new movement can begin after the cancel.
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["c", "a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aMoveBackToItsOwnPlaceSendsNoBatchAndTellsNoOne() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    #expect(batches.isEmpty)
    harness.expectNoProblems()
  }

  // MARK: Across sections

  @Test func aMoveOverAnotherSectionIsRefusedWithADiagnosticAndTheItemsStay() {
    let harness = AdapterHarness()
    let first = MRMover()
    let second = MRMover()
    harness.show([
      Section(id: "a", model: ["a0", "a1"], controller: first),
      Section(id: "b", model: ["b0", "b1"], controller: second),
    ])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, 1, in: harness))
    harness.view.endInteractiveMovement()
    #expect(first.moves.isEmpty && second.moves.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.crossSectionMove])
    harness.expectViewAgrees(with: [["a0", "a1"], ["b0", "b1"]])
  }

  @Test func anEmptySectionOffersNoTargetAndTheItemStays() {
    let harness = AdapterHarness()
    let first = MRMover()
    let empty = MRMover()
    harness.show([
      Section(id: "a", model: ["a0", "a1"], controller: first),
      Section(id: "e", model: [], controller: empty),
    ])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    harness.view.endInteractiveMovement()
    #expect(first.moves.isEmpty && empty.moves.isEmpty)
    harness.expectViewAgrees(with: [["a0", "a1"], []])
    harness.expectNoProblems()
  }

  // MARK: Updates during a movement

  @Test func anUpdateInsertingAboveDuringAMovementMovesTheItemThatWasPicked() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))  // a
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))  // over c
    harness.show([Section(id: "s", model: ["x", "y", "a", "b", "c"], controller: mover)])
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 2, to: 4)])
    harness.expectViewAgrees(with: [["x", "y", "b", "c", "a"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateDeletingTheMovedItemEndsTheMovementAndTellsNoOne() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))  // b
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.show([Section(id: "s", model: ["a", "c"], controller: mover)])
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "c"]])
    // And the next movement works.
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["c", "a"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateDeletingTheTargetLeavesTheItemInPlace() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.show([Section(id: "s", model: ["a", "b"], controller: mover)])
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateMovingTheMovedItemElsewhereKeepsTheMovementOnIt() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))  // a
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))  // over b
    harness.show([Section(id: "s", model: ["d", "c", "b", "a"], controller: mover)])
    harness.view.endInteractiveMovement()
    // a (now 3) lands where b is now (2).
    #expect(mover.moves == [Move(from: 3, to: 2)])
    harness.expectViewAgrees(with: [["d", "c", "a", "b"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateInsertingASectionAboveDuringAMovementKeepsTheMovementOnItsItem() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.show([
      Section(id: "top", model: ["t0", "t1"], controller: TextList()),
      Section(id: "s", model: ["a", "b", "c"], controller: mover),
    ])
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 2, to: 0)])
    harness.expectViewAgrees(with: [["t0", "t1"], ["c", "a", "b"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateRemovingTheMovedSectionEndsTheMovement() {
    let harness = AdapterHarness()
    let mover = MRMover()
    let other = MRMover()
    harness.show([
      Section(id: "s", model: ["a", "b"], controller: mover),
      Section(id: "o", model: ["o0", "o1"], controller: other),
    ])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.show([Section(id: "o", model: ["o0", "o1"], controller: other)])
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty && other.moves.isEmpty)
    harness.expectViewAgrees(with: [["o0", "o1"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateReplacingTheMovedSectionsControllerEndsTheMovement() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.show([Section(id: "s", model: ["a", "b"], controller: TextList())])
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aChangeTheControllerAsksForDuringAMovementKeepsTheMovementOnItsItem() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 1]))  // b
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))  // over a
    mover.context?.apply { mover.update(to: ["n"] + mover.items) }
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 2, to: 1)])
    harness.expectViewAgrees(with: [["n", "b", "a", "c"]])
    harness.expectNoProblems()
  }

  @Test func aReloadDuringAMovementEndsIt() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.adapter.update(
      [Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)],
      updateStrategy: .reloadData)
    harness.view.endInteractiveMovement()
    #expect(mover.moves.isEmpty)
    harness.expectViewAgrees(with: [["a", "b", "c", "d"]])
    harness.expectNoProblems()
  }

  @Test func aSelectedItemStaysSelectedThroughItsMove() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    harness.view.selectItem(at: [0, 0], animated: false, scrollPosition: [])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["b", "c", "a"]])
    #expect(harness.view.indexPathsForSelectedItems == [[0, 2]])
    #expect(harness.view.cellForItem(at: [0, 2])?.isSelected == true)
    harness.expectNoProblems()
  }

  @Test func aMovementWhileScrolledMovesTheItemsUnderTheFinger() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    let mover = MRMover()
    let model = (0..<20).map { "i\($0)" }
    harness.show([Section(id: "s", model: model, controller: mover)])
    harness.view.contentOffset = CGPoint(x: 0, y: 100)
    harness.view.layoutIfNeeded()
    #expect(mrTexts(harness) == ["i10", "i11", "i12"])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 12]))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 105))
    harness.view.endInteractiveMovement()
    var expected = model
    expected.insert(expected.remove(at: 12), at: 10)
    harness.expectViewAgrees(with: [expected])
    #expect(mrTexts(harness) == ["i12", "i10", "i11"])
    harness.expectNoProblems()
  }

  @Test func aMovementSurvivesALayoutSwap() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    let grid = FlowLayout()
    grid.itemSize = CGSize(width: 50, height: 10)
    grid.minimumLineSpacing = 0
    grid.minimumInteritemSpacing = 0
    harness.view.setCollectionViewLayout(grid, animated: false)
    harness.view.layoutIfNeeded()
    // In the grid, item 3 is the second column of the second row.
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 15))
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 0, to: 3)])
    harness.expectViewAgrees(with: [["b", "c", "d", "a"]])
    harness.expectNoProblems()
  }

  // MARK: Reentrancy

  @Test func anAppThatUpdatesTheAdapterFromTheMoveEndsOnItsModel() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    mover.onMove = {
      harness.adapter.update([Section(id: "s", model: mover.items, controller: mover)])
    }
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["b", "c", "a"]])
    harness.expectNoProblems()
  }

  @Test func anAppThatUpdatesTheAdapterWithAnotherChangeFromTheMoveEndsOnIt() {
    let harness = AdapterHarness()
    let mover = MRMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    mover.onMove = {
      harness.adapter.update([Section(id: "s", model: ["n"] + mover.items, controller: mover)])
    }
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["n", "c", "a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aPlaceTheControllerRefusesKeepsTheItemWhereItWas() {
    // IGListKit's canMoveItemAtIndex:toIndex:: Sectional asks canMoveItem(at:to:) while the
    // item is dragged over a place, and a refused place keeps the item where it was.
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.refusedDestinations = [0]
    harness.show([Section(id: "s", model: ["pinned", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.items == ["pinned", "b", "c"])
    #expect(mover.moves.isEmpty)
    #expect(mrTexts(harness) == ["pinned", "b", "c"])
    harness.expectNoProblems()
  }

  @Test func aPlaceTheControllerAllowsIsTakenBesideOneItRefuses() {
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.refusedDestinations = [0]
    harness.show([Section(id: "s", model: ["pinned", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 2]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(0, in: harness))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(1, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 2, to: 1)])
    #expect(mrTexts(harness) == ["pinned", "c", "b"])
    harness.expectNoProblems()
  }

  @Test func aMoveTheControllerAsksForThroughItsContextEndsOnTheMovedItems() {
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.commitsThroughContext = true
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.view.layoutIfNeeded()
    #expect(mover.items == ["b", "c", "a"])
    // The screen must show the controller's items, or say why not: it shows c, a, b (the move
    // applied twice), and nothing is reported.
    let agrees = mrTexts(harness) == mover.items
    #expect(agrees || !harness.diagnostics.isEmpty || !harness.view.errors.isEmpty)

  }

  // MARK: A move while other work waits

  @Test func aBackgroundUpdatePreparedBeforeAMoveShowsItsModelAfterIt() async {
    let harness = AdapterHarness()
    let mover = MRGatedMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    mover.gated = true
    let update = Task { @MainActor in
      await harness.adapter.updateInBackground([
        Section(id: "s", model: ["a", "b", "c", "d"], controller: mover)
      ])
    }
    await mover.waitForGate()
    #expect(mover.gate != nil)
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    #expect(mover.items == ["b", "c", "a"])
    mover.gate?.resume()
    _ = await update.value
    harness.expectViewAgrees(with: [["a", "b", "c", "d"]])

  }

  @Test func itemChangesComputedBeforeAMoveAreNotAppliedAsIfItDidNotHappen() async {
    let harness = AdapterHarness()
    let mover = MRGatedMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: mover)])
    mover.gated = true
    let update = Task { @MainActor in
      await harness.adapter.updateInBackground([
        Section(id: "s", model: ["a", "b", "c"], controller: mover)
      ])
    }
    await mover.waitForGate()
    // An insertion computed now, against a, b, c; it waits behind the background update.
    let before = mover.items
    mover.context?.apply(
      ItemChanges(inserts: [0]), commit: { mover.update(to: ["n"] + before).commit() },
      completion: nil)
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    mover.gate?.resume()
    _ = await update.value
    for _ in 0..<100 { await Task.yield() }
    // The contract (CollectionViewContext.apply(_:commit:)): items changed before the changes
    // were applied reload the section with a staleItemChanges diagnostic, "never shown wrong".
    harness.expectViewAgrees(with: [mover.items])
    #expect(harness.diagnostics.map(\.kind).contains(.staleItemChanges))

  }

  // MARK: The model after a move

  @Test func theOldModelSentAfterAMoveMovesTheItemsBack() {
    // DrivingAHeadlessCollectionView: "Update the model too, or the next adapter.update with the
    // old order moves the songs back."
    let harness = AdapterHarness()
    let mover = MRMover()
    let model = ["a", "b", "c"]
    harness.show([Section(id: "s", model: model, controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.show([Section(id: "s", model: model, controller: mover)])
    harness.expectViewAgrees(with: [model])
    harness.expectNoProblems()
  }

  @Test func theOldModelSentAfterAMoveMovesTheItemsBackForAControllerOfModelDerivedItems() {
    let harness = AdapterHarness()
    let mover = MRMover()
    mover.derives = true
    let model = ["a", "b", "c"]
    harness.show([Section(id: "s", model: model, controller: mover)])
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, in: harness))
    harness.view.endInteractiveMovement()
    harness.show([Section(id: "s", model: model, controller: mover)])
    harness.expectViewAgrees(with: [model])

  }

  // MARK: The declarative layer

  @Test func aDeclarativeListsCellsCannotBeginToMove() {
    let harness = AdapterHarness()
    harness.adapter.apply(
      List {
        ListSection(
          id: "d",
          cells: ["a", "b"].map {
            Cell(
              id: $0,
              component: TextComponent($0, layoutMode: .fixed(CGSize(width: 100, height: 10))))
          })
      })
    harness.view.layoutIfNeeded()
    #expect(!harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    harness.expectNoProblems()
  }

  @Test func aListAppliedDuringAMovementOfItsMovableSectionKeepsTheMovementOnItsItem() {
    let harness = AdapterHarness()
    let mover = MRMover()
    func list(_ top: [String], _ items: [String]) -> List {
      List {
        ListSection(
          id: "top",
          cells: top.map {
            Cell(
              id: $0,
              component: TextComponent($0, layoutMode: .fixed(CGSize(width: 100, height: 10))))
          })
        Section(id: "s", model: items, controller: mover)
      }
    }
    harness.adapter.apply(list(["t0"], ["a", "b", "c"]))
    harness.view.layoutIfNeeded()
    #expect(harness.view.beginInteractiveMovementForItem(at: [1, 0]))
    harness.view.updateInteractiveMovementTargetPosition(mrCenter(2, 1, in: harness))
    harness.adapter.apply(list(["t0", "t1", "t2"], ["z", "a", "b", "c"]))
    harness.view.layoutIfNeeded()
    harness.view.endInteractiveMovement()
    #expect(mover.moves == [Move(from: 1, to: 3)])
    #expect(mover.items == ["z", "b", "c", "a"])
    #expect(mrTexts(harness).suffix(4) == ["z", "b", "c", "a"])
    #expect(harness.view.numberOfItems(inSection: 0) == 3)
    harness.expectNoProblems()
  }

  // MARK: Drag and drop

  @Test func aDropThatInsertsWhileScrolledShowsTheDroppedItemWhereItWasDropped() throws {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    let source = MRDragList()
    let destination = MRDragList()
    let long = (0..<20).map { "d\($0)" }
    harness.show([
      Section(id: "dst", model: long, controller: destination),
      Section(id: "src", model: ["s0", "s1", "s2"], controller: source),
    ])
    let session = try #require(harness.view.beginDrag(at: [1, 1]))
    harness.view.contentOffset = CGPoint(x: 0, y: 100)
    harness.view.layoutIfNeeded()
    // y = 115 is item 11 of the first section.
    #expect(harness.view.drop(session, at: CGPoint(x: 50, y: 115)))
    var expected = long
    expected.insert("s1", at: 11)
    harness.expectViewAgrees(with: [expected, ["s0", "s2"]])
    #expect(mrTexts(harness) == ["d10", "s1", "d11"])
    #expect(source.toldDropped == ["s1"])
    #expect(source.began == 1 && source.ended == 1)
    harness.expectNoProblems()
  }

  @Test func aDropAtTheEndOfASectionAndIntoAnEmptyOneAppends() throws {
    let harness = AdapterHarness()
    let first = MRDragList()
    let empty = MRDragList()
    harness.show([
      Section(id: "a", model: ["a0", "a1", "a2"], controller: first),
      Section(id: "e", model: [], controller: empty),
    ])
    var session = try #require(harness.view.beginDrag(at: [0, 0]))
    #expect(harness.view.drop(session, atDestination: [1, 0]))
    harness.expectViewAgrees(with: [["a1", "a2"], ["a0"]])
    session = try #require(harness.view.beginDrag(at: [0, 0]))
    #expect(harness.view.drop(session, atDestination: [1, 1]))
    harness.expectViewAgrees(with: [["a2"], ["a0", "a1"]])
    #expect(first.began == 2 && first.ended == 2)
    harness.expectNoProblems()
  }

  @Test func aMoveDropOfTheLastItemOfASectionTellsItsControllerTheDragEnded() throws {
    let harness = AdapterHarness()
    let source = MRDragList()
    let destination = MRDragList()
    harness.show([
      Section(id: "src", model: ["a", "b"], controller: source),
      Section(id: "dst", model: ["x"], controller: destination),
    ])
    let session = try #require(harness.view.beginDrag(at: [0, 1]))  // b, the last item
    #expect(harness.view.drop(session, atDestination: [1, 1]))
    harness.expectViewAgrees(with: [["a"], ["x", "b"]])
    #expect(source.toldDropped == ["b"])
    #expect(source.began == 1)
    #expect(source.ended == 1)
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

  }

  @Test func aDragWhoseSourceShiftedByAnUpdateTellsTheSourceOfTheDraggedItem() throws {
    let harness = AdapterHarness()
    let source = MRDragList()
    let destination = MRDragList()
    harness.show([
      Section(id: "src", model: ["a", "b", "c"], controller: source),
      Section(id: "dst", model: ["x"], controller: destination),
    ])
    let session = try #require(harness.view.beginDrag(at: [0, 1]))  // b
    // A new item arrives above while the finger holds b.
    harness.show([
      Section(id: "src", model: ["new", "a", "b", "c"], controller: source),
      Section(id: "dst", model: ["x"], controller: destination),
    ])
    #expect(harness.view.drop(session, atDestination: [1, 1]))
    #expect(source.toldDropped == ["b"])
    harness.expectViewAgrees(with: [["new", "a", "c"], ["x", "b"]])

  }

  @Test func theDocumentedPlaylistDropMovesTheDraggedSongAfterAnUpdate() throws {
    let harness = AdapterHarness()
    let playlist = MRPlaylist()
    harness.show([Section(id: "p", model: ["Intro", "Verse", "Chorus"], controller: playlist)])
    let session = try #require(harness.view.beginDrag(at: [0, 0]))  // Intro
    harness.show([
      Section(id: "p", model: ["New", "Intro", "Verse", "Chorus"], controller: playlist)
    ])
    #expect(harness.view.drop(session, at: mrCenter(3, in: harness)))  // over Chorus
    harness.expectViewAgrees(with: [["New", "Verse", "Chorus", "Intro"]])

  }

  @Test func aDragWhoseItemWasDeletedTellsNoControllerAboutAnotherItem() throws {
    let harness = AdapterHarness()
    let source = MRDragList()
    let destination = MRDragList()
    harness.show([
      Section(id: "src", model: ["a", "b", "c"], controller: source),
      Section(id: "dst", model: ["x"], controller: destination),
    ])
    let session = try #require(harness.view.beginDrag(at: [0, 1]))  // b
    harness.show([
      Section(id: "src", model: ["a", "c"], controller: source),
      Section(id: "dst", model: ["x"], controller: destination),
    ])
    harness.view.drop(session, atDestination: [1, 1])
    #expect(source.toldDropped.isEmpty)
    #expect(source.items == ["a", "c"])

  }
}
