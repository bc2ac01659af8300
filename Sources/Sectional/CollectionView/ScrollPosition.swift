/// Where an item ends up in the viewport when the collection view scrolls to it.
///
/// An empty position scrolls as little as possible to make the item visible.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a position from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The item's top at the viewport's top.
  public static let top = ScrollPosition(rawValue: 1 << 0)

  /// The item centred vertically in the viewport.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)

  /// The item's bottom at the viewport's bottom.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
}
