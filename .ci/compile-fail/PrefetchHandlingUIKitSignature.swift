// expected-error: type 'Tickers' does not conform to protocol 'PrefetchHandling'
// A near miss: UIKit's prefetch data source passes index paths of the collection view.
// Were the requirement defaulted, this would compile and the method would never be called.
import Foundation
import Sectional

final class Tickers: DiffingListSectionController<[String], String>, PrefetchHandling {
  func prefetchItems(at indexPaths: [IndexPath]) {}
}
