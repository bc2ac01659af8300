import Foundation
import Sectional
import Testing

/// A list whose items follow its model alone, which opts in and counts how often it is asked for
/// its items.
@MainActor
private final class CountingList: DiffingListSectionController<[String], String> {
  private(set) var itemsAsked = 0

  init() { super.init(items: { $0 }) }

  override var derivesItemsFromModelAlone: Bool { true }

  override func items(for model: [String]) -> [String] {
    itemsAsked += 1
    return model
  }
}

/// A controller that promises its items follow its model, then changes its count behind the
/// adapter's back: a broken contract.
@MainActor
private final class PromiseBreaker: SectionController, ModelDerivedItems {
  weak var context: (any CollectionViewContext)?
  var numberOfItems = 0
  var derivesItemsFromModelAlone: Bool { true }
  private(set) var modelsSent: [[String]] = []

  func update(to model: [String]) -> SectionUpdate {
    modelsSent.append(model)
    guard model.count != numberOfItems else { return .unchanged }
    return SectionUpdate(changes: .reloadSection) { [self] in numberOfItems = model.count }
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(indexPath.indexInSectionController)"
    return cell
  }
}

/// A controller that does not adopt the contract: its count is its store's.
@MainActor
private final class StoreBackedController: SectionController {
  weak var context: (any CollectionViewContext)?
  var store: [String] = []
  private(set) var modelsSent: [Int] = []
  var numberOfItems: Int { store.count }

  func update(to model: Int) -> SectionUpdate {
    modelsSent.append(model)
    return .unchanged
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = store[indexPath.indexInSectionController]
    return cell
  }
}

