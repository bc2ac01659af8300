import Foundation

/// A whole screen as a value: sections of cells, and hand-written controllers' sections among
/// them, applied with ``CollectionViewAdapter/apply(_:updateStrategy:completion:)``.
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

  /// When the end of the content is reached, and what to do then.
  var reachedEnd: (offset: ReachedEndOffset, handler: @MainActor (ReachedEndEvent) -> Void)?

  /// What a refresh does (a pull to refresh, ``CollectionViewAdapter/refresh()``).
  var refreshHandler: (@MainActor () -> Void)?

  /// The handlers of the list's scroll events.
  var scrollHandlers = ListScrollHandlers()

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

  /// Creates a list of the sections made for each element of data: ListKit's `render(of:)`.
  ///
  /// ```swift
  /// let list = List(of: ["Fruit", "Vegetables"]) { name in
  ///   ListSection(id: name) { Cell(id: name, component: TextComponent(name)) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The data, one element per group of sections.
  ///   - sections: Builds the sections of one element.
  public init<Data: Sequence>(
    of data: Data, @SectionsBuilder _ sections: (Data.Element) -> [ListSection]
  ) {
    var all: [ListSection] = []
    for element in data {
      all += sections(element)
    }
    self.init(sections: all)
  }
}

extension List {
  /// Returns the list with a handler for when the end of its content comes near: the place to
  /// load the next page.
  ///
  /// The handler is latched: it fires once, and again only after the content grew (the next
  /// page arrived, or any longer list: a loading row too, so a handler that shows one keeps a
  /// loading flag), the viewport left the end's reach by more than its length (the user
  /// scrolled away and back), a
  /// refresh (``CollectionViewAdapter/refresh()``), or
  /// ``CollectionViewAdapter/rearmReachedEnd()`` re-armed it. Content that shrinks does not
  /// re-arm it, so a handler whose answer shortens the list is not called again at once. It is checked
  /// after every applied update, every scroll and every resize of the viewport, along the
  /// layout's scroll axis, with the view's adjusted content insets; content shorter than the
  /// viewport has reached its end at once. The latch outlives any one list: a list applied
  /// without this modifier silences the handler and leaves the latch as it is for the next list
  /// that has one.
  ///
  /// ```swift
  /// let feed = List(sections: [])
  ///   .onReachedEnd(offset: .absolute(100)) { _ in
  ///     // Load the next page, then apply the longer list.
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - offset: How close to the end it fires; two viewports by default.
  ///   - handler: Called when the end comes near.
  /// - Returns: The list.
  public func onReachedEnd(
    offset: ReachedEndOffset = .relativeToContainerSize(multiplier: 2),
    handler: @escaping @MainActor (ReachedEndEvent) -> Void
  ) -> List {
    var list = self
    list.reachedEnd = (offset, handler)
    return list
  }

  /// Returns the list with what a refresh does: a pull to refresh in an app,
  /// ``CollectionViewAdapter/refresh()`` headlessly (the terminal's `refresh` command).
  ///
  /// - Parameter handler: Called when the list is refreshed.
  /// - Returns: The list.
  public func onRefresh(_ handler: @escaping @MainActor () -> Void) -> List {
    var list = self
    list.refreshHandler = handler
    return list
  }
}
