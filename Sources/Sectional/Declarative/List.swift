import Foundation

/// A whole screen as a value: sections of cells, and hand-written controllers' sections among
/// them, applied with ``CollectionViewAdapter/apply(_:updateMode:completion:)``.
///
/// ```swift
/// let list = List {
///   ListSection(id: "greetings") {
///     Cell(id: "hello", component: TextComponent("Hello"))
///   }
///   Section(id: "ads", model: ["ad"], controller: ListSectionController<[String], String>())
/// }
/// ```
public struct List {
  /// The sections, in order.
  public var sections: [ListSection]

  /// Creates a list of sections.
  ///
  /// - Parameter sections: The sections, in order.
  public init(sections: [ListSection]) {
    self.sections = sections
  }

  /// Creates a list of sections built with a result builder.
  ///
  /// - Parameter sections: Builds the sections (`if`, `for`, ``ForEach`` and arrays work, and a
  ///   ``Section`` of a hand-written controller stands among them).
  public init(@SectionsBuilder sections: () -> [ListSection]) {
    self.init(sections: sections())
  }
}
