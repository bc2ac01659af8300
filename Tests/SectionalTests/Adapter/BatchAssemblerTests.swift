import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

// The batch assembler is a pure function of values: these tests give it sections and item
// changes, and read the batches and diagnostics, with no view and no controller.

@Suite("Batch assembler")
struct BatchAssemblerTests {
  private func survivor(
    _ id: String, from oldIndex: Int, to newIndex: Int, count oldCount: Int, _ newCount: Int,
    _ changes: ItemChanges
  ) -> BatchAssembler.SurvivingSection {
    BatchAssembler.SurvivingSection(
      id: SectionID(id), controllerType: TextList.self, oldIndex: oldIndex, newIndex: newIndex,
      oldCount: oldCount, newCount: newCount, changes: changes)
  }

  private let noSectionChanges = ListDiff(
    oldCount: 2, newCount: 2, deletes: [], inserts: [], moves: [], updates: [])

  @Test func itemChangesOfAStillSectionBecomeItemOperationsAtOldAndNewPaths() {
    let assembly = BatchAssembler.assemble(
      sectionDiff: noSectionChanges, replacedSections: [:],
      survivors: [
        survivor("a", from: 0, to: 0, count: 3, 3, ItemChanges(deletes: [0], inserts: [2])),
        survivor("b", from: 1, to: 1, count: 1, 1, .none),
      ])
    #expect(
      assembly
        == BatchAssembler.Assembly(
          batch: BatchUpdate(itemDeletes: [[0, 0]], itemInserts: [[0, 2]])))
  }

  @Test func aSectionThatMovesWhileItsItemsChangeIsReplacedWhole() {
    let moved = ListDiff(
      oldCount: 2, newCount: 2, deletes: [], inserts: [], moves: [Move(from: 0, to: 1)],
      updates: [])
    let assembly = BatchAssembler.assemble(
      sectionDiff: moved, replacedSections: [:],
      survivors: [survivor("a", from: 0, to: 1, count: 1, 2, ItemChanges(inserts: [1]))])
    #expect(assembly.batch == BatchUpdate(sectionDeletes: [0], sectionInserts: [1]))
  }

  @Test func aReplacedControllerIsADeleteAndAnInsert() {
    let assembly = BatchAssembler.assemble(
      sectionDiff: noSectionChanges, replacedSections: [1: 1], survivors: [])
    #expect(assembly.batch == BatchUpdate(sectionDeletes: [1], sectionInserts: [1]))
  }

  @Test func changesThatDoNotFitReplaceTheSectionWithADiagnostic() {
    let assembly = BatchAssembler.assemble(
      sectionDiff: noSectionChanges, replacedSections: [:],
      survivors: [survivor("a", from: 0, to: 0, count: 3, 5, ItemChanges(inserts: [0]))])
    #expect(assembly.batch == BatchUpdate(sectionDeletes: [0], sectionInserts: [0]))
    #expect(assembly.diagnostics.map(\.kind) == [.itemCountMismatch])
    #expect(assembly.diagnostics.first?.sectionID == SectionID("a"))
  }

  @Test func aMovedItemIsReconfiguredAfterTheMoveAndAStillOneInTheBatch() {
    let changes = ItemChanges(moves: [Move(from: 2, to: 0)], reconfigures: [1, 2])
    let assembly = BatchAssembler.assemble(
      itemChangesOf: survivor("a", from: 3, to: 3, count: 3, 3, changes))
    #expect(
      assembly.batch
        == BatchUpdate(itemMoves: [Move(from: [3, 2], to: [3, 0])], itemReconfigures: [[3, 1]]))
    #expect(assembly.reconfigureAfterward == [[3, 0]])
  }

  @Test func aReloadBesideAMoveIsADeleteAndAnInsert() {
    let changes = ItemChanges(moves: [Move(from: 0, to: 1)], reloads: [2])
    let assembly = BatchAssembler.assemble(
      itemChangesOf: survivor("a", from: 0, to: 0, count: 3, 3, changes))
    #expect(
      assembly.batch
        == BatchUpdate(
          itemDeletes: [[0, 2]], itemInserts: [[0, 2]],
          itemMoves: [Move(from: [0, 0], to: [0, 1])]))
  }

  @Test func aSectionReloadRequestedByItsControllerReplacesIt() {
    let assembly = BatchAssembler.assemble(
      itemChangesOf: survivor("a", from: 1, to: 1, count: 3, 3, .reloadSection))
    #expect(assembly.batch == BatchUpdate(sectionDeletes: [1], sectionInserts: [1]))
    #expect(assembly.diagnostics.isEmpty)
  }
}
