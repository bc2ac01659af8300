// The behaviour that IGListKit's section-controller tests check (Instagram/IGListKit:
// IGListSectionControllerTests, IGListSingleSectionControllerTests,
// IGListGenericSectionControllerTests, IGListBindingSectionControllerTests,
// IGListDiffingSectionControllerTests, IGListBindingSingleSectionControllerTests,
// IGListDisplayHandlerTests, IGListWorkingRangeHandlerTests and IGListInteractiveMovingTests),
// written again against Sectional's API and driven through a real adapter and a strict
// `HeadlessCollectionView` (`AdapterHarness`: 100 points wide, rows 10 points tall).
//
// How IGListKit's names map:
// - An object and its `diffIdentifier` are a `Section` and its id; `performUpdates` and
//   `reloadObjects(_:)` with a new object are `adapter.update(_:)` with the new model.
// - IGListSingleSectionController and IGListGenericSectionController are
//   `SingleModelSectionController`; IGListBindingSingleSectionController is a subclass of it that
//   dequeues its own cell and changes it from its selection events.
// - IGListBindingSectionController (and IGListDiffingSectionController, its earlier name, whose
//   tests are a subset of the binding suite's and are ported once, there) is
//   `DiffingListSectionController`: `viewModels(for:)` is `items(for:)`, and
//   `updateAnimated:completion:` is `context.apply { update(to:) }`.
// - A `selectionDelegate`, `displayDelegate` or `workingRangeDelegate` set on a controller is a
//   capability the controller adopts: `SelectionHandling`, `DisplayHandling`,
//   `WorkingRangeHandling`; `canMoveItemAtIndex:` and `moveObjectFromIndex:toIndex:` are
//   `InteractiveMoving`; `contextMenuConfigurationForItemAtIndex:point:` is `ContextMenuProviding`.
// - IGListDisplayHandler and IGListWorkingRangeHandler are the adapter's display tracker and
//   working range, reached through the adapter's delegate methods, which the headless view calls
//   as cells come and go (and a test may call with a cell of its own, as IGListKit's tests call
//   the handler). A working range's size is `adapter.workingRangeSize`.
//
// Not ported:
// - The section-level display events (`willDisplaySectionController:`,
//   `didEndDisplayingSectionController:`) and the adapter delegate's `willDisplayObject:` and
//   `didEndDisplayingObject:`: Sectional has no such events. The cell and supplementary-view
//   halves of those tests are ported.
// - The base class's defaults for `numberOfItems` (1), `sizeForItemAtIndex:` (zero) and the
//   exceptions of `cellForItemAtIndex:` and `moveObjectFromIndex:toIndex:`: Sectional has no base
//   class, so a controller states its count and cells (the compiler asks for them), and sizes come
//   from the layout unless the controller adopts a sizing capability.
// - A controller created outside an adapter has no context, and one that handles no event is
//   still shown and tapped with the defaults: SectionKitControllerPortTests covers both. Its
//   `viewController`: Sectional's context has no view controller.
// - IGListInteractiveMovingTests' detached layouts, invalidation contexts and the hijacking of the
//   layout's methods: UIKit layout internals and the Objective-C runtime. Their observable halves
//   (a target inside the section is kept, a movement inside it moves the item, one out of bounds
//   changes nothing) are ported.
// - IGListBindingSingleSectionControllerTests' one-item, configured and sized cells: the same
//   behaviour as IGListSingleSectionControllerTests' on the same Sectional controller, ported once.
//
// Where Sectional differs on purpose, the test states Sectional's behaviour and says why: a single
// model whose value changes reconfigures its cell (IGListKit reloads it); a change a controller
// applies itself completes with whether it was applied as a batch, not whether it changed anything;
// the adapter's working range is 1 section by default (IGListKit's is 0); items move only within
// their section. A few tests go one step beyond IGListKit's (a removed section's views and working
// range, moves on screen, scrolling): each names the IGListKit test it extends.
import Foundation
import Sectional
import Testing

// MARK: - IGListSectionControllerTests

@MainActor
@Suite("IGListKit's section-controller defaults, ported")
struct IGListKitControllerPortDefaultsTests {
  // test_withBaseSectionContoller_thatDefaultValuesAreCorrect (canMoveItemAtIndex: is NO)
  @Test("A controller that does not adopt InteractiveMoving cannot move its items")
  func itemsDoNotMoveWithoutInteractiveMoving() {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a", "b"], controller: TextList())])
    let indexPath = IndexPath(item: 0, section: 0)
    #expect(!harness.adapter.collectionView(harness.view, canMoveItemAt: indexPath))
    #expect(!harness.view.beginInteractiveMovementForItem(at: indexPath))
    harness.expectNoProblems()
  }

  // test_withBaseSectionContoller_thatDefaultValuesAreCorrect (shouldSelectItemAtIndex: and
  // shouldDeselectItemAtIndex: are YES)
  @Test("A controller that handles only selection lets its items be selected and deselected")
  func selectionIsAllowedByDefault() {
    let harness = AdapterHarness()
    harness.view.allowsMultipleSelection = true
    let controller = IGCSelectOnlyList()
    harness.show([Section(id: "list", model: ["a", "b"], controller: controller)])
    let indexPath = IndexPath(item: 1, section: 0)
    harness.view.tapItem(at: indexPath)
    #expect(harness.view.indexPathsForSelectedItems == [indexPath])
    harness.view.tapItem(at: indexPath)
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    #expect(controller.selected == ["b"])
    harness.expectNoProblems()
  }

  // test_whenCallingContextMenuConfiguration_thatDefaultReturnsNil
  @Test("A controller that does not adopt ContextMenuProviding offers no context menu")
  func noContextMenuByDefault() {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a"], controller: TextList())])
    #expect(harness.view.contextMenuConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    harness.expectNoProblems()
  }
}

