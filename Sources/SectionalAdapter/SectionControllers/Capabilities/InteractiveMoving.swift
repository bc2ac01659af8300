/// A section controller whose items the user can move interactively within the section.
///
/// The collection view moves the cell under the finger; when the user lets go, the controller is
/// told ``moveItem(at:to:)`` and updates its items to the order the view already shows. It
/// commits the move there and then (`update(to: moved).commit()`, not through its context: the
/// view has made the move already, and a change asked for through the context is applied on top
/// of it; the adapter then configures the cells between the move's ends again from the
/// controller's items, so that the screen shows them).
///
/// Taking the move is the controller's promise, as `moveItemAt` is a UIKit data source's: the
/// adapter cannot see into a controller's items, so a controller that keeps its old order leaves
/// the view's order on screen.
///
/// Items move within their section. A move into another section is refused, with a
/// ``Diagnostic/Kind/crossSectionMove`` diagnostic, even between sections of one item each,
/// which IGListKit turns into a move of the sections (`moveObject(from:to:)` on its adapter's
/// move delegate); to reorder sections, update the adapter with them in their new order.
///
/// A place an item may not go (a pinned first row, say) is refused by
/// ``canMoveItem(at:to:)``, asked while the item is dragged, as IGListKit's
/// `canMoveItemAtIndex:toIndex:`: the item then stays where it was.
@MainActor
public protocol InteractiveMoving: SectionController {
  /// Returns whether an item may be moved. The default is `true`.
  func canMoveItem(at indexPath: SectionIndexPath) -> Bool

  /// Returns whether an item may move to a place of the section, asked while it is dragged over
  /// that place; the default is `true`. Refused, the item stays where it was.
  ///
  /// - Parameters:
  ///   - source: The item being moved, where it was when the movement began.
  ///   - destination: Where it would land.
  /// - Returns: Whether the item may land there.
  func canMoveItem(at source: SectionIndexPath, to destination: SectionIndexPath) -> Bool

  /// Moves an item in the controller's items; the collection view already moved the cell.
  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath)
}

extension InteractiveMoving {
  /// Allows the move.
  public func canMoveItem(at indexPath: SectionIndexPath) -> Bool { true }

  /// Allows the move to any place of the section.
  public func canMoveItem(at source: SectionIndexPath, to destination: SectionIndexPath) -> Bool {
    true
  }
}
