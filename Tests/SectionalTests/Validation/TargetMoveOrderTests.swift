import SeededRandom
import Testing

@testable import SectionalCollectionView

@Suite("Validation: moves put in UIKit's order by their targets' keys")
struct TargetMoveOrderTests {
  /// A target drawn from a small range, with absurd sections and items now and then, which have
  /// no key and send the order to the comparison of targets.
  private func randomTarget(
    isSection: Bool, absurd: Bool, using generator: inout SplitMix64
  ) -> UpdateTarget {
    let bound = absurd ? Int.random(in: 0..<3, using: &generator) : -1
    let section =
      bound == 0 ? Int.min : bound == 1 ? Int(UInt32.max) : Int.random(in: 0...4, using: &generator)
    if isSection { return .section(section) }
    let item = bound == 2 ? -1 : Int.random(in: 0...6, using: &generator)
    return UpdateTarget(section: section, item: item)
  }

  /// Moves drawn in order, in reverse, or shuffled, with repeats and shared targets.
  private func randomMoves(using generator: inout SplitMix64) -> [TargetMove] {
    let absurd = Int.random(in: 0..<5, using: &generator) == 0
    var moves = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
      let isSection = Int.random(in: 0..<4, using: &generator) == 0
      return TargetMove(
        from: randomTarget(isSection: isSection, absurd: absurd, using: &generator),
        to: randomTarget(isSection: isSection, absurd: absurd, using: &generator))
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: moves.sort()
    case 1: moves.sort(by: >)
    case 2: moves.sort { $0.to < $1.to }
    default: break
    }
    return moves
  }

  /// Moves as an adapter writes them: each section's items moved within it, sections in order,
  /// and now and then a section move, or an item moved to another section.
  private func movesWithinSections(using generator: inout SplitMix64) -> [TargetMove] {
    var moves: [TargetMove] = []
    for section in 0..<Int.random(in: 0...6, using: &generator) {
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let crosses = Int.random(in: 0..<50, using: &generator) == 0
        moves.append(
          TargetMove(
            from: UpdateTarget(section: section, item: Int.random(in: 0...9, using: &generator)),
            to: UpdateTarget(
              section: crosses ? Int.random(in: 0...6, using: &generator) : section,
              item: Int.random(in: 0...9, using: &generator))))
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        moves.append(
          TargetMove(
            from: .section(section), to: .section(Int.random(in: 0...6, using: &generator))))
      }
    }
    return moves.sorted()
  }

  @Test func anItemAtTheLargestIndexIsNotItsSection() {
    let item = UpdateTarget(section: 2, item: .max)
    #expect(item != .section(2))
    #expect(item < .section(2))
    #expect(!(UpdateTarget.section(2) < item))
    #expect(item.item == .max && !item.isSection)
    #expect(UpdateTarget.section(2).item == nil)
  }

  @Test func aTargetsKeyOrdersAsTheTargetDoes() {
    let targets = [
      UpdateTarget.section(0), UpdateTarget(section: 0, item: 0),
      UpdateTarget(section: 0, item: Int(UInt32.max) - 1), UpdateTarget(section: 1, item: 5),
      .section(1), UpdateTarget(section: Int(UInt32.max) - 1, item: 0),
    ]
    for left in targets {
      for right in targets {
        #expect((left < right) == (left.orderKey! < right.orderKey!), "\(left) \(right)")
      }
    }
    #expect(UpdateTarget(section: -1, item: 0).orderKey == nil)
    #expect(UpdateTarget(section: 0, item: Int(UInt32.max)).orderKey == nil)
    #expect(UpdateTarget.section(Int(UInt32.max)).orderKey == nil)
  }

  @Test func movesInUIKitOrderEqualTheSortedOnes() {
    for seed in replayableSeeds(800, from: 0x3F0_0000) {
      var generator = SplitMix64(seed: seed)
      let moves = randomMoves(using: &generator)
      #expect(moves.inUIKitOrder() == moves.sorted(), "replay: SECTIONAL_SEED=\(seed), \(moves)")
    }
  }

  @Test func positionsByDestinationOrderByDestinationThenPosition() {
    for seed in replayableSeeds(1_600, from: 0x3F1_0000) {
      var generator = SplitMix64(seed: seed)
      // Half of the draws shaped as an adapter's, whose runs are sorted within their sections.
      let moves =
        seed % 2 == 0
        ? randomMoves(using: &generator) : movesWithinSections(using: &generator)
      // The reference: every position, compared by destination, then by position.
      let reference = moves.indices.sorted { left, right in
        if moves[left].to < moves[right].to { return true }
        if moves[right].to < moves[left].to { return false }
        return left < right
      }
      #expect(
        moves.positionsByDestination() == reference, "replay: SECTIONAL_SEED=\(seed), \(moves)")
    }
  }
}
