/// What a layer above the layout shows in one item of a group written with the DSL: a
/// declarative component that carries its own size, say.
///
/// A group's builder keeps the leaves it was written with, depth first, beside the layout it
/// describes (``LayoutSubitemConvertible/layoutLeaves``), so that one tree written once gives
/// both the layout and what each item shows. The layout never reads them.
public protocol LayoutLeaf {}

/// The subitems a group's builder collected, with the leaf each item was written with.
///
/// ``SubitemBuilder`` makes it; the groups' initializers take it.
public struct SubitemList {
  /// The items and groups, in order.
  public var subitems: [LayoutGroup.Subitem]

  /// One entry per item written in ``subitems``, depth first: the leaf it was written with, or
  /// `nil` for an item of the layout alone (``Item``).
  public var leaves: [(any LayoutLeaf)?]

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - subitems: The items and groups, in order.
  ///   - leaves: The leaf of each item written, depth first.
  public init(subitems: [LayoutGroup.Subitem] = [], leaves: [(any LayoutLeaf)?] = []) {
    self.subitems = subitems
    self.leaves = leaves
  }

  /// Subitems of the layout alone, with no leaves.
  ///
  /// - Parameter subitems: The items and groups.
  public init(_ subitems: [LayoutGroup.Subitem]) {
    self.subitems = subitems
    self.leaves = Array(repeating: nil, count: subitems.reduce(0) { $0 + $1.writtenItemCount })
  }

  /// This list followed by another.
  static func + (lhs: SubitemList, rhs: SubitemList) -> SubitemList {
    SubitemList(subitems: lhs.subitems + rhs.subitems, leaves: lhs.leaves + rhs.leaves)
  }
}

extension LayoutGroup.Subitem {
  /// How many items the subitem was written with, depth first: 1 for an item, the items of its
  /// subitems for a group (a count or repeating group's subitem once), none for a custom group.
  package var writtenItemCount: Int {
    switch self {
    case .item: 1
    case .group(let group):
      switch group.arrangement {
      case .subitems(let subitems, _): subitems.reduce(0) { $0 + $1.writtenItemCount }
      case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): subitem.writtenItemCount
      case .custom: 0
      }
    }
  }
}

extension LayoutSubitemConvertible {
  /// No leaves: one `nil` per item the subitem was written with.
  public var layoutLeaves: [(any LayoutLeaf)?] {
    Array(repeating: nil, count: layoutSubitem.writtenItemCount)
  }
}
