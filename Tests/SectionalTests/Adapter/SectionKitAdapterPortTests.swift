// These tests port the behaviour checked by SectionKit's own adapter tests
// (traderepublic/SectionKit, SectionKit/Tests/CollectionViewAdapter) to Sectional's API.
//
// How names map: SectionKit's `testX` becomes a sentence saying what the adapter does; its
// `ListCollectionViewAdapter` is `CollectionViewAdapter`, its `SingleSectionCollectionViewAdapter`
// is a `CollectionViewAdapter` given at most one section, its `errorHandler` is
// `diagnosticHandler`, its `scrollViewDelegate` is `scrollDelegate`, its section delegates
// (`SectionDelegate`, `SectionFlowDelegate`, `SectionDataSourcePrefetchingDelegate`) are the
// capabilities a controller adopts (`SelectionHandling`, `DisplayHandling`, `FlowLayoutSizing`,
// `PrefetchHandling`, …), and its "WithoutDelegate" variants are controllers that do not adopt
// the capability. The UIKit-only questions (menus, focus, zoom, spring loading, index titles)
// have no counterpart and are not ported.

import Foundation
import Sectional
import Testing

/// A text list that adopts every capability SectionKit's adapter tests route to, records what it
/// is asked, in its own indices, and answers `answer` to every yes-or-no question.
@MainActor
private final class PortProbe: DiffingListSectionController<[String], String>, SelectionHandling,
  DisplayHandling, PrefetchHandling, ContextMenuProviding, InteractiveMoving,
  SupplementaryViewProviding
{
  var events: [String] = []
  var answer = false
  var lastCell: CollectionViewCell?
  var displayedViews: [ObjectIdentifier] = []

  private func record(_ event: String, _ indexPath: SectionIndexPath) {
    events.append("\(event) \(indexPath.indexInSectionController)@\(indexPath.sectionIndex)")
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = super.cellForItem(at: indexPath, in: context)
    lastCell = cell
    return cell
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard kind == .header || kind == .footer else { return nil }
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = kind == .header ? "header" : "footer"
    return view
  }

  func shouldHighlightItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldHighlight", indexPath)
    return answer
  }

  func didHighlightItem(at indexPath: SectionIndexPath) { record("didHighlight", indexPath) }
  func didUnhighlightItem(at indexPath: SectionIndexPath) { record("didUnhighlight", indexPath) }

  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldSelect", indexPath)
    return answer
  }

  func didSelectItem(at indexPath: SectionIndexPath) { record("didSelect", indexPath) }

  func shouldDeselectItem(at indexPath: SectionIndexPath) -> Bool {
    record("shouldDeselect", indexPath)
    return answer
  }

  func didDeselectItem(at indexPath: SectionIndexPath) { record("didDeselect", indexPath) }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    displayedViews.append(ObjectIdentifier(cell))
    record("willDisplay", indexPath)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    displayedViews.append(ObjectIdentifier(cell))
    record("didEndDisplaying", indexPath)
  }

  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    displayedViews.append(ObjectIdentifier(view))
    record("willDisplay \(kind.rawValue)", indexPath)
  }

  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    displayedViews.append(ObjectIdentifier(view))
    record("didEndDisplaying \(kind.rawValue)", indexPath)
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    events.append("prefetch \(indexPaths.map(\.indexInCollectionView))")
  }

  func cancelPrefetchingItems(at indexPaths: [SectionIndexPath]) {
    events.append("cancel \(indexPaths.map(\.indexInCollectionView))")
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    record("menu \(Int(point.x)),\(Int(point.y))", indexPath)
    return ContextMenuConfiguration(
      identifier: items[indexPath.indexInSectionController], actions: [])
  }

  func canMoveItem(at indexPath: SectionIndexPath) -> Bool {
    record("canMove", indexPath)
    return answer
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    events.append(
      "move \(source.indexInSectionController)@\(source.sectionIndex) to "
        + "\(destination.indexInSectionController)@\(destination.sectionIndex)")
  }
}

/// A text list that sizes its flow layout section with fixed, distinctive values.
@MainActor
private final class PortSizing: DiffingListSectionController<[String], String>, FlowLayoutSizing {
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    CGSize(width: 40, height: 20)
  }

  func sectionInsets(in context: any CollectionViewContext) -> LayoutInsets? {
    LayoutInsets(top: 1, left: 2, bottom: 4, right: 8)
  }

  func minimumLineSpacing(in context: any CollectionViewContext) -> CGFloat? { 3 }
  func minimumInteritemSpacing(in context: any CollectionViewContext) -> CGFloat? { 5 }
  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: 100, height: 6)
  }
  func footerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: 100, height: 7)
  }
}

