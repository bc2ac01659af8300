import Foundation
import SectionalAdapter
import SectionalCollectionView
import SectionalDiffing

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
  /// The cell's component box, which holds the cell's id, identity and event handlers too: one
  /// reference, so that copying a cell (as a diff does) costs one retain, and comparing two
  /// cells follows one reference each.
  var storage: ComponentBox

  /// What a comparison with another cell reads first, kept here so that comparing the cells of
  /// two lists reads the lists in order, not each cell's box (``CellDigest``); it holds the
  /// placeholder flag too.
  var digest: CellDigest

  /// Whether the cell is a placeholder: its component's content drawn as a skeleton, with a
  /// shimmer, while the data loads.
  public internal(set) var isPlaceholder: Bool {
    get { digest.isPlaceholder }
    set { digest.isPlaceholder = newValue }
  }

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - id: An id, unique within the section, that stays the same across updates.
  ///   - component: The component that shows it.
  @MainActor
  public init<ID: Hashable & Sendable, Wrapped: Component>(id: ID, component: Wrapped) {
    storage = ComponentBox.boxing(component, cellID: CellID(id))
    digest = CellDigest(storage)
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
    storage = component.box.boxingForCell(CellID(id), handlers: nil)
    digest = CellDigest(storage)
  }

  /// The cell's id, unique within its section.
  public var id: AnyHashable { storage.cellID.base }

  /// The component that shows the cell.
  public var component: AnyComponent { AnyComponent(box: storage) }

  /// What identifies the cell across updates: its id, its component's type and its style.
  public var identity: CellIdentity { CellIdentity(storage: storage) }

  /// What happens on the cell's events.
  var events: CellEvents { storage.handlers?.events ?? CellEvents() }

  /// The cell with other event handlers.
  @MainActor
  func changingEvents(_ change: (inout CellEvents) -> Void) -> Cell {
    var events = self.events
    change(&events)
    var cell = self
    cell.storage = storage.boxingForCell(
      storage.cellID, handlers: events.isEmpty ? nil : CellEventHandlers(events))
    return cell
  }
}

/// The event handlers of a cell, in a reference of their own: most cells have none, and a box
/// that held them inline would span more cache lines.
final class CellEventHandlers {
  /// The handlers.
  let events: CellEvents

  init(_ events: CellEvents) {
    self.events = events
  }
}

/// What identifies a cell across updates: its id, its component's type, and its style.
public struct CellIdentity: Hashable, Sendable {
  /// The cell the identity was read from.
  let storage: ComponentBox

  /// The cell's id.
  public var id: AnyHashable { storage.cellID.base }

  /// Whether two cells have the same id, component type and style.
  public static func == (lhs: CellIdentity, rhs: CellIdentity) -> Bool {
    lhs.storage.hasSameCellIdentity(as: rhs.storage)
  }

  /// Hashes the identity's hash, combined once.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.identityHash)
  }

}

/// A cell's identity as the declarative controller's diff and ledgers key it: the identity of
/// ``CellIdentity``, hashed from the hash the cell keeps.
///
/// The diff's symbol table hashes every cell, and a `Hasher` is several calls on Linux; this key
/// mixes the kept hash inline instead. It stays inside the package: the public identity hashes
/// the standard way.
package struct CellKey: Hashable {
  /// The cell the key was read from.
  let storage: ComponentBox

  /// The key of a cell.
  init(_ cell: Cell) {
    storage = cell.storage
  }

  /// Whether two cells have the same id, component type and style.
  package static func == (lhs: CellKey, rhs: CellKey) -> Bool {
    lhs.storage.hasSameCellIdentity(as: rhs.storage)
  }

  /// Hashes the identity's hash, combined once.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(storage.identityHash)
  }

  /// The identity's hash for a dictionary or set with a seed, mixed inline from the hash kept.
  package func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(storage.identityHash, seed: seed)
  }
}

extension CellKey: DiffKeying {
  /// A cell's key.
  package static func key(of cell: Cell) -> CellKey {
    CellKey(cell)
  }

  /// Whether a cell and the cell of the other version it matched show the same content.
  package static func isContentEqual(_ old: Cell, _ new: Cell) -> Bool {
    old.isContentEqual(to: new)
  }
}

extension Cell: Differentiable {
  /// The cell's identity.
  public var differenceIdentifier: CellIdentity { identity }

  /// Whether the components are equal: their view models decide whether a shown cell is
  /// configured again.
  ///
  /// Two small view models with the same bytes are equal without a call to their `==` (see
  /// ``Component``).
  ///
  /// - Parameter source: The cell before the update.
  /// - Returns: `true` when nothing changed.
  public func isContentEqual(to source: Cell) -> Bool {
    guard isPlaceholder == source.isPlaceholder else { return false }
    if let equal = digest.componentEquality(with: source.digest) { return equal }
    return component == source.component
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
  /// The cell's index path in the collection view when the event happened (KarrotListKit's
  /// `indexPath`): for the end of a display, where the cell was then, before the update that
  /// moved or removed it.
  public let indexPath: IndexPath
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
