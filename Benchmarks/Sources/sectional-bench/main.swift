import Foundation
import Sectional

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  report(
    """
    USAGE: sectional-bench [--quick] [--counts <n,n,...>] [--seed <seed>]

    Measures ListDiff against the least work any hash-based diff does (floor.hash: building a
    dictionary from the identifiers of both lists) and against the standard library's
    difference(from:).inferringMoves(), on seeded inputs of 1,000 to 1,000,000 rows.

    Prints one line per case:
      BENCH <case> n=<count> median_ms=<ms> min_ms=<ms> runs=<k>
    and a RATIO line comparing diff.mixed with floor.hash.mixed.

    OPTIONS:
      --quick         Only n <= 10,000: a smoke run for CI.
      --counts <n,...> Only these list lengths (for profiling one size).
      --seed <seed>   The seed of the inputs (default 2026).
    """
  )
  exit(0)
}
let isQuick = arguments.contains("--quick")
let seed =
  arguments.firstIndex(of: "--seed").flatMap { index in
    arguments.index(after: index) < arguments.endIndex
      ? UInt64(arguments[arguments.index(after: index)]) : nil
  } ?? 2026
let counts =
  arguments.firstIndex(of: "--counts").flatMap { index in
    arguments.index(after: index) < arguments.endIndex
      ? arguments[arguments.index(after: index)].split(separator: ",").compactMap { Int($0) } : nil
  } ?? (isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])
let standardLibraryLimit = 100_000
/// About 5·10⁹ steps of Myers' algorithm: mixed input at n = 100,000 runs in seconds, reversed or
/// all-new input there would take minutes a run.
let standardLibraryWorkBudget = 5e9

report("sectional-bench seed=\(seed)\(isQuick ? " quick" : "")")
for count in counts {
  for input in Input.all(count: count, seed: seed &+ UInt64(count)) {
    let diff = Measurement.run("diff.\(input.name)", count: count) {
      ListDiff(from: input.old, to: input.new).changeCount
    }
    report(diff.line)
    let floor = Measurement.run("floor.hash.\(input.name)", count: count) {
      floorHash(input.old, input.new)
    }
    report(floor.line)
    report(
      "RATIO diff.\(input.name)/floor.hash.\(input.name) n=\(count) "
        + "median=\(format(diff.medianMilliseconds / floor.medianMilliseconds))"
    )
    // Myers' difference costs O(n·d) for an edit distance d; estimate d from our own diff (a
    // move is a delete plus an insert to Myers) and skip runs that would take minutes.
    let result = ListDiff(from: input.old, to: input.new)
    let editDistance = result.deletes.count + result.inserts.count + 2 * result.moves.count
    let estimatedWork = Double(count) * Double(editDistance)
    if count > standardLibraryLimit {
      report(
        "SKIP stdlib.difference.\(input.name) n=\(count): measured up to "
          + "n=\(standardLibraryLimit) only (Myers' difference is O(n·d) in time)"
      )
    } else if estimatedWork > standardLibraryWorkBudget {
      report(
        "SKIP stdlib.difference.\(input.name) n=\(count): Myers' difference is O(n·d) and "
          + "n·d = \(String(format: "%.1e", estimatedWork)) is over the budget of "
          + "\(String(format: "%.0e", standardLibraryWorkBudget)) (minutes a run)"
      )
    } else {
      let oldIdentifiers = input.old.map(\.id)
      let newIdentifiers = input.new.map(\.id)
      let standardLibrary = Measurement.run("stdlib.difference.\(input.name)", count: count) {
        newIdentifiers.difference(from: oldIdentifiers).inferringMoves().count
      }
      report(standardLibrary.line)
      report(
        "RATIO stdlib.difference.\(input.name)/diff.\(input.name) n=\(count) "
          + "median=\(format(standardLibrary.medianMilliseconds / diff.medianMilliseconds))"
      )
    }
  }
}

/// The least work any hash-based diff does: a dictionary from each list's identifiers to their
/// indices.
func floorHash(_ old: [Row], _ new: [Row]) -> Int {
  var oldIndices = [UUID: Int](minimumCapacity: old.count)
  for (index, row) in old.enumerated() {
    oldIndices[row.id] = index
  }
  var newIndices = [UUID: Int](minimumCapacity: new.count)
  for (index, row) in new.enumerated() {
    newIndices[row.id] = index
  }
  return oldIndices.count &+ newIndices.count
}

/// Prints a line and flushes it at once, so a long run shows progress even when piped to a file.
func report(_ line: String) {
  print(line)
  fflush(nil)
}