// MARK: - IGListGenericSectionControllerTests

@MainActor
@Suite("IGListKit's generic section-controller tests, ported")
struct IGListKitControllerPortGenericTests {
  // test_whenUpdatingToObject_thatSameObjectIsStored
  @Test("A single-model controller keeps the very object it was sent")
  func theSameObjectIsStored() throws {
    let harness = AdapterHarness()
    let object = IGCReference("foo")
    harness.show([
      Section(id: "foo", model: object, controller: SingleModelSectionController<IGCReference>())
    ])
    let controller = try #require(
      harness.adapter.sectionController(
        forSectionID: "foo", as: SingleModelSectionController<IGCReference>.self))
    #expect(controller.model === object)
    harness.expectNoProblems()
  }
}

// MARK: - IGListSingleSectionControllerTests

@MainActor
@Suite("IGListKit's single section-controller tests, ported")
struct IGListKitControllerPortSingleTests {
  private static let objects = [
    IGCTestObject(key: 1, text: "Foo"), IGCTestObject(key: 2, text: "Bar"),
    IGCTestObject(key: 3, text: "Baz"),
  ]

  private func sections(_ objects: [IGCTestObject]) -> [Section] {
    objects.map { Section(id: $0.key, model: $0, controller: IGCSingleText()) }
  }

  // test_whenDisplayingCollectionView_thatSectionsHaveOneItem
  @Test("Each single-model section shows one item")
  func sectionsHaveOneItem() {
    let harness = AdapterHarness()
    harness.show(sections(Self.objects))
    #expect(harness.view.numberOfSections == 3)
    #expect(harness.view.itemCounts == [1, 1, 1])
    harness.expectNoProblems()
  }

  // test_whenDisplayingCollectionView_thatCellsAreConfigured
  @Test("Each single-model section's cell shows its model")
  func cellsAreConfigured() {
    let harness = AdapterHarness()
    harness.show(sections(Self.objects))
    #expect(harness.shownSections == [["Foo"], ["Bar"], ["Baz"]])
    harness.expectNoProblems()
  }

  // test_whenDisplayingCollectionView_thatCellsAreSized
  @Test("Each single-model section's cell has the size its controller gives")
  func cellsAreSized() {
    let harness = AdapterHarness()
    harness.show(sections(Self.objects))
    let sizes = (0..<3).map {
      harness.view.cellForItem(at: IndexPath(item: 0, section: $0))?.frame.size
    }
    #expect(sizes == Array(repeating: CGSize(width: 100, height: 44), count: 3))
    harness.expectNoProblems()
  }

  // test_whenItemUpdated_thatCellIsConfigured. IGListKit reloads the cell; Sectional reconfigures
  // it in place (its migration article: a single model reconfigures its cell), so the cell stays.
  @Test("A single-model section whose model changes shows the new model in the same cell")
  func anUpdatedModelIsShown() throws {
    let harness = AdapterHarness()
    harness.show(sections(Self.objects))
    let before = try #require(harness.view.cellForItem(at: IndexPath(item: 0, section: 1)))
    var completions: [Bool] = []
    harness.adapter.update(
      sections([Self.objects[0], IGCTestObject(key: 2, text: "Qux"), Self.objects[2]]),
      completion: { completions.append($0) })
    harness.view.layoutIfNeeded()
    #expect(completions == [true])
    #expect(harness.shownSections == [["Foo"], ["Qux"], ["Baz"]])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 1)) === before)
    harness.expectNoProblems()
  }

  // test_whenSelected_thatDelegateReceivesEvent
  @Test("Tapping a single-model section's cell tells its controller, with the model")
  func selectionReachesTheController() throws {
    let harness = AdapterHarness()
    harness.show(sections([IGCTestObject(key: 1, text: "a")]))
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: 1, as: IGCSingleText.self))
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(controller.events == ["select a"])
    harness.expectNoProblems()
  }

  // test_whenDeselected_thatDelegateReceivesEvent
  @Test("Deselecting a single-model section's cell tells its controller, with the model")
  func deselectionReachesTheController() throws {
    let harness = AdapterHarness()
    harness.view.allowsMultipleSelection = true
    harness.show(sections([IGCTestObject(key: 1, text: "a")]))
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: 1, as: IGCSingleText.self))
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(controller.events == ["select a", "deselect a"])
    harness.expectNoProblems()
  }

  // test_whenDeselected_withoutImplementation_thatNoOps
  @Test("A single-model controller that handles only selection ignores a deselection")
  func deselectionWithoutAHandlerDoesNothing() throws {
    let harness = AdapterHarness()
    harness.show([Section(id: 1, model: "a", controller: IGCSelectOnlySingle())])
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: 1, as: IGCSelectOnlySingle.self))
    harness.adapter.collectionView(harness.view, didDeselectItemAt: IndexPath(item: 0, section: 0))
    #expect(controller.selected.isEmpty)
    harness.adapter.collectionView(harness.view, didSelectItemAt: IndexPath(item: 0, section: 0))
    #expect(controller.selected == ["a"])
    harness.expectNoProblems()
  }
}

// MARK: - IGListBindingSingleSectionControllerTests

@MainActor
@Suite("IGListKit's binding single section-controller tests, ported")
struct IGListKitControllerPortBindingSingleTests {
  private func showing() -> AdapterHarness {
    let harness = AdapterHarness()
    harness.show([
      Section(id: 1, model: IGCTestObject(key: 1, text: "Foo"), controller: IGCBoundSingle())
    ]
    )
    return harness
  }

