import SectionalAdapter
import SectionalDiffing

/// The type-erased id of a cell, as the declarative layer keeps it.
///
/// A cell's id is not a section's id; the two only share their storage, which ``SectionID``
/// tunes for comparing and hashing ids (the hash kept, `Int`, `String` and `UUID` ids unboxed).
/// Users never see it: a cell's id reads as the value it was given (``Cell/id``).
@usableFromInline
typealias CellID = SectionID

/// A cell's id as a set's element, hashed from the hash the id keeps: how repeated cell ids are
/// found, whatever their components.
struct CellIDKey: Hashable, ElementKeying {
  /// The id.
  let id: CellID

  static func key(of cell: Cell) -> CellIDKey {
    CellIDKey(id: cell.storage.cellID)
  }

  static func == (lhs: CellIDKey, rhs: CellIDKey) -> Bool {
    lhs.id.storedHash == rhs.id.storedHash && lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id.storedHash)
  }

  /// The kept hash mixed with a seed, inline (``HashMixing``): a `Hasher` is several calls.
  func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(id.storedHash, seed: seed)
  }
}
