import Foundation
import Sectional
import Testing

@MainActor
@Suite("DiffingListSectionController")
struct DiffingListSectionControllerTests {
  /// A controller that shows the items of `text`, as the `items(_:)` test helper makes them.
  private func controller(showing text: String) -> DiffingListSectionController<[Item], Item> {
    showing(items(text), in: DiffingListSectionController())
  }

  @Test func theFirstModelReportsNoChangesAndShowsItsItemsOnceCommitted() {
    let controller = DiffingListSectionController<[Item], Item>()
    let update = controller.update(to: items("ab"))
    #expect(update.changes == .none)
    #expect(controller.items.isEmpty)
    update.commit()
    #expect(controller.items == items("ab"))
  }

  @Test func theSameItemsReportNoChanges() {
    #expect(controller(showing: "abc").update(to: items("abc")).changes == .none)
  }

  @Test func newItemsAreInsertedAfterTheCommit() {
    let controller = controller(showing: "ab")
    let update = controller.update(to: items("acb"))
    #expect(update.changes == ItemChanges(inserts: [1]))
    #expect(controller.numberOfItems == 2)
    update.commit()
    #expect(controller.items == items("acb"))
  }

  @Test func goneItemsAreDeletedAfterTheCommit() {
    let controller = controller(showing: "abc")
    let update = controller.update(to: items("ac"))
    #expect(update.changes == ItemChanges(deletes: [1]))
    #expect(controller.numberOfItems == 3)
    update.commit()
    #expect(controller.items == items("ac"))
  }

  @Test func aReorderedItemIsMoved() {
    let changes = controller(showing: "abc").update(to: items("cab")).changes
    #expect(changes == ItemChanges(moves: [Move(from: 2, to: 0)]))
  }

  @Test func anItemWithNewContentIsReconfiguredInItsCellByDefault() {
    let controller = controller(showing: "ab")
    let update = controller.update(to: items("ab'"))
    #expect(update.changes == ItemChanges(reconfigures: [1]))
    #expect(controller.items == items("ab"))
    update.commit()
    #expect(controller.items == items("ab'"))
  }

  @Test func aMovedItemWithNewContentIsMovedAndReconfigured() {
    let changes = controller(showing: "abc").update(to: items("c'ab")).changes
    #expect(changes == ItemChanges(moves: [Move(from: 2, to: 0)], reconfigures: [2]))
  }

  @Test func theDeleteAndInsertRefreshReplacesAChangedItemWhereverItGoes() {
    let controller = controller(showing: "abc")
    controller.itemRefresh = .deleteAndInsert
    #expect(controller.update(to: items("ab'c")).changes == ItemChanges(deletes: [1], inserts: [1]))
    let moved = controller.update(to: items("c'ab")).changes
    #expect(moved == ItemChanges(deletes: [2], inserts: [0]))
  }

  @Test func theReloadRefreshReportsChangedItemsAsReloads() {
    let controller = controller(showing: "abc")
    controller.itemRefresh = .reload
    let changes = controller.update(to: items("c'ab")).changes
    #expect(changes == ItemChanges(moves: [Move(from: 2, to: 0)], reloads: [2]))
  }

  @Test func insertsDeletesAndMovesCombine() {
    let changes = controller(showing: "abcd").update(to: items("dbe")).changes
    #expect(changes == ItemChanges(deletes: [0, 2], inserts: [2], moves: [Move(from: 1, to: 1)]))
  }

  @Test func theDefaultCellDescribesTheItem() {
    #expect(renderedText(of: controller(showing: "ab'"), item: 1) == "98'1")
  }

  @Test func aSubclassMakesItsItemsFromItsModel() {
    let feed = showing(Feed(posts: items("ab")), in: FeedController())
    #expect(feed.update(to: Feed(posts: items("ba"))).changes.moves.count == 1)
    #expect(feed.items == items("ab"))
  }

  @Test func aSubclassOverridingItemsForIsDiffedOnItsItems() {
    let controller = showing(items("ab"), in: ReversedItems())
    #expect(controller.items == items("ba"))
    #expect(controller.update(to: items("abc")).changes == ItemChanges(inserts: [0]))
  }
}

private struct Feed {
  var posts: [Item]
}

private final class FeedController: DiffingListSectionController<Feed, Item>, SelectionHandling {
  private(set) var selected: [Item] = []

  init() {
    super.init(items: \.posts)
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    selected.append(items[indexPath.indexInSectionController])
  }
}

private final class ReversedItems: DiffingListSectionController<[Item], Item> {
  init() {
    super.init(items: { $0 })
  }

  override func items(for model: [Item]) -> [Item] {
    model.reversed()
  }
}
