import Foundation
import SectionalTesting
import Testing

// A review of SectionHarness (one hand-written controller under test) and of how hand-written
// controllers provide supplementary views. Passing tests pin behaviour; a defect is kept,
// wrapped in `withKnownIssue("DEFECT n: …")`, asserting what the documentation promises.

/// A cell that shows its text; a second class, for dequeue mismatches.
@MainActor
private final class SHROtherCell: CollectionViewCell {}

/// A hand-written controller over `[String]`: one row per string, a header whose text and
/// height it decides, and every capability the harness drives, each recorded in `log`.
@MainActor
private final class SHRRows: SectionController, SelectionHandling, DisplayHandling,
  PrefetchHandling, WorkingRangeHandling, DragHandling, DropHandling, InteractiveMoving,
  FlowLayoutSizing, SupplementaryViewProviding
{
  weak var context: (any CollectionViewContext)?
  private(set) var items: [String] = []
  var log: [String] = []
  var headerText: String? = "Header"
  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0
  var rowHeight: CGFloat = 40
  var width: CGFloat?
  var deletesOnTap = false
  var secondCellClassFrom: Int?
  var headerDequeueKind: ElementKind?
  var headerNotDequeued = false
  var appendsOnCommit = false
  var reloadsHeaderOnCommit = false

  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    let old = items
    let changes: ItemChanges =
      old == model
      ? .none
      : ItemChanges(
        deletes: IndexSet(integersIn: 0..<old.count), inserts: IndexSet(integersIn: 0..<model.count)
      )
    return SectionUpdate(changes: changes) {
      self.items = model
      if self.reloadsHeaderOnCommit {
        self.headerText = "\(model.count) rows"
        self.context?.reloadSupplementaryView(ofKind: .header)
      }
      guard self.appendsOnCommit else { return }
      self.context?.apply {
        let grown = self.items + ["extra"]
        return SectionUpdate(changes: ItemChanges(inserts: [self.items.count])) {
          self.items = grown
        }
      }
    }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let index = indexPath.indexInSectionController
    let cell: CollectionViewCell
    if let from = secondCellClassFrom, index >= from {
      cell = context.dequeueReusableCell(
        SHROtherCell.self, withReuseIdentifier: "row", for: indexPath)
    } else {
      cell = context.dequeueReusableCell(
        CollectionViewCell.self, withReuseIdentifier: "row", for: indexPath)
    }
    cell.text = items[index]
    return cell
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard let headerText else { return nil }
    let view =
      headerNotDequeued
      ? CollectionReusableView()
      : context.dequeueReusableSupplementaryView(
        CollectionReusableView.self, ofKind: headerDequeueKind ?? kind, for: indexPath)
    view.text = kind == .header ? headerText : "Footer"
    log.append("view \(kind == .header ? "header" : "footer")")
    return view
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    CGSize(width: width ?? context.containerSize.width, height: rowHeight)
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: context.containerSize.width, height: headerHeight)
  }

  func footerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: context.containerSize.width, height: footerHeight)
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    log.append("select \(indexPath.indexInSectionController)")
    guard deletesOnTap else { return }
    let index = indexPath.indexInSectionController
    context?.apply {
      var remaining = self.items
      remaining.remove(at: index)
      return SectionUpdate(changes: ItemChanges(deletes: [index])) { self.items = remaining }
    }
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.append("+\(indexPath.indexInSectionController)")
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.append("-\(indexPath.indexInSectionController)")
  }

  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    log.append(kind == .header ? "+header" : "+footer")
  }

  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    log.append(kind == .header ? "-header" : "-footer")
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    log.append("prefetch \(indexPaths.map(\.indexInSectionController))")
  }

  func didEnterWorkingRange() { log.append("enter") }

  func didExitWorkingRange() { log.append("exit") }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath.indexInSectionController])]
  }

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    log.append(
      "dropped \(indexPaths.map(\.indexInSectionController)) at "
        + "\(destination.indexInSectionController)")
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    log.append("drop at \(indexPath.indexInSectionController)")
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    let item = items.remove(at: source.indexInSectionController)
    items.insert(item, at: destination.indexInSectionController)
    log.append("move \(source.indexInSectionController)→\(destination.indexInSectionController)")
  }
}

