import Foundation
import Sectional
import Testing

@Suite("ItemChanges")
struct ItemChangesTests {
  private let diff = ListDiff(
    from: [Row(1, "a"), Row(2, "b"), Row(3, "c"), Row(4, "d")],
    to: [Row(2, "b"), Row(5, "e"), Row(3, "C"), Row(1, "a")])

  @Test func changesFromADiffEqualTheSameChangesFromIndexSets() {
    let fromDiff = ItemChanges(diff)
    let fromSets = ItemChanges(
      deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves,
      reconfigures: diff.updates)
    #expect(fromDiff == fromSets)
    #expect(fromDiff.hashValue == fromSets.hashValue)
    #expect(fromDiff.count == fromSets.count)
    #expect(fromDiff.description == fromSets.description)
  }

  @Test func indexSetsReadFromADiffAreItsIndices() {
    let changes = ItemChanges(diff, refreshing: .reload)
    #expect(changes.deletes == IndexSet([3]))
    #expect(changes.inserts == IndexSet([1]))
    #expect(changes.reloads == IndexSet([2]))
    #expect(changes.reconfigures.isEmpty)
  }

  @Test func indexSetsMutateInPlace() {
    var changes = ItemChanges(diff)
    changes.deletes.insert(0)
    changes.inserts.remove(1)
    changes.reconfigures.insert(integersIn: 5..<7)
    #expect(changes.deletes == IndexSet([0, 3]))
    #expect(changes.inserts.isEmpty)
    #expect(changes.reconfigures == IndexSet([2, 5, 6]))
    var built = ItemChanges()
    for index in 0..<100 {
      built.deletes.insert(index * 2)
    }
    #expect(built.deletes.count == 100)
    #expect(built.count == 100)
  }

  @Test func emptyChangesAreEmptyHoweverTheyWereMade() {
    #expect(ItemChanges(ListDiff(from: [1, 2], to: [1, 2])) == .none)
    #expect(ItemChanges(deletes: [], inserts: []) == .none)
    #expect(ItemChanges.none.isEmpty)
  }
}

/// A row whose identity is its number and whose content is its text.
private struct Row: Differentiable {
  var number: Int
  var text: String

  init(_ number: Int, _ text: String) {
    self.number = number
    self.text = text
  }

  var differenceIdentifier: Int { number }

  func isContentEqual(to other: Row) -> Bool { text == other.text }
}
