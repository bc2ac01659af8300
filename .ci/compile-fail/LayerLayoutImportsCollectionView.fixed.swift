// The control: the layer imports one it may use.
// module: SectionalLayout
// The layer order, kept by the compiler: the Layout layer cannot import the layer above
// it, CollectionView (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalDiffing
