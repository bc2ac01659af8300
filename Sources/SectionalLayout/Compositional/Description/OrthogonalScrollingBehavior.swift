/// Whether a section of a ``CompositionalLayout`` scrolls on its own, across the layout's scroll
/// axis, and where it comes to rest (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// A section that scrolls orthogonally lays its group copies out one after another across the
/// layout's axis (a row of cards in a vertical layout) and is as long, along the axis, as one
/// group plus its insets. Its root group's fractions resolve against the whole container, and its
/// leading and trailing insets become the insets of its own scrolling content. The view keeps
/// its offset (``HeadlessCollectionView/contentOffset(ofSection:)``).
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
  /// The section follows the layout's axis: no scrolling of its own. The default.
  case none

  /// Scrolls freely and rests where it stops.
  case continuous

  /// Scrolls freely and rests with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary

  /// Rests at multiples of the container's length across the axis.
  case paging

  /// Rests at multiples of the root group's length plus the spacing between groups.
  case groupPaging

  /// Rests with a group centred in the container: group paging with the first group centred.
  case groupPagingCentered
}
