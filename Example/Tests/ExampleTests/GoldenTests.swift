import Foundation
import SectionalDemo
import SectionalTesting
import Testing

// Golden tests: each `Golden/NAME.script` runs through `ScriptMode.run` (in process, no terminal)
// on the screen its entry in `goldenScripts` names (as `--screen` would), and its transcript is
// checked with SectionalTesting's `expectGolden` against
// `__Snapshots__/GoldenTests/transcriptMatchesGoldenFile-NAME.txt`: a failure shows the lines
// that differ.
//
// After an intended change to the demo's output, record the files again and review the diff:
//
//     SECTIONAL_RECORD_SNAPSHOTS=1 swift test --filter ExampleTests
//
// (the recording tests fail, so that a recording never passes unnoticed; run them again).

/// The folder of the golden scripts, next to this source file.
private let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Golden")

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
    let script = try String(contentsOf: scriptURL, encoding: .utf8)
    var options = DemoOptions()
    options.screen = screen

    let result = ScriptMode.run(script, options: options)

    #expect(result.exitStatus == 0)
    #expect(result.error == nil)
    #expect(result.viewErrors.isEmpty, "the headless view recorded errors: \(result.viewErrors)")
    #expect(result.diagnostics.isEmpty, "the adapter reported: \(result.diagnostics)")
    #expect(result.layoutDiagnostics.isEmpty, "the layout reported: \(result.layoutDiagnostics)")
    expectGolden(result.output, named: name)
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
