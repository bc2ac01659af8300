import Foundation
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
/// - View models of the standard library's integer types, `Bool` and `UUID` whose bytes differ
///   are unequal: those types' `==` compares their bytes, so a changed row is told without
///   reading either box.
///
/// Forty bytes, five words: with the box's reference a cell spans 48 bytes, so that the walk
/// over a long list reads as few cache lines as the comparison needs.
struct CellDigest {
  /// The component type's address (``typeBits``) in the low seven bytes, the flags
  /// (``Flags``) in the high one: one word, so that two digests whose words are equal have the
  /// same component type, id kind, flags and placeholder state.
  ///
  /// A type whose address needs the high byte (no platform Swift runs on places type metadata
  /// there) keeps no type: ``Flags/hasType`` is off and the boxes decide every comparison.
  private(set) var word: UInt64

  /// The id's bytes (``SectionID/bitPattern``).
  let idBits: (UInt64, UInt64)

  /// The view model's bytes, zero-padded; zero when ``hasViewModelBits`` is `false`.
  let viewModelBits: (UInt64, UInt64)

  /// The bits of ``word`` above the component type's address.
  struct Flags: OptionSet {
    let rawValue: UInt64

    /// The component type's address is kept.
    static let hasType = Flags(rawValue: 1 << 56)
    /// The component has a style.
    static let hasStyle = Flags(rawValue: 1 << 57)
    /// The view model fits in sixteen bytes, kept in ``CellDigest/viewModelBits``.
    static let hasViewModelBits = Flags(rawValue: 1 << 58)
    /// The view model's type is equal exactly when its bytes are (``CellDigest/bitsDecideEquality(of:)``).
    static let viewModelBitsDecide = Flags(rawValue: 1 << 59)
    /// The digest settles a comparison with an equal digest by itself (``CellDigest/isSameCell(as:)``).
    static let settlesEquality = Flags(rawValue: 1 << 60)
    /// The cell is a placeholder.
    static let isPlaceholder = Flags(rawValue: 1 << 61)
    /// The id's kind (``CellDigest/IDMeaning``), two bits from here.
    static let idMeaningShift: UInt64 = 62
  }

  /// The bits of ``word`` that hold the component type's address.
  private static let typeMask: UInt64 = (1 << 56) - 1

  /// The digest of a cell's box, read right after the box is made.
  init(_ box: ComponentBox) {
    let address = UInt64(UInt(bitPattern: box.componentType))
    var flags: Flags = []
    if address & ~Self.typeMask == 0 { flags.insert(.hasType) }
    if box.hasStyle { flags.insert(.hasStyle) }
    let id = box.cellID.bitPattern
    idBits = id.bits
    let idMeaning: IDMeaning =
      switch id.meaning {
      case .int: .int
      case .uuid: .uuid
      case .string: .string
      case .opaque: .opaque
      }
    if let bits = box.viewModelBits {
      viewModelBits = bits
      flags.insert(.hasViewModelBits)
      if box.viewModelBitsDecideEquality { flags.insert(.viewModelBitsDecide) }
    } else {
      viewModelBits = (0, 0)
    }
    if flags.contains([.hasType, .hasViewModelBits]), !flags.contains(.hasStyle),
      idMeaning != .opaque
    {
      flags.insert(.settlesEquality)
    }
    word =
      (flags.contains(.hasType) ? address : 0) | flags.rawValue
      | UInt64(idMeaning.rawValue) << Flags.idMeaningShift
  }

  /// What an id's bytes tell (``SectionID/BitPatternMeaning``), as a type of this module: its
  /// comparison, made for every cell of every apply, then compiles to a comparison of bytes
  /// rather than a call to another module's conformance.
  enum IDMeaning: UInt8 {
    case int, uuid, string, opaque
  }

  /// The digest's flags.
  var flags: Flags { Flags(rawValue: word & ~Self.typeMask) }

  /// The component type's address; zero when it is not kept (``Flags/hasType``).
  var typeBits: UInt64 { word & Self.typeMask }

  /// What the id's bytes tell.
  var idMeaning: IDMeaning {
    IDMeaning(rawValue: UInt8(truncatingIfNeeded: word >> Flags.idMeaningShift)) ?? .opaque
  }

