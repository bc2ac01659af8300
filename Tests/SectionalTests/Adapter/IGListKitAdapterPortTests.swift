// These tests port the behaviour checked by IGListKit's adapter tests (Instagram/IGListKit,
// Tests/IGListAdapterTests.m) to Sectional's API.
//
// How names map: IGListKit's `testX` becomes a sentence saying what the adapter does. Its
// `IGListAdapter` is `CollectionViewAdapter`; its data source's objects are the `Section`s given
// to `update(_:updateStrategy:completion:)` (`performUpdatesAnimated:` is the default strategy,
// `reloadDataWithCompletion:` is `.reloadData`), an object is a section's id and model, and its
// `IGListTestSection` (an `NSNumber` object of n items, 100 × 10 each, in a 100 × 100 view) is
// `CountSection` below. `sectionControllerForObject:` is `sectionController(forSectionID:)`,
// `sectionControllerForSection:` is `sectionController(atSection:)`, `sectionForObject:` is the
// id's index in `sectionIDs`, a controller's `section`, `isFirstSection`, `isLastSection` and
// `objectForSectionController:` are read from its context (`sectionIndex`, `sectionID`) and its
// `model`; `visibleCellsForSectionController:` and `visibleIndexPathsForSectionController:` are
// the context's `visibleItemIndices` and `cellForItem(at:)`; `scrollToObject:` is
// `scroll(toSectionID:item:at:animated:)`, whose `.top` is IGListKit's
// `UICollectionViewScrollPositionNone` there (IGListKit puts the section's start at the top);
// `reloadObjects:` is `reloadSections(withIDs:)`; the data source's `emptyView` is
// `emptyStateHandler`; the collection context's `insert`/`delete`/`reload` in a section are
// `CollectionViewContext.apply(_:commit:completion:)`; `supplementaryViewSource` is the
// `SupplementaryViewProviding` and `FlowLayoutSizing` capabilities; `displayDelegate`,
// `scrollDelegate` and `moveDelegate` are `DisplayHandling`, `ScrollHandling` and
// `InteractiveMoving`; `indexPathForFirstVisibleItem` is the view's first visible index path;
// the fully-visible cells and index paths are the visible ones (Sectional has one notion).
//
// Not ported:
// - UIKit only: nibs, the view controller, `UITraitCollection` (the view's traits are ported),
//   `collectionViewDelegate` forwarding (the adapter is the only delegate; the scroll delegate's
//   forwarding is ported in SectionKitAdapterPortTests), the performance delegate, reuse
//   identifier strings (`IGListReusableViewIdentifier`: Sectional names pools after the type,
//   package-internally).
// - Features Sectional does not have: swapping an adapter's collection view (it is given once, at
//   `init`), reloading with no data source or no collection view, a data source that returns no
//   controller for an object (a `Section` always carries its controller), `autoDeselectEnabled`,
//   `scrollToObject:`'s `additionalOffset` and `supplementaryKinds`, `offsetForFirstVisibleItem`
//   and the first visible item with a content inset (IGListKit skips the rows under the inset;
//   the view's visible items include them, as UIKit's do), the context's
//   `containerInset`, `insetContainerSize` and `containerContentOffset` (the view's traits
//   carry the adjusted content inset, ported below), and moving single-item sections by moving
//   their items across sections (Sectional moves items within a section only; the cross-section
//   case and `canMoveItem` are ported in SectionKitAdapterPortTests).
// - Already ported by SectionKitAdapterPortTests: the scroll delegate's events, the index paths a
//   controller's events carry in its own and the view's indices, `canMoveItemAtIndexPath:`.

import Foundation
import Sectional
import Testing

/// IGListKit's test section: its model is its number of items, shown as `id-item` rows, and it
/// records every event routed to it.
@MainActor
private final class CountSection: DiffingListSectionController<Int, Int>, SelectionHandling,
  DisplayHandling, ContextMenuProviding, ScrollHandling
{
  var events: [String] = []
  var displayed = false
  /// An object the section keeps alive, to check that it does not keep the adapter alive.
  var retained: AnyObject?

  init() {
    super.init(items: { Array(0..<$0) })
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(context.sectionID)-\(items[indexPath.indexInSectionController])"
    return cell
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    events.append("select \(indexPath.indexInSectionController)")
  }

  func didDeselectItem(at indexPath: SectionIndexPath) {
    events.append("deselect \(indexPath.indexInSectionController)")
  }

  func didHighlightItem(at indexPath: SectionIndexPath) {
    events.append("highlight \(indexPath.indexInSectionController)")
  }

  func didUnhighlightItem(at indexPath: SectionIndexPath) {
    events.append("unhighlight \(indexPath.indexInSectionController)")
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    displayed = true
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    events.append("menu \(indexPath.indexInSectionController)")
    return nil
  }

  func didScroll(in context: any CollectionViewContext) {}

  func didEndDecelerating(in context: any CollectionViewContext) {
    events.append("didEndDecelerating")
  }
}

/// A section of `count` items with the supplementary views its model names, 100 × `length` each
/// (IGListKit's `IGTestSupplementarySource`), recording their display.
private struct Supplemented: Hashable {
  var count: Int
  var kinds: [ElementKind]
  var length: CGFloat = 10
}

@MainActor
private final class SupplementedSection: ListSectionController<Supplemented, Int>,
  FlowLayoutSizing, SupplementaryViewProviding, DisplayHandling
{
  var events: [String] = []

  init() {
    super.init(items: { Array(0..<$0.count) })
  }

  private func size(of kind: ElementKind) -> CGSize? {
    guard let model, model.kinds.contains(kind) else { return nil }
    return CGSize(width: 100, height: model.length)
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    nil
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? { size(of: .header) }
  func footerSize(in context: any CollectionViewContext) -> CGSize? { size(of: .footer) }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard size(of: kind) != nil else { return nil }
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = "\(kind == .header ? "header" : "footer") \(context.sectionID)"
    return view
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("willDisplay cell \(indexPath.indexInSectionController)")
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("didEndDisplaying cell \(indexPath.indexInSectionController)")
  }

  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    events.append("willDisplay \(kind == .header ? "header" : "footer")")
  }

  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    events.append("didEndDisplaying \(kind == .header ? "header" : "footer")")
  }
}

/// A section of `count` items sized `size`, which may be invalid.
@MainActor
private final class BadlySizedSection: DiffingListSectionController<Int, Int>, FlowLayoutSizing,
  SupplementaryViewProviding
{
  let size: CGSize
  let headerSize: CGSize?

  init(size: CGSize, headerSize: CGSize? = nil) {
    self.size = size
    self.headerSize = headerSize
    super.init(items: { Array(0..<$0) })
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    size
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? { headerSize }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(context.sectionID)-\(indexPath.indexInSectionController)"
    return cell
  }
}

/// A list of strings the user may reorder when `movable` (IGListKit's `IGTestReorderableSection`).
@MainActor
private final class ReorderableSection: DiffingListSectionController<[String], String>,
  InteractiveMoving
{
  var movable = true

  func canMoveItem(at indexPath: SectionIndexPath) -> Bool { movable }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
  }
}

/// IGListKit's test case: an adapter over a 100 × 100 view of 100 × 10 rows (10 × 100 columns
/// when horizontal), with no content inset adjustment, recording diagnostics and batches.
@MainActor
private final class Screen {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  var diagnostics: [Diagnostic] = []
  var batches: [BatchUpdate] = []
  var emptyStates: [Bool] = []

  init(size: CGSize = CGSize(width: 100, height: 100), horizontal: Bool = false) {
    let layout = FlowLayout()
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    layout.itemSize = horizontal ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    view = HeadlessCollectionView(size: size, layout: layout)
    view.contentInsetAdjustmentBehavior = .never
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    adapter.emptyStateHandler = { [unowned self] in emptyStates.append($0) }
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  /// Shows a `CountSection` for each count, its id the count, and lays the view out.
  func show(_ counts: [Int], updateStrategy: UpdateStrategy = .animatedBatchUpdates) {
    adapter.update(
      counts.map { Section(id: $0, model: $0, controller: CountSection()) },
      updateStrategy: updateStrategy)
    view.layoutIfNeeded()
  }

  func controller(_ id: Int) -> CountSection? {
    adapter.sectionController(forSectionID: id, as: CountSection.self)
  }

  func offset(_ id: Int, item: Int = 0, at position: ScrollPosition = .top) -> CGPoint {
    adapter.scroll(toSectionID: id, item: item, at: position, animated: false)
    return view.contentOffset
  }

  /// The texts of the visible cells, in order.
  var texts: [String] {
    view.visibleCells.map(\.text)
  }

  func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.errors.isEmpty, "\(view.errors)", sourceLocation: sourceLocation)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
  }
}

private func igPath(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

@MainActor
@Suite struct IGListKitAdapterPortTests {
  // MARK: Section controllers and lookups

  // test_whenAdapterNotUpdated_withDataSourceUpdated_thatAdapterHasNoSectionControllers
  @Test("an adapter not yet updated has no section controllers and shows nothing")
  func noControllersBeforeTheFirstUpdate() {
    let screen = Screen()
    _ = [0, 1, 2].map { Section(id: $0, model: $0, controller: CountSection()) }
    screen.view.layoutIfNeeded()
    #expect(screen.controller(0) == nil)
    #expect(screen.controller(1) == nil)
    #expect(screen.view.numberOfSections == 0)
  }

  // test_whenAdapterUpdated_thatAdapterHasSectionControllers
  @Test("an update builds a controller for every section")
  func anUpdateBuildsTheControllers() {
    let screen = Screen()
    screen.show([0, 1, 2])
    #expect(screen.controller(0) != nil)
    #expect(screen.controller(1) != nil)
    #expect(screen.controller(2) != nil)
    #expect(screen.view.numberOfSections == 3)
    screen.expectNoProblems()
  }

  // test_whenAdapterReloaded_thatAdapterHasSectionControllers
  @Test("an update applied as a reload builds a controller for every section")
  func aReloadBuildsTheControllers() {
    let screen = Screen()
    screen.show([0, 1, 2], updateStrategy: .reloadData)
    #expect(screen.controller(0) != nil)
    #expect(screen.controller(2) != nil)
    #expect(screen.texts == ["1-0", "2-0", "2-1"])
    screen.expectNoProblems()
  }

  // test_whenAdapterUpdated_thatSectionControllerHasSection
  @Test("a shown controller's context gives its section's index")
  func aControllerKnowsItsSection() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    let controller = try #require(screen.controller(1))
    #expect(controller.context?.sectionIndex == 1)
  }

  // test_whenAdapterUpdated_withUnknownItem_thatSectionControllerHasNoSection,
  // test_whenQueryingAdapter_withUnknownItem_thatObjectForSectionControllerIsNil,
  // test_whenQueryingIndexPath_withOOBSectionController_thatNilReturned
  @Test("a controller the adapter never showed has no context, so no section, id or cell")
  func aControllerNeverShownHasNoContext() {
    let screen = Screen()
    screen.show([0, 1, 2])
    let stranger = CountSection()
    #expect(stranger.context == nil)
    #expect(stranger.model == nil)
    #expect(
      !screen.adapter.visibleSectionControllers.contains { $0 === stranger })
  }

  // test_whenQueryingAdapter_withUnknownItem_thatSectionControllerIsNil
  @Test("an id that is not shown has no controller")
  func anUnknownIDHasNoController() {
    let screen = Screen()
    screen.show([0, 1, 2])
    #expect(screen.adapter.sectionController(forSectionID: 3) == nil)
    #expect(screen.adapter.sectionController(forSectionID: "1") == nil)
  }

  // test_whenAdapterUpdated_thatSectionControllerHasCorrectObject
  @Test("a controller's context names its section's id and the controller holds its model")
  func aControllerKnowsItsIDAndModel() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    let controller = try #require(screen.controller(1))
    #expect(controller.context?.sectionID == SectionID(1))
    #expect(controller.model == 1)
  }

  // test_whenQueryingSectionForObject_thatSectionReturned
  @Test("an id's section is its index in the adapter's section ids")
  func anIDsSectionIsItsIndex() {
    let screen = Screen()
    screen.show([0, 1, 2])
    let ids = screen.adapter.sectionIDs
    #expect(ids.firstIndex(of: SectionID(0)) == 0)
    #expect(ids.firstIndex(of: SectionID(1)) == 1)
    #expect(ids.firstIndex(of: SectionID(2)) == 2)
    #expect(ids.firstIndex(of: SectionID(3)) == nil)
  }

  // test_whenQueryingSectionControllerForSection_thatControllerReturned
  @Test("the controller of a section index is the controller of the id shown there")
  func theControllerOfASectionIndexIsThatOfItsID() {
    let screen = Screen()
    screen.show([0, 1, 2])
    for id in 0..<3 {
      #expect(screen.adapter.sectionController(atSection: id) === screen.controller(id))
    }
    #expect(screen.adapter.sectionController(atSection: 3) == nil)
    #expect(screen.adapter.sectionController(atSection: -1) == nil)
  }

  // test_whenAdapterUpdatedTwice_withThreeSections_thatSectionsUpdatedFirstLast
  @Test("moving sections gives each controller its new index, first and last included")
  func movedSectionsGetTheirNewIndices() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    let (zero, one, two) = try (
      #require(screen.controller(0)), #require(screen.controller(1)),
      #require(screen.controller(2))
    )
    #expect([zero, one, two].map { $0.context?.sectionIndex } == [0, 1, 2])
    screen.adapter.update(
      [2, 0, 1].map { Section(id: $0, model: $0, controller: CountSection()) },
      updateStrategy: .nonanimatedBatchUpdates)
    screen.view.layoutIfNeeded()
    #expect(screen.controller(0) === zero)
    #expect([zero, one, two].map { $0.context?.sectionIndex } == [1, 2, 0])
    #expect(screen.texts == ["2-0", "2-1", "1-0"])
    screen.expectNoProblems()
  }

  // test_whenInsertingAtBeginning_thatAllSectionControllerIndexesUpdateCorrectly_forInsertAtHead
  @Test("a section inserted at the head shifts every other controller's index by one")
  func anInsertAtTheHeadShiftsTheIndices() throws {
    let screen = Screen()
    screen.show([1, 2, 3])
    let one = try #require(screen.controller(1))
    let three = try #require(screen.controller(3))
    screen.show([0, 1, 2, 3])
    #expect(screen.controller(0)?.context?.sectionIndex == 0)
    #expect(screen.controller(1) === one)
    #expect(one.context?.sectionIndex == 1)
    #expect(three.context?.sectionIndex == 3)
    #expect(screen.view.numberOfItems(inSection: 3) == 3)
    screen.expectNoProblems()
  }

  // test_whenRemovingFromHead_thatAllSectionControllerIndexesUpdateCorrectly_RemovedSectionControllerIsNotFound
  @Test("removing the head section shifts the others and leaves the removed one no section")
  func removingTheHeadShiftsTheIndices() throws {
    let screen = Screen()
    screen.show([0, 1, 2, 3])
    let zero = try #require(screen.adapter.sectionController(atSection: 0) as? CountSection)
    let one = try #require(screen.adapter.sectionController(atSection: 1) as? CountSection)
    let three = try #require(screen.adapter.sectionController(atSection: 3) as? CountSection)
    screen.show([1, 2, 3])
    #expect(zero.context?.sectionIndex == nil)
    #expect(one.context?.sectionIndex == 0)
    #expect(three.context?.sectionIndex == 2)
    #expect(screen.view.numberOfSections == 3)
    screen.expectNoProblems()
  }

  // test_whenRemovingFromMiddle_thatAllSectionControllerIndexesUpdateCorrectly_removedSectionControllerIsNotFound
  @Test("removing a middle section shifts those after it and leaves the removed one no section")
  func removingAMiddleSectionShiftsTheIndices() throws {
    let screen = Screen()
    screen.show([0, 1, 2, 3])
    let zero = try #require(screen.controller(0))
    let one = try #require(screen.controller(1))
    let three = try #require(screen.controller(3))
    screen.show([0, 2, 3])
    #expect(zero.context?.sectionIndex == 0)
    #expect(one.context?.sectionIndex == nil)
    #expect(three.context?.sectionIndex == 2)
    screen.expectNoProblems()
  }

  // test_whenReloadingData_thatNewSectionControllersAreCreated
  // IGListKit rebuilds every controller on `reloadData`. Sectional builds a controller once per
  // id and keeps it while the id stays, whatever the strategy (migration article, "Sections have
  // persistent ids"): a reload keeps the controllers.
  @Test("a reload keeps the controller of every id that stays")
  func aReloadKeepsTheControllers() throws {
    let screen = Screen()
    screen.show([0, 1, 2], updateStrategy: .reloadData)
    let old = try #require(screen.controller(1))
    screen.show([0, 1, 2], updateStrategy: .reloadData)
    #expect(screen.controller(1) === old)
    #expect(screen.texts == ["1-0", "2-0", "2-1"])
  }

  // MARK: Views and adapters

  // test_whenSettingCollectionView_thenSettingDataSource_thatCellExists,
  // test_whenSettingDataSource_thenSettingCollectionView_thatCellExists
  // IGListKit's cells appear at the next layout pass; Sectional's update applies its batch and
  // lays the view out, so the cells are there when `update` returns.
  @Test("the sections of the first update are shown when the update returns")
  func theFirstUpdatesSectionsAreShown() {
    let screen = Screen()
    screen.adapter.update([Section(id: 1, model: 1, controller: CountSection())])
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.text == "1-0")
    #expect(screen.controller(1)?.displayed == true)
  }

  // test_whenChangingCollectionViewsToACollectionViewInUseByAnotherAdapter_thatCollectionViewDelegateIsUpdated
  @Test("a second adapter over a view becomes its data source and delegate")
  func aSecondAdapterTakesTheView() {
    let screen = Screen()
    let second = CollectionViewAdapter(collectionView: screen.view)
    #expect(screen.view.dataSource === second)
    #expect(screen.view.delegate === second)
    second.update([Section(id: 2, model: 2, controller: CountSection())])
    screen.view.layoutIfNeeded()
    #expect(screen.texts == ["2-0", "2-1"])
  }

  // test_whenPrefetchingEnabled_thatSetterDisables
  // IGListKit turns UIKit's prefetching off. Sectional's adapter is always the view's prefetch
  // data source and leaves prefetching on, so that `PrefetchHandling` works (migration article,
  // "Two choices differ").
  @Test("the adapter leaves the view's prefetching on and is its prefetch data source")
  func theAdapterLeavesPrefetchingOn() {
    let screen = Screen()
    #expect(screen.view.isPrefetchingEnabled)
    #expect(screen.view.prefetchDataSource === screen.adapter)
  }

  // test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease
  @Test("an adapter whose controller keeps a cell is released with its view and controllers")
  func anAdapterIsReleasedWhenAControllerKeepsACell() {
    weak var weakView: HeadlessCollectionView?
    weak var weakAdapter: CollectionViewAdapter?
    weak var weakController: CountSection?
    do {
      let screen = Screen()
      screen.show([0, 1, 2])
      let controller = screen.controller(1)
      controller?.retained = screen.view.cellForItem(at: igPath(0, 1))
      #expect(controller?.retained != nil)
      weakView = screen.view
      weakAdapter = screen.adapter
      weakController = controller
      #expect(weakController != nil)
    }
    #expect(weakView == nil)
    #expect(weakAdapter == nil)
    #expect(weakController == nil)
  }

  // test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease
  @Test("an adapter whose controller keeps the view is released with its view and controllers")
  func anAdapterIsReleasedWhenAControllerKeepsTheView() {
    weak var weakView: HeadlessCollectionView?
    weak var weakAdapter: CollectionViewAdapter?
    weak var weakController: CountSection?
    do {
      let screen = Screen()
      screen.show([0, 1, 2])
      let controller = screen.controller(1)
      controller?.retained = screen.view
      weakView = screen.view
      weakAdapter = screen.adapter
      weakController = controller
      #expect(weakController != nil)
    }
    #expect(weakView == nil)
    #expect(weakAdapter == nil)
    #expect(weakController == nil)
  }

  // test_withStrongRefToSectionController_thatAdaptersectionIsZero_thatSectionControllerIndexDoesNotChange
  @Test("a controller kept after its adapter is gone has no context")
  func aControllerOutlivingItsAdapterHasNoContext() throws {
    var kept: CountSection?
    do {
      let screen = Screen()
      screen.show([0, 1, 2])
      kept = screen.controller(1)
      #expect(kept?.context?.sectionIndex == 1)
    }
    let controller = try #require(kept)
    #expect(controller.context?.sectionIndex == nil)
  }

  // MARK: Visible sections and cells

  // test_whenCellsExtendBeyondBounds_thatVisibleSectionControllersAreLimited
  @Test("the visible section controllers are those of the sections the viewport shows")
  func visibleSectionControllersAreLimitedToTheViewport() {
    let screen = Screen()
    screen.show(Array(1...12))
    #expect(screen.view.numberOfSections == 12)
    let visible = screen.adapter.visibleSectionControllers
    #expect(visible.count == 4)
    for id in 1...4 {
      #expect(visible.contains { $0 === screen.controller(id) })
    }
  }

  // test_withEmptySectionPlusFooter_thatVisibleSectionControllersAreCorrect
  // IGListKit counts a section whose only shown view is a footer as visible, and so does
  // Sectional.
  @Test("a section that shows only a footer is among the visible section controllers")
  func aFooterOnlySectionIsAVisibleSectionController() {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 0, model: Supplemented(count: 0, kinds: [.footer]), controller: SupplementedSection())
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: igPath(0, 0)) != nil)
    let visible = screen.adapter.visibleSectionControllers
    #expect(visible.count == 1)
    #expect(visible.first is SupplementedSection)
    screen.expectNoProblems()
  }

  // test_whenCellsExtendBeyondBounds_thatVisibleIndexPathsExistForSectionControllers
  @Test("each controller's visible items are those of its section the viewport shows")
  func eachControllerSeesItsVisibleItems() {
    let screen = Screen()
    screen.show([2, 3, 4, 5, 6])
    #expect(screen.controller(2)?.context?.visibleItemIndices == [0, 1])
    #expect(screen.controller(3)?.context?.visibleItemIndices == [0, 1, 2])
    #expect(screen.controller(4)?.context?.visibleItemIndices == [0, 1, 2, 3])
    #expect(screen.controller(5)?.context?.visibleItemIndices == [0])
    #expect(screen.controller(6)?.context?.visibleItemIndices == [])
  }

  // test_whenCellsExtendBeyondBounds_thatVisibleCellsExistForSectionControllers,
  // test_whenAdapterUpdated_fetchingCellIsValid
  @Test("a controller's context returns the cells the view shows for its items, and no other")
  func aControllersContextReturnsItsShownCells() throws {
    let screen = Screen()
    screen.show([2, 3, 4, 5, 6])
    let five = try #require(screen.controller(5)?.context)
    #expect(five.cellForItem(at: 0) === screen.view.cellForItem(at: igPath(0, 3)))
    #expect(five.cellForItem(at: 0)?.text == "5-0")
    #expect(five.cellForItem(at: 1) == nil)
    #expect(screen.controller(6)?.context?.cellForItem(at: 0) == nil)
  }

  // test_whenDisplayingSectionController_fetchingCellIndexIsValid
  @Test("a cell a controller's context returns knows its index path")
  func aCellFromTheContextKnowsItsIndexPath() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    let cell = try #require(screen.controller(1)?.context?.cellForItem(at: 0))
    #expect(cell.indexPath == igPath(0, 1))
  }

  // test_whenAdapterUpdated_withObjectsOverflow_thatVisibleObjectsIsSubsetOfAllObjects
  @Test("after scrolling, the visible section controllers are those of the sections shown")
  func visibleSectionsFollowTheScroll() {
    let screen = Screen()
    screen.show([1, 2, 3, 4, 5, 6])
    screen.view.contentOffset = CGPoint(x: 0, y: 30)
    screen.view.layoutIfNeeded()
    let ids = screen.adapter.visibleSectionControllers.compactMap { $0.context?.sectionID }
    #expect(ids == [SectionID(3), SectionID(4), SectionID(5)])
  }

  // test_whenAdapterUpdated_thatVisibleCellsForObjectAreFound
  @Test("after scrolling, a section's visible items are the ones in the viewport")
  func visibleItemsFollowTheScroll() {
    let screen = Screen()
    screen.show([2, 10, 5])
    screen.view.contentOffset = CGPoint(x: 0, y: 80)
    screen.view.layoutIfNeeded()
    #expect(screen.controller(10)?.context?.visibleItemIndices == [6, 7, 8, 9])
    #expect(screen.controller(5)?.context?.visibleItemIndices == [0, 1, 2, 3, 4])
    #expect(screen.controller(2)?.context?.visibleItemIndices == [])
  }

  // test_whenAdapterUpdated_thatFullyVisibleCellsIsCorrect,
  // test_whenAdapterUpdated_thatFullyVisibleIndexPathsIsCorrect
  @Test("a section below a first one shows the items that fit in the rest of the viewport")
  func aSectionShowsTheItemsThatFit() {
    let screen = Screen()
    screen.show([2, 10, 5])
    #expect(screen.controller(10)?.context?.visibleItemIndices == Array(0..<8))
    #expect(screen.view.visibleCells.count == 10)
  }

  // test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect
  @Test("the first visible item follows the content offset down the sections")
  func theFirstVisibleItemFollowsTheOffset() {
    let screen = Screen()
    screen.show([1, 2, 3])
    var firsts: [IndexPath?] = []
    for y in [0, 8, 12, 35, 40, 59] as [CGFloat] {
      screen.view.contentOffset = CGPoint(x: 0, y: y)
      firsts.append(screen.view.indexPathsForVisibleItems.first)
    }
    #expect(
      firsts == [
        igPath(0, 0), igPath(0, 0), igPath(0, 1), igPath(0, 2), igPath(1, 2), igPath(2, 2),
      ])
  }

  // test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect
  @Test("the first visible item follows the content offset along a horizontal row")
  func theFirstVisibleItemFollowsAHorizontalOffset() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 300, height: 10), layout: layout)
    view.contentInsetAdjustmentBehavior = .never
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([1, 2, 3, 4].map { Section(id: $0, model: $0, controller: CountSection()) })
    view.layoutIfNeeded()
    var firsts: [IndexPath?] = []
    for x in [0, 80, 120, 350, 400, 590] as [CGFloat] {
      view.contentOffset = CGPoint(x: x, y: 0)
      firsts.append(view.indexPathsForVisibleItems.first)
    }
    #expect(
      firsts == [
        igPath(0, 0), igPath(0, 0), igPath(0, 1), igPath(0, 2), igPath(1, 2), igPath(2, 2),
      ])
  }

  // MARK: Supplementary views

  // test_whenSupplementarySourceSupportsFooter_thatHeaderViewsAreNil,
  // test_whenSupplementarySourceSupportsFooter_withNibs_thatHeaderViewsAreNil
  @Test("a section that provides only a footer shows its footer and no header")
  func aFooterOnlySectionShowsNoHeader() {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 1, model: Supplemented(count: 1, kinds: [.footer]), controller: SupplementedSection()),
      Section(id: 2, model: 2, controller: CountSection()),
    ])
    screen.view.layoutIfNeeded()
    #expect(
      screen.view.supplementaryView(forElementKind: .footer, at: igPath(0, 0))?.text == "footer 1")
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0)) == nil)
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 1)) == nil)
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: igPath(0, 1)) == nil)
    screen.expectNoProblems()
  }

  // test_whenSettingSupplementaryView_thatViewForSupplementaryElementExists
  @Test("a section's header is at item 0 of its section and nowhere else")
  func aHeaderIsAtItemZeroOnly() {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 0, model: Supplemented(count: 0, kinds: [.header]), controller: SupplementedSection())
    ])
    screen.view.layoutIfNeeded()
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0))?.text == "header 0")
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(1, 0)) == nil)
    screen.expectNoProblems()
  }

  // test_whenDisplayingSectionController_withOnlySupplementaryView_thatDisplayEventStillSent
  @Test("a section with a header and no items is told its header's display and no cell's")
  func anEmptySectionIsToldItsHeadersDisplay() throws {
    let screen = Screen()
    screen.adapter.update([
      Section(id: 0, model: Supplemented(count: 0, kinds: []), controller: SupplementedSection())
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0)) == nil)
    let controller = try #require(
      screen.adapter.sectionController(forSectionID: 0, as: SupplementedSection.self))
    screen.adapter.update(
      [
        Section(
          id: 0, model: Supplemented(count: 0, kinds: [.header]), controller: SupplementedSection()
        )
      ],
      updateStrategy: .nonanimatedBatchUpdates)
    screen.view.layoutIfNeeded()
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0)) != nil)
    #expect(controller.events == ["willDisplay header"])
    screen.expectNoProblems()
  }

  // test_whenEndingDisplayOfSectionController_withOnlySupplementaryView_thatDisplayEventStillSent
  @Test("a section with no items whose header goes is told the end of its header's display")
  func anEmptySectionIsToldItsHeadersEndOfDisplay() throws {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 0, model: Supplemented(count: 0, kinds: [.header]), controller: SupplementedSection())
    ])
    screen.view.layoutIfNeeded()
    let controller = try #require(
      screen.adapter.sectionController(forSectionID: 0, as: SupplementedSection.self))
    #expect(controller.events == ["willDisplay header"])
    screen.adapter.update(
      [Section(id: 0, model: Supplemented(count: 0, kinds: []), controller: SupplementedSection())],
      updateStrategy: .nonanimatedBatchUpdates)
    screen.view.layoutIfNeeded()
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0)) == nil)
    #expect(controller.events == ["willDisplay header", "didEndDisplaying header"])
    screen.expectNoProblems()
  }

  // MARK: Empty state

  // test_whenDataSourceChanges_thatBackgroundViewVisibilityChanges
  @Test("the empty state handler hears when the sections shown go from some items to none")
  func theEmptyStateFollowsTheSectionsGone() {
    let screen = Screen()
    screen.show([1], updateStrategy: .reloadData)
    #expect(!screen.adapter.isEmpty)
    #expect(screen.emptyStates.last != true)
    screen.show([], updateStrategy: .reloadData)
    #expect(screen.adapter.isEmpty)
    #expect(screen.emptyStates.last == true)
  }

  // test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible (its first, empty reload)
  // IGListKit shows the empty view at the first reload with no objects. Sectional's adapter
  // starts empty (`isEmpty` is `true`) and tells `emptyStateHandler` only of a change ("when the
  // adapter goes from showing items to showing none, or back"): a first update that shows no
  // item changes nothing to tell.
  @Test("a first update with no items leaves the adapter empty without telling the handler")
  func aFirstEmptyUpdateTellsNothing() {
    let screen = Screen()
    #expect(screen.adapter.isEmpty)
    screen.show([], updateStrategy: .reloadData)
    #expect(screen.adapter.isEmpty)
    screen.show([0], updateStrategy: .reloadData)
    #expect(screen.adapter.isEmpty)
    #expect(screen.emptyStates == [])
  }

  // test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible
  @Test("the empty state handler hears when sections with items arrive")
  func theEmptyStateFollowsSectionsArriving() {
    let screen = Screen()
    screen.show([], updateStrategy: .reloadData)
    #expect(screen.adapter.isEmpty)
    screen.show([2], updateStrategy: .reloadData)
    #expect(!screen.adapter.isEmpty)
    #expect(screen.emptyStates.last == false)
  }

  // test_whenInsertingIntoEmptySection_thatEmptyViewBecomesHidden
  @Test("an item inserted into the only, empty section ends the empty state")
  func anInsertEndsTheEmptyState() throws {
    let screen = Screen()
    screen.show([0], updateStrategy: .reloadData)
    #expect(screen.adapter.isEmpty)
    let controller = try #require(screen.controller(0))
    controller.context?.apply { controller.update(to: 1) }
    screen.view.layoutIfNeeded()
    #expect(!screen.adapter.isEmpty)
    #expect(screen.emptyStates.last == false)
    #expect(screen.texts == ["0-0"])
    screen.expectNoProblems()
  }

  // test_whenDeletingAllItemsFromSection_thatEmptyViewBecomesVisible
  @Test("deleting the last item of the only section starts the empty state")
  func deletingTheLastItemStartsTheEmptyState() throws {
    let screen = Screen()
    screen.show([1], updateStrategy: .reloadData)
    #expect(!screen.adapter.isEmpty)
    let controller = try #require(screen.controller(1))
    controller.context?.apply { controller.update(to: 0) }
    screen.view.layoutIfNeeded()
    #expect(screen.adapter.isEmpty)
    #expect(screen.emptyStates.last == true)
    #expect(screen.texts == [])
    screen.expectNoProblems()
  }

  // test_whenEmptySectionAddsItems_thatEmptyViewBecomesHidden
  @Test("reloading the only, empty section with items ends the empty state")
  func reloadingWithItemsEndsTheEmptyState() throws {
    let screen = Screen()
    screen.show([0], updateStrategy: .reloadData)
    let controller = try #require(screen.controller(0))
    controller.context?.apply(.reloadSection) { controller.update(to: 2).commit() }
    screen.view.layoutIfNeeded()
    #expect(!screen.adapter.isEmpty)
    #expect(screen.emptyStates.last == false)
    #expect(screen.texts == ["0-0", "0-1"])
    screen.expectNoProblems()
  }

  // test_whenSectionItemsAreDeletedAsBatch_thatEmptyViewBecomesVisible
  @Test("deleting every item of two sections, one change each, ends in the empty state once")
  func deletingEveryItemOfTwoSectionsStartsTheEmptyState() throws {
    let screen = Screen()
    screen.show([1, 2], updateStrategy: .reloadData)
    screen.emptyStates = []
    let one = try #require(screen.controller(1))
    let two = try #require(screen.controller(2))
    var completions: [Bool] = []
    one.context?.apply({ one.update(to: 0) }, completion: { completions.append($0) })
    two.context?.apply({ two.update(to: 0) }, completion: { completions.append($0) })
    screen.view.layoutIfNeeded()
    #expect(completions == [true, true])
    #expect(screen.adapter.isEmpty)
    #expect(screen.emptyStates == [true])
    screen.expectNoProblems()
  }

  // MARK: Changes asked through a context and by id

  // test_whenQueryingIndexPaths_insideBatchUpdateBlock_thatPathsAreEqual
  @Test("a controller's change is worked out while its section is at its current index")
  func aChangeIsWorkedOutAtTheCurrentIndex() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    let controller = try #require(screen.controller(1))
    var indexWhileComputing: Int?
    controller.context?.apply {
      indexWhileComputing = controller.context?.sectionIndex
      return controller.update(to: 3)
    }
    #expect(indexWhileComputing == 1)
    #expect(screen.texts == ["1-0", "1-1", "1-2", "2-0", "2-1"])
    screen.expectNoProblems()
  }

  // test_whenReloadingEmptyIndexSet_whenInvalidatingLayout_insideBatchUpdateBlock_thatOperationExitsGracefully,
  // test_whenSectionControllerDeleting_withEmptyIndexes_thatNoUpdatesHappen,
  // test_whenSectionControllerInserting_withEmptyIndexes_thatNoUpdatesHappen
  @Test("an empty item change sends no item operation and completes")
  func anEmptyItemChangeSendsNoOperation() throws {
    let screen = Screen()
    screen.show([0, 1, 2])
    screen.batches = []
    let controller = try #require(screen.controller(1))
    var completed: Bool?
    controller.context?.apply(.none, commit: {}, completion: { completed = $0 })
    #expect(completed != nil)
    for batch in screen.batches {
      #expect(batch.itemDeletes.isEmpty && batch.itemInserts.isEmpty)
      #expect(batch.itemReloads.isEmpty && batch.itemMoves.isEmpty)
      #expect(batch.sectionReloads.isEmpty)
    }
    #expect(screen.texts == ["1-0", "2-0", "2-1"])
    screen.expectNoProblems()
  }

  // test_whenReloading_withSectionControllerNotFound_thatNoUpdatesHappen
  @Test("reloading an id that is not shown sends no batch and is reported")
  func reloadingAnUnknownIDSendsNothing() {
    let screen = Screen()
    screen.show([0, 1, 2])
    screen.batches = []
    var completed: Bool?
    screen.adapter.reloadSections(withIDs: [9], completion: { completed = $0 })
    #expect(completed != nil)
    #expect(screen.batches.allSatisfy { $0.sectionReloads.isEmpty && $0.itemReloads.isEmpty })
    #expect(screen.diagnostics.map(\.kind) == [.sectionRemoved])
    #expect(screen.diagnostics.first?.sectionID == SectionID(9))
  }

  // test_whenReloadingObjectsThatDontExist_thatAdapterContinues
  @Test("reloading a shown id beside one that is not reloads the shown one and keeps every section")
  func reloadingAShownAndAnUnknownID() {
    let screen = Screen()
    screen.show([0, 1, 2])
    screen.batches = []
    screen.adapter.reloadSections(withIDs: [1, 3])
    screen.view.layoutIfNeeded()
    #expect(screen.view.numberOfSections == 3)
    // A section reload is sent as UIKit applies one: the section deleted and inserted again.
    #expect(
      screen.batches.contains {
        $0.sectionDeletes == IndexSet([1]) && $0.sectionInserts == IndexSet([1])
      })
    #expect(screen.texts == ["1-0", "2-0", "2-1"])
    #expect(screen.diagnostics.map(\.kind) == [.sectionRemoved])
  }

  // MARK: Scrolling to a section

  // test_whenScrollVerticallyToItem
  @Test("scrolling to a section puts its first item at the top, within the content")
  func scrollingToASectionPutsItAtTheTop() {
    let screen = Screen()
    screen.show([1, 2, 3, 4, 5, 6])
    #expect(screen.view.numberOfSections == 6)
    #expect(screen.offset(1) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(2) == CGPoint(x: 0, y: 10))
    #expect(screen.offset(3) == CGPoint(x: 0, y: 30))
    // 210 points of content in a 100-point viewport: 110 at most.
    #expect(screen.offset(6) == CGPoint(x: 0, y: 110))
    // IGListKit centres or bottoms the whole section; Sectional places one item, here the last.
    #expect(screen.offset(6, item: 5, at: .centeredVertically) == CGPoint(x: 0, y: 110))
    #expect(screen.offset(6, item: 5, at: .bottom) == CGPoint(x: 0, y: 110))
    screen.expectNoProblems()
  }

  // test_whenScrollVerticallyToItem (its `UICollectionViewScrollPositionNone`)
  // IGListKit's `scrollToObject:` with no position puts the section at the top. Sectional's
  // empty `ScrollPosition` scrolls "as little as possible", as UIKit's `scrollToItem` does
  // (`ScrollPosition` documentation): an item already shown does not move.
  @Test("scrolling to a shown section with an empty position leaves the offset alone")
  func scrollingWithAnEmptyPositionScrollsAsLittleAsPossible() {
    let screen = Screen()
    screen.show([1, 2, 3, 4, 5, 6])
    #expect(screen.offset(2, at: []) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(6, item: 5, at: []) == CGPoint(x: 0, y: 110))
    #expect(screen.offset(3, at: []) == CGPoint(x: 0, y: 30))
  }

  // test_whenScrollVerticallyToItemInASectionWithNoCellsAndNoSupplymentaryView
  // IGListKit scrolls to an empty section without views as a no-op. Sectional documents that
  // such a section "cannot be scrolled to": `false`, a diagnostic, and the offset unchanged.
  @Test("scrolling to an empty section with no header or footer fails, is reported, moves nothing")
  func scrollingToAnEmptySectionWithoutViewsFails() {
    let screen = Screen()
    screen.show([1, 0, 300])
    #expect(screen.view.numberOfSections == 3)
    #expect(screen.offset(1) == CGPoint(x: 0, y: 0))
    #expect(!screen.adapter.scroll(toSectionID: 0, animated: false))
    #expect(screen.view.contentOffset == CGPoint(x: 0, y: 0))
    #expect(screen.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(screen.offset(300) == CGPoint(x: 0, y: 10))
  }

  // test_whenScrollVerticallyToItemInASectionWithNoCellsButAHeaderSupplymentaryView
  // IGListKit scrolls to the header only when asked for its kind; Sectional has no kinds to ask
  // for and documents that "an empty section is shown by its header or footer".
  @Test("scrolling to an empty section with a header puts the header at the top")
  func scrollingToAnEmptySectionShowsItsHeader() {
    let screen = Screen()
    screen.adapter.update([
      Section(id: 1, model: 1, controller: CountSection()),
      Section(
        id: 0, model: Supplemented(count: 0, kinds: [.header]), controller: SupplementedSection()),
      Section(id: 300, model: 300, controller: CountSection()),
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.offset(1) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(0) == CGPoint(x: 0, y: 10))
    #expect(screen.offset(300) == CGPoint(x: 0, y: 20))
    screen.expectNoProblems()
  }

  // test_whenScrollVerticallyToItemWithPositionning
  // IGListKit places the whole section (its first to last element) at the position; Sectional
  // scrolls to one item of the section (`scroll(toSectionID:item:at:animated:)`), so the bottom
  // of a section is its last item's.
  @Test("scrolling to a section's first or last item places it at the top or bottom")
  func scrollingPlacesAnItemAtThePosition() {
    let screen = Screen()
    screen.show([1, 100, 200])
    #expect(screen.offset(1, at: .top) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(1, at: .centeredVertically) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(1, at: .bottom) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(100, at: .top) == CGPoint(x: 0, y: 10))
    #expect(screen.offset(100, item: 99, at: .bottom) == CGPoint(x: 0, y: 910))
    // Item 49 of section 100 spans 500...510: centred, its middle is 50 points down.
    #expect(screen.offset(100, item: 49, at: .centeredVertically) == CGPoint(x: 0, y: 455))
    let end = screen.view.contentSize.height - screen.view.bounds.height
    #expect(screen.offset(200, item: 199, at: .bottom) == CGPoint(x: 0, y: end))
    screen.expectNoProblems()
  }

  // test_whenScrollVerticallyToBottom_withContentInsets_thatBottomFlushWithCollectionViewBounds
  @Test("scrolling to the bottom leaves the last item above the bottom content inset")
  func scrollingToTheBottomHonoursTheInsets() {
    let screen = Screen()
    screen.show([100])
    #expect(screen.offset(100, item: 99, at: .bottom) == CGPoint(x: 0, y: 900))
    screen.view.contentInset = LayoutInsets(top: 100, left: 0, bottom: 0, right: 0)
    #expect(screen.offset(100, item: 99, at: .bottom) == CGPoint(x: 0, y: 900))
    screen.view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 100, right: 0)
    #expect(screen.offset(100, item: 99, at: .bottom) == CGPoint(x: 0, y: 1_000))
    screen.view.contentInset = LayoutInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(screen.offset(100, item: 99, at: .bottom) == CGPoint(x: 0, y: 930))
    screen.expectNoProblems()
  }

  // test_whenScrollHorizontalToRight_withContentInsets_thatRightFlushWithCollectionViewBounds
  @Test("scrolling to the right end leaves the last column left of the right content inset")
  func scrollingToTheRightHonoursTheInsets() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.contentInsetAdjustmentBehavior = .never
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: 100, model: 100, controller: CountSection())])
    view.layoutIfNeeded()
    func right() -> CGPoint {
      adapter.scroll(toSectionID: 100, item: 99, at: .right, animated: false)
      return view.contentOffset
    }
    // Ten columns of ten 100 × 10 items: 1,000 points of content.
    #expect(right() == CGPoint(x: 900, y: 0))
    view.contentInset = LayoutInsets(top: 0, left: 100, bottom: 0, right: 0)
    #expect(right() == CGPoint(x: 900, y: 0))
    view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 0, right: 100)
    #expect(right() == CGPoint(x: 1_000, y: 0))
    view.contentInset = LayoutInsets(top: 0, left: 20, bottom: 0, right: 30)
    #expect(right() == CGPoint(x: 930, y: 0))
  }

  // test_whenScrollHorizontallyToItem
  @Test("scrolling to a section of a horizontal layout puts its first item at the left")
  func scrollingHorizontallyPutsASectionAtTheLeft() {
    let screen = Screen(horizontal: true)
    screen.show([1, 2, 3, 4, 5, 6])
    #expect(screen.offset(1, at: .left) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(2, at: .left) == CGPoint(x: 10, y: 0))
    #expect(screen.offset(3, at: .left) == CGPoint(x: 30, y: 0))
    #expect(screen.offset(6, at: .left) == CGPoint(x: 110, y: 0))
    #expect(screen.offset(6, item: 5, at: .centeredHorizontally) == CGPoint(x: 110, y: 0))
    #expect(screen.offset(6, item: 5, at: .right) == CGPoint(x: 110, y: 0))
    screen.expectNoProblems()
  }

  // test_whenScrollToItem_thatSupplementarySourceSupportsSingleHeader,
  // test_whenScrollToItem_thatSupplementarySourceSupportsHeaderAndFooter
  @Test("scrolling within content shorter than the viewport keeps the offset at the start")
  func scrollingWithinShortContentStaysAtTheStart() {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 1, model: Supplemented(count: 1, kinds: [.header, .footer]),
        controller: SupplementedSection()),
      Section(id: 2, model: 2, controller: CountSection()),
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.view.supplementaryView(forElementKind: .header, at: igPath(0, 0)) != nil)
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: igPath(0, 0)) != nil)
    #expect(screen.offset(1) == CGPoint(x: 0, y: 0))
    #expect(screen.offset(2) == CGPoint(x: 0, y: 0))
    screen.expectNoProblems()
  }

  // test_whenScrollVerticallyToItem_thatFeedIsEmpty
  @Test("scrolling an adapter with no sections fails, is reported and moves nothing")
  func scrollingWithNoSectionsFails() {
    let screen = Screen()
    screen.show([])
    #expect(screen.view.numberOfSections == 0)
    #expect(!screen.adapter.scroll(toSectionID: 1, animated: false))
    #expect(screen.view.contentOffset == .zero)
    #expect(screen.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  // test_whenScrollVerticallyToItem_thatItemNotInFeed
  @Test("scrolling to an id that is not shown fails, is reported and keeps the offset")
  func scrollingToAnUnknownIDFails() {
    let screen = Screen()
    screen.show(Array(1...8))
    #expect(screen.offset(3) == CGPoint(x: 0, y: 30))
    #expect(!screen.adapter.scroll(toSectionID: 9, animated: false))
    #expect(screen.view.contentOffset == CGPoint(x: 0, y: 30))
    #expect(screen.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(screen.diagnostics.first?.sectionID == SectionID(9))
  }

  // test_whenScrollToItem_thatNonVisibleCellsDidNotAppear
  // IGListKit scrolls before the first layout, so the first section never appears. Sectional
  // shows the first update at once (see above): the same behaviour is a scroll that jumps
  // over a section, which never appears.
  @Test("scrolling to a section displays it and not the sections it jumps over")
  func scrollingJumpsOverTheSectionsBetween() throws {
    let screen = Screen()
    screen.show([20, 5, 22])
    let skipped = try #require(screen.controller(5))
    let target = try #require(screen.controller(22))
    #expect(!skipped.displayed && !target.displayed)
    screen.adapter.scroll(toSectionID: 22, at: .top, animated: false)
    #expect(!skipped.displayed)
    #expect(target.displayed)
    #expect(screen.view.indexPathsForVisibleItems.first == igPath(0, 2))
  }

  // test_whenScrollingToIndex_withSectionController_thatPositionCorrect,
  // test_whenQueryingContainerContentOffset_thatResultIsCorrectlyOffset
  @Test("a controller scrolling to its own item moves the view's offset to it")
  func aControllerScrollsToItsItem() throws {
    let screen = Screen()
    screen.show(Array(1...19))
    let eight = try #require(screen.controller(8)?.context)
    eight.scrollToItem(at: 0, at: .top)
    // Sections 1 to 7 hold 28 rows.
    #expect(screen.view.contentOffset == CGPoint(x: 0, y: 280))
    #expect(screen.view.indexPathsForVisibleItems.first == igPath(0, 7))
  }

  // MARK: Selection, highlight, menus, scroll events

  // test_whenSelectingCell_thatSectionControllerReceivesMethod
  @Test("tapping an item tells its section's controller and no other")
  func aTapReachesOnlyItsController() {
    let screen = Screen()
    screen.show([1, 2, 3])
    screen.view.tapItem(at: igPath(0, 0))
    #expect(screen.controller(1)?.events == ["highlight 0", "unhighlight 0", "select 0"])
    #expect(screen.controller(2)?.events == [])
    #expect(screen.controller(3)?.events == [])
    #expect(screen.view.indexPathsForSelectedItems == [igPath(0, 0)])
  }

  // test_whenSelectingCell_thatSelectionConfirmationDelegatesReturnValues
  @Test(
    "a controller that handles selection without answering should-select can be selected and deselected"
  )
  func selectionIsAllowedByDefault() {
    let screen = Screen()
    screen.show([1, 2, 3])
    let adapter = screen.adapter
    #expect(adapter.collectionView(screen.view, shouldSelectItemAt: igPath(0, 0)))
    #expect(adapter.collectionView(screen.view, shouldDeselectItemAt: igPath(0, 0)))
  }

  // test_whenDeselectingCell_thatSectionControllerReceivesMethod
  @Test("deselecting an item by a tap tells its section's controller and no other")
  func aDeselectionReachesOnlyItsController() {
    let screen = Screen()
    screen.view.allowsMultipleSelection = true
    screen.show([1, 2, 3])
    screen.view.tapItem(at: igPath(0, 0))
    screen.view.tapItem(at: igPath(0, 0))
    #expect(screen.controller(1)?.events.last == "deselect 0")
    #expect(screen.controller(2)?.events == [])
    #expect(screen.controller(3)?.events == [])
    #expect(screen.view.indexPathsForSelectedItems.isEmpty)
  }

  // test_whenHighlightingCell_thatSectionControllerReceivesMethod
  @Test("highlighting an item tells its section's controller and no other")
  func aHighlightReachesOnlyItsController() {
    let screen = Screen()
    screen.show([1, 2, 3])
    #expect(screen.view.highlightItem(at: igPath(0, 0)))
    #expect(screen.controller(1)?.events == ["highlight 0"])
    #expect(screen.controller(2)?.events == [])
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.isHighlighted == true)
  }

  // test_whenUnhighlightingCell_thatSectionControllerReceivesMethod
  @Test("unhighlighting an item tells its section's controller and no other")
  func anUnhighlightReachesOnlyItsController() {
    let screen = Screen()
    screen.show([1, 2, 3])
    screen.view.highlightItem(at: igPath(0, 0))
    screen.view.unhighlightItem(at: igPath(0, 0))
    #expect(screen.controller(1)?.events == ["highlight 0", "unhighlight 0"])
    #expect(screen.controller(2)?.events == [])
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.isHighlighted == false)
  }

  // test_whenContextMenuAskedCell_thatSectionControllerReceivesMethod
  @Test("a context menu is asked of its item's controller and no other")
  func aContextMenuIsAskedOfOnlyItsController() {
    let screen = Screen()
    screen.show([1, 2, 3])
    #expect(screen.view.contextMenuConfiguration(forItemAt: igPath(0, 0), point: .zero) == nil)
    #expect(screen.controller(1)?.events == ["menu 0"])
    #expect(screen.controller(2)?.events == [])
    #expect(screen.controller(3)?.events == [])
  }

  // test_whenDidEndDecelerating_thatScrollViewDelegateReceivesMethod
  @Test("the end of a deceleration reaches the visible controllers that handle scrolling")
  func theEndOfADecelerationReachesTheVisibleControllers() {
    let screen = Screen()
    screen.show(Array(1...12))
    screen.view.scroll(by: 10, velocity: 500)
    let visible = screen.adapter.visibleSectionControllers.compactMap { $0 as? CountSection }
    #expect(!visible.isEmpty)
    for id in 1...12 {
      let controller = screen.controller(id)
      let isVisible = visible.contains { $0 === controller }
      #expect(controller?.events == (isVisible ? ["didEndDecelerating"] : []), "section \(id)")
    }
  }

  // test_whenSelectingThroughContext_thatCellSelected
  @Test("a controller selecting its item through its context selects the shown cell")
  func aControllerSelectsThroughItsContext() throws {
    let screen = Screen()
    screen.show([1, 2, 3])
    let context = try #require(screen.controller(1)?.context)
    context.selectItem(at: 0, scrollPosition: [])
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.isSelected == true)
    #expect(context.selectedItemIndices == [0])
    #expect(screen.controller(1)?.events == [])
  }

  // test_whenDeselectingThroughContext_thatCellDeselected
  @Test("a controller deselecting its item through its context deselects the shown cell")
  func aControllerDeselectsThroughItsContext() throws {
    let screen = Screen()
    screen.show([1, 2, 3])
    screen.view.selectItem(at: igPath(0, 0), animated: false, scrollPosition: .top)
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.isSelected == true)
    let context = try #require(screen.controller(1)?.context)
    context.deselectItem(at: 0)
    #expect(screen.view.cellForItem(at: igPath(0, 0))?.isSelected == false)
    #expect(screen.view.indexPathsForSelectedItems.isEmpty)
  }

  // MARK: Sizes and traits

  // test_whenSectionControllerReturnsNegativeSize_thatAdapterReturnsZero
  // IGListKit turns a negative item size into zero silently. Sectional reports a size the layout
  // cannot use as a diagnostic (`LayoutLimits`: "a diagnostic, never a frame").
  @Test("a negative item size is reported and gives no negative frame")
  func aNegativeItemSizeIsReported() {
    let screen = Screen()
    screen.adapter.update([
      Section(id: 1, model: 1, controller: BadlySizedSection(size: CGSize(width: -1, height: -1)))
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.diagnostics.map(\.kind) == [.invalidSize])
    // The layout places the item at its own item size instead.
    let frame = screen.view.layoutAttributesForItem(at: igPath(0, 0))?.frame
    #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(screen.texts == ["1-0"])
  }

  // test_whenSupplementarySourceReturnsNegativeSize_thatAdapterReturnsZero
  // As IGListKit turns it into zero, `FlowLayout` counts a negative header length as zero (its
  // documentation: "sizes … that are negative, infinite or NaN count as zero"): no header. Unlike
  // IGListKit, not in silence: one warning names the section and its controller.
  @Test("a negative header size counts as zero: the section shows no header")
  func aNegativeHeaderSizeShowsNoHeader() {
    let screen = Screen()
    screen.adapter.update([
      Section(
        id: 1, model: 1,
        controller: BadlySizedSection(
          size: CGSize(width: 100, height: 10), headerSize: CGSize(width: -1, height: -1)))
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.view.visibleSupplementaryViews(ofKind: .header).isEmpty)
    #expect(screen.view.layoutAttributesForItem(at: igPath(0, 0))?.frame.minY == 0)
    #expect(screen.texts == ["1-0"])
    #expect(screen.view.errors.isEmpty)
    #expect(screen.diagnostics.count == 1)
    #expect(
      screen.diagnostics.first.map { "\($0)" }?.contains("header size -1.0 × -1.0") == true,
      "\(screen.diagnostics)")
  }

  // test_whenQueryingTraitCollection_thatMatchesCollectionView
  @Test("a controller's environment carries the view's traits")
  func theEnvironmentCarriesTheViewsTraits() throws {
    let screen = Screen()
    screen.view.displayScale = 3
    screen.show([2])
    let context = try #require(screen.controller(2)?.context)
    #expect(context.environment.traits == screen.view.traits)
    #expect(context.environment.traits.displayScale == 3)
  }

  // test_whenQueryingContainerInset_thatMatchesCollectionView
  @Test("a controller's traits carry the view's content inset")
  func theTraitsCarryTheContentInset() throws {
    let screen = Screen()
    screen.show([2])
    screen.view.contentInset = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)
    let context = try #require(screen.controller(2)?.context)
    #expect(
      context.environment.traits.adjustedContentInset
        == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  // test_whenSectionEdgeInsetIsNotZero
  // IGListKit's container size for a controller is the view's size less the section's inset.
  // Sectional's `containerSize` is documented as "the size of the collection view's viewport".
  @Test("a controller's container size is the viewport's, whatever its section's insets")
  func theContainerSizeIsTheViewports() throws {
    let screen = Screen()
    screen.view.contentInset = LayoutInsets(top: 1, left: 1, bottom: 1, right: 1)
    screen.show([42])
    let context = try #require(screen.controller(42)?.context)
    #expect(context.containerSize == CGSize(width: 100, height: 100))
  }

  // MARK: Interactive movement

  // test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly
  @Test("an item moved interactively within its section reorders the controller's items")
  func anInteractiveMoveReordersTheItems() throws {
    let screen = Screen()
    screen.adapter.update([
      Section(id: 0, model: ["a", "b", "c"], controller: ReorderableSection())
    ])
    screen.view.layoutIfNeeded()
    let controller = try #require(
      screen.adapter.sectionController(forSectionID: 0, as: ReorderableSection.self))
    #expect(screen.view.beginInteractiveMovementForItem(at: igPath(2, 0)))
    screen.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))
    screen.view.endInteractiveMovement()
    screen.view.layoutIfNeeded()
    #expect(controller.items == ["c", "a", "b"])
    #expect(screen.texts == ["c", "a", "b"])
    #expect(screen.view.beginInteractiveMovementForItem(at: igPath(2, 0)))
    screen.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 15))
    screen.view.endInteractiveMovement()
    screen.view.layoutIfNeeded()
    #expect(controller.items == ["c", "b", "a"])
    #expect(screen.texts == ["c", "b", "a"])
    screen.expectNoProblems()
  }

  // test_whenItemsInSectionAreInteractivelyReordered_andReorderingIsDisallowed_thatIndexesUpdateCorrectly
  @Test("an item of a controller that refuses moves cannot be moved, and its items stay")
  func aRefusedMoveKeepsTheItems() throws {
    let screen = Screen()
    let section = ReorderableSection()
    section.movable = false
    screen.adapter.update([Section(id: 0, model: ["a", "b", "c"], controller: section)])
    screen.view.layoutIfNeeded()
    #expect(!screen.view.beginInteractiveMovementForItem(at: igPath(2, 0)))
    screen.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))
    screen.view.endInteractiveMovement()
    #expect(section.items == ["a", "b", "c"])
    #expect(screen.texts == ["a", "b", "c"])
  }

  // MARK: A removed section's controller

  // test_whenSectionControllerRemoved_thatCellForIndexPathIsNil,
  // test_whenSectionControllerRemoved_thatVisibleCellsIsEmpty,
  // test_whenSectionControllerRemoved_thatVisibleIndexPathIsEmpty,
  // test_whenSectionControllerRemoved_thatFullyVisibleCellsIsEmpty
  @Test("a removed section's context, kept by its controller, answers no cell and no index")
  func aRemovedSectionsContextAnswersNothing() throws {
    let screen = Screen()
    screen.show([1])
    let controller = try #require(screen.controller(1))
    let context = try #require(controller.context)
    #expect(context.cellForItem(at: 0) != nil)
    screen.show([2])
    #expect(controller.context?.sectionIndex == nil)
    #expect(context.sectionIndex == nil)
    #expect(context.cellForItem(at: 0) == nil)
    #expect(context.visibleItemIndices.isEmpty)
    #expect(screen.texts == ["2-0", "2-1"])
  }

  // test_whenSectionControllerRemoved_thatDoesNotCrashOnInvalidatingLayout
  @Test("a removed section's kept context can still be asked to refresh its views")
  func aRemovedSectionsContextCanRefreshSafely() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let screen = Screen()
        screen.show([1])
        guard let context = screen.controller(1)?.context else { return }
        screen.show([2])
        context.invalidateSupplementaryView(ofKind: .header)
        context.reloadSupplementaryView(ofKind: .header)
        context.scrollToItem(at: 0, at: .top)
        context.selectItem(at: 0, scrollPosition: [])
        screen.view.layoutIfNeeded()
      }
    }
  }

  // test_whenSectionControllerRemoved_thatCellForIndexPathIsNil (the context's other requests)
  @Test("a removed section's kept context selects, deselects and scrolls nothing")
  func aRemovedSectionsContextTouchesNothing() throws {
    let screen = Screen()
    screen.show(Array(1...12))
    let context = try #require(screen.controller(1)?.context)
    screen.show(Array(2...12))
    context.selectItem(at: 0, scrollPosition: [])
    #expect(screen.view.indexPathsForSelectedItems.isEmpty)
    context.scrollToItem(at: 0, at: .bottom)
    #expect(screen.view.contentOffset == .zero)
    screen.view.selectItem(at: igPath(0, 0), animated: false, scrollPosition: [])
    context.deselectItem(at: 0)
    #expect(screen.view.indexPathsForSelectedItems == [igPath(0, 0)])
    #expect(context.selectedItemIndices.isEmpty)
  }
}