  private func text(in harness: AdapterHarness) -> String? {
    harness.view.cellForItem(at: IndexPath(item: 0, section: 0))?.text
  }

  // test_whenSetupWithObjects_cellClassIsExpected
  @Test("A single-model section shows the cell class its controller dequeues")
  func theCellHasTheControllersClass() {
    let harness = showing()
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) is IGCLabelCell)
    #expect(text(in: harness) == "Foo")
    harness.expectNoProblems()
  }

  // test_whenDidSelectIsCalled_subclassIsCalled
  @Test("A single-model controller that changes its cell when selected shows the change")
  func selectionChangesTheCell() {
    let harness = showing()
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(text(in: harness) == "did-select")
    harness.expectNoProblems()
  }

  // test_whenDidDeselectIsCalled_subclassIsCalled
  @Test("A single-model controller that changes its cell when deselected shows the change")
  func deselectionChangesTheCell() {
    let harness = showing()
    harness.view.allowsMultipleSelection = true
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(text(in: harness) == "did-deselect")
    harness.expectNoProblems()
  }

  // test_whenDidHighlightIsCalled_subclassIsCalled
  @Test("A single-model controller that changes its cell when highlighted shows the change")
  func highlightChangesTheCell() {
    let harness = showing()
    #expect(harness.view.highlightItem(at: IndexPath(item: 0, section: 0)))
    #expect(text(in: harness) == "did-highlight")
    harness.expectNoProblems()
  }

  // test_whenDidUnhighlightIsCalled_subclassIsCalled
  @Test("A single-model controller that changes its cell when unhighlighted shows the change")
  func unhighlightChangesTheCell() {
    let harness = showing()
    harness.view.unhighlightItem(at: IndexPath(item: 0, section: 0))
    #expect(text(in: harness) == "did-unhighlight")
    harness.expectNoProblems()
  }
}

// MARK: - IGListBindingSectionControllerTests (and IGListDiffingSectionControllerTests)

@MainActor
@Suite("IGListKit's binding section-controller tests, ported")
struct IGListKitControllerPortBindingTests {
  /// The visible cells in index-path order, each as its class and text.
  private func screen(_ harness: AdapterHarness) -> [String] {
    harness.view.indexPathsForVisibleItems.sorted().map { indexPath in
      guard let cell = harness.view.cellForItem(at: indexPath) else { return "?" }
      return "\(type(of: cell)) \(cell.text)"
    }
  }

  private func cell(_ harness: AdapterHarness, _ section: Int, _ item: Int) -> CollectionViewCell? {
    harness.view.cellForItem(at: IndexPath(item: item, section: section))
  }

  /// Shows one section of view models and returns its controller.
  private func showing(_ viewModels: [IGCViewModel], in harness: AdapterHarness) throws
    -> IGCBindingList
  {
    harness.show([Section(id: 1, model: viewModels, controller: IGCBindingList())])
    return try #require(harness.adapter.sectionController(forSectionID: 1, as: IGCBindingList.self))
  }

  // test_whenInitialLoad_withEmptyViewModels_thatCollectionViewEmpty
  @Test("A section whose model has no view models is shown with no items")
  func noViewModelsShowNoItems() throws {
    let harness = AdapterHarness()
    _ = try showing([], in: harness)
    #expect(harness.view.numberOfSections == 1)
    #expect(harness.view.numberOfItems(inSection: 0) == 0)
    #expect(harness.view.visibleCells.isEmpty)
    harness.expectNoProblems()
  }