@MainActor
@Suite("Controllers whose items follow their model alone")
struct ModelDerivedItemsTests {
  @Test func aControllerKeepingTheContractIsNotSentTheModelItWasLastSent() {
    let harness = AdapterHarness()
    let list = CountingList()
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: list)])
    harness.show([Section(id: "s", model: rows, controller: list)])
    harness.show([Section(id: "s", model: rows, controller: list)])
    #expect(list.itemsAsked == 1)
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aNewModelIsSentEvenWhenItsValueIsEqual() {
    let harness = AdapterHarness()
    let list = CountingList()
    harness.show([Section(id: "s", model: ["a", "b"], controller: list)])
    harness.show([Section(id: "s", model: ["a"] + ["c"], controller: list)])
    harness.show([Section(id: "s", model: ["a"] + ["c"], controller: list)])
    #expect(list.itemsAsked == 3)
    #expect(harness.shownSections == [["a", "c"]])
    harness.expectNoProblems()
  }

  @Test func itemsChangedThroughTheContextAreNotHiddenByTheModelLastSent() {
    let harness = AdapterHarness()
    let list = CountingList()
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: list)])
    list.context?.apply { list.update(to: ["z"]) }
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["z"]])
    // The screen built again from the first model: the controller must hear it again.
    harness.show([Section(id: "s", model: rows, controller: list)])
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aControllerThatDoesNotAdoptTheContractKeepsEveryCheck() {
    let harness = AdapterHarness()
    let controller = StoreBackedController()
    controller.store = ["a"]
    harness.show([Section(id: "s", model: 1, controller: controller)])
    harness.show([Section(id: "s", model: 1, controller: controller)])
    // Its items change outside any update, as its store changes: the adapter's check before the
    // batch sees the count and reloads, saying so.
    controller.store = ["a", "b", "c"]
    harness.show([Section(id: "s", model: 1, controller: controller)])
    #expect(controller.modelsSent == [1, 1, 1])
    #expect(harness.diagnostics.map(\.kind) == [.staleCollectionView])
    #expect(harness.shownSections == [["a", "b", "c"]])
  }

  @Test func aStockListWhoseItemsComeFromAClosureIsSentEveryModel() {
    // The closure may read more than the model (here, a filter): it is asked every time.
    let harness = AdapterHarness()
    var hidesB = false
    let list = TextList(items: { rows in rows.filter { !hidesB || $0 != "b" } })
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: list)])
    hidesB = true
    harness.show([Section(id: "s", model: rows, controller: list)])
    #expect(harness.shownSections == [["a"]])
    harness.expectNoProblems()
  }

  @Test func aBrokenPromiseTheViewCanSeeIsReportedAndTheScreenFollowsTheController() {
    let harness = AdapterHarness()
    let breaker = PromiseBreaker()
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: breaker)])
    #expect(harness.view.numberOfItems(inSection: 0) == 2)
    breaker.numberOfItems = 3
    harness.show([Section(id: "s", model: rows, controller: breaker)])
    // Not sent again, not count-checked by the adapter: the view's check of the batch sees the
    // count, reports the section, and reloads from the controller.
    #expect(breaker.modelsSent.count == 1)
    #expect(harness.errorDiagnostics.count == 1)
    #expect(harness.view.errors.first?.description.contains("section 0") == true)
    #expect(harness.view.numberOfItems(inSection: 0) == 3)
    #expect(harness.shownSections == [["0", "1", "2"]])
    harness.expectEveryErrorDiagnosed()
  }

  /// A harness 30 points tall (three rows) showing a list of three rows, then `others`.
  private func screen(then others: [Section]) -> (AdapterHarness, CountingList) {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    let list = CountingList()
    harness.show([Section(id: "list", model: ["a", "b", "c"], controller: list)] + others)
    return (harness, list)
  }

  @Test func aChangeThroughAContextStillReadsTheCountOfAControllerWithoutTheContract() {
    let store = StoreBackedController()
    store.store = ["x"]
    let (harness, list) = screen(
      then: (1..<5).map { Section(id: $0, model: ["r"], controller: CountingList()) }
        + [Section(id: "store", model: 1, controller: store)])
    // Off screen, its count changes outside any update: the batch of another section's change
    // still reads it, as before the contract, and fails naming it.
    store.store = ["x", "y"]
    list.context?.apply { list.update(to: ["z", "a", "b", "c"]) }
    #expect(harness.view.errors.count == 1)
    #expect(harness.view.errors.first?.description.contains("in section 5.") == true)
    #expect(harness.view.numberOfItems(inSection: 5) == 2)
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aBrokenPromiseOffScreenIsReportedWhenItsSectionScrollsIntoView() {
    let breaker = PromiseBreaker()
    let (harness, list) = screen(then: [
      Section(id: "breaker", model: ["p", "q"], controller: breaker)
    ])
    breaker.numberOfItems = 3
    // The change through the context trusts the promise of the section it does not show.
    list.context?.apply { list.update(to: ["z", "a", "b", "c"]) }
    #expect(harness.view.errors.isEmpty)
    harness.view.scroll(by: 40)
    // Before the section shows, its count is read: reported, naming it, and reloaded.
    #expect(harness.view.errors.count == 1)
    #expect(harness.view.errors.first?.description.contains("in section 1.") == true)
    #expect(harness.view.numberOfItems(inSection: 1) == 3)
    #expect(harness.shownSections == [[], ["0", "1", "2"]])
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aBrokenPromiseOffScreenIsReportedByTheNextUpdateOfTheScreen() {
    let breaker = PromiseBreaker()
    let rows = ["p", "q"]
    let (harness, list) = screen(then: [Section(id: "breaker", model: rows, controller: breaker)])
    breaker.numberOfItems = 3
    list.context?.apply { list.update(to: ["z", "a", "b", "c"]) }
    harness.show(
      [
        Section(id: "list", model: ["y", "z", "a", "b", "c"], controller: list),
        Section(id: "breaker", model: rows, controller: breaker),
      ])
    // An update of the whole screen vouches for no count: the view reads them all.
    #expect(harness.view.errors.count == 1)
    #expect(harness.view.errors.first?.description.contains("in section 1.") == true)
    #expect(harness.view.numberOfItems(inSection: 1) == 3)
    harness.expectEveryErrorDiagnosed()
  }

  @Test func theStockControllersKeepTheContractWhereTheirItemsAreTheModel() {
    #expect(ListSectionController<[String], String>().derivesItemsFromModelAlone)
    #expect(DiffingListSectionController<[String], String>().derivesItemsFromModelAlone)
    #expect(SingleModelSectionController<String>().derivesItemsFromModelAlone)
    #expect(!TextList(items: { $0 }).derivesItemsFromModelAlone)
    #expect(
      !KeyedListSectionController<[String], String, String>(items: { $0 }, id: { $0 })
        .derivesItemsFromModelAlone)
    #expect(!Subclassed().derivesItemsFromModelAlone)
    #expect(!SubclassedSingle().derivesItemsFromModelAlone)
  }
}

/// Subclasses of the stock controllers, which may override how items are made.
@MainActor
private final class Subclassed: DiffingListSectionController<[String], String> {}

@MainActor
private final class SubclassedSingle: SingleModelSectionController<String> {}
