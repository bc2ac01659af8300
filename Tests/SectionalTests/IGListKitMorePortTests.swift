// These tests port the behaviour checked by the rest of IGListKit's test suites
// (Instagram/IGListKit, Tests/) to Sectional's API, where Sectional has a counterpart:
//
// - IGListDiffResultTests.m: the move values' equality and hashing. `IGListMoveIndex` is
//   `ListDiff.Move` (`Move<Int>`), `IGListMoveIndexPath` is `BatchUpdate.ItemMove`
//   (`Move<IndexPath>`); an `NSSet` of moves is a `Set`.
// - IGListIndexResultTests.m: `testIndexPathResultConvertingUpdatesAndMoves`, the index-path
//   result, is `ListDiff.batchUpdates(inSection:)` in a section other than 0 (the index-set test
//   is ported in IGListKitDiffPortTests.swift).
// - IGListDiffDescriptionStringTests.m: `IGListIndexSetResult.description` is
//   `ListDiff.description`, `IGListIndexPathResult` and `IGListBatchUpdateData` are a
//   `BatchUpdate` and its `description`, the moves' descriptions are `Move.description`.
//   IGListKit prints counts and addresses; Sectional prints the operations themselves.
// - IGListDebugDescriptionTests.m: `IGListBatchUpdateData.debugDescriptionLines` is
//   `BatchUpdate.description` (one line a kind of operation); the adapter's `debugDescription`
//   is the view's `snapshot()`, the text of what the adapter shows.
// - IGListContentInsetTests.m: `ig_contentInset` is `HeadlessCollectionView.adjustedContentInset`
//   (the context's `adjustedContainerInset` is ported in IGListKitAdapterPortTests.swift).
// - IGListCollectionScrollingTraitsTests.m: the context's `scrollingTraits` is the headless view's
//   `isTracking`, `isDragging` and `isDecelerating`, read by the adapter's `scrollDelegate` while
//   `scroll(by:steps:velocity:)` drags (Sectional's context has no scrolling traits).
// - IGListCollectionViewTests.m: `IGListCollectionView` is `HeadlessCollectionView` with a
//   `FlowLayout`, driven by a data source and delegate of its own (`IGMLayoutSource`), whose
//   sections each give their items' sizes, insets, spacings and header height, as
//   `IGLayoutTestDataSource` does. IGListKit's layout puts sections side by side on one row;
//   Sectional's flow layout, as UIKit's, starts each section on a new line, so the same sections
//   are stacked: an IGListKit item of w × h is a full-width row of height h.
// - IGListCollectionViewLayoutTests.m: `IGListCollectionViewLayout` is `FlowLayout` with
//   `lineAlignment = .leading` (IGListKit's lines are left-aligned), `topContentInset` is the
//   view's `contentInset.top`, `stickyHeaders` is `sectionHeadersPinToVisibleBounds`.
//
// How names map: IGListKit's `test_whenX_thatY` becomes a sentence saying what Sectional does;
// the comment above each test names the IGListKit test it ports.
//
// Where Sectional differs on purpose, the test pins Sectional's behaviour and says why:
// - A flow layout's header spans the view's width, above the section's insets (UIKit's flow
//   layout); IGListKit's layout puts the header inside the section's insets.
// - Every section starts on a new line (UIKit's flow layout); IGListKit's layout puts a section
//   beside the previous one when it fits.
// - An item wider than what is left of a line goes to the next line, however little it
//   overflows (UIKit's flow layout); IGListKit keeps an item that overflows by less than a point.
// - A batch lays out again only the sections it touches and those after them, so an untouched
//   section before them keeps its frames, as IGListKit's layout does (UIKit's flow layout asks
//   every size again); `reloadData` lays out everything.
// - With no section, the flow layout's content is as wide as the view and of no height (its
//   documented content size); IGListKit's is zero by zero.
// - The view's content inset across the scroll axis does not narrow the lines (documented on
//   `HeadlessCollectionView.contentInset`); IGListKit's layout and UIKit's narrow them.
//
// Not ported:
// - IGListDiffSwiftTests.swift: ported in IGListKitDiffPortTests.swift (its strings, numbers,
//   Swift class, pointer and updates tests); `testConformance` is Objective-C runtime only.
// - IGListDiffResultTests.m: a move compared with a non-move object (Swift's types make it
//   impossible to write) and the sorting of moves (`Move` is not `Comparable`).
// - IGListDebugDescriptionTests.m: the updater's description with its transaction states
//   (Sectional has no updater object; the adapter's queue is internal).
// - IGListAdapterDelegateAnnouncerTests.m: Sectional has no global delegate announcer and no
//   object-level display events; a controller hears of its own cells (`DisplayHandling`).
// - IGListViewVisibilityTrackerTests.m: UIKit windows, hidden views and alpha have no
//   counterpart in a headless view.
// - IGListAutoSectionControllerTests.m: IGListKit's earlier name of the binding section
//   controller; its four tests (no view models, several mapped and configured, models added,
//   selection) are IGListBindingSectionControllerTests' and are ported in
//   IGListKitControllerPortTests.swift.
// - IGListStackSectionControllerTests.m: Sectional has no stacked section controller.
// - IGListCollectionViewLayoutTests.m: `stickyHeaderOriginYAdjustment`, `stretchToEdge` and the
//   sections that share a row (`test_whenSectionsSmallerThanContainerWidth_…`, `test_`): features
//   of IGListKit's layout that UIKit's flow layout, and Sectional's, do not have; one test pins
//   that sections start new lines instead.

