extension Measurement {
  /// One case of an interleaved measurement: its name and the body of one run.
  struct Case {
    let name: String
    let body: () -> Int
  }

  /// Times several cases in rounds, each round running every case once (in an order that
  /// rotates from round to round), so that the machine's load falls on all of them alike and
  /// their ratio is measured in one stretch of time rather than one case after the other.
  ///
  /// Each case runs once to warm up; then rounds run until about a second has passed, between
  /// `minimumRounds` and `maximumRounds`. The memory fields are those of the whole stretch (the
  /// cases share it); with `--instructions`, each case's instructions are counted alone, as
  /// ``run(_:count:minimumRuns:maximumRuns:operationsPerRun:_:)`` counts them.
  static func interleaved(
    _ cases: [Case],
    count: Int,
    minimumRounds: Int = 7,
    maximumRounds: Int = 101
  ) -> [Measurement] {
    if case .child = InstructionCount.role {
      return cases.map { run($0.name, count: count, $0.body) }
    }
    let probe = MemoryUsage.start()
    let clock = ContinuousClock()
    var sink = 0
    let warmUp = cases.reduce(Duration.zero) { total, each in
      total + clock.measure { sink &+= each.body() }
    }
    let budget = Duration.seconds(1)
    let wanted = warmUp > .zero ? Int(budget / warmUp) : maximumRounds
    let rounds = Swift.max(minimumRounds, Swift.min(maximumRounds, wanted))
    var samples = [[Duration]](repeating: [], count: cases.count)
    for round in 0..<rounds {
      for offset in cases.indices {
        let position = (round + offset) % cases.count
        samples[position].append(clock.measure { sink &+= cases[position].body() })
      }
    }
    blackHole(sink)
    let memory = probe.finish()
    return zip(cases, samples).map { each, samples in
      var measurement = Measurement(
        name: each.name, count: count, samples: samples, memory: memory)
      if case .parent(let options) = InstructionCount.role {
        measurement.instructions = InstructionCount.count(
          name: each.name, count: count, operationsPerRun: 1, options: options)
      }
      return measurement
    }
  }
}
