// Documented promises, checked: every test quotes one sentence of the README or of a DocC
// article (Sources/Sectional/Sectional.docc) and checks it through the public API.
//
// Defects found (the documentation was wrong, and now says what the code does):
//
// DEFECT 1: DrivingAHeadlessCollectionView.md promises "The controllers told that a drag began
//   are the ones told that it ended.", but a controller whose section is removed (or whose id is
//   taken over by a controller of another type) while the drag lasts is never told
//   `dragSessionDidEnd`: `CollectionViewAdapter.collectionView(_:dragSessionDidEnd:)`
//   (CollectionViewAdapter+DragAndDrop.swift) filters the recorded sources with
//   `registry.index(of: entry) != nil`, and `DragSources.takeEntries(of:)` drops replaced
//   controllers. Test: `aControllerWhoseSectionWasRemovedDuringADragIsNotToldItEndedAsDocumented`.
//
// Every other test below checks a claim found true.

import Foundation
import Sectional
import Testing

// MARK: - Helpers

/// An item with an identity and a content, for the diffing controllers.
private struct DPRStock: Identifiable, Equatable, Differentiable, CustomStringConvertible {
  let id: String
  var price: Int
  var description: String { "\(id) \(price)" }
}

/// A data source of one section of rows that counts every question it is asked.
@MainActor
private final class DPRCountingSource: CollectionViewDataSource {
  var rows: [String]
  private(set) var questions = 0

  init(_ rows: [String]) { self.rows = rows }

  func numberOfSections(in collectionView: any CollectionView) -> Int {
    questions += 1
    return 1
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    questions += 1
    return rows.count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    questions += 1
    let cell = collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = rows[indexPath.item]
    return cell
  }
}

/// A scroll delegate that writes what it hears into a shared log.
@MainActor
private final class DPRScrollLog: CollectionViewScrollDelegate {
  var log: [String] = []
  var animationEnds = 0
  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    log.append("delegate didScroll")
  }
  func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) {
    animationEnds += 1
  }
}

/// A list controller that logs its scroll events into a shared log.
@MainActor
private final class DPRScrollingList: DiffingListSectionController<[String], String>, ScrollHandling
{
  let name: String
  let log: DPRScrollLog
  init(name: String, log: DPRScrollLog) {
    self.name = name
    self.log = log
    super.init(items: { $0 })
  }
  func didScroll(in context: any CollectionViewContext) { log.log.append("\(name) didScroll") }
}

/// A view delegate that records scroll-animation ends (the headless view tells its delegate).
@MainActor
private final class DPRViewDelegate: CollectionViewDelegate {
  var animationEnds = 0
  var didScrolls = 0
  func scrollViewDidScroll(_ collectionView: any CollectionView) { didScrolls += 1 }
  func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) {
    animationEnds += 1
  }
}

/// A harness over a strict headless view of 10-point rows that records diagnostics.
@MainActor
private final class DPRScreen {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  var diagnostics: [Diagnostic] = []
  var batches: [String] = []

  init(size: CGSize = CGSize(width: 100, height: 100)) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: size.width, height: 10)
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    view.batchUpdateHandler = { [unowned self] in batches.append($0.oneLineDescription) }
  }

  var texts: [String] {
    view.layoutIfNeeded()
    return view.visibleCells.map(\.text)
  }
}

/// A list controller that drags, drops and moves its items, and logs all of it.
@MainActor
private final class DPRDragList: DiffingListSectionController<[String], String>, DragHandling,
  DropHandling, InteractiveMoving
{
  var log: [String] = []
  var refusedDestinations: Set<Int> = []
  var drops: [(sources: [IndexPath?], at: Int)] = []
  init() { super.init(items: { $0 }) }
  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }
  func dragSessionWillBegin(_ session: DragSession) { log.append("began") }
  func dragSessionDidEnd(_ session: DragSession) { log.append("ended") }
  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    log.append("dropped \(indexPaths.map(\.indexInSectionController))")
  }
  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }
  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    drops.append((coordinator.items.map(\.sourceIndexPath), indexPath.indexInSectionController))
  }
  func canMoveItem(at source: SectionIndexPath, to destination: SectionIndexPath) -> Bool {
    !refusedDestinations.contains(destination.indexInSectionController)
  }
  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController),
      at: destination.indexInSectionController)
    update(to: moved).commit()
  }
}

/// A controller whose initializer counts how often it runs.
@MainActor
private final class DPRCountedInit: SingleModelSectionController<String> {
  nonisolated(unsafe) static var made = 0
  override init() {
    DPRCountedInit.made += 1
    super.init()
  }
}

/// A plugin that hands out a task per component and keeps them.
@MainActor
private final class DPRPrefetcher: PrefetchingPlugin {
  var tasks: [String: PrefetchTask] = [:]
  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    let text = component.as(TextComponent.self)?.viewModel ?? "?"
    let task = PrefetchTask {}
    tasks[text] = task
    return task
  }
}

/// Counts the calls to the view models' `==` below.
@MainActor private var dprEqualityCalls = 0

/// A view model of sixteen bytes whose `==` counts its calls.
private struct DPRSmallModel: Equatable {
  var a: Int
  var b: Int
  static func == (lhs: DPRSmallModel, rhs: DPRSmallModel) -> Bool {
    MainActor.assumeIsolated { dprEqualityCalls += 1 }
    return lhs.a == rhs.a && lhs.b == rhs.b
  }
}

/// A view model of more than sixteen bytes whose `==` counts its calls.
private struct DPRLargeModel: Equatable {
  var a: Int
  var b: Int
  var c: Int
  static func == (lhs: DPRLargeModel, rhs: DPRLargeModel) -> Bool {
    MainActor.assumeIsolated { dprEqualityCalls += 1 }
    return lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

private struct DPRSmallComponent: Component {
  let viewModel: DPRSmallModel
  var style: AnyHashable? = nil
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) {
    content.text = "\(viewModel.a).\(viewModel.b)"
  }
}

private struct DPRLargeComponent: Component {
  let viewModel: DPRLargeModel
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = "\(viewModel.a)" }
}

/// A content view of another type than `ComponentView`.
private final class DPRBadgeView: ComponentView {}

private struct DPRBadgeComponent: Component {
  let viewModel: String
  func renderContent(coordinator: Void) -> DPRBadgeView { DPRBadgeView() }
  func render(in content: DPRBadgeView, coordinator: Void) { content.text = "<\(viewModel)>" }
}

/// Counts hashes of `DPRCountedKey` (a lock: diff tests may run off the main actor).
private final class DPRHashCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func add() {
    lock.lock()
    value += 1
    lock.unlock()
  }
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

/// An identifier whose hashing is counted on its counter.
private struct DPRCountedKey: Hashable {
  let value: Int
  let counter: DPRHashCounter
  static func == (lhs: DPRCountedKey, rhs: DPRCountedKey) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {
    counter.add()
    hasher.combine(value)
  }
}

private struct DPRCountedRow: Differentiable {
  let key: DPRCountedKey
  var differenceIdentifier: DPRCountedKey { key }
  func isContentEqual(to source: DPRCountedRow) -> Bool { true }
}

