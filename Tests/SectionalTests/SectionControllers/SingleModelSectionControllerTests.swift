import Foundation
import Sectional
import Testing

private struct Banner: Equatable {
  var title: String
}

@MainActor
@Suite("SingleModelSectionController")
struct SingleModelSectionControllerTests {
  @Test func theFirstModelReportsNoChangesAndShowsOneItemOnceCommitted() {
    let controller = SingleModelSectionController<String>()
    let update = controller.update(to: "hello")
    #expect(update.changes == .none)
    #expect(controller.numberOfItems == 0)
    #expect(controller.model == nil)
    update.commit()
    #expect(controller.numberOfItems == 1)
    #expect(controller.model == "hello")
  }

  @Test func aDifferentModelReconfiguresTheCellAfterTheCommit() {
    let controller = showing("old", in: SingleModelSectionController<String>())
    let update = controller.update(to: "new")
    #expect(update.changes == ItemChanges(reconfigures: [0]))
    #expect(controller.model == "old")
    update.commit()
    #expect(controller.model == "new")
    #expect(controller.numberOfItems == 1)
  }

  @Test func anEqualModelReportsNoChanges() {
    let controller = showing(Banner(title: "a"), in: SingleModelSectionController<Banner>())
    #expect(controller.update(to: Banner(title: "a")).changes == .none)
  }

  @Test func withoutAnEqualityClosureEveryModelIsAChange() {
    let controller = showing(1, in: SingleModelSectionController<Int>(isEqual: nil))
    #expect(controller.update(to: 1).changes == ItemChanges(reconfigures: [0]))
  }

  @Test func anEqualityClosureDecidesWhatCountsAsAChange() {
    let sameLength = SingleModelSectionController<String>(isEqual: { $0.count == $1.count })
    let controller = showing("abc", in: sameLength)
    #expect(controller.update(to: "xyz").changes == .none)
    #expect(controller.update(to: "wxyz").changes == ItemChanges(reconfigures: [0]))
  }

  @Test func theDefaultCellDescribesTheModel() {
    let controller = showing(Banner(title: "Hi"), in: SingleModelSectionController<Banner>())
    #expect(renderedText(of: controller, item: 0) == #"Banner(title: "Hi")"#)
  }

  @Test func aSubclassConfiguresItsOwnCell() {
    let controller = showing(Banner(title: "Hi"), in: BannerController())
    #expect(renderedText(of: controller, item: 0) == "[Hi]")
  }

  @Test func aSubclassShowingSeveralCellsReconfiguresThemAll() {
    let controller = showing(Banner(title: "a"), in: BannerController())
    #expect(controller.update(to: Banner(title: "b")).changes == ItemChanges(reconfigures: [0, 1]))
  }

  @Test func aSubclassHearsThatItsSectionWasRemoved() {
    let controller = BannerController()
    let erased: any SectionController = controller
    erased.didRemove()
    #expect(controller.removed)
  }
}

private final class BannerController: SingleModelSectionController<Banner> {
  var removed = false

  override var numberOfItems: Int { model == nil ? 0 : 2 }

  override func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "[\(model?.title ?? "")]"
    return cell
  }

  override func didRemove() {
    removed = true
  }
}
