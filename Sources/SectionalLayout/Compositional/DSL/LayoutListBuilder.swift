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
@resultBuilder
public enum SubitemBuilder {
  /// One item, group or composite.
  public static func buildExpression(_ element: some LayoutSubitemConvertible)
    -> [LayoutGroup.Subitem]
  {
    [element.layoutSubitem]
  }

  /// Subitems built elsewhere.
  public static func buildExpression(_ elements: [LayoutGroup.Subitem]) -> [LayoutGroup.Subitem] {
    elements
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [LayoutGroup.Subitem]...) -> [LayoutGroup.Subitem] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [LayoutGroup.Subitem]?) -> [LayoutGroup.Subitem] {
    part ?? []
  }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither(first part: [LayoutGroup.Subitem]) -> [LayoutGroup.Subitem] {
    part
  }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither(second part: [LayoutGroup.Subitem]) -> [LayoutGroup.Subitem] {
    part
  }

  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [[LayoutGroup.Subitem]]) -> [LayoutGroup.Subitem] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [LayoutGroup.Subitem])
    -> [LayoutGroup.Subitem]
  {
    part
  }
}

extension LayoutGroup.Subitem: LayoutSubitemConvertible {
  /// The subitem itself.
  public var layoutSubitem: LayoutGroup.Subitem { self }
}
