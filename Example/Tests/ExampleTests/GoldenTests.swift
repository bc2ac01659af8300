import Foundation
import SectionalDemo
import Testing

// Golden tests: each `Golden/NAME.script` runs through `ScriptMode.run` (in process, no terminal)
// on the screen its entry in `goldenScripts` names (as `--screen` would) and its transcript must
// equal `Golden/NAME.txt`.
//
// After an intended change to the demo's output, regenerate the files and review the diff:
//
//     SECTIONAL_UPDATE_GOLDEN=1 swift test --scratch-path .build-demo --filter ExampleTests
//
// With the variable set, the tests write the transcripts instead of comparing them (and still
// check that the sessions recorded no view error and no adapter diagnostic).

/// The folder of the golden files, next to this source file.
private let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Golden")

private var isUpdatingGoldenFiles: Bool {
  ProcessInfo.processInfo.environment["SECTIONAL_UPDATE_GOLDEN"] == "1"
}

/// Every golden script, and the screen it starts on.
private let goldenScripts: [(name: String, screen: ScreenName)] = [
  ("scroll-and-load-more", .watchlist),
  ("select-delete-move", .watchlist),
  ("refresh", .watchlist),
  ("switch-screens", .watchlist),
  ("discover-cards", .discover),
  ("discover-grid", .discover),
  ("feed-placeholders", .feed),
  ("feed-pages", .feed),
]

@MainActor
@Suite struct GoldenTests {
  @Test(arguments: goldenScripts)
  func transcriptMatchesGoldenFile(name: String, screen: ScreenName) throws {
    let scriptURL = goldenDirectory.appendingPathComponent("\(name).script")
    let goldenURL = goldenDirectory.appendingPathComponent("\(name).txt")
    let script = try String(contentsOf: scriptURL, encoding: .utf8)
    var options = DemoOptions()
    options.screen = screen

    let result = ScriptMode.run(script, options: options)

    #expect(result.exitStatus == 0)
    #expect(result.error == nil)
    #expect(result.viewErrors.isEmpty, "the headless view recorded errors: \(result.viewErrors)")
    #expect(result.diagnostics.isEmpty, "the adapter reported: \(result.diagnostics)")
    #expect(result.layoutDiagnostics.isEmpty, "the layout reported: \(result.layoutDiagnostics)")
    if isUpdatingGoldenFiles {
      try result.output.write(to: goldenURL, atomically: true, encoding: .utf8)
      return
    }
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    if let difference = firstDifference(expected: golden, actual: result.output) {
      Issue.record(
        """
        \(name): the transcript differs from Golden/\(name).txt
        \(difference)
        If the change is intended: SECTIONAL_UPDATE_GOLDEN=1 swift test --filter ExampleTests
        """)
    }
  }

  @Test func transcriptsAreDeterministic() {
    let script = "J\nJ\nselect\nrefresh\nmove\nrefresh\ndelete\nscreen\nright\nJ\n"
    #expect(ScriptMode.run(script).output == ScriptMode.run(script).output)
    var otherSeed = DemoOptions()
    otherSeed.seed = 7
    #expect(ScriptMode.run(script).output != ScriptMode.run(script, options: otherSeed).output)
  }

  @Test func everyGoldenScriptIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path)
    let scripts = Set(files.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) })
    #expect(scripts == Set(goldenScripts.map(\.name)))
  }
}

/// Describes the first line where two texts differ, with a few lines of context, or returns `nil`
/// when they are equal.
func firstDifference(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.components(separatedBy: "\n")
  let actualLines = actual.components(separatedBy: "\n")
  let index =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  var lines = ["first difference at line \(index + 1):"]
  for context in max(0, index - 3)..<index {
    lines.append("  " + expectedLines[context])
  }
  lines.append("- " + (index < expectedLines.count ? expectedLines[index] : "<end of file>"))
  lines.append("+ " + (index < actualLines.count ? actualLines[index] : "<end of output>"))
  lines.append("(expected \(expectedLines.count) lines, got \(actualLines.count))")
  return lines.joined(separator: "\n")
}

@Suite struct DifferenceTests {
  @Test func theFirstDifferingLineIsShownWithContext() {
    #expect(firstDifference(expected: "a\nb\n", actual: "a\nb\n") == nil)
    #expect(
      firstDifference(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
        == "first difference at line 2:\n  a\n- b\n+ B\n(expected 4 lines, got 4)")
    #expect(
      firstDifference(expected: "a\n", actual: "a\nmore\n")
        == "first difference at line 2:\n  a\n- \n+ more\n(expected 2 lines, got 3)")
  }
}
