// expected-error: circular dependency between modules 'SectionalControllers' and 'SectionalAdapter'
// module: SectionalControllers
// The layer order, kept by the compiler: the Controllers layer cannot import the layer above
// it, Adapter (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalAdapter
