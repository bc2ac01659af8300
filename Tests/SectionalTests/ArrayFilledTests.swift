import Testing

@testable import SectionalDiffing

@Suite("Array filled with one value")
struct ArrayFilledTests {
  @Test func holdsCountCopiesOfTheValue() {
    for count in [1, 2, 7, 1_000] {
      #expect([Int].filled(with: -1, count: count) == Array(repeating: -1, count: count))
      #expect([Int?].filled(with: nil, count: count) == Array(repeating: nil, count: count))
    }
  }

  @Test func aCountThatIsNotPositiveGivesNoElements() {
    #expect([Bool].filled(with: true, count: 0).isEmpty)
    #expect([Bool].filled(with: true, count: -3).isEmpty)
  }
}