  // test_whenInitialLoad_withMultipleViewModels_thatCellsMappedAndConfigured
  @Test("Each view model is shown in the cell its controller dequeues for its kind")
  func viewModelsAreMappedToCells() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: 1, model: [.number(7), .text("seven")], controller: IGCBindingList()),
      Section(
        id: 2, model: [.text("foo"), .text("bar"), .number(42)], controller: IGCBindingList()),
      Section(id: 3, model: [IGCViewModel](), controller: IGCBindingList()),
    ])
    #expect(harness.view.itemCounts == [2, 3, 0])
    #expect(
      screen(harness) == [
        "IGCNumberCell 7", "IGCTextCell seven", "IGCTextCell foo", "IGCTextCell bar",
        "IGCNumberCell 42",
      ])
    harness.expectNoProblems()
  }

  // test_whenUpdating_withAddedModels_thatCellsCorrectAndConfigured
  @Test("View models added by an update are inserted and shown after the ones that stay")
  func addedViewModelsAreInserted() throws {
    let harness = AdapterHarness()
    _ = try showing([.number(7), .text("seven")], in: harness)
    harness.show([
      Section(
        id: 1, model: [.number(7), .text("seven"), .number(8), .text("eight")],
        controller: IGCBindingList())
    ])
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "insert items [0-2, 0-3]")
    #expect(harness.view.itemCounts == [4])
    #expect(
      screen(harness) == [
        "IGCNumberCell 7", "IGCTextCell seven", "IGCNumberCell 8", "IGCTextCell eight",
      ])
    harness.expectNoProblems()
  }

  // test_whenAdapterReloadsObjects_thatSectionUpdated (and the diffing suite's test of the same
  // name): the new object's view models reach the screen as a diffed batch, not a reload.
  @Test("New view models reach the screen as a diffed batch that keeps the cells that stay")
  func newViewModelsAreDiffed() throws {
    let harness = AdapterHarness()
    _ = try showing([.number(7), .text("seven")], in: harness)
    let seven = try #require(cell(harness, 0, 0))
    let sevenText = try #require(cell(harness, 0, 1))
    var batches: [String] = []
    harness.view.batchUpdateHandler = { batches.append($0.oneLineDescription) }
    harness.show([
      Section(
        id: 1, model: [.text("four"), .number(4), .text("seven"), .number(7)],
        controller: IGCBindingList())
    ])
    #expect(batches.count == 1)
    #expect(!(batches.first ?? "").contains("reload"))
    #expect(
      screen(harness) == [
        "IGCTextCell four", "IGCNumberCell 4", "IGCTextCell seven", "IGCNumberCell 7",
      ])
    #expect(cell(harness, 0, 3) === seven)
    #expect(cell(harness, 0, 2) === sevenText)
    harness.expectNoProblems()
  }

  // test_whenUpdating_withNotUniqueModels_thatCellsCorrectAndConfigured
  @Test("View models that repeat an identifier are each shown once per occurrence")
  func repeatedViewModelsAreEachShown() throws {
    let harness = AdapterHarness()
    _ = try showing([.number(7), .text("seven")], in: harness)
    harness.show([
      Section(
        id: 1,
        model: [.text("four"), .number(4), .text("seven"), .number(7), .number(10), .number(7)],
        controller: IGCBindingList())
    ])
    #expect(
      screen(harness) == [
        "IGCTextCell four", "IGCNumberCell 4", "IGCTextCell seven", "IGCNumberCell 7",
        "IGCNumberCell 10",
        "IGCNumberCell 7",
      ])
    harness.expectNoProblems()
  }

  // test_whenSelectingCell_thatCorrectViewModelSelected (and the diffing suite's)
  @Test("Tapping a cell tells the controller, which finds the view model it shows")
  func selectionFindsTheViewModel() throws {
    let harness = AdapterHarness()
    let controller = try showing([.number(7), .text("seven")], in: harness)
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(controller.events.last == "select text seven")
    harness.expectNoProblems()
  }

  // test_whenDeselectingCell_thatCorrectViewModelSelected
  @Test("Deselecting a cell tells the controller, which finds the view model it shows")
  func deselectionFindsTheViewModel() throws {
    let harness = AdapterHarness()
    harness.view.allowsMultipleSelection = true
    let controller = try showing([.number(7), .text("seven")], in: harness)
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(controller.events.last == "deselect text seven")
    harness.expectNoProblems()
  }

  // test_whenHighlightingCell_thatCorrectViewModelHighlighted
  @Test("Highlighting a cell tells the controller, which finds the view model it shows")
  func highlightFindsTheViewModel() throws {
    let harness = AdapterHarness()
    let controller = try showing([.number(7), .text("seven")], in: harness)
    harness.view.highlightItem(at: IndexPath(item: 1, section: 0))
    #expect(controller.events == ["highlight text seven"])
    harness.expectNoProblems()
  }

  // test_whenUnhighlightingCell_thatCorrectViewModelUnhighlighted
  @Test("Unhighlighting a cell tells the controller, which finds the view model it shows")
  func unhighlightFindsTheViewModel() throws {
    let harness = AdapterHarness()
    let controller = try showing([.number(7), .text("seven")], in: harness)
    harness.view.unhighlightItem(at: IndexPath(item: 1, section: 0))
    #expect(controller.events == ["unhighlight text seven"])
    harness.expectNoProblems()
  }

  // test_whenDeselectingCell_withoutImplementation_thatNoOps
  @Test("A list that handles only selection ignores a deselection")
  func deselectionWithoutAHandlerDoesNothing() throws {
    let harness = AdapterHarness()
    harness.show([Section(id: 1, model: ["7", "seven"], controller: IGCSelectOnlyList())])
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: 1, as: IGCSelectOnlyList.self))
    harness.adapter.collectionView(harness.view, didDeselectItemAt: IndexPath(item: 1, section: 0))
    #expect(controller.selected.isEmpty)
    harness.adapter.collectionView(harness.view, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(controller.selected == ["seven"])
    harness.expectNoProblems()
  }

  // test_whenUpdating_withViewModelMovesAndReloads_thatCellUpdatedAndInstanceSame (and the
  // diffing suite's)
  @Test("A view model that moves and changes is shown changed in the cell that showed it")
  func movedAndChangedViewModelsKeepTheirCells() throws {
    let harness = AdapterHarness()
    _ = try showing([.text("foo"), .text("bar"), .object(key: 42, value: "baz")], in: harness)
    #expect(screen(harness) == ["IGCTextCell foo", "IGCTextCell bar", "IGCObjectCell baz"])
    let before = try (0..<3).map { try #require(cell(harness, 0, $0)) }
    harness.show([
      Section(
        id: 1, model: [.object(key: 42, value: "bang"), .text("foo"), .text("bar")],
        controller: IGCBindingList())
    ])
    #expect(screen(harness) == ["IGCObjectCell bang", "IGCTextCell foo", "IGCTextCell bar"])
    #expect(cell(harness, 0, 1) === before[0])
    #expect(cell(harness, 0, 2) === before[1])
    #expect(cell(harness, 0, 0) === before[2])
    harness.expectNoProblems()
  }

  // test_whenUpdating_withViewModelDeletionsMovesAndReloads_thatCellUpdatedAndInstanceSame
  @Test("With a section removed, its neighbour's moved and changed view models keep their cells")
  func changesBesideARemovedSectionKeepTheCells() throws {
    let harness = AdapterHarness()
    harness.show([
      Section(
        id: 0, model: [.text("0"), .text("1"), .object(key: 0, value: "2")],
        controller: IGCBindingList()),
      Section(
        id: 1,
        model: [.text("a"), .text("b"), .object(key: 1, value: "c"), .object(key: 2, value: "d")],
        controller: IGCBindingList()),
    ])
    #expect(harness.view.itemCounts == [3, 4])
    let before = try (0..<4).map { try #require(cell(harness, 1, $0)) }
    harness.show([
      Section(
        id: 1,
        model: [.object(key: 1, value: "e"), .text("b"), .text("a"), .object(key: 2, value: "f")],
        controller: IGCBindingList())
    ])
    #expect(
      screen(harness) == ["IGCObjectCell e", "IGCTextCell b", "IGCTextCell a", "IGCObjectCell f"])
    #expect(cell(harness, 0, 2) === before[0])
    #expect(cell(harness, 0, 1) === before[1])
    #expect(cell(harness, 0, 0) === before[2])
    #expect(cell(harness, 0, 3) === before[3])
    harness.expectNoProblems()
  }

  // test_whenUpdatingManually_with2Updates_thatBothCompletionBlocksCalled (and the diffing
  // suite's). IGListKit completes the second, queued update with NO because it changed nothing;
  // Sectional's completion says whether the change was applied as a batch (its documentation of
  // `apply(_:completion:)`), so both complete with `true`, in order, and the screen is unchanged.
  @Test("Two changes a controller applies to itself both complete, in order")
  func twoManualUpdatesBothComplete() throws {
    let harness = AdapterHarness()
    let controller = try showing([.number(7), .text("seven")], in: harness)
    let context = try #require(controller.context)
    var completions: [String] = []
    context.apply(
      { controller.update(to: controller.items) }, completion: { completions.append("first \($0)") }
    )
    context.apply(
      { controller.update(to: controller.items) },
      completion: { completions.append("second \($0)") })
    #expect(completions == ["first true", "second true"])
    #expect(screen(harness) == ["IGCNumberCell 7", "IGCTextCell seven"])
    harness.expectNoProblems()
  }

  // test_whenUpdating_withMutableArrayObject_thatViewModelsDontMutate
  @Test("A list keeps the view models it was given when the model's own list changes later")
  func viewModelsDoNotFollowTheModelsMutations() throws {
    let harness = AdapterHarness()
    let model = IGCMutableModel(["foo", "bar"])
    harness.show([
      Section(id: 1, model: model, controller: IGCMutableModelList(items: { $0.viewModels }))
    ])
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: 1, as: IGCMutableModelList.self))
    model.viewModels.removeAll()
    #expect(controller.items == ["foo", "bar"])
    #expect(harness.shownSections == [["foo", "bar"]])
    harness.expectNoProblems()
  }
}