/// A controller that reads its context while it shows its one cell.
@MainActor
private final class SHRContextReader: SectionController {
  weak var context: (any CollectionViewContext)?
  var seen: [String] = []
  var numberOfItems: Int { 1 }

  func update(to model: Int) -> SectionUpdate {
    SectionUpdate(changes: .none) {}
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    seen.append("\(context.sectionID) \(context.sectionIndex.map(String.init) ?? "nil")")
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(context.containerSize.width)×\(context.containerSize.height)"
    return cell
  }
}

/// A controller whose item count changes behind the adapter's back, or whose changes do not add
/// up to its new count.
@MainActor
private final class SHRLiar: SectionController {
  weak var context: (any CollectionViewContext)?
  var count = 2
  var numberOfItems: Int { count }

  func update(to model: Int) -> SectionUpdate {
    // Says it inserts one item, but commits `model` items.
    SectionUpdate(changes: ItemChanges(inserts: [count])) { self.count = model }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "row \(indexPath.indexInSectionController)"
    return cell
  }
}

/// A controller that breaks the commit contract: its count changes in `update(to:)`, before
/// the adapter commits.
@MainActor
private final class SHREager: SectionController {
  weak var context: (any CollectionViewContext)?
  var items: [String] = []
  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    let old = items.count
    items = model
    return SectionUpdate(changes: ItemChanges(inserts: IndexSet(integersIn: old..<model.count))) {}
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController]
    return cell
  }
}

/// A controller that returns a cell it did not dequeue.
@MainActor
private final class SHRUndequeued: SectionController {
  weak var context: (any CollectionViewContext)?
  var numberOfItems: Int { 1 }

  func update(to model: Int) -> SectionUpdate { SectionUpdate(changes: .none) {} }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = CollectionViewCell()
    cell.text = "stray"
    return cell
  }
}

/// The comments of the issues a `withKnownIssue` matcher saw, written from its `@Sendable`
/// closure.
private final class SHRComments: @unchecked Sendable {
  private let lock = NSLock()
  private var comments: [String] = []

  var all: [String] { lock.withLock { comments } }

  func append(_ comment: String) { lock.withLock { comments.append(comment) } }
}

/// Whether one of an issue's comments contains every string.
private func shrMentions(_ issue: Issue, _ parts: [String]) -> Bool {
  issue.comments.contains { comment in parts.allSatisfy { comment.rawValue.contains($0) } }
}

