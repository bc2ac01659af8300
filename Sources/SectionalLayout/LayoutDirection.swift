/// The direction in which a line of content runs: where "leading" and "trailing" are.
public enum LayoutDirection: Hashable, Sendable {
  /// Left to right: leading is left.
  case leftToRight

  /// Right to left, as in Arabic and Hebrew: leading is right, and layouts mirror their lines.
  case rightToLeft
}
