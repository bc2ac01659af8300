/// A section's geometry as the compositional layout keeps it once solved: one reference, shared
/// by every section laid out alike.
///
/// Sections described alike with as many items (a screen of equal shelves) are solved once, and
/// each holds the same frames relative to its origin. Kept by value, each such section was a
/// copy of the geometry, every array of it and of its description retained and released: most
/// of a preparation of many sections alike. Kept by reference, a section alike costs one retain.
/// The geometry is never changed once solved: a section laid out again gets a new reference.
final class SharedSectionGeometry: Sendable {
  /// The section's frames and what they were laid out from.
  let value: CompositionalSectionGeometry

  /// Keeps a solved geometry.
  init(_ value: CompositionalSectionGeometry) {
    self.value = value
  }
}