  /// Whether the component has a style.
  var hasStyle: Bool { word & Flags.hasStyle.rawValue != 0 }

  /// Whether the view model fits in sixteen bytes, kept in ``viewModelBits``.
  var hasViewModelBits: Bool { word & Flags.hasViewModelBits.rawValue != 0 }

  /// Whether the cell is a placeholder: kept in the digest's word, so that the walk over aligned
  /// cells compares it with the rest.
  var isPlaceholder: Bool {
    get { word & Flags.isPlaceholder.rawValue != 0 }
    set {
      if newValue {
        word |= Flags.isPlaceholder.rawValue
      } else {
        word &= ~Flags.isPlaceholder.rawValue
      }
    }
  }

  /// Whether the identity is the digest's alone: the component type kept, an `Int` or a `UUID`
  /// id and no style.
  ///
  /// Such an id's bytes decide its equality with another id of its kind, so two cells with
  /// exact digests have the same identity exactly when their component types, id kinds and id
  /// bytes are equal.
  var isExact: Bool {
    // One mask: the type kept, no style, and the id kind's high bit clear (`int` or `uuid`).
    word & (Flags.hasType.rawValue | Flags.hasStyle.rawValue | 1 << 63) == Flags.hasType.rawValue
  }

  /// A hash of the id's bytes and kind: equal for equal ids where the digest is exact
  /// (``isExact``), as a filter for repeated ids.
  var idHash: Int {
    // Folded, not mixed: the search for repeats mixes it (`RepeatedHashSearch`).
    Int(truncatingIfNeeded: idBits.0 &* 0x9E37_79B9_7F4A_7C15 ^ idBits.1)
      &+ Int(truncatingIfNeeded: word >> Flags.idMeaningShift)
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

  /// Whether two values of a type are equal exactly when their bytes are: the standard
  /// library's integers, `Bool` and Foundation's `UUID`, whose `==` compares their bytes.
  ///
  /// For these view models, bytes that differ prove a change, and a cell whose view model
  /// changed is told from the digests alone. Every other type's bytes prove only equality.
  static func bitsDecideEquality<Value>(of type: Value.Type) -> Bool {
    type == Int.self || type == Int8.self || type == Int16.self || type == Int32.self
      || type == Int64.self || type == UInt.self || type == UInt8.self || type == UInt16.self
      || type == UInt32.self || type == UInt64.self || type == Bool.self || type == UUID.self
  }

  /// What two digests settle of their cells' comparison.
  enum Comparison {
    /// The cells have different identities.
    case otherIdentity
    /// The cells have the same identity and equal components.
    case sameContent
    /// The cells have the same identity and components whose view models differ.
    case otherContent
    /// The cells have the same identity; whether their components are equal is for the boxes.
    case sameIdentity
    /// Nothing settled: the boxes compare the cells.
    case undecided
  }

  /// Compares this cell's digest with another's; placeholder states are not compared.
  ///
  /// - Complexity: O(1), reading the two digests alone.
  func comparison(with other: CellDigest) -> Comparison {
    let flags = self.flags
    let otherFlags = other.flags
    guard flags.contains(.hasType), otherFlags.contains(.hasType) else { return .undecided }
    guard typeBits == other.typeBits else { return .otherIdentity }
    let meaning = idMeaning
    guard !flags.contains(.hasStyle), !otherFlags.contains(.hasStyle), meaning == other.idMeaning
    else { return .undecided }
    let sameIDBits = idBits.0 == other.idBits.0 && idBits.1 == other.idBits.1
    switch meaning {
    case .int, .uuid:
      guard sameIDBits else { return .otherIdentity }
    case .string:
      guard sameIDBits else { return .undecided }
    case .opaque:
      return .undecided
    }
    return switch componentEquality(with: other) {
    case true: .sameContent
    case false: .otherContent
    case nil: .sameIdentity
    }
  }

  /// Whether the two cells have the same identity and equal components by their digests'
  /// bytes alone, placeholder states included: the first question of the walk over a section
  /// applied again, asked of every cell, five words compared with no branch on what they mean.
  ///
  /// `true` only where ``comparison(with:)`` answers ``Comparison/sameContent`` and the
  /// placeholder states are equal; `false` leaves the pair to that comparison.
  @inline(__always)
  func isSameCell(as other: CellDigest) -> Bool {
    // Equal words have equal flags, so one digest's flag answers for both. Compared one word
    // at a time, in the order they lie: each a comparison with memory, no word held.
    word & Flags.settlesEquality.rawValue != 0 && word == other.word
      && idBits.0 == other.idBits.0 && idBits.1 == other.idBits.1
      && viewModelBits.0 == other.viewModelBits.0 && viewModelBits.1 == other.viewModelBits.1
  }

  /// Whether the digests at two addresses are the same cell (``isSameCell(as:)``), read in
  /// place as a word and two vectors each: the walk over a long list compares them without
  /// holding ten words in registers.
  ///
  /// - Parameters:
  ///   - first: The address of a digest.
  ///   - second: The address of another.
  /// - Returns: `true` only where ``isSameCell(as:)`` is.
  @inline(__always)
  static func areSameCell(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
    let word = first.load(as: UInt64.self)
    guard word & Flags.settlesEquality.rawValue != 0, word == second.load(as: UInt64.self)
    else { return false }
    let differences =
      (first.loadUnaligned(fromByteOffset: 8, as: SIMD2<UInt64>.self)
        ^ second.loadUnaligned(fromByteOffset: 8, as: SIMD2<UInt64>.self))
      | (first.loadUnaligned(fromByteOffset: 24, as: SIMD2<UInt64>.self)
        ^ second.loadUnaligned(fromByteOffset: 24, as: SIMD2<UInt64>.self))
    return differences == .zero
  }

  /// Whether the digests at two addresses have the same bytes: ``areSameCell(_:_:)`` for a
  /// digest at `first` known to settle a comparison with an equal digest by itself
  /// (``Flags/settlesEquality``), whose flag is then not asked.
  ///
  /// - Parameters:
  ///   - first: The address of a digest whose flags hold ``Flags/settlesEquality``.
  ///   - second: The address of another.
  /// - Returns: `true` only where ``isSameCell(as:)`` is, given the flag.
  @inline(__always)
  static func haveSameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
    guard first.load(as: UInt64.self) == second.load(as: UInt64.self) else { return false }
    let differences =
      (first.loadUnaligned(fromByteOffset: 8, as: SIMD2<UInt64>.self)
        ^ second.loadUnaligned(fromByteOffset: 8, as: SIMD2<UInt64>.self))
      | (first.loadUnaligned(fromByteOffset: 24, as: SIMD2<UInt64>.self)
        ^ second.loadUnaligned(fromByteOffset: 24, as: SIMD2<UInt64>.self))
    return differences == .zero
  }

