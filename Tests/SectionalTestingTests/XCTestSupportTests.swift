import Foundation
import SectionalTesting
import XCTest

/// The harness used from XCTest rather than Swift Testing.
///
/// XCTest on Linux cannot run `@MainActor` test methods, so each test hops to the main actor.
final class XCTestSupportTests: XCTestCase {
  func testAHarnessRendersAndUpdatesUnderXCTest() async {
    await MainActor.run {
      let harness = SectionHarness(TextList(), model: ["a", "b"])
      XCTAssertEqual(harness.visibleTexts, ["a", "b"])
      let batches = harness.update(to: ["b"])
      XCTAssertEqual(batches, [BatchUpdate(itemDeletes: [IndexPath(item: 0, section: 0)])])
      XCTAssertEqual(harness.visibleTexts, ["b"])
    }
  }

  func testAnExpectedDiagnosticDoesNotFailAnXCTest() async {
    await MainActor.run {
      let harness = CollectionHarness([])
      let diagnostic = harness.expectDiagnostic(.duplicateSectionID) {
        harness.update([
          Section(id: 1, model: ["a"], controller: TextList()),
          Section(id: 1, model: ["b"], controller: TextList()),
        ])
      }
      XCTAssertEqual(diagnostic?.kind, .duplicateSectionID)
    }
  }

  func testAGoldenSnapshotUnderXCTest() async {
    await MainActor.run {
      let harness = SectionHarness(TextList(), model: ["apple", "pear"])
      harness.expectSnapshot()
    }
  }
}
