// expected-error: circular dependency between modules 'SectionalCollectionView' and 'SectionalAdapter'
// module: SectionalCollectionView
// The layer order, kept by the compiler: the CollectionView layer cannot import the layer above
// it, Adapter (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalAdapter
