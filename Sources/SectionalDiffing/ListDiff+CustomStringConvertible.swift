import Foundation

extension ListDiff: CustomStringConvertible {
  /// A one-line summary for test failures and logs.
  ///
  /// Index ranges are compacted (`4...5`) and moves are written `from→to`. From
  /// `[a, b, c, d, e]` to `[x, d, a, c′, e, y]`, where `c′` is `c` with new content:
  ///
  /// ```
  /// ListDiff(5 → 6: deletes [1], inserts [0, 5], moves [3→1], updates [2])
  /// ```
  public var description: String {
    guard !isEmpty else { return "ListDiff(\(oldCount) → \(newCount): no changes)" }
    var parts: [String] = []
    if !deleteIndices.isEmpty { parts.append("deletes \(deletes.compactDescription)") }
    if !insertIndices.isEmpty { parts.append("inserts \(inserts.compactDescription)") }
    if !moves.isEmpty {
      parts.append("moves [\(moves.map(\.description).joined(separator: ", "))]")
    }
    if !updateIndices.isEmpty { parts.append("updates \(updates.compactDescription)") }
    return "ListDiff(\(oldCount) → \(newCount): \(parts.joined(separator: ", ")))"
  }
}
