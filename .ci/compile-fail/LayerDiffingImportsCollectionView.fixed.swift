// The control: the layer imports one it may use.
// module: SectionalDiffing
// The layer order, kept by the compiler: the Diffing layer cannot import the layers above
// it, such as CollectionView (docs/ARCHITECTURE.md); its control imports the standard library.
import Foundation
import Swift
