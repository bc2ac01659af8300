import SectionalDemo
import SeededRandom
import Testing

@Suite struct ArgumentTests {
  @Test func noArgumentsGiveTheDefaults() throws {
    let options = try DemoOptions.parse([])
    #expect(options == DemoOptions())
    #expect(!options.showHelp)
    #expect(options.scriptPath == nil)
    #expect(options.rows == nil)
    #expect(options.seed == DemoOptions.defaultSeed)
    #expect(options.screen == .watchlist)
  }

  @Test(arguments: [["--help"], ["-h"], ["--script", "x", "--help"]])
  func helpIsRecognized(arguments: [String]) throws {
    #expect(try DemoOptions.parse(arguments).showHelp)
  }

  @Test func valuesAreParsed() throws {
    let options = try DemoOptions.parse(["--script", "demo.script", "--rows", "20", "--seed=7"])
    #expect(options.scriptPath == "demo.script")
    #expect(options.rows == 20)
    #expect(options.seed == 7)
    #expect(try DemoOptions.parse(["--script=-"]).scriptPath == "-")
    #expect(try DemoOptions.parse(["--screen", "discover"]).screen == .discover)
    #expect(try DemoOptions.parse(["--screen=Watchlist"]).screen == .watchlist)
  }

  @Test(arguments: [
    (["--verbose"], "unknown argument '--verbose'"),
    (["extra"], "unknown argument 'extra'"),
    (["--script"], "--script needs a value"),
    (["--rows", "many"], "--rows needs a number from 3 to 200, not 'many'"),
    (["--rows=1"], "--rows needs a number from 3 to 200, not '1'"),
    (["--seed", "-1"], "--seed needs a non-negative integer, not '-1'"),
    (["--screen", "mars"], "--screen needs watchlist or discover or feed, not 'mars'"),
    (["--screen"], "--screen needs a value"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try DemoOptions.parse(arguments) }
  }

  @Test func usageErrorsPrintTheUsageLine() {
    let description = UsageError("unknown argument '--x'").description
    #expect(description == "sectional-demo: unknown argument '--x'\n\(DemoOptions.usage)")
  }

  @Test func helpExplainsBothModesAndEveryKey() {
    let help = DemoOptions.help
    for phrase in [
      DemoOptions.usage, "interactive", "script", "--script FILE", "not a", "terminal",
      "exit status 2", "Ctrl-C", "j, down arrow", "k, up arrow", "J, page down", "K, page up",
      "enter", "select", "delete", "move", "refresh", "quit", "#", "--rows N", "--seed N",
      "--screen NAME", "watchlist", "discover", "h, left arrow", "l, right arrow", "tab",
      "screen [NAME]", "left [N]", "right [N]", "g, Home", "G, End", "Esc", "?", "wait [N]",
      "every 150 ms",
    ] {
      #expect(help.contains(phrase), "the help does not mention \(phrase)")
    }
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}

@MainActor
@Suite struct ScriptTests {
  @Test func commandsHaveLettersAndNames() {
    #expect(Command.parse("j") == .down(1))
    #expect(Command.parse("J") == .pageDown(1))
    #expect(Command.parse("DOWN") == .down(1))
    #expect(Command.parse("down", count: 4) == .down(4))
    #expect(Command.parse("k") == .up(1))
    #expect(Command.parse("K") == .pageUp(1))
    #expect(Command.parse("enter") == .select)
    #expect(Command.parse("d") == .delete)
    #expect(Command.parse("m") == .move)
    #expect(Command.parse("r") == .refresh)
    #expect(Command.parse("q") == .quit)
    #expect(Command.parse("D") == nil)
    #expect(Command.parse("select", count: 2) == nil)
    #expect(Command.parse("l") == .right(1))
    #expect(Command.parse("h") == .left(1))
    #expect(Command.parse("RIGHT", count: 3) == .right(3))
    #expect(Command.parse("tab") == .screen(nil))
    #expect(Command.parse("screen") == .screen(nil))
    #expect(Command.parse("L") == nil)
  }

  @Test func scriptLinesTakeACountOrAScreensName() {
    #expect(Command.parse(words: ["down", "3"]) == .down(3))
    #expect(Command.parse(words: ["left"]) == .left(1))
    #expect(Command.parse(words: ["screen", "discover"]) == .screen(.discover))
    #expect(Command.parse(words: ["Screen", "WATCHLIST"]) == .screen(.watchlist))
    #expect(Command.parse(words: ["screen", "2"]) == nil)
    #expect(Command.parse(words: ["down", "discover"]) == nil)
    #expect(Command.parse(words: []) == nil)
    for command: Command in [.right(2), .left(1), .screen(.discover), .screen(nil)] {
      #expect(Command.parse(words: command.name.split(separator: " ").map(String.init)) == command)
    }
  }

  @Test func commentsAndBlankLinesAreSkipped() throws {
    let lines = try ScriptMode.parse("# title\n\n  down 2  # two rows\nselect\n   \nq\n")
    #expect(
      lines == [
        ScriptLine(number: 3, command: .down(2)), ScriptLine(number: 4, command: .select),
        ScriptLine(number: 6, command: .quit),
      ])
  }

  @Test(arguments: [
    ("down\njump\n", 2, "jump"),
    ("# c\n\nselect 2\n", 3, "select 2"),
    ("down 0", 1, "down 0"),
    ("up two", 1, "up two"),
    ("down 1 2", 1, "down 1 2"),
    ("screen mars", 1, "screen mars"),
    ("right two", 1, "right two"),
  ])
  func unknownCommandsStopWithTheirLineNumber(script: String, line: Int, text: String) {
    let result = ScriptMode.run(script)
    #expect(result.exitStatus == 2)
    #expect(
      result.error
        == "sectional-demo: line \(line): unknown command '\(text)' (see --help for the commands)")
  }

