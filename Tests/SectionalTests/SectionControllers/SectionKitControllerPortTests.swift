// The behaviour that SectionKit's own section-controller tests check (traderepublic/SectionKit:
// ListSectionControllerTests, SingleModelSectionControllerTests, SingleItemSectionControllerTests,
// their FlowLayout variants, BaseSectionControllerTests, ProtocolDefaultValuesSectionControllerTests,
// SectionUpdateTests and SectionBatchOperationTests), written again against Sectional's API.
//
// How SectionKit's names map:
// - `init(model:)` is the first model sent and committed (`showing(_:in:)`).
// - `didUpdate(model:)` and `calculateUpdate(from:to:)` are `update(to:)`, whose `SectionUpdate`
//   carries the `ItemChanges` (a batch operation's deletes, inserts, moves and reloads;
//   `shouldReload` is `reloadsSection`) and becomes current at `commit()`.
// - `numberOfItems(in:)` is `numberOfItems`.
// - The context's error handler is the environment's reporter (`StubSectionContext.reported`),
//   and through an adapter its `diagnosticHandler`; `.notImplemented` is `.itemsNotProvided`.
// - A FlowLayout controller is a stock controller that adopts `FlowLayoutSizing`; a delegate
//   property set to `self` is a capability the controller adopts.
//
// Where Sectional differs on purpose (its migration article and DocC), the test states
// Sectional's behaviour: a new model becomes current at the commit, not when it is sent; a
// single model reconfigures its cell instead of reloading it; a single item created with `init()`
// whose model is the item shows the model.
import Foundation
import Sectional
import Testing

@MainActor
@Suite("SectionKit's section-controller tests, ported")
struct SectionKitControllerPortTests {
  // MARK: ListSectionController (and ListFlowLayoutSectionController)

  @Test func aListUpdatedToANewModelHasItOnceTheUpdateIsCommitted() {
    let controller = showing("1", in: ListSectionController<String, String>(items: { [$0] }))
    let update = controller.update(to: "2")
    #expect(controller.model == "1")
    update.commit()
    #expect(controller.model == "2")
  }

  @Test func creatingAListDoesNotAskForItems() {
    let controller = CountingList()
    #expect(controller.askedModels.isEmpty)
    #expect(controller.numberOfItems == 0)
  }

  @Test func aListAsksForTheItemsOfEveryNewModel() {
    let controller = showing("1", in: CountingList())
    controller.update(to: "2").commit()
    #expect(controller.askedModels == ["1", "2"])
    #expect(controller.items == ["2"])
  }

  @Test func aListWithoutItemsForItsModelReportsItAndShowsNone() {
    let controller = ListSectionController<String, String>()
    let context = StubSectionContext()
    controller.context = context
    #expect(controller.items(for: "2") == [])
    #expect(context.reported.map(\.0) == [.itemsNotProvided])
  }

