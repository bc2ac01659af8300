import Foundation
import Sectional
import Testing

/// An event of the adapter, as a collection view delivers it, named as the diagnostic names it.
enum AdapterEvent: String, CaseIterable, Sendable {
  case shouldHighlightItemAt, didHighlightItemAt, didUnhighlightItemAt
  case shouldSelectItemAt, didSelectItemAt, shouldDeselectItemAt, didDeselectItemAt
  case willDisplay, contextMenuConfigurationForItemAt
  case itemsForBeginning, itemsForAddingTo, dropSessionDidUpdate
  case prefetchItemsAt, cancelPrefetchingForItemsAt
  case canMoveItemAt, moveItemAt, cellForItemAt

  /// Calls the adapter's method for the event directly, with an index path.
  @MainActor
  func deliver(
    to adapter: CollectionViewAdapter, from view: HeadlessCollectionView, at path: IndexPath
  ) {
    switch self {
    case .shouldHighlightItemAt: _ = adapter.collectionView(view, shouldHighlightItemAt: path)
    case .didHighlightItemAt: adapter.collectionView(view, didHighlightItemAt: path)
    case .didUnhighlightItemAt: adapter.collectionView(view, didUnhighlightItemAt: path)
    case .shouldSelectItemAt: _ = adapter.collectionView(view, shouldSelectItemAt: path)
    case .didSelectItemAt: adapter.collectionView(view, didSelectItemAt: path)
    case .shouldDeselectItemAt: _ = adapter.collectionView(view, shouldDeselectItemAt: path)
    case .didDeselectItemAt: adapter.collectionView(view, didDeselectItemAt: path)
    case .willDisplay:
      adapter.collectionView(view, willDisplay: CollectionViewCell(), forItemAt: path)
    case .contextMenuConfigurationForItemAt:
      #expect(
        adapter.collectionView(view, contextMenuConfigurationForItemAt: path, point: .zero) == nil)
    case .itemsForBeginning:
      #expect(adapter.collectionView(view, itemsForBeginning: DragSession(), at: path).isEmpty)
    case .itemsForAddingTo:
      #expect(
        adapter.collectionView(view, itemsForAddingTo: DragSession(), at: path, point: .zero)
          .isEmpty)
    case .dropSessionDidUpdate:
      #expect(
        adapter.collectionView(
          view, dropSessionDidUpdate: DragSession(), withDestinationIndexPath: path
        ).operation == .cancel)
    case .prefetchItemsAt: adapter.collectionView(view, prefetchItemsAt: [path])
    case .cancelPrefetchingForItemsAt:
      adapter.collectionView(view, cancelPrefetchingForItemsAt: [path])
    case .canMoveItemAt: #expect(!adapter.collectionView(view, canMoveItemAt: path))
    case .moveItemAt:
      adapter.collectionView(view, moveItemAt: path, to: IndexPath(item: 0, section: 0))
    case .cellForItemAt:
      #expect(adapter.collectionView(view, cellForItemAt: path).text.isEmpty)
    }
  }
}

/// A bad index path, and whether it names the shown section `list` (section 0).
struct BadIndexPath: Sendable, CustomTestStringConvertible {
  var name: String
  var indexPath: IndexPath
  var namesSection: Bool

  var testDescription: String { name }

  static let all: [BadIndexPath] = [
    BadIndexPath(
      name: "an item removed by the last update", indexPath: IndexPath(item: 2, section: 0),
      namesSection: true),
    BadIndexPath(
      name: "a section removed by the last update", indexPath: IndexPath(item: 0, section: 1),
      namesSection: false),
    BadIndexPath(
      name: "item Int.max", indexPath: IndexPath(item: .max, section: 0), namesSection: true),
    BadIndexPath(
      name: "a negative item", indexPath: IndexPath(item: -1, section: 0), namesSection: true),
    BadIndexPath(
      name: "section Int.max", indexPath: IndexPath(item: 0, section: .max), namesSection: false),
    BadIndexPath(
      name: "a negative section", indexPath: IndexPath(item: 0, section: -1),
      namesSection: false),
    BadIndexPath(name: "one index", indexPath: IndexPath(index: 0), namesSection: false),
    BadIndexPath(
      name: "three indices", indexPath: IndexPath(indexes: [0, 0, 0]), namesSection: false),
    BadIndexPath(name: "no index", indexPath: IndexPath(), namesSection: false),
  ]
}

@MainActor
@Suite("Bad input catalogue: events for stale index paths")
struct BadInputStaleIndexPathTests {
  /// Shows `list: [a, b, c]` and `gone: [g]`, then `list: [a, b]` alone, so that item 0-2 and
  /// section 1 are stale; the controller's record is cleared.
  private func harnessWithStalePaths() -> (AdapterHarness, CatalogueList) {
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([
      Section(id: "list", model: ["a", "b", "c"], controller: list),
      Section(id: "gone", model: ["g"], controller: CatalogueList()),
    ])
    harness.show([Section(id: "list", model: ["a", "b"], controller: CatalogueList())])
    list.events.removeAll()
    return (harness, list)
  }

