/// A physical axis of the screen: the axis a compositional group lays its subitems out along.
public enum LayoutAxis: Hashable, Sendable {
  /// Left to right (leading to trailing).
  case horizontal

  /// Top to bottom.
  case vertical

  /// The other axis.
  public var crossing: LayoutAxis {
    self == .horizontal ? .vertical : .horizontal
  }
}
