/// What a section's content insets are measured from (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: Hashable, Sendable {
  /// The layout configuration's reference, for a section; for the configuration, the safe area.
  case automatic

  /// The container's edges: the insets alone.
  case none

  /// The safe area: the view's safe-area insets add to the section's.
  case safeArea

  /// The layout margins: the view's layout margins add to the section's.
  case layoutMargins

  /// The readable content area: the layout margins, and across the axis no more than
  /// ``CompositionalLayout/readableContentWidth`` points, centred (Sectional's stand-in for
  /// UIKit's font-dependent readable width).
  case readableContent
}
