import Foundation

/// The width and height of an element of a ``CompositionalLayout``, each a ``LayoutDimension``.
public struct LayoutSize: Hashable, Sendable {
  /// How wide the element is.
  public var widthDimension: LayoutDimension

  /// How tall the element is.
  public var heightDimension: LayoutDimension

  /// Creates a size from two dimensions.
  ///
  /// - Parameters:
  ///   - widthDimension: How wide the element is.
  ///   - heightDimension: How tall the element is.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The whole container: `.fractionalWidth(1)` by `.fractionalHeight(1)`, the default size of
  /// the DSL's items and groups.
  public static let fillingContainer = LayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

  /// The dimensions that are estimates, measured when the view shows the element.
  var estimatedDimensions: LayoutAttributes.Dimensions {
    var dimensions: LayoutAttributes.Dimensions = []
    if widthDimension.isEstimated { dimensions.insert(.width) }
    if heightDimension.isEstimated { dimensions.insert(.height) }
    return dimensions
  }

  /// Returns the dimension along an axis.
  func dimension(along axis: LayoutAxis) -> LayoutDimension {
    axis == .horizontal ? widthDimension : heightDimension
  }
}
