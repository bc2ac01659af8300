import Foundation
import SectionalDiffing

/// What one update item of a batch points at: a whole section, or one item in a section.
///
/// UIKit stores a section operation as an index path whose item is `NSNotFound`, and sorts update
/// items by index path. Keeping the section case apart (``item`` is `nil`) gives the same order,
/// where a section comes after every item in it, without letting an absurd item index pass for a
/// section.
///
/// The item is kept as a plain integer beside a flag, not as an optional: validation compares
/// targets for every operation it checks, and two integers compare without unwrapping either.
struct UpdateTarget: Hashable, Comparable, Sendable {
  /// The section, before or after the update depending on the operation.
  var section: Int

  /// The item, or `Int.max` for a section: the greatest item, so that ``<`` compares sections
  /// and items alike and needs the flag only to tell a section from an item `Int.max`.
  private let rawItem: Int

  /// Whether the target is a whole section.
  let isSection: Bool

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - item: The item within the section, or `nil` for the section itself.
  init(section: Int, item: Int?) {
    self.section = section
    rawItem = item ?? .max
    isSection = item == nil
  }

  /// The item within the section, or `nil` when the target is the section itself.
  var item: Int? { isSection ? nil : rawItem }

  /// A target for a whole section.
  static func section(_ section: Int) -> UpdateTarget {
    UpdateTarget(section: section, item: nil)
  }

  /// A target for the item at an index path that has a section and an item.
  static func item(_ indexPath: IndexPath) -> UpdateTarget {
    UpdateTarget(section: indexPath.section, item: indexPath.item)
  }

  /// The item, or `NSNotFound` for a section, as UIKit prints it.
  var itemValue: Int { item ?? BatchUpdateError.notFound }

  /// The target as an index path; a section's item is `NSNotFound`.
  var indexPath: IndexPath { IndexPath(item: itemValue, section: section) }

  /// The target's hash for a set or dictionary with a seed, mixed inline rather than fed to a
  /// `Hasher`: the batch's maps look up every moved item by its target.
  ///
  /// - Parameter seed: The seed of the set or dictionary.
  /// - Returns: The hash.
  func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(section, item ?? .min, seed: seed)
  }

  /// UIKit's order of update items: by section, then by item, with a section after its items.
  static func < (lhs: UpdateTarget, rhs: UpdateTarget) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    if lhs.rawItem != rhs.rawItem { return lhs.rawItem < rhs.rawItem }
    return !lhs.isSection && rhs.isSection
  }
}

/// A move between two update targets, both sections or both items.
struct TargetMove: Hashable, Comparable, Sendable {
  /// Where the section or item is before the update.
  var from: UpdateTarget

  /// Where the section or item is after the update.
  var to: UpdateTarget

  /// Moves in UIKit's order, by source; moves from the same source by destination.
  static func < (lhs: TargetMove, rhs: TargetMove) -> Bool {
    lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
  }
}
