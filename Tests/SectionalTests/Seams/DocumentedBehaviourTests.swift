import Foundation
import Sectional
import Testing

/// A controller written by hand over a list of strings, whose own items a test changes through
/// its context.
@MainActor
private final class OwnItems: SectionController {
  weak var context: (any CollectionViewContext)?
  var items: [String] = []
  var updateCalls = 0

  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    updateCalls += 1
    return SectionUpdate(changes: ItemChanges(ListDiff(from: items, to: model))) {
      self.items = model
    }
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController]
    return cell
  }
}

/// A model that is neither `Equatable` nor `Differentiable`.
private struct Opaque {
  var text: String
}

/// Records every batch a view applies.
@MainActor
private final class BatchLog {
  private(set) var batches: [BatchUpdate] = []

  init(_ view: HeadlessCollectionView) {
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  var lines: [String] { batches.map(\.oneLineDescription) }
}

/// A list that shows a header view, with a header height only when asked to, and counts what
/// the adapter asks of it.
@MainActor
private final class HeaderedList: DiffingListSectionController<[String], String>,
  SupplementaryViewProviding, FlowLayoutSizing, PrefetchHandling, SelectionHandling
{
  let headerHeight: CGFloat?
  var headerRequests = 0
  var prefetched: [Int] = []
  var countsSeenInsideSelection: [Int] = []

  init(headerHeight: CGFloat?) {
    self.headerHeight = headerHeight
    super.init(items: { $0 })
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    headerRequests += 1
    let header = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    header.text = "Header"
    return header
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    nil
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    headerHeight.map { CGSize(width: context.containerSize.width, height: $0) }
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    prefetched += indexPaths.map(\.indexInSectionController)
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    var remaining = items
    remaining.remove(at: indexPath.indexInSectionController)
    context?.apply { self.update(to: remaining) }
    countsSeenInsideSelection.append(numberOfItems)
  }
}

@MainActor
@Suite struct DocumentedBehaviourTests {
  // CollectionViewContext.swift: "If it is already gone when this is called ... `update` runs and
  // is committed at once, the view is not touched, and the completion receives `false`"
  @Test func aDeferredChangeFromARemovedSectionCommitsAtOnceAndCompletesFalse() {
    let harness = AdapterHarness()
    harness.show([Section(id: "own", model: ["a"], controller: OwnItems())])
    let controller = harness.adapter.sectionController(forSectionID: "own", as: OwnItems.self)
    let context = controller?.context
    harness.show([])
    let log = BatchLog(harness.view)
    var completions: [Bool] = []
    var ran = false
    context?.apply(
      {
        ran = true
        return SectionUpdate(changes: ItemChanges(inserts: [1])) { controller?.items.append("b") }
      }, completion: { completions.append($0) })
    #expect(ran)
    #expect(controller?.items == ["a", "b"])
    #expect(completions == [false])
    #expect(log.batches.isEmpty)
  }

  // CollectionViewContext.swift: "Once the section is gone, its traits are zero and its services
  // empty, and what it reports goes nowhere."
  @Test func aGoneSectionsEnvironmentHasZeroTraitsAndReportsNowhere() {
    let harness = AdapterHarness()
    harness.show([Section(id: "own", model: ["a"], controller: OwnItems())])
    let context = harness.adapter.sectionController(forSectionID: "own", as: OwnItems.self)?
      .context
    let capturedBefore = context?.environment
    harness.show([])
    capturedBefore?.report(.invalidSize, message: "captured before the section went")
    #expect(context?.environment.traits.containerSize == .zero)
    #expect(context?.sectionIndex == nil)
    #expect(context?.containerSize == .zero)
    context?.environment.report(.invalidSize, severity: .warning, indexPath: nil, message: "late")
    #expect(harness.diagnostics.isEmpty)
  }