/// A scroll delegate that records each event, and whether it came from the expected view.
@MainActor
private final class PortScrollRecorder: CollectionViewScrollDelegate {
  weak var expectedView: HeadlessCollectionView?
  var events: [String] = []
  var allowsScrollToTop = false

  private func record(_ event: String, _ collectionView: any CollectionView) {
    let same = (collectionView as AnyObject) === expectedView
    events.append(same ? event : "\(event) from another view")
  }

  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    record("didScroll", collectionView)
  }

  func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
    record("willBeginDragging", collectionView)
  }

  func scrollViewWillEndDragging(
    _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    record(
      "willEndDragging \(velocity.x),\(velocity.y) -> \(targetContentOffset.x),"
        + "\(targetContentOffset.y)", collectionView)
  }

  func scrollViewDidEndDragging(
    _ collectionView: any CollectionView, willDecelerate decelerate: Bool
  ) {
    record("didEndDragging \(decelerate)", collectionView)
  }

  func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView) {
    record("willBeginDecelerating", collectionView)
  }

  func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {
    record("didEndDecelerating", collectionView)
  }

  func scrollViewShouldScrollToTop(_ collectionView: any CollectionView) -> Bool {
    record("shouldScrollToTop", collectionView)
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ collectionView: any CollectionView) {
    record("didScrollToTop", collectionView)
  }
}

/// Two sections, a plain list and a probe, so that every routed event must find the second.
@MainActor
private func probeHarness(_ probe: PortProbe, items: [String] = ["a", "b", "c"])
  -> AdapterHarness
{
  let harness = AdapterHarness()
  harness.show([
    Section(id: "plain", model: ["x"], controller: TextList()),
    Section(id: "probe", model: items, controller: probe),
  ])
  // What showing the sections told the probe is not what a test asks about.
  probe.events = []
  probe.displayedViews = []
  return harness
}

// MARK: - The adapter (ListCollectionViewAdapterTests)

@MainActor
@Suite("SectionKitAdapterPort: the adapter")
struct SectionKitAdapterPortAdapterTests {
  @Test func theAdapterBecomesTheViewsDataSourceDelegateAndPrefetchDataSource() {
    let harness = AdapterHarness()
    #expect(harness.view.dataSource === harness.adapter)
    #expect(harness.view.delegate === harness.adapter)
    #expect(harness.view.prefetchDataSource === harness.adapter)
    #expect(harness.view.isPrefetchingEnabled)
  }

  @Test func theAdapterBecomesTheViewsDragAndDropDelegate() {
    let harness = AdapterHarness()
    #expect(harness.view.dragDelegate === harness.adapter)
    #expect(harness.view.dropDelegate === harness.adapter)
  }

  @Test func theScrollDelegateIsKeptAsGiven() {
    let harness = AdapterHarness()
    let recorder = PortScrollRecorder()
    harness.adapter.scrollDelegate = recorder
    #expect(harness.adapter.scrollDelegate === recorder)
  }

  @Test func theScrollDelegateIsHeldWeakly() {
    let harness = AdapterHarness()
    do {
      let recorder = PortScrollRecorder()
      harness.adapter.scrollDelegate = recorder
    }
    #expect(harness.adapter.scrollDelegate == nil)
  }

  @Test func theDiagnosticHandlerGivenIsTheOneThatHearsProblems() {
    let harness = AdapterHarness()
    var heard: [Diagnostic.Kind] = []
    harness.adapter.diagnosticHandler = { heard.append($0.kind) }
    harness.show(AdapterHarness.lists([("same", ["1"]), ("same", ["2"])]))
    #expect(heard == [.duplicateSectionID])
  }

  @Test func theFirstSectionsShownAreTheAdaptersSections() {
    let harness = AdapterHarness()
    let probe = PortProbe()
    harness.show([Section(id: "", model: ["a"], controller: probe)])
    #expect(harness.adapter.sectionIDs == [SectionID("")])
    #expect(harness.adapter.sectionController(forSectionID: "") === probe)
    harness.expectNoProblems()
  }

  @Test func aShownControllerIsGivenAContextForItsSection() {
    let harness = AdapterHarness()
    let probe = PortProbe()
    harness.show([Section(id: "", model: ["a"], controller: probe)])
    #expect(probe.context != nil)
    #expect(probe.context?.sectionID == SectionID(""))
    #expect(probe.context?.sectionIndex == 0)
  }

