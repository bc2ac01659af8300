import Foundation

/// Numbers the unnamed golden snapshots of a test across every harness alive in it, so that a
/// second harness's first snapshot is `-2`, not the first harness's file again.
///
/// A count lasts while a harness that took a number for its key is alive: the harnesses of a
/// test end with it, so the next run of the test (a repetition, another process) starts at 1.
@MainActor
final class GoldenOrdinals {
  /// The numbers of every harness.
  static let shared = GoldenOrdinals()

  /// A harness that took a number, held weakly: its end ends its part in the count.
  private struct Holder {
    weak var harness: CollectionHarness?
  }

  /// For each test, name and format, how many numbers were taken and by which harnesses.
  private var counts: [String: (taken: Int, holders: [Holder])] = [:]

  /// The next number for a key (test file, test, name and format), taken by a harness.
  func next(for key: String, by harness: CollectionHarness) -> Int {
    var entry = counts[key] ?? (0, [])
    entry.holders.removeAll { $0.harness == nil }
    if entry.holders.isEmpty { entry.taken = 0 }
    if !entry.holders.contains(where: { $0.harness === harness }) {
      entry.holders.append(Holder(harness: harness))
    }
    entry.taken += 1
    counts[key] = entry
    return entry.taken
  }
}