import Foundation
import Sectional
import Testing

// MARK: - Helpers

/// A section of IGListKit's layout tests: its items' sizes, its insets, spacings and header.
private struct IGMLayoutSection {
  var inset = LayoutInsets.zero
  var lineSpacing: CGFloat = 0
  var interitemSpacing: CGFloat = 0
  var headerHeight: CGFloat = 0
  var items: [CGSize]
}

/// A cell of the layout tests.
private final class IGMCell: CollectionViewCell {}

/// A header of the layout tests.
private final class IGMHeader: CollectionReusableView {}

/// The data source and delegate of a headless view: each section's items have their own sizes,
/// and its insets, spacings and header come from the section's description.
@MainActor
private final class IGMLayoutSource: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [IGMLayoutSection]

  init(_ sections: [IGMLayoutSection] = []) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int {
    sections.count
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].items.count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(IGMCell.self, for: indexPath)
  }

  func collectionView(
    _ collectionView: any CollectionView,
    viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard kind == .header else { return nil }
    return collectionView.dequeueReusableSupplementaryView(
      IGMHeader.self, ofKind: kind, for: indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, layoutForSectionAt section: Int)
    -> (any SectionLayoutDescription)?
  {
    let described = sections[section]
    return FlowSectionLayout(
      itemSize: .sizedByContent,
      inset: described.inset,
      minimumLineSpacing: described.lineSpacing,
      minimumInteritemSpacing: described.interitemSpacing,
      headerReferenceSize: CGSize(width: 0, height: described.headerHeight))
  }

  func collectionView(
    _ collectionView: any CollectionView,
    sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    sections[indexPath.section].items[indexPath.item]
  }
}

/// A headless view of left-aligned flow lines over a layout source, loaded and laid out.
@MainActor
private struct IGMScreen {
  let source: IGMLayoutSource
  let layout: FlowLayout
  let view: HeadlessCollectionView

  init(
    _ sections: [IGMLayoutSection],
    size: CGSize = CGSize(width: 100, height: 100),
    pinsHeaders: Bool = false,
    contentInset: LayoutInsets = .zero
  ) {
    source = IGMLayoutSource(sections)
    layout = FlowLayout()
    layout.lineAlignment = .leading
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.sectionHeadersPinToVisibleBounds = pinsHeaders
    view = HeadlessCollectionView(size: size, layout: layout)
    view.contentInset = contentInset
    view.dataSource = source
    view.delegate = source
    view.reloadData()
    view.layoutIfNeeded()
  }

  /// Replaces the sections and reloads everything.
  func reload(_ sections: [IGMLayoutSection]) {
    source.sections = sections
    view.reloadData()
    view.layoutIfNeeded()
  }

  /// The frame of a shown cell.
  func cell(_ section: Int, _ item: Int) -> CGRect? {
    view.cellForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of a shown section header.
  func header(_ section: Int) -> CGRect? {
    view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: section))?
      .frame
  }
}

/// A section of one item of a size.
private func igmSection(_ width: CGFloat, _ height: CGFloat) -> IGMLayoutSection {
  IGMLayoutSection(items: [CGSize(width: width, height: height)])
}

/// A full-width row of IGListKit's collection view tests: one section of one 100-wide item.
private func igmRow(_ height: CGFloat) -> IGMLayoutSection {
  igmSection(100, height)
}

private func igmRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

private func igmPath(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// A value told apart by its id, whose content is its text.
private struct IGMValue: Identifiable, Equatable, Differentiable {
  let id: String
  var text = ""
}

/// Records what the view says of the user's gesture at each scroll event it sends.
@MainActor
private final class IGMScrollTraitsRecorder: CollectionViewScrollDelegate {
  struct Traits: Equatable {
    var event: String
    var isTracking: Bool
    var isDragging: Bool
    var isDecelerating: Bool
  }

  private(set) var traits: [Traits] = []

  private func record(_ event: String, _ collectionView: any CollectionView) {
    guard let view = collectionView as? HeadlessCollectionView else { return }
    traits.append(
      Traits(
        event: event, isTracking: view.isTracking, isDragging: view.isDragging,
        isDecelerating: view.isDecelerating))
  }

  /// The traits at every event of a kind.
  func at(_ event: String) -> [Traits] {
    traits.filter { $0.event == event }
  }

  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    record("didScroll", collectionView)
  }

  func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
    record("willBeginDragging", collectionView)
  }

  func scrollViewDidEndDragging(
    _ collectionView: any CollectionView, willDecelerate decelerate: Bool
  ) {
    record("didEndDragging", collectionView)
  }

  func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView) {
    record("willBeginDecelerating", collectionView)
  }

  func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {
    record("didEndDecelerating", collectionView)
  }
}

// MARK: - IGListDiffResultTests

@MainActor
@Suite("IGListKit more port: IGListDiffResultTests")
struct IGListKitMorePortMoveTests {
  // test_whenDuplicateMoves_withIndexPaths_thatSetCountCorrect
  @Test("Two item moves between the same index paths are one element of a set")
  func equalItemMovesAreOneSetElement() {
    let move = BatchUpdate.ItemMove(from: igmPath(2, 4), to: igmPath(5, 7))
    let other = BatchUpdate.ItemMove(from: igmPath(2, 4), to: igmPath(5, 7))
    #expect(Set([move, other]).count == 1)
  }