  @Test(arguments: AdapterEvent.allCases, BadIndexPath.all)
  func anEventForABadIndexPathIsDroppedWithADiagnosticNamingIt(
    event: AdapterEvent, bad: BadIndexPath
  ) {
    // A drop's destination is an insertion point: one past the last item is the end of the
    // section, which takes drops (`CollectionViewAdapterEventTests`).
    if event == .dropSessionDidUpdate, bad.indexPath == IndexPath(item: 2, section: 0) { return }
    let (harness, list) = harnessWithStalePaths()
    event.deliver(to: harness.adapter, from: harness.view, at: bad.indexPath)

    #expect(list.events.isEmpty, "the controller heard \(list.events)")
    #expect(harness.diagnostics.count == 1)
    let diagnostic = harness.diagnostics.first
    #expect(diagnostic?.kind == .staleIndexPath)
    #expect(diagnostic?.severity == .warning)
    #expect(diagnostic?.indexPath == bad.indexPath)
    #expect(diagnostic?.sectionID == (bad.namesSection ? SectionID("list") : nil))
    #expect(diagnostic?.controllerType == (bad.namesSection ? "CatalogueList" : nil))
    let context =
      (bad.namesSection ? "section list, CatalogueList, " : "")
      + "index path \(bad.indexPath.map(String.init).joined(separator: "-"))"
    let named =
      event == .dropSessionDidUpdate
      ? "named no insertion point of a shown section" : "named an item that no longer exists"
    #expect(
      diagnostic?.description
        == "warning: \(event.rawValue) \(named); the event was dropped [\(context)]")
    // Asking for a cell outside a data source request is itself a dequeue misuse.
    let expectedErrors: [CollectionViewError] =
      event == .cellForItemAt
      ? [.dequeueOutsideDataSourceRequest(reuseIdentifier: plainCellIdentifier)] : []
    #expect(harness.view.errors == expectedErrors)
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "c"])])
  }

  @Test func aPrefetchOfGoodAndStalePathsReachesTheControllerWithTheGoodOnesOnly() {
    let (harness, list) = harnessWithStalePaths()
    harness.adapter.collectionView(
      harness.view,
      prefetchItemsAt: [
        IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(index: 4),
        IndexPath(item: 0, section: 0),
      ])
    #expect(list.events == ["prefetch [0, 0]", "prefetch [0, 1]"])
    #expect(
      harness.diagnostics.map(\.indexPath) == [IndexPath(item: 2, section: 0), IndexPath(index: 4)])
    #expect(harness.diagnostics.allSatisfy { $0.kind == .staleIndexPath })
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b"])])
  }

  @Test func aMoveIntoAnotherSectionIsNotAppliedAndIsAnError() {
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([
      Section(id: "list", model: ["a", "b"], controller: list),
      Section(id: "other", model: ["o"], controller: CatalogueList()),
    ])
    list.events.removeAll()
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
    #expect(list.events.isEmpty)
    #expect(
      harness.diagnostics.map(\.description) == [
        "error: items move only within their section; the move was not applied "
          + "[section list, CatalogueList, index path 1-0]"
      ])
    harness.expectRecovered(
      showing: [["a", "b"], ["o"]], thenUpdatingTo: [("list", ["b", "a"]), ("other", ["o"])])
  }

  // SectionKit's `testMoveItemWithInvalidDestinationIndexPath`: a source that is shown, a
  // destination that is not. The destination's section was read before it was checked, and an
  // empty index path has none: the adapter trapped.
  @Test(arguments: [
    IndexPath(), IndexPath(index: 0), IndexPath(item: 2, section: 0),
    IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 9),
  ])
  func aMoveToADestinationThatNamesNoItemIsNotAppliedAndIsAnError(destination: IndexPath) {
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([Section(id: "list", model: ["a", "b"], controller: list)])
    list.events.removeAll()
    harness.adapter.collectionView(
      harness.view, moveItemAt: IndexPath(item: 0, section: 0), to: destination)
    #expect(list.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(harness.diagnostics.map(\.severity) == [.error])
    #expect(harness.diagnostics.first?.indexPath == destination)
    #expect(harness.diagnostics.first?.sectionID == SectionID("list"))
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "a"])])
  }

  // SectionKit's `testNumberOfItemsInSectionWithInvalidIndex`.
  @Test(arguments: [-1, 1, 7])
  func theItemCountOfASectionNotShownIsZeroWithADiagnostic(section: Int) {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a", "b"], controller: CatalogueList())])
    #expect(harness.adapter.collectionView(harness.view, numberOfItemsInSection: section) == 0)
    #expect(
      harness.diagnostics.map(\.description) == [
        "warning: numberOfItemsInSection asked for section \(section), which is not shown; "
          + "answered 0 [index path \(section)]"
      ])
  }

  // SectionKit's `testViewForSupplementaryElementOfKindWithInvalidSectionIndex` and
  // `…WithInvalidIndexPath`.
  @Test(arguments: [IndexPath(item: 0, section: 5), IndexPath(), IndexPath(index: 0)])
  func aSupplementaryViewOfASectionNotShownIsNilWithADiagnostic(indexPath: IndexPath) {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a", "b"], controller: CatalogueList())])
    let view = harness.adapter.collectionView(
      harness.view, viewForSupplementaryElementOfKind: .header, at: indexPath)
    #expect(view == nil)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(harness.diagnostics.first?.indexPath == indexPath)
    #expect(harness.diagnostics.first?.message.contains("whose section is not shown") == true)
  }

  @Test func aDragThatEndsAfterItsItemWasRemovedTellsTheControllerToldItBegan() {
    // The end of a drag goes to the controllers told that it began, not by the items' index
    // paths (stale once an update removed the item: they named another item, or none).
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([Section(id: "list", model: ["a", "b", "c"], controller: list)])
    let session = harness.view.beginDrag(at: IndexPath(item: 2, section: 0))
    #expect(session != nil)
    harness.show([Section(id: "list", model: ["a"], controller: CatalogueList())])
    list.events.removeAll()
    if let session { harness.view.endDrag(session) }
    #expect(list.events == ["dragEnded"])
    #expect(session?.items.first?.sourceIndexPath == nil)
    #expect(harness.diagnostics.isEmpty)
    harness.expectRecovered(showing: [["a"]], thenUpdatingTo: [("list", ["a", "b"])])
  }
  @Test func aDragThatEndsAfterItsControllerWasReplacedTellsNeitherController() {
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([Section(id: "list", model: ["a", "b", "c"], controller: list)])
    let session = harness.view.beginDrag(at: IndexPath(item: 2, section: 0))
    #expect(session != nil)
    // Another controller type under the same id: another section; the old one left.
    harness.show([Section(id: "list", model: ["a"], controller: TextList())])
    list.events.removeAll()
    if let session { harness.view.endDrag(session) }
    #expect(list.events.isEmpty)
    #expect(harness.diagnostics.isEmpty)
    harness.expectViewAgrees(with: [["a"]])
  }

  /// A user action on an item the view no longer has is refused by the view itself, before it
  /// reaches the adapter.
  @Test(arguments: [
    "tapItem(at:)", "contextMenuConfiguration(forItemAt:)",
    "selectItem(at:animated:scrollPosition:)", "scrollToItem(at:at:animated:)",
  ])
  func aUserActionOnAStaleItemIsRefusedByTheView(operation: String) {
    let (harness, list) = harnessWithStalePaths()
    let stale = IndexPath(item: 2, section: 0)
    switch operation {
    case "tapItem(at:)": harness.view.tapItem(at: stale)
    case "contextMenuConfiguration(forItemAt:)":
      #expect(harness.view.contextMenuConfiguration(forItemAt: stale) == nil)
    case "selectItem(at:animated:scrollPosition:)":
      harness.view.selectItem(at: stale, animated: false, scrollPosition: [])
    default: harness.view.scrollToItem(at: stale, at: .top, animated: false)
    }
    #expect(harness.view.errors == [.invalidIndexPath(stale, operation: operation)])
    #expect(list.events.isEmpty)
    #expect(harness.diagnostics.isEmpty)
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "c"])])
  }

  @Test func aDragFromAStaleItemDoesNotStart() {
    let (harness, list) = harnessWithStalePaths()
    #expect(harness.view.beginDrag(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(list.events.isEmpty)
    #expect(
      harness.view.errors == [
        .invalidIndexPath(IndexPath(item: 2, section: 0), operation: "beginDrag(at:)")
      ])
    #expect(harness.diagnostics.isEmpty)
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "c"])])
  }

  @Test func aControllerSelectingAnItemItDoesNotHaveIsRefusedByTheView() {
    let (harness, list) = harnessWithStalePaths()
    list.context?.selectItem(at: 7, scrollPosition: .top)
    list.context?.scrollToItem(at: -1, at: .top)
    #expect(
      harness.view.errors == [
        .invalidIndexPath(
          IndexPath(item: 7, section: 0), operation: "selectItem(at:animated:scrollPosition:)"),
        .invalidIndexPath(
          IndexPath(item: -1, section: 0), operation: "scrollToItem(at:at:animated:)"),
      ])
    #expect(list.context?.selectedItemIndices == [])
    #expect(list.context?.cellForItem(at: 7) == nil)
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "c"])])
  }
}