  // Section.swift: "The same id with a controller of another type ... the old one is deleted and
  // told didRemove()"; CollectionViewContext.swift: "`nil` once the section is gone"
  @Test func aReplacedControllersContextNoLongerFindsTheSection() {
    let harness = AdapterHarness()
    harness.show([Section(id: "s", model: ["a"], controller: OwnItems())])
    let old = harness.adapter.sectionController(forSectionID: "s", as: OwnItems.self)
    let context = old?.context
    harness.show([Section(id: "s", model: ["a"], controller: TextList())])
    #expect(context?.sectionIndex == nil)
    var completions: [Bool] = []
    context?.apply(
      ItemChanges(inserts: [1]), commit: { old?.items.append("b") },
      completion: { completions.append($0) })
    #expect(completions == [false])
    #expect(harness.shownSections == [["a"]])
  }

  // HowUpdatesBecomeBatches.md: "If its section is removed ... the change is dropped with a
  // sectionRemoved diagnostic and its completion receives `false`."
  @Test func aQueuedChangeWhoseSectionIsRemovedIsDroppedWithFalse() {
    let harness = AdapterHarness()
    harness.show([Section(id: "own", model: ["a"], controller: OwnItems())])
    let controller = harness.adapter.sectionController(forSectionID: "own", as: OwnItems.self)
    var completions: [Bool] = []
    var ran = false
    harness.adapter.update([Section(id: "own", model: ["a", "b"], controller: OwnItems())]) { _ in
      harness.adapter.update([])
      controller?.context?.apply(
        {
          ran = true
          return SectionUpdate(changes: .none) {}
        }, completion: { completions.append($0) })
    }
    #expect(!ran)
    #expect(completions == [false])
    #expect(harness.diagnostics.map(\.kind).contains(.sectionRemoved))
  }

  // SingleModelSectionController.swift: "any other model counts as a change every time"
  @Test func aNonEquatableSingleModelCountsAsAChangeEveryTime() {
    let controller = SingleModelSectionController<Opaque>()
    let model = Opaque(text: "a")
    controller.update(to: model).commit()
    #expect(controller.update(to: model).changes == ItemChanges(reconfigures: [0]))
  }

  // ListSectionController.swift: "other items count every new list as a change unless both are
  // empty"
  @Test func aListOfNonEquatableItemsReloadsOnEveryNewList() {
    let controller = ListSectionController<[Opaque], Opaque>(items: { $0 })
    controller.update(to: [Opaque(text: "a")]).commit()
    #expect(controller.update(to: [Opaque(text: "a")]).changes.reloadsSection)
    let empty = ListSectionController<[Opaque], Opaque>(items: { $0 })
    empty.update(to: []).commit()
    #expect(empty.update(to: []).changes.isEmpty)
  }

  // CollectionViewAdapter.swift: "An update that changes nothing is still one batch, an empty one
  // ... and runs the completion after it."
  @Test func anUpdateThatChangesNothingIsOneEmptyBatch() {
    let harness = AdapterHarness()
    let sections = AdapterHarness.lists([("a", ["1"])])
    harness.show(sections)
    let log = BatchLog(harness.view)
    var completed: [Bool] = []
    harness.adapter.update(sections) { completed.append($0) }
    #expect(log.batches.count == 1)
    #expect(log.batches.first?.isEmpty == true)
    #expect(completed == [true])
  }

