import Foundation

/// The axis of a DSL group: ``HorizontalGroupAxis`` or ``VerticalGroupAxis``.
public protocol GroupAxis {
  /// The axis the group lays its subitems out along.
  static var axis: LayoutAxis { get }
}

/// The axis of an ``HGroup``: left to right.
public enum HorizontalGroupAxis: GroupAxis {
  /// Horizontal.
  public static var axis: LayoutAxis { .horizontal }
}

/// The axis of a ``VGroup``: top to bottom.
public enum VerticalGroupAxis: GroupAxis {
  /// Vertical.
  public static var axis: LayoutAxis { .vertical }
}

/// A DSL group that lays its subitems out left to right.
///
/// ```swift
/// let row = HGroup(height: .absolute(100)) {
///   Item(width: .fractionalWidth(1 / 3))
///   VGroup(count: 2) { Item() }.width(.fractionalWidth(2 / 3))
/// }
/// ```
public typealias HGroup = AxisGroup<HorizontalGroupAxis>

/// A DSL group that lays its subitems out top to bottom.
public typealias VGroup = AxisGroup<VerticalGroupAxis>

/// A DSL group along an axis: ``HGroup`` or ``VGroup``, in each of ``LayoutGroup``'s forms.
///
/// A group fills its container by default; its modifiers (`width(_:)`, `interItemSpacing(_:)`,
/// `contentInsets(...)` and the others) return a modified group.
public struct AxisGroup<Axis: GroupAxis>: LayoutGroupElement {
  /// The group this value stands for.
  public var layoutGroup: LayoutGroup

  /// The leaf each item of the group was written with, depth first (see ``LayoutLeaf``).
  public var layoutLeaves: [(any LayoutLeaf)?]

  /// Creates a group that places its subitems in order, repeating them while the next one fits
  /// (UIKit's `horizontal(layoutSize:subitems:)` and `vertical(layoutSize:subitems:)`).
  ///
  /// - Parameters:
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - subitems: The items and groups, built with `if`, `switch` and `for`-`in`.
  public init(
    width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
    @SubitemBuilder subitems: () -> SubitemList
  ) {
    let written = subitems()
    layoutGroup = LayoutGroup(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      arrangement: .subitems(written.subitems, axis: Axis.axis))
    layoutLeaves = written.leaves
  }

  /// Creates a group of subitems built from each element of a sequence, in order (ListKit's
  /// `HGroup(of:)`).
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - subitems: The items and groups for one element.
  public init<Data: Sequence>(
    of data: Data, width: LayoutDimension = .fractionalWidth(1),
    height: LayoutDimension = .fractionalHeight(1),
    @SubitemBuilder subitems: (Data.Element) -> SubitemList
  ) {
    self.init(width: width, height: height) { data.map(subitems).reduce(SubitemList(), +) }
  }

  /// Creates a group of `count` equal slots, shrunk so that the spacing fits (UIKit's
  /// `subitem:count:` form).
  ///
  /// - Parameters:
  ///   - count: The number of slots.
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - subitem: The item or group in every slot.
  public init(
    count: Int, width: LayoutDimension = .fractionalWidth(1),
    height: LayoutDimension = .fractionalHeight(1),
    subitem: () -> some LayoutSubitemConvertible
  ) {
    let written = subitem()
    layoutGroup = LayoutGroup(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      arrangement: .equalSlots(written.layoutSubitem, count: count, axis: Axis.axis))
    layoutLeaves = written.layoutLeaves
  }

  /// Creates a group of one subitem repeated `count` times at its own size (iOS 16's
  /// `repeatingSubitem:count:` form).
  ///
  /// - Parameters:
  ///   - count: How many times.
  ///   - width: The width; the container's by default.
  ///   - height: The height; the container's by default.
  ///   - subitem: The item or group to repeat.
  public init(
    repeating count: Int, width: LayoutDimension = .fractionalWidth(1),
    height: LayoutDimension = .fractionalHeight(1),
    subitem: () -> some LayoutSubitemConvertible
  ) {
    let written = subitem()
    layoutGroup = LayoutGroup(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      arrangement: .repeating(written.layoutSubitem, count: count, axis: Axis.axis))
    layoutLeaves = written.layoutLeaves
  }

  /// The group's size.
  public var layoutSize: LayoutSize {
    get { layoutGroup.layoutSize }
    set { layoutGroup.layoutSize = newValue }
  }

  /// The insets of the box the subitems lay out in.
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

  /// The space between neighbouring subitems.
  public var interItemSpacing: LayoutSpacing? {
    get { layoutGroup.interItemSpacing }
    set { layoutGroup.interItemSpacing = newValue }
  }
}
