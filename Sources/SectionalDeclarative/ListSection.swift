import Foundation
import SectionalAdapter
import SectionalLayout

/// A section of a declarative list: an id, its cells, an optional header and footer, and how it
/// is laid out.
///
/// Named so that it does not collide with the adapter's ``Section``: a list mixes both. A
/// ``Section`` written in a list's builder is a section of a hand-written controller, shown as
/// it would be by ``CollectionViewAdapter/update(_:updateStrategy:completion:)``.
///
/// ```swift
/// let greetings = ListSection(id: "greetings") {
///   Cell(id: "hello", component: TextComponent("Hello"))
///   Cell(id: "bye", component: TextComponent("Bye"))
/// }
/// .withHeader(TextComponent("Greetings"))
/// ```
///
/// A section never reloads whole because its cells changed: its cells are diffed by identity,
/// changed ones reconfigured in place, and a changed header or footer is rendered again into the
/// view that shows it. Only another identity (a hand-written section under the same id) replaces
/// it.
public struct ListSection {
  /// The section's id, unique within the list.
  public let id: SectionID

  /// What the section holds.
  enum Content {
    /// Cells, with a header, a footer and a layout.
    case cells(ComponentSectionModel)
    /// A hand-written controller's section.
    ///
    /// Boxed, so that both cases hold one reference: reading a list section's content, as every
    /// apply does for every section, then copies a word rather than switching over the cases
    /// to copy a whole `Section`.
    ///
    /// With the modifiers of a section of cells written on it (`withHeader(_:)`…), which change
    /// nothing here: each apply reports them (``Diagnostic/Kind/modifierIgnored``).
    indirect case controller(Section, ignoredModifiers: [String])
  }

  /// What the section holds.
  var content: Content

  /// Creates a section of cells.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the list, that stays the same across updates.
  ///   - cells: The section's cells.
  public init<ID: Hashable & Sendable>(id: ID, cells: [Cell]) {
    self.id = SectionID(id)
    content = .cells(ComponentSectionModel(cells: cells))
  }

  /// Creates a section of cells built with a result builder.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the list, that stays the same across updates.
  ///   - cells: Builds the section's cells (`if`, `for`, ``ForEach`` and arrays work).
  public init<ID: Hashable & Sendable>(id: ID, @CellsBuilder cells: () -> [Cell]) {
    self.init(id: id, cells: cells())
  }

  /// Creates a section of the cells made for each element of data.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the list, that stays the same across updates.
  ///   - data: The data, one element per group of cells.
  ///   - cells: Builds the cells of one element.
  public init<ID: Hashable & Sendable, Data: Sequence>(
    id: ID, of data: Data, @CellsBuilder _ cells: (Data.Element) -> [Cell]
  ) {
    var all: [Cell] = []
    for element in data {
      all += cells(element)
    }
    self.init(id: id, cells: all)
  }

  /// Wraps a hand-written controller's section, to show it among declarative ones.
  ///
  /// - Parameter section: The section.
  public init(_ section: Section) {
    id = section.id
    content = .controller(section, ignoredModifiers: [])
  }

  /// The section's cells; empty for a hand-written controller's section.
  public var cells: [Cell] {
    if case .cells(let model) = content { return model.cells }
    return []
  }

  /// Creates a section of placeholders: `count` cells of one component, with sample data of the
  /// size the content will have, drawn as skeletons while the data loads.
  ///
  /// - Parameters:
  ///   - id: The section's id: the content's, so that the content replaces it in place.
  ///   - count: How many placeholder cells.
  ///   - component: The component the content will have, with sample data.
  /// - Returns: The section.
  @MainActor
  public static func placeholders<ID: Hashable & Sendable, Sample: Component>(
    id: ID, count: Int, component: Sample
  ) -> ListSection {
    ListSection(
      id: id,
      cells: (0..<max(0, count)).map {
        Cell(id: PlaceholderID(index: $0), component: component).placeholder()
      })
  }

  /// Marks every cell a placeholder.
  mutating func markCellsAsPlaceholders() {
    guard case .cells(var model) = content else { return }
    model.cells = model.cells.map { $0.placeholder() }
    content = .cells(model)
  }

