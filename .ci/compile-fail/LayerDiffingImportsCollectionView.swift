// expected-error: circular dependency between modules 'SectionalDiffing' and 'SectionalCollectionView'
// module: SectionalDiffing
// The layer order, kept by the compiler: the Diffing layer cannot import the layers above
// it, such as CollectionView (docs/ARCHITECTURE.md); its control imports the standard library.
import Foundation
import SectionalCollectionView