  // test_whenUniqueMoves_withIndexPaths_whenFlippedIndexPaths_thatSetCountCorrect
  @Test("An item move and one back from its destination are two elements of a set")
  func flippedItemMovesAreTwoSetElements() {
    let move = BatchUpdate.ItemMove(from: igmPath(2, 4), to: igmPath(5, 7))
    let other = BatchUpdate.ItemMove(from: igmPath(5, 7), to: igmPath(4, 4))
    #expect(Set([move, other]).count == 2)
  }

  // test_whenUniqueMoves_withIndexPaths_thatSetCountCorrect
  @Test("Item moves between different index paths are two elements of a set")
  func differentItemMovesAreTwoSetElements() {
    let move = BatchUpdate.ItemMove(from: igmPath(2, 4), to: igmPath(5, 7))
    let other = BatchUpdate.ItemMove(from: igmPath(2, 10), to: igmPath(11, 6))
    #expect(Set([move, other]).count == 2)
  }

  // test_whenDuplicateMoves_withIndexes_thatSetCountCorrect
  @Test("Two list moves between the same indices are one element of a set")
  func equalListMovesAreOneSetElement() {
    let move = ListDiff.Move(from: 4, to: 2)
    let other = ListDiff.Move(from: 4, to: 2)
    #expect(Set([move, other]).count == 1)
  }

  // test_whenUniqueMoves_withIndexes_whenFlippedIndexes_thatSetCountCorrect
  @Test("A list move and its reverse are two elements of a set")
  func reversedListMovesAreTwoSetElements() {
    let move = ListDiff.Move(from: 4, to: 2)
    let other = ListDiff.Move(from: 2, to: 4)
    #expect(Set([move, other]).count == 2)
  }

  // test_whenUniqueMoves_withIndexes_thatSetCountCorrect
  @Test("List moves between different indices are two elements of a set")
  func differentListMovesAreTwoSetElements() {
    let move = ListDiff.Move(from: 4, to: 2)
    let other = ListDiff.Move(from: 5, to: 7)
    #expect(Set([move, other]).count == 2)
  }

  // test_whenComparingMovePointers_withIndexPaths_thatEqual
  @Test("An item move is equal to itself and to a copy of it")
  func anItemMoveEqualsItself() {
    let move = BatchUpdate.ItemMove(from: IndexPath(), to: IndexPath())
    let copy = move
    #expect(move == copy)
    #expect(move != BatchUpdate.ItemMove(from: IndexPath(), to: igmPath(0, 0)))
  }

  // test_whenComparingMovePointers_withIndexes_thatEqual
  @Test("A list move is equal to itself and to a copy of it")
  func aListMoveEqualsItself() {
    let move = ListDiff.Move(from: 1, to: 1)
    let copy = move
    #expect(move == copy)
    #expect(move != ListDiff.Move(from: 1, to: 2))
  }
}

// MARK: - IGListIndexResultTests

@MainActor
@Suite("IGListKit more port: IGListIndexResultTests")
struct IGListKitMorePortIndexResultTests {
  // testIndexPathResultConvertingUpdatesAndMoves
  // IGListKit converts only the update that also moves; Sectional's one batch deletes and
  // inserts every update beside a move (IGListKitDiffPortTests explains why, rule R4).
  @Test("A diff's batch in a section deletes and inserts its updated elements beside moves there")
  func theBatchInASectionDeletesAndInsertsUpdatesBesideMoves() {
    let old = [
      IGMValue(id: "a"), IGMValue(id: "b"), IGMValue(id: "c"), IGMValue(id: "d"),
    ]
    let new = [
      IGMValue(id: "d"), IGMValue(id: "a", text: "changed"), IGMValue(id: "b"),
      IGMValue(id: "c", text: "changed"),
    ]
    let diff = ListDiff(from: old, to: new)
    #expect(diff.moves == [ListDiff.Move(from: 3, to: 0)])
    #expect(diff.updates == IndexSet([0, 2]))
    #expect(
      diff.batchUpdates(inSection: 1) == [
        BatchUpdate(
          itemDeletes: [igmPath(1, 0), igmPath(1, 2)],
          itemInserts: [igmPath(1, 1), igmPath(1, 3)],
          itemMoves: [BatchUpdate.ItemMove(from: igmPath(1, 3), to: igmPath(1, 0))])
      ])
  }
}

// MARK: - IGListDiffDescriptionStringTests

@MainActor
@Suite("IGListKit more port: IGListDiffDescriptionStringTests")
struct IGListKitMorePortDescriptionTests {
  /// The batch IGListKit's description and debug description tests build.
  static let batch = BatchUpdate(
    sectionDeletes: [5], sectionInserts: [0, 1],
    sectionMoves: [BatchUpdate.SectionMove(from: 3, to: 4)],
    itemDeletes: [igmPath(0, 0)], itemInserts: [igmPath(0, 0)],
    itemMoves: [BatchUpdate.ItemMove(from: igmPath(6, 0), to: igmPath(6, 1))])

