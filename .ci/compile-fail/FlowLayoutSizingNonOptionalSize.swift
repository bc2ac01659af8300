// expected-error: type 'Tickers' does not conform to protocol 'FlowLayoutSizing'
// A near miss: sizeForItem(at:in:) returning CGSize, where the requirement returns CGSize?.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, FlowLayoutSizing {
  func sizeForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CGSize {
    CGSize(width: context.containerSize.width, height: 44)
  }
}
