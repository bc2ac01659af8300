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
let diffCaseNames =
  ["mixed", "identical", "reversed", "allnew"].flatMap { input in
    ["diff.\(input)", "floor.hash.\(input)", "floor.plain.\(input)", "stdlib.difference.\(input)"]
  } + [
    "diff.mixed.indexsets", "diff.mixed.ranges", "diff.mixed.int", "diff.mixed.int.indexsets",
    "diff.mixed.int.ranges", "floor.hash.int", "floor.plain.int",
  ]
if diffCaseNames.contains(where: options.selects) {
  for count in options.selectedCounts {
    for input in Input.all(count: count, seed: options.seed &+ UInt64(count)) {
      measure(input, count: count)
      if input.name == "mixed" {
        measureIntegerIdentifiers(input, count: count)
      }
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

/// Prints a line and flushes it at once, so a long run shows progress even when piped to a file.
func report(_ line: String) {
  print(line)
  fflush(nil)
}
