/// Builds a list of values from statements: `if`, `if`-`else`, `switch` and `for`-`in` included.
///
/// The DSL's supplementary, boundary and decoration lists use it, as in
/// `.boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: .header) }`.
@resultBuilder
public enum LayoutListBuilder<Element> {
  /// One value.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  /// Several values at once.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither(first part: [Element]) -> [Element] { part }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither(second part: [Element]) -> [Element] { part }

  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// Builds the subitems of a compositional group from statements: items, groups and composites
/// of your own (``LayoutSubitemConvertible``), with `if`, `switch` and `for`-`in`.
///
/// It keeps the leaf each item was written with (``LayoutLeaf``), so that a layer above can
/// read what each item shows from the same tree.
@resultBuilder
public enum SubitemBuilder {
  /// One item, group or composite.
  public static func buildExpression(_ element: some LayoutSubitemConvertible) -> SubitemList {
    SubitemList(subitems: [element.layoutSubitem], leaves: element.layoutLeaves)
  }

  /// Subitems built elsewhere.
  public static func buildExpression(_ elements: [LayoutGroup.Subitem]) -> SubitemList {
    SubitemList(elements)
  }

  /// Subitems built elsewhere, with their leaves.
  public static func buildExpression(_ list: SubitemList) -> SubitemList {
    list
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: SubitemList...) -> SubitemList {
    parts.reduce(SubitemList(), +)
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: SubitemList?) -> SubitemList {
    part ?? SubitemList()
  }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither(first part: SubitemList) -> SubitemList {
    part
  }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither(second part: SubitemList) -> SubitemList {
    part
  }

  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [SubitemList]) -> SubitemList {
    parts.reduce(SubitemList(), +)
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: SubitemList) -> SubitemList {
    part
  }
}

extension LayoutGroup.Subitem: LayoutSubitemConvertible {
  /// The subitem itself.
  public var layoutSubitem: LayoutGroup.Subitem { self }
}
