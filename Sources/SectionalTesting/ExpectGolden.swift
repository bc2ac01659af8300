import Foundation
import Testing

/// Checks text against the golden file kept beside the test, recording the file when it is
/// missing: a snapshot test for anything a test can print, with Swift Testing or XCTest.
///
/// The file is `__Snapshots__/<test file name>/<test name>[-<name>].txt` (`.svg` for
/// ``GoldenFormat/svg``) in the test file's folder. When it is missing, it is written and the
/// test fails, saying so: run the test again to compare, and commit the file. With
/// `SECTIONAL_RECORD_SNAPSHOTS=1` in the environment every golden file is written again (the
/// tests fail, so that a recording never passes unnoticed). A text that differs fails with the
/// lines that differ; a picture that differs, with the paths of both pictures and the elements
/// that moved, appeared or disappeared. Inside a Swift Testing test the text produced is also
/// attached to the test (`swift test --attachments-path <folder>` keeps it).
///
/// ```swift
/// @Test func theReceiptPrintsItsLines() {
///   expectGolden("2 × apple   1.20\n1 × pear    0.80\n", named: "receipt")
/// }
/// ```
///
/// A test with several golden files names each (`named:`); a parameterized test names each
/// case's. ``CollectionHarness/expectSnapshot(named:fileID:filePath:function:line:column:)``
/// checks a harness's text snapshot this way, and numbers a test's unnamed ones.
///
/// - Parameters:
///   - contents: The text the test produced.
///   - format: How to compare it and name the file; text by default.
///   - name: A name for this golden file within the test, if it has several.
///   - fileID: The file where failures are reported; leave the default.
///   - filePath: The test file's path, beside which the golden file is kept; leave the default.
///   - function: The test's name, which names the golden file; leave the default.
///   - line: The line; leave the default.
///   - column: The column; leave the default.
public func expectGolden(
  _ contents: String,
  as format: GoldenFormat = .text,
  named name: String? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let file = GoldenFile(
    filePath: "\(filePath)", function: function, name: name, ordinal: 1, format: format)
  GoldenCheck(
    file: file, format: format,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  ).check(contents)
}

/// One comparison of produced text with its golden file, and its failure.
struct GoldenCheck {
  let file: GoldenFile
  let format: GoldenFormat
  let site: CallSite

  /// Compares, records or fails.
  func check(_ contents: String) {
    let recordingAll = GoldenFile.isRecordingAll
    let golden: String
    switch recordingAll ? .missing : file.read() {
    case .text(let text):
      golden = text
    case .unreadable(let problem):
      site.recordFailure(
        "Golden file \(file.url.path) is not UTF-8 text (\(problem)); it was left as it is. "
          + "Fix or delete it, or record it again with \(GoldenFile.recordVariable)=1.")
      return
    case .missing:
      do {
        try file.write(contents)
        site.recordFailure(
          recordingAll
            ? "Recorded golden file \(file.url.path) again (\(GoldenFile.recordVariable)=1); "
              + "review its diff, then run the tests without the variable."
            : "Recorded golden file \(file.url.path), which was missing; run the test again "
              + "to compare, and commit the file.")
      } catch {
        site.recordFailure("Could not write golden file \(file.url.path): \(error)")
      }
      return
    }
    guard golden != contents.replacingOccurrences(of: "\r\n", with: "\n") else { return }
    attach(contents)
    let rerecord = "Record it again with \(GoldenFile.recordVariable)=1 if the change is intended."
    switch format {
    case .text:
      let difference =
        LineDifference.describe(expected: golden, actual: contents) ?? "the texts differ"
      site.recordFailure(
        "The text differs from golden file \(file.url.path) (-golden +actual):\n"
          + "\(difference)\n\(rerecord)")
    case .svg:
      let actualPath = file.writeActual(contents) ?? "(could not be written)"
      site.recordFailure(
        "The picture differs from its golden file.\ngolden: \(file.url.path)\n"
          + "actual: \(actualPath)\n\(PictureChanges.describe(golden: golden, actual: contents))"
          + "\n\(rerecord)")
    }
  }

  /// Attaches what the test produced to the running Swift Testing test.
  private func attach(_ contents: String) {
    guard Test.current != nil else { return }
    Attachment.record(
      contents, named: file.name,
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line),
        column: Int(site.column)))
  }
}
