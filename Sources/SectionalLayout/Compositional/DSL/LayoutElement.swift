/// Something a compositional group's builder accepts: an item, a group, or a composite of your
/// own made of them.
///
/// The requirement returns a concrete value, so a type of your own conforms by building its
/// content from the DSL's values:
///
/// ```swift
/// struct PhotoPair: LayoutGroupConvertible {
///   var layoutGroup: LayoutGroup {
///     VGroup(count: 2) { Item() }.interItemSpacing(.fixed(4)).layoutGroup
///   }
/// }
/// let row = HGroup(height: .absolute(120)) {
///   Item(width: .fractionalWidth(0.5))
///   PhotoPair().layoutGroup.width(.fractionalWidth(0.5))
/// }
/// ```
public protocol LayoutSubitemConvertible {
  /// The item or group this value stands for.
  var layoutSubitem: LayoutGroup.Subitem { get }

  /// The leaf each item of ``layoutSubitem`` was written with, depth first (see ``LayoutLeaf``);
  /// all `nil` by default, for a value of the layout alone.
  var layoutLeaves: [(any LayoutLeaf)?] { get }
}

/// Something that stands for a compositional group: what a section's root and the DSL's group
/// builders take.
public protocol LayoutGroupConvertible: LayoutSubitemConvertible {
  /// The group this value stands for.
  var layoutGroup: LayoutGroup { get }
}

extension LayoutGroupConvertible {
  /// The group, as a subitem of another group.
  public var layoutSubitem: LayoutGroup.Subitem { .group(layoutGroup) }
}

/// A value of a compositional layout with a size: what the `width(_:)`, `height(_:)` and
/// `size(_:)` modifiers change.
public protocol LayoutSizing {
  /// The value's size.
  var layoutSize: LayoutSize { get set }
}

/// A value of a compositional layout with content insets: what the `contentInsets` modifiers
/// change.
public protocol ContentInsetting {
  /// Insets that shrink the value's frame, or the box its content lays out in.
  var contentInsets: DirectionalEdgeInsets { get set }
}

/// An element of a compositional layout: an item or a group.
///
/// It has a size, insets, edge spacing and supplementary views; its modifiers return a modified
/// copy.
public protocol LayoutElement: LayoutSubitemConvertible, LayoutSizing, ContentInsetting {

  /// Space outside the element.
  var edgeSpacing: EdgeSpacing? { get set }

  /// Supplementary views attached to the element.
  var supplementaryItems: [SupplementaryItem] { get set }
}

/// A compositional group whose spacing between subitems can be set: the DSL's groups and
/// ``LayoutGroup`` itself.
public protocol LayoutGroupElement: LayoutElement, LayoutGroupConvertible {
  /// The space between neighbouring subitems.
  var interItemSpacing: LayoutSpacing? { get set }
}

extension LayoutItem: LayoutElement {
  /// The item, as a subitem of a group.
  public var layoutSubitem: LayoutGroup.Subitem { .item(self) }
}

extension LayoutGroup: LayoutGroupElement {
  /// The group itself.
  public var layoutGroup: LayoutGroup { self }
}
