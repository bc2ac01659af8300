import Foundation

/// Stops the run on a failed check: writes the message to standard error, then traps, so that
/// libFuzzer saves the input as a crash.
///
/// - Parameter message: What failed, with the values involved.
public func fuzzFailure(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fuzz check failed: \(message)\n".utf8))
  fatalError(message)
}

/// Stops the run when a check fails; see ``fuzzFailure(_:)``.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What failed, evaluated only on failure.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fuzzFailure(message()) }
}

/// Whether the targets also generate the inputs of findings already recorded under
/// `Fuzz/Regressions/` and not fixed yet.
///
/// By default they steer around those inputs, so that a run (and CI) looks for new bugs instead of
/// stopping on a known one; set `SECTIONAL_FUZZ_KNOWN_FINDINGS=1` to check whether a fix holds.
/// Each place that steers around a finding names it.
public let includesKnownFindings =
  ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_KNOWN_FINDINGS"] == "1"
