import SectionalAdapter
import SectionalDiffing

/// A cell's identity read from its digest alone, for lists whose every cell has an `Int` or a
/// `UUID` id and a component without a style.
///
/// In such lists two cells have the same identity exactly when their component types, their
/// ids' kinds and their ids' bytes are equal (``CellDigest``), so a diff or a search for
/// repeated ids keys them by those, hashed and compared from the cells' own bytes, without
/// following a reference to any cell's box. Lists with another cell are keyed by ``CellKey``.
struct DigestedCellKey: Hashable {
  /// The component type's address (``CellDigest/typeBits``).
  let componentType: UInt64
  /// The id's bytes.
  let low: UInt64
  let high: UInt64
  /// The id's kind.
  let meaning: CellDigest.IDMeaning

  /// The key of a cell whose digest is exact (``CellDigest/isExact``).
  init(_ digest: CellDigest) {
    componentType = digest.typeBits
    low = digest.idBits.0
    high = digest.idBits.1
    meaning = digest.idMeaning
  }

  /// The key mixed with a seed, inline (``HashMixing``).
  func _rawHashValue(seed: Int) -> Int {
    // One round over the words folded together: the component type, an address, is spread by
    // an odd multiplier first, so that it does not cancel an id's low word.
    HashMixing.mix(
      Int(truncatingIfNeeded: low ^ componentType &* 0x2545_F491_4F6C_DD1D),
      Int(truncatingIfNeeded: high) &+ Int(meaning.rawValue), seed: seed)
  }

  /// Whether every cell of the lists can be keyed by its digest.
  ///
  /// - Complexity: O(*n*) for *n* cells, reading each cell's digest in order.
  static func canKey(_ lists: [Cell]...) -> Bool {
    lists.allSatisfy(canKey)
  }

  /// Whether every cell of a list can be keyed by its digest: one list, with no array of lists
  /// made for the call.
  ///
  /// - Complexity: O(*n*) for *n* cells, reading each cell's digest in order.
  static func canKey(_ cells: [Cell]) -> Bool {
    cells.withUnsafeBufferPointer { cells in
      for index in cells.indices where !cells[index].digest.isExact { return false }
      return true
    }
  }
}

extension DigestedCellKey: DiffKeying {
  /// A cell's key.
  static func key(of cell: Cell) -> DigestedCellKey {
    DigestedCellKey(cell.digest)
  }

  /// Whether a cell and the cell of the other version it matched show the same content.
  static func isContentEqual(_ old: Cell, _ new: Cell) -> Bool {
    old.isContentEqual(to: new)
  }
}
