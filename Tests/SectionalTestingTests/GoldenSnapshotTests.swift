import Foundation
import Testing

@testable import SectionalTesting

// How golden files are named, recorded and compared, and what a failure says. These tests keep
// their golden files in a temporary folder; `DeclarativeScreenTests` keeps real ones beside it.

@MainActor
@Suite("SectionalTesting: golden text and SVG snapshots")
struct GoldenSnapshotTests {
  /// A test file path in a fresh temporary folder, so that each test starts with no golden file.
  private func scratchTestFile() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("golden-\(UUID().uuidString)")
      .appendingPathComponent("ShopTests.swift").path
  }

  private let site = CallSite(fileID: "M/ShopTests.swift", filePath: #filePath, line: 1, column: 1)

  @Test func aGoldenFileIsNamedAfterItsTestFileAndTest() {
    let file = GoldenFile(
      filePath: "/p/Tests/AppTests/ShopTests.swift", function: "firstScreen()", name: nil,
      ordinal: 1, format: .text)
    #expect(file.url.path == "/p/Tests/AppTests/__Snapshots__/ShopTests/firstScreen.txt")
    let named = GoldenFile(
      filePath: "/p/Tests/AppTests/ShopTests.swift", function: "grid(columns:)",
      name: "two columns", ordinal: 2, format: .svg)
    #expect(named.url.lastPathComponent == "grid-two_columns-2.svg")
  }

  @Test func aMissingGoldenFileIsRecordedAndTheTestFails() throws {
    let file = GoldenFile(
      filePath: scratchTestFile(), function: "firstScreen()", name: nil, ordinal: 1, format: .text)
    withKnownIssue {
      GoldenCheck(file: file, format: .text, site: site).check("a\nb\n")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("which was missing; run the test again") }
    }
    #expect(file.read() == .text("a\nb\n"))
    // Now it compares, and passes.
    GoldenCheck(file: file, format: .text, site: site).check("a\nb\n")
  }

  @Test func aDifferentTextFailsWithTheLinesThatDiffer() throws {
    let file = GoldenFile(
      filePath: scratchTestFile(), function: "list()", name: nil, ordinal: 1, format: .text)
    try file.write((1...10).map { "line \($0)" }.joined(separator: "\n") + "\n")
    var changed = (1...10).map { "line \($0)" }
    changed[4] = "line five"
    withKnownIssue {
      GoldenCheck(file: file, format: .text, site: site)
        .check(changed.joined(separator: "\n") + "\n")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("…\n line 4\n-line 5\n+line five\n line 6\n…")
      }
    }
  }

  @Test func theLineDifferenceMarksRemovedAndAddedLines() {
    #expect(LineDifference.describe(expected: "a\nb\nc\n", actual: "a\nb\nc\n") == nil)
    #expect(
      LineDifference.describe(expected: "a\nb\nc\nd\ne\n", actual: "a\nc\nd\ne\nf\n")
        == " a\n-b\n c\n…\n e\n+f")
  }

  @Test func aDifferentPictureFailsWithBothPathsAndWhatMoved() throws {
    let before = CollectionHarness(
      [Section(id: "fruit", model: ["apple", "pear"], controller: TextList())])
    let after = CollectionHarness(
      [Section(id: "fruit", model: ["fig", "apple", "pear"], controller: TextList())])
    let file = GoldenFile(
      filePath: scratchTestFile(), function: "fruit()", name: nil, ordinal: 1, format: .svg)
    try file.write(before.svg())
    withKnownIssue {
      GoldenCheck(file: file, format: .svg, site: site).check(after.svg())
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("golden: \(file.url.path)")
          && $0.rawValue.contains("actual: ")
          && $0.rawValue.contains("appeared: 0-2 at 0,80 320×40")
      }
    }
  }

  @Test func pictureChangesNameMovedAppearedAndDisappearedElements() {
    let before = CollectionHarness(
      [Section(id: "fruit", model: ["apple", "pear", "plum"], controller: TextList())])
    let after = CollectionHarness(
      [Section(id: "fruit", model: ["apple", "pear"], controller: TextList())],
      size: CGSize(width: 320, height: 600))
    #expect(
      PictureChanges.describe(golden: before.svg(), actual: after.svg())
        == "disappeared: 0-2 (was 0,80 320×40)\nmoved: viewport 0,0 320×640 → 0,0 320×600")
    #expect(
      PictureChanges.describe(golden: before.svg(), actual: before.svg())
        == "no element moved, appeared, disappeared or changed its text: a style differs")
  }

  @Test func aHarnessNumbersATestsUnnamedSnapshots() throws {
    let harness = CollectionHarness(
      [Section(id: "fruit", model: ["apple"], controller: TextList())])
    // Two snapshots of this test, the second unnamed one numbered: both recorded beside this
    // file, then removed.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/GoldenSnapshotTests")
    let first = folder.appendingPathComponent("aHarnessNumbersATestsUnnamedSnapshots.txt")
    let second = folder.appendingPathComponent("aHarnessNumbersATestsUnnamedSnapshots-2.txt")
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
      try? FileManager.default.removeItem(at: folder)
    }
    withKnownIssue {
      harness.expectSnapshot()
      harness.expectSnapshot()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Recorded golden file") }
    }
    #expect(
      try String(contentsOf: first, encoding: .utf8) == harness.snapshot() + "\n")
    #expect(FileManager.default.fileExists(atPath: second.path))
  }
}
