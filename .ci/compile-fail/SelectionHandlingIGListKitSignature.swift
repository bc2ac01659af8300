// expected-error: type 'Tickers' does not conform to protocol 'SelectionHandling'
// A near miss: IGListKit's didSelectItem(at index: Int); Sectional passes a SectionIndexPath.
// Were the requirement defaulted, this would compile and the method would never be called.
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SelectionHandling {
  private(set) var selected: [String] = []

  func didSelectItem(at index: Int) {
    selected.append(items[index])
  }
}
