import Foundation

/// A section that has its own layout description, as a layout reads the descriptions of many
/// sections at once (``LayoutContent/layouts(ofSections:)``).
///
/// Only the sections that have a description are listed, so a screen of many sections that
/// keep the layout's defaults costs a layout nothing to read.
public struct DescribedSection: Sendable {
  /// The index of the section.
  public var section: Int

  /// The section's description.
  public var description: any SectionLayoutDescription

  /// Pairs a section with its description.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - description: Its description.
  public init(section: Int, description: any SectionLayoutDescription) {
    self.section = section
    self.description = description
  }
}
