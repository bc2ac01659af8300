// A review, written as tests, of the fixes of the last hour: reads and selections from a commit,
// the working range after a controller's own change, animated scrolls to an empty section, drag
// flags, layouts shared by two views, drag sessions, dequeue mismatches, the orthogonal handler,
// flow headers as long as the viewport, and the declarative diagnostics. Each test states one
// behaviour; a defect found stays wrapped in `withKnownIssue("DEFECT n: ...")`.

import Foundation
import Sectional
import Testing

/// What the controllers of a screen were told, in order.
@MainActor
private final class SFRLog {
  var events: [String] = []

  var rangeEvents: [String] {
    events.filter { $0.hasPrefix("enter") || $0.hasPrefix("exit") }
  }
}

/// A list of strings whose changes delete the old items and insert the new ones, that logs its
/// working range events and runs a hook from its commit.
@MainActor
private class SFRList: SectionController, WorkingRangeHandling, FlowLayoutSizing {
  weak var context: (any CollectionViewContext)?
  let name: String
  let log: SFRLog
  private(set) var items: [String] = []
  /// Runs inside the batch, once the new items are current.
  var onCommit: (() -> Void)?
  /// The height of every row.
  var rowHeight: CGFloat = 10
  /// Whether the rows are 10 wide (a horizontal layout) rather than as wide as the view.
  var narrow = false

  init(_ name: String, log: SFRLog) {
    self.name = name
    self.log = log
  }

  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    let old = items
    guard old != model else { return .unchanged }
    return SectionUpdate(
      changes: ItemChanges(
        deletes: IndexSet(integersIn: 0..<old.count),
        inserts: IndexSet(integersIn: 0..<model.count))
    ) { [self] in
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

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    narrow
      ? CGSize(width: 10, height: context.containerSize.height)
      : CGSize(width: context.containerSize.width, height: rowHeight)
  }

  func didEnterWorkingRange() { log.events.append("enter \(name)") }
  func didExitWorkingRange() { log.events.append("exit \(name)") }
}

/// The same list under another type, which replaces an `SFRList` under the same id.
@MainActor
private final class SFRReplacement: SFRList {}

/// A list whose items can be dragged out and dropped in, recording what it is told.
@MainActor
private final class SFRDragList: DiffingListSectionController<[String], String>, DragHandling,
  DropHandling
{
  var began = 0
  var ended = 0
  var dropped = 0
  var operation = DropProposal.Operation.move

  init() { super.init(items: { $0 }) }

  func dragSessionWillBegin(_ session: DragSession) { began += 1 }
  func dragSessionDidEnd(_ session: DragSession) { ended += 1 }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }

  func dragItems(
    forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint
  ) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {}

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    dropped += indexPaths.count
  }
}

/// A data source of text rows, which also records the drag flags at the end of a drag.
@MainActor
private final class SFRSource: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [[String]]
  /// `isTracking`, `isDragging` at each `scrollViewDidEndDragging`, with `willDecelerate`.
  var endDragging: [(decelerate: Bool, tracking: Bool, dragging: Bool)] = []

  /// Whether the cells size themselves (`SFRSizingCell`).
  var sizing = false

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell: CollectionViewCell =
      sizing
      ? collectionView.dequeueReusableCell(SFRSizingCell.self, for: indexPath)
      : collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func scrollViewDidEndDragging(_ collectionView: any CollectionView, willDecelerate: Bool) {
    let view = collectionView as! HeadlessCollectionView
    endDragging.append((willDecelerate, view.isTracking, view.isDragging))
  }
}

/// A cell as tall as the number after the last `/` of its text.
@MainActor
private final class SFRSizingCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    if let slash = text.lastIndex(of: "/"), let value = Double(text[text.index(after: slash)...]) {
      attributes.frame.size.height = CGFloat(value)
    }
    return attributes
  }
}

/// A view of text rows and its data source, kept alive together.
@MainActor
private struct SFRScreen {
  let view: HeadlessCollectionView
  let source: SFRSource

