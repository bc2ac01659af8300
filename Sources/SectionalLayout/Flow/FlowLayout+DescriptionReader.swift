import Foundation

extension FlowLayout {
  /// What a preparation learns of the sections' descriptions, asked in ascending order: from a
  /// content that stamps none, every description, read at once; from one that stamps them
  /// (``LayoutContent/descriptionStamps(ofSections:)``), the stamps, and then only the
  /// descriptions whose stamps are not the ones their sections were laid out with.
  @MainActor
  struct DescriptionReader {
    /// What the reader learned of one section's description.
    enum Reading: Equatable {
      /// The section has no description.
      case undescribed
      /// The section's stamp is the one its geometry was laid out with: its description is
      /// that geometry's, and is not read.
      case unchanged
      /// The section has a description, which ``description(ofSection:)`` reads.
      case described
    }

    private unowned let layout: FlowLayout
    private let content: any LayoutContent
    /// Every described section with its description, when the content stamps none.
    private let described: [DescribedSection]
    /// Every described section with its stamp, when the content stamps them.
    private let stamped: [StampedSection]
    /// Whether the content stamps its descriptions.
    ///
    /// A flag beside a list rather than an optional list: binding the optional at every section
    /// retains and releases it.
    private let isStamped: Bool
    /// The place in the list of the section asked last.
    private var position = 0

    /// Reads the stamps of the sections of a range, or their descriptions when the content
    /// stamps none.
    ///
    /// - Complexity: O(*d*) for the *d* described sections of the range, plus what the content
    ///   takes to answer.
    init(layout: FlowLayout, content: any LayoutContent, sections: Range<Int>) {
      self.layout = layout
      self.content = content
      let stamps = content.descriptionStamps(ofSections: sections)
      isStamped = stamps != nil
      stamped = stamps ?? []
      described = isStamped ? [] : content.layouts(ofSections: sections)
    }

    /// The number of sections the content describes.
    var describedCount: Int {
      isStamped ? stamped.count : described.count
    }

    /// The index of the `place`-th described section, in ascending order.
    func describedSection(at place: Int) -> Int {
      isStamped ? stamped[place].section : described[place].section
    }

    /// Returns what the section's description is now; sections must be asked in ascending
    /// order.
    ///
    /// A small value, without the description: most sections of a screen are undescribed or
    /// unchanged, and a description is large to move.
    ///
    /// - Parameters:
    ///   - section: The index of the section.
    ///   - stamp: The stamp of the geometry the section would keep, or `nil` when it keeps none.
    /// - Returns: Whether the section is undescribed, unchanged or described.
    /// - Complexity: Amortized O(1).
    mutating func read(_ section: Int, keeping stamp: DescriptionStamp?) -> Reading {
      guard isStamped else {
        while position < described.count, described[position].section < section {
          position += 1
        }
        return position < described.count && described[position].section == section
          ? .described : .undescribed
      }
      while position < stamped.count, stamped[position].section < section {
        position += 1
      }
      guard position < stamped.count, stamped[position].section == section else {
        return .undescribed
      }
      let now = stamped[position].stamp
      return now != .unstamped && now == stamp ? .unchanged : .described
    }

    /// Reads the description of the section that ``read(_:keeping:)`` last found
    /// ``Reading/described`` into `description`, normalized (`nil` when none after all, or one
    /// the layout cannot read, which is reported), and returns the stamp to keep with a geometry
    /// laid out from it.
    ///
    /// Written in place: a description returned beside its stamp is copied once more at every
    /// described section.
    func description(
      ofSection section: Int, into description: inout FlowSectionLayout?
    ) -> DescriptionStamp {
      guard isStamped else {
        description = layout.flowDescription(
          described[position].description, ofSection: section, content)
        return .unstamped
      }
      guard let read = content.layout(ofSection: section) else {
        description = nil
        return .unstamped
      }
      description = layout.flowDescription(read, ofSection: section, content)
      // Unreadable: read (and reported) again at the next preparation, as without a stamp.
      return FlowLayout.isPresent(description) ? stamped[position].stamp : .unstamped
    }

    #if SECTIONAL_INTERNAL_CHECKS
      /// Traps when a section kept by its stamp has another description now.
      ///
      /// The content broke its promise, and the section would show the old one. Compiled only with
      /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
      func checkUnchanged(_ section: Int, laidOutWith description: FlowSectionLayout?) {
        Self.checkUnchanged(section, of: content, by: layout, laidOutWith: description)
      }

      /// Traps when a section of a content has another description than the one it was laid
      /// out with, which the content promised it kept (by its stamp or its revision).
      static func checkUnchanged(
        _ section: Int, of content: any LayoutContent, by layout: FlowLayout,
        laidOutWith description: FlowSectionLayout?
      ) {
        // Read at once, as a content stamping nothing is read: a test that counts the reads one
        // by one counts the layout's own. Checked as it was when laid out (an unusable item size
        // counts as zero), without reporting again.
        let now = content.layouts(ofSections: section..<section + 1).first?.description
          .read(as: FlowSectionLayout.self)
          .map {
            layout.checkingItemSize(of: $0, ofSection: section, content, reporting: false)
              .normalized
          }
        precondition(
          now == description,
          "section \(section) kept its description's promise, but its description changed")
      }
    #else
      @inline(__always)
      func checkUnchanged(_ section: Int, laidOutWith description: FlowSectionLayout?) {}
    #endif
  }
}