  @Test func aControllerWhoseSectionIsReplacedLosesItsContextAndTheNewOneGetsOne() {
    let harness = AdapterHarness()
    let initial = PortProbe()
    harness.show([Section(id: "initial", model: ["a"], controller: initial)])
    let replacement = PortProbe()
    harness.show([Section(id: "replacement", model: ["a"], controller: replacement)])
    #expect(initial.context == nil)
    #expect(replacement.context?.sectionID == SectionID("replacement"))
    harness.expectNoProblems()
  }

  @Test func duplicateIDsInTheFirstSectionsKeepTheFirstAndAreReported() {
    let harness = AdapterHarness()
    let first = PortProbe()
    let second = PortProbe()
    harness.show([
      Section(id: "", model: ["a"], controller: first),
      Section(id: "", model: ["b"], controller: second),
    ])
    #expect(harness.adapter.sectionIDs == [SectionID("")])
    #expect(harness.adapter.sectionController(forSectionID: "") === first)
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
    #expect(harness.diagnostics.first?.sectionID == SectionID(""))
  }

  @Test func duplicateIDsInALaterUpdateKeepTheFirstAndAreReported() {
    let harness = AdapterHarness()
    harness.show([])
    let first = PortProbe()
    let second = PortProbe()
    harness.show([
      Section(id: "", model: ["a"], controller: first),
      Section(id: "", model: ["b"], controller: second),
    ])
    #expect(harness.adapter.sectionIDs == [SectionID("")])
    #expect(harness.adapter.sectionController(forSectionID: "") === first)
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
    #expect(harness.diagnostics.first?.sectionID == SectionID(""))
  }

  @Test func anUpdateKeepsTheControllerOfAnIDAndSendsItTheNewModel() {
    let harness = AdapterHarness()
    let first = PortProbe()
    harness.show([Section(id: "section", model: ["1"], controller: first)])
    var builtAgain = false
    harness.show([
      Section(
        id: "section", model: ["2"],
        controller: {
          builtAgain = true
          return PortProbe()
        }())
    ])
    #expect(!builtAgain)
    #expect(harness.adapter.sectionController(forSectionID: "section") === first)
    #expect(first.items == ["2"])
    harness.expectNoProblems()
  }
}

// MARK: - One section (SingleSectionCollectionViewAdapterTests)

@MainActor
@Suite("SectionKitAdapterPort: an adapter of one section")
struct SectionKitAdapterPortSingleSectionTests {
  /// Shows `before`, then records the batches that showing `after` sends.
  private func batches(from before: [Section], to after: [Section]) -> [BatchUpdate] {
    let harness = AdapterHarness()
    harness.show(before)
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.show(after)
    harness.expectNoProblems()
    return batches
  }

  private func section(_ id: String) -> Section {
    Section(id: id, model: ["item"], controller: TextList())
  }

  @Test func anAdapterGivenNoSectionShowsNone() {
    let harness = AdapterHarness()
    harness.show([])
    #expect(harness.adapter.sectionIDs.isEmpty)
    #expect(harness.adapter.numberOfSections(in: harness.view) == 0)
    #expect(harness.view.numberOfSections == 0)
  }

  @Test func anAdapterGivenOneSectionShowsIt() {
    let harness = AdapterHarness()
    harness.show([section("1")])
    #expect(harness.adapter.sectionIDs == [SectionID("1")])
    #expect(harness.shownSections == [["item"]])
  }

  @Test func goingFromNoSectionToOneInsertsSectionZero() {
    let sent = batches(from: [], to: [section("1")])
    #expect(sent.count == 1)
    #expect(sent.first?.sectionInserts == IndexSet([0]))
    #expect(sent.first?.sectionDeletes.isEmpty == true)
    #expect(sent.first?.sectionReloads.isEmpty == true)
    #expect(sent.first?.sectionMoves.isEmpty == true)
  }

  @Test func goingFromOneSectionToNoneDeletesSectionZero() {
    let sent = batches(from: [section("1")], to: [])
    #expect(sent.count == 1)
    #expect(sent.first?.sectionDeletes == IndexSet([0]))
    #expect(sent.first?.sectionInserts.isEmpty == true)
    #expect(sent.first?.sectionReloads.isEmpty == true)
    #expect(sent.first?.sectionMoves.isEmpty == true)
  }

  @Test func keepingTheSameSectionIDChangesNoSection() {
    let sent = batches(from: [section("1")], to: [section("1")])
    #expect(sent.allSatisfy { $0.sectionDeletes.isEmpty && $0.sectionInserts.isEmpty })
    #expect(sent.allSatisfy { $0.sectionReloads.isEmpty && $0.sectionMoves.isEmpty })
  }

