import Foundation

/// Counts the instructions of one operation of a case, with valgrind's callgrind, so that a
/// figure that does not move with the machine's load stands beside the milliseconds.
///
/// The timed process (with `--instructions`) runs itself again for each case, under callgrind,
/// with `--instrument <case>:<n>`: that child skips every other measurement, runs the case's body
/// once to warm up, then `runs` times inside ``instrumentedRun()``, the only function callgrind
/// collects (`--collect-atstart=no --toggle-collect`). The parent reads the total from
/// callgrind's output and divides it by the operations run.
enum InstructionCount {
  /// How the process takes part.
  enum Role {
    /// No counting: the default.
    case none
    /// Times cases and asks a child to count each.
    case parent(arguments: Options)
    /// Counts one case under callgrind.
    case child(name: String, count: Int)
  }

  /// The role of this process, set once from the options.
  nonisolated(unsafe) static var role = Role.none

  /// How many times a child runs the body inside the instrumented function.
  static let runs = 3

  /// The symbol callgrind collects under: the mangled name of ``instrumentedRun()``.
  static let collectedSymbol = "$s15sectional_bench15instrumentedRunSiyF"

  /// Counts the instructions of one operation of a case in a child under callgrind, or `nil`
  /// when it cannot (no valgrind, or the child failed).
  static func count(name: String, count: Int, operationsPerRun: Int, options: Options) -> Int? {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "sectional-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)-\(count).callgrind")
    defer { try? FileManager.default.removeItem(at: output) }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "valgrind", "--tool=callgrind", "--collect-atstart=no",
        "--toggle-collect=\(collectedSymbol)", "--callgrind-out-file=\(output.path)",
        executable, "--only", name, "--counts", String(count), "--seed", String(options.seed),
        "--instrument", "\(name):\(count)",
      ] + (options.isQuick ? ["--quick"] : [])
    // Hashing seeded per process moves dictionary probes, and the count with them by about 1%:
    // a fixed seed makes two builds' counts comparable exactly.
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["SWIFT_DETERMINISTIC_HASHING": "1"], uniquingKeysWith: { _, fixed in fixed })
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return nil
    }
    guard process.terminationStatus == 0,
      let text = try? String(contentsOf: output, encoding: .utf8),
      let total = totalInstructions(inCallgrindOutput: text)
    else { return nil }
    return total / max(1, runs * operationsPerRun)
  }

  /// The total of a callgrind output file: its `totals:` line, else its `summary:` line.
  static func totalInstructions(inCallgrindOutput text: String) -> Int? {
    for prefix in ["totals:", "summary:"] {
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
        let value = line.dropFirst(prefix.count).split(separator: " ").first.flatMap({ Int($0) })
      {
        return value
      }
    }
    return nil
  }
}

/// The body ``instrumentedRun()`` runs: passed through a variable rather than a parameter, so
/// the optimizer cannot clone the function per body (its clones, and the merged functions they
/// share, would match the toggle too, and each match flips collection off and on).
nonisolated(unsafe) private var bodyUnderInstrumentation: (() -> Int)?

/// Runs a case's body `runs` times where callgrind collects.
func instrumentedRuns(_ body: () -> Int, runs: Int) -> Int {
  withoutActuallyEscaping(body) { body in
    bodyUnderInstrumentation = body
    defer { bodyUnderInstrumentation = nil }
    var sink = 0
    for _ in 0..<runs { sink &+= instrumentedRun() }
    return sink
  }
}

/// Runs the body under instrumentation: the one function a child's callgrind collects in.
@inline(never)
func instrumentedRun() -> Int {
  bodyUnderInstrumentation?() ?? 0
}
