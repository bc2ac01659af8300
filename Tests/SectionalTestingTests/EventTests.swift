import Foundation
import SectionalTesting
import Testing

@MainActor
@Suite("Driving events")
struct EventTests {
  @Test func aTapReachesTheControllerWithItsSectionIndexPath() {
    let harness = SectionHarness(PickerList(), model: ["apple", "pear"])
    harness.tap(item: 1)
    #expect(harness.controller.selections == [SectionIndexPath(item: 1, section: 0)])
  }

  @Test func aTapInALaterSectionReachesOnlyThatSectionsController() {
    let first = PickerList()
    let second = PickerList()
    let harness = CollectionHarness([
      Section(id: "first", model: ["a"], controller: first),
      Section(id: "second", model: ["b", "c"], controller: second),
    ])
    harness.tap(item: 1, section: 1)
    #expect(first.selections.isEmpty)
    #expect(second.selections == [SectionIndexPath(item: 1, section: 1)])
  }

  @Test func scrollingToAnItemShowsItAtTheTop() {
    let harness = SectionHarness(
      TextList(), model: (0..<10).map(String.init), size: CGSize(width: 100, height: 80))
    harness.scroll(toItem: 5)
    #expect(harness.visibleTexts == ["5", "6"])
  }

  @Test func draggingTheContentScrollsByTheDistance() {
    let harness = SectionHarness(
      TextList(), model: (0..<10).map(String.init), size: CGSize(width: 100, height: 80))
    harness.scroll(by: 100, steps: 4)
    #expect(harness.collectionView.contentOffset.y == 100)
    #expect(harness.visibleTexts == ["2", "3", "4"])
  }

  @Test func scrollingEndsTheDisplayOfRowsThatLeaveAndDisplaysRowsThatArrive() {
    let harness = SectionHarness(
      DisplayLog(), model: ["a", "b", "c", "d"], size: CGSize(width: 100, height: 80))
    #expect(harness.controller.events == ["+0", "+1"])
    harness.scroll(by: 80)
    #expect(harness.controller.events == ["+0", "+1", "-0", "-1", "+2", "+3"])
  }

  @Test func theNextViewportIsPrefetchedAsTheContentScrolls() {
    let harness = SectionHarness(
      PrefetchingList(), model: (0..<10).map(String.init), size: CGSize(width: 100, height: 80))
    #expect(harness.controller.prefetched == [2, 3])
    harness.scroll(by: 80)
    #expect(harness.controller.prefetched == [2, 3, 4, 5])
  }

  @Test func aDragDroppedOnAnotherSectionReachesBothControllers() {
    let source = ShelfList()
    let destination = ShelfList()
    let harness = CollectionHarness([
      Section(id: "source", model: ["a", "b"], controller: source),
      Section(id: "destination", model: ["c"], controller: destination),
    ])
    #expect(harness.drag(item: 1, toItem: 0, toSection: 1))
    #expect(destination.dropsReceived == [SectionIndexPath(item: 0, section: 1)])
    #expect(source.itemsDroppedElsewhere == [SectionIndexPath(item: 1, section: 0)])
  }

  @Test func aDragFromAControllerThatDoesNotHandleDragsDoesNotDrop() {
    let harness = CollectionHarness([
      Section(id: "plain", model: ["a"], controller: TextList()),
      Section(id: "shelf", model: ["b"], controller: ShelfList()),
    ])
    #expect(!harness.drag(item: 0, toItem: 0, toSection: 1))
  }

  @Test func aLongPressAsksTheControllerForItsContextMenu() {
    let harness = SectionHarness(ShelfList(), model: ["apple", "pear"])
    let menu = harness.contextMenu(item: 1)
    #expect(menu?.identifier == "pear")
    #expect(menu?.actions.map(\.title) == ["Remove"])
  }
}
