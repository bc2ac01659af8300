import Testing
import XCTest

/// The place in a test that a harness call came from, where its failures are reported.
///
/// A harness reports a failure with Swift Testing when a Swift Testing test is running, and with
/// XCTest otherwise, so the same harness works in both.
struct CallSite: Sendable {
  /// The file's module and name, as `#fileID` gives them.
  let fileID: String

  /// The file's full path, as `#filePath` gives it.
  let filePath: StaticString

  /// The line.
  let line: UInt

  /// The column.
  let column: UInt

  /// Records a test failure at this place.
  ///
  /// Inside a Swift Testing test (`Test.current` is set), the failure is an `Issue`, so that
  /// `withKnownIssue` can expect it; otherwise it is an `XCTFail`.
  ///
  /// - Parameter message: What went wrong.
  func recordFailure(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
