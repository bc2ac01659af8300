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
