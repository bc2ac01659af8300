/// Timings and peak memory of one benchmark case, reported as a `BENCH` line.
struct Measurement {
  let name: String
  let count: Int
  let samples: [Duration]
  /// The resident memory while the warm-up and the timed runs ran (see `MemoryUsage`).
  let memory: MemoryUsage
  /// The instructions of one operation, with `--instructions` (see `InstructionCount`).
  var instructions: Int?

  /// Runs `body` once to warm up, then times it at least `minimumRuns` times, and more when a run
  /// is short (up to `maximumRuns`, or about half a second in all), so small cases are not noise.
  ///
  /// When one run of `body` performs `operationsPerRun` operations, each sample is divided by it,
  /// so the line reports the time of one operation.
  ///
  /// The case's memory is measured from just before the warm-up to just after the last run; what
  /// was built before the call (the inputs) counts towards its peak, not its growth.
  static func run(
    _ name: String,
    count: Int,
    minimumRuns: Int = 7,
    maximumRuns: Int = 101,
    operationsPerRun: Int = 1,
    _ body: () -> Int
  ) -> Measurement {
    if case .child(let target, let targetCount) = InstructionCount.role {
      // Under callgrind: only the instrumented case runs its body, the others are skipped.
      guard target == name, targetCount == count else {
        return Measurement(name: name, count: count, samples: [.zero], memory: MemoryUsage())
      }
      let sink = body() &+ instrumentedRuns(body, runs: InstructionCount.runs)
      blackHole(sink)
      return Measurement(name: name, count: count, samples: [.zero], memory: MemoryUsage())
    }
    let probe = MemoryUsage.start()
    let clock = ContinuousClock()
    var sink = 0
    let warmUp = clock.measure { sink &+= body() }
    let budget = Duration.milliseconds(500)
    let wanted = warmUp > .zero ? Int(budget / warmUp) : maximumRuns
    let runs = Swift.max(minimumRuns, Swift.min(maximumRuns, wanted))
    var samples: [Duration] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      samples.append(clock.measure { sink &+= body() } / max(1, operationsPerRun))
    }
    blackHole(sink)
    var measurement = Measurement(
      name: name, count: count, samples: samples, memory: probe.finish())
    if case .parent(let options) = InstructionCount.role {
      measurement.instructions = InstructionCount.count(
        name: name, count: count, operationsPerRun: operationsPerRun, options: options)
    }
    return measurement
  }

  var medianMilliseconds: Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    let median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    return median.milliseconds
  }

  var minimumMilliseconds: Double {
    samples.min()?.milliseconds ?? 0
  }

  /// The line printed for this case:
  /// `BENCH <case> n=<count> median_ms=<ms> min_ms=<ms> runs=<k> peak_mb=<MiB> growth_mb=<MiB>`.
  var line: String {
    "BENCH \(name) n=\(count) median_ms=\(format(medianMilliseconds)) "
      + "min_ms=\(format(minimumMilliseconds)) runs=\(samples.count) \(memory.fields)"
      + (instructions.map { " instructions=\($0)" } ?? "")
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// Formats milliseconds with four decimals (a tenth of a microsecond), so lines from different
/// runs line up.
func format(_ milliseconds: Double) -> String {
  // A ratio of skipped measurements (a child run under callgrind times nothing) is 0 / 0.
  guard milliseconds.isFinite else { return "n/a" }
  let units = Int((milliseconds * 10_000).rounded())
  let fraction = String(units % 10_000)
  return "\(units / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
}

/// Keeps the optimizer from discarding work whose result is otherwise unused.
@inline(never)
func blackHole(_ value: Int) {
  if value == .min { print("") }
}
