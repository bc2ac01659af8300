import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// Places a reload's insert by UIKit's walk (R4), literally.
///
/// Every delete in descending order, then every insert in ascending order: O(k) a reload, the
/// reference for the fast placement.
private func walkedPlacement(
  of reload: UpdateTarget, deletes: [UpdateTarget], inserts: [UpdateTarget]
) -> UpdateTarget {
  var section = reload.section
  var item = reload.item
  for delete in deletes.sorted(by: >) {
    if delete.isSection {
      if delete.section == reload.section { continue }
      if delete.section <= section { section -= 1 }
    } else if let current = item, delete.section == section, delete.itemValue <= current {
      item = current - 1
    }
  }
  for insert in inserts.sorted() {
    if insert.isSection {
      if insert.section <= section { section += 1 }
    } else if let current = item, insert.section == section, insert.itemValue <= current {
      item = current + 1
    }
  }
  return UpdateTarget(section: section, item: item)
}

/// Rule R4: where a reload's insert lands.
@Suite("Batch validation: reload placement")
struct ValidationReloadPlacementTests {
  @Test func aReloadIgnoresMovesAsInE2() {
    let placement = ReloadPlacement(
      sectionDeletes: [], sectionInserts: [], itemDeletes: [.item(itemPath(0, 1))],
      itemInserts: [])
    #expect(placement.insertTarget(forReloadOf: .item(itemPath(0, 2))) == .item(itemPath(0, 1)))
  }

  @Test func aSectionReloadCountsSectionDeletesThenInsertsAsInE3() {
    let placement = ReloadPlacement(
      sectionDeletes: [4], sectionInserts: [2], itemDeletes: [], itemInserts: [])
    #expect(placement.insertTarget(forReloadOf: .section(3)) == .section(4))
  }

  @Test func aRepeatedDeleteCanCountLessThanTwice() {
    let shift = DescendingItemShift([4, 4, 4, 4, 4, 4])
    #expect(shift.apply(to: 5) == 3)
    #expect(shift.apply(to: 4) == 3)
    #expect(shift.apply(to: 3) == 3)
  }

  @Test func repeatedInsertsAllCountOnceReached() {
    let shift = AscendingItemShift([1, 1, 5])
    #expect(shift.apply(to: 0) == 0)
    #expect(shift.apply(to: 1) == 3)
    #expect(shift.apply(to: 3) == 6)
  }

  @Test func theFastPlacementMatchesUIKitsWalkOnRandomBatches() {
    var generator = SplitMix64(seed: 0x5EC7_4000)
    for round in 0..<3_000 {
      func randomItems(_ count: Int) -> [UpdateTarget] {
        (0..<count).map { _ in
          .item(
            itemPath(
              Int.random(in: 0..<5, using: &generator), Int.random(in: 0..<6, using: &generator)))
        }
      }
      let sectionDeletes = (0..<6).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
      let sectionInserts = (0..<7).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
      let itemDeletes = randomItems(Int.random(in: 0...8, using: &generator))
      let itemInserts = randomItems(Int.random(in: 0...8, using: &generator))
      let placement = ReloadPlacement(
        sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, itemDeletes: itemDeletes,
        itemInserts: itemInserts)
      let deletes = sectionDeletes.map(UpdateTarget.section) + itemDeletes
      let inserts = sectionInserts.map(UpdateTarget.section) + itemInserts
      let section = Int.random(in: 0..<6, using: &generator)
      let reloads: [UpdateTarget] = [
        .section(section), .item(itemPath(section, Int.random(in: 0..<7, using: &generator))),
      ]
      for reload in reloads {
        let expected = walkedPlacement(of: reload, deletes: deletes, inserts: inserts)
        let actual = placement.insertTarget(forReloadOf: reload)
        guard actual == expected else {
          let message =
            "round \(round) (seed 0x5EC74000): reload \(reload), deletes \(deletes), inserts "
            + "\(inserts): expected \(expected), got \(actual)"
          Issue.record(Comment(rawValue: message))
          return
        }
      }
    }
  }
}