  @Test func goingFromNoSectionToNoneChangesNothing() {
    let sent = batches(from: [], to: [])
    #expect(sent.allSatisfy { $0.isEmpty })
  }
}

// MARK: - Data source (UICollectionViewDataSource tests)

@MainActor
@Suite("SectionKitAdapterPort: data source")
struct SectionKitAdapterPortDataSourceTests {
  @Test func theNumberOfSectionsIsTheNumberOfSectionsShown() {
    let harness = AdapterHarness()
    harness.show([Section(id: "", model: ["a"], controller: PortProbe())])
    #expect(harness.adapter.numberOfSections(in: harness.view) == 1)
  }

  @Test func theNumberOfItemsInASectionIsItsControllers() {
    let harness = probeHarness(PortProbe(), items: ["a", "b", "c"])
    #expect(harness.adapter.collectionView(harness.view, numberOfItemsInSection: 0) == 1)
    #expect(harness.adapter.collectionView(harness.view, numberOfItemsInSection: 1) == 3)
  }

  @Test func theNumberOfItemsInASectionThatDoesNotExistIsZero() {
    let harness = probeHarness(PortProbe())
    #expect(harness.adapter.collectionView(harness.view, numberOfItemsInSection: 2) == 0)
  }

  @Test func theCellForAnIndexPathThatIsNotAnItemIsNotAControllersAndIsReported() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let before = probe.lastCell
    _ = harness.adapter.collectionView(harness.view, cellForItemAt: IndexPath())
    #expect(probe.lastCell === before)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  @Test func theHeaderForASectionThatDoesNotExistIsNil() {
    let harness = probeHarness(PortProbe())
    let view = harness.adapter.collectionView(
      harness.view, viewForSupplementaryElementOfKind: .header, at: IndexPath(item: 0, section: 2))
    #expect(view == nil)
  }

  @Test func theHeaderForAnIndexPathThatIsNotASectionIsNil() {
    let harness = probeHarness(PortProbe())
    let view = harness.adapter.collectionView(
      harness.view, viewForSupplementaryElementOfKind: .header, at: IndexPath())
    #expect(view == nil)
  }

  @Test func theCellOfAnItemIsTheOneItsControllerMade() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let cell = harness.view.cellForItem(at: IndexPath(item: 2, section: 1))
    #expect(cell != nil)
    #expect(cell === probe.lastCell)
    #expect(cell?.text == "c")
  }

  @Test func theCellForASectionThatDoesNotExistIsNotAControllersAndIsReported() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let before = probe.lastCell
    let cell = harness.adapter.collectionView(
      harness.view, cellForItemAt: IndexPath(item: 0, section: 2))
    #expect(probe.lastCell === before)
    #expect(cell !== probe.lastCell)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(harness.diagnostics.first?.indexPath == IndexPath(item: 0, section: 2))
  }

  @Test func theHeaderOfASectionIsTheOneItsControllerMade() {
    let harness = AdapterHarness()
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 8
    harness.show([Section(id: "", model: ["a"], controller: PortProbe())])
    #expect(
      harness.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .text == "header")
    harness.expectNoProblems()
  }

  @Test func theFooterOfASectionIsTheOneItsControllerMade() {
    let harness = AdapterHarness()
    (harness.view.collectionViewLayout as? FlowLayout)?.footerReferenceSize.height = 8
    harness.show([Section(id: "", model: ["a"], controller: PortProbe())])
    #expect(
      harness.view.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 0))?
        .text == "footer")
    harness.expectNoProblems()
  }

  @Test func aSupplementaryViewOfAKindTheControllerDoesNotProvideIsNilAndReported() {
    let harness = AdapterHarness()
    harness.show([Section(id: "", model: ["a"], controller: PortProbe())])
    let view = harness.adapter.collectionView(
      harness.view, viewForSupplementaryElementOfKind: "test", at: IndexPath(item: 0, section: 0))
    #expect(view == nil)
    #expect(harness.diagnostics.map(\.kind) == [.missingSupplementaryView])
    #expect(harness.diagnostics.first?.message.contains("test") == true)
  }

  @Test func whetherAnItemCanMoveIsItsControllersAnswer() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    probe.answer = true
    #expect(
      harness.adapter.collectionView(harness.view, canMoveItemAt: IndexPath(item: 1, section: 1)))
    probe.answer = false
    #expect(
      !harness.adapter.collectionView(harness.view, canMoveItemAt: IndexPath(item: 1, section: 1)))
    #expect(probe.events == ["canMove 1@1", "canMove 1@1"])
  }

  @Test func anItemOfAControllerThatDoesNotMoveItemsCannotMove() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    #expect(
      !harness.adapter.collectionView(harness.view, canMoveItemAt: IndexPath(item: 0, section: 0)))
  }

  @Test func aMoveWithinASectionReachesItsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
    #expect(probe.events == ["move 0@1 to 2@1"])
    harness.expectNoProblems()
  }

  @Test func aMoveIntoAnotherSectionDoesNotReachTheControllerAndIsReported() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.count == 1)
    #expect(harness.diagnostics.first?.sectionID == SectionID("probe"))
  }

  @Test func aMoveFromAnIndexPathThatIsNotAnItemIsDroppedAndReported() {
    let harness = AdapterHarness()
    harness.show([])
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(), to: IndexPath(item: 0, section: 1))
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  @Test func aMoveFromASectionThatDoesNotExistIsDroppedAndReported() {
    let harness = AdapterHarness()
    harness.show([])
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(item: 0, section: 1), to: IndexPath())
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }
}

