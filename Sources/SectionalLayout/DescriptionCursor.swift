import Foundation

/// Walks the described sections of a range (``LayoutContent/layouts(ofSections:)``) alongside a
/// layout's pass over every section, so that each section's description is found in O(1).
struct DescriptionCursor {
  private let described: [DescribedSection]
  private var position = 0

  init(_ described: [DescribedSection]) {
    self.described = described
  }

  /// Whether `section` has a description; sections must be asked in ascending order.
  mutating func describes(_ section: Int) -> Bool {
    while position < described.count, described[position].section < section {
      position += 1
    }
    return position < described.count && described[position].section == section
  }

  /// The description of the section ``describes(_:)`` last found described.
  var current: any SectionLayoutDescription {
    described[position].description
  }
}
