// expected-error: circular dependency between modules 'SectionalLayout' and 'SectionalCollectionView'
// module: SectionalLayout
// The layer order, kept by the compiler: the Layout layer cannot import the layer above
// it, CollectionView (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalCollectionView
