// Sectional is built in layers, each a module that may import only the layers below it, so that
// the compiler keeps the order (docs/ARCHITECTURE.md). `import Sectional` gives a user all of
// them.
@_exported import SectionalAdapter
@_exported import SectionalCollectionView
@_exported import SectionalDeclarative
@_exported import SectionalDiffing
@_exported import SectionalLayout
