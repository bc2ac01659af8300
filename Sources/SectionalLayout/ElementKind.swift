/// The kind of a supplementary or decoration view, such as a section header or a section
/// background.
///
/// A layout places supplementary views beside the cells, and the collection view asks its data
/// source for a view of the matching kind; it creates decoration views itself, from the classes
/// registered for their kind. Any string names a kind, so custom layouts can add their own
/// (badges, separators, backgrounds); ``header`` and ``footer`` carry UIKit's strings so that
/// kinds read the same on every platform.
public struct ElementKind: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// A section header, placed above the section's items.
  public static let header = ElementKind(rawValue: "UICollectionElementKindSectionHeader")

  /// A section footer, placed below the section's items.
  public static let footer = ElementKind(rawValue: "UICollectionElementKindSectionFooter")

  /// The string that names the kind.
  public let rawValue: String

  /// Creates the kind named by a string.
  ///
  /// - Parameter rawValue: The name of the kind; any string is allowed.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates the kind named by a string literal, so that `"badge"` can stand for a kind.
  ///
  /// - Parameter value: The name of the kind.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// The name of the kind.
  public var description: String { rawValue }
}