// MARK: - IGListDisplayHandlerTests

@MainActor
@Suite("IGListKit's display-handler tests, ported")
struct IGListKitControllerPortDisplayTests {
  // test_whenDisplayingFirstCell_thatDisplayHandlerReceivesEvent
  @Test("The first cell shown tells its controller, with the cell shown")
  func theFirstCellIsAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    #expect(log.events == ["a will display x at 0"])
    #expect(log.cells.first === harness.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    harness.expectNoProblems()
  }

  // test_whenDisplayingSecondCell_thatDisplayHandlerReceivesEvent
  @Test("Every cell shown tells its controller once, in order")
  func everyCellIsAnnouncedOnce() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x", "y"], controller: IGCDisplayLog("a", log: log))])
    #expect(log.events == ["a will display x at 0", "a will display y at 1"])
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingSecondToLastCell_thatDisplayHandlerReceivesEvent
  @Test("A cell that leaves while others stay tells its controller of that cell alone")
  func aCellThatLeavesIsAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x", "y"], controller: IGCDisplayLog("a", log: log))])
    log.events.removeAll()
    harness.show([Section(id: "a", model: ["y"], controller: IGCDisplayLog("a", log: log))])
    #expect(log.events == ["a ends displaying x at 0"])
    #expect(harness.shownSections == [["y"]])
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingLastCell_thatDisplayHandlerReceivesEvent
  @Test("The last cell of a section that leaves tells its controller")
  func theLastCellThatLeavesIsAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    log.events.removeAll()
    harness.show([Section(id: "a", model: [], controller: IGCDisplayLog("a", log: log))])
    #expect(log.events == ["a ends displaying x at 0"])
    #expect(harness.view.visibleCells.isEmpty)
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingCell_withCellNeverDisplayed_thatDisplayHandlerReceivesNoEvent
  @Test("The end of display of a cell never displayed tells no controller")
  func aCellNeverDisplayedIsNotAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    log.events.removeAll()
    harness.adapter.collectionView(
      harness.view, didEndDisplaying: CollectionViewCell(),
      forItemAt: IndexPath(item: 0, section: 0))
    #expect(log.events.isEmpty)
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingCell_withEndDisplayTwice_thatDisplayHandlerReceivesOneEvent
  @Test("A cell whose display ends twice tells its controller once")
  func aCellEndedTwiceIsAnnouncedOnce() throws {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    log.events.removeAll()
    let indexPath = IndexPath(item: 0, section: 0)
    let cell = try #require(harness.view.cellForItem(at: indexPath))
    harness.adapter.collectionView(harness.view, didEndDisplaying: cell, forItemAt: indexPath)
    harness.adapter.collectionView(harness.view, didEndDisplaying: cell, forItemAt: indexPath)
    #expect(log.events == ["a ends displaying x at 0"])
    harness.expectNoProblems()
  }

  // test_whenCellInserted_withDisplayedCellExistingAtPath_thatDisplayHandlerReceivesCorrectParams
  @Test("A section inserted where a shown cell was tells its own controller of its cell")
  func aCellInsertedAtAShownPathIsAnnouncedToItsController() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    log.events.removeAll()
    harness.show([
      Section(id: "b", model: ["y"], controller: IGCDisplayLog("b", log: log)),
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log)),
    ])
    #expect(log.events == ["b will display y at 0"])
    #expect(log.cells.last === harness.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(harness.shownSections == [["y"], ["x"]])
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingLastCell_thatDisplayHandlerReceivesEvent, with the section removed:
  // the end reaches the controller that displayed the views though its section is gone.
  @Test("A removed section's cells and header tell its controller that they left")
  func aRemovedSectionsViewsAreAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log)),
      Section(id: "b", model: ["y", "z"], controller: IGCDisplayLog("b", header: true, log: log)),
    ])
    log.events.removeAll()
    harness.show([Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", log: log))])
    #expect(
      log.events == [
        "b ends displaying y at 0", "b ends displaying z at 1", "b ends displaying header",
      ])
    #expect(harness.shownSections == [["x"]])
    harness.expectNoProblems()
  }

  // test_whenCellInserted_withDisplayedCellExistingAtPath_thatDisplayHandlerReceivesCorrectParams,
  // the other way: views that stay on screen while their sections and items move are not
  // displayed again.
  @Test("Sections and items that move on screen tell no controller")
  func movesAreNotAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", header: true, log: log)),
      Section(id: "b", model: ["y", "z"], controller: IGCDisplayLog("b", header: true, log: log)),
    ])
    log.events.removeAll()
    harness.show([
      Section(id: "b", model: ["z", "y"], controller: IGCDisplayLog("b", header: true, log: log)),
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", header: true, log: log)),
    ])
    #expect(
      harness.view.lastBatchUpdate?.oneLineDescription
        == "move sections [0→1]; move items [1-0→0-1]")
    #expect(log.events.isEmpty)
    #expect(harness.shownSections == [["z", "y"], ["x"]])
    harness.expectNoProblems()
  }

  // test_whenWillDisplaySupplementaryView_withCellDisplayedAfter_thatDisplayHandlerReceivesOneEvent
  @Test("A section's header and its cell each tell the controller once, header first")
  func aHeaderAndACellAreEachAnnounced() {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", header: true, log: log))
    ])
    #expect(log.events == ["a will display header", "a will display x at 0"])
    harness.expectNoProblems()
  }

  // test_whenEndDisplayingSupplementaryView_withEndDisplayingTwice_thatDisplayHandlerReceivesOneEvent
  @Test("A header whose display ends twice tells its controller once")
  func aHeaderEndedTwiceIsAnnouncedOnce() throws {
    let harness = AdapterHarness()
    let log = IGCEventLog()
    harness.show([
      Section(id: "a", model: ["x"], controller: IGCDisplayLog("a", header: true, log: log))
    ])
    log.events.removeAll()
    let indexPath = IndexPath(item: 0, section: 0)
    let header = try #require(
      harness.view.supplementaryView(forElementKind: .header, at: indexPath))
    for _ in 0..<2 {
      harness.adapter.collectionView(
        harness.view, didEndDisplayingSupplementaryView: header, forElementKind: .header,
        at: indexPath)
    }
    #expect(log.events == ["a ends displaying header"])
    harness.expectNoProblems()
  }
}