// MARK: - Delegate (UICollectionViewDelegate tests)

@MainActor
@Suite("SectionKitAdapterPort: delegate")
struct SectionKitAdapterPortDelegateTests {
  @Test func shouldHighlightAsksTheItemsControllerInItsOwnIndices() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let answer = harness.adapter.collectionView(
      harness.view, shouldHighlightItemAt: IndexPath(item: 1, section: 1))
    #expect(!answer)
    #expect(probe.events == ["shouldHighlight 1@1"])
  }

  @Test func anItemOfAControllerThatDoesNotHandleSelectionShouldHighlight() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    #expect(
      harness.adapter.collectionView(
        harness.view, shouldHighlightItemAt: IndexPath(item: 0, section: 0)))
  }

  @Test func didHighlightTellsTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(harness.view, didHighlightItemAt: IndexPath(item: 2, section: 1))
    #expect(probe.events == ["didHighlight 2@1"])
  }

  @Test func didUnhighlightTellsTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view, didUnhighlightItemAt: IndexPath(item: 2, section: 1))
    #expect(probe.events == ["didUnhighlight 2@1"])
  }

  @Test func shouldSelectAsksTheItemsControllerInItsOwnIndices() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let answer = harness.adapter.collectionView(
      harness.view, shouldSelectItemAt: IndexPath(item: 0, section: 1))
    #expect(!answer)
    #expect(probe.events == ["shouldSelect 0@1"])
  }

  @Test func anItemOfAControllerThatDoesNotHandleSelectionShouldBeSelected() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    #expect(
      harness.adapter.collectionView(
        harness.view, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
  }

  @Test func shouldDeselectAsksTheItemsControllerInItsOwnIndices() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let answer = harness.adapter.collectionView(
      harness.view, shouldDeselectItemAt: IndexPath(item: 1, section: 1))
    #expect(!answer)
    #expect(probe.events == ["shouldDeselect 1@1"])
  }

  @Test func anItemOfAControllerThatDoesNotHandleSelectionShouldBeDeselected() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    #expect(
      harness.adapter.collectionView(
        harness.view, shouldDeselectItemAt: IndexPath(item: 0, section: 0)))
  }

  @Test func didSelectTellsTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(harness.view, didSelectItemAt: IndexPath(item: 1, section: 1))
    #expect(probe.events == ["didSelect 1@1"])
  }

  @Test func didDeselectTellsTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(harness.view, didDeselectItemAt: IndexPath(item: 1, section: 1))
    #expect(probe.events == ["didDeselect 1@1"])
  }

  @Test func selectionEventsForAControllerThatDoesNotHandleThemAreIgnoredQuietly() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let item = IndexPath(item: 0, section: 0)
    harness.adapter.collectionView(harness.view, didHighlightItemAt: item)
    harness.adapter.collectionView(harness.view, didUnhighlightItemAt: item)
    harness.adapter.collectionView(harness.view, didSelectItemAt: item)
    harness.adapter.collectionView(harness.view, didDeselectItemAt: item)
    harness.expectNoProblems()
  }

  @Test func willDisplayTellsTheItemsControllerWithTheCell() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let cell = CollectionViewCell()
    harness.adapter.collectionView(
      harness.view, willDisplay: cell, forItemAt: IndexPath(item: 2, section: 1))
    #expect(probe.events == ["willDisplay 2@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(cell)])
  }

  @Test func willDisplayOfAHeaderTellsTheSectionsControllerWithTheView() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let header = CollectionReusableView()
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: header, forElementKind: .header,
      at: IndexPath(item: 0, section: 1))
    #expect(probe.events == ["willDisplay \(ElementKind.header.rawValue) 0@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(header)])
  }

  @Test func willDisplayOfAFooterTellsTheSectionsControllerWithTheView() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let footer = CollectionReusableView()
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: footer, forElementKind: .footer,
      at: IndexPath(item: 0, section: 1))
    #expect(probe.events == ["willDisplay \(ElementKind.footer.rawValue) 0@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(footer)])
  }

  @Test func displayEventsForAControllerThatDoesNotHandleThemAreIgnoredQuietly() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let item = IndexPath(item: 0, section: 0)
    let cell = CollectionViewCell()
    let header = CollectionReusableView()
    harness.adapter.collectionView(harness.view, willDisplay: cell, forItemAt: item)
    harness.adapter.collectionView(harness.view, didEndDisplaying: cell, forItemAt: item)
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: header, forElementKind: .header, at: item)
    harness.adapter.collectionView(
      harness.view, didEndDisplayingSupplementaryView: header, forElementKind: .header, at: item)
    harness.expectNoProblems()
  }

  @Test func didEndDisplayingTellsTheControllerThatDisplayedTheCell() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let cell = CollectionViewCell()
    let item = IndexPath(item: 1, section: 1)
    harness.adapter.collectionView(harness.view, willDisplay: cell, forItemAt: item)
    probe.events = []
    probe.displayedViews = []
    harness.adapter.collectionView(harness.view, didEndDisplaying: cell, forItemAt: item)
    #expect(probe.events == ["didEndDisplaying 1@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(cell)])
  }

  @Test func didEndDisplayingOfAHeaderTellsTheControllerThatDisplayedIt() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let header = CollectionReusableView()
    let section = IndexPath(item: 0, section: 1)
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: header, forElementKind: .header, at: section)
    probe.events = []
    probe.displayedViews = []
    harness.adapter.collectionView(
      harness.view, didEndDisplayingSupplementaryView: header, forElementKind: .header,
      at: section)
    #expect(probe.events == ["didEndDisplaying \(ElementKind.header.rawValue) 0@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(header)])
  }

  @Test func didEndDisplayingOfAFooterTellsTheControllerThatDisplayedIt() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let footer = CollectionReusableView()
    let section = IndexPath(item: 0, section: 1)
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: footer, forElementKind: .footer, at: section)
    probe.events = []
    probe.displayedViews = []
    harness.adapter.collectionView(
      harness.view, didEndDisplayingSupplementaryView: footer, forElementKind: .footer,
      at: section)
    #expect(probe.events == ["didEndDisplaying \(ElementKind.footer.rawValue) 0@1"])
    #expect(probe.displayedViews == [ObjectIdentifier(footer)])
  }

  // SectionKit reports a kind other than header or footer and tells no controller. Sectional
  // documents any string as a kind (`ElementKind`: "custom layouts can add their own (badges,
  // separators, backgrounds)"; `SupplementaryViewProviding`: "headers, footers, or any other
  // kind"), so the section's controller is told of it.
  @Test func willDisplayOfASupplementaryViewOfACustomKindIsToldToTheController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view, willDisplaySupplementaryView: CollectionReusableView(), forElementKind: "test",
      at: IndexPath(item: 0, section: 1))
    #expect(probe.events == ["willDisplay test 0@1"])
    harness.expectNoProblems()
  }

  // SectionKit returns any proposed index path. Sectional documents that items move only within
  // their section (`CollectionViewAdapter`'s
  // `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:toProposedIndexPath:)`
  // and `Diagnostic.Kind.crossSectionMove`): the item stays where it was, and it is reported.
  @Test func aMoveProposedIntoAnotherSectionKeepsTheItemWhereItWasAndIsReported() {
    let harness = probeHarness(PortProbe())
    let proposed = harness.adapter.collectionView(
      harness.view,
      targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 1),
      toProposedIndexPath: IndexPath(item: 0, section: 0))
    #expect(proposed == IndexPath(item: 0, section: 1))
    #expect(harness.diagnostics.map(\.kind) == [.crossSectionMove])
  }

  @Test func aMoveProposedWithinTheSectionIsAccepted() {
    let harness = probeHarness(PortProbe())
    let proposed = harness.adapter.collectionView(
      harness.view,
      targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 1),
      toProposedIndexPath: IndexPath(item: 2, section: 1))
    #expect(proposed == IndexPath(item: 2, section: 1))
    harness.expectNoProblems()
  }

  @Test func theContextMenuOfAnItemIsItsControllersWithThePoint() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    let menu = harness.adapter.collectionView(
      harness.view, contextMenuConfigurationForItemAt: IndexPath(item: 1, section: 1),
      point: CGPoint(x: 1, y: 2))
    #expect(menu?.identifier == "b")
    #expect(probe.events == ["menu 1,2 1@1"])
  }

  @Test func anItemOfAControllerWithoutContextMenusHasNone() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let menu = harness.adapter.collectionView(
      harness.view, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0),
      point: CGPoint(x: 1, y: 2))
    #expect(menu == nil)
    harness.expectNoProblems()
  }
}

