// The control: the layer imports one it may use.
// module: SectionalAdapter
// The layer order, kept by the compiler: the Adapter layer cannot import the layer above
// it, Declarative (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalCollectionView
