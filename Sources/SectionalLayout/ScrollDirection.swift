/// The axis along which a layout's content scrolls.
public enum ScrollDirection: Hashable, Sendable {
  /// Top to bottom: the content grows in height, and rows span the width.
  case vertical

  /// Leading to trailing: the content grows in width, and columns span the height.
  case horizontal
}