// MARK: - Prefetching (UICollectionViewDataSourcePrefetching tests)

@MainActor
@Suite("SectionKitAdapterPort: prefetching")
struct SectionKitAdapterPortPrefetchingTests {
  @Test func prefetchingReachesTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view,
      prefetchItemsAt: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    #expect(probe.events == ["prefetch [[1, 0], [1, 1]]"])
  }

  @Test func prefetchingOfIndexPathsThatAreNotItemsDropsThemAndPrefetchesTheRest() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view,
      prefetchItemsAt: [
        IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(),
        IndexPath(item: 0, section: 2),
      ])
    #expect(probe.events == ["prefetch [[1, 0], [1, 1]]"])
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath])
  }

  @Test func cancellingPrefetchingReachesTheItemsController() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view,
      cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    #expect(probe.events == ["cancel [[1, 0], [1, 1]]"])
  }

  @Test func cancellingPrefetchingOfIndexPathsThatAreNotItemsDropsThemAndCancelsTheRest() {
    let probe = PortProbe()
    let harness = probeHarness(probe)
    harness.adapter.collectionView(
      harness.view,
      cancelPrefetchingForItemsAt: [
        IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(),
        IndexPath(item: 0, section: 2),
      ])
    #expect(probe.events == ["cancel [[1, 0], [1, 1]]"])
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath])
  }
}