  init(
    _ sections: [[String]], layout: any CollectionViewLayout,
    size: CGSize = CGSize(width: 390, height: 600), sizing: Bool = false
  ) {
    view = HeadlessCollectionView(size: size, layout: layout)
    source = SFRSource(sections)
    source.sizing = sizing
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
  }

  /// The texts of the visible cells of a section, in item order.
  func shown(_ section: Int = 0) -> [String] {
    view.layoutIfNeeded()
    return view.indexPathsForVisibleItems(inSection: section).compactMap {
      view.cellForItem(at: $0)?.text
    }
  }
}

/// A flow layout of full-width rows `height` tall.
@MainActor
private func sfrFlow(height: CGFloat = 50, width: CGFloat = 390) -> FlowLayout {
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: width, height: height)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

private func sfrTexts(_ prefix: String, _ count: Int) -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// A row of cards 312 × 200 that scrolls on its own.
private func sfrCards() -> LayoutSection {
  LayoutSection {
    HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { Sectional.Item() }
  }
  .interGroupSpacing(8)
  .orthogonalScrollingBehavior(.continuous)
}

// A box of 50 × 30 that carries its layout and attaches a badge.
private struct SFRBadged: LayoutComponent, Identifiable {
  let id: String
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) { content.text = id }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(30))
  }

  func supplementaryComponents() -> [SupplementaryComponent] {
    [
      SupplementaryComponent(
        TextComponent("B"),
        layout: SupplementaryItem(elementKind: "badge").width(.absolute(20)).height(.absolute(10))
          .containerAnchor(edges: [.top, .trailing]))
    ]
  }
}

// A header that carries its layout: full width, 25 points tall.
private struct SFRTitle: LayoutComponent {
  let text: String
  var viewModel: String { text }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) { content.text = text }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(25))
  }
}

@MainActor
@Suite("Session fixes: a review of the last hour's changes")
struct SessionFixesReviewTests {
  private func lists(_ names: [String], log: SFRLog, items: (String) -> Int = { _ in 1 })
    -> [Section]
  {
    names.map { name in
      Section(
        id: name, model: sfrTexts(name, items(name)), controller: SFRList(name, log: log))
    }
  }

  private func list(_ harness: AdapterHarness, _ id: String) -> SFRList? {
    harness.adapter.sectionController(forSectionID: id, as: SFRList.self)
  }

  // MARK: 1. Reads and selections from a commit