  // test_withBatchUpdateData_thatDescriptionStringIsValid
  // IGListKit prints each kind's count; Sectional prints the operations, one kind a line.
  @Test("A batch's description lists its section and item operations, one kind a line")
  func aBatchDescribesItsOperations() {
    #expect(
      Self.batch.description == """
        delete sections [5]
        insert sections [0, 1]
        move sections [3→4]
        delete items [0-0]
        insert items [0-0]
        move items [6-0→6-1]
        """)
  }

  // test_withIndexPathResult_thatDescriptionStringIsValid
  @Test("A diff's batch in a section describes its index paths on one line")
  func aDiffsBatchDescribesItsIndexPaths() throws {
    let old = [IGMValue(id: "a"), IGMValue(id: "b"), IGMValue(id: "c")]
    let new = [IGMValue(id: "x"), IGMValue(id: "c"), IGMValue(id: "b")]
    let batch = try #require(ListDiff(from: old, to: new).batchUpdates(inSection: 3).first)
    #expect(
      batch.oneLineDescription == "delete items [3-0]; insert items [3-0]; move items [3-1→3-2]")
  }

  // test_withIndexSetResult_thatDescriptionStringIsValid
  @Test("A diff's description gives its counts and its deletes, inserts, moves and updates")
  func aDiffDescribesItsChanges() {
    let old = ["a", "b", "c", "d", "e", "f", "g"].map { IGMValue(id: $0) }
    let new = [
      IGMValue(id: "x"), IGMValue(id: "y"), IGMValue(id: "g", text: "changed"), IGMValue(id: "a"),
      IGMValue(id: "b"), IGMValue(id: "c", text: "changed"), IGMValue(id: "e", text: "changed"),
      IGMValue(id: "d"),
    ]
    let diff = ListDiff(from: old, to: new)
    #expect(diff.inserts.count == 2)
    #expect(diff.deletes.count == 1)
    #expect(diff.updates.count == 3)
    #expect(diff.moves.count == 2)
    #expect(
      diff.description
        == "ListDiff(7 → 8: deletes [5], inserts [0...1], moves [3→7, 6→2], updates [2, 4, 6])")
  }

  // test_withIndexSetResult_thatDescriptionStringIsValid (a diff with no change)
  @Test("A diff with no change says so in its description")
  func aDiffWithoutChangesSaysSo() {
    let list = ["a", "b", "c"].map { IGMValue(id: $0) }
    #expect(ListDiff(from: list, to: list).description == "ListDiff(3 → 3: no changes)")
  }

  // test_withMoveIndex_thatDescriptionStringIsValid
  @Test("A list move is described from→to")
  func aListMoveDescribesItsIndices() {
    #expect(ListDiff.Move(from: 3, to: 4).description == "3→4")
  }

  // test_withMoveIndexPath_thatDescriptionStringIsValid
  @Test("An item move is described with its index paths written section-item")
  func anItemMoveDescribesItsIndexPaths() {
    #expect(BatchUpdate.ItemMove(from: igmPath(1, 1), to: igmPath(1, 3)).description == "1-1→1-3")
  }
}

// MARK: - IGListDebugDescriptionTests

@MainActor
@Suite("IGListKit more port: IGListDebugDescriptionTests")
struct IGListKitMorePortDebugDescriptionTests {
  // test_withBatchUpdateData_thatDebugDescriptionIsValid
  @Test("A batch's one-line description holds the same operations as its lines")
  func aBatchsOneLineDescriptionJoinsItsLines() {
    let batch = IGListKitMorePortDescriptionTests.batch
    let lines = batch.description.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    #expect(batch.oneLineDescription == lines.joined(separator: "; "))
  }

  // test_withBatchUpdateData_thatDebugDescriptionIsValid (a batch without operations)
  @Test("A batch without operations is described as empty, and whether it is animated")
  func anEmptyBatchIsDescribedAsEmpty() {
    #expect(BatchUpdate().description == "empty batch")
    #expect(BatchUpdate(isAnimated: false).description == "empty batch; not animated")
  }

  // test_withListAdapter_thatDebugDescriptionIsValid
  @Test("The view's snapshot describes what the adapter shows, one line an element")
  func theSnapshotDescribesTheAdaptersScreen() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    harness.show(AdapterHarness.lists([("1", ["a"]), ("2", ["b"]), ("3", ["c"])]))
    #expect(
      harness.view.snapshot() == """
        viewport 0,0 100×100 of 100×30
        0-0  0,0 100×10   a
        1-0  0,10 100×10  b
        2-0  0,20 100×10  c
        """)
    harness.expectNoProblems()
  }
}

// MARK: - IGListContentInsetTests

@MainActor
@Suite("IGListKit more port: IGListContentInsetTests")
struct IGListKitMorePortContentInsetTests {
  // testCollectionViewContentInset
  @Test("A view without a safe area adjusts its content inset by nothing")
  func theAdjustedContentInsetIsTheContentInset() {
    let harness = AdapterHarness(size: CGSize(width: 320, height: 480))
    harness.show([])
    let inset = LayoutInsets(top: 10, left: 0, bottom: 10, right: 0)
    harness.view.contentInset = inset
    #expect(harness.view.adjustedContentInset == inset)
    #expect(harness.view.traits.adjustedContentInset == inset)
  }
}

// MARK: - IGListCollectionScrollingTraitsTests