  /// Changes the header and footer handlers of a section of cells.
  func modifyingSupplementaryEvents(
    _ modifier: String = #function, _ change: (inout SupplementaryEvents) -> Void
  ) -> ListSection {
    modifyingCells(modifier) { change(&$0.supplementaryEvents) }
  }

  /// Changes the model of a section of cells; a hand-written controller's section is left as is,
  /// noting the modifier, which each apply reports.
  ///
  /// - Parameters:
  ///   - modifier: The public modifier that changes the section, for the report.
  ///   - change: Changes the model.
  /// - Returns: The section changed, or with the modifier noted.
  func modifyingCells(
    _ modifier: String = #function, _ change: (inout ComponentSectionModel) -> Void
  ) -> ListSection {
    guard case .cells(var model) = content else {
      // Named as written: `withHeader`, not `withHeader(_:)`.
      let name = String(modifier.prefix { $0 != "(" })
      guard case .controller(let section, var ignored) = content, !ignored.contains(name)
      else { return self }
      ignored.append(name)
      var noted = self
      noted.content = .controller(section, ignoredModifiers: ignored)
      return noted
    }
    change(&model)
    var section = self
    section.content = .cells(model)
    return section
  }

  /// Returns the section with a header.
  ///
  /// - Parameter component: The header's component.
  /// - Returns: The section.
  @MainActor
  public func withHeader<Header: Component>(_ component: Header) -> ListSection {
    modifyingCells { $0.header = AnyComponent(component) }
  }

  /// Returns the section with a footer.
  ///
  /// - Parameter component: The footer's component.
  /// - Returns: The section.
  @MainActor
  public func withFooter<Footer: Component>(_ component: Footer) -> ListSection {
    modifyingCells { $0.footer = AnyComponent(component) }
  }

  /// Returns the section with a layout description, for the layout the collection view uses: a
  /// compositional ``LayoutSection``, a ``FlowSectionLayout``, or a custom layout's own.
  ///
  /// - Parameter layout: The section's layout.
  /// - Returns: The section.
  public func withSectionLayout(_ layout: any SectionLayoutDescription) -> ListSection {
    modifyingCells { $0.layout = .fixed(layout) }
  }

  /// Returns the section with one of the stock layouts, made from its cells for the layout the
  /// collection view uses: `.vertical(spacing:)`, `.horizontal(spacing:scrollingBehavior:)` or
  /// `.verticalGrid(numberOfItemsInRow:itemSpacing:lineSpacing:)`.
  ///
  /// - Parameter layout: The stock layout.
  /// - Returns: The section.
  public func withSectionLayout(_ layout: StockLayout) -> ListSection {
    modifyingCells { $0.layout = .stock(layout) }
  }

  /// Returns the section with a layout description made when the layout asks for it, from the
  /// section's cells and the layout's environment.
  ///
  /// - Parameter layout: Returns the section's layout.
  /// - Returns: The section.
  public func withSectionLayout(
    _ layout: @escaping @MainActor (SectionLayoutContext) -> any SectionLayoutDescription
  ) -> ListSection {
    modifyingCells { $0.layout = .made(layout) }
  }
}

/// What a section's layout closure is given: the section's cells, its header and footer, the
/// layout that asks, and the section's context (whose environment holds the view's traits).
@MainActor
public struct SectionLayoutContext {
  /// The section's cells, in order, without the repeated ids that were dropped.
  public let cells: [Cell]
  /// The header's component, if any.
  public let header: AnyComponent?
  /// The footer's component, if any.
  public let footer: AnyComponent?
  /// The layout that asks for the description: return a description of the type it reads.
  public let layout: any CollectionViewLayout
  /// The section's context.
  public let context: any CollectionViewContext
}

/// The model of a section of cells, as its controller receives it.
///
/// One reference: the cells and what surrounds them, held together by an object the section's
/// copies share. So the model fits in an `Any` without a box of its own, and a closure that
/// captures it takes the object as its context: making an adapter ``Section`` of it at every
/// apply allocates nothing, and copying it costs one retain.
struct ComponentSectionModel {
  /// How the section's layout description is given.
  enum Layout {
    /// None: the layout's defaults, with item sizes from the components.
    case automatic
    /// A description.
    case fixed(any SectionLayoutDescription)
    /// A closure that makes it.
    case made(@MainActor (SectionLayoutContext) -> any SectionLayoutDescription)
    /// A stock layout, made from the cells for the collection view's layout.
    case stock(StockLayout)
    /// A compositional section written with the cells, as a group of components.
    case composed(LayoutSection)
  }

