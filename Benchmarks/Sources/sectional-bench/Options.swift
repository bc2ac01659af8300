/// The command line of `sectional-bench`.
struct Options {
  static let usage = """
    USAGE: sectional-bench [--quick] [--counts <n,...>] [--only <case,...>] [--seed <seed>]

    Measures ListDiff against the least work any diff that hashes both lists does (floor.hash:
    building a dictionary from the identifiers of each list; floor.plain: the same, written as
    plainly as Swift allows), timed interleaved with them, and against the standard library's
    difference(from:).inferringMoves(), on seeded inputs of 1,000 to 1,000,000 rows with UUID
    identifiers: mixed (10% deleted, inserted, moved and updated), identical, reversed, allnew;
    the mixed input also with Int identifiers (diff.mixed.int, floor.hash.int, floor.plain.int),
    and with the diff's index sets read (diff.mixed.indexsets, diff.mixed.int.indexsets) or its
    ranges walked (diff.mixed.ranges, diff.mixed.int.ranges). Then batch.validate (a 10,000-operation batch over 1,000 sections) and scroll.step (one
    viewport step of a HeadlessCollectionView over 1,000 and 1,000,000 rows), then adapter.update
    and adapter.diffs (a batch update of 1,000 sections of 100 rows, and the diffs it needs),
    adapter.initial (the first update of an adapter to 10,000 sections, with its layout) and
    adapter.update.large (a batch update of 10,000 sections of 100 rows); the compositional
    layout's cases (compositional.*); the update path's (adapter.update.small, scroll.jump,
    and diff.small against heckel.small, a DifferenceKit-style Heckel diff); and
    declarative.apply (the screens of adapter.update written as lists, at 10,000 and 100,000
    cells) against declarative.reference.update (adapter.update on the same screens) and
    declarative.reference.rebuilt (the same, with every section's rows a new array), and
    declarative.apply.shared (the lists again, with the unchanged sections kept from the first
    list, as the reference's screens keep their row arrays).

    Prints one line per case, RATIO lines comparing cases (by median time, and by instructions
    when they were counted), and SKIP lines for cases not run:
      BENCH <case> n=<count> median_ms=<ms> min_ms=<ms> runs=<k> peak_mb=<MiB> growth_mb=<MiB>
    peak_mb is the largest resident set of the process while the case ran (its inputs included),
    growth_mb how far that rose above the resident set at the start of the case: on Linux, from
    /proc/self/status after resetting VmHWM through /proc/self/clear_refs. Either is n/a where it
    cannot be told apart from earlier cases (growth_mb always, outside Linux).

    OPTIONS:
      --quick            A smoke run for CI, under two minutes on two cores: no case over
                         10,000 rows or items. The diffs at 1,000 and 10,000 rows (the standard
                         library's difference at 1,000 only); scroll.step
                         and scroll.step.selfsizing at 1,000 and 10,000; the layout, compositional
                         and update-path cases over 100 sections (not 10,000) of their rows
                         (layout.prepare, compositional.prepare and .query at 10,000 items);
                         adapter.update and adapter.diffs over 100 sections of 100 rows;
                         adapter.initial at 1,000 sections;
                         declarative.apply at 10,000 cells; no adapter.update.large.
      --counts <n,...>   Only these list lengths.
      --only <case,...>  Only cases whose name starts with one of these (e.g. diff.mixed), to
                         profile one case: valgrind --tool=callgrind sectional-bench --only ...
      --seed <seed>      The seed of the inputs (default 2026).
      --instructions     Also count the instructions of one operation of each case, by running
                         the case again under valgrind's callgrind (Linux, valgrind on PATH), and
                         add instructions=<count> to its BENCH line: a figure that does not move
                         with the machine's load (the child hashes with a fixed seed, so counts
                         repeat exactly). Slow: each case runs again, about 50 times slower, on
                         top of its setup.
      -h, --help         Show this help.
    """

  var isQuick = false
  var counts: [Int]?
  var casePrefixes: [String] = []
  var seed: UInt64 = 2026
  var wantsHelp = false
  /// Whether to count instructions (`--instructions`).
  var countsInstructions = false
  /// In a child run under callgrind, the one measurement to instrument (`--instrument <name>:<n>`).
  var instrumentedCase: (name: String, count: Int)?

  /// Parses the arguments, or returns a message naming the first one it cannot use.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    func value(of option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        isQuick = true
      case "--counts":
        let list = try value(of: argument)
        let parsed = list.split(separator: ",").compactMap { Int($0) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 > 0 }) else {
          throw UsageError("--counts takes positive whole numbers, not '\(list)'")
        }
        counts = parsed
      case "--only":
        casePrefixes = try value(of: argument).split(separator: ",").map(String.init)
      case "--seed":
        let text = try value(of: argument)
        guard let parsed = UInt64(text) else {
          throw UsageError("--seed takes a whole number, not '\(text)'")
        }
        seed = parsed
      case "--instructions":
        countsInstructions = true
      case "--instrument":
        let text = try value(of: argument)
        guard let colon = text.lastIndex(of: ":"),
          let count = Int(text[text.index(after: colon)...])
        else { throw UsageError("--instrument takes <case>:<n>, not '\(text)'") }
        instrumentedCase = (String(text[..<colon]), count)
      case "-h", "--help":
        wantsHelp = true
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  /// The largest number of rows or items a quick run measures.
  static let quickLimit = 10_000

  /// A case's sizes: all of them, or in a quick run those up to ``quickLimit``, the larger ones
  /// replaced by ``quickLimit`` (once).
  func sizes(_ full: [Int]) -> [Int] {
    guard isQuick else { return full }
    var capped: [Int] = []
    for size in full.map({ min($0, Self.quickLimit) }) where !capped.contains(size) {
      capped.append(size)
    }
    return capped
  }

  /// A case's number of sections of `rowsEach` rows: all of them, or in a quick run as many as
  /// keep the rows within ``quickLimit``.
  func sectionCount(_ full: Int, rowsEach: Int) -> Int {
    isQuick ? max(1, min(full, Self.quickLimit / max(1, rowsEach))) : full
  }

  /// The list lengths to measure.
  var selectedCounts: [Int] {
    counts ?? (isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])
  }

  /// Whether the case with this name runs.
  func selects(_ caseName: String) -> Bool {
    casePrefixes.isEmpty || casePrefixes.contains { caseName.hasPrefix($0) }
  }
}

/// A command line that `sectional-bench` cannot use.
struct UsageError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
