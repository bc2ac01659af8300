/// Where an element ends up in the viewport when the collection view scrolls to it.
///
/// A position combines at most one vertical member (``top``, ``centeredVertically``, ``bottom``)
/// and one horizontal member (``left``, ``centeredHorizontally``, ``right``); the layout uses the
/// member on its scroll axis. An empty position, or one with no member on the scroll axis,
/// scrolls as little as possible to show the element, as UIKit does.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a position from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The element's top at the viewport's top.
  public static let top = ScrollPosition(rawValue: 1 << 0)

  /// The element centred vertically in the viewport.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)

  /// The element's bottom at the viewport's bottom.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)

  /// The element's left edge at the viewport's left edge.
  public static let left = ScrollPosition(rawValue: 1 << 3)

  /// The element centred horizontally in the viewport.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)

  /// The element's right edge at the viewport's right edge.
  public static let right = ScrollPosition(rawValue: 1 << 5)
}
