// The control: the layer imports one it may use.
// module: SectionalCollectionView
// The layer order, kept by the compiler: the CollectionView layer cannot import the layer above
// it, Adapter (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalLayout
