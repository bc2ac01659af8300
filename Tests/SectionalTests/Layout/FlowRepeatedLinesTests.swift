import SeededRandom
import Testing

@testable import SectionalLayout

@Suite("Flow layout: a grid section's lines kept as one line repeated")
struct FlowRepeatedLinesTests {
  /// The lines written out, as a section that is not a grid holds them: each line's first item
  /// and advance, and the prefix-sum tree of the advances.
  private struct WrittenOut {
    var firstItems: [Int]
    var advances: [Int]
    var tree: PrefixSumTree

    init(_ lines: FlowSectionGeometry.RepeatedLines) {
      let firstItems = Array(stride(from: 0, to: lines.itemCount, by: lines.itemsPerLine))
      let advances = firstItems.indices.map {
        $0 == firstItems.count - 1 ? lines.lineLength : lines.advance
      }
      self.firstItems = firstItems
      self.advances = advances
      tree = PrefixSumTree(advances)
    }

    /// The line holding an item, by the search a written-out section runs: the last line whose
    /// first item is not after it (-1 before the first line).
    func line(holding item: Int) -> Int {
      (firstItems.lastIndex { $0 <= item }) ?? -1
    }
  }

  @Test func repeatedLinesAnswerAsTheLinesWrittenOut() {
    for seed in replayableSeeds(400, from: 0x12E9_0000) {
      var generator = SplitMix64(seed: seed)
      let perLine = Int.random(in: 1...6, using: &generator)
      let lineLength = [0, 1, 44, 88].randomElement(using: &generator)!
      let spacing = [0, 0, 3, 20].randomElement(using: &generator)!
      let lines = FlowSectionGeometry.RepeatedLines(
        itemCount: perLine + Int.random(in: 1...60, using: &generator), itemsPerLine: perLine,
        lineLength: lineLength, advance: lineLength + spacing)
      let reference = WrittenOut(lines)
      let replay = "replay: SECTIONAL_SEED=\(seed), \(lines)"
      #expect(lines.lineCount == reference.firstItems.count, "\(replay)")
      #expect(
        reference.firstItems.indices.map(lines.firstItem(ofLine:)) == reference.firstItems,
        "\(replay)")
      #expect(
        reference.firstItems.indices.map(lines.advance(ofLine:)) == reference.advances,
        "\(replay)")
      #expect(lines.total == reference.tree.total, "\(replay)")
      let counts = -2...(lines.lineCount + 2)
      #expect(counts.map(lines.prefix) == counts.map(reference.tree.prefix), "\(replay)")
      let targets = Array(-2...(lines.total + lines.advance + 2)) + [.max, .min]
      #expect(
        targets.map(lines.firstCount(reaching:))
          == targets.map(reference.tree.firstCount(reaching:)), "\(replay)")
      let items = -2...(lines.itemCount + 2)
      #expect(items.map(lines.line(holding:)) == items.map(reference.line(holding:)), "\(replay)")
    }
  }
}
