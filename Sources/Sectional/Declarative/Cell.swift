import Foundation

/// One item of a declarative list: an id and the component that shows it, with what happens when
/// it is selected, shown or hidden.
///
/// A cell's identity is its id, its component's type and the component's style: the same id
/// with another component type is another item (the old one deleted, the new one inserted). With
/// the same identity, an equal component leaves the shown cell alone and a changed one
/// reconfigures it in place.
///
/// ```swift
/// let title = Cell(id: "title", component: TextComponent("Hello"))
///   .didSelect { context in print("selected \(context.cellID)") }
/// ```
public struct Cell {
  /// The cell's id, component, identity and event handlers, in one reference: copying a cell
  /// (as a diff does) costs one retain.
  var storage: CellStorage

  /// Whether the cell is a placeholder: its component's content drawn as a skeleton, with a
  /// shimmer, while the data loads.
  public internal(set) var isPlaceholder = false

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the section, that stays the same across updates.
  ///   - component: The component that shows it.
  @MainActor
  public init<ID: Hashable & Sendable, Wrapped: Component>(id: ID, component: Wrapped) {
    self.init(id: id, component: AnyComponent(component))
  }

  /// Creates a cell whose component names its own id.
  ///
  /// - Parameter component: The component, whose `id` is the cell's.
  @MainActor
  public init<Wrapped: Component & Identifiable>(component: Wrapped)
  where Wrapped.ID: Sendable {
    self.init(id: component.id, component: component)
  }

  /// Creates a cell from a component already erased.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the section, that stays the same across updates.
  ///   - component: The component that shows it.
  @MainActor
  public init<ID: Hashable & Sendable>(id: ID, component: AnyComponent) {
    storage = CellStorage(key: SectionID(id), component: component, events: CellEvents())
  }

  /// The cell's id, unique within its section.
  public var id: AnyHashable { storage.key.base }

  /// The component that shows the cell.
  public var component: AnyComponent { storage.component }

  /// What identifies the cell across updates: its id, its component's type and its style.
  public var identity: CellIdentity { CellIdentity(storage: storage) }

  /// What happens on the cell's events.
  var events: CellEvents { storage.events }

  /// The cell with other event handlers.
  @MainActor
  func changingEvents(_ change: (inout CellEvents) -> Void) -> Cell {
    var events = storage.events
    change(&events)
    var cell = self
    cell.storage = CellStorage(key: storage.key, component: storage.component, events: events)
    return cell
  }
}

/// What a cell holds, shared by its copies.
///
/// The fields an apply compares for every cell come first, in as few bytes as they fit: the
/// layout of a class follows the order of its stored properties, and the walk over the cells of
/// a screen reads two of these objects a cell, so every cache line they span costs. The event
/// handlers, read only when an event happens, are kept apart, in a reference of their own.
final class CellStorage: @unchecked Sendable {
  /// The component's type, read once: part of the identity.
  let componentType: ObjectIdentifier
  /// The component.
  let component: AnyComponent
  /// Whether there is a style: tested before the style itself, whose every read copies it.
  let hasStyle: Bool
  /// The cell's id, with its hash kept and common id types compared unboxed.
  let key: SectionID
  /// The identity's hash: the id's, the component type's and the style's, combined once.
  let identityHash: Int
  /// The component's style, read once: part of the identity; `nil` for none.
  let style: AnyHashable?
  /// The event handlers; `nil` for none.
  private let handlers: EventHandlers?

  /// The event handlers, in a reference of their own.
  private final class EventHandlers {
    let events: CellEvents
    init(_ events: CellEvents) { self.events = events }
  }

  @MainActor
  init(key: SectionID, component: AnyComponent, events: CellEvents) {
    self.key = key
    self.component = component
    handlers = events.isEmpty ? nil : EventHandlers(events)
    componentType = component.componentType
    style = component.style
    hasStyle = style != nil
    var hasher = Hasher()
    hasher.combine(key)
    hasher.combine(componentType)
    hasher.combine(style)
    identityHash = hasher.finalize()
  }

  /// The event handlers.
  var events: CellEvents { handlers?.events ?? CellEvents() }

  /// How a cell compares with another.
  enum Comparison {
    case otherIdentity, sameContent, otherContent
  }

  /// Compares identity, then content.
  func compare(with other: CellStorage) -> Comparison {
    guard hasSameIdentity(as: other) else { return .otherIdentity }
    return component == other.component ? .sameContent : .otherContent
  }

  /// Whether two cells have the same identity: the id compared hash first, the style only when
  /// either has one.
  func hasSameIdentity(as other: CellStorage) -> Bool {
    guard self !== other else { return true }
    guard componentType == other.componentType, key == other.key else { return false }
    guard hasStyle || other.hasStyle else { return true }
    return hasStyle == other.hasStyle && style == other.style
  }
}

/// What identifies a cell across updates: its id, its component's type, and its style.
public struct CellIdentity: Hashable, Sendable {
  /// The cell the identity was read from.
  let storage: CellStorage