  /// Where a cell keeps its digest: after the box's reference.
  static let offsetInCell = 8

  /// Whether digests lie where ``areSameCell(_:_:)`` reads them.
  ///
  /// The word first, the id's bytes at 8, the view model's at 24, and the digest at
  /// ``offsetInCell`` in a cell. Asked once; where they lie otherwise (a compiler that lays the
  /// fields out in another order), the walk compares digests as values.
  static let isLaidOutAsRead: Bool =
    MemoryLayout<CellDigest>.offset(of: \.word) == 0
    && MemoryLayout<CellDigest>.offset(of: \.idBits) == 8
    && MemoryLayout<CellDigest>.offset(of: \.viewModelBits) == 24
    && MemoryLayout<Cell>.offset(of: \.digest) == offsetInCell

  /// Whether the two cells' components are equal by their digests alone: `true` for the same
  /// type, no style, and view models with the same bytes; `false` for the same type, no style,
  /// and view models of a type whose bytes decide equality (``bitsDecideEquality(of:)``) with
  /// other bytes; `nil` leaves the question to the boxes.
  func componentEquality(with other: CellDigest) -> Bool? {
    let flags = self.flags
    guard flags.contains([.hasType, .hasViewModelBits]), !flags.contains(.hasStyle),
      typeBits == other.typeBits, other.flags.contains(.hasViewModelBits),
      !other.flags.contains(.hasStyle)
    else { return nil }
    if viewModelBits.0 == other.viewModelBits.0 && viewModelBits.1 == other.viewModelBits.1 {
      return true
    }
    // The same component type: both view models are of one type, and its flag is both's.
    return flags.contains(.viewModelBitsDecide) ? false : nil
  }
}
