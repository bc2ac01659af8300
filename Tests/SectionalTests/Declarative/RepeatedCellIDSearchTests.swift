import Foundation
import Sectional
import SeededRandom
import Testing

/// Every repeated cell id is found, wherever it is written.
///
/// A section whose cells changed is searched for repeated ids only where a repeat can be: the
/// common prefix the diff matched place by place and the inserts, with the diff telling of an
/// insert whose id a cell it matched has.
@MainActor
@Suite("Declarative lists: repeated cell ids found after a diff")
struct RepeatedCellIDSearchTests {
  /// Cells with `Int` ids (decided by their digests), each showing its id; an id given as a
  /// negative number is shown by a `BadgeComponent` under the id's absolute value.
  private func cells(_ ids: [Int]) -> [Cell] {
    ids.map { id in
      id < 0
        ? Cell(id: -id, component: BadgeComponent(viewModel: "\(-id)"))
        : Cell(id: id, component: CountedText(viewModel: "\(id)"))
    }
  }

  /// Applies a section of `before`, then one of `after`, and returns the harness.
  private func harness(_ before: [Int], then after: [Int]) -> DeclarativeHarness {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: cells(before)) })
    harness.apply(List { ListSection(id: "s", cells: cells(after)) })
    return harness
  }

  @Test func aRepeatOfACellMatchedEarlierIsFound() {
    // The second 1 finds the committed 1 matched by the first: neither is in the prefix.
    let harness = harness([1, 2, 3], then: [2, 1, 3, 1])
    #expect(harness.shown == [["2", "1", "3"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
    #expect(harness.diagnostics.first?.indexPath == IndexPath(item: 3, section: 0))
  }

  @Test func aRepeatOfACellInTheCommonPrefixIsFound() {
    let harness = harness([1, 2, 3], then: [1, 2, 4, 1])
    #expect(harness.shown == [["1", "2", "4"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
  }

  @Test func aRepeatAmongInsertsIsFound() {
    let harness = harness([1, 2], then: [5, 1, 2, 5])
    #expect(harness.shown == [["5", "1", "2"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
  }

  @Test func aRepeatUnderAnotherComponentTypeIsFound() {
    // One id, two component types: two keys, so the whole list is searched.
    let harness = harness([1, 2], then: [2, -1, 1])
    #expect(harness.shown == [["2", "[1]"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
  }

  @Test func randomChangesShowTheFirstCellOfEachID() {
    for seed in replayableSeeds(200, from: 0xD1D0) {
      var generator = SplitMix64(seed: seed)
      let before = Array(0..<generator.int(in: 0...8)).shuffled(using: &generator)
      // Ids from a small range repeat often; a few under another component type.
      let after = (0..<generator.int(in: 0...10)).map { _ in
        let id = generator.int(in: 0...9)
        return id > 0 && generator.int(in: 0...7) == 0 ? -id : id
      }
      let harness = harness(before, then: after)
      // The reference: the first cell of each id, its component's text.
      var seen = Set<Int>()
      var expected: [String] = []
      for id in after where seen.insert(abs(id)).inserted {
        expected.append(id < 0 ? "[\(-id)]" : "\(id)")
      }
      let shown = harness.shown.first ?? []
      let reported = harness.diagnostics.filter { $0.kind == .duplicateCellID }.count
      guard shown == expected, reported == after.count - expected.count, harness.view.errors.isEmpty
      else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          RepeatedCellIDSearchTests): \(before) then \(after) shows \(shown) with \(reported) \
          repeats reported, where \(expected) and \(after.count - expected.count) were expected \
          (view errors: \(harness.view.errors))
          """)
        return
      }
    }
  }
}
