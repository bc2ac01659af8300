import Foundation

/// A DSL group that places one item at each frame a closure returns (UIKit's
/// `custom(layoutSize:itemProvider:)`).
///
/// ```swift
/// let staircase = CustomGroup(height: .absolute(120)) { environment in
///   (0..<3).map { step in
///     CustomGroupItem(frame: CGRect(x: CGFloat(step) * 40, y: CGFloat(step) * 40, width: 40, height: 40))
///   }
/// }
/// ```
public struct CustomGroup: LayoutElement, LayoutGroupConvertible {
  /// The group this value stands for.
  public var layoutGroup: LayoutGroup

  /// Creates a custom group.
  ///
  /// - Parameters:
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - itemProvider: The frames of the group's items, relative to its origin, given the group's
  ///     box as the container.
  public init(
    width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
    itemProvider: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]
  ) {
    layoutGroup = .custom(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      itemProvider: itemProvider)
  }

  /// The group's size.
  public var layoutSize: LayoutSize {
    get { layoutGroup.layoutSize }
    set { layoutGroup.layoutSize = newValue }
  }

  /// The insets of the box the items lay out in.
  public var contentInsets: DirectionalEdgeInsets {
    get { layoutGroup.contentInsets }
    set { layoutGroup.contentInsets = newValue }
  }

  /// Space outside the group.
  public var edgeSpacing: EdgeSpacing? {
    get { layoutGroup.edgeSpacing }
    set { layoutGroup.edgeSpacing = newValue }
  }

  /// Supplementary views attached to the group.
  public var supplementaryItems: [SupplementaryItem] {
    get { layoutGroup.supplementaryItems }
    set { layoutGroup.supplementaryItems = newValue }
  }

}
