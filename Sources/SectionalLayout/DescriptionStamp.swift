import Foundation

/// A name for one section description, which the content gives a layout in place of the
/// description itself: while a section's stamp stays the same, so does its description.
///
/// A layout reads every section's description at every preparation to find those that changed.
/// On a screen of thousands of described sections, most of them unchanged by an update, reading
/// and comparing each description costs more than laying out the few that changed. A content
/// that knows when a description changes (the declarative layer's sections with a fixed
/// description know it at their commit) stamps it instead
/// (``LayoutContent/descriptionStamps(ofSections:)``), and a layout that finds the stamp it laid
/// a section out with keeps the section without reading its description.
///
/// ``unstamped`` promises nothing: the layout reads the description, as it does for a content
/// that stamps none. Any other stamp is minted by ``next()``, never twice in a process, so two
/// equal stamps name one description.
///
/// ```swift
/// var stamp = DescriptionStamp.next()
/// // The description changes: so does its stamp.
/// stamp = .next()
/// ```
public struct DescriptionStamp: Hashable, Sendable {
  /// The stamp's number; 0 for ``unstamped``.
  public let rawValue: UInt64

  private init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No promise: the layout reads the section's description.
  public static let unstamped = DescriptionStamp(rawValue: 0)

  /// The last stamp minted.
  @MainActor private static var last: UInt64 = 0

  /// Returns a stamp no other call has returned in this process.
  ///
  /// - Complexity: O(1).
  @MainActor
  public static func next() -> DescriptionStamp {
    // A 64-bit count: minting a stamp every nanosecond, it wraps after 584 years.
    last &+= 1
    return DescriptionStamp(rawValue: last)
  }
}

/// A section that has a layout description, with the stamp of its description
/// (``LayoutContent/descriptionStamps(ofSections:)``).
public struct StampedSection: Hashable, Sendable {
  /// The index of the section.
  public var section: Int

  /// The stamp of the section's description now.
  public var stamp: DescriptionStamp

  /// Creates a stamped section.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - stamp: The stamp of the section's description now.
  public init(section: Int, stamp: DescriptionStamp) {
    self.section = section
    self.stamp = stamp
  }
}
