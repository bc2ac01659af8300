import SectionalAdapter

/// What a comparison of two cells reads first, kept in the cell's own bytes: its component's
/// type, its id's bytes and its view model's bytes, so that an apply that compares every cell of
/// a screen with the one shown in its place reads the two lists in order and settles most pairs
/// without following either cell's reference to its box.
///
/// A digest decides only what its bytes prove; anything else is left to the boxes, which compare
/// as they always have:
/// - Different component types are different identities.
/// - Ids of the same kind: `Int` and `UUID` ids are equal exactly when their bytes are; two
///   `String` ids whose bytes are equal are equal (the same characters stored the same way),
///   and otherwise the boxes compare them; ids of other types are always compared by the boxes.
/// - A component with a style leaves the comparison to the boxes.
/// - View models of at most sixteen bytes whose bytes are equal are equal, as `Equatable`'s
///   reflexivity says: a value equals itself, and two values with the same bytes are one value
///   (references among those bytes name the same objects, which both boxes keep alive). Other
///   view models, and equal ones with different bytes (`-0.0` and `0.0`, padding), are compared
///   by their `==` as before. The one view model this treats differently is one whose `==` is
///   not reflexive, a `Double.nan`: an `==` that calls it unequal to itself would reconfigure
///   its cell at every apply, where this leaves the cell alone.
struct CellDigest {
  /// The component's type.
  let componentType: ObjectIdentifier

  /// The id's bytes (``SectionID/bitPattern``).
  let idBits: (UInt64, UInt64)

  /// The view model's bytes, zero-padded; zero when ``hasViewModelBits`` is `false`.
  let viewModelBits: (UInt64, UInt64)

  /// What the id's bytes tell.
  let idMeaning: IDMeaning

  /// Whether the component has a style.
  let hasStyle: Bool

  /// Whether the view model fits in sixteen bytes, kept in ``viewModelBits``.
  let hasViewModelBits: Bool

  /// Whether the digest settles a comparison with an equal digest by itself: no style, an id
  /// whose equal bytes prove equal ids, and the view model's bytes kept (``isSameCell(as:)``).
  let settlesEquality: Bool

  /// The digest of a cell's box, read right after the box is made.
  init(_ box: ComponentBox) {
    componentType = box.componentType
    hasStyle = box.hasStyle
    let id = box.cellID.bitPattern
    idBits = id.bits
    idMeaning =
      switch id.meaning {
      case .int: .int
      case .uuid: .uuid
      case .string: .string
      case .opaque: .opaque
      }
    if let bits = box.viewModelBits {
      viewModelBits = bits
      hasViewModelBits = true
    } else {
      viewModelBits = (0, 0)
      hasViewModelBits = false
    }
    settlesEquality = !hasStyle && idMeaning != .opaque && hasViewModelBits
  }

  /// What an id's bytes tell (``SectionID/BitPatternMeaning``), as a type of this module: its
  /// comparison, made for every cell of every apply, then compiles to a comparison of bytes
  /// rather than a call to another module's conformance.
  enum IDMeaning: UInt8 {
    case int, uuid, string, opaque
  }

  /// Whether the identity is the digest's alone: an `Int` or a `UUID` id and no style.
  ///
  /// Such an id's bytes decide its equality with another id of its kind, so two cells with
  /// exact digests have the same identity exactly when their component types, id kinds and id
  /// bytes are equal.
  var isExact: Bool {
    (idMeaning == .int || idMeaning == .uuid) && !hasStyle
  }

  /// A hash of the id's bytes and kind: equal for equal ids where the digest is exact
  /// (``isExact``), as a filter for repeated ids.
  var idHash: Int {
    // Folded, not mixed: the search for repeats mixes it (`RepeatedHashSearch`).
    Int(truncatingIfNeeded: idBits.0 &* 0x9E37_79B9_7F4A_7C15 ^ idBits.1)
      &+ Int(idMeaning.rawValue)
  }

  /// A value's bytes, zero-padded to sixteen; `nil` for a value of more than sixteen bytes.
  static func bits<Value>(of value: Value) -> (UInt64, UInt64)? {
    guard MemoryLayout<Value>.size <= 16 else { return nil }
    var pattern: (UInt64, UInt64) = (0, 0)
    withUnsafeBytes(of: value) { source in
      withUnsafeMutableBytes(of: &pattern) { $0.copyMemory(from: source) }
    }
    return pattern
  }

  /// What two digests settle of their cells' comparison.
  enum Comparison {
    /// The cells have different identities.
    case otherIdentity
    /// The cells have the same identity and equal components.
    case sameContent
    /// The cells have the same identity; whether their components are equal is for the boxes.
    case sameIdentity
    /// Nothing settled: the boxes compare the cells.
    case undecided
  }

  /// Compares this cell's digest with another's.
  ///
  /// - Complexity: O(1), reading the two digests alone.
  func comparison(with other: CellDigest) -> Comparison {
    guard componentType == other.componentType else { return .otherIdentity }
    guard !hasStyle, !other.hasStyle, idMeaning == other.idMeaning else { return .undecided }
    let sameIDBits = idBits.0 == other.idBits.0 && idBits.1 == other.idBits.1
    switch idMeaning {
    case .int, .uuid:
      guard sameIDBits else { return .otherIdentity }
    case .string:
      guard sameIDBits else { return .undecided }
    case .opaque:
      return .undecided
    }
    return hasSameViewModelBits(as: other) ? .sameContent : .sameIdentity
  }

  /// Whether the two cells have the same identity and equal components by their digests'
  /// bytes alone: the first question of the walk over a section applied again, asked of every
  /// cell, with no branch on what the bytes mean.
  ///
  /// `true` only where ``comparison(with:)`` answers ``Comparison/sameContent``; `false` leaves
  /// the pair to that comparison.
  @inline(__always)
  func isSameCell(as other: CellDigest) -> Bool {
    // Both digests settle (not one alone): a digest without view-model bits keeps zeros, which
    // equal the bytes of a zero view model.
    settlesEquality && other.settlesEquality && componentType == other.componentType
      && idBits.0 == other.idBits.0 && idBits.1 == other.idBits.1
      && viewModelBits.0 == other.viewModelBits.0 && viewModelBits.1 == other.viewModelBits.1
      && idMeaning == other.idMeaning
  }

  /// Whether the two cells' components are equal by their digests alone: the same type, no
  /// style, and view models with the same bytes; `false` leaves the question to the boxes.
  func provesEqualComponent(to other: CellDigest) -> Bool {
    componentType == other.componentType && !hasStyle && !other.hasStyle
      && hasSameViewModelBits(as: other)
  }

  /// Whether both view models' bytes are kept and equal.
  private func hasSameViewModelBits(as other: CellDigest) -> Bool {
    hasViewModelBits && other.hasViewModelBits && viewModelBits.0 == other.viewModelBits.0
      && viewModelBits.1 == other.viewModelBits.1
  }
}
