import Foundation

/// The frames of a flow layout: each section's own geometry, and where each section starts on the
/// main axis.
///
/// Sections keep their frames in their own coordinates (``FlowSectionGeometry``), and their
/// lengths, in pixels, in a ``PrefixSumTree``: an update re-lays out only the sections it touched,
/// and a section that changes length (an item measured by self-sizing) moves the ones after it in
/// O(log *s*) for *s* sections. Queries convert between the content's coordinates and the
/// sections' vertical form.
struct FlowLayoutGeometry {
  /// Each section's frames, in its own coordinates.
  var sections: [FlowSectionGeometry] = []

  /// The sections laid out for a description of their own, ascending: what a preparation that
  /// visits only the changed sections compares with the descriptions the content has now.
  var describedSections: [Int] = []

  /// Each section's length in pixels, and their running sums: where each section starts.
  var sectionLengths = PrefixSumTree([])

  /// The scroll axis.
  var direction = ScrollDirection.vertical

  /// The bounds' length on the cross axis.
  var crossLength: CGFloat = 0

  /// The pixel grid.
  var grid = PixelGrid(scale: 1)

  /// The total length on the main axis.
  var mainLength: CGFloat { grid.points(sectionLengths.total) }

  /// The size of the whole content.
  var contentSize: CGSize {
    direction == .vertical
      ? CGSize(width: crossLength, height: mainLength)
      : CGSize(width: mainLength, height: crossLength)
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the geometry disagrees with itself; compiled only with
    /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every preparation, from scratch or in place: one geometry per section of
    /// the content, and the running sums that place the sections hold each section's own
    /// length (an in-place resize updates both).
    ///
    /// - Parameter sectionCount: The content's number of sections.
    /// - Complexity: O(*s* log *s*) for *s* sections.
    func _checkInvariants(sectionCount: Int) {
      precondition(
        sections.count == sectionCount,
        "\(sections.count) section geometries for \(sectionCount) sections")
      precondition(
        sectionLengths.count == sections.count,
        "\(sectionLengths.count) section lengths for \(sections.count) sections")
      var described: [Int] = []
      for section in sections.indices where sections[section].hasDescription {
        described.append(section)
      }
      precondition(
        described == describedSections,
        "sections \(describedSections) listed as described, \(described) laid out so")
      for (index, section) in sections.enumerated() {
        let length = sectionLengths.prefix(index + 1) - sectionLengths.prefix(index)
        precondition(length >= 0, "section \(index) is \(length) pixels long")
        precondition(
          length == section.pixelLength,
          "section \(index) is placed as \(length) pixels long but is \(section.pixelLength)")
      }
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants(sectionCount: Int) {}
  #endif

  /// Lists again the sections laid out for a description of their own.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func noteDescribedSections() {
    var described: [Int] = []
    for section in sections.indices where sections[section].hasDescription {
      described.append(section)
    }
    describedSections = described
  }

  /// Updates the list of described sections after only `replaced` sections were laid out again.
  ///
  /// - Parameter replaced: The sections laid out again, ascending.
  /// - Complexity: O(*r* (log *d* + *d*)) for *r* replaced sections of *d* described ones, the
  ///   second term only for a section that gained or lost its description.
  mutating func noteDescriptions(ofReplaced replaced: [Int]) {
    for section in replaced where sections.indices.contains(section) {
      let place = describedSections.partitioningIndex { $0 >= section }
      let isListed = place < describedSections.count && describedSections[place] == section
      switch (isListed, sections[section].hasDescription) {
      case (false, true): describedSections.insert(section, at: place)
      case (true, false): describedSections.remove(at: place)
      default: break
      }
    }
  }

  /// Recomputes where each section starts.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func updateOrigins() {
    // Each length read in place: `map(\.pixelLength)` copies every section's geometry first
    // (its arrays retained and released, its description copied).
    var lengths: [Int] = []
    lengths.reserveCapacity(sections.count)
    sections.withUnsafeBufferPointer { sections in
      for section in sections.indices {
        lengths.append(sections[section].pixelLength)
      }
    }
    sectionLengths = PrefixSumTree(lengths)
  }

  /// Updates where each section starts after only `replaced` sections were laid out again, the
  /// others keeping their places and lengths.
  ///
  /// - Parameter replaced: The sections laid out again.
  /// - Complexity: O(*r* log *s*) for *r* replaced sections of *s*; O(*s*) when the sections
  ///   are not the ones the lengths were recorded for.
  mutating func updateOrigins(ofReplaced replaced: [Int]) {
    guard sectionLengths.count == sections.count else {
      updateOrigins()
      return
    }
    for section in replaced where sections.indices.contains(section) {
      sectionLengths.add(
        sections[section].pixelLength - sectionLengths.values[section], at: section)
    }
  }

  /// Where a section starts on the main axis, in pixels.
  ///
  /// - Complexity: O(log *s*).
  func origin(ofSection section: Int) -> Int {
    sectionLengths.prefix(section)
  }

  /// A rect of the content in vertical form: the main axis as y, the cross axis as x.
  func verticalForm(_ rect: CGRect) -> CGRect {
    direction == .vertical
      ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
  }

  /// A rect of a section, in vertical form, as a frame of the content.
  func contentFrame(_ local: CGRect, sectionOrigin: Int) -> CGRect {
    let main = local.minY + grid.points(sectionOrigin)
    return direction == .vertical
      ? CGRect(x: local.minX, y: main, width: local.width, height: local.height)
      : CGRect(x: main, y: local.minX, width: local.height, height: local.width)
  }
}
