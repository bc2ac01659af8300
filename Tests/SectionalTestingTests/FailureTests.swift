import Foundation
import SectionalTesting
import Testing

@MainActor
@Suite("Problems fail the test")
struct FailureTests {
  private static func duplicateSections() -> [Section] {
    [
      Section(id: "fruit", model: ["apple"], controller: TextList()),
      Section(id: "fruit", model: ["pear"], controller: TextList()),
    ]
  }

  @Test func aCompositionalLayoutsDiagnosticFailsTheTest() {
    // Three 1/2-wide items repeated in a row: the third runs past the row's width.
    let overflowing = CompositionalLayout { _, _ in
      LayoutSection {
        HGroup(repeating: 3, height: .absolute(20)) { LayoutItem(width: .fractionalWidth(0.5)) }
      }
    }
    withKnownIssue {
      let harness = CollectionHarness(
        [Section(id: "row", model: ["a", "b", "c"], controller: TextList())], layout: overflowing)
      #expect(harness.layoutDiagnostics.map(\.section) == [0])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("The layout reported a diagnostic") }
    }
  }

  @Test func aDiagnosticWhileMountingFailsTheTest() {
    withKnownIssue {
      _ = CollectionHarness(Self.duplicateSections())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("repeats the id fruit") }
    }
  }

  @Test func aDiagnosticIsReportedAtTheCallThatCausedIt() {
    let harness = CollectionHarness([])
    let line = #line + 2
    withKnownIssue {
      harness.update(Self.duplicateSections())
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "FailureTests.swift"
    }
  }

  @Test func anInvalidBatchFailsTheTest() {
    let harness = SectionHarness(TextList(), model: ["a"])
    withKnownIssue {
      // An insert the model does not back: UIKit would crash here.
      harness.collectionView.insertItems(at: [.item(1)])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("invalid batch update") }
    }
  }

  @Test func tappingAnItemThatDoesNotExistFailsTheTest() {
    let harness = SectionHarness(PickerList(), model: ["a"])
    withKnownIssue {
      harness.tap(item: 3)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("tapItem(at:): index path 0-3 does not exist")
      }
    }
    #expect(harness.controller.selections.isEmpty)
  }

  @Test func aCollectionViewErrorFailsTheTestNamingTheSectionAsAnAppWouldSeeIt() {
    withKnownIssue {
      let harness = SectionHarness(PickerList(), model: ["a"])
      harness.tap(item: 3)
      #expect(harness.diagnostics.map(\.kind) == [.collectionViewError])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("[section section, PickerList, index path 0-3]")
      }
    }
  }

  @Test func anExpectedDiagnosticDoesNotFailTheTest() {
    let harness = CollectionHarness([])
    let diagnostic = harness.expectDiagnostic(.duplicateSectionID) {
      harness.update(Self.duplicateSections())
    }
    #expect(diagnostic?.sectionID == SectionID("fruit"))
    #expect(harness.visibleTexts == ["apple"])
  }

  @Test func anExpectedDiagnosticThatDoesNotHappenFailsTheTest() {
    let harness = SectionHarness(TextList(), model: ["a"])
    withKnownIssue {
      harness.expectDiagnostic(.duplicateSectionID) {
        harness.update(to: ["b"])
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Expected a duplicateSectionID diagnostic") }
    }
  }

  @Test func anAllowedDiagnosticIsRecordedWithoutFailing() {
    let harness = CollectionHarness(Self.duplicateSections(), allowing: [.duplicateSectionID])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
  }

  @Test func anExpectedCollectionViewErrorDoesNotFailTheTest() {
    let harness = SectionHarness(TextList(), model: ["a"])
    let error = harness.expectCollectionViewError {
      harness.collectionView.insertItems(at: [.item(1)])
    }
    guard case .invalidBatchUpdate = error else {
      Issue.record("expected an invalid batch update, got \(String(describing: error))")
      return
    }
    #expect(harness.visibleTexts == ["a"])
  }
}
