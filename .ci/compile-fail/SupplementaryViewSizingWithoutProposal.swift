// expected-error: type 'Tickers' does not conform to protocol 'SupplementaryViewSizing'
// A near miss: a header's size asked for without the proposal, as FlowLayoutSizing's headerSize
// reads. With a defaulted requirement it compiled, and the view measured the header itself.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SupplementaryViewSizing {
  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CGSize? {
    CGSize(width: 100, height: 30)
  }
}
