import Foundation
import Sectional
import Testing

/// A controller that answers with whatever update the test gives it, and counts commits.
@MainActor
private final class ScriptedController: SectionController {
  weak var context: (any CollectionViewContext)?
  var numberOfItems = 0
  var answer: (Int) -> SectionUpdate = { _ in .unchanged }
  private(set) var modelsAsked: [Int] = []

  func update(to model: Int) -> SectionUpdate {
    modelsAsked.append(model)
    return answer(model)
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(indexPath.indexInSectionController)"
    return cell
  }
}

/// A list that reloads its section whenever it is asked for changes.
@MainActor
private final class AlwaysReloading: ListSectionController<[String], String> {
  private(set) var changesAsked = 0

  init() { super.init(items: { $0 }) }

  override func changes(from old: [String], to new: [String]) -> ItemChanges {
    changesAsked += 1
    return .reloadSection
  }
}

/// A subclass of the text list, so that one instance can be declared as either type.
@MainActor
private final class SubclassedList: TextList {}

@MainActor
@Suite("Unchanged sections")
struct UnchangedSectionTests {
  @Test func theCommittedArrayItselfIsUnchanged() {
    let controller = TextList()
    let rows = ["a", "b"]
    controller.update(to: rows).commit()
    let update = controller.update(to: rows)
    #expect(update.isUnchanged)
    #expect(update.changes == .none)
  }

  @Test func anEqualArrayInOtherStorageHasNoChangesButIsStored() {
    let controller = TextList()
    controller.update(to: ["a", "b"]).commit()
    let equal = ["a"] + ["b"]
    let update = controller.update(to: equal)
    #expect(!update.isUnchanged)
    #expect(update.changes == .none)
  }

  @Test func theSameItemsFromAnotherModelStoreTheModel() {
    struct Article {
      var title: String
      var tags: [String]
    }
    let controller = ListSectionController<Article, String>(items: \.tags)
    let tags = ["swift"]
    controller.update(to: Article(title: "Old", tags: tags)).commit()
    let update = controller.update(to: Article(title: "New", tags: tags))
    #expect(!update.isUnchanged)
    #expect(update.changes == .none)
    update.commit()
    #expect(controller.model?.title == "New")
  }

  @Test func theFirstModelIsNeverUnchanged() {
    let update = TextList().update(to: [])
    #expect(!update.isUnchanged)
  }

  @Test func anUnchangedSectionSendsNothingToTheView() {
    let harness = AdapterHarness()
    let rows = ["a", "b"]
    harness.show([
      Section(id: "kept", model: rows, controller: TextList()),
      Section(id: "changed", model: ["x"], controller: TextList()),
    ])
    harness.show([
      Section(id: "kept", model: rows, controller: TextList()),
      Section(id: "changed", model: ["x", "y"], controller: TextList()),
    ])
    #expect(harness.view.lastBatchUpdate?.itemInserts == [IndexPath(item: 1, section: 1)])
    #expect(harness.view.lastBatchUpdate?.itemReconfigures == [])
    #expect(harness.shownSections == [["a", "b"], ["x", "y"]])
    harness.expectNoProblems()
  }

  @Test func aControllerAnsweringUnchangedIsStillAskedEveryTime() {
    let harness = AdapterHarness()
    let controller = ScriptedController()
    controller.answer = { model in
      SectionUpdate(changes: .none) { controller.numberOfItems = model }
    }
    harness.show([Section(id: "s", model: 2, controller: controller)])
    controller.answer = { _ in .unchanged }
    harness.show([Section(id: "s", model: 2, controller: controller)])
    harness.show([Section(id: "s", model: 2, controller: controller)])
    #expect(controller.modelsAsked == [2, 2, 2])
    #expect(harness.view.numberOfItems(inSection: 0) == 2)
    harness.expectNoProblems()
  }

  @Test func anUnchangedAnswerThatHidesACountChangeIsCaughtAndReloaded() {
    let harness = AdapterHarness()
    let controller = ScriptedController()
    controller.answer = { model in
      SectionUpdate(changes: .none) { controller.numberOfItems = model }
    }
    harness.show([Section(id: "s", model: 2, controller: controller)])
    // A buggy controller changes its items behind the adapter's back and says nothing changed.
    controller.numberOfItems = 3
    controller.answer = { _ in .unchanged }
    harness.show([Section(id: "s", model: 3, controller: controller)])
    #expect(harness.diagnostics.map(\.kind) == [.staleCollectionView])
    #expect(harness.view.numberOfItems(inSection: 0) == 3)
  }

  @Test func theSameIDsInTheSameOrderStillReplaceAControllerOfAnotherType() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "a", model: ["1"], controller: TextList()),
      Section(id: "b", model: ["2"], controller: TextList()),
    ])
    harness.show([
      Section(id: "a", model: ["1"], controller: TextList()),
      Section(id: "b", model: "two", controller: SingleModelSectionController<String>()),
    ])
    #expect(harness.adapter.sectionController(atSection: 1) is SingleModelSectionController<String>)
    #expect(harness.view.lastBatchUpdate?.sectionDeletes == [1])
    #expect(harness.view.lastBatchUpdate?.sectionInserts == [1])
    #expect(harness.shownSections == [["1"], ["two"]])
    harness.expectNoProblems()
  }

  @Test func twoEmptyListsInDifferentStorageAreNotAChange() {
    let harness = AdapterHarness()
    let controller = AlwaysReloading()
    harness.show([Section(id: "s", model: [], controller: controller)])
    var emptied = ["x"]
    emptied.removeAll(keepingCapacity: true)
    harness.show([Section(id: "s", model: emptied, controller: controller)])
    #expect(controller.changesAsked == 0)
    #expect(harness.view.lastBatchUpdate?.sectionDeletes == [])
    harness.expectNoProblems()
  }

  @Test func aControllerReplacedUnderItsIDCannotBeTakenOverByItsReplacement() {
    // Found by review: the replaced controller counted as free, depending on section order.
    let harness = AdapterHarness()
    let shared = SubclassedList(items: { $0 })
    harness.show([Section(id: "a", model: ["1"], controller: shared)])
    harness.show([Section(id: "a", model: ["1"], controller: shared as TextList)])
    #expect(harness.diagnostics.map(\.kind) == [.controllerShared])
    #expect(harness.adapter.sectionController(atSection: 0) !== shared)
    #expect(harness.view.numberOfItems(inSection: 0) == 0)
  }
}
