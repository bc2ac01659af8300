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

  /// The golden files taken while their harnesses are alive, with the key (test, name and
  /// format) that took each.
  private var files: [String: (key: String, holder: Holder)] = [:]

  /// Records that a key's snapshot, taken by a harness, compares with a file; returns the other
  /// key that already compares with it, if any, while that one's harness is alive.
  ///
  /// Names become file names lossily (`first page` and `first_page` are one file, and a name
  /// `2` is the file of a test's second unnamed snapshot): two snapshots of one test would then
  /// compare with one golden file, each passing or failing against the other's picture.
  func claim(_ file: GoldenFile, for key: String, by harness: CollectionHarness) -> String? {
    let path = file.url.path
    if let taken = files[path], taken.holder.harness != nil, taken.key != key {
      return taken.key
    }
    files[path] = (key, Holder(harness: harness))
    return nil
  }
}
