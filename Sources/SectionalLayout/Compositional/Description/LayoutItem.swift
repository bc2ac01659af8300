import Foundation

/// The leaf of a ``CompositionalLayout``: one cell, its size, and the space around it (UIKit's
/// `NSCollectionLayoutItem`).
///
/// A group places one data item of the section in each leaf it lays out, depth first, and
/// repeats until the section's items run out.
public struct LayoutItem: Hashable, Sendable {
  /// The size, whose fractions are of the containing group's box.
  public var layoutSize: LayoutSize

  /// Supplementary views attached to the item, such as a badge.
  public var supplementaryItems: [SupplementaryItem]

  /// Insets that shrink the cell's frame after its place in the group is decided.
  ///
  /// The group does not grow. Ignored on an axis whose dimension is estimated, as in UIKit.
  public var contentInsets: DirectionalEdgeInsets

  /// Space outside the item, between it and its neighbours and its group's edges.
  public var edgeSpacing: EdgeSpacing?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - layoutSize: The size, whose fractions are of the containing group's box.
  ///   - supplementaryItems: Supplementary views attached to the item; none by default.
  public init(layoutSize: LayoutSize, supplementaryItems: [SupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    self.contentInsets = .zero
    self.edgeSpacing = nil
  }
}