// MARK: - Flow layout (UICollectionViewDelegateFlowLayout tests)

@MainActor
@Suite("SectionKitAdapterPort: flow layout")
struct SectionKitAdapterPortFlowLayoutTests {
  private var layout: FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 30, height: 10)
    layout.sectionInset = LayoutInsets(top: 10, left: 20, bottom: 30, right: 40)
    layout.minimumLineSpacing = 11
    layout.minimumInteritemSpacing = 12
    layout.headerReferenceSize = CGSize(width: 100, height: 13)
    layout.footerReferenceSize = CGSize(width: 100, height: 14)
    return layout
  }

  /// An adapter over a flow layout with values of its own, showing one section.
  private func adapter<Controller: SectionController>(showing controller: Controller)
    -> (CollectionViewAdapter, HeadlessCollectionView) where Controller.Model == [String]
  {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 400), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: "", model: ["a", "b"], controller: controller)])
    view.layoutIfNeeded()
    return (adapter, view)
  }

  private func description(_ adapter: CollectionViewAdapter, _ view: HeadlessCollectionView)
    -> FlowSectionLayout?
  {
    adapter.collectionView(view, layoutForSectionAt: 0) as? FlowSectionLayout
  }

  @Test func theSizeOfAnItemIsItsControllersSize() {
    let (adapter, view) = adapter(showing: PortSizing())
    let item = IndexPath(item: 0, section: 0)
    #expect(
      adapter.collectionView(view, sizeForItemAt: item, fitting: CGSize(width: 100, height: 400))
        == CGSize(width: 40, height: 20))
    #expect(view.layoutAttributesForItem(at: item)?.frame.size == CGSize(width: 40, height: 20))
  }

  @Test func theSizeOfAnItemOfAControllerThatDoesNotSizeIsTheLayouts() {
    let (adapter, view) = adapter(showing: TextList())
    let item = IndexPath(item: 0, section: 0)
    #expect(
      adapter.collectionView(view, sizeForItemAt: item, fitting: CGSize(width: 100, height: 400))
        == nil)
    #expect(view.layoutAttributesForItem(at: item)?.frame.size == CGSize(width: 30, height: 10))
  }

  @Test func theInsetOfASectionIsItsControllersInset() {
    let (adapter, view) = adapter(showing: PortSizing())
    #expect(
      description(adapter, view)?.inset == LayoutInsets(top: 1, left: 2, bottom: 4, right: 8))
  }

  @Test func theInsetOfASectionWhoseControllerDoesNotSizeIsTheLayouts() {
    let (adapter, view) = adapter(showing: TextList())
    #expect(description(adapter, view) == nil)
    // Header 13 high, then the layout's top inset of 10; the lone 30-point item of its line is
    // centred in the 40 points between the insets of 20 and 40.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin
        == CGPoint(x: 25, y: 23))
  }

  @Test func theLineSpacingOfASectionIsItsControllers() {
    let (adapter, view) = adapter(showing: PortSizing())
    #expect(description(adapter, view)?.minimumLineSpacing == 3)
  }

  @Test func theInteritemSpacingOfASectionIsItsControllers() {
    let (adapter, view) = adapter(showing: PortSizing())
    #expect(description(adapter, view)?.minimumInteritemSpacing == 5)
  }

  @Test func theHeaderSizeOfASectionIsItsControllers() {
    let (adapter, view) = adapter(showing: PortSizing())
    #expect(description(adapter, view)?.headerReferenceSize == CGSize(width: 100, height: 6))
  }

  @Test func theFooterSizeOfASectionIsItsControllers() {
    let (adapter, view) = adapter(showing: PortSizing())
    #expect(description(adapter, view)?.footerReferenceSize == CGSize(width: 100, height: 7))
  }

  @Test func theLayoutPlacesASizedSectionWithItsControllersValues() {
    let (_, view) = adapter(showing: PortSizing())
    // Header 6 high, top inset 1: the first item at y 7, left inset 2; the second beside it,
    // 5 points on (the two 40-point items fit in 100 - 2 - 8).
    let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(first?.origin == CGPoint(x: 2, y: 7))
    #expect(second?.minY == 7)
  }
}