// MARK: - IGListWorkingRangeHandlerTests

@MainActor
@Suite("IGListKit's working-range tests, ported")
struct IGListKitControllerPortWorkingRangeTests {
  /// A harness whose viewport shows one 10-point row, with a working range of `size` sections.
  private func harness(workingRangeSize size: Int) -> AdapterHarness {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))
    harness.adapter.workingRangeSize = size
    return harness
  }

  private func sections(_ items: [(String, [String])], log: IGCEventLog) -> [Section] {
    items.map { Section(id: $0.0, model: $0.1, controller: IGCRangeList($0.0, log: log)) }
  }

  // The adapter's own default; IGListKit's adapter defaults to 0.
  @Test("An adapter's working range reaches one section beyond the visible ones by default")
  func theDefaultSizeIsOne() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", ["y"]), ("c", ["z"])], log: log))
    #expect(harness.adapter.workingRangeSize == 1)
    #expect(log.events == ["enter a", "enter b"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thatItemEntersWorkingRange
  @Test("With a working range of zero, the section of the shown cell enters it")
  func theShownSectionEntersARangeOfZero() {
    let harness = harness(workingRangeSize: 0)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"])], log: log))
    #expect(log.events == ["enter a"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thenHidingThatItem_thatItemLeavesWorkingRange
  @Test("With a working range of zero, the section leaves it when its only cell is no longer shown")
  func theSectionLeavesARangeOfZeroWhenItsCellGoes() {
    let harness = harness(workingRangeSize: 0)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"])], log: log))
    harness.show(sections([("a", [])], log: log))
    #expect(log.events == ["enter a", "exit a"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatNextItemEntersWorkingRange
  @Test("With a working range of one, the section after the shown one enters it")
  func theNextSectionEntersARangeOfOne() {
    let harness = harness(workingRangeSize: 1)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", ["y"])], log: log))
    #expect(harness.shownSections == [["x"], []])
    #expect(log.events == ["enter a", "enter b"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatThirdItemDoesNotEnterWorkingRange
  @Test("With a working range of one, the section two after the shown one does not enter it")
  func theThirdSectionStaysOutOfARangeOfOne() {
    let harness = harness(workingRangeSize: 1)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", ["y"]), ("c", ["z"])], log: log))
    #expect(!log.events.contains("enter c"))
    #expect(log.events == ["enter a", "enter b"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thenEndDisplayingThatItem_thatNextItemLeavesWorkingRange
  @Test("With a working range of one, the next section leaves it when the shown cell goes")
  func theNextSectionLeavesARangeOfOneWhenTheCellGoes() {
    let harness = harness(workingRangeSize: 1)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", [])], log: log))
    log.events.removeAll()
    harness.show(sections([("a", []), ("b", [])], log: log))
    #expect(harness.view.visibleCells.isEmpty)
    #expect(log.events.sorted() == ["exit a", "exit b"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thenHidingThatItem_thatItemLeavesWorkingRange,
  // by scrolling. The section scrolled to enters as its cell is displayed, and the one scrolled
  // away leaves once the scroll's layout pass is over (the working range's documented order).
  @Test("Scrolling moves the working range: the section shown enters, then the one hidden leaves")
  func scrollingMovesTheRange() {
    let harness = harness(workingRangeSize: 0)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", ["y"]), ("c", ["z"])], log: log))
    log.events.removeAll()
    harness.view.scroll(by: 10)
    #expect(harness.shownSections == [[], ["y"], []])
    #expect(log.events == ["enter b", "exit a"])
    harness.expectNoProblems()
  }

  // test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thenEndDisplayingThatItem_…, with the
  // section removed: every controller that entered the range leaves it.
  @Test("A section removed while in the working range leaves it")
  func aRemovedSectionLeavesTheRange() {
    let harness = harness(workingRangeSize: 1)
    let log = IGCEventLog()
    harness.show(sections([("a", ["x"]), ("b", ["y"])], log: log))
    log.events.removeAll()
    harness.show(sections([("a", ["x"])], log: log))
    #expect(log.events == ["exit b"])
    harness.expectNoProblems()
  }
}

// MARK: - IGListInteractiveMovingTests

@MainActor
@Suite("IGListKit's interactive-moving tests, ported")
struct IGListKitControllerPortInteractiveMovingTests {
  private func showing() throws -> (AdapterHarness, IGCMovableList) {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a", "b", "c"], controller: IGCMovableList())])
    let controller = try #require(
      harness.adapter.sectionController(forSectionID: "list", as: IGCMovableList.self))
    return (harness, controller)
  }

  // test_whenCollectionViewIsSet_thatTargetIndexPathIsValid
  @Test("A move target proposed inside the item's section is kept")
  func aTargetInsideTheSectionIsKept() throws {
    let (harness, _) = try showing()
    let target = harness.adapter.collectionView(
      harness.view,
      targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 0),
      toProposedIndexPath: IndexPath(item: 2, section: 0))
    #expect(target == IndexPath(item: 2, section: 0))
    harness.expectNoProblems()
  }

  // test_whenCollectionViewIsSet_thatTargetIndexPathIsValid, across sections. IGListKit's layout
  // lets an item be dragged into another section; Sectional's adapter moves items only within
  // their section (its documentation of `targetIndexPathForMoveOfItemFromOriginalIndexPath`): the
  // target is refused with a warning and the item stays.
  @Test("A movement into another section is refused with a diagnostic and moves nothing")
  func aMovementIntoAnotherSectionIsRefused() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "a", model: ["a", "b"], controller: IGCMovableList()),
      Section(id: "b", model: ["c", "d"], controller: IGCMovableList()),
    ])
    var batches: [String] = []
    harness.view.batchUpdateHandler = { batches.append($0.oneLineDescription) }
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 35))
    harness.view.endInteractiveMovement()
    #expect(batches.isEmpty)
    #expect(harness.shownSections == [["a", "b"], ["c", "d"]])
    #expect(harness.diagnostics.map(\.kind) == [.crossSectionMove])
    #expect(harness.diagnostics.first?.sectionID == SectionID("a"))
    #expect(harness.errorDiagnostics.isEmpty)
  }

  // test_whenCollectionViewIsSet_thatInvalidationContextForInteractivelyMovingItemsPasses and
  // test_whenCollectionViewIsSet_andIndexPathIsInsideBounds_…
  @Test(
    "A movement ended over another item of the section moves the item on screen and in the controller"
  )
  func aMovementInsideTheSectionMovesTheItem() throws {
    let (harness, controller) = try showing()
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    harness.view.endInteractiveMovement()
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "move items [0-0→0-2]")
    #expect(controller.moves == ["0 → 2"])
    #expect(controller.items == ["b", "c", "a"])
    #expect(harness.shownSections == [["b", "c", "a"]])
    harness.expectNoProblems()
  }

  // test_whenCollectionViewIsSet_andIndexPathIsOutOfBounds_… and
  // test_whenCollectionViewIsSetWithBaseLayout_andIndexPathIsOutOfBounds_…
  @Test("A movement over no item leaves the item where it was")
  func aMovementOutOfBoundsChangesNothing() throws {
    let (harness, controller) = try showing()
    var batches: [String] = []
    harness.view.batchUpdateHandler = { batches.append($0.oneLineDescription) }
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 900))
    harness.view.endInteractiveMovement()
    #expect(batches.isEmpty)
    #expect(controller.moves.isEmpty)
    #expect(harness.shownSections == [["a", "b", "c"]])
    harness.expectNoProblems()
  }
}

