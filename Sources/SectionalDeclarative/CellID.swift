import SectionalAdapter

/// The type-erased id of a cell, as the declarative layer keeps it.
///
/// A cell's id is not a section's id; the two only share their storage, which ``SectionID``
/// tunes for comparing and hashing ids (the hash kept, `Int`, `String` and `UUID` ids unboxed).
/// Users never see it: a cell's id reads as the value it was given (``Cell/id``).
@usableFromInline
typealias CellID = SectionID
