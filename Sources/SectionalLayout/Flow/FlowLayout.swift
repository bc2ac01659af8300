import Foundation

/// UIKit's flow layout, computed headlessly: items in lines that wrap, section by section, with
/// headers and footers, scrolling vertically or horizontally.
///
/// Each section is laid out along the scroll axis (top to bottom for ``ScrollDirection/vertical``,
/// left to right for ``ScrollDirection/horizontal``), as `UICollectionViewFlowLayout` does:
///
/// 1. The header, if its reference length on the scroll axis (height, or width when horizontal)
///    is greater than zero, spanning the bounds across.
/// 2. The section inset before the items.
/// 3. The items, in lines (rows, or columns when horizontal). A line takes items while they fit
///    across the available length: the bounds less the ``sectionInsetReference``'s insets and
///    the section's insets, with at least ``minimumInteritemSpacing`` between items. Lines are
///    ``minimumLineSpacing`` apart and as long as their longest item; each item is centred on the
///    scroll axis within its line.
/// 4. The section inset after the items, then the footer.
///
/// Within a line, ``LineAlignment/justified`` (the default, as UIKit) widens the spacing of a
/// full line so that it spans the available length, centres a line of one item that is not the
/// section's last, and keeps the minimum spacing from the leading edge on the last line, except
/// in a grid: when every item has the same size (after flooring to device pixels) and there is
/// more than one line, the last line takes the first line's positions, as UIKit's renders show;
/// ``LineAlignment/leading`` starts every line at the leading edge with the minimum spacing. An
/// empty section still contributes its header, insets and footer, as in UIKit.
///
/// Frames snap to the display scale's pixel grid as UIKit's do: sizes floor to whole device
/// pixels, origins round to them (a scale above 1,000 pixels a point counts as 1,000, and a
/// length above 2³² pixels is cut to it, so that no sum overflows). Along the scroll axis each
/// spacing and inset rounds on its own, so a spacing that is not a whole number of pixels moves
/// each following line by the difference. Degenerate values never crash and never produce a NaN
/// frame: sizes, insets and spacings that are negative, infinite or NaN count as zero, each
/// reported once (``LayoutContent/layout(_:didReport:)``), and an item longer than the available
/// length is shortened to it. In a right-to-left layout direction, a vertical
/// layout mirrors its lines (the first item of a line is at the right) and its section insets,
/// while the safe area and layout margins of ``sectionInsetReference`` stay on their physical
/// sides (a notch on the right is on the right); a horizontal layout keeps its columns left to
/// right (Sectional's choice: UIKit mirrors the whole content).
///
/// The section's controller can change every default through a ``FlowSectionLayout``; setting a
/// default invalidates the layout. Updates re-lay out only the sections they touched (see
/// ``LayoutInvalidation``).
@MainActor
public final class FlowLayout: CollectionViewLayout {
  /// How the items of a line share the line's extra space.
  public enum LineAlignment: Hashable, Sendable {
    /// UIKit's alignment: full lines span the available length, a line of one item that is not
    /// the last is centred, the last line lies on the first line's positions when every item has
    /// one size and starts at the leading edge otherwise.
    case justified

    /// Every line starts at the leading edge, its items exactly the minimum spacing apart: frames
    /// that are easy to predict by hand.
    case leading
  }

  /// What section insets are measured from, across the scroll axis.
  public enum SectionInsetReference: Hashable, Sendable {
    /// The bounds: UIKit's default. UIKit measures from the collection view's content inset,
    /// which narrows its lines by the inset's sides across the scroll axis; this layout's lines
    /// span the bounds whatever the content inset (``LayoutContent/adjustedContentInset``
    /// moves no frame), so a vertical view with a left or right content inset is laid out as
    /// if it had none there.
    case contentInset

    /// The safe area: the view's ``LayoutContent/safeAreaInsets`` add to the section's.
    case safeArea

    /// The layout margins: the view's ``LayoutContent/layoutMargins`` add to the section's.
    case layoutMargins
  }

  /// How far past the available length a line may extend and still take an item, so that
  /// lengths computed by division still fill a line despite rounding.
  nonisolated static let fitTolerance: CGFloat = 0.000_001

  /// The z-index of a header or footer pinned to the visible bounds: above the items it floats
  /// over.
  nonisolated public static let pinnedZIndex = 1

  /// The axis along which the content scrolls; vertical by default.
  public var scrollDirection = ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// The size of an item for which the section gives none; 50 × 50 points by default, as in UIKit.
  public var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The estimated size of an item for which the section gives no size; zero, so no
  /// self-sizing, by default.
  ///
  /// When both sides are greater than zero, such items are self-sizing (as
  /// ``FlowItemSize/estimated(_:)``): placed with this estimate until the view measures them.
  public var estimatedItemSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The spacing between lines for which the section gives none; 10 by default.
  public var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The smallest spacing between the items of a line for which the section gives none; 10 by
  /// default.
  public var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The insets of a section for which the section gives none; zero by default.
  public var sectionInset = LayoutInsets.zero {
    didSet { invalidateLayout() }
  }

