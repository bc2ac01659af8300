import Foundation

/// A box of a ``CompositionalLayout`` that lays out items and nested groups along an axis, or
/// where a closure says (UIKit's `NSCollectionLayoutGroup`).
///
/// A group is itself an element of its parent: it has a size, insets, edge spacing and
/// supplementary views. A section's root group is a template that repeats until the section's
/// items run out, each copy taking as many items as its leaves, and the last copy keeps its
/// full size even when it is only partly filled.
///
/// Each way of creating a group has its own rule for how many subitems fit:
///
/// - ``horizontal(layoutSize:subitems:)-(_,[LayoutGroup.Subitem])`` and
///   ``vertical(layoutSize:subitems:)-(_,[LayoutGroup.Subitem])`` place the
///   subitems in order and start again from the first, while the next one fits in the box; the
///   first that would cross the box's edge starts the next copy. One subitem is always placed,
///   even if it is too long (a diagnostic says so).
/// - ``horizontal(layoutSize:subitem:count:)`` and ``vertical(layoutSize:subitem:count:)``
///   divide the box into `count` equal slots, less the spacing: each slot is
///   `(box − (count − 1) × spacing) / count`, and the subitem's other fractional dimension
///   resolves against `box − (count − 1) × spacing`.
/// - ``horizontal(layoutSize:repeatingSubitem:count:)`` and
///   ``vertical(layoutSize:repeatingSubitem:count:)`` place the subitem `count` times at its
///   own size; if they do not fit they are placed anyway, and a diagnostic says by how much.
/// - ``custom(layoutSize:itemProvider:)`` places one item at each frame a closure returns.
public struct LayoutGroup: Hashable, Sendable {
  /// An element of a group: an item or a nested group.
  public indirect enum Subitem: Hashable, Sendable {
    /// A leaf that shows one data item.
    case item(LayoutItem)

    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size.
    package var layoutSize: LayoutSize {
      switch self {
      case .item(let item): item.layoutSize
      case .group(let group): group.layoutSize
      }
    }

    /// The subitem's edge spacing.
    package var edgeSpacing: EdgeSpacing? {
      switch self {
      case .item(let item): item.edgeSpacing
      case .group(let group): group.edgeSpacing
      }
    }
  }

  /// How a group arranges its subitems.
  public enum Arrangement: Hashable, Sendable {
    /// The subitems in order, repeated while the next one fits.
    case subitems([Subitem], axis: LayoutAxis)

    /// `count` equal slots of one subitem, shrunk by the spacing.
    case equalSlots(Subitem, count: Int, axis: LayoutAxis)

    /// One subitem `count` times at its own size.
    case repeating(Subitem, count: Int, axis: LayoutAxis)

    /// One item at each frame a closure returns.
    case custom(CustomGroupItemProvider)
  }

  /// The size, whose fractions are of the parent's box (the section's, for a root group).
  public var layoutSize: LayoutSize

  /// How the group arranges its subitems.
  public var arrangement: Arrangement

  /// The space between neighbouring subitems along the group's axis; none by default.
  public var interItemSpacing: LayoutSpacing?

  /// Insets that shrink the box the subitems lay out in (and the frame the group's
  /// supplementary views attach to); the group keeps its size.
  public var contentInsets: DirectionalEdgeInsets

  /// Space outside the group, between it and its neighbours and its parent's edges.
  ///
  /// A root group has no parent group: its edge spacing is not applied, and is reported
  /// (``CompositionalLayoutDiagnostic/Kind/edgeSpacingIgnored``).
  public var edgeSpacing: EdgeSpacing?

  /// Supplementary views attached to the group.
  public var supplementaryItems: [SupplementaryItem]

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - layoutSize: The size.
  ///   - arrangement: How the group arranges its subitems.
  public init(layoutSize: LayoutSize, arrangement: Arrangement) {
    self.layoutSize = layoutSize
    self.arrangement = arrangement
    self.interItemSpacing = nil
    self.contentInsets = .zero
    self.edgeSpacing = nil
    self.supplementaryItems = []
  }

  /// A group that places its subitems left to right, repeating them while the next one fits.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items and groups to place, in order.
  /// - Returns: The group.
  public static func horizontal(layoutSize: LayoutSize, subitems: [Subitem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .horizontal))
  }

  /// A group that places its items left to right, repeating them while the next one fits.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items to place, in order.
  /// - Returns: The group.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    horizontal(layoutSize: layoutSize, subitems: subitems.map(Subitem.item))
  }

  /// A group that places its subitems top to bottom, repeating them while the next one fits.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items and groups to place, in order.
  /// - Returns: The group.
  public static func vertical(layoutSize: LayoutSize, subitems: [Subitem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .vertical))
  }

  /// A group that places its items top to bottom, repeating them while the next one fits.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items to place, in order.
  /// - Returns: The group.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    vertical(layoutSize: layoutSize, subitems: subitems.map(Subitem.item))
  }

  /// A group of `count` equal slots left to right, shrunk so that the spacing fits (UIKit's
  /// `horizontal(layoutSize:subitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item or group in every slot; its width is replaced by the slot's.
  ///   - count: The number of slots; a count below 1 counts as 1. Only the slots that take
  ///     items are laid out, so a count far above the items (even `Int.max`) costs what the
  ///     items cost; slots that the spacing leaves less than a pixel are empty.
  /// - Returns: The group.
  public static func horizontal(layoutSize: LayoutSize, subitem: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .equalSlots(subitem, count: count, axis: .horizontal))
  }

  /// A group of `count` equal slots top to bottom, shrunk so that the spacing fits (UIKit's
  /// `vertical(layoutSize:subitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item or group in every slot; its height is replaced by the slot's.
  ///   - count: The number of slots; a count below 1 counts as 1. Only the slots that take
  ///     items are laid out, so a count far above the items (even `Int.max`) costs what the
  ///     items cost; slots that the spacing leaves less than a pixel are empty.
  /// - Returns: The group.
  public static func vertical(layoutSize: LayoutSize, subitem: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .equalSlots(subitem, count: count, axis: .vertical))
  }

  /// A group of one subitem repeated `count` times left to right at its own size (iOS 16's
  /// `horizontal(layoutSize:repeatingSubitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The item or group to repeat.
  ///   - count: How many times; a count below 1 counts as 1.
  /// - Returns: The group.
  public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(
      layoutSize: layoutSize,
      arrangement: .repeating(repeatingSubitem, count: count, axis: .horizontal))
  }

  /// A group of one subitem repeated `count` times top to bottom at its own size (iOS 16's
  /// `vertical(layoutSize:repeatingSubitem:count:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The item or group to repeat.
  ///   - count: How many times; a count below 1 counts as 1.
  /// - Returns: The group.
  public static func vertical(layoutSize: LayoutSize, repeatingSubitem: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(
      layoutSize: layoutSize,
      arrangement: .repeating(repeatingSubitem, count: count, axis: .vertical))
  }

  /// A group that places one item at each frame a closure returns, relative to the group's
  /// origin (UIKit's `custom(layoutSize:itemProvider:)`).
  ///
  /// The closure receives the group's box as its container. Each frame takes one data item;
  /// frames beyond the section's remaining items are not used.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - itemProvider: The frames of the group's items.
  /// - Returns: The group.
  public static func custom(
    layoutSize: LayoutSize,
    itemProvider: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]
  ) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(CustomGroupItemProvider(itemProvider)))
  }
}
