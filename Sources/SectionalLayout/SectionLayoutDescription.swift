import Foundation

/// A section's own layout description, in the type of the layout that reads it.
///
/// Each layout defines the description it reads: ``FlowSectionLayout`` for ``FlowLayout``, and a
/// custom layout its own type. A section's controller provides its description through one
/// capability (`SectionLayoutProviding`), and the collection view hands it to the layout through
/// ``LayoutContent/layout(ofSection:)``, so a new layout needs no new capability and no new
/// delegate: only a new description type. A layout ignores a description of a type it does not
/// read and lays the section out with its own defaults.
public protocol SectionLayoutDescription: Sendable {}

extension SectionLayoutDescription {
  /// The description as a value of a layout's own description type, or `nil` when it is of
  /// another type: the type compared, without the runtime's dynamic cast.
  ///
  /// A layout reads every section's description at every pass; `as?` from an existential costs
  /// about two hundred instructions where comparing the types costs a few. The result is the same
  /// as `as?`'s for the layouts' description types, which are structs: a value of exactly that
  /// type, nothing else.
  ///
  /// - Parameter type: The layout's description type.
  /// - Returns: The description, when it is of that type.
  package func read<Own: SectionLayoutDescription>(as type: Own.Type) -> Own? {
    guard Self.self == Own.self else { return nil }
    // The same type, so the same size: the cast reinterprets nothing.
    return unsafeBitCast(self, to: Own.self)
  }
}

extension SectionLayoutDescription {
  /// Whether another description is this one: of the same type, and with the same bits or,
  /// for an `Equatable` type, equal.
  ///
  /// The bits are compared first, in place: a description copied from one value, as a list
  /// built again from the same values copies it, is the same without a call to `==`. Equal
  /// descriptions built apart may differ in their padding; an `Equatable` type then compares
  /// them with its `==`. For a type that is not `Equatable`, `false` only means that the two
  /// were not found the same. What stamps a description (``DescriptionStamp``) keeps its stamp
  /// for the same one.
  ///
  /// - Parameter other: Another description.
  /// - Returns: `true` when `other` is of this type and the same value.
  /// - Complexity: O(*b*) for a value of *b* bytes, plus its type's `==`.
  package func isSame(as other: any SectionLayoutDescription) -> Bool {
    // `other` opened once, and this description passed to it as a value of its own type: the
    // types are compared as metadata, with no call to find `other`'s, and both values are
    // read in place, where casting one to the other's type would copy it, retaining what it
    // holds.
    other.isSame(asValue: self)
  }

  /// Whether another description, of a type known here, is this one: the body of
  /// ``isSame(as:)`` with both types opened.
  private func isSame<Other: SectionLayoutDescription>(asValue other: Other) -> Bool {
    guard Other.self == Self.self else { return false }
    let sameBits = withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in
        // The same type, so the same size; no address means no bytes.
        guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
        return memcmp(first, second, mine.count) == 0
      }
    }
    if sameBits { return true }
    guard let equatable = self as? any Equatable else { return false }
    return equatable.isEqual(toDescription: other)
  }
}

extension Equatable {
  /// Whether a description is a value of this type equal to this one.
  fileprivate func isEqual(toDescription other: any SectionLayoutDescription) -> Bool {
    (other as? Self) == self
  }
}
