import Foundation
import Sectional
import Testing

private struct Article {
  var tags: [String]
}

@MainActor
@Suite("ListSectionController")
struct ListSectionControllerTests {
  @Test func theFirstModelReportsNoChangesAndShowsItsItemsOnceCommitted() {
    let controller = ListSectionController<Article, String>(items: \.tags)
    let update = controller.update(to: Article(tags: ["a", "b"]))
    #expect(update.changes == .none)
    #expect(controller.numberOfItems == 0)
    update.commit()
    #expect(controller.items == ["a", "b"])
    #expect(controller.numberOfItems == 2)
  }

  @Test func changedItemsReloadTheSectionAfterTheCommit() {
    let controller = showing(Article(tags: ["a"]), in: ListSectionController(items: \.tags))
    let update = controller.update(to: Article(tags: ["a", "b"]))
    #expect(update.changes == .reloadSection)
    #expect(controller.items == ["a"])
    update.commit()
    #expect(controller.items == ["a", "b"])
  }

  @Test func equalItemsReportNoChanges() {
    let controller = showing(Article(tags: ["a"]), in: ListSectionController(items: \.tags))
    #expect(controller.update(to: Article(tags: ["a"])).changes == .none)
  }

  @Test func emptyItemsStayingEmptyReportNoChangesEvenWithoutEquality() {
    let controller = showing([NotEquatable](), in: ListSectionController(items: { $0 }))
    #expect(controller.update(to: []).changes == .none)
  }

  @Test func withoutEqualityEveryNonEmptyListIsAChange() {
    let controller = showing([NotEquatable()], in: ListSectionController(items: { $0 }))
    #expect(controller.update(to: [NotEquatable()]).changes == .reloadSection)
  }

  @Test func emptyingTheListReloadsTheSection() {
    let controller = showing(["a"], in: ListSectionController<[String], String>())
    let update = controller.update(to: [])
    #expect(update.changes == .reloadSection)
    update.commit()
    #expect(controller.numberOfItems == 0)
  }

  @Test func anEqualityClosureDecidesWhatCountsAsAChange() {
    let sameCount = ListSectionController<[String], String>(
      items: { $0 }, isEqual: { $0.count == $1.count })
    let controller = showing(["a"], in: sameCount)
    #expect(controller.update(to: ["b"]).changes == .none)
  }

  @Test func theDefaultCellDescribesTheItem() {
    let controller = showing([10, 20], in: ListSectionController<[Int], Int>())
    #expect(renderedText(of: controller, item: 1) == "20")
  }

  @Test func aSubclassMakesItsItemsAndCells() {
    let controller = showing(Article(tags: ["b", "a"]), in: SortedTags())
    #expect(controller.items == ["a", "b"])
    #expect(renderedText(of: controller, item: 0) == "#a")
  }
}

private struct NotEquatable {}

private final class SortedTags: ListSectionController<Article, String> {
  init() {
    super.init(items: \.tags, isEqual: ==)
  }

  override func items(for model: Article) -> [String] {
    model.tags.sorted()
  }

  override func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "#" + items[indexPath.indexInSectionController]
    return cell
  }
}
