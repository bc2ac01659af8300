// expected-error: circular dependency between modules 'SectionalAdapter' and 'SectionalDeclarative'
// module: SectionalAdapter
// The layer order, kept by the compiler: the Adapter layer cannot import the layer above
// it, Declarative (docs/ARCHITECTURE.md); its control imports the layer below it instead.
import Foundation
import SectionalDeclarative
