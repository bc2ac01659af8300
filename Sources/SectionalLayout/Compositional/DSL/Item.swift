import Foundation

/// The DSL's name for a ``LayoutItem``: `Item(width: .fractionalWidth(1 / 3))`.
public typealias Item = LayoutItem

extension LayoutItem {
  /// Creates an item of a size; it fills its container by default.
  ///
  /// - Parameters:
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  public init(
    width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1)
  ) {
    self.init(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
  }

  /// Creates an item of a size with supplementary views, such as a badge.
  ///
  /// - Parameters:
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - supplementaryItems: The views attached to the item.
  public init(
    width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
    @LayoutListBuilder<SupplementaryItem> supplementaryItems: () -> [SupplementaryItem]
  ) {
    self.init(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      supplementaryItems: supplementaryItems())
  }
}