  // Found by a sweep of the demo's input: a page count near Int.max overflowed a page of rows
  // times it, and a cursor moved from a row past the first overflowed too: the demo trapped.
  @Test(arguments: ScreenName.allCases)
  func aHugeRepeatCountRunsToTheEndAndBack(screen: ScreenName) {
    let huge = Int.max
    let script = "down 3\npagedown \(huge)\ndown \(huge)\npageup \(huge)\nup \(huge)\nq\n"
    var options = DemoOptions()
    options.screen = screen
    let result = ScriptMode.run(script, options: options)
    #expect(result.exitStatus == 0)
    #expect(result.error == nil)
    #expect(result.viewErrors.isEmpty)
    #expect(result.diagnostics.isEmpty)
    // The start and a frame for each of the six lines.
    #expect(result.output.components(separatedBy: "\n== ").count == 7)
  }

  @Test func theFramesBeforeAnUnknownCommandArePrinted() {
    let validStart = "down\n# a comment\nselect\n"
    let result = ScriptMode.run(validStart + "jump\ndown\n")
    let titles = result.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(titles == ["== start ==", "== line 1: down ==", "== line 3: select =="])
    #expect(result.output == ScriptMode.run(validStart).output)
    #expect(
      result.error
        == "sectional-demo: line 4: unknown command 'jump' (see --help for the commands)")
    #expect(result.exitStatus == 2)
  }

  @Test func anUnknownCommandAfterQuitIsNeverRead() {
    let result = ScriptMode.run("down\nquit\njump\n")
    #expect(result.exitStatus == 0)
    #expect(result.error == nil)
  }

  @Test func anEmptyScriptPrintsTheFirstFrame() {
    let result = ScriptMode.run("")
    #expect(result.exitStatus == 0)
    #expect(result.output.hasPrefix("== start ==\nbatch: insert sections [0, 1, 2, 3]\n"))
    #expect(!result.output.contains("== line"))
    // Header, borders, twelve rows, reuse counts.
    #expect(result.output.split(separator: "\n").count == 3 + 14 + 4)
  }

  @Test func quitEndsTheScript() {
    let result = ScriptMode.run("down\nquit\ndown\n")
    #expect(result.output.contains("== line 2: quit =="))
    #expect(!result.output.contains("== line 3"))
  }

  @Test func rowsSetTheViewportHeight() {
    var options = DemoOptions()
    options.rows = 5
    let frame = ScriptMode.run("", options: options).output.split(separator: "\n")
      .filter { $0.hasPrefix("|") }
    #expect(frame.count == 5)
  }

  @Test func framesFitEightyColumns() {
    let result = ScriptMode.run("J\nJ\nJ\nrefresh\nrefresh\nrefresh\n")
    let longest = result.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest <= 80)
  }

  @Test func theScreenOptionPicksTheFirstScreen() {
    var options = DemoOptions()
    options.screen = .discover
    let result = ScriptMode.run("", options: options)
    #expect(result.output.hasPrefix("== start ==\nbatch: insert sections [0, 1, 2]\n"))
    #expect(result.output.contains("DISCOVER"))
    #expect(!result.output.contains("WATCHLIST"))
  }

  @Test func theScreenCommandSwitchesScreensAndBack() {
    let result = ScriptMode.run("screen discover\nscreen\nscreen\nscreen watchlist\n")
    let titles = result.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(
      titles == [
        "== start ==", "== line 1: screen discover ==", "== line 2: screen ==",
        "== line 3: screen ==", "== line 4: screen watchlist ==",
      ])
    #expect(result.output.contains("event: showing the discover screen"))
    #expect(result.output.contains("event: showing the feed screen"))
    #expect(result.output.contains("event: showing the watchlist screen"))
    #expect(result.output.contains("event: already showing the watchlist screen"))
  }

  /// A long seeded session of every command: the adapter must never send a batch the headless
  /// view rejects, nor report a diagnostic.
  @Test func aLongSessionStaysValid() {
    var rng = SplitMix64(seed: 99)
    let commands = ["j", "k", "J", "K", "select", "d", "m", "r", "down 4", "up 3", "select", "j"]
    let script = (0..<600).map { _ in commands[rng.int(below: commands.count)] }
      .joined(separator: "\n")
    var options = DemoOptions()
    options.rows = 8
    let result = ScriptMode.run(script, options: options)
    #expect(result.exitStatus == 0)
    #expect(result.viewErrors.isEmpty, "\(result.viewErrors)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.output.contains("end of watchlist"))
    #expect(result.output.contains("deleted "))
    #expect(result.output.contains("moved "))
  }

  /// The same across both screens, switching between them: neither screen's view, adapter or
  /// layout may report anything.
  @Test func aLongSessionAcrossBothScreensStaysValid() {
    var rng = SplitMix64(seed: 7)
    let commands = [
      "j", "k", "J", "K", "select", "d", "m", "r", "down 4", "up 3", "h", "l", "right 3",
      "left 2", "tab", "screen discover", "screen watchlist",
    ]
    let script = (0..<600).map { _ in commands[rng.int(below: commands.count)] }
      .joined(separator: "\n")
    var options = DemoOptions()
    options.rows = 8
    let result = ScriptMode.run(script, options: options)
    #expect(result.exitStatus == 0)
    #expect(result.viewErrors.isEmpty, "\(result.viewErrors)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.layoutDiagnostics.isEmpty, "\(result.layoutDiagnostics)")
    #expect(result.output.contains("showing the discover screen"))
    #expect(result.output.contains("showing the watchlist screen"))
    #expect(result.output.contains("no more cards to the right"))
    #expect(result.output.contains("no more cards to the left"))
  }
}