  @Test func aMovedSectionThatSelectsThenDeselectsFromItsCommitLeavesNothingSelected() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b"], log: log))
    let b = list(harness, "b")
    b?.onCommit = {
      b?.context?.selectItem(at: 0, scrollPosition: [])
      b?.context?.deselectItem(at: 0)
    }
    harness.adapter.update([
      Section(id: "b", model: ["b-new"], controller: SFRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: SFRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    #expect(harness.shownSections == [["b-new"], ["a0"]])
    harness.expectNoProblems()
  }

  @Test func aMovedSectionReadingItsCellFromACommitOfAReloadGetsItsOwnCellOrNone() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b"], log: log))
    harness.adapter.reloadThreshold = 0
    let b = list(harness, "b")
    var seen: [String?] = []
    b?.onCommit = { seen.append(b?.context?.cellForItem(at: 0)?.text) }
    harness.adapter.update([
      Section(id: "b", model: ["b-new"], controller: SFRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: SFRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(seen.count == 1)
    #expect(seen.allSatisfy { $0 == nil || $0 == "b0" || $0 == "b-new" }, "\(seen)")
    #expect(harness.shownSections == [["b-new"], ["a0"]])
    harness.expectNoProblems()
  }

  @Test func aControllerReplacedUnderItsIdReadsNothingFromItsCommit() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b"], log: log))
    let replacement = SFRReplacement("b", log: log)
    var cells: [String?] = []
    var visible: [[Int]] = []
    replacement.onCommit = {
      cells.append(replacement.context?.cellForItem(at: 0)?.text)
      visible.append(replacement.context?.visibleItemIndices ?? [-1])
    }
    harness.adapter.update([
      Section(id: "b", model: ["r0"], controller: replacement),
      Section(id: "a", model: ["a0"], controller: SFRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    // The view shows the old controller's cell under b until the batch: never the new one's
    // and never a's.
    #expect(cells == [nil])
    #expect(visible == [[]])
    #expect(harness.shownSections == [["r0"], ["a0"]])
    harness.expectNoProblems()
  }

  @Test func aNestedUpdateAskedFromACommitLeavesTheOtherCommitsReadingTheShownView() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b", "c"], log: log))
    let b = list(harness, "b")
    let c = list(harness, "c")
    var seen: [String?] = []
    b?.onCommit = {
      // Queued until this update is applied.
      harness.adapter.update(
        AdapterHarness.lists([("c", ["c-late"]), ("b", ["b-new"]), ("a", ["a0"])]))
    }
    c?.onCommit = { seen.append(c?.context?.cellForItem(at: 0)?.text) }
    harness.adapter.update([
      Section(id: "c", model: ["c-new"], controller: SFRList("c", log: log)),
      Section(id: "b", model: ["b-new"], controller: SFRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: SFRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(seen.first.map { $0 == nil || $0 == "c0" } == true, "\(seen)")
    #expect(harness.shownSections.first == ["c-late"])
    harness.expectNoProblems()
  }

  @Test func aMovedSectionReadingItsCellFromTheCommitOfABackgroundUpdateGetsItsOwnOrNone()
    async
  {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b"], log: log))
    let b = list(harness, "b")
    var seen: [String?] = []
    b?.onCommit = { seen.append(b?.context?.cellForItem(at: 0)?.text) }
    _ = await harness.adapter.updateInBackground([
      Section(id: "b", model: ["b-new"], controller: SFRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: SFRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(seen.count == 1)
    #expect(seen.allSatisfy { $0 == nil || $0 == "b0" || $0 == "b-new" }, "\(seen)")
    #expect(harness.shownSections == [["b-new"], ["a0"]])
    harness.expectNoProblems()
  }

  @Test func aControllersOwnChangeReadsItsCellAtItsIndexFromItsCommit() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b"], log: log))
    let b = list(harness, "b")
    var seen: [String?] = []
    b?.onCommit = { seen.append(b?.context?.cellForItem(at: 0)?.text) }
    b?.context?.apply { b!.update(to: ["b-new"]) }
    harness.view.layoutIfNeeded()
    #expect(seen == ["b0"])
    #expect(harness.shownSections == [["a0"], ["b-new"]])
    harness.expectNoProblems()
  }

  // MARK: 2. The working range after a controller's own change

  @Test func aControllersOwnInsertsInAHorizontalLayoutTakePushedSectionsOutOfTheRange() {
    let log = SFRLog()
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 30, height: 10), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let sections = ["a", "b", "c", "d", "e", "f"].map { name in
      let controller = SFRList(name, log: log)
      controller.narrow = true
      return Section(id: name, model: [name + "0"], controller: controller)
    }
    adapter.update(sections)
    view.layoutIfNeeded()
    #expect(Set(log.rangeEvents) == ["enter a", "enter b", "enter c", "enter d"])
    log.events.removeAll()
    let a = adapter.sectionController(forSectionID: "a", as: SFRList.self)
    a?.context?.apply { a!.update(to: sfrTexts("a", 6)) }
    view.layoutIfNeeded()
    #expect(log.rangeEvents == ["exit c", "exit d"])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aControllersOwnInsertsWithARangeOfTwoTakeEveryPushedSectionOut() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.adapter.workingRangeSize = 2
    harness.show(lists(["a", "b", "c", "d", "e", "f", "g"], log: log))
    #expect(Set(log.rangeEvents) == ["enter a", "enter b", "enter c", "enter d", "enter e"])
    log.events.removeAll()
    let a = list(harness, "a")
    a?.context?.apply { a!.update(to: sfrTexts("a", 6)) }
    harness.view.layoutIfNeeded()
    #expect(log.rangeEvents == ["exit d", "exit e"])
    harness.expectNoProblems()
  }

  @Test func aRowThatGrowsThroughAReconfigureTakesPushedSectionsOutOfTheRange() {
    let log = SFRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(lists(["a", "b", "c", "d", "e"], log: log))
    log.events.removeAll()
    let a = list(harness, "a")
    // The row expands: the same item, configured again, now 30 tall (IGListKit's
    // invalidateLayout(for:)); b and c leave the screen.
    a?.context?.apply(
      ItemChanges(reconfigures: [0]), commit: { a?.rowHeight = 30 }, completion: nil)
    harness.view.layoutIfNeeded()
    #expect(harness.view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    #expect(log.rangeEvents == ["exit c", "exit d"])
    harness.expectNoProblems()
  }

  // MARK: 3. Animated scroll to an empty section

  @Test func anAnimatedScrollToAnEmptySectionAlreadyInPlaceTellsNoAnimationEnd() {
    final class Ends: CollectionViewScrollDelegate {
      var count = 0
      func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) { count += 1 }
    }
    let layout = sfrFlow(height: 10, width: 100)
    layout.headerReferenceSize = CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 30), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    let ends = Ends()
    adapter.scrollDelegate = ends
    adapter.diagnosticHandler = { _ in }
    adapter.update([
      Section(id: "empty", model: [String](), controller: TextList()),
      Section(id: "rows", model: sfrTexts("r", 20), controller: TextList()),
    ])
    view.layoutIfNeeded()
    #expect(adapter.scroll(toSectionID: "empty", animated: true))
    #expect(ends.count == 0)
    #expect(adapter.scroll(toSectionID: "rows", item: 10, animated: false))
    #expect(adapter.scroll(toSectionID: "empty", animated: false))
    #expect(ends.count == 0)
    #expect(view.contentOffset.y == 0)
    #expect(view.errors.isEmpty)
  }

  // MARK: 4. Drag flags

  @Test func theDragFlagsAtTheEndOfADragFollowWhetherItDecelerates() {
    let screen = SFRScreen([sfrTexts("r", 100)], layout: sfrFlow())
    screen.view.scroll(by: 200, steps: 4)
    screen.view.scroll(by: 200, steps: 4, velocity: 3)
    #expect(screen.source.endDragging.count == 2)
    let stopped = screen.source.endDragging.first
    #expect(stopped?.decelerate == false)
    #expect(stopped?.tracking == true)
    #expect(stopped?.dragging == false)
    let flung = screen.source.endDragging.last
    #expect(flung?.decelerate == true)
    #expect(flung?.tracking == false)
    #expect(flung?.dragging == true)
    #expect(!screen.view.isTracking)
    #expect(!screen.view.isDragging)
  }

  // MARK: 5. A layout given to two views

  @Test func twoViewsSwappingTheirLayoutsAreNotToldTheyShareOne() {
    let first = sfrFlow(height: 50)
    let second = sfrFlow(height: 20)
    let a = SFRScreen([sfrTexts("a", 40)], layout: first)
    let b = SFRScreen([sfrTexts("b", 40)], layout: second)
    a.view.setCollectionViewLayout(second, animated: false)
    b.view.setCollectionViewLayout(first, animated: false)
    // Each view ends with a layout of its own, as a swap of two tabs' layouts does.
    #expect(a.view.contentSize.height == 800)
    #expect(b.view.contentSize.height == 2_000)
    #expect(a.view.errors.isEmpty, "\(a.view.errors)")
    #expect(b.view.errors.isEmpty)
  }

  @Test func threeViewsSharingALayoutEachShowTheirOwnContent() {
    let shared = sfrFlow(height: 50)
    let a = SFRScreen([sfrTexts("a", 40)], layout: shared)
    let b = SFRScreen([sfrTexts("b", 3)], layout: shared)
    let c = SFRScreen([sfrTexts("c", 10)], layout: shared)
    for _ in 0..<2 {
      a.view.contentOffset.y = 1_000
      #expect(a.shown().first == "a20")
      #expect(b.shown() == ["b0", "b1", "b2"])
      #expect(c.view.contentSize.height == 500)
      #expect(a.view.contentSize.height == 2_000)
      a.view.contentOffset.y = 0
      #expect(c.shown().count == 10)
      #expect(b.view.contentSize.height == 150)
    }
    // Used by turns, the layout is reported once, by the first view to prepare it again.
    let errors = a.view.errors + b.view.errors + c.view.errors
    #expect(errors == [.layoutSharedWithAnotherView(layoutType: "FlowLayout")])
  }

  @Test func aLayoutOfAViewThatIsGoneIsNotReportedAsShared() {
    let layout = sfrFlow(height: 50)
    do {
      let gone = SFRScreen([sfrTexts("g", 5)], layout: layout)
      #expect(gone.shown().count == 5)
    }
    let b = SFRScreen([sfrTexts("b", 3)], layout: layout)
    #expect(b.shown() == ["b0", "b1", "b2"])
    #expect(b.view.errors.isEmpty)
  }

  @Test func aBatchOnOneViewWhileTheOtherScrollsLeavesBothShowingTheirData() {
    let shared = sfrFlow(height: 50)
    let a = SFRScreen([sfrTexts("a", 40)], layout: shared)
    let b = SFRScreen([sfrTexts("b", 40)], layout: shared)
    a.view.performBatchUpdates(
      {
        a.source.sections[0].insert(contentsOf: ["x0", "x1"], at: 0)
        a.view.insertItems(at: [path(0, 0), path(0, 1)])
        b.view.contentOffset.y = 500
      }, completion: nil)
    b.view.scroll(by: 100, steps: 2)
    #expect(a.shown().prefix(3) == ["x0", "x1", "a0"])
    #expect(b.shown().first == "b12")
    #expect(a.view.contentSize.height == 2_100)
    #expect(b.view.contentSize.height == 2_000)
    // Nothing but the sharing itself is reported, once.
    #expect(
      a.view.errors + b.view.errors == [.layoutSharedWithAnotherView(layoutType: "FlowLayout")])
  }

  @Test func aRowScrolledOnItsOwnInOneViewIsNotScrolledInAnotherSharingTheLayout() {
    let shared = CompositionalLayout { _, _ in sfrCards() }
    let a = SFRScreen([sfrTexts("a", 10)], layout: shared)
    let b = SFRScreen([sfrTexts("b", 10)], layout: shared)
    a.view.setContentOffset(640, ofSection: 0)
    a.view.layoutIfNeeded()
    let bFirst = b.view.layoutAttributesForItem(at: path(0, 0))?.frame
    let bCell = b.view.cellForItem(at: path(0, 0))?.frame
    #expect(bFirst?.minX == 0)
    #expect(bCell?.minX == 0)
    #expect(b.shown() == ["b0", "b1"])
    #expect(a.shown().first == "a2")
  }

  // MARK: 6. Drag sessions

  @Test func aControllerWhoseItemJoinsADragIsToldItBeganAndEndedOnce() throws {
    let harness = AdapterHarness()
    let one = SFRDragList()
    let two = SFRDragList()
    harness.show([
      Section(id: "one", model: ["a", "b"], controller: one),
      Section(id: "two", model: ["c", "d"], controller: two),
    ])
    let session = try #require(harness.view.beginDrag(at: path(0, 0)))
    #expect(harness.view.addItem(at: path(1, 0), to: session) == 1)
    #expect(harness.view.addItem(at: path(1, 1), to: session) == 1)
    #expect(harness.view.addItem(at: path(0, 1), to: session) == 1)
    harness.view.endDrag(session)
    #expect(one.began == 1)
    #expect(one.ended == 1)
    #expect(two.began == 1)
    #expect(two.ended == 1)
    harness.expectNoProblems()
  }

  @Test func aCopyDropTellsNoSourceItsItemsMovedAndAnEndedDragIsRefused() throws {
    let harness = AdapterHarness()
    let one = SFRDragList()
    let two = SFRDragList()
    two.operation = .copy
    harness.show([
      Section(id: "one", model: ["a", "b"], controller: one),
      Section(id: "two", model: ["c", "d"], controller: two),
    ])
    let session = try #require(harness.view.beginDrag(at: path(0, 0)))
    #expect(harness.view.drop(session, atDestination: path(1, 0)))
    #expect(one.dropped == 0)
    #expect(one.ended == 1)
    #expect(session.hasEnded)
    #expect(harness.view.addItem(at: path(0, 1), to: session) == 0)
    #expect(!harness.view.drop(session, atDestination: path(1, 0)))
    #expect(
      harness.view.errors == [
        .dragSessionEnded(operation: "addItem(at:to:)"),
        .dragSessionEnded(operation: "drop(_:atDestination:)"),
      ])
    #expect(one.ended == 1)
  }

  @Test func addingAnItemThatDoesNotExistToADragIsReported() throws {
    let harness = AdapterHarness()
    harness.show([Section(id: "one", model: ["a", "b"], controller: SFRDragList())])
    let session = try #require(harness.view.beginDrag(at: path(0, 0)))
    #expect(harness.view.addItem(at: path(0, 5), to: session) == 0)
    #expect(harness.view.errors == [.invalidIndexPath(path(0, 5), operation: "addItem(at:to:)")])
    harness.expectEveryErrorDiagnosed()
    harness.view.endDrag(session)
  }

  // MARK: 9. Flow headers as long as the viewport

  @Test func aFitContainerHeaderInsideATopInsetIsTheViewportLessTheInset() throws {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 300))
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"]))
          .withHeader(TextComponent("h", layoutMode: .fitContainer))
      })
    harness.view.contentInset = LayoutInsets(top: 50)
    harness.view.layoutIfNeeded()
    let header = try #require(
      harness.view.supplementaryView(forElementKind: .header, at: path(0, 0)))
    #expect(header.frame.height == 250)
    harness.view.contentInset = LayoutInsets()
    harness.view.layoutIfNeeded()
    let again = try #require(
      harness.view.supplementaryView(forElementKind: .header, at: path(0, 0)))
    #expect(again.frame.height == 300)
  }

  @Test func aFitContainerHeaderOfAHorizontalFlowIsAsWideAsTheViewport() throws {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    let view = HeadlessCollectionView(size: CGSize(width: 200, height: 100), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "a", cells: textCells(["1", "2"]))
          .withHeader(TextComponent("h", layoutMode: .fitContainer))
          .withFooter(TextComponent("f", layoutMode: .fitContainer))
      })
    view.layoutIfNeeded()
    let header = try #require(view.supplementaryView(forElementKind: .header, at: path(0, 0)))
    #expect(header.frame.width == 200)
    view.bounds.size.width = 150
    view.layoutIfNeeded()
    view.contentOffset.x = view.contentSize.width - 150
    view.layoutIfNeeded()
    let footer = try #require(view.supplementaryView(forElementKind: .footer, at: path(0, 0)))
    #expect(footer.frame.width == 150)
    #expect(view.errors.isEmpty)
  }

  @Test func aPinnedFitContainerHeaderKeepsTheViewportsHeightWhileScrolled() throws {
    let layout = FlowLayout()
    layout.sectionHeadersPinToVisibleBounds = true
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 300), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "a", cells: textCells(sfrTexts("r", 50)))
          .withHeader(TextComponent("h", layoutMode: .fitContainer))
      })
    view.layoutIfNeeded()
    view.scroll(by: 400, steps: 4)
    let header = try #require(view.supplementaryView(forElementKind: .header, at: path(0, 0)))
    #expect(header.frame.height == 300)
    #expect(header.frame.minY == view.contentOffset.y)
    #expect(view.errors.isEmpty)
  }

  // MARK: 10. Declarative diagnostics

  @Test func aGroupSectionWithABoundaryHeaderIsNotToldItsHeaderIsIgnored() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 400),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = List {
      ListSection(id: "g") {
        HGroup(of: [SFRBadged(id: "1")], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
      }
      .boundarySupplementaryItem(SFRTitle(text: "title"))
    }
    adapter.apply(list)
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(view.visibleSupplementaryViews(ofKind: .header).map { $0.render() } == ["title"])
    #expect(!diagnostics.contains { $0.kind == .modifierIgnored }, "\(diagnostics)")
  }

  @Test func aHeaderWithoutABoundaryItemIsReportedOnceAcrossEqualApplies() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 400),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = List {
      ListSection(id: "c", cells: textCells(["1"]))
        .withSectionLayout(CompositionalLayout.defaultSection)
        .withHeader(TextComponent("title"))
    }
    adapter.apply(list)
    adapter.apply(list)
    view.scroll(by: 10)
    #expect(diagnostics.filter { $0.kind == .modifierIgnored }.count == 1, "\(diagnostics)")
  }

  @Test func badgesOfCellsInALayoutWhoseItemsPlaceThemAreShownOrReportedNotBoth() {
    let badge = SupplementaryItem(elementKind: "badge").width(.absolute(20)).height(.absolute(10))
      .containerAnchor(edges: [.top, .trailing])
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 400),
      layout: CompositionalLayout { _, _ in
        LayoutSection {
          VGroup(height: .absolute(30)) { Sectional.Item().supplementaryItem(badge) }
        }
      })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(
          id: "a", cells: [Cell(id: "x", component: SFRBadged(id: "x"))])
      })
    view.layoutIfNeeded()
    let badges = view.visibleSupplementaryViews(ofKind: "badge").map { $0.render() }
    let reported = diagnostics.contains { $0.kind == .compositionalModifierIgnored }
    #expect(badges.isEmpty == reported, "badges \(badges), \(diagnostics)")
  }

  @Test func aGivenCompositionalSectionOnAFlowLayoutIsNotSaidToHideAHeaderItShows() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 300))
    harness.apply(
      List {
        ListSection(id: "c", cells: textCells(["1"]))
          .withSectionLayout(CompositionalLayout.defaultSection)
          .withHeader(TextComponent("title"))
      })
    harness.view.layoutIfNeeded()
    let headers = harness.view.visibleSupplementaryViews(ofKind: .header).map { $0.render() }
    let saysHidden = harness.diagnostics.contains {
      $0.kind == .modifierIgnored && $0.message.contains("is not shown")
    }
    // Either the header shows (the flow layout lays the section out its own way) and no
    // diagnostic says it does not, or it does not show and one says so.
    #expect(headers.isEmpty == saysHidden, "headers \(headers), \(harness.diagnostics)")
  }

  @Test func aHeaderOfASectionWhoseLayoutIsMadeWhenAskedIsShownOrReported() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 400),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "m", cells: textCells(["1"]))
          .withSectionLayout { _ in CompositionalLayout.defaultSection }
          .withHeader(TextComponent("title"))
      })
    view.layoutIfNeeded()
    let headers = view.visibleSupplementaryViews(ofKind: .header).map { $0.render() }
    #expect(
      headers == ["title"] || diagnostics.contains { $0.sectionID == SectionID("m") },
      "\(diagnostics)")
  }

  @Test func theHandlerOfARightToLeftRowSeesCardsCentredWhereTheyShow() {
    var centres: [CGFloat] = []
    var offsets: [CGFloat] = []
    let layout = CompositionalLayout { _, _ in
      sfrCards().visibleItemsInvalidationHandler(
        VisibleItemsInvalidationHandler { items, offset, _ in
          offsets.append(offset.x)
          if let card = items.first(where: { $0.category == .cell && $0.indexPath == path(0, 1) }) {
            centres.append(card.frame.midX - offset.x)
          }
        })
    }
    let screen = SFRScreen([sfrTexts("c", 10)], layout: layout)
    screen.view.layoutDirection = .rightToLeft
    screen.view.layoutIfNeeded()
    screen.view.setContentOffset(160, ofSection: 0)
    screen.view.layoutIfNeeded()
    let shownCentre = screen.view.cellForItem(at: path(0, 1))?.frame.midX
    #expect(offsets.last.map { $0 <= 0 } == true, "\(offsets)")
    #expect(shownCentre != nil)
    #expect(
      centres.last == shownCentre, "handler \(centres), shown \(String(describing: shownCentre))")
  }

  @Test func badgesOfCellsInAGivenFlowSectionLayoutAreShownOrReported() {
    let harness = DeclarativeHarness(size: CGSize(width: 200, height: 400))
    harness.apply(
      List {
        ListSection(id: "f", cells: [Cell(id: "x", component: SFRBadged(id: "x"))])
          .withSectionLayout(FlowSectionLayout(itemSize: .fixed(CGSize(width: 50, height: 30))))
      })
    harness.view.layoutIfNeeded()
    let badges = harness.view.visibleSupplementaryViews(ofKind: "badge").map { $0.render() }
    #expect(
      badges == ["B"] || harness.diagnostics.contains { $0.sectionID == SectionID("f") },
      "\(harness.diagnostics)")
  }

  @Test func selfSizedCellsOfTwoViewsSharingALayoutKeepEachViewsSizes() {
    let shared = sfrFlow(height: 50)
    shared.estimatedItemSize = CGSize(width: 390, height: 50)
    let a = SFRScreen([["a/20", "a/20", "a/20"]], layout: shared, sizing: true)
    let b = SFRScreen([["b/80", "b/80", "b/80"]], layout: shared, sizing: true)
    a.view.layoutIfNeeded()
    b.view.layoutIfNeeded()
    a.view.layoutIfNeeded()
    #expect(a.view.cellForItem(at: path(0, 2))?.frame.minY == 40)
    #expect(b.view.cellForItem(at: path(0, 2))?.frame.minY == 160)
    #expect(a.view.contentSize.height == 60)
    #expect(b.view.contentSize.height == 240)
  }

  @Test func aBadgeOfAStockSectionIsReportedOnceWhateverTheScrolls() {
    let harness = DeclarativeHarness(size: CGSize(width: 200, height: 100))
    let cells = (0..<60).map { Cell(id: "\($0)", component: SFRBadged(id: "\($0)")) }
    harness.apply(List { ListSection(id: "s", cells: cells) })
    harness.view.layoutIfNeeded()
    for _ in 0..<5 { harness.view.scroll(by: 300, steps: 3) }
    harness.apply(List { ListSection(id: "s", cells: Array(cells.dropFirst())) })
    harness.view.scroll(by: -1_000, steps: 4)
    let reports = harness.diagnostics.filter { $0.kind == .compositionalModifierIgnored }
    #expect(reports.count == 1, "\(reports)")
    #expect(reports.first?.sectionID == SectionID("s"))
  }

  @Test func theHandlerSeesAGroupsBadgeWithItsCardsInTheRowsOwnContent() {
    let badge = SupplementaryItem(elementKind: "tag").width(.absolute(20)).height(.absolute(20))
      .containerAnchor(edges: [.top, .leading])
    var gaps: [CGFloat] = []
    let layout = CompositionalLayout { _, _ in
      LayoutSection {
        HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { Sectional.Item() }
          .supplementaryItem(badge)
      }
      .interGroupSpacing(8)
      .orthogonalScrollingBehavior(.continuous)
      .visibleItemsInvalidationHandler(
        VisibleItemsInvalidationHandler { items, _, _ in
          let card = items.first { $0.category == .cell && $0.indexPath == path(0, 1) }
          let tag = items.first {
            $0.category == .supplementaryView("tag") && $0.indexPath == path(0, 1)
          }
          if let card, let tag { gaps.append(tag.frame.minX - card.frame.minX) }
        })
    }
    let screen = SFRScreen([sfrTexts("c", 10)], layout: layout)
    screen.view.setContentOffset(200, ofSection: 0)
    screen.view.layoutIfNeeded()
    #expect(!gaps.isEmpty)
    #expect(gaps.allSatisfy { $0 == 0 }, "\(gaps)")
  }

  // MARK: 7. Dequeue of the wrong type

  @Test func aDequeueOfTheWrongTypeIsOneError() {
    final class Wrong: CollectionViewCell {}
    final class Other: CollectionViewCell {}
    final class Source: CollectionViewDataSource {
      func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }
      func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(Wrong.self, withReuseIdentifier: "x", for: indexPath)
      }
    }
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: sfrFlow())
    view.register(Other.self, forCellWithReuseIdentifier: "x")
    let source = Source()
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(view.errors.count == 1, "\(view.errors)")
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 1)
  }
}
