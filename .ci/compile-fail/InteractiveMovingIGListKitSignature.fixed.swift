// control: the case with its near miss corrected; must compile cleanly.
// A near miss: IGListKit's moveObject(from:to:), indices in the section.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, InteractiveMoving {
  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {}
}