  /// The cell's id.
  public var id: AnyHashable { storage.key.base }

  /// Whether two cells have the same id, component type and style.
  public static func == (lhs: CellIdentity, rhs: CellIdentity) -> Bool {
    lhs.storage.hasSameIdentity(as: rhs.storage)
  }

  /// Hashes the identity's hash, combined once.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.identityHash)
  }

  /// The identity's hash for a dictionary or set with a seed, mixed inline from the hash kept:
  /// the diff's symbol table hashes every cell, and a `Hasher` is several calls on Linux.
  ///
  /// - Parameter seed: The seed of the dictionary or set.
  /// - Returns: The hash.
  public func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(storage.identityHash, seed: seed)
  }
}

extension Cell: Differentiable {
  /// The cell's identity.
  public var differenceIdentifier: CellIdentity { identity }

  /// Whether the components are equal: their view models decide whether a shown cell is
  /// configured again.
  ///
  /// - Parameter source: The cell before the update.
  /// - Returns: `true` when nothing changed.
  public func isContentEqual(to source: Cell) -> Bool {
    isPlaceholder == source.isPlaceholder && component == source.component
  }
}

// MARK: - Events

/// Where and what an event of a cell happened to.
@MainActor
public struct CellEventContext {
  /// The id of the cell's section.
  public let sectionID: SectionID
  /// The cell's id.
  public let cellID: AnyHashable
  /// The cell's index in its section.
  public let index: Int
  /// The cell's component.
  public let component: AnyComponent
  /// The content view showing the cell, when it is shown.
  public let content: ComponentView?
}

/// The handlers of one cell's events.
struct CellEvents {
  var didSelect: (@MainActor (CellEventContext) -> Void)?
  var willDisplay: (@MainActor (CellEventContext) -> Void)?
  var didEndDisplay: (@MainActor (CellEventContext) -> Void)?
  var onHighlight: (@MainActor (CellEventContext) -> Void)?
  var onUnhighlight: (@MainActor (CellEventContext) -> Void)?
  var contextMenu: (@MainActor (CellEventContext) -> ContextMenuConfiguration?)?

  /// Whether no event has a handler.
  var isEmpty: Bool {
    didSelect == nil && willDisplay == nil && didEndDisplay == nil && onHighlight == nil
      && onUnhighlight == nil && contextMenu == nil
  }
}

@MainActor
extension Cell {
  /// Returns the cell with a handler for its selection.
  ///
  /// - Parameter handler: Called when the cell is selected.
  /// - Returns: The cell.
  public func didSelect(_ handler: @escaping @MainActor (CellEventContext) -> Void) -> Cell {
    changingEvents { $0.didSelect = handler }
  }

  /// Returns the cell with a handler for when it is about to be shown.
  ///
  /// - Parameter handler: Called before the cell is shown.
  /// - Returns: The cell.
  public func willDisplay(_ handler: @escaping @MainActor (CellEventContext) -> Void) -> Cell {
    changingEvents { $0.willDisplay = handler }
  }

  /// Returns the cell with a handler for when it stopped being shown.
  ///
  /// - Parameter handler: Called after the cell left the screen.
  /// - Returns: The cell.
  public func didEndDisplay(_ handler: @escaping @MainActor (CellEventContext) -> Void) -> Cell {
    changingEvents { $0.didEndDisplay = handler }
  }

  /// Returns the cell with a handler for when it is highlighted (touched down).
  ///
  /// - Parameter handler: Called when the cell is highlighted.
  /// - Returns: The cell.
  public func onHighlight(_ handler: @escaping @MainActor (CellEventContext) -> Void) -> Cell {
    changingEvents { $0.onHighlight = handler }
  }

  /// Returns the cell with a handler for when its highlight ends.
  ///
  /// - Parameter handler: Called when the highlight ends.
  /// - Returns: The cell.
  public func onUnhighlight(_ handler: @escaping @MainActor (CellEventContext) -> Void) -> Cell {
    changingEvents { $0.onUnhighlight = handler }
  }

  /// Returns the cell with the context menu it shows on a long press.
  ///
  /// - Parameter menu: Returns the menu, or `nil` for none.
  /// - Returns: The cell.
  public func contextMenu(
    _ menu: @escaping @MainActor (CellEventContext) -> ContextMenuConfiguration?
  ) -> Cell {
    changingEvents { $0.contextMenu = menu }
  }
}

extension Cell {
  /// Returns the cell as a placeholder: its component laid out at its real size, drawn as a
  /// skeleton with a shimmer that ``CollectionViewAdapter/advanceShimmer()`` moves.
  ///
  /// Give it the component type the content will have, with sample data of the right size: the
  /// placeholder then takes the place the content will take. The same id and component type
  /// later, without `placeholder()`, is the same item: its cell is configured again in place.
  ///
  /// - Returns: The cell.
  public func placeholder() -> Cell {
    var cell = self
    cell.isPlaceholder = true
    return cell
  }
}
