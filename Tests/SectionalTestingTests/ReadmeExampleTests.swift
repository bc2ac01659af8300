import SectionalTesting
import Testing

// The example of the README and the documentation, kept compiling and passing here.

@MainActor
@Test func removingAFruitDeletesOnlyItsRow() {
  let fruits = DiffingListSectionController<[String], String>()
  let harness = SectionHarness(fruits, model: ["apple", "fig", "pear"])
  #expect(harness.visibleTexts == ["apple", "fig", "pear"])

  let batches = harness.update(to: ["apple", "pear"])
  #expect(batches.map(\.oneLineDescription) == ["delete items [0-1]"])
  #expect(harness.visibleTexts == ["apple", "pear"])
}