  @Test func aListWithoutItemsForItsModelReportsItToTheAdapter() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "list", model: "1", controller: ListSectionController<String, String>())
    ])
    #expect(harness.diagnostics.map(\.kind) == [.itemsNotProvided])
    #expect(harness.diagnostics.first?.sectionID == SectionID("list"))
    #expect(harness.view.numberOfItems(inSection: 0) == 0)
  }

  @Test func aListHasAsManyItemsAsItShows() {
    let controller = showing(["1", "2"], in: ListSectionController<[String], String>())
    #expect(controller.numberOfItems == 2)
  }

  @Test func aListSizedForTheFlowLayoutUpdatesAsAPlainList() {
    let plain = showing(["1"], in: ListSectionController<[String], String>(items: { $0 }))
    let sized = showing(["1"], in: FlowSizedList(items: { $0 }))
    #expect(sized.update(to: ["1", "2"]).changes == plain.update(to: ["1", "2"]).changes)
    #expect(sized.update(to: ["1"]).changes == .none)
  }

  // MARK: SingleModelSectionController (and SingleModelFlowLayoutSectionController)

  @Test func aSingleModelUpdatedToANewModelHasItOnceTheUpdateIsCommitted() {
    let controller = showing("1", in: SingleModelSectionController<String>())
    let update = controller.update(to: "2")
    #expect(controller.model == "1")
    update.commit()
    #expect(controller.model == "2")
  }

  // SectionKit reloads the item (the section, in its newer versions); Sectional reconfigures it
  // in place, as its migration article says.
  @Test func aSingleModelReconfiguresItsOneItemWhenTheModelChanges() {
    let controller = showing(1, in: SingleModelSectionController<Int>())
    #expect(controller.update(to: 2).changes == ItemChanges(reconfigures: [0]))
  }

  @Test func aSingleModelShowingAModelHasOneItem() {
    let controller = showing("1", in: SingleModelSectionController<String>())
    #expect(controller.numberOfItems == 1)
  }

  @Test func aSingleModelSizedForTheFlowLayoutReconfiguresItsItemWhenTheModelChanges() {
    let controller = showing(1, in: FlowSizedSingleModel())
    let changes = controller.update(to: 2).changes
    #expect(changes == ItemChanges(reconfigures: [0]))
    #expect(!changes.reloadsSection)
  }

  // MARK: SingleItemSectionController (and SingleItemFlowLayoutSectionController)

  @Test func aSingleItemUpdatedToANewModelHasItOnceTheUpdateIsCommitted() {
    let controller = showing(
      "1", in: SingleItemSectionController<String, String>(item: { $0 }))
    let update = controller.update(to: "2")
    #expect(controller.model == "1")
    update.commit()
    #expect(controller.model == "2")
  }

  @Test func creatingASingleItemDoesNotAskForItsItem() {
    let controller = CountingItem()
    #expect(controller.askedModels.isEmpty)
    #expect(controller.numberOfItems == 0)
  }

  @Test func aSingleItemAsksForTheItemOfEveryNewModel() {
    let controller = showing("1", in: CountingItem())
    controller.update(to: "2").commit()
    #expect(controller.askedModels == ["1", "2"])
    #expect(controller.item == "2")
  }

  @Test func aSingleItemWithoutAnItemForItsModelReportsItAndShowsNone() {
    let controller = SingleItemSectionController<String, Int>()
    let context = StubSectionContext()
    controller.context = context
    #expect(controller.item(for: "2") == nil)
    #expect(context.reported.map(\.0) == [.itemsNotProvided])
  }

  // SectionKit's test uses a model of the item's type, for which SectionKit reports that
  // `item(for:)` is not implemented; Sectional's `init()` shows the model itself, as documented.
  @Test func aSingleItemCreatedWithInitWhoseModelIsTheItemShowsTheModel() {
    let controller = SingleItemSectionController<String, String>()
    let context = StubSectionContext()
    controller.context = context
    #expect(controller.item(for: "2") == "2")
    #expect(context.reported.isEmpty)
  }

  @Test func anEqualItemChangesNothing() {
    let controller = showing(1, in: OptionalItem(item: { $0 }))
    #expect(controller.update(to: 1).changes == .none)
  }

  @Test func aDifferentItemIsReloadedInPlace() {
    let controller = showing(1, in: OptionalItem(item: { $0 }))
    #expect(controller.update(to: 2).changes == ItemChanges(reloads: [0]))
  }

  @Test func anAppearingItemIsInserted() {
    let controller = showing(nil, in: OptionalItem(item: { $0 }))
    #expect(controller.update(to: 1).changes == ItemChanges(inserts: [0]))
  }

  @Test func aDisappearingItemIsDeleted() {
    let controller = showing(1, in: OptionalItem(item: { $0 }))
    #expect(controller.update(to: nil).changes == ItemChanges(deletes: [0]))
  }

  @Test func anItemThatStaysAbsentChangesNothing() {
    let controller = showing(nil, in: OptionalItem(item: { $0 }))
    #expect(controller.update(to: nil).changes == .none)
  }

  @Test func aSingleItemWithAnItemHasOneItem() {
    let controller = showing(1, in: OptionalItem(item: { $0 }))
    #expect(controller.numberOfItems == 1)
  }

  @Test func aSingleItemWithoutAnItemHasNone() {
    let controller = showing(nil, in: OptionalItem(item: { $0 }))
    #expect(controller.numberOfItems == 0)
  }

  @Test func aSingleItemSizedForTheFlowLayoutNeverReloadsItsWholeSection() {
    let transitions: [(Int?, Int?)] = [(1, 1), (1, 2), (nil, 1), (1, nil), (nil, nil)]
    for (old, new) in transitions {
      let controller = showing(old, in: FlowSizedSingleItem(item: { $0 }))
      #expect(!controller.update(to: new).changes.reloadsSection, "\(old as Any) → \(new as Any)")
    }
  }

  @Test func anAppearingItemReachesTheCollectionViewAsAnInsert() {
    let harness = AdapterHarness()
    harness.show([Section(id: "item", model: nil, controller: OptionalItem(item: { $0 }))])
    harness.show([Section(id: "item", model: 1, controller: OptionalItem(item: { $0 }))])
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "insert items [0-0]")
    harness.expectNoProblems()
  }

  @Test func aDisappearingItemReachesTheCollectionViewAsADelete() {
    let harness = AdapterHarness()
    harness.show([Section(id: "item", model: 1, controller: OptionalItem(item: { $0 }))])
    harness.show([Section(id: "item", model: nil, controller: OptionalItem(item: { $0 }))])
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "delete items [0-0]")
    harness.expectNoProblems()
  }

  @Test func aDifferentItemReachesTheCollectionViewAsAReload() {
    let harness = AdapterHarness()
    harness.show([Section(id: "item", model: 1, controller: OptionalItem(item: { $0 }))])
    harness.show([Section(id: "item", model: 2, controller: OptionalItem(item: { $0 }))])
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "reload items [0-0]")
    #expect(harness.shownSections == [["2"]])
    harness.expectNoProblems()
  }

  // MARK: BaseSectionController and the protocol's default values

  @Test func aStockControllerHasNoContextUntilAnAdapterShowsIt() {
    #expect(ListSectionController<[String], String>().context == nil)
    #expect(DiffingListSectionController<[String], String>().context == nil)
    #expect(
      KeyedListSectionController<[String], String, String>(items: { $0 }, id: { $0 }).context == nil
    )
    #expect(SingleItemSectionController<String, String>().context == nil)
    #expect(SingleModelSectionController<String>().context == nil)
  }

  @Test func theAdapterAsksTheControllerItselfForItsItemsAndCells() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "list", model: ["a", "b"], controller: ListSectionController<[String], String>())
    ])
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aStockSubclassThatAdoptsSelectionHandlingHearsItsTaps() {
    let harness = AdapterHarness()
    let controller = TappableModel()
    harness.show([Section(id: "model", model: "a", controller: controller)])
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(controller.selected == [0])
    harness.expectNoProblems()
  }

  @Test func aStockSubclassThatAdoptsFlowLayoutSizingSizesItsItems() {
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["a"], controller: FlowSizedList(items: { $0 }))])
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.frame.height == 25)
    harness.expectNoProblems()
  }

  @Test func aControllerThatAdoptsOnlySectionControllerHasNoCapabilities() {
    let controller: any SectionController = MinimalController()
    #expect(!(controller is any PrefetchHandling))
    #expect(!(controller is any SelectionHandling))
    #expect(!(controller is any DisplayHandling))
    #expect(!(controller is any FlowLayoutSizing))
    #expect(!(controller is any DragHandling))
    #expect(!(controller is any DropHandling))
  }

  @Test func aControllerThatAdoptsOnlySectionControllerIsShownWithTheDefaults() {
    let harness = AdapterHarness()
    harness.show([Section(id: "minimal", model: 2, controller: MinimalController())])
    #expect(harness.shownSections == [["0", "1"]])
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(harness.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    harness.expectNoProblems()
  }

  // MARK: SectionUpdate and SectionBatchOperation

  @Test func itemChangesKeepTheirDeletes() {
    #expect(ItemChanges(deletes: [0, 1]).deletes == [0, 1])
  }

  @Test func itemChangesKeepTheirInserts() {
    #expect(ItemChanges(inserts: [0, 1]).inserts == [0, 1])
  }

  @Test func itemChangesKeepTheirMoves() {
    let moves = [Move(from: 0, to: 1), Move(from: 1, to: 2)]
    #expect(ItemChanges(moves: moves).moves == moves)
  }

  @Test func itemChangesKeepTheirReloads() {
    #expect(ItemChanges(reloads: [0, 1]).reloads == [0, 1])
  }

  @Test func itemChangesWithTheSameOperationsAreEqual() {
    let make = {
      ItemChanges(
        deletes: [0, 1], inserts: [0, 1], moves: [Move(from: 0, to: 1)], reloads: [2])
    }
    #expect(make() == make())
    #expect(make() != ItemChanges(deletes: [0, 1]))
  }

  @Test func updatesWithTheSameChangesAreEqualWhateverTheirCommits() {
    var committed: [Int] = []
    let first = SectionUpdate(changes: .none) { committed.append(1) }
    let second = SectionUpdate(changes: ItemChanges()) { committed.append(2) }
    #expect(first.changes == second.changes)
    #expect(committed.isEmpty)
  }
}