  /// The cells and their surroundings, set once: a change makes another.
  final class Parts {
    let cells: [Cell]
    let surroundings: Surroundings

    init(cells: [Cell], surroundings: Surroundings) {
      self.cells = cells
      self.surroundings = surroundings
    }
  }

  /// The header, the footer and the layout: set once when the section is written, and read
  /// rarely after.
  final class Surroundings {
    let header: AnyComponent?
    let footer: AnyComponent?
    let layout: Layout
    let events: SupplementaryEvents
    let problems: [LayoutProblem]
    /// The components of the decoration items of a section written as a group of components,
    /// by kind.
    let decorations: [ElementKind: AnyComponent]

    init(
      header: AnyComponent?, footer: AnyComponent?, layout: Layout,
      events: SupplementaryEvents = SupplementaryEvents(), problems: [LayoutProblem] = [],
      decorations: [ElementKind: AnyComponent] = [:]
    ) {
      self.header = header
      self.footer = footer
      self.layout = layout
      self.events = events
      self.problems = problems
      self.decorations = decorations
      handlersWithoutTheirView = SupplementaryEvents.handlers(
        of: events, withoutHeader: header == nil, withoutFooter: footer == nil)
      var compositional: LayoutSection?
      switch layout {
      case .fixed(let description):
        (self.description, hasGivenDescription) = (description, true)
        compositional = description.read(as: LayoutSection.self)
      case .composed(let section):
        (self.description, hasGivenDescription) = (section, true)
        compositional = section
      case .automatic, .made, .stock: (description, hasGivenDescription) = (NoDescription(), false)
      }
      if case .automatic = layout { isAutomatic = true } else { isAutomatic = false }
      switch layout {
      case .automatic, .stock: placesNoAttachments = true
      case .fixed: placesNoAttachments = compositional == nil
      case .made, .composed: placesNoAttachments = false
      }
      viewsWithoutPlace =
        compositional.map { Self.viewsWithoutPlace(in: $0, header: header, footer: footer) } ?? []
    }

    /// Whether the layout places no view a component attaches to its item.
    ///
    /// Such views are ``LayoutComponent/supplementaryComponents()``. A stock layout
    /// (``Layout/automatic``, ``Layout/stock(_:)``) places none, nor does a given description
    /// that is not a compositional section. A group of components, or a given compositional
    /// section, may; a made one is known once made.
    let placesNoAttachments: Bool

    /// The header or footer (`"header"`, `"footer"`) a compositional section has no boundary
    /// item for.
    static func viewsWithoutPlace(
      in section: LayoutSection, header: AnyComponent?, footer: AnyComponent?
    ) -> [String] {
      let kinds = section.boundarySupplementaryItems.map(\.elementKind)
      var unplaced: [String] = []
      if header != nil, !kinds.contains(.header) { unplaced.append("header") }
      if footer != nil, !kinds.contains(.footer) { unplaced.append("footer") }
      return unplaced
    }

    /// The header or footer (`"header"`, `"footer"`) of a section whose compositional layout,
    /// given or composed, has no boundary item of its kind to place it: never shown, reported
    /// when the section is applied.
    let viewsWithoutPlace: [String]

    /// The modifiers of display handlers written for a header or a footer the section does not
    /// have, which never run: reported when the section is applied.
    let handlersWithoutTheirView: [String]

    /// Whether the layout is ``Layout/automatic``: read where matching the enumeration would
    /// copy it, and its payload with it.
    let isAutomatic: Bool

    /// A copy with one part changed.
    func with(
      header: AnyComponent?? = nil, footer: AnyComponent?? = nil, layout: Layout? = nil,
      events: SupplementaryEvents? = nil, problems: [LayoutProblem]? = nil,
      decorations: [ElementKind: AnyComponent]? = nil
    ) -> Surroundings {
      Surroundings(
        header: header ?? self.header, footer: footer ?? self.footer,
        layout: layout ?? self.layout, events: events ?? self.events,
        problems: problems ?? self.problems, decorations: decorations ?? self.decorations)
    }

