// control: the case with its near miss corrected; must compile cleanly.
// A near miss: IGListKit's didSelectItem(at index: Int); Sectional passes a SectionIndexPath.
// Were the requirement defaulted, this would compile and the method would never be called.
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, SelectionHandling {
  private(set) var selected: [String] = []

  func didSelectItem(at indexPath: SectionIndexPath) {
    selected.append(items[indexPath.indexInSectionController])
  }
}
