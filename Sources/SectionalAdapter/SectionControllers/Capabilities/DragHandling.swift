import Foundation
import SectionalCollectionView

/// A section controller whose items can be dragged.
@MainActor
public protocol DragHandling: SectionController {
  /// Returns the items to drag when a drag begins on an item; empty refuses the drag.
  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem]
  /// Returns the items to add to a drag in progress when the user taps an item.
  func dragItems(forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint)
    -> [DragItem]
  /// Tells the controller that a drag from its section is about to begin.
  func dragSessionWillBegin(_ session: DragSession)
  /// Tells the controller that a drag from its section ended.
  func dragSessionDidEnd(_ session: DragSession)
  /// Tells the controller that some of its items were moved by a drop, into its section or
  /// another.
  ///
  /// Told only for a drop whose proposal is ``DropProposal/Operation/move``: a copy leaves the
  /// dragged items where they are, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPaths: The dragged items of this section.
  ///   - destination: Where they were dropped.
  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath)
}

extension DragHandling {
  /// Adds nothing.
  public func dragItems(
    forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint
  ) -> [DragItem] { [] }
  /// Does nothing.
  public func dragSessionWillBegin(_ session: DragSession) {}
  /// Does nothing.
  public func dragSessionDidEnd(_ session: DragSession) {}
  /// Does nothing.
  public func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath)
  {}
}
