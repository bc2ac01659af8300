import Foundation
import Testing

/// How a golden file is compared and what a failure shows.
public enum GoldenFormat: Sendable {
  /// Text, compared line by line; a failure shows the lines that differ (`.txt`).
  case text
  /// An SVG picture (`HeadlessCollectionView.svg(_:)`); a failure gives the paths of the two
  /// pictures and says which elements moved, appeared or disappeared (`.svg`).
  case svg

  /// The file's extension.
  var pathExtension: String {
    switch self {
    case .text: "txt"
    case .svg: "svg"
    }
  }
}

/// Where a test's golden files live, and how they are recorded.
///
/// A golden file sits beside the test that owns it, as swift-snapshot-testing keeps its
/// snapshots: `__Snapshots__/<test file name>/<test name>.<extension>` in the test file's folder,
/// named after the test function (its parentheses dropped), then `-<name>` when the test names
/// it, then `-2`, `-3`… for a test's later unnamed snapshots, counted together while the
/// harnesses that took them are alive (a test that lets one harness go before it makes the next,
/// in a loop say, names their snapshots).
///
/// A missing file is recorded and the test fails, saying so: run it again to compare; a file
/// that is not UTF-8 text fails the test and is left as it is. Line endings compare as newlines.
/// With the
/// environment variable `SECTIONAL_RECORD_SNAPSHOTS=1` every golden file is written again (and
/// the test fails, so that a recording never passes unnoticed); review the files' diff before
/// committing them.
struct GoldenFile {
  /// The environment variable that asks every golden file to be recorded again.
  static let recordVariable = "SECTIONAL_RECORD_SNAPSHOTS"

  /// The file's location.
  let url: URL

  /// The file's name within its folder, for messages.
  var name: String { url.lastPathComponent }

  /// The golden file of a test.
  ///
  /// - Parameters:
  ///   - filePath: The test file's path (`#filePath`).
  ///   - function: The test function (`#function`).
  ///   - name: The name the test gives this golden file, if any.
  ///   - ordinal: How many golden files of this test and name came before it, plus one.
  ///   - format: The file's format.
  init(filePath: String, function: String, name: String?, ordinal: Int, format: GoldenFormat) {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    var base = Self.sanitized(function)
    if let name { base += "-" + Self.sanitized(name) }
    if ordinal > 1 { base += "-\(ordinal)" }
    url = folder.appendingPathComponent(base).appendingPathExtension(format.pathExtension)
  }

  /// A name fit for a file: a function's parentheses and arguments dropped, every character
  /// other than letters, digits, `-`, `_` and `.` turned into `_`.
  static func sanitized(_ name: String) -> String {
    let head = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    let mapped = head.map { character -> Character in
      character.isLetter || character.isNumber || "-_.".contains(character) ? character : "_"
    }
    return mapped.isEmpty ? "snapshot" : String(mapped)
  }

  /// Whether the environment asks every golden file to be recorded again.
  static var isRecordingAll: Bool {
    ProcessInfo.processInfo.environment[recordVariable].map { $0 == "1" || $0 == "all" } ?? false
  }

  /// What reading a golden file found.
  enum Contents: Equatable {
    /// No file: it is recorded.
    case missing
    /// A file that is not UTF-8 text (or cannot be read), which is left as it is.
    case unreadable(String)
    /// The file's text, its line endings as newlines: a file checked out with CRLF line
    /// endings (git's `core.autocrlf`) reads as the one committed.
    case text(String)
  }

  /// The file's contents.
  func read() -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    do {
      let text = try String(contentsOf: url, encoding: .utf8)
      return .text(text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text)
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// Writes the file, making its folder.
  func write(_ contents: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Writes what a failing test produced to a temporary folder, beside nothing in the package,
  /// and returns its path: the picture to open next to the golden one.
  func writeActual(_ contents: String) -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SectionalSnapshots")
      .appendingPathComponent(url.deletingLastPathComponent().lastPathComponent)
    let actual = folder.appendingPathComponent(url.lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: actual, atomically: true, encoding: .utf8)
      return actual.path
    } catch {
      return nil
    }
  }
}
