/// An integer as a set's element or a dictionary's key, hashed by ``HashMixing`` rather than by
/// `Hasher`.
///
/// The sets and dictionaries of section and item indices that an update builds (which sections
/// a batch deletes, where a moved item goes) hash every index they hold or look up; through
/// `Hasher` an `Int` costs several calls into the standard library on Linux, through this a few
/// instructions. The indices are the package's own, never an attacker's, so a fast mix serves.
@usableFromInline
package struct IntKey: Hashable, Comparable, Sendable {
  /// The integer.
  @usableFromInline package var value: Int

  /// Wraps an integer.
  ///
  /// - Parameter value: The integer.
  @inlinable @inline(__always)
  package init(_ value: Int) {
    self.value = value
  }

  @inlinable
  package static func < (lhs: IntKey, rhs: IntKey) -> Bool {
    lhs.value < rhs.value
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }

  /// The integer's hash for a set or dictionary with a seed, mixed inline.
  ///
  /// - Parameter seed: The seed of the set or dictionary.
  /// - Returns: The hash.
  @inlinable
  package func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(value, seed: seed)
  }
}
