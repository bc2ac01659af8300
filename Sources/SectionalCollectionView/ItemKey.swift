import Foundation
import SectionalDiffing

/// An item's place, section and item, as the headless view keys what it keeps per item: shown
/// cells, selection, prefetches and measured sizes.
///
/// `IndexPath` would do, but on Linux its hashing and comparison are calls into Foundation that
/// the compiler cannot inline, and a layout pass hashes and sorts every item near the viewport.
/// Two integers hash and compare inline. The view's public API still speaks `IndexPath`: it
/// converts at its edges, and only an index path with a section and an item becomes a key.
///
/// Keys order as their index paths do: by section, then by item.
///
/// A ``BatchUpdate`` an adapter writes keeps its item operations as keys too (see
/// ``IndexPathList``), so that validation reads two integers where it would call into
/// Foundation for each index of each path.
package struct ItemKey: Hashable, Comparable, Sendable {
  /// The item's section.
  package var section: Int

  /// The item within its section.
  package var item: Int

  /// Creates the key of an item.
  ///
  /// - Parameters:
  ///   - section: The item's section.
  ///   - item: The item within its section.
  @inlinable package init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Creates the key of the item an index path names, or `nil` when the index path does not have
  /// exactly two indices (a section and an item), so names no item.
  ///
  /// - Parameter indexPath: An item's index path.
  package init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath[0], item: indexPath[1])
  }

  /// The item's index path.
  package var indexPath: IndexPath {
    IndexPath(item: item, section: section)
  }

  /// Feeds the key to a hasher: its section, then its item.
  ///
  /// - Parameter hasher: The hasher.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(section)
    hasher.combine(item)
  }

  /// The key's hash for a dictionary or set with a seed, mixed inline.
  ///
  /// Dictionaries and sets hash through this requirement; the default feeds ``hash(into:)`` to a
  /// `Hasher`, whose every step is a call into the standard library on Linux, several times the
  /// cost of a lookup here. The keys are the view's own, never an attacker's, so a fast mix
  /// (a 64-bit multiply-xorshift finalizer, over the seed, the section and the item) serves.
  ///
  /// - Parameter seed: The seed of the dictionary or set.
  /// - Returns: The hash.
  package func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(section, item, seed: seed)
  }

  /// Orders keys by section, then by item, as `IndexPath` orders two-index paths.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: Whether `lhs` comes before `rhs`.
  package static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}