  /// The size of a header for which the section gives none; zero, so no header, by default.
  ///
  /// Only the length on the scroll axis counts (the height, or the width when horizontal): a
  /// header spans the bounds across, and one of length zero is not laid out.
  public var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The size of a footer for which the section gives none; zero, so no footer, by default.
  ///
  /// Only the length on the scroll axis counts, as for ``headerReferenceSize``.
  public var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// Whether headers stay at the start of the visible bounds while their section is visible; a
  /// pinned header is pushed out by the end of its section's items, and drawn over them.
  ///
  /// The start of the visible bounds is inside the content's adjusted content inset
  /// (``LayoutContent/adjustedContentInset``), as UIKit pins: a header sticks at
  /// `bounds.minY + adjustedContentInset.top`, below a navigation bar, not under it.
  public var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// Whether footers stay at the end of the visible bounds while their section is visible.
  ///
  /// As for headers, the end is inside the adjusted content inset: a footer ends at
  /// `bounds.maxY − adjustedContentInset.bottom`.
  public var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// What section insets are measured from; the bounds by default.
  public var sectionInsetReference = SectionInsetReference.contentInset {
    didSet { invalidateLayout() }
  }

  /// How the items of a line share its extra space; justified by default, as in UIKit.
  public var lineAlignment = LineAlignment.justified {
    didSet { invalidateLayout() }
  }

  /// Whether the layout has been prepared since it was last invalidated.
  ///
  /// Queries keep answering from the last ``prepare(for:)`` while the layout is invalid.
  public private(set) var isPrepared = false

  /// The frames computed so far.
  private(set) var geometry = FlowLayoutGeometry()

  /// What the last preparation depended on for every section.
  private var preparedEnvironment: Environment?

  /// The content's revision of its descriptions (``LayoutContent/descriptionsRevision``) when
  /// the last preparation ended: while the content answers the same, every description is the
  /// one the geometry was laid out with.
  private var preparedDescriptionsRevision: DescriptionStamp?

  /// Where the visible bounds are, for pinning.
  private var pinning = FlowLayoutGeometry.Pinning()

  /// Since the last preparation: for each section now, the prepared section whose frames still
  /// hold, or `nil`; `nil` as a whole when nothing but the bounds changed.
  private var pendingReuse: [Int?]?

  /// The sections to lay out again, ascending, when every invalidation since the last
  /// preparation kept the sections in place.
  ///
  /// Set by ``LayoutInvalidation/itemsChanged(inSections:)``: the other sections keep their
  /// frames. `nil` otherwise, and never set with ``pendingReuse``.
  private var pendingChangedSections: [Int]?

  /// Since the last preparation: items whose size changed, at their index paths now.
  private var pendingResizes: [IndexPath] = []

  /// The unusable item size last reported for each section, as written, so that a description
  /// read again at every preparation is reported once, not at every one (NaN included, which
  /// compares unequal to itself).
  private var reportedUnusableItemSizes: [Int: String] = [:]

  /// The other unusable values (header and footer sizes, spacings, insets) last reported for
  /// each section, as written, for the same reason.
  private var reportedUnusableValues: [Int: String] = [:]

  /// The unusable item size the content stated or measured last reported for each section, as
  /// written.
  private var reportedUnusableStatedSizes: [Int: String] = [:]

  /// The unusable settings of the layout itself last reported, as written.
  private var reportedUnusableSettings: String?

  /// Whether everything must be laid out again.
  private var invalidatesEverything = true

  /// The viewport's length along the scroll axis inside the adjusted content inset, as of the
  /// preparation under way: the length of a stock header or footer as long as its container
  /// (``StockSectionLayout/Length/container``) along that axis.
  private(set) var viewportLength: CGFloat = 0

  /// Whether a stock description this layout made depends on ``viewportLength``: a change of
  /// the viewport's length then lays every section out again, descriptions read anew.
  var describesByViewportLength = false

  /// How many sections the last preparation laid out: a measure for tests and benchmarks.
  private(set) var sectionsLaidOutByLastPreparation = 0

  /// Creates a flow layout with UIKit's default item size and spacing, no insets and no headers
  /// or footers.
  ///
  /// UIKit's defaults make a grid of 50 × 50 tiles. For a list, use ``list(rowHeight:)``, the
  /// default layout of ``HeadlessCollectionView``.
  public init() {}

  /// The height of a row in ``list(rowHeight:)`` when none is given: 40 points.
  nonisolated public static let defaultRowHeight: CGFloat = 40

