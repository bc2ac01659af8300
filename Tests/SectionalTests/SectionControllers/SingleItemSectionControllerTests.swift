import Foundation
import Sectional
import Testing

private struct Screen {
  var notice: String?
}

@MainActor
@Suite("SingleItemSectionController")
struct SingleItemSectionControllerTests {
  private func makeController() -> SingleItemSectionController<Screen, String> {
    SingleItemSectionController(item: \.notice)
  }

  @Test func theFirstModelReportsNoChangesEvenWithAnItem() {
    let controller = makeController()
    let update = controller.update(to: Screen(notice: "hi"))
    #expect(update.changes == .none)
    #expect(controller.numberOfItems == 0)
    update.commit()
    #expect(controller.item == "hi")
    #expect(controller.numberOfItems == 1)
  }

  @Test func anAppearingItemIsInsertedAfterTheCommit() {
    let controller = showing(Screen(notice: nil), in: makeController())
    let update = controller.update(to: Screen(notice: "hi"))
    #expect(update.changes == ItemChanges(inserts: [0]))
    #expect(controller.numberOfItems == 0)
    update.commit()
    #expect(controller.numberOfItems == 1)
    #expect(controller.item == "hi")
  }

  @Test func aDisappearingItemIsDeletedAfterTheCommit() {
    let controller = showing(Screen(notice: "hi"), in: makeController())
    let update = controller.update(to: Screen(notice: nil))
    #expect(update.changes == ItemChanges(deletes: [0]))
    #expect(controller.item == "hi")
    update.commit()
    #expect(controller.numberOfItems == 0)
    #expect(controller.item == nil)
  }

  @Test func aChangedItemIsReloadedAfterTheCommit() {
    let controller = showing(Screen(notice: "old"), in: makeController())
    let update = controller.update(to: Screen(notice: "new"))
    #expect(update.changes == ItemChanges(reloads: [0]))
    #expect(controller.item == "old")
    update.commit()
    #expect(controller.item == "new")
  }

  @Test func anEqualItemReportsNoChanges() {
    let controller = showing(Screen(notice: "same"), in: makeController())
    #expect(controller.update(to: Screen(notice: "same")).changes == .none)
  }

  @Test func anItemThatStaysAbsentReportsNoChanges() {
    let controller = showing(Screen(notice: nil), in: makeController())
    let update = controller.update(to: Screen(notice: nil))
    #expect(update.changes == .none)
    update.commit()
    #expect(controller.numberOfItems == 0)
    #expect(controller.model != nil)
  }

  @Test func aFirstModelThatIsItselfNilStillCountsAsCommitted() {
    let optional = SingleItemSectionController<String?, String>(item: { $0 })
    let controller = showing(nil, in: optional)
    #expect(controller.update(to: "hi").changes == ItemChanges(inserts: [0]))
  }

  @Test func withoutAnEqualityClosureEveryItemIsAChange() {
    let controller = showing(
      Screen(notice: "same"),
      in: SingleItemSectionController<Screen, String>(item: \.notice, isEqual: nil))
    #expect(controller.update(to: Screen(notice: "same")).changes == ItemChanges(reloads: [0]))
  }

  @Test func theDefaultCellDescribesTheItem() {
    let controller = showing(Screen(notice: "hello"), in: makeController())
    #expect(renderedText(of: controller, item: 0) == "hello")
  }

  @Test func aSubclassMakesItsItemAndCell() {
    let controller = showing(Screen(notice: "hello"), in: ShoutingNotice())
    #expect(controller.item == "HELLO")
    #expect(renderedText(of: controller, item: 0) == "HELLO!")
  }
}

private final class ShoutingNotice: SingleItemSectionController<Screen, String> {
  init() {
    super.init(item: { _ in nil }, isEqual: ==)
  }

  override func item(for model: Screen) -> String? {
    model.notice?.uppercased()
  }

  override func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = (item ?? "") + "!"
    return cell
  }
}