// MARK: - Models and controllers

/// IGListKit's test object: a key, its section's id, and a text.
private struct IGCTestObject: Equatable {
  let key: Int
  let text: String
}

/// An object compared by identity.
private final class IGCReference: Sendable {
  let text: String
  init(_ text: String) { self.text = text }
}

/// A model whose list of view models can change after it was sent.
private final class IGCMutableModel {
  var viewModels: [String]
  init(_ viewModels: [String]) { self.viewModels = viewModels }
}

/// A list made from a `IGCMutableModel`.
private final class IGCMutableModelList: ListSectionController<IGCMutableModel, String> {}

/// IGListKit's binding tests' view models: numbers, strings, and keyed objects whose value
/// changes.
private enum IGCViewModel: Identifiable, Equatable, Differentiable {
  case number(Int)
  case text(String)
  case object(key: Int, value: String)

  var id: String {
    switch self {
    case .number(let number): "number \(number)"
    case .text(let text): "text \(text)"
    case .object(let key, _): "object \(key)"
    }
  }
}

/// The cell of a number, of a string, of a keyed object, and of a single model.
private final class IGCNumberCell: CollectionViewCell {}
private final class IGCTextCell: CollectionViewCell {}
private final class IGCObjectCell: CollectionViewCell {}
private final class IGCLabelCell: CollectionViewCell {}

