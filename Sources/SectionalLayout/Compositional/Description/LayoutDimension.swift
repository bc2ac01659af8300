import Foundation

/// One side of an element's size in a ``CompositionalLayout``: a fraction of its container, an
/// exact length, or an estimate that the content replaces with its measured length.
///
/// The container is the box the element lays out in: for an item or a nested group, its parent
/// group's frame less that group's ``LayoutGroup/contentInsets``; for a section's root group, the
/// section's box (see ``LayoutSection``); for a header or footer, the section's or the layout's
/// box; for a badge, the item it is attached to. Either fraction may size either side, so
/// `height: .fractionalWidth(0.5)` makes a tile half as tall as its container is wide.
public enum LayoutDimension: Hashable, Sendable {
  /// A fraction of the container's width.
  case fractionalWidth(CGFloat)

  /// A fraction of the container's height.
  case fractionalHeight(CGFloat)

  /// An exact length, in points.
  case absolute(CGFloat)

  /// A first guess, in points; the element takes the length the view measures when it shows it
  /// (self-sizing).
  case estimated(CGFloat)

  /// Measured like ``estimated(_:)``, then as long as the longest of its siblings in the same
  /// group; on the section's root group, as long as the longest group of the section (iOS 17's
  /// `uniformAcrossSiblings(estimate:)`).
  case uniformAcrossSiblings(estimate: CGFloat)

  /// Whether the length comes from measuring the content: ``estimated(_:)`` and
  /// ``uniformAcrossSiblings(estimate:)``.
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    default: false
    }
  }

  /// Whether the length is a fraction of the container: ``fractionalWidth(_:)`` and
  /// ``fractionalHeight(_:)``.
  public var isFractional: Bool {
    switch self {
    case .fractionalWidth, .fractionalHeight: true
    default: false
    }
  }

  /// The number the dimension carries: the fraction, the length or the estimate.
  public var value: CGFloat {
    switch self {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
      .estimated(let value), .uniformAcrossSiblings(let value):
      value
    }
  }
}
