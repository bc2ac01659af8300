// control: the case with its near miss corrected; must compile cleanly.
// A near miss: SectionKit's sizeForItem(at:using:in:), which also passes the layout.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, FlowLayoutSizing {
  func sizeForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CGSize? {
    CGSize(width: context.containerSize.width, height: 44)
  }
}