    /// No header, no footer, the automatic layout: shared by every section written without.
    nonisolated(unsafe) static let none = Surroundings(header: nil, footer: nil, layout: .automatic)

    /// The description the section was given as it is, fixed or written as a group of
    /// components; `nil` for one made from the cells or the container.
    var givenDescription: (any SectionLayoutDescription)? {
      hasGivenDescription ? description : nil
    }

    /// Whether the section was given a description as it is (``givenDescription``).
    let hasGivenDescription: Bool

    /// The given description, or a value of a type of its own when there is none.
    ///
    /// Kept beside ``layout`` when the surroundings are made, and not optional: read from the
    /// enumeration or bound from an optional, the description would be copied at every commit
    /// (its payload, and what it holds, retained and released) only to be compared.
    private let description: any SectionLayoutDescription

    /// The description of surroundings given none: never read by a layout.
    private struct NoDescription: SectionLayoutDescription {}

    /// Whether these surroundings show and lay out what others do: the same layout (the same
    /// given description, the automatic layout in both, or stock layouts of the same
    /// arrangement), equal headers and footers, and no decoration in either.
    ///
    /// Their handlers are not compared: they show nothing. A stock layout is made from the
    /// section's cells at each pass, so the same arrangement of equal cells makes the same
    /// description; a layout made by a closure may make another at any pass, and is never the
    /// same.
    func showsSame(as other: Surroundings) -> Bool {
      guard self !== other else { return true }
      guard decorations.isEmpty, other.decorations.isEmpty, header == other.header,
        footer == other.footer
      else { return false }
      if isAutomatic, other.isAutomatic { return true }
      if hasGivenDescription || other.hasGivenDescription {
        return givesSameDescription(as: other)
      }
      // Matched only here, past the usual cases: matching the enumeration copies its payload.
      if case .stock(let mine) = layout, case .stock(let theirs) = other.layout {
        return mine.arrangement == theirs.arrangement
      }
      return false
    }

    /// Whether these surroundings give the same description as others
    /// (``SectionLayoutDescription/isSame(as:)``), both read in place.
    func givesSameDescription(as other: Surroundings) -> Bool {
      guard self !== other else { return hasGivenDescription }
      guard hasGivenDescription, other.hasGivenDescription else { return false }
      return description.isSame(as: other.description)
    }
  }

  /// The cells and their surroundings.
  private(set) var parts: Parts

  init(cells: [Cell]) {
    parts = Parts(cells: cells, surroundings: .none)
  }

  /// The section's cells.
  var cells: [Cell] {
    get { parts.cells }
    set { parts = Parts(cells: newValue, surroundings: parts.surroundings) }
  }

  /// The header, the footer and the layout, shared by the copies of the section.
  var surroundings: Surroundings {
    get { parts.surroundings }
    set { parts = Parts(cells: parts.cells, surroundings: newValue) }
  }

  var header: AnyComponent? {
    get { surroundings.header }
    set { surroundings = surroundings.with(header: .some(newValue)) }
  }

  var footer: AnyComponent? {
    get { surroundings.footer }
    set { surroundings = surroundings.with(footer: .some(newValue)) }
  }

  var layout: Layout {
    get { surroundings.layout }
    set { surroundings = surroundings.with(layout: newValue) }
  }

  /// The handlers of the header's and footer's display events.
  var supplementaryEvents: SupplementaryEvents {
    get { surroundings.events }
    set { surroundings = surroundings.with(events: newValue) }
  }

  /// The components of the section's decoration items, by kind.
  var decorations: [ElementKind: AnyComponent] {
    get { surroundings.decorations }
    set { surroundings = surroundings.with(decorations: newValue) }
  }

  /// What was written that the section cannot show, reported when it is applied.
  var layoutProblems: [LayoutProblem] {
    get { surroundings.problems }
    set { surroundings = surroundings.with(problems: newValue) }
  }
}

/// The id of the cell of ``ListSection/placeholders(id:count:component:)`` at an index.
public struct PlaceholderID: Hashable, Sendable {
  /// The cell's index among the placeholders.
  public let index: Int
}
