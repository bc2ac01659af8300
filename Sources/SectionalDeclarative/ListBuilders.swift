import Foundation
import SectionalAdapter

/// Builds a section's cells: one cell or an array of them per statement, with `if`, `switch`,
/// `for` loops and ``ForEach``.
@resultBuilder
public enum CellsBuilder {
  /// A cell.
  public static func buildExpression(_ cell: Cell) -> [Cell] { [cell] }

  /// Cells.
  public static func buildExpression(_ cells: [Cell]) -> [Cell] { cells }

  /// Cells made for each element of data.
  public static func buildExpression<Data>(_ forEach: ForEach<Data, Cell>) -> [Cell] {
    forEach.elements
  }

  /// The cells of every statement, in order.
  public static func buildBlock(_ parts: [Cell]...) -> [Cell] { parts.flatMap { $0 } }

  /// The cells of an `if` without `else`, when it holds.
  public static func buildOptional(_ part: [Cell]?) -> [Cell] { part ?? [] }

  /// The cells of an `if`'s first branch.
  public static func buildEither(first part: [Cell]) -> [Cell] { part }

  /// The cells of an `if`'s second branch.
  public static func buildEither(second part: [Cell]) -> [Cell] { part }

  /// The cells of every pass of a `for` loop.
  public static func buildArray(_ parts: [[Cell]]) -> [Cell] { parts.flatMap { $0 } }

  /// The cells of an availability check.
  public static func buildLimitedAvailability(_ part: [Cell]) -> [Cell] { part }
}

/// Builds a list's sections: declarative sections and hand-written controllers' sections, with
/// `if`, `switch`, `for` loops and ``ForEach``.
@resultBuilder
public enum SectionsBuilder {
  /// A declarative section.
  public static func buildExpression(_ section: ListSection) -> [ListSection] { [section] }

  /// A hand-written controller's section.
  public static func buildExpression(_ section: Section) -> [ListSection] {
    [ListSection(section)]
  }

  /// Declarative sections.
  public static func buildExpression(_ sections: [ListSection]) -> [ListSection] { sections }

  /// Sections made for each element of data.
  public static func buildExpression<Data>(_ forEach: ForEach<Data, ListSection>)
    -> [ListSection]
  {
    forEach.elements
  }

  /// The sections of every statement, in order.
  public static func buildBlock(_ parts: [ListSection]...) -> [ListSection] {
    parts.flatMap { $0 }
  }

  /// The sections of an `if` without `else`, when it holds.
  public static func buildOptional(_ part: [ListSection]?) -> [ListSection] { part ?? [] }

  /// The sections of an `if`'s first branch.
  public static func buildEither(first part: [ListSection]) -> [ListSection] { part }

  /// The sections of an `if`'s second branch.
  public static func buildEither(second part: [ListSection]) -> [ListSection] { part }

  /// The sections of every pass of a `for` loop.
  public static func buildArray(_ parts: [[ListSection]]) -> [ListSection] {
    parts.flatMap { $0 }
  }

  /// The sections of an availability check.
  public static func buildLimitedAvailability(_ part: [ListSection]) -> [ListSection] { part }
}

/// Cells or sections made for each element of data, in a list's builders.
///
/// ```swift
/// let names = ListSection(id: "names") {
///   ForEach(["Ada", "Grace"]) { name in
///     Cell(id: name, component: TextComponent(name))
///   }
/// }
/// ```
public struct ForEach<Data: Sequence, Element> {
  /// What was made, in the data's order.
  let elements: [Element]

  /// Makes one element for each element of data.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - make: Makes the cell or section of one element.
  public init(_ data: Data, _ make: (Data.Element) -> Element) {
    elements = data.map(make)
  }

  /// Makes the cells or sections of each element of data.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - make: Makes the cells or sections of one element.
  public init(_ data: Data, _ make: (Data.Element) -> [Element]) {
    elements = data.flatMap(make)
  }
}