@MainActor
@Suite("Review: SectionHarness and hand-written supplementary views")
struct SectionHarnessReviewTests {
  private let rows = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]

  // MARK: Mounting and context

  // SectionHarness.swift: the one section's id is `"section"`, and the controller is the one
  // given (IGListKit: the adapter keeps the controller instance).
  @Test func theControllerReadsItsSectionIDAndIndexFromItsContext() {
    let reader = SHRContextReader()
    let harness = SectionHarness(reader, model: 0, size: CGSize(width: 200, height: 100))
    #expect(harness.controller === reader)
    #expect(reader.seen.first == "section 0")
    #expect(reader.context?.sectionID == SectionID(SectionHarness<SHRContextReader>.sectionID))
    #expect(harness.visibleTexts == ["200.0×100.0"])
  }

  // The harness's typed `update(to:)` keeps the same controller, as the adapter keeps one per id.
  @Test func updatingKeepsTheSameControllerAndItsContext() {
    let harness = SectionHarness(SHRRows(), model: ["a"])
    let context = harness.controller.context
    harness.update(to: ["a", "b"])
    #expect(harness.controller.context === context)
    #expect(harness.adapter.sectionController(forSectionID: "section") === harness.controller)
    #expect(harness.visibleTexts == ["a", "b"])
  }

  // MARK: Events

  // TestingASectionController.md: `tap(item:)` reaches SelectionHandling in the controller's
  // own SectionIndexPath, and the selection stays, as UIKit's does.
  @Test func aTapSelectsTheRowAndTellsTheController() {
    let harness = SectionHarness(SHRRows(), model: ["a", "b"])
    harness.tap(item: 1)
    #expect(harness.controller.log.contains("select 1"))
    #expect(harness.controller.context?.selectedItemIndices == [1])
    #expect(harness.snapshot().contains("0-1 *"))
  }

  // A controller that deletes its row on tap (CollectionViewContext.apply) changes its item
  // count on its own; the harness records the batch and shows the remaining rows.
  @Test func aControllerThatDeletesItsTappedRowShowsTheRest() {
    let controller = SHRRows()
    controller.deletesOnTap = true
    let harness = SectionHarness(controller, model: ["a", "b", "c"])
    harness.tap(item: 1)
    #expect(harness.visibleTexts == ["a", "c"])
    #expect(harness.numberOfItems() == 2)
    #expect(harness.lastBatch?.oneLineDescription == "delete items [0-1]")
  }

  // DisplayHandling: the rows shown at mount are displayed; a scroll ends those that leave and
  // displays those that arrive.
  @Test func displayEventsFollowTheViewport() {
    let controller = SHRRows()
    let harness = SectionHarness(
      controller, model: Array(rows.prefix(4)), size: CGSize(width: 100, height: 80))
    #expect(controller.log.filter { $0.hasPrefix("+") || $0.hasPrefix("-") } == ["+0", "+1"])
    controller.log = []
    harness.scroll(by: 80)
    #expect(
      controller.log.filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.sorted()
        == ["+2", "+3", "-0", "-1"])
  }

  // WritingASectionController.md Step 7: the next viewport is prefetched, never the rows shown.
  @Test func prefetchAsksForTheRowsAheadOnly() {
    let controller = SHRRows()
    _ = SectionHarness(controller, model: rows, size: CGSize(width: 100, height: 80))
    #expect(controller.log.contains("prefetch [2, 3]"))
    #expect(!controller.log.contains { $0.hasPrefix("prefetch [0") })
  }

  // WorkingRangeHandling: a shown section is in the working range; its removal takes it out.
  @Test func theMountedSectionEntersTheWorkingRangeOnceAndLeavesWhenRemoved() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    #expect(controller.log.filter { $0 == "enter" }.count == 1)
    harness.update([])
    #expect(controller.log.filter { $0 == "enter" || $0 == "exit" } == ["enter", "exit"])
  }

  // `drag(item:toItem:)` within one controller: it is both the drag source and the drop
  // destination, in its own index paths.
  @Test func aDragWithinTheSectionReachesTheControllerAsSourceAndDestination() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a", "b", "c"])
    #expect(harness.drag(item: 0, toItem: 2))
    #expect(controller.log.contains("drop at 2"))
    #expect(controller.log.contains("dropped [0] at 2"))
  }

  // InteractiveMoving: a move through the view reaches the controller, and the screen shows
  // its new order (UIKit's moveItemAt contract).
  @Test func anInteractiveMoveReordersTheControllersRows() throws {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a", "b", "c"])
    let view = harness.collectionView
    #expect(view.beginInteractiveMovementForItem(at: .item(0)))
    let target = try #require(view.layoutAttributesForItem(at: .item(2))?.frame)
    view.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
    view.endInteractiveMovement()
    #expect(controller.log.contains("move 0→2"))
    #expect(controller.items == ["b", "c", "a"])
    #expect(harness.visibleTexts == ["b", "c", "a"])
  }

  // MARK: Sizes

  // FlowLayoutSizing: the controller's sizes are what the snapshot shows.
  @Test func theControllersSizesAreTheFramesShown() {
    let controller = SHRRows()
    controller.rowHeight = 25
    controller.width = 100
    let harness = SectionHarness(controller, model: ["a", "b"])
    let frames = harness.collectionView.visibleCells.map(\.frame)
    #expect(frames.map(\.size) == [CGSize(width: 100, height: 25), CGSize(width: 100, height: 25)])
  }

  // Product rule: a size that is not finite fails the test with a diagnostic naming the
  // controller and the index, and does not crash.
  @Test func aNonFiniteItemSizeFailsTheTestNamingTheControllerAndItem() {
    withKnownIssue {
      let controller = SHRRows()
      controller.rowHeight = .nan
      _ = SectionHarness(controller, model: ["a", "b"])
    } matching: { issue in
      shrMentions(issue, ["invalidSize", "SHRRows", "index path 0-"])
        || shrMentions(issue, ["cannot place it", "SHRRows", "index path 0-"])
    }
  }

  // The same rule for a header's height that is not finite.
  @Test func aNonFiniteHeaderHeightFailsTheTestNamingTheController() {
    withKnownIssue {
      let controller = SHRRows()
      controller.headerHeight = .infinity
      let harness = SectionHarness(controller, model: ["a"])
      _ = harness.snapshot()
    } matching: { issue in
      shrMentions(issue, ["SHRRows"]) && shrMentions(issue, ["header"])
    }
  }

  // MARK: Misbehaving controllers

  // Changes that do not add up to the new count: the adapter reloads the section and reports
  // itemCountMismatch, naming the controller; the screen shows the controller's items.
  @Test func changesThatDoNotAddUpFailTheTestAndTheScreenStillShowsTheItems() {
    let harness = SectionHarness(SHRLiar(), model: 2)
    withKnownIssue {
      harness.update(to: 4)
    } matching: { issue in
      shrMentions(issue, ["SHRLiar"])
    }
    #expect(harness.visibleTexts == ["row 0", "row 1", "row 2", "row 3"])
  }

  // A count changed behind the adapter's back is caught at the next update, naming the
  // controller, and the screen shows the items again.
  @Test func aCountChangedBehindTheAdaptersBackIsCaughtAtTheNextUpdate() {
    let liar = SHRLiar()
    let harness = SectionHarness(liar, model: 2)
    liar.count = 3
    withKnownIssue {
      harness.update(to: 4)
    } matching: { issue in
      shrMentions(issue, ["SHRLiar"]) || shrMentions(issue, ["section section"])
    }
    #expect(harness.visibleTexts == ["row 0", "row 1", "row 2", "row 3"])
  }

  // A cell returned without being dequeued (UIKit throws) fails the test, naming the
  // controller and the item.
  @Test func aCellNotDequeuedFailsTheTestNamingTheControllerAndItem() {
    withKnownIssue {
      _ = SectionHarness(SHRUndequeued(), model: 0)
    } matching: { issue in
      shrMentions(issue, ["SHRUndequeued"]) && shrMentions(issue, ["0-0"])
    }
  }

  // One identifier dequeued as two classes (UIKit returns the registered class and the cast
  // traps): the test fails naming the controller, and does not crash.
  @Test func oneIdentifierDequeuedAsTwoClassesFailsTheTestNamingTheController() {
    let controller = SHRRows()
    controller.secondCellClassFrom = 1
    let harness = CollectionHarness([])
    let error = harness.expectCollectionViewError {
      harness.update([Section(id: "section", model: ["a", "b"], controller: controller)])
    }
    guard case .dequeueTypeMismatch(let identifier, _, _)? = error else {
      Issue.record("expected a dequeue type mismatch, got \(String(describing: error))")
      return
    }
    #expect(identifier == "row")
    #expect(harness.diagnostics.first?.controllerType?.contains("SHRRows") == true)
    #expect(harness.diagnostics.first?.indexPath == .item(1))
  }

  // One mistake, one error: the controller did dequeue through its context, so the mismatch
  // should not be followed by a second error saying the cell was not dequeued.
  @Test func aDequeueMismatchIsOneErrorNotAlsoANotDequeuedOne() {
    let controller = SHRRows()
    controller.secondCellClassFrom = 1
    let harness = CollectionHarness([])
    harness.expectCollectionViewError {
      harness.update([Section(id: "section", model: ["a", "b"], controller: controller)])
    }
    let errors = harness.collectionView.errors.map { "\($0)" }
    #expect(errors.count == 1, "\(errors)")
  }

  // Product rule: a failure names the controller AND the index. The diagnostic of a collection
  // view error carries the index path (0-1 here), but the harness's message drops it.
  @Test func aCollectionViewErrorsFailureNamesTheItem() {
    let controller = SHRRows()
    controller.secondCellClassFrom = 1
    let comments = SHRComments()
    withKnownIssue {
      _ = SectionHarness(controller, model: ["a", "b"])
    } matching: { issue in
      comments.append(issue.comments.map(\.rawValue).joined(separator: " "))
      return true
    }
    let mismatch = comments.all.first { $0.contains("registered for") } ?? ""
    #expect(mismatch.contains("SHRRows"))
    #expect(mismatch.contains("0-1"), "\(mismatch)")
  }

  // SectionController.update(to:): "until then numberOfItems … must still describe the old
  // items". A controller that changes them early is caught, naming it, and the screen still
  // shows its items.
  @Test func aControllerThatChangesItsCountBeforeTheCommitIsCaught() {
    let harness = SectionHarness(SHREager(), model: ["a"])
    withKnownIssue {
      harness.update(to: ["a", "b"])
    } matching: { issue in
      shrMentions(issue, ["SHREager"])
    }
    #expect(harness.visibleTexts == ["a", "b"])
  }

  // `allowing:` records a kind of diagnostic without failing the test.
  @Test func anAllowedKindIsRecordedWithoutFailing() {
    let controller = SHRRows()
    controller.rowHeight = -5
    let harness = SectionHarness(controller, model: ["a"], allowing: [.invalidSize])
    #expect(harness.diagnostics.map(\.kind) == [.invalidSize])
    #expect(harness.diagnostics.first?.indexPath == .item(0))
    #expect(harness.visibleTexts == ["a"])
  }

  // MARK: Supplementary views

  // WritingASectionController.md Step 5: a header needs a view and a height; it is read by kind
  // and shown above the rows.
  @Test func aHeaderWithAHeightIsShownAboveTheRows() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: ["a"])
    #expect(harness.visibleTexts(ofKind: .header) == ["Header"])
    #expect(harness.snapshot().contains("header 0  0,0 320×30   Header"))
    #expect(controller.log.contains("+header"))
  }

  // Step 5: a header of height zero is not laid out at all.
  @Test func aHeaderOfHeightZeroIsNotAsked() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    #expect(harness.visibleTexts(ofKind: .header).isEmpty)
    #expect(!controller.log.contains("view header"))
  }

  // Step 5: a header placed but not provided is a missingSupplementaryView diagnostic that
  // fails the test naming the controller.
  @Test func aHeaderPlacedButNotProvidedFailsTheTest() {
    withKnownIssue {
      let controller = SHRRows()
      controller.headerHeight = 30
      controller.headerText = nil
      _ = SectionHarness(controller, model: ["a"])
    } matching: { issue in
      shrMentions(issue, ["returned no view", "SHRRows"])
    }
  }

  // CollectionViewContext.reloadSupplementaryView: the header is asked again and shows its
  // new text.
  @Test func reloadingTheHeaderThroughTheContextShowsItsNewText() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: ["a"])
    controller.headerText = "New"
    controller.context?.reloadSupplementaryView(ofKind: .header)
    #expect(harness.visibleTexts(ofKind: .header) == ["New"])
  }

  // Adding a header: the controller gives it a height and reloads its section through the
  // context (ItemChanges.reloadSection); the header appears above the rows.
  @Test func aHeaderAddedByReloadingTheSectionAppears() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    controller.headerHeight = 30
    controller.context?.apply(.reloadSection) {}
    #expect(harness.visibleTexts(ofKind: .header) == ["Header"])
    #expect(harness.collectionView.visibleCells.first?.frame.minY == 30)
  }

  // Removing a header the same way: it is no longer shown, and its display ends.
  @Test func aHeaderRemovedByReloadingTheSectionDisappearsAndEndsDisplay() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: ["a"])
    controller.headerHeight = 0
    controller.context?.apply(.reloadSection) {}
    #expect(harness.visibleTexts(ofKind: .header).isEmpty)
    #expect(controller.log.contains("-header"))
    #expect(harness.collectionView.visibleCells.first?.frame.minY == 0)
  }

  // A header scrolled out of the viewport ends its display, and is asked again when it comes
  // back (UIKit's willDisplaySupplementaryView / didEndDisplayingSupplementaryView).
  @Test func aHeaderScrolledAwayEndsDisplayAndIsAskedAgainOnItsReturn() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: rows, size: CGSize(width: 100, height: 80))
    controller.log = []
    harness.scroll(by: 200)
    #expect(controller.log.contains("-header"))
    controller.log = []
    harness.scroll(toItem: 0)
    harness.scroll(by: -100)
    #expect(controller.log.contains("+header"))
    #expect(harness.visibleTexts(ofKind: .header) == ["Header"])
  }

  // An empty section still shows its header, and reloading it through the context works.
  @Test func anEmptySectionShowsItsHeaderAndReloadsIt() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: [])
    #expect(harness.visibleTexts(ofKind: .header) == ["Header"])
    controller.headerText = "Nothing yet"
    controller.context?.reloadSupplementaryView(ofKind: .header)
    #expect(harness.visibleTexts(ofKind: .header) == ["Nothing yet"])
  }

  // Reloading a kind the layout does not place (a footer of height zero) is harmless.
  @Test func reloadingAFooterThatIsNotLaidOutIsHarmless() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: ["a"])
    controller.context?.reloadSupplementaryView(ofKind: .footer)
    controller.context?.invalidateSupplementaryView(ofKind: .footer)
    #expect(harness.visibleTexts(ofKind: .footer).isEmpty)
    #expect(harness.diagnostics.isEmpty)
  }

  // WritingASectionController.md Step 5: item changes do not refresh a header (documented).
  @Test func itemChangesDoNotRefreshTheHeaderAsDocumented() {
    let controller = SHRRows()
    controller.headerHeight = 30
    let harness = SectionHarness(controller, model: ["a"])
    controller.headerText = "2 rows"
    harness.update(to: ["a", "b"])
    #expect(harness.visibleTexts(ofKind: .header) == ["Header"])
    harness.adapter.reloadSections(withIDs: [SectionHarness<SHRRows>.sectionID])
    #expect(harness.visibleTexts(ofKind: .header) == ["2 rows"])
  }

  // A header view dequeued as another kind (a footer for a header) is a misuse UIKit asserts on:
  // the test fails naming the controller.
  @Test func aHeaderDequeuedAsAnotherKindFailsTheTestNamingTheController() {
    withKnownIssue {
      let controller = SHRRows()
      controller.headerHeight = 30
      controller.headerDequeueKind = .footer
      _ = SectionHarness(controller, model: ["a"])
    } matching: { issue in
      shrMentions(issue, ["SHRRows"])
    }
  }

  // A header view not dequeued (UIKit throws) fails the test naming the controller and kind.
  @Test func aHeaderNotDequeuedFailsTheTestNamingTheController() {
    withKnownIssue {
      let controller = SHRRows()
      controller.headerHeight = 30
      controller.headerNotDequeued = true
      _ = SectionHarness(controller, model: ["a"])
    } matching: { issue in
      shrMentions(issue, ["SHRRows", "not dequeued"])
    }
  }

  // CollectionHarness.update: "more than one [batch] when a controller asks for item changes
  // while the update is applied"; the screen shows both.
  @Test func aChangeAskedForWhileCommittingIsASecondBatchOfTheSameUpdate() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    controller.appendsOnCommit = true
    let batches = harness.update(to: ["a", "b"])
    #expect(batches.count == 2)
    #expect(harness.visibleTexts == ["a", "b", "extra"])
    #expect(harness.numberOfItems() == 3)
  }

  // A controller's own change whose counts do not add up fails the test naming the controller,
  // and the screen still shows its items.
  @Test func aControllersOwnChangeThatDoesNotAddUpFailsAndTheScreenShowsTheItems() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    withKnownIssue {
      controller.context?.apply(ItemChanges(inserts: [1])) {}
    } matching: { issue in
      shrMentions(issue, ["SHRRows"])
    }
    #expect(harness.visibleTexts == ["a"])
  }

  // Selecting an item that does not exist through the context fails the test naming the
  // controller, and does not crash.
  @Test func selectingAMissingItemThroughTheContextFailsNamingTheController() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    withKnownIssue {
      controller.context?.selectItem(at: 9, scrollPosition: [])
    } matching: { issue in
      shrMentions(issue, ["SHRRows"])
    }
    #expect(harness.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  // A controller's own report names its section, controller and index path in the failure.
  @Test func aControllersOwnReportNamesItsControllerAndIndex() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    withKnownIssue {
      controller.context?.environment.report(
        .invalidSize, indexPath: .item(0), message: "row 0 is too tall")
    } matching: { issue in
      shrMentions(issue, ["row 0 is too tall", "section section", "SHRRows", "index path 0-0"])
    }
    #expect(harness.diagnostics.count == 1)
  }

  // CollectionViewContext.reloadSupplementaryView: "called while the controller commits an
  // update, inside the adapter's batch, the view is replaced when that batch is applied, in
  // the same pass": one batch, and the header shows the new count.
  @Test func aHeaderReloadedWhileCommittingShowsItsNewTextInTheSameBatch() {
    let controller = SHRRows()
    controller.headerHeight = 30
    controller.reloadsHeaderOnCommit = true
    let harness = SectionHarness(controller, model: ["a"])
    #expect(harness.visibleTexts(ofKind: .header) == ["1 rows"])
    let batches = harness.update(to: ["a", "b"])
    #expect(batches.count == 1)
    #expect(harness.visibleTexts(ofKind: .header) == ["2 rows"])
    #expect(harness.snapshot() == harness.collectionView.snapshot())
  }

  // A change the controller asks for on its own, outside any harness call (a timer, a
  // network reply), is applied and recorded among the harness's batches.
  @Test func aChangeAskedForOutsideAHarnessCallIsShownAndRecorded() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    let before = harness.batches.count
    controller.context?.apply(ItemChanges(inserts: [1])) {
      controller.update(to: ["a", "b"]).commit()
    }
    #expect(harness.batches.count == before + 1)
    #expect(harness.visibleTexts == ["a", "b"])
  }

  // The context's visible indices and cells follow the harness's scroll.
  @Test func theContextsVisibleItemsFollowTheScroll() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: rows, size: CGSize(width: 100, height: 80))
    #expect(controller.context?.visibleItemIndices == [0, 1])
    harness.scroll(toItem: 5)
    #expect(controller.context?.visibleItemIndices == [5, 6])
    #expect(controller.context?.cellForItem(at: 5)?.text == "f")
    #expect(controller.context?.cellForItem(at: 0) == nil)
  }

  // A section removed and shown again with the same controller comes back with its items,
  // its context set again (IGListKit builds a controller per appearance; here the instance is
  // given, so it is the one shown).
  @Test func aSectionRemovedAndShownAgainShowsTheControllersModel() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    harness.update([])
    #expect(controller.context?.sectionIndex == nil)
    harness.update(to: ["b", "c"])
    #expect(controller.context?.sectionIndex == 0)
    #expect(harness.visibleTexts == ["b", "c"])
  }

  // Scrolling through the context to an item that does not exist fails the test naming the
  // controller, and does not crash.
  @Test func scrollingToAMissingItemThroughTheContextFailsNamingTheController() {
    let controller = SHRRows()
    let harness = SectionHarness(controller, model: ["a"])
    withKnownIssue {
      controller.context?.scrollToItem(at: 4, at: .top)
    } matching: { issue in
      shrMentions(issue, ["SHRRows"])
    }
    #expect(harness.collectionView.contentOffset.y == 0)
  }

  // Parity for headers: the same controller in a CollectionHarness shows the same header.
  @Test func aHeaderShowsTheSameInBothHarnesses() {
    let alone = SHRRows()
    alone.headerHeight = 30
    let mounted = SHRRows()
    mounted.headerHeight = 30
    let one = SectionHarness(alone, model: ["a"])
    let full = CollectionHarness([Section(id: "section", model: ["a"], controller: mounted)])
    #expect(one.snapshot() == full.snapshot())
    #expect(alone.log == mounted.log)
  }

  // MARK: Snapshot and parity

  // TestingASectionController.md: `snapshot()` is the viewport as the view shows it.
  @Test func theHarnessSnapshotIsTheViewsSnapshot() {
    let controller = SHRRows()
    controller.headerHeight = 20
    controller.footerHeight = 10
    let harness = SectionHarness(controller, model: ["a", "b"])
    harness.tap(item: 0)
    #expect(harness.snapshot() == harness.collectionView.snapshot())
    #expect(harness.snapshot().contains("footer 0"))
  }

  // Parity: the same controller in a SectionHarness and in a CollectionHarness under the same
  // id shows the same screen and sends the same batches.
  @Test func aSectionHarnessShowsWhatACollectionHarnessShows() {
    let one = SectionHarness(SHRRows(), model: ["a", "b"])
    let controller = SHRRows()
    let full = CollectionHarness([
      Section(id: "section", model: ["a", "b"], controller: controller)
    ])
    #expect(one.snapshot() == full.snapshot())
    let oneBatches = one.update(to: ["b"])
    let fullBatches = full.update([Section(id: "section", model: ["b"], controller: controller)])
    #expect(oneBatches == fullBatches)
    #expect(one.snapshot() == full.snapshot())
  }
}
