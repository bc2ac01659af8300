import Foundation
import SectionalCollectionView

/// The controller of a section the adapter could not give its own controller: it shows nothing.
@MainActor
final class EmptySectionController: SectionController {
  weak var context: (any CollectionViewContext)?

  var numberOfItems: Int { 0 }

  func update(to model: Any) -> SectionUpdate {
    SectionUpdate(changes: .none) {}
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
}