/// A list controller that runs a closure when one of its cells is about to be shown.
@MainActor
private final class DPRDisplayHook: DiffingListSectionController<[String], String>, DisplayHandling
{
  var onWillDisplay: ((SectionIndexPath) -> Void)?
  init() { super.init(items: { $0 }) }
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    onWillDisplay?(indexPath)
  }
}

extension DPRScreen {
  /// Whether every shown cell shows the text at its index path in `expected`.
  @MainActor func shows(_ expected: [[String]]) -> Bool {
    view.layoutIfNeeded()
    guard view.numberOfSections == expected.count else { return false }
    for (section, items) in expected.enumerated()
    where view.numberOfItems(inSection: section) != items.count {
      return false
    }
    for indexPath in view.indexPathsForVisibleItems {
      guard let cell = view.cellForItem(at: indexPath) else { return false }
      if cell.render() != expected[indexPath.section][indexPath.item] { return false }
    }
    return !view.indexPathsForVisibleItems.isEmpty || expected.allSatisfy(\.isEmpty)
  }
}

/// A cell 15 points tall whatever its estimate.
private final class DPRMeasuredCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = 15
    return attributes
  }
}

/// A data source of rows shown in `DPRMeasuredCell`s.
@MainActor
private final class DPRMeasuredRows: CollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(DPRMeasuredCell.self, for: indexPath)
    cell.text = "\(indexPath.item)"
    return cell
  }
}

/// A hand-written controller whose changes are given explicitly.
@MainActor
private final class DPRHandList: SectionController {
  weak var context: (any CollectionViewContext)?
  private(set) var items: [String] = []
  var numberOfItems: Int { items.count }
  func update(to model: [String]) -> SectionUpdate {
    SectionUpdate(changes: .none) { self.items = model }
  }
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController]
    return cell
  }
  func change(to new: [String], _ changes: ItemChanges) {
    context?.apply(changes, commit: { self.items = new })
  }
}

// MARK: - Tests

@MainActor
@Suite struct DocumentedPromiseReviewTests {

  // MARK: DrivingAHeadlessCollectionView.md