// MARK: - Controllers

/// A list, made the SectionKit way (a stored property, `items(for:)` overridden, the inherited
/// `init()`), that records every model it was asked the items of.
private final class CountingList: ListSectionController<String, String> {
  var askedModels: [String] = []

  override func items(for model: String) -> [String] {
    askedModels.append(model)
    return [model]
  }
}

/// A single item, made the SectionKit way (a stored property, `item(for:)` overridden, the
/// inherited `init()`), that records every model it was asked the item of.
private final class CountingItem: SingleItemSectionController<String, String> {
  var askedModels: [String] = []

  override func item(for model: String) -> String? {
    askedModels.append(model)
    return model
  }
}

/// SectionKit's `SingleItemSectionController<String, Int>` driven by its item: the model is the
/// optional item.
private typealias OptionalItem = SingleItemSectionController<Int?, Int>

/// A list that sizes its items for the flow layout: rows 25 points tall.
private final class FlowSizedList: ListSectionController<[String], String>, FlowLayoutSizing {
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: 25)
  }
}

/// A single model that sizes its item for the flow layout.
private final class FlowSizedSingleModel: SingleModelSectionController<Int>, FlowLayoutSizing {
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    nil
  }
}

/// A single item that sizes its item for the flow layout.
private final class FlowSizedSingleItem: SingleItemSectionController<Int?, Int>, FlowLayoutSizing {
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    nil
  }
}

/// A single model that records the items tapped.
private final class TappableModel: SingleModelSectionController<String>, SelectionHandling {
  var selected: [Int] = []

  func didSelectItem(at indexPath: SectionIndexPath) {
    selected.append(indexPath.indexInSectionController)
  }
}

/// A controller with SectionController's requirements alone: its model is its item count.
private final class MinimalController: SectionController {
  weak var context: (any CollectionViewContext)?
  private(set) var numberOfItems = 0

  func update(to model: Int) -> SectionUpdate {
    SectionUpdate(changes: .reloadSection) { self.numberOfItems = model }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = String(indexPath.indexInSectionController)
    return cell
  }
}