  /// Returns a flow layout of full-width rows: one item per line, as wide as the bounds, with no
  /// spacing.
  ///
  /// It is what a new screen looks like by default: ``HeadlessCollectionView`` uses it when no
  /// layout is given, and so does `SectionalTesting`'s harness, so a test shows what the app
  /// shows. Sections may still describe their own layout (a ``FlowSectionLayout``).
  ///
  /// The item width is `CGFloat.greatestFiniteMagnitude`, which the layout shortens to the
  /// available width, so rows follow the bounds when the width changes.
  ///
  /// - Parameter rowHeight: The height of a row; 40 points by default.
  /// - Returns: A new flow layout.
  public static func list(rowHeight: CGFloat = defaultRowHeight) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: .greatestFiniteMagnitude, height: rowHeight)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }

  /// The size of the content: the bounds across by the end of the last section along the scroll
  /// axis.
  ///
  /// Zero until the layout is first prepared.
  public var contentSize: CGSize { geometry.contentSize }

  /// Brings the frames up to date: every section after ``LayoutInvalidation/everything`` or a
  /// change across the bounds, otherwise only the sections that an update or a size change
  /// touched, or whose description changed, shifting the others.
  ///
  /// The content is asked for every section's count and description, and for the item sizes of
  /// the sections laid out again; the layout keeps no reference to it. A section kept through an
  /// update keeps its items' sizes: if they change while its items and description do not,
  /// invalidate it (``LayoutInvalidation/itemSizes(_:)`` or ``LayoutInvalidation/sections(from:)``).
  ///
  /// - Parameter content: What the layout arranges.
  /// - Complexity: O(*s* + *n*) for *s* sections and the *n* items of the sections laid out
  ///   again; after ``LayoutInvalidation/itemsChanged(inSections:)`` alone, O(*c* + *d* + *n* +
  ///   *r* log *s*) for *c* changed sections, *d* described ones and *r* laid out again;
  ///   O(*m* (*k* + log *n*)) when only the sizes of *m* items changed, each in a line of *k*
  ///   items, and their lengths across the lines did not.
  public func prepare(for content: any LayoutContent) {
    viewportLength = Self.viewportLength(of: content, along: scrollDirection)
    let environment = Environment(layout: self, content: content)
    let sectionCount = max(0, content.numberOfSections)
    reportUnusableSettings(content, sectionCount: sectionCount)
    defer {
      updatePinning(for: content.bounds, insets: content.adjustedContentInset)
      var prepared = environment
      // A stock description read in this preparation may have come to depend on the length.
      if describesByViewportLength {
        prepared.viewportLength = viewportLength
        let inset = content.adjustedContentInset
        let along =
          scrollDirection == .vertical ? inset.top + inset.bottom : inset.left + inset.right
        prepared.viewportInset = along.isFinite ? along : 0
      }
      preparedEnvironment = prepared
      preparedDescriptionsRevision = content.descriptionsRevision
      pendingReuse = nil
      pendingChangedSections = nil
      pendingResizes = []
      invalidatesEverything = false
      isPrepared = true
      geometry._checkInvariants(sectionCount: sectionCount)
    }
    if !invalidatesEverything, environment == preparedEnvironment,
      let changed = pendingChangedSections, sectionCount == geometry.sections.count
    {
      sectionsLaidOutByLastPreparation = prepareInPlace(
        changing: changed, content: content, environment: environment)
      return
    }
    if !invalidatesEverything, environment == preparedEnvironment, pendingReuse == nil,
      pendingChangedSections == nil, sectionCount == geometry.sections.count
    {
      // Nothing but sizes (or the bounds along the scroll axis) changed: resize in place. A
      // section whose description changed meanwhile is laid out again instead.
      var laidOut = 0
      var relaidSections = Set<Int>()
      for indexPath in Set(pendingResizes)
      where geometry.sections.indices.contains(indexPath.section)
        && (0..<geometry.sections[indexPath.section].itemCount).contains(indexPath.item)
        && !relaidSections.contains(indexPath.section)
      {
        let section = indexPath.section
        let read = content.description(
          ofSection: section, as: FlowSectionLayout.self, readBy: self)
        // Checked as it was when the section was laid out; reported only when it changed.
        var description = read.map {
          checkingItemSize(of: $0, ofSection: section, content, reporting: false).normalized
        }
        if description != geometry.sections[section].description {
          description = read.map {
            checkingItemSize(of: $0, ofSection: section, content).normalized
          }
          environment.layOutAgain(
            section: section, description: description, in: &geometry, content: content)
          relaidSections.insert(section)
          geometry.noteDescribedSections()
          laidOut += 1
        } else if environment.resize(indexPath, in: &geometry, content: content) {
          laidOut += 1
        }
      }
      sectionsLaidOutByLastPreparation = laidOut
      return
    }
    var reuse = currentReuse
    for indexPath in pendingResizes where reuse.indices.contains(indexPath.section) {
      reuse[indexPath.section] = nil
    }
    let redoesEverything =
      invalidatesEverything || environment != preparedEnvironment || reuse.count != sectionCount
    var laidOut = 0
    var onlyReplaced: [Int]?
    // The geometry stays whole while the content is asked (a callback may read the layout); new
    // sections are gathered and put in place after.
    if !redoesEverything, geometry.sections.count == sectionCount, Self.keepsPlaces(reuse) {
      // No section moved (a batch that changed some sections' items): the sections that keep
      // their frames stay where they are, and only the others are laid out again, without
      // copying the rest.
      var replaced: [(section: Int, geometry: FlowSectionGeometry)] = []
      // The sections as they were, read in place: a section's geometry is large, and copying
      // one out of the array to compare it (for every section of the screen) copies its arrays.
      // Counts and descriptions read at once, not one call a section.
      let counts = content.itemCounts
      var reader = DescriptionReader(layout: self, content: content, sections: 0..<sectionCount)
      // No section described before or now (the usual screen): a kept section is kept, with
      // nothing to read or compare.
      let anyDescribed = reader.describedCount > 0 || !geometry.describedSections.isEmpty
      // Kept sections whose description was read again under a new stamp: stamped after the
      // pass, as writing into the geometry while it is read copies it whole.
      var restamped: [(section: Int, stamp: DescriptionStamp)] = []
      // Released before the new sections are put in place, so that the array is not copied
      // whole at the first.
      do {
        let laidOutSections = geometry.sections
        laidOutSections.withUnsafeBufferPointer { laidOutSections in
          for section in 0..<sectionCount {
            let count = section < counts.count ? max(0, counts[section]) : 0
            let keeps = reuse[section] != nil && laidOutSections[section].itemCount == count
            if keeps, !anyDescribed {
              continue
            }
            var keptStamp: DescriptionStamp?
            if reuse[section] != nil { keptStamp = laidOutSections[section].descriptionStamp }
            let reading = reader.read(section, keeping: keptStamp)
            // The usual section, kept and without a description before or now, makes no
            // optional description at all: building and passing one copies it.
            if keeps, reading == .undescribed, !laidOutSections[section].hasDescription {
              continue
            }
            if keeps, reading == .unchanged {
              reader.checkUnchanged(section, laidOutWith: laidOutSections[section].description)
              continue
            }
            var description: FlowSectionLayout?
            var stamp = DescriptionStamp.unstamped
            switch reading {
            case .undescribed: break
            case .unchanged:
              (description, stamp) = (
                laidOutSections[section].description, laidOutSections[section].descriptionStamp
              )
            case .described: stamp = reader.description(ofSection: section, into: &description)
            }
            if keeps, laidOutSections[section].isDescribed(by: description) {
              if stamp != laidOutSections[section].descriptionStamp {
                restamped.append((section, stamp))
              }
              continue
            }
            let laidOutSection = environment.layOut(
              section: section, count: count, description: description, stamp: stamp, of: content)
            replaced.append((section, laidOutSection))
          }
        }
      }
      for (section, stamp) in restamped {
        geometry.sections[section].descriptionStamp = stamp
      }
      laidOut = replaced.count
      // The other sections keep their places: only the replaced ones' lengths change.
      onlyReplaced = Self.putInPlace(&replaced, in: &geometry)
      geometry.noteDescriptions(ofReplaced: onlyReplaced ?? [])
    } else {
      let old = geometry.sections
      var sections: [FlowSectionGeometry] = []
      sections.reserveCapacity(sectionCount)
      let counts = content.itemCounts
      var reader = DescriptionReader(layout: self, content: content, sections: 0..<sectionCount)
      let anyDescribed = reader.describedCount > 0 || !geometry.describedSections.isEmpty
      for section in 0..<sectionCount {
        let count = section < counts.count ? max(0, counts[section]) : 0
        var kept: Int?
        var keptStamp: DescriptionStamp?
        if !redoesEverything, let reused = reuse[section], old.indices.contains(reused) {
          kept = reused
          keptStamp = old[reused].descriptionStamp
        }
        guard anyDescribed else {
          // No section described before or now (the usual screen): nothing to read, and no
          // optional description made.
          if let kept, old[kept].itemCount == count {
            sections.append(old[kept])
          } else {
            sections.append(
              environment.layOut(section: section, count: count, description: nil, of: content))
            laidOut += 1
          }
          continue
        }
        let reading = reader.read(section, keeping: keptStamp)
        if let kept, old[kept].itemCount == count {
          // The usual section, kept and without a description before or now, makes no
          // optional description at all: building and passing one copies it.
          if reading == .undescribed, !old[kept].hasDescription {
            sections.append(old[kept])
            continue
          }
          if reading == .unchanged {
            reader.checkUnchanged(section, laidOutWith: old[kept].description)
            sections.append(old[kept])
            continue
          }
        }
        var description: FlowSectionLayout?
        var stamp = DescriptionStamp.unstamped
        switch reading {
        case .undescribed: break
        case .unchanged:
          // Only a kept section is unchanged.
          if let kept {
            (description, stamp) = (old[kept].description, old[kept].descriptionStamp)
          }
        case .described: stamp = reader.description(ofSection: section, into: &description)
        }
        if let kept, old[kept].holds(count: count, description: description) {
          sections.append(old[kept])
          if stamp != old[kept].descriptionStamp {
            sections[sections.count - 1].descriptionStamp = stamp
          }
          continue
        }
        let laidOutSection = environment.layOut(
          section: section, count: count, description: description, stamp: stamp, of: content)
        sections.append(laidOutSection)
        laidOut += 1
      }
      geometry.sections = sections
      geometry.noteDescribedSections()
    }
    geometry.direction = environment.direction
    geometry.crossLength = environment.crossLength
    geometry.grid = PixelGrid(scale: environment.scale)
    if let onlyReplaced {
      geometry.updateOrigins(ofReplaced: onlyReplaced)
    } else {
      geometry.updateOrigins()
    }
    sectionsLaidOutByLastPreparation = laidOut
  }

  /// Brings the frames up to date after batches that kept every section in place
  /// (``LayoutInvalidation/itemsChanged(inSections:)``): the changed sections are laid out
  /// again, and so is any whose description changed; the others are not visited.
  ///
  /// A section without a description before or now, and not changed, is read by no one: the
  /// pass walks the changed sections, the sections described now and those described before,
  /// merged in ascending order.
  ///
  /// - Returns: The number of sections laid out again.
  /// - Complexity: O(*c* + *d* + *r* log *s*) for *c* changed sections, *d* described ones and
  ///   *r* laid out again of *s*, plus their items.
  private func prepareInPlace(
    changing changed: [Int], content: any LayoutContent, environment: Environment
  ) -> Int {
    if let revision = content.descriptionsRevision, revision == preparedDescriptionsRevision {
      return prepareInPlace(changingOnly: changed, content: content, environment: environment)
    }
    let sectionCount = geometry.sections.count
    let counts = content.itemCounts
    var reader = DescriptionReader(layout: self, content: content, sections: 0..<sectionCount)
    let describedBefore = geometry.describedSections
    var replaced: [(section: Int, geometry: FlowSectionGeometry)] = []
    var described: [Int] = []
    described.reserveCapacity(reader.describedCount)
    var (nextChanged, nextNow, nextBefore) = (0, 0, 0)
    while true {
      let changedSection = nextChanged < changed.count ? changed[nextChanged] : Int.max
      let nowSection =
        nextNow < reader.describedCount ? reader.describedSection(at: nextNow) : Int.max
      let beforeSection =
        nextBefore < describedBefore.count ? describedBefore[nextBefore] : Int.max
      let section = min(changedSection, nowSection, beforeSection)
      guard section != Int.max else { break }
      let isChanged = changedSection == section
      if isChanged { nextChanged += 1 }
      if nowSection == section { nextNow += 1 }
      if beforeSection == section { nextBefore += 1 }
      guard section >= 0 && section < sectionCount else { continue }
      let count = section < counts.count ? max(0, counts[section]) : 0
      let reading = reader.read(section, keeping: geometry.sections[section].descriptionStamp)
      if !isChanged, reading == .unchanged, geometry.sections[section].itemCount == count {
        reader.checkUnchanged(section, laidOutWith: geometry.sections[section].description)
        if geometry.sections[section].hasDescription { described.append(section) }
        continue
      }
      var description: FlowSectionLayout?
      var stamp = DescriptionStamp.unstamped
      switch reading {
      case .undescribed: break
      case .unchanged:
        (description, stamp) = (
          geometry.sections[section].description, geometry.sections[section].descriptionStamp
        )
      case .described: stamp = reader.description(ofSection: section, into: &description)
      }
      if Self.isPresent(description) { described.append(section) }
      if !isChanged, geometry.sections[section].holds(count: count, description: description) {
        if stamp != geometry.sections[section].descriptionStamp {
          geometry.sections[section].descriptionStamp = stamp
        }
        continue
      }
      let laidOutSection = environment.layOut(
        section: section, count: count, description: description, stamp: stamp, of: content)
      replaced.append((section, laidOutSection))
    }
    let laidOut = replaced.count
    let replacedSections = Self.putInPlace(&replaced, in: &geometry)
    geometry.describedSections = described
    geometry.updateOrigins(ofReplaced: replacedSections)
    return laidOut
  }

  /// Lays the changed sections out again with the descriptions they were laid out with, when
  /// the content promises that no description changed since the last preparation
  /// (``LayoutContent/descriptionsRevision``): no stamp and no description is read, and no
  /// other section is visited.
  ///
  /// - Returns: The number of sections laid out again.
  /// - Complexity: O(*c* + *r* log *s*) for *c* changed sections and *r* laid out again of *s*,
  ///   plus their items.
  private func prepareInPlace(
    changingOnly changed: [Int], content: any LayoutContent, environment: Environment
  ) -> Int {
    let sectionCount = geometry.sections.count
    let counts = content.itemCounts
    #if SECTIONAL_INTERNAL_CHECKS
      // The promise kept: every section's description now is the one it was laid out with.
      for section in 0..<sectionCount {
        DescriptionReader.checkUnchanged(
          section, of: content, by: self, laidOutWith: geometry.sections[section].description)
      }
    #endif
    var replaced: [(section: Int, geometry: FlowSectionGeometry)] = []
    replaced.reserveCapacity(changed.count)
    for section in changed where section >= 0 && section < sectionCount {
      let count = section < counts.count ? max(0, counts[section]) : 0
      let laidOutSection = environment.layOut(
        section: section, count: count, description: geometry.sections[section].description,
        stamp: geometry.sections[section].descriptionStamp, of: content)
      replaced.append((section, laidOutSection))
    }
    let laidOut = replaced.count
    let replacedSections = Self.putInPlace(&replaced, in: &geometry)
    geometry.updateOrigins(ofReplaced: replacedSections)
    return laidOut
  }

  /// Puts sections laid out again in their places, moved out of the list rather than copied
  /// (a section's geometry is large: copying one retains each of its arrays), and returns their
  /// indices, in the list's order.
  ///
  /// - Complexity: O(*r*) for *r* sections.
  private static func putInPlace(
    _ replaced: inout [(section: Int, geometry: FlowSectionGeometry)],
    in geometry: inout FlowLayoutGeometry
  ) -> [Int] {
    // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` allocates through
    // unspecialized code that looks the storage's metadata up at each call.
    var sections: [Int] = []
    sections.reserveCapacity(replaced.count)
    replaced.withUnsafeBufferPointer { replaced in
      for index in replaced.indices {
        sections.append(replaced[index].section)
      }
    }
    while let (section, laidOut) = replaced.popLast() {
      geometry.sections[section] = laidOut
    }
    return sections
  }

  /// Whether a description is present, read from its tag: binding it copies it.
  @inline(__always)
  static func isPresent(_ description: FlowSectionLayout?) -> Bool {
    switch description {
    case .none: false
    case .some: true
    }
  }

  /// The normalized flow description of a section, or `nil` for one of another layout's type,
  /// which is reported to the content.
  func flowDescription(
    _ description: any SectionLayoutDescription, ofSection section: Int,
    _ content: any LayoutContent
  ) -> FlowSectionLayout? {
    if let flow = description.read(as: FlowSectionLayout.self) {
      return checkingItemSize(of: flow, ofSection: section, content).normalized
    }
    content.layout(self, cannotRead: description, ofSection: section)
    return nil
  }

  /// A description whose fixed or estimated item size cannot place an item, reported, with
  /// each such length as zero: one that is not finite or is negative, or one along the scroll
  /// axis longer than ``LayoutLimits/maximumElementLength`` (a length across it is shortened to
  /// the available length, as documented, so `greatestFiniteMagnitude` there means "as wide as
  /// the section").
  func checkingItemSize(
    of flow: FlowSectionLayout, ofSection section: Int, _ content: any LayoutContent,
    reporting: Bool = true
  ) -> FlowSectionLayout {
    let isVertical = scrollDirection == .vertical
    func checked(_ size: CGSize, _ kind: String) -> CGSize? {
      func usable(_ length: CGFloat, alongScroll: Bool) -> Bool {
        length.isFinite && length >= 0
          && (!alongScroll || length <= LayoutLimits.maximumElementLength)
      }
      let widthIsUsable = usable(size.width, alongScroll: !isVertical)
      let heightIsUsable = usable(size.height, alongScroll: isVertical)
      guard !widthIsUsable || !heightIsUsable else {
        // Usable again: a later unusable size is news.
        if reporting && !reportedUnusableItemSizes.isEmpty {
          reportedUnusableItemSizes[section] = nil
        }
        return nil
      }
      let written = "\(kind) \(size.width) × \(size.height)"
      if reporting, reportedUnusableItemSizes[section] != written {
        reportedUnusableItemSizes[section] = written
        report(size, kind)
      }
      return CGSize(
        width: widthIsUsable ? size.width : 0, height: heightIsUsable ? size.height : 0)
    }
    func report(_ size: CGSize, _ kind: String) {
      content.layout(
        self,
        didReport: CompositionalLayoutDiagnostic(
          kind: .invalidValue, section: section,
          message: "the \(kind) item size \(size.width) × \(size.height) cannot place an item (a "
            + "length that is not finite, negative, or along the scroll axis over "
            + "\(LayoutLimits.maximumElementLength) points); such a length counts as zero"))
    }
    var flow = flow
    switch flow.itemSize {
    case .fixed(let size):
      if let size = checked(size, "fixed") { flow.itemSize = .fixed(size) }
    case .estimated(let size):
      if let size = checked(size, "estimated") { flow.itemSize = .estimated(size) }
    case .sizedByContent, nil:
      break
    }
    if reporting { reportUnusableValues(of: flow, ofSection: section, content) }
    return flow
  }

  /// Reports an item size the content stated (``FlowItemSize/sizedByContent``) or measured
  /// that is not finite or is negative, which counts as zero: once for each section while it
  /// stays the same.
  func reportUnusableSize(
    _ size: CGSize, _ source: String, at indexPath: IndexPath, _ content: any LayoutContent
  ) {
    let section = indexPath.section
    let written = "the \(source) size \(size.width) × \(size.height) of item \(indexPath.item)"
    guard reportedUnusableStatedSizes[section] != written else { return }
    reportedUnusableStatedSizes[section] = written
    content.layout(
      self,
      didReport: CompositionalLayoutDiagnostic(
        kind: .invalidValue, section: section,
        message: "section \(section): \(written) cannot place it (a length that is not finite "
          + "or is negative); such a length counts as zero"))
  }

  /// Reports the layout's own settings that are not finite or are negative, which count as
  /// zero, with section 0 (as a compositional layout reports its own headers): once while they
  /// stay the same.
  private func reportUnusableSettings(_ content: any LayoutContent, sectionCount: Int) {
    func written(_ size: CGSize) -> String { "\(size.width) × \(size.height)" }
    func isUnusable(_ length: CGFloat) -> Bool { !length.isFinite || length < 0 }
    func isUnusable(_ size: CGSize) -> Bool { isUnusable(size.width) || isUnusable(size.height) }
    var unusable: [String] = []
    if isUnusable(itemSize) { unusable.append("itemSize \(written(itemSize))") }
    if isUnusable(estimatedItemSize) {
      unusable.append("estimatedItemSize \(written(estimatedItemSize))")
    }
    if isUnusable(minimumLineSpacing) {
      unusable.append("minimumLineSpacing \(minimumLineSpacing)")
    }
    if isUnusable(minimumInteritemSpacing) {
      unusable.append("minimumInteritemSpacing \(minimumInteritemSpacing)")
    }
    let inset = sectionInset
    if isUnusable(inset.top) || isUnusable(inset.left) || isUnusable(inset.bottom)
      || isUnusable(inset.right)
    {
      unusable.append(
        "sectionInset (top \(inset.top), left \(inset.left), bottom \(inset.bottom), right "
          + "\(inset.right))")
    }
    if isUnusable(headerReferenceSize) {
      unusable.append("headerReferenceSize \(written(headerReferenceSize))")
    }
    if isUnusable(footerReferenceSize) {
      unusable.append("footerReferenceSize \(written(footerReferenceSize))")
    }
    let now = unusable.isEmpty ? nil : unusable.joined(separator: ", ")
    guard now != reportedUnusableSettings else { return }
    reportedUnusableSettings = now
    guard let now, sectionCount > 0 else { return }
    content.layout(
      self,
      didReport: CompositionalLayoutDiagnostic(
        kind: .invalidValue, section: 0,
        message: "the flow layout's \(now): a length that is not finite or is negative counts "
          + "as zero (an estimatedItemSize without two lengths above zero sizes no item)"))
  }

  /// Reports the lengths of a description other than its item size that are not finite or are
  /// negative, which the layout counts as zero (``FlowSectionLayout`` says so): once for each
  /// section, and again only when they change.
  private func reportUnusableValues(
    of flow: FlowSectionLayout, ofSection section: Int, _ content: any LayoutContent
  ) {
    func isUnusable(_ length: CGFloat?) -> Bool {
      guard let length else { return false }
      return !length.isFinite || length < 0
    }
    func isUnusable(_ size: CGSize?) -> Bool {
      isUnusable(size?.width) || isUnusable(size?.height)
    }
    var unusable: [String] = []
    if isUnusable(flow.headerReferenceSize), let size = flow.headerReferenceSize {
      unusable.append("header size \(size.width) × \(size.height)")
    }
    if isUnusable(flow.footerReferenceSize), let size = flow.footerReferenceSize {
      unusable.append("footer size \(size.width) × \(size.height)")
    }
    if isUnusable(flow.minimumLineSpacing), let spacing = flow.minimumLineSpacing {
      unusable.append("line spacing \(spacing)")
    }
    if isUnusable(flow.minimumInteritemSpacing), let spacing = flow.minimumInteritemSpacing {
      unusable.append("interitem spacing \(spacing)")
    }
    if let inset = flow.inset,
      isUnusable(inset.top) || isUnusable(inset.left) || isUnusable(inset.bottom)
        || isUnusable(inset.right)
    {
      unusable.append(
        "inset (top \(inset.top), left \(inset.left), bottom \(inset.bottom), right "
          + "\(inset.right))")
    }
    guard !unusable.isEmpty else {
      // Usable again: a later unusable value is news.
      if !reportedUnusableValues.isEmpty { reportedUnusableValues[section] = nil }
      return
    }
    let written = unusable.joined(separator: ", ")
    guard reportedUnusableValues[section] != written else { return }
    reportedUnusableValues[section] = written
    content.layout(
      self,
      didReport: CompositionalLayoutDiagnostic(
        kind: .invalidValue, section: section,
        message: "the description's \(written): a length that is not finite or is negative "
          + "counts as zero"))
  }

  /// Records what changed; the next ``prepare(for:)`` redoes it.
  ///
  /// - Parameter invalidation: What changed.
  public func invalidateLayout(_ invalidation: LayoutInvalidation) {
    isPrepared = false
    switch invalidation {
    case .everything:
      invalidatesEverything = true
    case .bounds, .orthogonalScroll:
      break  // The next preparation compares what the bounds change across the scroll axis.
    case .sections(let first):
      var reuse = currentReuse
      for section in reuse.indices where section >= first {
        reuse[section] = nil
      }
      pendingReuse = reuse
      pendingChangedSections = nil
    case .itemSizes(let indexPaths):
      if var changed = pendingChangedSections {
        // After an in-place batch, whose preparation reads no resizes: their sections are laid
        // out again with the batch's.
        for indexPath in indexPaths where indexPath.count == 2 && indexPath.section >= 0 {
          changed.append(indexPath.section)
        }
        changed.sort()
        changed.removeAdjacentRepeats()
        pendingChangedSections = changed
      } else {
        pendingResizes += indexPaths.filter { $0.count == 2 }
      }
    case .supplementaryViewSizes(_, let indexPaths):
      // The sections are laid out again, and the sections after them move.
      var reuse = currentReuse
      for indexPath in indexPaths
      where indexPath.count == 2 && reuse.indices.contains(indexPath.section) {
        reuse[indexPath.section] = nil
      }
      pendingReuse = reuse
      pendingChangedSections = nil
    case .itemsChanged(let sections):
      guard pendingReuse == nil else {
        invalidateLayout(
          .batchUpdate(
            reusing: LayoutInvalidation.reuse(
              keepingSectionsExcept: sections, count: currentReuse.count)))
        return
      }
      // The sections keep their indices, so resizes pending from before the batch name the
      // right sections: laid out again whole, as after any batch.
      var changed = pendingChangedSections ?? []
      changed.reserveCapacity(changed.count + sections.count + pendingResizes.count)
      for section in sections where section >= 0 { changed.append(section) }
      for indexPath in pendingResizes { changed.append(indexPath.section) }
      pendingResizes = []
      changed.sort()
      changed.removeAdjacentRepeats()
      pendingChangedSections = changed
    case .batchUpdate(let reusing):
      if let changed = pendingChangedSections {
        pendingReuse = reuse(keepingSectionsExcept: changed)
      }
      pendingChangedSections = nil
      if pendingReuse == nil, pendingResizes.isEmpty {
        // Nothing pending: the batch's own map, restricted to the sections laid out.
        let laidOut = geometry.sections.count
        var next = reusing
        for section in next.indices {
          if let old = next[section], old < 0 || old >= laidOut {
            next[section] = nil
          }
        }
        pendingReuse = next
        return
      }
      // Resizes name index paths from before the batch: their sections are laid out again.
      var reuse = currentReuse
      for indexPath in pendingResizes where reuse.indices.contains(indexPath.section) {
        reuse[indexPath.section] = nil
      }
      pendingResizes = []
      // A loop rather than `map`: a closure here is checked for the main actor at every call.
      var next = [Int?](repeating: nil, count: reusing.count)
      for (section, old) in reusing.enumerated() {
        if let old, reuse.indices.contains(old) {
          next[section] = reuse[old]
        }
      }
      pendingReuse = next
    }
  }

  /// Whether new bounds need a new preparation: when their length across the scroll axis
  /// changes, or when they scroll while headers or footers are pinned to them.
  ///
  /// - Parameter newBounds: The bounds about to be shown.
  /// - Returns: Whether the layout depends on the change.
  public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let prepared = preparedEnvironment else { return true }
    let cross = scrollDirection == .vertical ? newBounds.size.width : newBounds.size.height
    if FlowSectionGeometry.sanitized(cross) != prepared.crossLength { return true }
    // A header or footer as long as the viewport follows its length (the inset is read at the
    // preparation: a change of it alone is the view's to invalidate).
    if describesByViewportLength {
      let along = scrollDirection == .vertical ? newBounds.size.height : newBounds.size.width
      let inset = prepared.viewportInset
      if max(0, along - inset).isFinite, max(0, along - inset) != prepared.viewportLength {
        return true
      }
    }
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else {
      return false
    }
    let visible =
      scrollDirection == .vertical
      ? (newBounds.minY, newBounds.maxY) : (newBounds.minX, newBounds.maxX)
    // NaN never equals itself: positions that are both NaN have not moved.
    func moved(_ old: CGFloat, _ new: CGFloat) -> Bool {
      old != new && !(old.isNaN && new.isNaN)
    }
    return moved(pinning.visibleStart, visible.0) || moved(pinning.visibleEnd, visible.1)
  }

  /// Returns the attributes of every header, cell and footer whose frame meets a rect, in
  /// index-path order.
  ///
  /// Along each axis, a frame and the rect are taken as half-open spans, their minimum edge
  /// included and their maximum edge excluded, and they meet when the spans share a point on both
  /// axes. So a frame that only touches the rect's trailing edges from outside is not returned,
  /// and neither is a line that ends exactly where the rect begins. A side of zero length is a
  /// single point: a rect of zero size finds the elements at that point, and an item of zero size
  /// is returned when its origin is in the rect. The rect may have a negative size; a rect with a
  /// NaN coordinate meets nothing.
  ///
  /// - Parameter rect: A rect in the content's coordinate space.
  /// - Returns: The attributes of the elements that meet `rect`, in index-path order.
  /// - Complexity: O(log *s* + log *l* + *k*) for *s* sections and *l* lines in a section, where
  ///   *k* is the number of elements in the lines that the rect spans along the scroll axis.
  public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    geometry.attributesForElements(in: rect, pinning: pinning)
  }

  /// Returns the attributes of the cell at an index path, or `nil` if there is no such item.
  ///
  /// - Parameter indexPath: The index path of an item.
  /// - Returns: The item's attributes, or `nil` if the layout has no such item.
  /// - Complexity: O(log *s* + log *l*) for *s* sections and *l* lines in the item's section.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    geometry.attributesForItem(at: indexPath)
  }

  /// Returns the attributes of a section's header or footer, or `nil` if it is not laid out.
  ///
  /// A flow layout places only ``ElementKind/header`` and ``ElementKind/footer`` views, at
  /// `IndexPath(item: 0, section: s)`; it returns `nil` for other kinds and index paths, and for
  /// headers and footers of length zero. A pinned header or footer is where the visible bounds
  /// hold it.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view.
  ///   - indexPath: The index path of the view.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  /// - Complexity: O(log *s*) for *s* sections.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    geometry.attributesForSupplementaryView(ofKind: kind, at: indexPath, pinning: pinning)
  }

  // MARK: Internals

  /// Whether every reused section keeps its index.
  ///
  /// A loop rather than `allSatisfy`: a closure here is checked for the main actor at each call.
  private static func keepsPlaces(_ reuse: [Int?]) -> Bool {
    for (section, kept) in reuse.enumerated() where kept != nil && kept != section {
      return false
    }
    return true
  }

  /// The reuse map of the pending invalidations: identity when none.
  private var currentReuse: [Int?] {
    if let pendingReuse { return pendingReuse }
    if let pendingChangedSections { return reuse(keepingSectionsExcept: pendingChangedSections) }
    return LayoutInvalidation.reusingEverySection(count: geometry.sections.count)
  }

  /// The reuse map of sections laid out now, all kept but `changed`.
  private func reuse(keepingSectionsExcept changed: [Int]) -> [Int?] {
    LayoutInvalidation.reuse(keepingSectionsExcept: changed, count: geometry.sections.count)
  }

  private func updatePinning(for bounds: CGRect, insets: LayoutInsets) {
    pinning.headers = sectionHeadersPinToVisibleBounds
    pinning.footers = sectionFootersPinToVisibleBounds
    func usable(_ inset: CGFloat) -> CGFloat { inset.isFinite ? inset : 0 }
    if scrollDirection == .vertical {
      (pinning.visibleStart, pinning.visibleEnd) = (bounds.minY, bounds.maxY)
      (pinning.insetAtStart, pinning.insetAtEnd) = (usable(insets.top), usable(insets.bottom))
    } else {
      (pinning.visibleStart, pinning.visibleEnd) = (bounds.minX, bounds.maxX)
      (pinning.insetAtStart, pinning.insetAtEnd) = (usable(insets.left), usable(insets.right))
    }
  }
}