  // "Setting the data source forgets the cached counts, and reloadData() also forgets the shown
  // cells and the selection; neither asks the data source anything until the next layout pass."
  // (DrivingAHeadlessCollectionView.md)
  @Test func settingTheDataSourceAndReloadingAskNothingUntilTheNextLayoutPass() {
    let first = DPRCountingSource(["a", "b", "c"])
    let second = DPRCountingSource(["x", "y"])
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = first
    view.layoutIfNeeded()
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])

    view.dataSource = second
    #expect(second.questions == 0)
    view.reloadData()
    #expect(second.questions == 0)
    #expect(view.indexPathsForSelectedItems.isEmpty)

    view.layoutIfNeeded()
    #expect(second.questions > 0)
    #expect(view.visibleCells.map(\.text) == ["x", "y"])
  }

  // "Setting ``HeadlessCollectionView/contentInset`` or the behaviour does not scroll, as in
  // UIKit." (DrivingAHeadlessCollectionView.md)
  @Test func settingTheContentInsetOrTheAdjustmentBehaviourDoesNotScroll() {
    let rows = DPRCountingSource((0..<30).map(String.init))
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = rows
    view.layoutIfNeeded()
    view.safeAreaInsets = LayoutInsets(top: 20, bottom: 10)
    let start = view.contentOffset
    view.contentInset = LayoutInsets(top: 30, bottom: 0)
    view.layoutIfNeeded()
    #expect(view.contentOffset == start)
    view.contentInsetAdjustmentBehavior = .never
    view.layoutIfNeeded()
    #expect(view.contentOffset == start)
  }

  // "A change of the safe area keeps a view at rest at its start there (its offset follows the
  // inset before the content); a view scrolled elsewhere keeps its offset."
  // (DrivingAHeadlessCollectionView.md)
  @Test func aSafeAreaChangeMovesAViewAtItsStartAndKeepsAScrolledOne() {
    let rows = DPRCountingSource((0..<30).map(String.init))
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = rows
    view.layoutIfNeeded()
    view.safeAreaInsets = LayoutInsets(top: 20, bottom: 0)
    #expect(view.contentOffset.y == -20)

    view.contentOffset.y = 200
    view.safeAreaInsets = LayoutInsets(top: 44, bottom: 0)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 200)
  }

  // "With `animated` `true`, this and scrollToItem(at:at:animated:) scroll at once and then tell
  // the delegate `scrollViewDidEndScrollingAnimation`, as UIKit does when its animation ends (not
  // when the content was already there)." (DrivingAHeadlessCollectionView.md)
  @Test func anAnimatedScrollEndsItsAnimationOnlyWhenTheContentMoved() {
    let rows = DPRCountingSource((0..<30).map(String.init))
    let delegate = DPRViewDelegate()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = rows
    view.delegate = delegate
    view.layoutIfNeeded()

    view.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
    #expect(view.contentOffset.y == 80)
    #expect(delegate.animationEnds == 1)
    view.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
    #expect(delegate.animationEnds == 1)
    view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: true)
    #expect(view.contentOffset.y == 80)
    #expect(delegate.animationEnds == 1)
  }

  // "The adapter also tells ``CollectionViewAdapter/scrollDelegate``, a
  // ``CollectionViewScrollDelegate``, about every scroll event, after the controllers of the
  // visible sections that adopt ``ScrollHandling``" (DrivingAHeadlessCollectionView.md)
  @Test func theScrollDelegateHearsAScrollAfterTheVisibleControllers() {
    let screen = DPRScreen()
    let log = DPRScrollLog()
    screen.adapter.scrollDelegate = log
    screen.adapter.update([
      Section(id: "a", model: ["a0", "a1"], controller: DPRScrollingList(name: "a", log: log)),
      Section(
        id: "b", model: (0..<30).map { "b\($0)" }, controller: DPRScrollingList(name: "b", log: log)
      ),
      Section(id: "c", model: ["c0"], controller: DPRScrollingList(name: "c", log: log)),
    ])
    screen.view.layoutIfNeeded()
    log.log.removeAll()
    screen.view.contentOffset.y = 5
    #expect(log.log == ["a didScroll", "b didScroll", "delegate didScroll"])
  }

  // MARK: HowUpdatesBecomeBatches.md

  // "Over ``CollectionViewAdapter/reloadThreshold`` changes, or when the collection view's counts
  // no longer match the adapter's, the adapter reloads instead." (HowUpdatesBecomeBatches.md)
  // and CollectionViewAdapter.reloadThreshold: "Above this many changes in one update, the
  // adapter reloads". Exactly the threshold is still a batch.
  @Test func exactlyTheReloadThresholdsChangesIsStillABatch() {
    let screen = DPRScreen()
    screen.adapter.reloadThreshold = 3
    screen.adapter.update([Section(id: "s", model: ["a"], controller: TextList())])
    screen.batches.removeAll()
    screen.adapter.update([Section(id: "s", model: ["a", "b", "c", "d"], controller: TextList())])
    #expect(screen.batches == ["insert items [0-1, 0-2, 0-3]"])
    screen.batches.removeAll()
    screen.adapter.update([
      Section(id: "s", model: ["a", "b", "c", "d", "e", "f", "g", "h"], controller: TextList())
    ])
    #expect(screen.batches.isEmpty)  // a reload sends no batch
    #expect(screen.texts == ["a", "b", "c", "d", "e", "f", "g", "h"])
  }

  // "A change follows the controller that asked for it. If its section is removed, or its id now
  // belongs to a controller of another type, the change is dropped with a
  // ``Diagnostic/Kind/sectionRemoved`` diagnostic and its completion receives `false`."
  // (HowUpdatesBecomeBatches.md)
  @Test func aQueuedChangeWhoseIDNowHasAControllerOfAnotherTypeIsDroppedWithFalse() {
    let screen = DPRScreen()
    screen.adapter.update([Section(id: "s", model: ["a", "b"], controller: TextList())])
    screen.view.layoutIfNeeded()
    let old = screen.adapter.sectionController(forSectionID: "s", as: TextList.self)!
    var completed: [Bool] = []
    screen.adapter.update([Section(id: "s", model: ["a", "b", "z"], controller: TextList())]) {
      _ in
      // Inside a completion: both requests below wait in the queue, in order.
      screen.adapter.update([
        Section(id: "s", model: "x", controller: SingleModelSectionController<String>())
      ])
      old.context?.apply({ old.update(to: ["a", "b", "c"]) }, completion: { completed.append($0) })
    }
    screen.view.layoutIfNeeded()
    #expect(completed == [false])
    #expect(screen.diagnostics.map(\.kind).contains(.sectionRemoved))
    #expect(screen.texts == ["x"])
  }

  // "An item whose identity stays and whose content changed keeps its cell ... when it moves,
  // UIKit forbids reconfiguring it in the batch that moves it (S4), so it is reconfigured in a
  // follow-up batch, at its new index path. It keeps its cell and its selection either way."
  // (HowUpdatesBecomeBatches.md)
  @Test func aMovedAndChangedItemKeepsItsCellAndSelectionAndShowsItsNewContent() {
    let screen = DPRScreen()
    typealias Stocks = DiffingListSectionController<[DPRStock], DPRStock>
    let before = [
      DPRStock(id: "A", price: 1), DPRStock(id: "B", price: 2), DPRStock(id: "C", price: 3),
    ]
    screen.adapter.update([Section(id: "s", model: before, controller: Stocks())])
    screen.view.layoutIfNeeded()
    screen.view.tapItem(at: IndexPath(item: 0, section: 0))
    let cell = screen.view.cellForItem(at: IndexPath(item: 0, section: 0))
    screen.batches.removeAll()

    let after = [
      DPRStock(id: "B", price: 2), DPRStock(id: "C", price: 3), DPRStock(id: "A", price: 9),
    ]
    screen.adapter.update([Section(id: "s", model: after, controller: Stocks())])
    screen.view.layoutIfNeeded()
    #expect(screen.texts == ["B 2", "C 3", "A 9"])
    #expect(screen.view.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(screen.batches.count == 2)
    #expect(screen.batches.last == "reconfigure items [0-2]")
    #expect(screen.diagnostics.isEmpty)
  }

  // "With ``ItemRefresh/reload``, updated items are reloaded in place only when nothing in the
  // batch moves; otherwise they are deleted and inserted" (HowUpdatesBecomeBatches.md)
  @Test func withReloadRefreshAnUpdatedItemBesideAMoveIsDeletedAndInserted() {
    let screen = DPRScreen()
    typealias Stocks = DiffingListSectionController<[DPRStock], DPRStock>
    let controller = Stocks()
    controller.itemRefresh = .reload
    let before = [
      DPRStock(id: "A", price: 1), DPRStock(id: "B", price: 2), DPRStock(id: "C", price: 3),
    ]
    screen.adapter.update([Section(id: "s", model: before, controller: controller)])
    screen.view.layoutIfNeeded()
    screen.batches.removeAll()
    let after = [
      DPRStock(id: "C", price: 3), DPRStock(id: "A", price: 1), DPRStock(id: "B", price: 7),
    ]
    screen.adapter.update([Section(id: "s", model: after, controller: Stocks())])
    #expect(screen.texts == ["C 3", "A 1", "B 7"])
    #expect(screen.batches.allSatisfy { !$0.contains("reload") })
    #expect(screen.diagnostics.isEmpty)
  }

  // "A section whose controller reloads it, that moves while its items change (R26), ... is
  // deleted and inserted whole." (HowUpdatesBecomeBatches.md)
  @Test func aSectionThatMovesWhileItsItemsChangeIsDeletedAndInsertedWhole() {
    let screen = DPRScreen()
    screen.adapter.update([
      Section(id: "a", model: ["a0"], controller: TextList()),
      Section(id: "b", model: ["b0"], controller: TextList()),
      Section(id: "c", model: ["c0", "c1"], controller: TextList()),
    ])
    screen.view.layoutIfNeeded()
    screen.batches.removeAll()
    // A rotation by one: only "c" moves, and its items change.
    screen.adapter.update([
      Section(id: "c", model: ["c0", "c1", "c2"], controller: TextList()),
      Section(id: "a", model: ["a0"], controller: TextList()),
      Section(id: "b", model: ["b0"], controller: TextList()),
    ])
    #expect(screen.texts == ["c0", "c1", "c2", "a0", "b0"])
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.contains("insert items") == false)
    #expect(screen.batches.first?.contains("move sections") == false)
    #expect(screen.diagnostics.isEmpty)
  }

  // "One that adopts it and breaks it by changing its count anyway is still caught, by the
  // collection view's own check of the batch against every section's count (step 4), which
  // reports the section and reloads: the screen never shows a count the controller does not
  // have." (HowUpdatesBecomeBatches.md)
  @Test func aModelDerivedControllerThatChangesItsCountAnywayNeverShowsAWrongCount() {
    let screen = DPRScreen()
    let shared = ["a", "b"]
    screen.adapter.update([
      Section(id: "s", model: shared, controller: TextList()),
      Section(id: "t", model: ["t0"], controller: TextList()),
    ])
    screen.view.layoutIfNeeded()
    let list = screen.adapter.sectionController(forSectionID: "s", as: TextList.self)!
    // Break the promise: change the items outside any update.
    list.update(to: ["a", "b", "c"]).commit()
    screen.adapter.update([
      Section(id: "s", model: shared, controller: TextList()),
      Section(id: "t", model: ["t0", "t1"], controller: TextList()),
    ])
    #expect(screen.texts == ["a", "b", "c", "t0", "t1"])
    #expect(!screen.diagnostics.isEmpty)
  }

  // MARK: DeclarativeLists.md

  // "The first list and an empty one are batches like any other (sections inserted, or
  // deleted), where KarrotListKit reloads." (DeclarativeLists.md)
  @Test func theFirstListAndAnEmptyListAreBatches() {
    let screen = DPRScreen()
    screen.adapter.apply(
      List {
        ListSection(id: "a") { Cell(id: "1", component: TextComponent("one")) }
        ListSection(id: "b") { Cell(id: "2", component: TextComponent("two")) }
      })
    #expect(screen.batches == ["insert sections [0, 1]"])
    screen.adapter.apply(List(sections: []))
    #expect(screen.batches.last == "delete sections [0, 1]")
    #expect(screen.view.numberOfSections == 0)
  }

  // "A display handler for a header or footer the section does not have is never called:
  // applying the section reports it (``Diagnostic/Kind/modifierIgnored``)" (DeclarativeLists.md)
  @Test func aHeaderDisplayHandlerWithoutAHeaderIsReportedAndNeverCalled() {
    let screen = DPRScreen()
    var called = 0
    screen.adapter.apply(
      List {
        ListSection(id: "a") { Cell(id: "1", component: TextComponent("one")) }
          .willDisplayHeader { _ in called += 1 }
      })
    screen.view.layoutIfNeeded()
    #expect(called == 0)
    #expect(screen.diagnostics.map(\.kind) == [.modifierIgnored])
  }

  // "Repeated section ids keep the first section and repeated cell ids within a section keep
  // the first cell, each with a ``Diagnostic`` that names where the repeat was written."
  // (DeclarativeLists.md) and Diagnostic.Kind.duplicateCellID: "``Diagnostic/indexPath`` names
  // the dropped cell: its section's index in the list and its index in the section as written."
  @Test func aRepeatedCellIDKeepsTheFirstAndNamesWhereTheRepeatWasWritten() {
    let screen = DPRScreen()
    screen.adapter.apply(
      List {
        ListSection(id: "a") { Cell(id: "0", component: TextComponent("a")) }
        ListSection(id: "b") {
          Cell(id: "1", component: TextComponent("first"))
          Cell(id: "2", component: TextComponent("other"))
          Cell(id: "1", component: TextComponent("repeat"))
        }
      })
    screen.view.layoutIfNeeded()
    #expect(screen.view.visibleCells.map { $0.render() } == ["a", "first", "other"])
    #expect(screen.diagnostics.map(\.kind) == [.duplicateCellID])
    #expect(screen.diagnostics.first?.indexPath == IndexPath(item: 2, section: 1))
  }

  // "``List/onReachedEnd(offset:handler:)`` is latched: it fires once, and again only after the
  // content grew ... content shorter than the viewport fires at once." (DeclarativeLists.md)
  @Test func reachedEndFiresAtOnceForShortContentAndAgainOnlyAfterItGrows() {
    let screen = DPRScreen()
    var fired = 0
    func list(_ count: Int) -> List {
      List {
        ListSection(
          id: "rows", cells: (0..<count).map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
      .onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    screen.adapter.apply(list(2))
    screen.view.layoutIfNeeded()
    #expect(fired == 1)
    screen.adapter.apply(list(2))
    screen.view.layoutIfNeeded()
    #expect(fired == 1)
    screen.adapter.apply(list(3))
    screen.view.layoutIfNeeded()
    #expect(fired == 2)
  }

  // MARK: Drag and drop, movement (DrivingAHeadlessCollectionView.md)

  // "The controllers told that a drag began are the ones told that it ended."
  // (DrivingAHeadlessCollectionView.md)
  @Test func aControllerWhoseSectionWasRemovedDuringADragIsNotToldItEndedAsDocumented() {
    let screen = DPRScreen()
    screen.adapter.update([
      Section(id: "a", model: ["a0", "a1"], controller: DPRDragList()),
      Section(id: "b", model: ["b0"], controller: DPRDragList()),
    ])
    screen.view.layoutIfNeeded()
    let a = screen.adapter.sectionController(forSectionID: "a", as: DPRDragList.self)!
    let session = screen.view.beginDrag(at: IndexPath(item: 0, section: 0))
    #expect(session != nil)
    screen.adapter.update([Section(id: "b", model: ["b0"], controller: DPRDragList())])
    if let session { screen.view.endDrag(session) }
    // The doc now says so: a controller whose section left is told nothing more.
    #expect(a.log == ["began"])
  }

  // "A drag's items keep their ``DragItem/sourceIndexPath`` on their items while it lasts: an
  // update that moves them moves their source index paths" (DrivingAHeadlessCollectionView.md)
  @Test func aDraggedItemsSourceFollowsItAcrossAnInsertAbove() {
    let screen = DPRScreen()
    screen.adapter.update([Section(id: "a", model: ["a0", "a1", "a2"], controller: DPRDragList())])
    screen.view.layoutIfNeeded()
    let a = screen.adapter.sectionController(forSectionID: "a", as: DPRDragList.self)!
    guard let session = screen.view.beginDrag(at: IndexPath(item: 1, section: 0)) else {
      Issue.record("no drag")
      return
    }
    screen.adapter.update([
      Section(id: "a", model: ["new", "a0", "a1", "a2"], controller: DPRDragList())
    ])
    #expect(session.items.map(\.sourceIndexPath) == [IndexPath(item: 2, section: 0)])
    screen.view.drop(session, atDestination: IndexPath(item: 0, section: 0))
    #expect(a.drops.first?.sources == [IndexPath(item: 2, section: 0)])
    // A copy leaves the dragged item where it is: its controller is not told it was dropped.
    #expect(!a.log.contains { $0.hasPrefix("dropped") })
  }

  // "one past a section's last item is its end, and item 0 of an empty section the only place to
  // drop into it. ... the controller receives the section's item count as the index."
  // (DrivingAHeadlessCollectionView.md)
  @Test func aDropAtASectionsEndReachesItsControllerAsTheItemCount() {
    let screen = DPRScreen()
    screen.adapter.update([
      Section(id: "a", model: ["a0", "a1"], controller: DPRDragList()),
      Section(id: "b", model: ["b0", "b1", "b2"], controller: DPRDragList()),
      Section(id: "c", model: [], controller: DPRDragList()),
    ])
    screen.view.layoutIfNeeded()
    let b = screen.adapter.sectionController(forSectionID: "b", as: DPRDragList.self)!
    let c = screen.adapter.sectionController(forSectionID: "c", as: DPRDragList.self)!
    if let session = screen.view.beginDrag(at: IndexPath(item: 0, section: 0)) {
      screen.view.drop(session, atDestination: IndexPath(item: 3, section: 1))
    }
    #expect(b.drops.map(\.at) == [3])
    if let session = screen.view.beginDrag(at: IndexPath(item: 0, section: 0)) {
      screen.view.drop(session, atDestination: IndexPath(item: 0, section: 2))
    }
    #expect(c.drops.map(\.at) == [0])
  }

  // "``InteractiveMoving/canMoveItem(at:to:)`` refuses places while the item is dragged (the item
  // stays where it was)" (DrivingAHeadlessCollectionView.md)
  @Test func aRefusedInteractiveDestinationLeavesTheItemWhereItWas() {
    let screen = DPRScreen()
    screen.adapter.update([
      Section(id: "a", model: ["a0", "a1", "a2", "a3"], controller: DPRDragList())
    ])
    screen.view.layoutIfNeeded()
    let a = screen.adapter.sectionController(forSectionID: "a", as: DPRDragList.self)!
    a.refusedDestinations = [0]
    #expect(screen.view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    screen.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))  // over item 0
    screen.view.endInteractiveMovement()
    #expect(screen.texts == ["a0", "a1", "a2", "a3"])
    #expect(a.items == ["a0", "a1", "a2", "a3"])
    #expect(screen.diagnostics.isEmpty)
  }

  // MARK: MigratingFromIGListKitAndSectionKit.md

  // "The adapter builds a controller the first time an id appears (the `controller` argument is
  // evaluated only then) and keeps it for as long as the id stays." (Migrating…md)
  @Test func theControllerArgumentIsEvaluatedOnlyWhenItsIDFirstAppears() {
    let screen = DPRScreen()
    DPRCountedInit.made = 0
    screen.adapter.update([Section(id: "s", model: "one", controller: DPRCountedInit())])
    screen.adapter.update([Section(id: "s", model: "two", controller: DPRCountedInit())])
    screen.adapter.update([Section(id: "s", model: "three", controller: DPRCountedInit())])
    #expect(DPRCountedInit.made == 1)
    #expect(screen.texts == ["three"])
  }

  // "``SingleModelSectionController`` reconfigures its cell in place instead of reloading it."
  // (Migrating…md)
  @Test func aSingleModelControllerReconfiguresItsCellInPlace() {
    let screen = DPRScreen()
    screen.adapter.update([
      Section(id: "s", model: "one", controller: SingleModelSectionController<String>())
    ])
    screen.view.layoutIfNeeded()
    let cell = screen.view.cellForItem(at: IndexPath(item: 0, section: 0))
    screen.batches.removeAll()
    screen.adapter.update([
      Section(id: "s", model: "two", controller: SingleModelSectionController<String>())
    ])
    #expect(screen.batches == ["reconfigure items [0-0]"])
    #expect(screen.texts == ["two"])
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
  }

  // "A section whose id changes is another section: ... Sectional deletes the old section and
  // inserts the new one (with a new controller)" (Migrating…md)
  @Test func aSectionWhoseIDChangesIsDeletedAndInsertedWithANewController() {
    let screen = DPRScreen()
    screen.adapter.update([Section(id: "old", model: ["a"], controller: TextList())])
    let first = screen.adapter.sectionController(forSectionID: "old", as: TextList.self)
    screen.batches.removeAll()
    screen.adapter.update([Section(id: "new", model: ["a"], controller: TextList())])
    #expect(screen.batches == ["delete sections [0]; insert sections [0]"])
    #expect(screen.adapter.sectionController(forSectionID: "new", as: TextList.self) !== first)
  }

  // "``List/onRefresh(_:)``, `onRefresh { … }`; ``CollectionViewAdapter/refresh()`` triggers it
  // headlessly" (Migrating…md)
  @Test func refreshCallsTheHandlerOfTheListLastApplied() {
    let screen = DPRScreen()
    var calls: [String] = []
    screen.adapter.apply(
      List { ListSection(id: "a") { Cell(id: 1, component: TextComponent("x")) } }
        .onRefresh { calls.append("first") })
    screen.adapter.apply(
      List { ListSection(id: "a") { Cell(id: 1, component: TextComponent("y")) } }
        .onRefresh { calls.append("second") })
    #expect(screen.adapter.refresh())
    #expect(calls == ["second"])
  }

  // "a section with no cells still has its layout, its `withSectionLayout` closure asked as for
  // any section" (Migrating…md)
  @Test func anEmptySectionsLayoutClosureIsAsked() {
    let screen = DPRScreen()
    var asked = 0
    screen.adapter.apply(
      List {
        ListSection(id: "empty") {}
          .withSectionLayout { _ -> any SectionLayoutDescription in
            asked += 1
            return FlowSectionLayout(headerReferenceSize: CGSize(width: 0, height: 0))
          }
      })
    screen.view.layoutIfNeeded()
    #expect(asked > 0)
  }

  // MARK: DeclarativeLists.md, events

  // "Events run the handlers of the list last applied, `didEndDisplay` included. A cell that the
  // list removed runs the handlers of the last list that had it." (DeclarativeLists.md)
  @Test func aRemovedCellRunsTheDidEndDisplayOfTheLastListThatHadIt() {
    let screen = DPRScreen()
    var ended: [String] = []
    func list(_ tag: String, keep: Bool) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: TextComponent("a"))
          if keep {
            Cell(id: "b", component: TextComponent("b")).didEndDisplay { _ in ended.append(tag) }
          }
        }
      }
    }
    screen.adapter.apply(list("first", keep: true))
    screen.view.layoutIfNeeded()
    screen.adapter.apply(list("second", keep: true))
    screen.view.layoutIfNeeded()
    screen.adapter.apply(list("third", keep: false))
    screen.view.layoutIfNeeded()
    #expect(ended == ["second"])
  }

  // "A tap follows its cell: if a handler applies a list that moves it (a banner inserted above,
  // from `onHighlight`), unhighlight and select reach the same cell at its new index path."
  // (DeclarativeLists.md)
  @Test func aTapFollowsItsCellWhenOnHighlightInsertsABannerAbove() {
    let screen = DPRScreen()
    var selected: [AnyHashable] = []
    var banner = false
    func list() -> List {
      List {
        ListSection(id: "s") {
          if banner { Cell(id: "banner", component: TextComponent("banner")) }
          Cell(id: "a", component: TextComponent("a"))
            .didSelect { selected.append($0.cellID) }
          Cell(id: "b", component: TextComponent("b"))
            .onHighlight { _ in
              banner = true
              screen.adapter.apply(list())
            }
            .didSelect { selected.append($0.cellID) }
        }
      }
    }
    screen.adapter.apply(list())
    screen.view.layoutIfNeeded()
    screen.view.tapItem(at: IndexPath(item: 1, section: 0))
    screen.view.layoutIfNeeded()
    #expect(selected == ["b"])
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  // "A changed header or footer is rendered again into the view that shows it"
  // (DeclarativeLists.md)
  @Test func aChangedHeaderIsRenderedAgainIntoTheViewThatShowsIt() {
    let screen = DPRScreen()
    func list(_ title: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: "a", component: TextComponent("a")) }
          .withHeader(TextComponent(title))
      }
    }
    screen.adapter.apply(list("Old"))
    screen.view.layoutIfNeeded()
    let header = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(header?.render() == "Old")
    screen.adapter.apply(list("New"))
    screen.view.layoutIfNeeded()
    let after = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(after === header)
    #expect(after?.render() == "New")
  }

  // "A placeholder cell is a cell: tapping it calls its `didSelect`" (DeclarativeLists.md)
  @Test func tappingAPlaceholderCallsItsDidSelect() {
    let screen = DPRScreen()
    var taps = 0
    // showLoader marks every cell of the list a placeholder.
    screen.adapter.showLoader(
      with: List {
        ListSection(id: "feed") {
          Cell(id: "p", component: TextComponent("…")).didSelect { _ in taps += 1 }
        }
      })
    screen.view.layoutIfNeeded()
    screen.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(taps == 1)
  }

  // "a task is cancelled when its item leaves the prefetch range unshown or is removed ... and is
  // never inherited by another item when an update shifts indices." (DeclarativeLists.md)
  @Test func aPrefetchTaskIsCancelledWhenItsItemIsRemovedAndNotInherited() {
    let screen = DPRScreen()
    let plugin = DPRPrefetcher()
    screen.adapter.prefetchingPlugins = [plugin]
    func list(_ ids: [Int]) -> List {
      List {
        ListSection(id: "s", cells: ids.map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
    }
    screen.adapter.apply(list(Array(0..<40)))
    screen.view.layoutIfNeeded()
    screen.view.contentOffset.y = 10  // scroll down: rows 10… come within range
    screen.view.layoutIfNeeded()
    let prefetched = plugin.tasks.keys.sorted()
    #expect(!prefetched.isEmpty)
    guard let victim = plugin.tasks.first(where: { (Int($0.key) ?? 0) >= 8 }) else {
      Issue.record("nothing prefetched past the viewport: \(prefetched)")
      return
    }
    let id = Int(victim.key) ?? -1
    screen.adapter.apply(list(Array(0..<40).filter { $0 != id }))
    screen.view.layoutIfNeeded()
    #expect(victim.value.isCancelled)
    // Every shown cell carries only the tasks of its own item.
    for cell in screen.view.visibleCells {
      guard let cell = cell as? ComponentCell else { continue }
      for task in cell.prefetchTasks { #expect(task !== victim.value) }
    }
  }

  // MARK: DeclarativeLists.md, what an apply costs and reuse keys

  // "A cell whose identity stays and whose component's view model is equal is left alone ... (A
  // view model of at most sixteen bytes whose bytes are unchanged is equal without a call to its
  // `==`.)" (DeclarativeLists.md)
  @Test func aSmallViewModelWithUnchangedBytesIsEqualWithoutACallToItsEquality() {
    let screen = DPRScreen()
    func list() -> List {
      List {
        ListSection(
          id: "s",
          cells: (0..<5).map {
            Cell(id: $0, component: DPRSmallComponent(viewModel: DPRSmallModel(a: $0, b: 7)))
          })
      }
    }
    screen.adapter.apply(list())
    screen.view.layoutIfNeeded()
    screen.batches.removeAll()
    dprEqualityCalls = 0
    screen.adapter.apply(list())
    #expect(dprEqualityCalls == 0)
    #expect(screen.batches.allSatisfy { !$0.contains("items") })
  }

  // "A ``ListSection`` kept from the list applied before, wherever it moved, is passed over
  // without being asked anything" (DeclarativeLists.md)
  @Test func aKeptListSectionIsPassedOverWithoutComparingItsCells() {
    let screen = DPRScreen()
    let kept = ListSection(
      id: "kept",
      cells: (0..<5).map {
        Cell(id: $0, component: DPRLargeComponent(viewModel: DPRLargeModel(a: $0, b: 1, c: 2)))
      })
    screen.adapter.apply(
      List {
        ListSection(id: "top") { Cell(id: "t", component: TextComponent("top")) }
        kept
      })
    screen.view.layoutIfNeeded()
    dprEqualityCalls = 0
    screen.adapter.apply(
      List {
        kept
        ListSection(id: "top") { Cell(id: "t", component: TextComponent("top")) }
      })
    screen.view.layoutIfNeeded()
    #expect(dprEqualityCalls == 0)
    #expect(screen.view.visibleCells.map { $0.render() }.first == "0")
  }

  // "A cell's identity is its id, its component's type and the component's style. The same id
  // with another component type is another item: deleted and inserted." (DeclarativeLists.md)
  @Test func aCellWhoseStyleChangesIsDeletedAndInserted() {
    let screen = DPRScreen()
    func list(_ style: String) -> List {
      List {
        ListSection(id: "s") {
          Cell(
            id: "a",
            component: DPRSmallComponent(viewModel: DPRSmallModel(a: 1, b: 1), style: style))
        }
      }
    }
    screen.adapter.apply(list("plain"))
    screen.view.layoutIfNeeded()
    let cell = screen.view.cellForItem(at: IndexPath(item: 0, section: 0))
    screen.batches.removeAll()
    screen.adapter.apply(list("bold"))
    screen.view.layoutIfNeeded()
    #expect(screen.batches == ["delete items [0-0]; insert items [0-0]"])
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) !== cell)
  }

  // "one whose new component needs another view (another content type, coordinator type or
  // style) gets a new view in the same batch, and the old one goes back to its pool."
  // (DeclarativeLists.md)
  @Test func aHeaderWhoseComponentNeedsAnotherViewGetsANewViewInTheSameBatch() {
    let screen = DPRScreen()
    screen.adapter.apply(
      List {
        ListSection(id: "s") { Cell(id: "a", component: TextComponent("a")) }
          .withHeader(TextComponent("Title"))
      })
    screen.view.layoutIfNeeded()
    let old = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(old?.render() == "Title")
    screen.batches.removeAll()
    screen.adapter.apply(
      List {
        ListSection(id: "s") { Cell(id: "a", component: TextComponent("a")) }
          .withHeader(DPRBadgeComponent(viewModel: "Title"))
      })
    #expect(screen.batches.count == 1)
    let new = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(new !== old)
    #expect(new?.render() == "<Title>")
    #expect(screen.diagnostics.isEmpty)
  }

  // MARK: README.md, the diff

  // "A common prefix (an unchanged list, or one that only grew at the end) is matched without
  // hashing at all." (README.md)
  @Test(arguments: [0, 3])
  func aCommonPrefixIsMatchedWithoutHashing(grownBy extra: Int) {
    let counter = DPRHashCounter()
    let old = (0..<100).map { DPRCountedRow(key: DPRCountedKey(value: $0, counter: counter)) }
    let new = (0..<(100 + extra)).map {
      DPRCountedRow(key: DPRCountedKey(value: $0, counter: counter))
    }
    let diff = ListDiff(from: old, to: new)
    #expect(diff.inserts.count == extra)
    #expect(counter.count == 0)
  }

  // "Heckel's symbol table hashes each identifier once" (README.md)
  @Test func aDiffHashesEachIdentifierAtMostOnce() throws {
    let counter = DPRHashCounter()
    let oldValues = Array(0..<200)
    var newValues = oldValues.filter { $0 % 7 != 0 } + (200..<230)
    newValues.swapAt(3, 150)
    newValues.reverse()
    let old = oldValues.map { DPRCountedRow(key: DPRCountedKey(value: $0, counter: counter)) }
    let new = newValues.map { DPRCountedRow(key: DPRCountedKey(value: $0, counter: counter)) }
    let diff = ListDiff(from: old, to: new)
    #expect(try old.applying(diff, contentFrom: new).map(\.key.value) == newValues)
    #expect(counter.count <= old.count + new.count)
  }

  // MARK: Updates asked for inside callbacks

  // "A layout pass interrupted by such an update (a pager inserting a section from
  // `willDisplay`) stops and lays out the new data afresh, so no cell is left at an index path
  // that no longer exists." (HowUpdatesBecomeBatches.md)
  @Test(arguments: [0, 1, 2])
  func aSectionInsertedFromWillDisplayLeavesEveryCellAtItsIndexPath(position: Int) {
    let screen = DPRScreen()
    let pageA = (0..<8).map { "a\($0)" }
    let pageB = (0..<8).map { "b\($0)" }
    var sections: [(String, [String])] = [("a", pageA), ("b", pageB)]
    func show() {
      screen.adapter.update(
        sections.map { id, items in
          Section(id: id, model: items, controller: DPRDisplayHook())
        })
    }
    show()
    screen.view.layoutIfNeeded()
    let b = screen.adapter.sectionController(forSectionID: "b", as: DPRDisplayHook.self)!
    var fired = false
    b.onWillDisplay = { indexPath in
      guard !fired, indexPath.indexInSectionController >= 3 else { return }
      fired = true
      sections.insert(("new", ["n0", "n1", "n2"]), at: position)
      show()
    }
    screen.view.scroll(by: 100, steps: 3)
    #expect(fired)
    #expect(screen.shows(sections.map(\.1)))
    #expect(screen.diagnostics.isEmpty)
  }

  // "Whenever a list is applied (from outside, from a completion, or from inside any event
  // handler), the screen shows that list" (DeclarativeLists.md)
  @Test func aListAppliedFromAHeadersDisplayHandlerIsShown() {
    let screen = DPRScreen()
    var rows = (0..<12).map { "r\($0)" }
    var applied = 0
    func list() -> List {
      List {
        ListSection(id: "top", cells: rows.map { Cell(id: $0, component: TextComponent($0)) })
        ListSection(id: "more") { Cell(id: "m", component: TextComponent("m")) }
          .withHeader(TextComponent("More"))
          .willDisplayHeader { _ in
            guard applied == 0 else { return }
            applied += 1
            rows.insert("inserted", at: 0)
            rows.removeLast(3)
            screen.adapter.apply(list())
          }
      }
    }
    screen.adapter.apply(list())
    screen.view.layoutIfNeeded()
    screen.view.scroll(by: 400, steps: 4)
    #expect(applied == 1)
    #expect(screen.shows([rows, ["m"]]))
  }

  // MARK: Reuse (DrivingAHeadlessCollectionView.md, docs/ARCHITECTURE.md)

  // "A layout pass ... ends the display of those that left and recycles them, then dequeues the
  // ones that arrived, so that arrivals reuse departures." (DrivingAHeadlessCollectionView.md)
  @Test func aJumpFarAwayReusesTheDepartedCells() {
    let rows = DPRCountingSource((0..<200).map(String.init))
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = rows
    view.layoutIfNeeded()
    let identifier = String(reflecting: CollectionViewCell.self)
    let created = view.reuseStatistics(forCellReuseIdentifier: identifier).created
    view.contentOffset.y = 4_000
    view.layoutIfNeeded()
    #expect(view.reuseStatistics(forCellReuseIdentifier: identifier).created == created)
  }

  // "scrolling creates at most the visible cells plus two." (docs/ARCHITECTURE.md), with
  // self-sizing: "the view measures each one when it is shown or prefetched" (Layouts.md)
  @Test func scrollingSelfSizedRowsCreatesAtMostTheVisibleCellsPlusTwo() {
    let rows = DPRMeasuredRows(300)
    let layout = FlowLayout.list()
    layout.estimatedItemSize = CGSize(width: 100, height: 40)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.dataSource = rows
    view.layoutIfNeeded()
    var mostVisible = view.indexPathsForVisibleItems.count
    for _ in 0..<60 {
      view.scroll(by: 37)
      mostVisible = max(mostVisible, view.indexPathsForVisibleItems.count)
    }
    let identifier = String(reflecting: DPRMeasuredCell.self)
    let created = view.reuseStatistics(forCellReuseIdentifier: identifier).created
    #expect(created <= mostVisible + 2, "created \(created), at most \(mostVisible) visible")
  }

  // MARK: Scrolling gestures (DrivingAHeadlessCollectionView.md)

  // "It rests where UIKit's deceleration takes it (``HeadlessCollectionView/decelerationRate``),
  // on a page with ``HeadlessCollectionView/isPagingEnabled``, and never past the content's ends:
  // a pull past the top bounces back." (DrivingAHeadlessCollectionView.md)
  @Test(arguments: [
    (30.0, 0.0), (60.0, 0.0), (30.0, 2.0), (-40.0, 0.5), (250.0, 5.0), (10.0, 40.0), (-10.0, -40.0),
  ])
  func aPagedDragRestsOnAPageWithinTheContent(distance: Double, velocity: Double) {
    let rows = DPRCountingSource((0..<45).map(String.init))  // 450 points of content
    let layout = FlowLayout.list(rowHeight: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.dataSource = rows
    view.isPagingEnabled = true
    view.layoutIfNeeded()
    view.contentOffset.y = 200
    view.scroll(by: CGFloat(distance), steps: 3, velocity: CGFloat(velocity))
    let y = view.contentOffset.y
    #expect(y >= 0 && y <= 350, "rests at \(y)")
    #expect(y == 350 || y.truncatingRemainder(dividingBy: 100) == 0, "rests at \(y)")
  }

  @Test(arguments: [-8_000.0, 8_000.0])
  func aFlingNeverRestsPastTheContentsEnds(velocity: Double) {
    let rows = DPRCountingSource((0..<30).map(String.init))
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: FlowLayout.list(rowHeight: 10))
    view.dataSource = rows
    view.layoutIfNeeded()
    view.contentOffset.y = 100
    view.scroll(
      by: CGFloat(velocity.sign == .minus ? -20 : 20), steps: 2, velocity: CGFloat(velocity))
    #expect(view.contentOffset.y == (velocity < 0 ? 0 : 200))
    #expect(!view.isDragging && !view.isDecelerating && !view.isTracking)
  }

  // MARK: ItemChanges of a hand-written controller (WritingASectionController.md)

  // "``ItemChanges`` uses UIKit's index spaces: deletes, reloads and reconfigures are indices
  // before the change, inserts are indices after it, and moves go from before to after."
  // (WritingASectionController.md) and "A reload never meets a move" / "when it moves ... it is
  // reconfigured in a follow-up batch, at its new index path" (HowUpdatesBecomeBatches.md)
  @Test(arguments: ["move", "move+reconfigure", "move+reload", "mixed"])
  func aHandWrittenControllersChangesInUIKitsIndexSpacesShowItsItems(kind: String) {
    let screen = DPRScreen()
    let list = DPRHandList()
    screen.adapter.update([Section(id: "s", model: ["a", "b", "c", "d"], controller: list)])
    screen.view.layoutIfNeeded()
    let cellOfD = screen.view.cellForItem(at: IndexPath(item: 3, section: 0))
    switch kind {
    case "move":
      list.change(to: ["d", "a", "b", "c"], ItemChanges(moves: [Move(from: 3, to: 0)]))
    case "move+reconfigure":
      list.change(
        to: ["D", "a", "b", "c"], ItemChanges(moves: [Move(from: 3, to: 0)], reconfigures: [3]))
    case "move+reload":
      list.change(
        to: ["D", "a", "b", "c"], ItemChanges(moves: [Move(from: 3, to: 0)], reloads: [3]))
    default:
      list.change(
        to: ["D", "a", "c", "e"],
        ItemChanges(deletes: [1], inserts: [3], moves: [Move(from: 3, to: 0)], reconfigures: [3]))
    }
    screen.view.layoutIfNeeded()
    #expect(screen.texts == list.items)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
    #expect(screen.view.errors.isEmpty)
    if kind != "move+reload" {
      #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfD)
    }
  }

  // "A section never reloads whole because its cells changed." (DeclarativeLists.md)
  @Test func aSectionWhoseCellsAllChangeIsNotReloadedWhole() {
    let screen = DPRScreen()
    func list(_ ids: Range<Int>) -> List {
      List {
        ListSection(id: "top") { Cell(id: "t", component: TextComponent("t")) }
        ListSection(id: "s", cells: ids.map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
    }
    screen.adapter.apply(list(0..<6))
    screen.view.layoutIfNeeded()
    screen.batches.removeAll()
    screen.adapter.apply(list(10..<13))
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.contains("sections") == false, "\(screen.batches)")
    #expect(screen.shows([["t"], ["10", "11", "12"]]))
  }

  // "Their context (``CellEventContext``) names the section, the cell's id and index, its
  // component and the content view that shows it" (DeclarativeLists.md)
  @Test func aCellEventsContextNamesItsSectionIDIndexComponentAndContent() {
    let screen = DPRScreen()
    var seen: [CellEventContext] = []
    screen.adapter.apply(
      List {
        ListSection(id: "a") { Cell(id: "first", component: TextComponent("first")) }
        ListSection(id: "b") {
          Cell(id: "x", component: TextComponent("x"))
          Cell(id: "y", component: TextComponent("y"))
          Cell(id: "z", component: TextComponent("z")).didSelect { seen.append($0) }
        }
      })
    screen.view.layoutIfNeeded()
    screen.view.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(seen.count == 1)
    guard let context = seen.first else { return }
    #expect(context.sectionID == SectionID("b"))
    #expect(context.cellID == AnyHashable("z"))
    #expect(context.index == 2)
    #expect(context.indexPath == IndexPath(item: 2, section: 1))
    #expect(context.component.as(TextComponent.self)?.viewModel == "z")
    #expect(context.content != nil)
    #expect(context.content?.render() == "z")
  }

  // "It is checked after every applied update, every scroll and every resize of the viewport,
  // along the layout's scroll axis" (DeclarativeLists.md)
  @Test func reachedEndIsMeasuredAlongAHorizontalLayoutsAxis() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 10, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var fired = 0
    adapter.apply(
      List {
        ListSection(
          id: "s",
          cells: (0..<30).map {
            Cell(
              id: $0,
              component: TextComponent("\($0)", layoutMode: .fixed(CGSize(width: 10, height: 100))))
          })
      }.onReachedEnd(offset: .absolute(0)) { _ in fired += 1 })
    view.layoutIfNeeded()
    #expect(view.contentSize.width == 300)
    #expect(fired == 0)
    view.contentOffset.x = 100
    view.layoutIfNeeded()
    #expect(fired == 0)
    view.contentOffset.x = 200
    view.layoutIfNeeded()
    #expect(fired == 1)
  }

  // "With ``HeadlessCollectionView/allowsMultipleSelection``, tapping a selected item deselects
  // it" (DrivingAHeadlessCollectionView.md), and the controller hears it.
  @Test func withMultipleSelectionTappingASelectedItemDeselectsItAndTellsItsController() {
    final class Picks: DiffingListSectionController<[String], String>, SelectionHandling {
      var log: [String] = []
      init() { super.init(items: { $0 }) }
      func didSelectItem(at indexPath: SectionIndexPath) {
        log.append("select \(items[indexPath])")
      }
      func didDeselectItem(at indexPath: SectionIndexPath) {
        log.append("deselect \(items[indexPath])")
      }
    }
    let screen = DPRScreen()
    screen.view.allowsMultipleSelection = true
    screen.adapter.update([Section(id: "s", model: ["a", "b", "c"], controller: Picks())])
    screen.view.layoutIfNeeded()
    let picks = screen.adapter.sectionController(forSectionID: "s", as: Picks.self)!
    screen.view.tapItem(at: IndexPath(item: 0, section: 0))
    screen.view.tapItem(at: IndexPath(item: 2, section: 0))
    screen.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(picks.log == ["select a", "select c", "deselect a"])
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  // "A valid batch is applied: shown cells travel with their items, deleted items end display and
  // return to their reuse pools, new items are dequeued." (HowUpdatesBecomeBatches.md)
  @Test func aDeletedShownItemEndsDisplayAtItsOldIndexPathAndReturnsToItsPool() {
    let rows = TextDataSource([["a", "b", "c", "d"]])
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(rows, delegate: recorder)
    let cellOfD = view.cellForItem(at: IndexPath(item: 3, section: 0))
    let identifier = String(reflecting: TextCell.self)
    let pooled = view.reuseStatistics(forCellReuseIdentifier: identifier).inPool
    recorder.clear()
    view.performBatchUpdates(
      {
        rows.sections[0].remove(at: 1)
        view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }, completion: nil)
    view.layoutIfNeeded()
    #expect(recorder.events("didEndDisplaying") == ["didEndDisplaying 0-1"])
    #expect(view.reuseStatistics(forCellReuseIdentifier: identifier).inPool == pooled + 1)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfD)
    #expect(view.visibleTexts == ["a", "c", "d"])
  }

  // "each layout pass asks it to prefetch the items within prefetchDistance (one viewport height
  // by default) ahead, in the direction of the last scroll, once each. ... Turn prefetching off
  // with ``HeadlessCollectionView/isPrefetchingEnabled``." (DrivingAHeadlessCollectionView.md)
  @Test func prefetchingLooksOneViewportAheadOnceEachAndCanBeTurnedOff() {
    let rows = TextDataSource(count: 100)
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(rows, delegate: recorder)  // rows of 10 in 100
    // The first layout looked ahead already (rows 10–19); row 10 is shown once the view scrolls.
    view.contentOffset.y = 5
    view.layoutIfNeeded()
    let first = recorder.events("prefetch")
    #expect(
      first == ["prefetch " + (10...19).map { "0-\($0)" }.joined(separator: " "), "prefetch 0-20"])
    view.contentOffset.y = 6
    view.layoutIfNeeded()
    #expect(recorder.events("prefetch") == first)

    let quiet = TextDataSource(count: 100)
    let silent = EventRecorder()
    let off = HeadlessCollectionView.rows(quiet, delegate: silent)
    off.isPrefetchingEnabled = false
    silent.clear()
    off.scroll(by: 300, steps: 6)
    #expect(silent.events("prefetch").isEmpty)
    #expect(silent.events("cancelPrefetching").isEmpty)
  }
}