@MainActor
@Suite("IGListKit more port: IGListCollectionScrollingTraitsTests")
struct IGListKitMorePortScrollingTraitsTests {
  /// Fifty 10-point rows in a 100-point viewport, dragged 100 points and released at a speed,
  /// with the scroll events the adapter forwards recorded.
  private static func dragged() -> IGMScrollTraitsRecorder {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    harness.show(AdapterHarness.lists([("rows", (0..<50).map(String.init))]))
    let recorder = IGMScrollTraitsRecorder()
    harness.adapter.scrollDelegate = recorder
    harness.view.scroll(by: 100, steps: 2, velocity: 200)
    harness.expectNoProblems()
    return recorder
  }

  // test_whenTracking_thatIsTrackingReturnsTrue
  @Test("While the finger drags the content, the view is tracking")
  func theViewTracksWhileDragged() {
    let recorder = Self.dragged()
    let drag = recorder.at("willBeginDragging") + recorder.at("didScroll").prefix(2)
    #expect(drag.count == 3)
    #expect(drag.allSatisfy { $0.isTracking })
  }

  // test_whenNotTracking_thatIsTrackingReturnsFalse
  @Test("Once the finger lifts, the view is no longer tracking")
  func theViewStopsTrackingOnRelease() {
    let recorder = Self.dragged()
    let released = recorder.at("didEndDragging") + recorder.at("didEndDecelerating")
    #expect(released.count == 2)
    #expect(released.allSatisfy { !$0.isTracking })
  }

  // test_whenDragging_thatIsDraggingReturnsTrue
  @Test("From the start of a drag to its end, the view is dragging")
  func theViewIsDraggingDuringTheDrag() {
    let recorder = Self.dragged()
    let drag = recorder.at("willBeginDragging") + recorder.at("didEndDragging")
    #expect(drag.count == 2)
    #expect(drag.allSatisfy { $0.isDragging })
  }

  // test_whenDragging_thatIsDraggingReturnsFalse
  @Test("While the content decelerates after a drag, the view is not dragging")
  func theViewIsNotDraggingWhileDecelerating() {
    let recorder = Self.dragged()
    let after = recorder.at("willBeginDecelerating") + recorder.at("didEndDecelerating")
    #expect(after.count == 2)
    #expect(after.allSatisfy { !$0.isDragging })
  }

  // test_whenDecelerating_thatIsDeceleratingReturnsTrue
  @Test("While the released content moves on, the view is decelerating")
  func theViewDeceleratesAfterARelease() {
    let recorder = Self.dragged()
    let moving = recorder.at("willBeginDecelerating") + recorder.at("didScroll").suffix(2)
    #expect(moving.count == 3)
    #expect(moving.allSatisfy { $0.isDecelerating })
  }

  // test_whenDecelerating_thatIsDeceleratingReturnsFalse
  @Test("While the finger drags, and once the content rests, the view is not decelerating")
  func theViewIsNotDeceleratingWhileDraggedOrAtRest() {
    let recorder = Self.dragged()
    let still = recorder.at("willBeginDragging") + recorder.at("didEndDragging")
    #expect(still.count == 2)
    #expect(still.allSatisfy { !$0.isDecelerating })
    #expect(recorder.at("didEndDecelerating").map(\.isDecelerating) == [false])
  }
}

// MARK: - IGListCollectionViewTests

@MainActor
@Suite("IGListKit more port: IGListCollectionViewTests")
struct IGListKitMorePortCollectionViewTests {
  // test_whenReloadData_thatEntireLayoutUpdates
  @Test("Reloading the data lays every section out again")
  func reloadingLaysEverySectionOutAgain() {
    let screen = IGMScreen([igmRow(10)])
    screen.reload([igmRow(20), igmRow(10)])
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 20))
    #expect(screen.cell(1, 0) == igmRect(0, 20, 100, 10))
  }

  // test_whenInsertingSection_thatLayoutPartiallyUpdates
  @Test("Inserting a section lays it out and keeps the sections before it as they were")
  func insertingASectionKeepsTheSectionsBefore() {
    let screen = IGMScreen([igmRow(10)])
    screen.source.sections = [igmRow(20), igmRow(10)]
    screen.view.insertSections([1])
    screen.view.layoutIfNeeded()
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(0, 10, 100, 10))
    #expect(screen.view.errors.isEmpty)
  }

  // test_whenDeletingSection_thatLayoutPartiallyUpdates
  @Test("Deleting a section keeps the sections before it as they were")
  func deletingASectionKeepsTheSectionsBefore() {
    let screen = IGMScreen([igmRow(10), igmRow(10)])
    screen.source.sections = [igmRow(20)]
    screen.view.deleteSections([1])
    screen.view.layoutIfNeeded()
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(1, 0) == nil)
    #expect(screen.view.errors.isEmpty)
  }

  // test_whenReloadingSection_thatLayoutPartiallyUpdates
  @Test("Reloading a section lays it out again and keeps the sections before it as they were")
  func reloadingASectionKeepsTheSectionsBefore() {
    let screen = IGMScreen([igmRow(10), igmRow(10)])
    screen.source.sections = [igmRow(20), igmRow(20)]
    screen.view.reloadSections([1])
    screen.view.layoutIfNeeded()
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(0, 10, 100, 20))
    #expect(screen.view.errors.isEmpty)
  }

  // test_whenMoveSection_thatLayoutPartiallyUpdates
  @Test("Moving a section lays out the moved sections and keeps the sections before them")
  func movingASectionKeepsTheSectionsBefore() {
    let screen = IGMScreen([igmRow(10), igmRow(20), igmRow(30)])
    screen.source.sections = [igmRow(40), igmRow(30), igmRow(20)]
    screen.view.moveSection(1, toSection: 2)
    screen.view.layoutIfNeeded()
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(0, 10, 100, 30))
    #expect(screen.cell(2, 0) == igmRect(0, 40, 100, 20))
    #expect(screen.view.errors.isEmpty)
  }

  // test_whenInsertDeleteMoveSection_thatLayoutPartiallyUpdates
  @Test("A batch that deletes, moves and inserts sections keeps the untouched first section")
  func aBatchOfSectionChangesKeepsTheUntouchedFirstSection() {
    let screen = IGMScreen([igmRow(1), igmRow(2), igmRow(3), igmRow(4)])
    screen.source.sections = [igmRow(0), igmRow(4), igmRow(3), igmRow(5)]
    var finished: Bool?
    screen.view.performBatchUpdates(
      {
        screen.view.deleteSections([1])
        screen.view.moveSection(3, toSection: 1)
        screen.view.insertSections([3])
      },
      completion: { finished = $0 })
    screen.view.layoutIfNeeded()
    #expect(finished == true)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 100, 1))
    #expect(screen.cell(1, 0) == igmRect(0, 1, 100, 4))
    #expect(screen.cell(2, 0) == igmRect(0, 5, 100, 3))
    #expect(screen.cell(3, 0) == igmRect(0, 8, 100, 5))
    #expect(screen.view.errors.isEmpty)
  }
}

