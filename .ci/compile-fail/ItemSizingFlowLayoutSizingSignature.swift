// expected-error: type 'Tickers' does not conform to protocol 'ItemSizing'
// A near miss: FlowLayoutSizing's sizeForItem(at:in:) written on a controller whose layout reads
// its sizes through ItemSizing. With a defaulted requirement it compiled and was never called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SectionLayoutProviding,
  ItemSizing
{
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(itemSize: .sizedByContent)
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    CGSize(width: 100, height: 44)
  }
}
