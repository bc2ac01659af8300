import Foundation
import Sectional

/// A command of a script, with the line it came from.
public struct ScriptLine: Equatable, Sendable {
  /// The 1-based line number.
  public var number: Int
  /// The command.
  public var command: Command

  /// Creates a script line.
  ///
  /// - Parameters:
  ///   - number: The 1-based line number.
  ///   - command: The command.
  public init(number: Int, command: Command) {
    self.number = number
    self.command = command
  }
}

/// A script line that is not a command.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The line's text, without its comment.
  public var text: String

  /// `line 3: unknown command 'jump' (see --help for the commands)`.
  public var description: String {
    "line \(line): unknown command '\(text)' (see --help for the commands)"
  }
}

/// The transcript of a scripted session, and what a test checks besides it.
public struct ScriptResult {
  /// The text printed on standard output: every step's command, batches, frame and reuse counts.
  public var output: String
  /// The error printed on standard error after the output, if the script has an unknown command.
  public var error: String?
  /// The process exit status: 0, or 2 for an unknown command.
  public var exitStatus: Int32
  /// Every diagnostic the screens' adapters reported.
  public var diagnostics: [Diagnostic]
  /// Every diagnostic the screens' layouts reported about a section's description.
  public var layoutDiagnostics: [CompositionalLayoutDiagnostic]
  /// Every error the screens' headless views recorded.
  public var viewErrors: [CollectionViewError]
}

/// The deterministic mode: runs commands and prints a transcript.
@MainActor
public enum ScriptMode {
  /// Parses a script: one command per line, `#` comments, blank lines skipped.
  ///
  /// - Parameter text: The script.
  /// - Returns: The commands with their line numbers.
  /// - Throws: A ``ScriptError`` for the first line that is not a command.
  public static func parse(_ text: String) throws(ScriptError) -> [ScriptLine] {
    var lines: [ScriptLine] = []
    for (offset, rawLine) in scriptLines(of: text).enumerated() {
      if let line = try parseLine(rawLine, lineNumber: offset + 1) {
        lines.append(line)
      }
    }
    return lines
  }

  /// A script's lines: split at every line break (`\n`, `\r\n` or `\r`, as an editor on any
  /// system saves them), after a leading byte order mark, which some editors write and no one
  /// sees.
  private static func scriptLines(of text: String) -> [Substring] {
    let body = text.first == "\u{FEFF}" ? text.dropFirst() : text[...]
    return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  /// Parses one line of a script.
  ///
  /// - Parameters:
  ///   - rawLine: The line, without its newline.
  ///   - lineNumber: Its 1-based number.
  /// - Returns: The command, or `nil` for a blank or comment line.
  /// - Throws: A ``ScriptError`` when the line is not a command.
  private static func parseLine(
    _ rawLine: Substring, lineNumber: Int
  ) throws(ScriptError) -> ScriptLine? {
    let code = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !code.isEmpty else { return nil }
    let words = code.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = Command.parse(words: words) else {
      throw ScriptError(line: lineNumber, text: code)
    }
    return ScriptLine(number: lineNumber, command: command)
  }

  /// Runs a script line by line and returns its transcript.
  ///
  /// An unknown command stops the run: the transcript holds every step before it, and the error
  /// names the command and its line. Lines after `quit` are not read.
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - options: The first screen, the seed and the rows (12 when not given).
  /// - Returns: The transcript and the session's diagnostics and view errors.
  public static func run(_ script: String, options: DemoOptions = DemoOptions()) -> ScriptResult {
    let session = DemoSession(
      screen: options.screen, rows: options.rows ?? 12, seed: options.seed)
    var output: [String] = []
    output += transcript(of: session.takeStep(), title: "start", screen: session.current)
    var error: ScriptError?
    for (offset, rawLine) in scriptLines(of: script).enumerated() {
      let line: ScriptLine
      do {
        guard let parsed = try parseLine(rawLine, lineNumber: offset + 1) else { continue }
        line = parsed
      } catch let unknown {
        error = unknown
        break
      }
      output.append("")
      let step = session.perform(line.command)
      output += transcript(
        of: step, title: "line \(line.number): \(line.command.name)", screen: session.current)
      if line.command == .quit { break }
    }
    return ScriptResult(
      output: output.joined(separator: "\n") + "\n",
      error: error.map { "sectional-demo: \($0)" }, exitStatus: error == nil ? 0 : 2,
      diagnostics: session.diagnostics, layoutDiagnostics: session.layoutDiagnostics,
      viewErrors: session.viewErrors)
  }

  /// Runs the script named by `--script`, or standard input to its end, printing the transcript
  /// on standard output and then any error on standard error.
  ///
  /// - Parameter options: The script path (`nil` or `-` for standard input), the first screen,
  ///   the seed and the rows.
  /// - Returns: The exit status: 0, 1 when the script cannot be read, 2 for a script error.
  public static func runFromCommandLine(options: DemoOptions) -> Int32 {
    let text: String
    if let path = options.scriptPath, path != "-" {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(
          Data("sectional-demo: cannot read the script \(path)\n".utf8))
        return 1
      }
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    let result = run(text, options: options)
    FileHandle.standardOutput.write(Data(result.output.utf8))
    if let error = result.error {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    return result.exitStatus
  }

  /// One step of the transcript: title, batches, events, frame, reuse counts.
  static func transcript(
    of step: ScreenStep, title: String, screen: any DemoScreen
  ) -> [String] {
    var lines = ["== \(title) =="]
    if step.batches.isEmpty {
      lines.append("batch: none")
    }
    for (index, batch) in step.batches.enumerated() {
      let label = step.batches.count == 1 ? "batch: " : "batch \(index + 1): "
      for (offset, line) in batch.description.split(separator: "\n").enumerated() {
        let prefix = offset == 0 ? label : String(repeating: " ", count: label.count)
        lines += Format.wrap(prefix + line, width: 78, indent: label.count + 2)
      }
    }
    lines += step.events.map { "event: \($0)" }
    lines += screen.takeNewViewErrors().map { "view error: \($0)" }
    lines += screen.frame()
    lines += screen.reuseCounts().enumerated().map { ($0 == 0 ? "reuse: " : "       ") + $1 }
    return lines
  }
}