// MARK: - IGListCollectionViewLayoutTests

@MainActor
@Suite("IGListKit more port: IGListCollectionViewLayoutTests")
struct IGListKitMorePortLayoutTests {
  /// IGListKit's sections with a 10-point header, 10-point lines and insets of 10, 10, 5, 5.
  private static func framedSection(_ heights: [CGFloat]) -> IGMLayoutSection {
    IGMLayoutSection(
      inset: LayoutInsets(top: 10, left: 10, bottom: 5, right: 5), lineSpacing: 10,
      headerHeight: 10, items: heights.map { CGSize(width: 85, height: $0) })
  }

  // test_whenEmptyData_thatContentSizeZero
  // IGListKit's content is zero by zero; Sectional's flow layout documents its content size as
  // "the bounds across by the end of the last section along the scroll axis", so it keeps the
  // view's width with no section.
  @Test("A view without sections has content of no height, as wide as the view")
  func noSectionsMeansNoContentHeight() {
    let screen = IGMScreen([])
    #expect(screen.view.contentSize == CGSize(width: 100, height: 0))
    #expect(screen.layout.contentSize == CGSize(width: 100, height: 0))
    #expect(screen.view.indexPathsForVisibleItems.isEmpty)
  }

  // test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn
  // IGListKit's layout and UIKit's flow layout lay out within the bounds less the content
  // inset's left and right; Sectional's layouts span the bounds whatever the content inset, as
  // `HeadlessCollectionView.contentInset` and `FlowLayout.SectionInsetReference.contentInset`
  // document: a section's insets narrow the lines instead.
  @Test("Lines span the bounds whatever the content inset across the scroll axis")
  func contentInsetAcrossDoesNotNarrowLines() {
    let wide = IGMScreen(
      [
        IGMLayoutSection(
          headerHeight: 10, items: Array(repeating: CGSize(width: 40, height: 10), count: 2))
      ],
      contentInset: LayoutInsets(top: 0, left: 30, bottom: 0, right: 30))
    #expect(wide.header(0) == igmRect(0, 0, 100, 10))
    #expect(wide.cell(0, 0) == igmRect(0, 10, 40, 10))
    #expect(wide.cell(0, 1) == igmRect(40, 10, 40, 10))
    let narrowed = IGMScreen([
      IGMLayoutSection(
        inset: LayoutInsets(top: 0, left: 30, bottom: 0, right: 30), headerHeight: 10,
        items: Array(repeating: CGSize(width: 40, height: 10), count: 2))
    ])
    #expect(narrowed.cell(0, 0) == igmRect(30, 10, 40, 10))
    #expect(narrowed.cell(0, 1) == igmRect(30, 20, 40, 10))
  }

  // test_whenLayingOutCells_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect
  // IGListKit puts the header inside the section's insets (10, 10, 85 wide); Sectional's flow
  // layout, as UIKit's, puts it above them, across the view's width.
  @Test("Headers, line spacing and section insets place every item")
  func headersSpacingAndInsetsPlaceEveryItem() {
    let screen = IGMScreen([Self.framedSection([10, 20]), Self.framedSection([30])])
    #expect(screen.view.contentSize.height == 120)
    #expect(screen.header(0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(0, 0) == igmRect(10, 20, 85, 10))
    #expect(screen.cell(0, 1) == igmRect(10, 40, 85, 20))
    #expect(screen.header(1) == igmRect(0, 65, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(10, 85, 85, 30))
  }

