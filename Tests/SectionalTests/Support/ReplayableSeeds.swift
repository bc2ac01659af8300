import Foundation

/// The seeds a randomized test runs: `count` seeds from `first`, or only the one that
/// `SECTIONAL_SEED` names, to replay a failure the test printed.
///
/// - Parameters:
///   - count: How many seeds a run tries.
///   - first: The first of them; the others follow it.
/// - Returns: The seeds, in order.
func replayableSeeds(_ count: Int, from first: UInt64) -> [UInt64] {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(count)).map { first &+ $0 }
}
