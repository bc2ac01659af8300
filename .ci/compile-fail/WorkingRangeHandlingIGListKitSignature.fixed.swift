// control: the case with its near miss corrected; must compile cleanly.
// A near miss: IGListKit's working range tells a section it *will* enter; Sectional's did.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, WorkingRangeHandling {
  func didEnterWorkingRange() {}
  func didExitWorkingRange() {}
}