  // test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted
  @Test("A pinned header stays below the top inset until its section's end pushes it up")
  func pinnedHeadersFollowTheScroll() {
    let screen = IGMScreen(
      [
        IGMLayoutSection(
          headerHeight: 10, items: Array(repeating: CGSize(width: 100, height: 20), count: 2)),
        IGMLayoutSection(
          headerHeight: 10, items: Array(repeating: CGSize(width: 100, height: 30), count: 3)),
      ],
      pinsHeaders: true, contentInset: LayoutInsets(top: 10, left: 0, bottom: 0, right: 0))
    screen.view.contentOffset = CGPoint(x: 0, y: 5)
    screen.view.layoutIfNeeded()
    #expect(screen.header(0) == igmRect(0, 15, 100, 10))
    #expect(screen.header(1) == igmRect(0, 50, 100, 10))

    screen.view.contentOffset = CGPoint(x: 0, y: 45)
    screen.view.layoutIfNeeded()
    #expect(screen.header(0) == igmRect(0, 40, 100, 10))
    #expect(screen.header(1) == igmRect(0, 55, 100, 10))
  }

  // test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated (its first half;
  // `stickyHeaderOriginYAdjustment` has no counterpart)
  @Test("A pinned header is pushed up by its section's end as the next one comes up")
  func aPinnedHeaderIsPushedUpByItsSectionsEnd() {
    let screen = IGMScreen(
      [
        IGMLayoutSection(
          headerHeight: 10,
          items: [CGSize(width: 100, height: 10), CGSize(width: 100, height: 20)]),
        IGMLayoutSection(
          headerHeight: 10,
          items: [30, 40, 50].map { CGSize(width: 100, height: $0) }),
      ],
      pinsHeaders: true, contentInset: LayoutInsets(top: 10, left: 0, bottom: 0, right: 0))
    screen.view.contentOffset = CGPoint(x: 0, y: 35)
    screen.view.layoutIfNeeded()
    #expect(screen.header(0) == igmRect(0, 30, 100, 10))
    #expect(screen.header(1) == igmRect(0, 45, 100, 10))
  }

  // test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow
  @Test("Items that fit the width share a line, and the next section starts a new one")
  func itemsThatFitShareALine() {
    let screen = IGMScreen([
      IGMLayoutSection(items: Array(repeating: CGSize(width: 33, height: 33), count: 3)),
      igmSection(33, 33),
    ])
    #expect(screen.view.contentSize.height == 66)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(0, 1) == igmRect(33, 0, 33, 33))
    #expect(screen.cell(0, 2) == igmRect(66, 0, 33, 33))
    #expect(screen.cell(1, 0) == igmRect(0, 33, 33, 33))
  }

