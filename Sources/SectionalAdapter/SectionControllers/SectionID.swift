import Foundation
import SectionalDiffing

/// The type-erased, sendable id of a section.
///
/// Ids are compared often (duplicate filtering, the section diff, each update's commit, the
/// working range), so a `SectionID` keeps its hash, computed once, and keeps `Int`, `String` and
/// `UUID` ids unboxed: two ids with different hashes are unequal at once, and common ids compare
/// without `AnyHashable`. Equality and hashing are `AnyHashable`'s, so `SectionID(1)` equals
/// `SectionID(1 as Int8)` as `AnyHashable(1) == AnyHashable(1 as Int8)`.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
  /// Which of the stored fields holds the id.
  @usableFromInline
  enum Kind: UInt8, Sendable {
    case int, string, uuid, other
  }

  /// A wrapped id of an uncommon type.
  ///
  /// Only Sendable values are ever wrapped (see `init`), so the box may cross actors.
  @usableFromInline
  final class Box: @unchecked Sendable {
    let value: AnyHashable
    @usableFromInline init(_ value: AnyHashable) { self.value = value }
  }

  // Plain fields rather than an enum with payloads: reading and comparing an `Int` or `UUID` id
  // then copies nothing that is reference counted, where copying an enum calls a function that
  // switches over its cases (ids are compared for every section at every update).

  /// `AnyHashable`'s hash of the id, computed once.
  @usableFromInline let hash: Int

  /// Which field holds the id.
  @usableFromInline let kind: Kind

  /// An `Int` id in the first word, or a `UUID`'s bytes; zero otherwise.
  @usableFromInline let bits: (UInt64, UInt64)

  /// A `String` id; empty otherwise.
  @usableFromInline let string: String

  /// An id of another type; `nil` otherwise.
  @usableFromInline let box: Box?

  /// Wraps an id; a `SectionID` is taken as it is, not wrapped again.
  ///
  /// So `SectionID(SectionID("x")) == SectionID("x")`, and `Section(id:)` accepts either a raw id
  /// or one already wrapped.
  ///
  /// - Parameter id: The id.
  @inlinable
  public init<ID: Hashable & Sendable>(_ id: ID) {
    if let wrapped = id as? SectionID {
      self = wrapped
      return
    }
    var bits: (UInt64, UInt64) = (0, 0)
    var string = ""
    var box: Box?
    switch id {
    case let value as Int:
      kind = .int
      bits.0 = UInt64(bitPattern: Int64(value))
    case let value as String:
      kind = .string
      string = value
    case let value as UUID:
      kind = .uuid
      bits = Self.bits(of: value)
    default:
      kind = .other
      box = Box(AnyHashable(id))
    }
    self.bits = bits
    self.string = string
    self.box = box
    hash = AnyHashable(id).hashValue
  }

  /// A `UUID`'s sixteen bytes as two words.
  @usableFromInline
  static func bits(of uuid: UUID) -> (UInt64, UInt64) {
    withUnsafeBytes(of: uuid.uuid) { bytes in
      (
        bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      )
    }
  }

  /// The `UUID` whose bytes these are.
  private var uuid: UUID {
    var value = uuid_t(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &value) { bytes in
      bytes.storeBytes(of: bits.0, toByteOffset: 0, as: UInt64.self)
      bytes.storeBytes(of: bits.1, toByteOffset: 8, as: UInt64.self)
    }
    return UUID(uuid: value)
  }

  /// The wrapped id.
  public var base: AnyHashable {
    switch kind {
    case .int: AnyHashable(Int(Int64(bitPattern: bits.0)))
    case .string: AnyHashable(string)
    case .uuid: AnyHashable(uuid)
    case .other: box?.value ?? AnyHashable(0)
    }
  }

  /// The wrapped id, described.
  public var description: String {
    switch kind {
    case .int: String(describing: Int(Int64(bitPattern: bits.0)))
    case .string: string
    case .uuid: String(describing: uuid)
    case .other: box.map { String(describing: $0.value.base) } ?? ""
    }
  }

  /// Whether two ids are equal, as their `AnyHashable`s are.
  ///
  /// - Complexity: O(1) for ids of different hashes and for `Int` and `UUID` ids.
  @inlinable
  public static func == (lhs: SectionID, rhs: SectionID) -> Bool {
    // Inlinable, so that the layers above, other modules, compare ids without a call: the adapter
    // compares every section's id at every update.
    guard lhs.hash == rhs.hash else { return false }
    if lhs.kind == rhs.kind {
      switch lhs.kind {
      case .int, .uuid: return lhs.bits == rhs.bits
      case .string: return lhs.string == rhs.string
      case .other: break
      }
    }
    return areEqualAsAnyHashables(lhs, rhs)
  }

  /// Whether two ids are equal as their `AnyHashable`s are: ids of different types may be
  /// (`1` and `1 as Int8`).
  @usableFromInline
  static func areEqualAsAnyHashables(_ lhs: SectionID, _ rhs: SectionID) -> Bool {
    lhs.base == rhs.base
  }

  /// `AnyHashable`'s hash of the id, computed once: equal ids have equal ones.
  @inlinable
  package var storedHash: Int { hash }

  /// What two ids' ``bitPattern``s tell of their equality.
  package enum BitPatternMeaning: UInt8, Sendable {
    /// An `Int` id's value: two ids of this meaning are equal exactly when their patterns are.
    case int
    /// A `UUID` id's bytes: two ids of this meaning are equal exactly when their patterns are.
    case uuid
    /// A `String` id's own bytes: two ids of this meaning whose patterns are equal are equal
    /// (the same characters stored the same way); different patterns tell nothing, since equal
    /// strings can be stored apart.
    case string
    /// An id of another type (or a `String` where a string takes more than sixteen bytes): the
    /// pattern tells nothing.
    case opaque
  }

  /// The id's sixteen bytes as a comparison can read them without the id's storage, and what
  /// they tell (``BitPatternMeaning``): the declarative layer keeps them in each cell, so that
  /// comparing two cells' ids reads the cells alone.
  package var bitPattern: (bits: (UInt64, UInt64), meaning: BitPatternMeaning) {
    switch kind {
    case .int: return (bits, .int)
    case .uuid: return (bits, .uuid)
    case .string:
      guard MemoryLayout<String>.size <= 16 else { return ((0, 0), .opaque) }
      var pattern: (UInt64, UInt64) = (0, 0)
      withUnsafeBytes(of: string) { source in
        withUnsafeMutableBytes(of: &pattern) { $0.copyMemory(from: source) }
      }
      return (pattern, .string)
    case .other: return ((0, 0), .opaque)
    }
  }

  /// Hashes the id's hash, computed once.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The id's hash for a set or dictionary with a seed: the hash computed once, mixed with the
  /// seed inline rather than fed to a `Hasher` (the adapter puts every section's id in a set at
  /// every update).
  ///
  /// - Parameter seed: The seed of the set or dictionary.
  /// - Returns: The hash.
  public func _rawHashValue(seed: Int) -> Int {
    HashMixing.mix(hash, seed: seed)
  }
}

extension SectionID: Differentiable {}
