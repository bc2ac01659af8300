import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalDeclarative

/// The box a declarative section's controller fills with what an update commits, reused from one
/// update to the next once no update holds it.
@MainActor
@Suite("Declarative lists: what an update commits")
struct PendingCommitTests {
  private func model(_ ids: [Int]) -> ComponentSectionModel {
    ComponentSectionModel(cells: ids.map { Cell(id: $0, component: TextComponent("\($0)")) })
  }

  private func committedIDs(_ controller: ComponentSectionController) -> [AnyHashable] {
    controller.cells.map(\.id)
  }

  @Test func anUpdateStillHeldCommitsItsOwnCellsWhenAnotherIsWorkedOut() {
    let controller = ComponentSectionController()
    controller.update(to: model([0])).commitChange?()
    let first = controller.update(to: model([1, 2]))
    let second = controller.update(to: model([3]))
    first.commitChange?()
    #expect(committedIDs(controller) == [1, 2])
    second.commitChange?()
    #expect(committedIDs(controller) == [3])
  }

  @Test func updatesCommittedOneAfterAnotherEachCommitTheirCells() {
    let controller = ComponentSectionController()
    for ids in [[0], [0, 1], [1], [], [2, 3, 4]] {
      controller.update(to: model(ids)).commitChange?()
      #expect(committedIDs(controller) == ids.map(AnyHashable.init))
    }
  }

  @Test func anUpdateDroppedWithoutItsCommitKeepsNothingAlive() {
    weak var released: ComponentSectionController?
    var held: SectionUpdate?
    do {
      let controller = ComponentSectionController()
      released = controller
      controller.update(to: model([0])).commitChange?()
      held = controller.update(to: model([1]))
    }
    // The update held does not hold its controller: the box refers to it unowned.
    #expect(released == nil)
    #expect(held != nil)
  }

  @Test func newCellsOfTheSameContentAreCommittedAtOnceWhenNoUpdateIsHeld() {
    let controller = ComponentSectionController()
    controller.update(to: model([0, 1])).commitChange?()
    let again = model([0, 1])
    let update = controller.update(to: again)
    // Nothing for the batch: the new cells are already the committed ones, whose handlers are
    // the ones events reach.
    #expect(update.isUnchanged)
    #expect(
      CommittedItems<ComponentSectionModel, Cell>.areSameStorage(controller.cells, again.cells))
  }

  @Test func newCellsOfTheSameContentWaitForTheBatchWhileAnUpdateIsHeld() {
    let controller = ComponentSectionController()
    controller.update(to: model([0, 1])).commitChange?()
    let held = controller.update(to: model([2]))
    let again = model([0, 1])
    let update = controller.update(to: again)
    // Committed now, the held update would then overwrite these cells with older ones.
    #expect(!update.isUnchanged)
    #expect(update.changesNoItem)
    #expect(update.changes == .none)
    #expect(committedIDs(controller) == [0, 1])
    #expect(
      !CommittedItems<ComponentSectionModel, Cell>.areSameStorage(controller.cells, again.cells))
    held.commitChange?()
    update.commitChange?()
    #expect(
      CommittedItems<ComponentSectionModel, Cell>.areSameStorage(controller.cells, again.cells))
  }

  @Test func aChangedCellAmongNewCellsIsReconfiguredAlone() {
    let controller = ComponentSectionController()
    controller.update(to: model([0, 1, 2])).commitChange?()
    var cells = model([0, 1, 2]).cells
    cells[1] = Cell(id: 1, component: TextComponent("changed"))
    let update = controller.update(to: ComponentSectionModel(cells: cells))
    #expect(!update.changesNoItem)
    #expect(update.changes.reconfigures == [1])
    #expect(update.changes.deletes.isEmpty && update.changes.inserts.isEmpty)
  }

  @Test func cellsDiffedAfterRepeatsWereLeftOutMatchByTheirIdentities() {
    let controller = ComponentSectionController()
    // Integers, and strings whose identities no digest decides.
    func cells(_ ids: [AnyHashable]) -> ComponentSectionModel {
      ComponentSectionModel(
        cells: ids.map { id in
          if let number = id as? Int { return Cell(id: number, component: TextComponent("\(id)")) }
          let name = id as? String ?? ""
          return Cell(id: name, component: TextComponent(name))
        })
    }
    // A repeated string id left out: the committed cells are then told keyable or not by
    // what the update found, and the next diffs must match them all the same.
    controller.update(to: cells([1, "a", 2, "a"])).commitChange?()
    #expect(committedIDs(controller) == [1, "a", 2])
    let reordered = controller.update(to: cells([2, 1, "a"]))
    #expect(reordered.changes.moves.count == 1)
    #expect(reordered.changes.inserts.isEmpty && reordered.changes.deletes.isEmpty)
    reordered.commitChange?()
    let numbered = controller.update(to: cells([2, 3, 1]))
    #expect(numbered.changes.deletes == [2])
    #expect(numbered.changes.inserts == [1])
    numbered.commitChange?()
    #expect(committedIDs(controller) == [2, 3, 1])
  }

  @Test func aRepeatMetBeforeACellItsDigestCannotKeyLeavesTheCellsKeyedByIdentity() {
    let controller = ComponentSectionController()
    // The repeated integer is met first; the string, too long to be kept in a digest, after.
    let name = "an id longer than a digest keeps"
    func cells(_ ids: [AnyHashable]) -> ComponentSectionModel {
      ComponentSectionModel(
        cells: ids.map { id in
          if let number = id as? Int { return Cell(id: number, component: TextComponent("\(id)")) }
          return Cell(id: name, component: TextComponent(name))
        })
    }
    controller.update(to: cells([1, 1, name])).commitChange?()
    #expect(committedIDs(controller) == [1, name])
    // Keyed by their digests, the committed cells would match the string by its first bytes.
    let reordered = controller.update(to: cells([name, 1]))
    #expect(reordered.changes.moves.count == 1)
    #expect(reordered.changes.inserts.isEmpty && reordered.changes.deletes.isEmpty)
  }

  @Test func theCommittedModelAppliedAgainIsUnchanged() {
    let controller = ComponentSectionController()
    let kept = model([0, 1])
    controller.update(to: kept).commitChange?()
    // The section an app kept: its cells are the committed array, passed over in O(1).
    #expect(controller.update(to: kept).isUnchanged)
    // The same cells with another header: no cell compared, the model stored.
    var rewritten = kept
    rewritten.header = AnyComponent(TextComponent("header"))
    let update = controller.update(to: rewritten)
    #expect(!update.isUnchanged && update.changesNoItem)
  }
}