  // test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow
  @Test("Half-point spacing between items is kept on a 2× display")
  func halfPointSpacingIsKept() {
    let screen = IGMScreen([
      IGMLayoutSection(
        interitemSpacing: 0.5, items: Array(repeating: CGSize(width: 33, height: 33), count: 3))
    ])
    screen.view.displayScale = 2
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentSize.height == 33)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(0, 1) == igmRect(33.5, 0, 33, 33))
    #expect(screen.cell(0, 2) == igmRect(67, 0, 33, 33))
  }

  // test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow
  // IGListKit puts the three sections side by side; Sectional's flow layout, as UIKit's, starts
  // every section on a new line.
  @Test("Every section starts a new line, even when it would fit beside the previous one")
  func everySectionStartsANewLine() {
    let screen = IGMScreen([igmSection(33, 33), igmSection(33, 33), igmSection(33, 33)])
    #expect(screen.view.contentSize.height == 99)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(1, 0) == igmRect(0, 33, 33, 33))
    #expect(screen.cell(2, 0) == igmRect(0, 66, 33, 33))
  }

  // test_whenSectionBustingRow_thatNewlineAppliesSectionInset
  @Test("A section's insets apply on the new line it starts")
  func aSectionsInsetsApplyOnItsNewLine() {
    var insetSection = igmSection(85, 50)
    insetSection.inset = LayoutInsets(top: 10, left: 10, bottom: 5, right: 5)
    let screen = IGMScreen([igmSection(33, 33), insetSection])
    #expect(screen.view.contentSize.height == 98)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(1, 0) == igmRect(10, 43, 85, 50))
  }

  // test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline
  @Test("A section's header comes between the previous section and its items")
  func aHeaderComesBeforeItsSectionsItems() {
    var headed = igmSection(33, 33)
    headed.headerHeight = 10
    let screen = IGMScreen([igmSection(33, 33), headed])
    #expect(screen.view.contentSize.height == 76)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.header(1) == igmRect(0, 33, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(0, 43, 33, 33))
  }

  // test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates
  // Headers span the view's width above the insets, as in the test of headers above.
  @Test("After a batch of section and item changes, every header and item is where it belongs")
  func aBatchOfChangesLeavesEveryElementInPlace() {
    let screen = IGMScreen(
      [
        Self.framedSection([10, 20]), Self.framedSection([30]), Self.framedSection([60]),
        Self.framedSection([40]),
      ],
      size: CGSize(width: 100, height: 400))
    screen.source.sections = [
      Self.framedSection([30]), Self.framedSection([40]), Self.framedSection([30, 10]),
      Self.framedSection([10, 20]),
    ]
    screen.view.performBatchUpdates(
      {
        screen.view.deleteSections([2])
        screen.view.insertSections([3])
        screen.view.moveSection(3, toSection: 1)
        screen.view.reloadItems(at: [igmPath(0, 0)])
        screen.view.deleteItems(at: [igmPath(0, 1)])
        screen.view.insertItems(at: [igmPath(2, 1)])
      }, completion: nil)
    screen.view.layoutIfNeeded()
    #expect(screen.view.errors.isEmpty)
    #expect(screen.view.contentSize.height == 260)
    #expect(screen.header(0) == igmRect(0, 0, 100, 10))
    #expect(screen.cell(0, 0) == igmRect(10, 20, 85, 30))
    #expect(screen.header(1) == igmRect(0, 55, 100, 10))
    #expect(screen.cell(1, 0) == igmRect(10, 75, 85, 40))
    #expect(screen.header(2) == igmRect(0, 120, 100, 10))
    #expect(screen.cell(2, 0) == igmRect(10, 140, 85, 30))
    #expect(screen.cell(2, 1) == igmRect(10, 180, 85, 10))
    #expect(screen.header(3) == igmRect(0, 195, 100, 10))
    #expect(screen.cell(3, 0) == igmRect(10, 215, 85, 10))
    #expect(screen.cell(3, 1) == igmRect(10, 235, 85, 20))
  }

  // test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched
  @Test("A query of a rect returns exactly the items that intersect it")
  func aRectQueryReturnsTheItemsThatIntersectIt() {
    let screen = IGMScreen([
      IGMLayoutSection(items: Array(repeating: CGSize(width: 100, height: 20), count: 1_000))
    ])
    #expect(screen.layout.layoutAttributesForElements(in: igmRect(0, 500, 100, 100)).count == 5)
    #expect(screen.layout.layoutAttributesForElements(in: igmRect(0, 0, 100, 1_000)).count == 50)
    #expect(screen.layout.layoutAttributesForElements(in: igmRect(0, 250, 100, 100)).count == 6)
    #expect(screen.layout.layoutAttributesForElements(in: igmRect(0, 250, 100, 1)).count == 1)
  }

  // test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems
  // One section of three items: IGListKit's three sections share a row, Sectional's do not.
  @Test("Narrowing the view moves the items that no longer fit to a new line")
  func narrowingTheViewWrapsTheItemsThatNoLongerFit() {
    let screen = IGMScreen([
      IGMLayoutSection(items: Array(repeating: CGSize(width: 33, height: 33), count: 3))
    ])
    #expect(screen.view.contentSize.height == 33)
    #expect(screen.cell(0, 2) == igmRect(66, 0, 33, 33))

    screen.view.bounds.size = CGSize(width: 70, height: 100)
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentSize.height == 66)
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(0, 1) == igmRect(33, 0, 33, 33))
    #expect(screen.cell(0, 2) == igmRect(0, 33, 33, 33))
  }

  // test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon
  // IGListKit keeps an item that overflows the line by less than a point on it; Sectional's flow
  // layout, as UIKit's, moves it to the next line.
  @Test("An item that overflows the line by a point goes to the next line")
  func anItemOverflowingByAPointWraps() {
    let screen = IGMScreen([
      IGMLayoutSection(items: [CGSize(width: 50, height: 50), CGSize(width: 51, height: 50)])
    ])
    #expect(screen.cell(0, 0) == igmRect(0, 0, 50, 50))
    #expect(screen.cell(0, 1) == igmRect(0, 50, 51, 50))
  }

  // test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon
  @Test("An item that does not fit what is left of the line goes to the next line")
  func anItemThatDoesNotFitWraps() {
    let screen = IGMScreen([
      IGMLayoutSection(items: [CGSize(width: 50, height: 50), CGSize(width: 52, height: 50)])
    ])
    #expect(screen.cell(0, 0) == igmRect(0, 0, 50, 50))
    #expect(screen.cell(0, 1) == igmRect(0, 50, 52, 50))
  }

  // test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon (without
  // `stretchToEdge`, which has no counterpart: the line keeps its items' widths)
  @Test("Items that fit the line keep their widths, leaving the rest of the line empty")
  func itemsThatFitKeepTheirWidths() {
    let screen = IGMScreen([
      IGMLayoutSection(items: [CGSize(width: 33, height: 33), CGSize(width: 65, height: 33)])
    ])
    #expect(screen.cell(0, 0) == igmRect(0, 0, 33, 33))
    #expect(screen.cell(0, 1) == igmRect(33, 0, 65, 33))
  }

  // test_whenQueryingAttributes_withSectionOOB_thatReturnsNil
  @Test("Asking for an item of a section that does not exist returns nothing")
  func anItemOfAMissingSectionHasNoAttributes() {
    let screen = IGMScreen([
      IGMLayoutSection(items: [CGSize(width: 33, height: 33), CGSize(width: 65, height: 33)])
    ])
    #expect(screen.layout.layoutAttributesForItem(at: igmPath(4, 0)) == nil)
    #expect(screen.layout.layoutAttributesForItem(at: igmPath(0, 1)) != nil)
  }

  // test_whenQueryingAttributes_withItemOOB_thatReturnsNil
  @Test("Asking for an item past a section's end returns nothing")
  func anItemPastTheSectionsEndHasNoAttributes() {
    let screen = IGMScreen([
      IGMLayoutSection(items: [CGSize(width: 33, height: 33), CGSize(width: 65, height: 33)])
    ])
    #expect(screen.layout.layoutAttributesForItem(at: igmPath(0, 4)) == nil)
  }
}
