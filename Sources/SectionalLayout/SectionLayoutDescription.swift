/// A section's own layout description, in the type of the layout that reads it.
///
/// Each layout defines the description it reads: ``FlowSectionLayout`` for ``FlowLayout``, and a
/// custom layout its own type. A section's controller provides its description through one
/// capability (`SectionLayoutProviding`), and the collection view hands it to the layout through
/// ``LayoutContent/layout(ofSection:)``, so a new layout needs no new capability and no new
/// delegate: only a new description type. A layout ignores a description of a type it does not
/// read and lays the section out with its own defaults.
public protocol SectionLayoutDescription: Sendable {}