/// Every event of a test, in order, and the cells the display events named.
@MainActor
private final class IGCEventLog {
  var events: [String] = []
  var cells: [CollectionViewCell] = []
}

/// IGListKit's `IGTestDiffingSectionController`: a cell class per kind of view model, and every
/// selection event logged with the view model it names.
private final class IGCBindingList: DiffingListSectionController<[IGCViewModel], IGCViewModel>,
  SelectionHandling
{
  private(set) var events: [String] = []

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    switch items[indexPath] {
    case .number(let number):
      let cell = context.dequeueReusableCell(IGCNumberCell.self, for: indexPath)
      cell.text = String(number)
      return cell
    case .text(let text):
      let cell = context.dequeueReusableCell(IGCTextCell.self, for: indexPath)
      cell.text = text
      return cell
    case .object(_, let value):
      let cell = context.dequeueReusableCell(IGCObjectCell.self, for: indexPath)
      cell.text = value
      return cell
    }
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    events.append("select \(items[indexPath].id)")
  }
  func didDeselectItem(at indexPath: SectionIndexPath) {
    events.append("deselect \(items[indexPath].id)")
  }
  func didHighlightItem(at indexPath: SectionIndexPath) {
    events.append("highlight \(items[indexPath].id)")
  }
  func didUnhighlightItem(at indexPath: SectionIndexPath) {
    events.append("unhighlight \(items[indexPath].id)")
  }
}

/// A list that handles selection and nothing else of it.
private final class IGCSelectOnlyList: DiffingListSectionController<[String], String>,
  SelectionHandling
{
  private(set) var selected: [String] = []

  func didSelectItem(at indexPath: SectionIndexPath) { selected.append(items[indexPath]) }
}

/// A single model that handles selection and nothing else of it.
private final class IGCSelectOnlySingle: SingleModelSectionController<String>, SelectionHandling {
  private(set) var selected: [String] = []

  func didSelectItem(at indexPath: SectionIndexPath) {
    if let model { selected.append(model) }
  }
}

/// IGListKit's single section controller of the tests: a cell 44 points tall showing the model's
/// text, and its selection events logged with the model.
private final class IGCSingleText: SingleModelSectionController<IGCTestObject>, FlowLayoutSizing,
  SelectionHandling
{
  private(set) var events: [String] = []

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(IGCLabelCell.self, for: indexPath)
    cell.text = model?.text ?? ""
    return cell
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: 44)
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    events.append("select \(model?.text ?? "")")
  }
  func didDeselectItem(at indexPath: SectionIndexPath) {
    events.append("deselect \(model?.text ?? "")")
  }
}

/// IGListKit's `IGTestBindingSingleSectionController`: its selection events write into its cell.
private final class IGCBoundSingle: SingleModelSectionController<IGCTestObject>, SelectionHandling {
  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(IGCLabelCell.self, for: indexPath)
    cell.text = model?.text ?? ""
    return cell
  }

  private func show(_ text: String) { context?.cellForItem(at: 0)?.text = text }

  func didSelectItem(at indexPath: SectionIndexPath) { show("did-select") }
  func didDeselectItem(at indexPath: SectionIndexPath) { show("did-deselect") }
  func didHighlightItem(at indexPath: SectionIndexPath) { show("did-highlight") }
  func didUnhighlightItem(at indexPath: SectionIndexPath) { show("did-unhighlight") }
}

/// A list that logs its display events with its name and, if asked, shows a 10-point header.
private final class IGCDisplayLog: DiffingListSectionController<[String], String>, DisplayHandling,
  SupplementaryViewProviding, FlowLayoutSizing
{
  private let name: String
  private let log: IGCEventLog
  private let hasHeader: Bool

  init(_ name: String, header: Bool = false, log: IGCEventLog) {
    self.name = name
    self.log = log
    self.hasHeader = header
    super.init(items: { $0 })
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.events.append("\(name) will display \(cell.text) at \(indexPath.indexInSectionController)")
    log.cells.append(cell)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.events.append(
      "\(name) ends displaying \(cell.text) at \(indexPath.indexInSectionController)")
  }

  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    log.events.append("\(name) will display \(view.text)")
  }

  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    log.events.append("\(name) ends displaying \(view.text)")
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard hasHeader, kind == .header else { return nil }
    let header = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: .header, for: indexPath)
    header.text = "header"
    return header
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    nil
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    hasHeader ? CGSize(width: context.containerSize.width, height: 10) : nil
  }
}

/// A list that logs when it enters and leaves the working range, with its name.
private final class IGCRangeList: DiffingListSectionController<[String], String>,
  WorkingRangeHandling
{
  private let name: String
  private let log: IGCEventLog

  init(_ name: String, log: IGCEventLog) {
    self.name = name
    self.log = log
    super.init(items: { $0 })
  }

  func didEnterWorkingRange() { log.events.append("enter \(name)") }
  func didExitWorkingRange() { log.events.append("exit \(name)") }
}

/// IGListKit's reorderable section: items move within it, and each move is logged.
private final class IGCMovableList: DiffingListSectionController<[String], String>,
  InteractiveMoving
{
  private(set) var moves: [String] = []

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    let from = source.indexInSectionController
    let to = destination.indexInSectionController
    moves.append("\(from) → \(to)")
    var moved = items
    moved.insert(moved.remove(at: from), at: to)
    update(to: moved).commit()
  }
}
