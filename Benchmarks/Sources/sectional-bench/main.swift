import Foundation
import Sectional

let options: Options
do {
  options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n\n\(Options.usage)\n".utf8))
  exit(2)
}
if options.wantsHelp {
  report(Options.usage)
  exit(0)
}

/// Lengths above this skip `stdlib.difference` whatever the input: in a quick run, 1,000 (at
/// 10,000 rows its reversed and all-new inputs alone take a minute).
let standardLibraryLimit = options.isQuick ? 1_000 : 100_000

/// About 5·10⁹ steps of Myers' algorithm: mixed input at n = 100,000 runs in seconds, reversed or
/// all-new input there would take minutes a run.
let standardLibraryWorkBudget = 5e9

if let instrumented = options.instrumentedCase {
  InstructionCount.role = .child(name: instrumented.name, count: instrumented.count)
} else if options.countsInstructions {
  InstructionCount.role = .parent(arguments: options)
}

report("sectional-bench seed=\(options.seed)\(options.isQuick ? " quick" : "")")
let diffCaseNames = ["mixed", "identical", "reversed", "allnew"].flatMap { input in
  ["diff.\(input)", "floor.hash.\(input)", "stdlib.difference.\(input)"]
}
if diffCaseNames.contains(where: options.selects) {
  for count in options.selectedCounts {
    for input in Input.all(count: count, seed: options.seed &+ UInt64(count)) {
      measure(input, count: count)
    }
  }
}
measureBatchValidation(options: options)
measureScrolling(options: options)
measureLayout(options: options)
measureCompositional(options: options)
measureUpdatePath(options: options)
measureAdapter(options: options)
measureDeclarative(options: options)

/// Measures every selected case on one input and reports its lines.
func measure(_ input: Input, count: Int) {
  let diffName = "diff.\(input.name)"
  let floorName = "floor.hash.\(input.name)"
  let standardLibraryName = "stdlib.difference.\(input.name)"

  let diff =
    options.selects(diffName)
    ? Measurement.run(diffName, count: count) {
      ListDiff(from: input.old, to: input.new).changeCount
    } : nil
  let floor =
    options.selects(floorName)
    ? Measurement.run(floorName, count: count) {
      floorHash(input.old, input.new)
    } : nil
  for measurement in [diff, floor].compactMap({ $0 }) {
    report(measurement.line)
  }
  if let diff, let floor {
    report(ratio(diff, floor))
  }

  guard options.selects(standardLibraryName) else { return }
  // Myers' difference costs O(n·d) for an edit distance d; estimate d from our own diff (a move
  // is a delete plus an insert to Myers) and skip runs that would take minutes.
  let result = ListDiff(from: input.old, to: input.new)
  let editDistance = result.deletes.count + result.inserts.count + 2 * result.moves.count
  let estimatedWork = Double(count) * Double(editDistance)
  if count > standardLibraryLimit {
    report(
      "SKIP \(standardLibraryName) n=\(count): measured up to n=\(standardLibraryLimit) only "
        + "(Myers' difference is O(n·d) in time)")
  } else if estimatedWork > standardLibraryWorkBudget {
    report(
      "SKIP \(standardLibraryName) n=\(count): Myers' difference is O(n·d) and "
        + "n·d = \(String(format: "%.1e", estimatedWork)) is over the budget of "
        + "\(String(format: "%.0e", standardLibraryWorkBudget)) (minutes a run)")
  } else {
    let oldIdentifiers = input.old.map(\.id)
    let newIdentifiers = input.new.map(\.id)
    let standardLibrary = Measurement.run(standardLibraryName, count: count) {
      newIdentifiers.difference(from: oldIdentifiers).inferringMoves().count
    }
    report(standardLibrary.line)
    if let diff {
      report(ratio(standardLibrary, diff))
    }
  }
}

/// `RATIO <case>/<case> n=<count> median=<x> [instructions=<y>]`: how many times slower the
/// first case is, by median time and, when both were counted (`--instructions`), by
/// instructions: the figure that does not move with the machine's load.
func ratio(_ measured: Measurement, _ reference: Measurement) -> String {
  var line =
    "RATIO \(measured.name)/\(reference.name) n=\(measured.count) "
    + "median=\(format(measured.medianMilliseconds / reference.medianMilliseconds))"
  if let counted = measured.instructions, let baseline = reference.instructions, baseline > 0 {
    line += " instructions=\(format(Double(counted) / Double(baseline)))"
  }
  return line
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
