import Foundation
import Sectional
import Testing

// A reload whose insert half R4 places at item -1: UIKit's bounds check is a signed `>= count`,
// so it accepts it; `.uikit` must too. `.strict` rejects it as S6. Before, both modes rejected it
// with M13, so a batch UIKit runs failed here.

@MainActor
@Suite("Validation: a reload placed before the first item")
struct ValidationReloadBeforeFirstItemTests {
  /// Before [1, 1], after [1]: delete section 0, delete item 0-0, reload item 1-0.
  private let acrossADeletedSection = BatchUpdate(
    sectionDeletes: [0], itemDeletes: [itemPath(0, 0)], itemReloads: [itemPath(1, 0)])

  /// Before [2], after [0]: delete 0-0 twice, reload 0-1.
  private let afterARepeatedDelete = BatchUpdate(
    itemDeletes: [itemPath(0, 0), itemPath(0, 0)], itemReloads: [itemPath(0, 1)])

  @Test func uikitAcceptsTheReloadsInsertAtMinusOne() {
    #expect(
      rejection(of: acrossADeletedSection, before: [1, 1], after: [1], strictness: .uikit) == nil)
    #expect(rejection(of: afterARepeatedDelete, before: [2], after: [0], strictness: .uikit) == nil)
  }

  @Test func strictRejectsItWithSectionalsOwnRule() {
    let error = rejection(of: acrossADeletedSection, before: [1, 1], after: [1])
    #expect(error?.rule == .reloadPlacedBeforeFirstItem)
    #expect(error?.rule.specificationID == "S6")
    #expect(error?.message.contains("item -1") == true)
  }

  @Test func explicitInsertsAtMinusOneStayOutOfBoundsInBothModes() {
    let insert = BatchUpdate(itemInserts: [itemPath(0, -1)])
    #expect(
      rejection(of: insert, before: [1], after: [2], strictness: .uikit)?.rule
        == .insertItemOutOfBounds)
  }

  @Test func theReloadedItemArrivesFirstAndTheOthersKeepTheirCells() throws {
    // Before [1, 3], after [3]: the reload of 1-0 lands at 0-(-1), before every item.
    let batch = BatchUpdate(
      sectionDeletes: [0], itemDeletes: [itemPath(0, 0)], itemReloads: [itemPath(1, 0)])
    let validated = try ValidatedBatchUpdate(
      validating: batch, itemCountsBefore: [1, 3], itemCountsAfter: [3], strictness: .uikit)
    #expect(validated.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 0)) == nil)
    #expect(validated.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 1)) == itemPath(1, 1))
    #expect(validated.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 2)) == itemPath(0, 2))
    #expect(validated.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 0)) == nil)
  }

  @Test func aHeadlessViewInUIKitModeShowsTheData() {
    let data = TextDataSource([["x"], ["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    view.strictness = .uikit
    let cells = view.visibleCells
    view.performBatchUpdates(
      describedBy: {
        data.sections = [["A", "b", "c"]]
        return BatchUpdate(
          sectionDeletes: [0], itemDeletes: [itemPath(0, 0)], itemReloads: [itemPath(1, 0)])
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.visibleTexts == ["A", "b", "c"])
    #expect(view.visibleCells[1] === cells[2])
  }
}
