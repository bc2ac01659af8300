import Foundation
import Sectional
import Testing

/// A controller that records its working-range events, whatever its model type.
@MainActor
private final class RangeLog<Model>: SectionController, WorkingRangeHandling {
  weak var context: (any CollectionViewContext)?
  private(set) var events: [String] = []
  private let count: Int

  init(count: Int = 1) { self.count = count }

  var numberOfItems: Int { count }
  func update(to model: Model) -> SectionUpdate { SectionUpdate(changes: .none, commit: {}) }
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
  func didEnterWorkingRange() { events.append("enter") }
  func didExitWorkingRange() { events.append("exit") }
}

/// A controller whose own update reports whatever changes a test gives it.
@MainActor
private final class AbsurdChanges: SectionController {
  weak var context: (any CollectionViewContext)?
  var numberOfItems = 2
  var next = ItemChanges.none

  func update(to model: Int) -> SectionUpdate {
    SectionUpdate(changes: next, commit: {})
  }
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
}

// Each test here reproduces a crash or a silent wrong screen found by fuzzing and hostile use.
// Each failed on the code before its fix.
@MainActor
@Suite("Hostile use: regressions")
struct HostileUseRegressionTests {
  @Test func anUnboundedWorkingRangeSizeCoversEverySectionWithoutOverflowing() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))
    let logs = (0..<3).map { _ in RangeLog<Int>() }
    harness.adapter.workingRangeSize = .max
    harness.show(logs.enumerated().map { Section(id: $0.offset, model: 0, controller: $0.element) })
    #expect(logs.map(\.events) == [["enter"], ["enter"], ["enter"]])
    harness.view.contentOffset.y = 20
    #expect(logs.map(\.events) == [["enter"], ["enter"], ["enter"]])
    harness.expectNoProblems()
  }

  @Test func aSectionRemovedInsideTheWorkingRangeExitsIt() {
    let harness = AdapterHarness()
    let log = RangeLog<Int>()
    harness.show([Section(id: "a", model: 0, controller: log)])
    #expect(log.events == ["enter"])
    harness.show([])
    #expect(log.events == ["enter", "exit"])
    harness.expectNoProblems()
  }

  @Test func aControllerRebuiltUnderTheSameIDEntersTheWorkingRangeItself() {
    let harness = AdapterHarness()
    let old = RangeLog<Int>()
    let rebuilt = RangeLog<String>()
    harness.show([Section(id: "a", model: 0, controller: old)])
    harness.show([Section(id: "a", model: "now a string", controller: rebuilt)])
    #expect(old.events == ["enter", "exit"])
    #expect(rebuilt.events == ["enter"])
  }

  @Test func anEmptyControllerRebuiltUnderTheSameIDNeverExitsWithoutEntering() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "shown", model: 0, controller: RangeLog<Int>()),
      Section(id: "a", model: 0, controller: RangeLog<Int>(count: 0)),
    ])
    let rebuilt = RangeLog<String>(count: 0)
    harness.show([
      Section(id: "shown", model: 0, controller: RangeLog<Int>()),
      Section(id: "a", model: "string", controller: rebuilt),
    ])
    harness.show([Section(id: "shown", model: 0, controller: RangeLog<Int>())])
    #expect(
      rebuilt.events.filter { $0 == "enter" }.count == rebuilt.events.filter { $0 == "exit" }.count)
    #expect(rebuilt.events.first != "exit")
  }

  @Test func absurdItemChangesAreAMismatchNotAnOverflow() {
    let harness = AdapterHarness()
    let controller = AbsurdChanges()
    harness.show([Section(id: "a", model: 0, controller: controller)])
    controller.next = ItemChanges(
      deletes: IndexSet(integersIn: 0..<Int.max), inserts: IndexSet(integersIn: 0..<Int.max))
    harness.show([Section(id: "a", model: 1, controller: controller)])
    #expect(harness.diagnostics.map(\.kind) == [.itemCountMismatch])
    harness.expectViewAgrees(with: [["", ""]])
  }

  @Test func aViewportOfZeroHeightShowsNothing() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 0))
    harness.show(AdapterHarness.lists([("a", ["1", "2"])]))
    #expect(harness.view.visibleCells.isEmpty)
    harness.view.bounds.size.height = 10
    #expect(harness.view.visibleCells.map(\.text) == ["1"])
    harness.view.bounds.size = CGSize(width: 0, height: 10)
    #expect(harness.view.visibleCells.isEmpty)
  }

  @Test func anInteractiveMoveIntoAnotherSectionIsRefusedBeforeAnyBatch() {
    final class Movable: DiffingListSectionController<[String], String>, InteractiveMoving {
      init() { super.init(items: { $0 }) }
      func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
        var moved = items
        moved.insert(
          moved.remove(at: source.indexInSectionController),
          at: destination.indexInSectionController)
        update(to: moved).commit()
      }
    }
    let harness = AdapterHarness()
    harness.view.errorPolicy = .trap  // an invalid batch would crash here, as on UIKit
    harness.show([
      Section(id: "a", model: ["a0", "a1"], controller: Movable()),
      Section(id: "b", model: ["b0"], controller: Movable()),
    ])
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Rows are 10 points tall: y = 25 is over b0, the first item of section 1.
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 25))
    harness.view.endInteractiveMovement()
    #expect(harness.view.errors.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.crossSectionMove])
    #expect(harness.diagnostics.first?.sectionID == SectionID("a"))
    harness.expectViewAgrees(with: [["a0", "a1"], ["b0"]])

    // Within the section, the move still works.
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 15))
    harness.view.endInteractiveMovement()
    harness.expectViewAgrees(with: [["a1", "a0"], ["b0"]])
  }

  @Test func anUpdateFromWillDisplayDuringAScrollFinishesTheLayoutOnTheNewData() {
    // A pager that inserts a banner above when row 12 appears, in the middle of a layout pass
    // that shows rows 10 to 19.
    final class Pager: DiffingListSectionController<[String], String>, DisplayHandling {
      var onLastRow: (() -> Void)?
      init() { super.init(items: { $0 }) }
      func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
        if indexPath.indexInSectionController == 12 {
          onLastRow?()
          onLastRow = nil
        }
      }
    }
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    let rows = (0..<20).map { "row \($0)" }
    let pager = Pager()
    harness.show([Section(id: "feed", model: rows, controller: pager)])
    pager.onLastRow = {
      harness.adapter.update([
        Section(id: "banner", model: ["banner"], controller: TextList()),
        Section(id: "feed", model: rows, controller: pager),
      ])
    }
    harness.view.contentOffset.y = 105  // rows 10 to 19 come into view; 12 triggers the update
    harness.expectViewAgrees(with: [["banner"], rows])
    harness.expectNoProblems()
  }

  // Found by the trap sweep: the data source set from inside a layout pass (from the old data
  // source's cellForItemAt) left the pass on the old counts, asking the new one for items it
  // does not have, which a data source reading its arrays traps on.
  @Test func aDataSourceSwappedDuringALayoutPassIsAskedOnlyForItsOwnItems() {
    let old = TextDataSource(count: 30)
    let new = TextDataSource(count: 1)
    var asked: [IndexPath] = []
    let view = HeadlessCollectionView.rows(old)
    new.onCellRequest = { _, indexPath in asked.append(indexPath) }
    var requests = 0
    old.onCellRequest = { collectionView, _ in
      requests += 1
      if requests == 2, let view = collectionView as? HeadlessCollectionView {
        view.dataSource = new
      }
    }
    view.contentOffset.y = 50  // a pass over rows the view has not shown yet
    view.layoutIfNeeded()
    #expect(asked.allSatisfy { $0.section == 0 && $0.item == 0 })
    #expect(view.visibleCells.allSatisfy { $0.text == "0" })
    withExtendedLifetime((old, new)) {}
  }
}
