// expected-error: type 'Tickers' does not conform to protocol 'ItemSizing'
// A near miss: IGListKit's sizeForItem(at:), an index in the section and a non-optional size.
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

  func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: 100, height: 44)
  }
}
