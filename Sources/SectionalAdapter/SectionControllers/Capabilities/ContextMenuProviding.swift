import Foundation
import SectionalCollectionView

/// A section controller that offers context menus for its items.
@MainActor
public protocol ContextMenuProviding: SectionController {
  /// Returns the context menu for an item, or `nil` for none.
  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
}
