/// A section controller whose items the user can move interactively within the section.
@MainActor
public protocol InteractiveMoving: SectionController {
  /// Returns whether an item may be moved. The default is `true`.
  func canMoveItem(at indexPath: SectionIndexPath) -> Bool
  /// Moves an item in the controller's items; the collection view already moved the cell.
  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath)
}

extension InteractiveMoving {
  /// Allows the move.
  public func canMoveItem(at indexPath: SectionIndexPath) -> Bool { true }
}