  // CollectionViewAdapter+Conveniences.swift: "Returns `false`, with a staleIndexPath diagnostic,
  // when ... the section has no such item"
  @Test func scrollingToAMissingItemIsFalseWithAStaleIndexPathDiagnostic() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("empty", [])]))
    #expect(!harness.adapter.scroll(toSectionID: "a", item: 3))
    #expect(!harness.adapter.scroll(toSectionID: "a", item: -1))
    #expect(!harness.adapter.scroll(toSectionID: "empty"))
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath, .staleIndexPath])
  }

  // CollectionViewAdapter.swift: "Called when the adapter goes from showing items to showing
  // none, or back"
  @Test func theEmptyStateHandlerHearsOnlyTransitions() {
    let harness = AdapterHarness()
    var heard: [Bool] = []
    harness.adapter.emptyStateHandler = { heard.append($0) }
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    harness.show(AdapterHarness.lists([("a", ["1", "2"])]))
    harness.show(AdapterHarness.lists([("a", [])]))
    harness.show(AdapterHarness.lists([("b", [])]))
    harness.show(AdapterHarness.lists([("b", ["x"])]))
    #expect(heard == [false, true, false])
  }

  // WritingASectionController.md: "Whatever changes you return for it are ignored: the section is
  // inserted whole."
  @Test func theFirstModelsChangesAreIgnored() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let log = BatchLog(harness.view)
    harness.show(
      AdapterHarness.lists([("a", ["1"])]) + [
        Section(id: "own", model: ["x", "y"], controller: OwnItems())
      ])
    #expect(log.lines == ["insert sections [1]"])
    #expect(harness.shownSections == [["1"], ["x", "y"]])
    harness.expectNoProblems()
  }

  // WritingASectionController.md: "a header of height zero is not laid out at all, so a section
  // that only provides the view shows no header"
  @Test func aHeaderWithoutAHeightIsNotShown() {
    let harness = AdapterHarness()
    harness.show([Section(id: "h", model: ["a"], controller: HeaderedList(headerHeight: nil))])
    let controller = harness.adapter.sectionController(forSectionID: "h", as: HeaderedList.self)
    #expect(controller?.headerRequests == 0)
    #expect(!harness.view.snapshot().contains("header"))
    harness.expectNoProblems()
  }

  // WritingASectionController.md: "The collection view asks for a header when it comes into view,
  // and again when its section is inserted or reloaded. Item changes do not refresh it"
  @Test func itemChangesDoNotAskForTheHeaderAgainButASectionReloadDoes() {
    let harness = AdapterHarness()
    harness.show([Section(id: "h", model: ["a", "b"], controller: HeaderedList(headerHeight: 30))])
    let controller = harness.adapter.sectionController(forSectionID: "h", as: HeaderedList.self)
    #expect(controller?.headerRequests == 1)
    harness.show([Section(id: "h", model: ["a"], controller: HeaderedList(headerHeight: 30))])
    #expect(controller?.headerRequests == 1)
    harness.adapter.reloadSections(withIDs: ["h"])
    harness.view.layoutIfNeeded()
    #expect(controller?.headerRequests == 2)
    harness.expectNoProblems()
  }

  // WritingASectionController.md: "The cells that are visible at the first layout are never
  // prefetched"
  @Test func theCellsVisibleAtTheFirstLayoutAreNeverPrefetched() {
    let harness = AdapterHarness()
    let rows = (0..<300).map(String.init)
    harness.show([Section(id: "h", model: rows, controller: HeaderedList(headerHeight: nil))])
    let controller = harness.adapter.sectionController(forSectionID: "h", as: HeaderedList.self)
    let visible = Set(harness.view.indexPathsForVisibleItems.map(\.item))
    harness.view.scroll(by: 500, steps: 5)
    #expect(!(controller?.prefetched.isEmpty ?? true))
    #expect(visible.isDisjoint(with: controller?.prefetched ?? []))
  }

  // WritingASectionController.md: "Changes asked for ... from inside a callback such as
  // `didSelectItem(at:)`, wait in the adapter's queue and run right after it."
  @Test func aChangeAskedForInsideDidSelectRunsRightAfterIt() {
    let harness = AdapterHarness()
    harness.show([Section(id: "h", model: ["a", "b"], controller: HeaderedList(headerHeight: nil))])
    let controller = harness.adapter.sectionController(forSectionID: "h", as: HeaderedList.self)
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(controller?.countsSeenInsideSelection == [2])
    #expect(controller?.items == ["b"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["b"]])
    harness.expectNoProblems()
  }

  // HowUpdatesBecomeBatches.md: "Section updates asked for one after another, with no item change
  // between them, coalesce: the latest sections win, and every completion runs once, in order."
  @Test func updatesQueuedBackToBackCoalesceAndCompleteOnceEachInOrder() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    var order: [String] = []
    var log: BatchLog?
    harness.adapter.update(AdapterHarness.lists([("a", ["1", "2"])])) { _ in
      log = BatchLog(harness.view)
      harness.adapter.update(AdapterHarness.lists([("a", ["x"])])) { _ in order.append("second") }
      harness.adapter.update(AdapterHarness.lists([("a", ["y"]), ("b", ["z"])])) { _ in
        order.append("third")
      }
      order.append("first")
    }
    #expect(order == ["first", "second", "third"])
    #expect(log?.batches.count == 1, "\(log?.lines ?? [])")
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["y"], ["z"]])
  }

  // ModelDerivedItems.swift: "Where the items come from a closure ..., from a subclass, or in a
  // KeyedListSectionController, they answer `false`"
  @Test func controllersWhoseItemsComeFromAClosureOrKeysDoNotDeriveFromTheModelAlone() {
    #expect(
      !DiffingListSectionController<[String], String>(items: { $0 }).derivesItemsFromModelAlone)
    #expect(!ListSectionController<[String], String>(items: { $0 }).derivesItemsFromModelAlone)
    #expect(!HeaderedList(headerHeight: nil).derivesItemsFromModelAlone)
    #expect(
      !KeyedListSectionController<[String], String, String>(items: { $0 }, id: { $0 })
        .derivesItemsFromModelAlone)
    #expect(SingleModelSectionController<String>().derivesItemsFromModelAlone)
  }

  // Diagnostic.swift: "One controller instance was given to two sections; the later section is
  // shown empty."
  @Test func oneControllerInTwoSectionsShowsTheLaterEmpty() {
    let harness = AdapterHarness()
    let shared = TextList()
    harness.show([
      Section(id: "a", model: ["1"], controller: shared),
      Section(id: "b", model: ["2"], controller: shared),
    ])
    #expect(harness.diagnostics.map(\.kind) == [.controllerShared])
    #expect(harness.shownSections == [["1"], []])
  }

  // The three claims this audit found false, pinned as the corrected documentation states them.

  // CollectionViewAdapter+Conveniences.swift: "Each section is reloaded in a batch of its own,
  // in the order of the ids ...; the completion runs once, after the last."
  @Test func reloadingSectionsSendsABatchEachAndCompletesOnce() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"])]))
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    var completions: [Bool] = []
    harness.adapter.reloadSections(withIDs: ["a", "b"]) { completions.append($0) }
    // A section reload reaches the view as the section deleted and inserted (UIKit's reload).
    #expect(
      batches == [
        BatchUpdate(sectionDeletes: [0], sectionInserts: [0]),
        BatchUpdate(sectionDeletes: [1], sectionInserts: [1]),
      ])
    #expect(completions == [true])
  }

  // SectionUpdate.swift: "the single-model and single-item controllers return an update that
  // changes no item instead" (of `.unchanged`, which the list controllers return for the very
  // array they committed).
  @Test func aStockControllerGivenItsCommittedModelAgainChangesNoItem() {
    let rows = ["a", "b"]
    let list = DiffingListSectionController<[String], String>(items: { $0 })
    list.update(to: rows).commit()
    #expect(list.update(to: rows).isUnchanged)
    let single = SingleItemSectionController<String, String>(item: { $0 })
    single.update(to: "a").commit()
    let again = single.update(to: "a")
    #expect(!again.isUnchanged)
    #expect(again.changes == .none)
  }

  // KeyedListSectionController.swift: "`false` refreshes the item as itemRefresh says (its cell
  // configured again by default)".
  @Test func aKeyedItemWhoseContentChangedIsRefreshedAsItemRefreshSays() {
    let keyed = KeyedListSectionController<[String], String, Int>(
      items: { $0 }, id: { _ in 0 }, isContentEqual: { _, _ in false })
    keyed.update(to: ["a"]).commit()
    #expect(keyed.update(to: ["b"]).changes == ItemChanges(reconfigures: [0]))
    keyed.itemRefresh = .reload
    #expect(keyed.update(to: ["b"]).changes == ItemChanges(reloads: [0]))
  }
}
