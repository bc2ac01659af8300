// control: the case with its near miss corrected; must compile cleanly.
// A near miss: IGListKit's viewForSupplementaryElement(ofKind:at:), an index in the section.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SupplementaryViewProviding {
  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    nil
  }
}
