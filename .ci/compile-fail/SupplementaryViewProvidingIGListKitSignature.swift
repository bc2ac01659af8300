// expected-error: type 'Tickers' does not conform to protocol 'SupplementaryViewProviding'
// A near miss: IGListKit's viewForSupplementaryElement(ofKind:at:), an index in the section.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SupplementaryViewProviding {
  func viewForSupplementaryElement(ofKind kind: ElementKind, at index: Int)
    -> CollectionReusableView?
  {
    nil
  }
}
