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
  /// `withKnownIssue` can expect it. Otherwise it is an `XCTFail`, and an `Issue` too: outside
  /// the task of a Swift Testing test (a main-queue callback the screen under test scheduled),
  /// `XCTFail` records nothing, where an `Issue` fails the run, attributed to no test; in an
  /// XCTest run, where Swift Testing runs no test, the `Issue` goes nowhere.
  ///
  /// - Parameter message: What went wrong.
  func recordFailure(_ message: String) {
    let location = SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: filePath, line: line)
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
  }
}
