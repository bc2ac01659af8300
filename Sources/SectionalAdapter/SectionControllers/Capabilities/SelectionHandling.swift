/// A section controller that handles highlight and selection of its items.
///
/// ``didSelectItem(at:)`` is the one requirement without a default, so that a near miss (such as
/// IGListKit's `didSelectItem(at index: Int)`) fails to compile instead of never being called.
/// The other requirements default to allowing highlight and selection and doing nothing.
@MainActor
public protocol SelectionHandling: SectionController {
  /// Returns whether an item may be highlighted when touched.
  func shouldHighlightItem(at indexPath: SectionIndexPath) -> Bool
  /// Tells the controller that an item was highlighted.
  func didHighlightItem(at indexPath: SectionIndexPath)
  /// Tells the controller that an item lost its highlight.
  func didUnhighlightItem(at indexPath: SectionIndexPath)
  /// Returns whether an item may be selected.
  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool
  /// Tells the controller that the user selected an item.
  func didSelectItem(at indexPath: SectionIndexPath)
  /// Returns whether an item may be deselected.
  func shouldDeselectItem(at indexPath: SectionIndexPath) -> Bool
  /// Tells the controller that the user deselected an item.
  func didDeselectItem(at indexPath: SectionIndexPath)
}

extension SelectionHandling {
  /// Allows the highlight.
  public func shouldHighlightItem(at indexPath: SectionIndexPath) -> Bool { true }
  /// Does nothing.
  public func didHighlightItem(at indexPath: SectionIndexPath) {}
  /// Does nothing.
  public func didUnhighlightItem(at indexPath: SectionIndexPath) {}
  /// Allows the selection.
  public func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool { true }
  /// Allows the deselection.
  public func shouldDeselectItem(at indexPath: SectionIndexPath) -> Bool { true }
  /// Does nothing.
  public func didDeselectItem(at indexPath: SectionIndexPath) {}
}
