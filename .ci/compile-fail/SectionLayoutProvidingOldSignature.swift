// expected-error: type 'Tickers' does not conform to protocol 'SectionLayoutProviding'
// A near miss: the old sectionLayout(in:), which the layout that asks is no longer passed to.
// Were the requirement defaulted, this would compile and the description would never be read.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SectionLayoutProviding {
  func sectionLayout(in context: any CollectionViewContext) -> any SectionLayoutDescription {
    FlowSectionLayout(itemSize: .fixed(CGSize(width: 100, height: 44)))
  }
}