// MARK: - Scroll view delegate (UIScrollViewDelegate tests)

@MainActor
@Suite("SectionKitAdapterPort: scroll delegate")
struct SectionKitAdapterPortScrollDelegateTests {
  private func recording() -> (AdapterHarness, PortScrollRecorder) {
    let harness = AdapterHarness()
    let recorder = PortScrollRecorder()
    recorder.expectedView = harness.view
    harness.adapter.scrollDelegate = recorder
    return (harness, recorder)
  }

  @Test func didScrollIsForwardedToTheScrollDelegate() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewDidScroll(harness.view)
    #expect(recorder.events == ["didScroll"])
  }

  @Test func willBeginDraggingIsForwardedToTheScrollDelegate() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewWillBeginDragging(harness.view)
    #expect(recorder.events == ["willBeginDragging"])
  }

  @Test func willEndDraggingIsForwardedWithTheVelocityAndTargetOffset() {
    let (harness, recorder) = recording()
    var target = CGPoint(x: 4, y: 8)
    harness.adapter.scrollViewWillEndDragging(
      harness.view, withVelocity: CGPoint(x: 1, y: 2), targetContentOffset: &target)
    #expect(recorder.events == ["willEndDragging 1.0,2.0 -> 4.0,8.0"])
    #expect(target == CGPoint(x: 4, y: 8))
  }

  @Test func didEndDraggingIsForwardedWithWhetherItDecelerates() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewDidEndDragging(harness.view, willDecelerate: true)
    #expect(recorder.events == ["didEndDragging true"])
  }

  @Test func willBeginDeceleratingIsForwardedToTheScrollDelegate() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewWillBeginDecelerating(harness.view)
    #expect(recorder.events == ["willBeginDecelerating"])
  }

  @Test func didEndDeceleratingIsForwardedToTheScrollDelegate() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewDidEndDecelerating(harness.view)
    #expect(recorder.events == ["didEndDecelerating"])
  }

  @Test func shouldScrollToTopIsTheScrollDelegatesAnswer() {
    let (harness, recorder) = recording()
    recorder.allowsScrollToTop = true
    #expect(harness.adapter.scrollViewShouldScrollToTop(harness.view))
    recorder.allowsScrollToTop = false
    #expect(!harness.adapter.scrollViewShouldScrollToTop(harness.view))
    #expect(recorder.events == ["shouldScrollToTop", "shouldScrollToTop"])
  }

  @Test func didScrollToTopIsForwardedToTheScrollDelegate() {
    let (harness, recorder) = recording()
    harness.adapter.scrollViewDidScrollToTop(harness.view)
    #expect(recorder.events == ["didScrollToTop"])
  }

  @Test func scrollEventsWithoutAScrollDelegateAreIgnoredQuietly() {
    let harness = AdapterHarness()
    harness.adapter.scrollViewDidScroll(harness.view)
    harness.adapter.scrollViewWillBeginDragging(harness.view)
    var target = CGPoint(x: 4, y: 8)
    harness.adapter.scrollViewWillEndDragging(
      harness.view, withVelocity: CGPoint(x: 1, y: 2), targetContentOffset: &target)
    harness.adapter.scrollViewDidEndDragging(harness.view, willDecelerate: false)
    #expect(harness.adapter.scrollViewShouldScrollToTop(harness.view))
    #expect(target == CGPoint(x: 4, y: 8))
    harness.expectNoProblems()
  }
}
