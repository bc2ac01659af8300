import SeededRandom
import Testing

@testable import SectionalCollectionView

@Suite("Validation: membership asked of a sorted array in order")
struct SortedMembershipTests {
  /// A series of questions drawn around the array's values, sorted in the series' order and,
  /// now and then, one asked out of order.
  private func series(
    around values: [Int], order: SortedMembership<Int>.Order, using generator: inout SplitMix64
  ) -> [Int] {
    var questions = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
      Int.random(in: -2...22, using: &generator)
    }
    questions.sort(by: order == .ascending ? (<) : (>))
    if !questions.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
      // Out of order: answered all the same.
      questions.insert(
        Int.random(in: -2...22, using: &generator),
        at: Int.random(in: 0...questions.count, using: &generator))
    }
    return questions
  }

  @Test(arguments: [SortedMembership<Int>.Order.ascending, .descending])
  func answersAsASetWouldInEitherOrder(order: SortedMembership<Int>.Order) {
    for seed in UInt64(0)..<2_000 {
      var generator = SplitMix64(seed: 0x50_0000 &+ seed)
      // Repeats allowed, as the moves' sources can repeat.
      let values = (0..<Int.random(in: 0...15, using: &generator)).map { _ in
        Int.random(in: 0...20, using: &generator)
      }.sorted()
      let questions = series(around: values, order: order, using: &generator)
      var membership = SortedMembership(values, askedIn: order)
      for question in questions {
        #expect(
          membership.contains(question) == values.contains(question),
          "replay: seed \(seed), \(values) asked \(questions) (\(order)), wrong at \(question)")
      }
    }
  }
}
