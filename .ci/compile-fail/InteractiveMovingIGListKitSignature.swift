// expected-error: type 'Tickers' does not conform to protocol 'InteractiveMoving'
// A near miss: IGListKit's moveObject(from:to:), indices in the section.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, InteractiveMoving {
  func moveObject(from sourceIndex: Int, to destinationIndex: Int) {}
}
