import Foundation

/// UIKit's compositional layout, computed headlessly: sections described as groups of items that
/// repeat, with headers, footers, badges, backgrounds and sections that scroll on their own.
///
/// Each section is described by a ``LayoutSection``: by its controller, which adopts
/// `SectionLayoutProviding`, or else by the layout's section provider, so a screen can mix
/// controllers that describe their own layout with sections the screen describes. The same
/// description gives the same frames UIKit gives (see the article "Compositional layouts" for the
/// rules and the choices Sectional made where UIKit's documentation is silent):
///
/// ```swift
/// let layout = CompositionalLayout { sectionIndex, environment in
///   let item = LayoutItem(layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
///   let group = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitem: .item(item), count: 3)
///   var section = LayoutSection(group: group)
///   section.interGroupSpacing = 8
///   return section
/// }
/// ```
///
/// Frames are computed in whole device pixels (``LayoutContent/displayScale``): sizes floor to the
/// pixel grid and positions accumulate from the floored sizes, as UIKit's do; a badge's position
/// (``SupplementaryItem``) rounds to the nearest pixel of the content, halves away from zero. A description the
/// layout cannot honour exactly (subitems that overflow their group, a value that is not finite)
/// is laid out as ``CompositionalLayoutDiagnostic/Kind`` documents and reported to
/// ``diagnosticHandler``. Updates lay out again only the sections they touched.
@MainActor
public final class CompositionalLayout: CollectionViewLayout {
  /// Describes a section the content does not describe, given its index and the environment;
  /// `nil` gives the layout's default section.
  public typealias SectionProvider =
    @MainActor (_ section: Int, _ environment: LayoutEnvironment)
    -> LayoutSection?

  /// The widest the readable content area is across the axis, in points
  /// (``ContentInsetsReference/readableContent``).
  nonisolated public static let readableContentWidth: CGFloat = 672

  /// What applies to every section; setting it lays everything out again.
  public var configuration: CompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// The axis along which the content scrolls: the configuration's.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// What the layout does with a diagnostic, or `nil` (the default) to hand it to the content
  /// it lays out (``LayoutContent/layout(_:didReport:)``).
  ///
  /// A ``HeadlessCollectionView`` passes it to its delegate, and an adapter reports it as a
  /// ``Diagnostic`` of kind `layoutDiagnostic`, naming the section and its controller, with its
  /// other diagnostics: with an adapter, its `diagnosticHandler` is the one channel to read, and
  /// this handler stays `nil`. Set it only to collect diagnostics from a layout used alone (a
  /// handler set here keeps them from the view and the adapter).
  public var diagnosticHandler: ((CompositionalLayoutDiagnostic) -> Void)?

  /// Whether the layout has been prepared since it was last invalidated.
  public private(set) var isPrepared = false

  private let sectionProvider: SectionProvider
  private(set) var geometry = CompositionalLayoutGeometry()
  private var preparedEnvironment: PreparedEnvironment?
  private var pendingReuse: [Int?]?
  private var invalidatesEverything = true
  /// The visible range along the scroll axis, for pinning, and each orthogonal section's offset.
  private(set) var viewing = CompositionalLayoutGeometry.Viewing()

  /// How many sections the last preparation laid out: a measure for tests and benchmarks.
  private(set) var sectionsLaidOutByLastPreparation = 0

  /// Whether a section described as the one laid out before it, with as many items, shares its
  /// geometry instead of being solved again; tests turn it off to compare with solving each.
  var reusesSectionsAlike = true

  /// Creates a layout whose sections are described by a provider, unless their controllers
  /// describe them.
  ///
  /// - Parameters:
  ///   - configuration: What applies to every section; UIKit's defaults by default.
  ///   - sectionProvider: Describes a section, given its index and the environment.
  public init(
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    sectionProvider: @escaping SectionProvider
  ) {
    self.configuration = configuration
    self.sectionProvider = sectionProvider
  }

  /// Creates a layout whose sections all follow one description, unless their controllers
  /// describe them.
  ///
  /// - Parameters:
  ///   - section: The description of every section.
  ///   - configuration: What applies to every section; UIKit's defaults by default.
  public convenience init(
    section: LayoutSection,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    self.init(configuration: configuration) { _, _ in section }
  }

  /// The section a section gets when neither its controller nor the provider describes it:
  /// full-width rows of ``FlowLayout/defaultRowHeight`` points, like ``FlowLayout/list(rowHeight:)``.
  nonisolated public static let defaultSection = LayoutSection(
    group: .vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(FlowLayout.defaultRowHeight)
      ),
      subitems: [LayoutItem(layoutSize: .fillingContainer)]))

  /// The size of the content, as computed by the last ``prepare(for:)``.
  public var contentSize: CGSize {
    var length = PixelSize(width: 0, height: 0)
    length[geometry.scrollAxis] = geometry.contentLength
    length[geometry.scrollAxis.crossing] = geometry.container[geometry.scrollAxis.crossing]
    return CGSize(
      width: geometry.grid.points(length.width), height: geometry.grid.points(length.height))
  }

  // MARK: Preparing

  /// Brings the frames up to date: every section after ``LayoutInvalidation/everything`` or a
  /// change of the bounds' size, the display scale, the layout direction, the safe area or the
  /// margins; otherwise only the sections an update or a size change touched, or whose
  /// controller's description changed, moving the others.
  ///
  /// The content is asked for every section's count and description; the section provider only
  /// for the sections laid out again. Either way the attributes, z-indexes included, are those a
  /// fresh layout prepared for the same content gives.
  ///
  /// - Parameter content: What the layout arranges.
  /// - Complexity: O(*s* + *n*) for *s* sections and the *n* items of the sections laid out again.
  public func prepare(for content: any LayoutContent) {
    let environment = PreparedEnvironment(content: content, configuration: configuration)
    let sectionCount = max(0, content.numberOfSections)
    defer {
      readViewing(from: content)
      preparedEnvironment = environment
      pendingReuse = nil
      invalidatesEverything = false
      isPrepared = true
      geometry._checkInvariants(sectionCount: sectionCount)
    }
    let redoesEverything =
      invalidatesEverything || environment != preparedEnvironment
      || (pendingReuse?.count ?? geometry.sections.count) != sectionCount
    if !redoesEverything && pendingReuse == nil {
      sectionsLaidOutByLastPreparation = 0
      return
    }
    let reuse = currentReuse
    // What a section provider is given, the same for every section: worked out once.
    let providerEnvironment = environment.layoutEnvironment
    var diagnostics: [CompositionalLayoutDiagnostic] = []
    var laidOut = 0
    // Where the last section this preparation solved is, to share its geometry with the next
    // section described alike.
    var lastSolved: Int?
    var isInPlace = !redoesEverything && reuse.count == geometry.sections.count
    // A loop rather than `allSatisfy`: a closure here is checked for the main actor at every
    // call.
    if isInPlace {
      for section in reuse.indices {
        if let kept = reuse[section], kept != section {
          isInPlace = false
          break
        }
      }
    }
    if isInPlace {
      // Sections keep their places: replace those laid out again, and move the others by the
      // change of length, without copying every section.
      var changed: [Int] = []
      var previousTopZIndexes: [Int] = []
      // Counts and descriptions read at once, not one call a section.
      let counts = content.itemCounts
      var descriptions = DescriptionCursor(content.layouts(ofSections: 0..<sectionCount))
      for section in 0..<sectionCount {
        let count = section < counts.count ? max(0, counts[section]) : 0
        let isDescribed = descriptions.describes(section)
        // The usual section, kept, of the same count and described by the provider before and
        // now, makes no optional description at all: building and comparing one copies it.
        if reuse[section] != nil, !isDescribed,
          !geometry.sections[section].value.isDescribedByContent,
          geometry.sections[section].value.itemCount == count
        {
          continue
        }
        let described =
          isDescribed
          ? compositionalDescription(descriptions.current, ofSection: section, content) : nil
        if reuse[section] != nil,
          Self.holds(geometry.sections, at: section, count: count, described: described)
        {
          continue
        }
        previousTopZIndexes.append(geometry.sections[section].value.topZIndex)
        // Its own statement: the sections read here are let go before one is replaced.
        let (sectionGeometry, isSolved) = layOut(
          section, count: count, described: described, environment: environment,
          providerEnvironment: providerEnvironment, content: content, diagnostics: &diagnostics,
          sharing: geometry.sections, at: lastSolved)
        geometry.sections[section] = sectionGeometry
        if isSolved { lastSolved = section }
        laidOut += 1
        changed.append(section)
      }
      geometry.restack(changed, previousTopZIndexes: previousTopZIndexes)
    } else {
      let old = geometry.sections
      var sections: [SharedSectionGeometry] = []
      sections.reserveCapacity(sectionCount)
      let counts = content.itemCounts
      var descriptions = DescriptionCursor(content.layouts(ofSections: 0..<sectionCount))
      for section in 0..<sectionCount {
        let count = section < counts.count ? max(0, counts[section]) : 0
        let described =
          descriptions.describes(section)
          ? compositionalDescription(descriptions.current, ofSection: section, content) : nil
        // A section the provider describes is described by its index, as UIKit asks the
        // provider again for every section whose index changed: one that moved is laid out again.
        if !redoesEverything, let kept = reuse[section], old.indices.contains(kept),
          kept == section || described != nil,
          Self.holds(old, at: kept, count: count, described: described)
        {
          sections.append(old[kept])
        } else {
          let (sectionGeometry, isSolved) = layOut(
            section, count: count, described: described, environment: environment,
            providerEnvironment: providerEnvironment, content: content,
            diagnostics: &diagnostics, sharing: sections, at: lastSolved)
          sections.append(sectionGeometry)
          if isSolved { lastSolved = section }
          laidOut += 1
        }
      }
      geometry.sections = sections
      geometry.grid = environment.grid
      geometry.scrollAxis = environment.scrollAxis
      geometry.container = environment.container
      geometry.spacing = environment.interSectionSpacing
      geometry.stack()
    }
    placeLayoutBoundaries(environment: environment, content: content)
    diagnostics += repeatedLayoutBoundaryKinds() + layoutBoundaryConflicts() + invalidLayoutValues()
    sectionsLaidOutByLastPreparation = laidOut
    for diagnostic in diagnostics {
      if let diagnosticHandler {
        diagnosticHandler(diagnostic)
      } else {
        content.layout(self, didReport: diagnostic)
      }
    }
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
      break  // The next preparation compares the environment and reads the offsets.
    case .sections(let first):
      var reuse = currentReuse
      for section in reuse.indices where section >= first { reuse[section] = nil }
      pendingReuse = reuse
    case .itemSizes(let indexPaths), .supplementaryViewSizes(_, let indexPaths):
      var reuse = currentReuse
      for indexPath in indexPaths
      where indexPath.count == 2 && reuse.indices.contains(indexPath.section) {
        reuse[indexPath.section] = nil
      }
      pendingReuse = reuse
    case .itemsChanged(let sections):
      // The sections' frames are kept apart per section here too, but its passes go over the
      // whole map: the sparse form is made whole.
      invalidateLayout(
        .batchUpdate(
          reusing: LayoutInvalidation.reuse(
            keepingSectionsExcept: sections,
            count: pendingReuse?.count ?? geometry.sections.count)))
    case .batchUpdate(let reusing):
      // Loops rather than `map`: a closure here is checked for the main actor at every call.
      var next = reusing
      if let reuse = pendingReuse {
        for section in next.indices {
          if let old = next[section] {
            next[section] = reuse.indices.contains(old) ? reuse[old] : nil
          }
        }
      } else {
        // Nothing pending: the batch's own map, restricted to the sections laid out.
        let laidOut = geometry.sections.count
        for section in next.indices {
          if let old = next[section], old < 0 || old >= laidOut {
            next[section] = nil
          }
        }
      }
      pendingReuse = next
    }
  }

  /// Whether new bounds need a new preparation: when their size changes (fractions of the
  /// container's height and width depend on it), or when they scroll while headers or footers
  /// are pinned to them.
  ///
  /// - Parameter newBounds: The bounds about to be shown.
  /// - Returns: Whether the layout depends on the change.
  public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let prepared = preparedEnvironment else { return true }
    if PreparedEnvironment.pixelSize(of: newBounds.size, grid: prepared.grid) != prepared.container
    {
      return true
    }
    guard geometry.hasPinnedBoundaries else { return false }
    let axis = geometry.scrollAxis
    let start = axis == .vertical ? newBounds.minY : newBounds.minX
    let end = axis == .vertical ? newBounds.maxY : newBounds.maxX
    func moved(_ old: CGFloat, _ new: CGFloat) -> Bool { old != new && !(old.isNaN && new.isNaN) }
    return moved(viewing.visibleStart, start) || moved(viewing.visibleEnd, end)
  }

  // MARK: Queries

  /// Returns the attributes of every element whose frame meets a rect, section by section: its
  /// backgrounds, its headers, its items each followed by its badges, its footers.
  ///
  /// Frames meet as in ``FlowLayout/layoutAttributesForElements(in:)``: half-open spans, a
  /// side of zero length being a point. Elements of a section that scrolls on its own are where
  /// its offset shows them, and only while they are within the container across the axis. A
  /// section's visible-items handler adjusts its shown elements (those in the visible area, and
  /// in the rect) before they are returned, and they are returned where they then meet the rect:
  /// an element the handler moved is found where it shows, by any rect, and by
  /// ``layoutAttributesForItem(at:)``.
  ///
  /// - Parameter rect: A rect in the content's coordinate space.
  /// - Returns: The attributes of the elements that meet `rect`.
  /// - Complexity: O(log *s* + log *c* + *k*) for *s* sections and *c* group copies in a
  ///   section, where *k* is the number of elements in the copies the rect spans.
  public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    let found = geometry.attributesForElements(in: rect, viewing: viewing)
    guard geometry.hasVisibleItemsHandlers else { return found }
    // A section with a handler: its elements are those shown (in the visible area) with the
    // handler's changes, kept where they then meet the rect, so that an element the handler
    // moved is found where it shows, by any rect.
    let visible = visibleArea
    let area = visible.isEmpty ? rect : visible.union(rect)
    guard area != rect else { return adjustedByHandlers(found) }
    // The elements of the other sections meet the rect exactly where they are found in it.
    return adjustedByHandlers(geometry.attributesForElements(in: area, viewing: viewing)).filter {
      CompositionalLayoutGeometry.meets($0.frame, rect)
    }
  }

  /// Whether a section has a visible-items handler.
  private func hasHandler(_ section: Int) -> Bool {
    geometry.sections.indices.contains(section)
      && geometry.sections[section].value.description.visibleItemsInvalidationHandler != nil
  }

  /// The area of the content shown: the visible range along the scroll axis, the whole
  /// container across it; empty before the first layout pass.
  private var visibleArea: CGRect {
    let length = viewing.visibleEnd - viewing.visibleStart
    guard length > 0, length.isFinite, viewing.visibleStart.isFinite else { return .null }
    let huge = CGFloat(LayoutLimits.maximumElementLength) * 4
    return geometry.scrollAxis == .vertical
      ? CGRect(x: -huge, y: viewing.visibleStart, width: 2 * huge, height: length)
      : CGRect(x: viewing.visibleStart, y: -huge, width: length, height: 2 * huge)
  }

  /// Returns the attributes of the cell at an index path, or `nil` if there is no such item.
  ///
  /// An item of a section that scrolls on its own is where the section's offset shows it; a
  /// shown item of a section with a visible-items handler is where the handler put it.
  ///
  /// - Parameter indexPath: The index path of an item.
  /// - Returns: The item's attributes, or `nil` if the layout has no such item.
  /// - Complexity: O(log *s*).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = geometry.attributesForItem(at: indexPath, viewing: viewing)
    guard geometry.hasVisibleItemsHandlers, let attributes, hasHandler(indexPath.section),
      !visibleArea.isEmpty
    else { return attributes }
    // A shown item of a section with a handler is where the handler put it.
    let shown = adjustedByHandlers(
      geometry.attributesForElements(in: visibleArea, viewing: viewing).filter {
        $0.indexPath.section == indexPath.section
      })
    return shown.first { $0.category == .cell && $0.indexPath == indexPath } ?? attributes
  }

  /// Returns the attributes of a header, footer or badge, or `nil` if the layout places none
  /// there.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view.
  ///   - indexPath: The index path of the view.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  /// - Complexity: O(log *s* + log *c*) for an item's badge; O(*c*) for a group's, for *c*
  ///   copies in the section.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    geometry.attributesForSupplementaryView(ofKind: kind, at: indexPath, viewing: viewing)
  }

  /// Returns the attributes of a section's background, or `nil` if the section has none of that
  /// kind.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view.
  ///   - indexPath: `IndexPath(item: 0, section: s)`.
  /// - Returns: The view's attributes, or `nil`.
  /// - Complexity: O(log *s*).
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    geometry.attributesForDecorationView(ofKind: kind, at: indexPath)
  }

  // MARK: Internals

  /// Whether a section laid out before still holds for a count and a description; reads the
  /// section in place.
  private static func holds(
    _ sections: [SharedSectionGeometry], at index: Int, count: Int,
    described: LayoutSection?
  ) -> Bool {
    sections[index].value.itemCount == count
      && sections[index].value.isDescribedByContent == (described != nil)
      && (described == nil || sections[index].value.description == described)
  }

  /// Whether a section laid out before is the layout of a description and count
  /// (``CompositionalSectionGeometry/isLayout(of:isDescribedByContent:itemCount:)``), read where
  /// it is: a copy of its geometry retains and releases every array it holds.
  private static func isLayout(
    in sections: [SharedSectionGeometry], at index: Int, of description: LayoutSection,
    isDescribedByContent: Bool, itemCount: Int
  ) -> Bool {
    !sections[index].value.dependsOnMoreThanDescription
      && sections[index].value.itemCount == itemCount
      && sections[index].value.isDescribedByContent == isDescribedByContent
      && sections[index].value.description == description
  }

  /// A section's description as this layout reads it: one of another layout's type is reported
  /// to the content, and the section is described by the provider.
  private func compositionalDescription(
    _ description: any SectionLayoutDescription, ofSection section: Int,
    _ content: any LayoutContent
  ) -> LayoutSection? {
    if let compositional = description.read(as: LayoutSection.self) { return compositional }
    content.layout(self, cannotRead: description, ofSection: section)
    return nil
  }

  /// Lays a section out from its description, the controller's or the provider's.
  ///
  /// A section described as the last section this preparation solved, with as many items, gets
  /// that section's geometry, shared rather than solved again, unless laying that one out read
  /// more than its description (``CompositionalSectionGeometry/dependsOnMoreThanDescription``):
  /// frames are relative to their section's origin, so sections alike (a screen of one-item
  /// sections, a grid of equal shelves) are solved once and hold one copy of their frames.
  ///
  /// - Parameters:
  ///   - section: The section's index.
  ///   - count: Its number of items.
  ///   - described: Its description when its controller gave one.
  ///   - environment: What every section is laid out in.
  ///   - providerEnvironment: What the section provider is given (`environment`'s
  ///     `layoutEnvironment`, worked out once a preparation).
  ///   - content: The content, asked for measured sizes.
  ///   - diagnostics: Where the solver's diagnostics go.
  ///   - sections: The sections laid out so far, among them the last one solved.
  ///   - lastSolved: The index of the last section solved in this preparation, if any.
  /// - Returns: The section's geometry, and whether it was solved rather than shared.
  private func layOut(
    _ section: Int, count: Int, described: LayoutSection?, environment: PreparedEnvironment,
    providerEnvironment: LayoutEnvironment, content: any LayoutContent,
    diagnostics: inout [CompositionalLayoutDiagnostic],
    sharing sections: [SharedSectionGeometry], at lastSolved: Int?
  ) -> (SharedSectionGeometry, isSolved: Bool) {
    let description =
      described ?? sectionProvider(section, providerEnvironment) ?? Self.defaultSection
    // Made once it is known the section is solved: a section alike the last needs none.
    func context() -> CompositionalSectionSolver.Context {
      environment.solverContext(
        section: section, itemCount: count, reference: description.contentInsetsReference,
        content: content)
    }
    if reusesSectionsAlike, let lastSolved,
      Self.isLayout(
        in: sections, at: lastSolved, of: description, isDescribedByContent: described != nil,
        itemCount: count)
    {
      #if SECTIONAL_INTERNAL_CHECKS
        let (solved, _) = CompositionalSectionSolver.solve(
          description, isDescribedByContent: described != nil, context: context())
        precondition(
          solved == sections[lastSolved].value,
          "section \(section) is laid out unlike section \(lastSolved), described alike")
      #endif
      return (sections[lastSolved], false)
    }
    var firstCopy: CompositionalSectionSolver.FirstCopy?
    if reusesSectionsAlike, let lastSolved {
      firstCopy = Self.firstCopy(in: sections, at: lastSolved, for: description)
    }
    let context = context()
    let (solved, found) = CompositionalSectionSolver.solve(
      description, isDescribedByContent: described != nil, context: context,
      firstCopy: firstCopy)
    #if SECTIONAL_INTERNAL_CHECKS
      if firstCopy != nil {
        let (placed, _) = CompositionalSectionSolver.solve(
          description, isDescribedByContent: described != nil, context: context)
        precondition(
          solved == placed,
          "section \(section) is laid out unlike its first copy placed from its description")
      }
    #endif
    diagnostics += found
    return (SharedSectionGeometry(solved), true)
  }

  /// The first copy of the root group in a section laid out before, for a section described as
  /// `description` to take rather than place again: when the section read nothing but its
  /// description, attached no view to that copy, was not mirrored, and its copy was followed by
  /// more (the solver checks the rest: see ``CompositionalSectionSolver/takeFirstCopy(at:)``).
  ///
  /// Sections of one description and different counts (a grid of shelves of any length) place
  /// their first row once.
  ///
  /// The section is read where it is, in `sections`: a copy of its geometry retained and released
  /// every array it holds.
  private static func firstCopy(
    in sections: [SharedSectionGeometry], at index: Int, for description: LayoutSection
  ) -> CompositionalSectionSolver.FirstCopy? {
    guard !sections[index].value.dependsOnMoreThanDescription, !sections[index].value.isMirrored,
      sections[index].value.copies.count > 1,
      sections[index].value.copies[0].supplementaries.isEmpty,
      sections[index].value.estimatedDimensions.isEmpty, sections[index].value.itemZIndexes.isEmpty,
      sections[index].value.description == description
    else { return nil }
    let copy = sections[index].value.copies[0]
    return CompositionalSectionSolver.FirstCopy(
      frame: copy.frame, items: sections[index].value.items[copy.items])
  }

  private var currentReuse: [Int?] {
    pendingReuse ?? LayoutInvalidation.reusingEverySection(count: geometry.sections.count)
  }

  private func readViewing(from content: any LayoutContent) {
    let bounds = content.bounds
    if geometry.scrollAxis == .vertical {
      (viewing.visibleStart, viewing.visibleEnd) = (bounds.minY, bounds.maxY)
    } else {
      (viewing.visibleStart, viewing.visibleEnd) = (bounds.minX, bounds.maxX)
    }
    // Pinned views stay inside the adjusted content inset, as UIKit pins them.
    let insets = content.adjustedContentInset
    func usable(_ inset: CGFloat) -> CGFloat { inset.isFinite ? inset : 0 }
    if geometry.scrollAxis == .vertical {
      (viewing.insetAtStart, viewing.insetAtEnd) = (usable(insets.top), usable(insets.bottom))
    } else {
      (viewing.insetAtStart, viewing.insetAtEnd) = (usable(insets.left), usable(insets.right))
    }
    var offsets: [Int: Int] = [:]
    for section in geometry.orthogonalSections {
      let offset = content.orthogonalScrollOffset(ofSection: section)
      if offset.isFinite && offset != 0 {
        offsets[section] = geometry.grid.pixels(offset)
      }
    }
    viewing.orthogonalOffsets = offsets
  }

  /// Places the layout's own headers and footers before the first section and after the last:
  /// the first of each element kind (they all take `IndexPath(item: 0, section: 0)`).
  private func placeLayoutBoundaries(
    environment: PreparedEnvironment, content: any LayoutContent
  ) {
    // Mirrored as the sections are: in a vertical layout.
    geometry.layoutIsMirrored =
      environment.layoutDirection == .rightToLeft && environment.scrollAxis == .vertical
    geometry.placeLayoutBoundaries(
      CompositionalSectionSolver.firstOfEachKind(configuration.boundarySupplementaryItems) {
        $0.elementKind
      },
      measuredSize: { kind in
        content.measuredSize(ofSupplementaryViewOfKind: kind, at: IndexPath(item: 0, section: 0))
      })
  }

  /// The layout's own headers and footers of a kind that an earlier one has: the view could show
  /// one of them only, so only the first is laid out.
  private func repeatedLayoutBoundaryKinds() -> [CompositionalLayoutDiagnostic] {
    let items = configuration.boundarySupplementaryItems
    guard items.count > 1 else { return [] }
    var seen: Set<ElementKind> = []
    var repeated: [ElementKind] = []
    for item in items where !seen.insert(item.elementKind).inserted {
      if !repeated.contains(item.elementKind) { repeated.append(item.elementKind) }
    }
    return repeated.map { kind in
      CompositionalLayoutDiagnostic(
        kind: .duplicateElementKind(kind), section: 0,
        message:
          "section 0: the element kind \"\(kind)\" names two of the layout's own headers and footers; only the first is laid out"
      )
    }
  }

  /// The configuration's values that count as zero (an inter-section spacing, or a size or
  /// offset of the layout's own headers and footers that is not finite or is negative),
  /// reported with section 0 as the layout's other diagnostics are.
  private func invalidLayoutValues() -> [CompositionalLayoutDiagnostic] {
    guard !geometry.sections.isEmpty else { return [] }
    func isUsable(_ dimension: LayoutDimension) -> Bool {
      let value: CGFloat
      switch dimension {
      case .fractionalWidth(let fraction), .fractionalHeight(let fraction): value = fraction
      case .absolute(let length), .estimated(let length), .uniformAcrossSiblings(let length):
        value = length
      }
      return value.isFinite && value >= 0
    }
    var found: [String] = []
    let spacing = configuration.interSectionSpacing
    if !spacing.isFinite || spacing < 0 {
      found.append("an inter-section spacing of \(spacing)")
    }
    for item in configuration.boundarySupplementaryItems {
      let size = item.layoutSize
      if !isUsable(size.widthDimension) || !isUsable(size.heightDimension) {
        found.append("the size \(size) of the layout's \"\(item.elementKind)\" view")
      }
      if !item.absoluteOffset.x.isFinite || !item.absoluteOffset.y.isFinite {
        found.append(
          "the offset \(item.absoluteOffset) of the layout's \"\(item.elementKind)\" view")
      }
    }
    return found.map {
      CompositionalLayoutDiagnostic(
        kind: .invalidValue, section: 0,
        message: "section 0: \($0) is not finite or is negative; it counts as zero")
    }
  }

  /// The layout's own headers and footers take `IndexPath(item: 0, section: 0)`: a kind that the
  /// first section also uses there would be two views at one place.
  private func layoutBoundaryConflicts() -> [CompositionalLayoutDiagnostic] {
    guard let shared = geometry.sections.first, !configuration.boundarySupplementaryItems.isEmpty
    else { return [] }
    let first: CompositionalSectionGeometry = shared.value
    let kinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
    var firstSectionKinds = Set<ElementKind>()
    for boundary in first.boundaries { firstSectionKinds.insert(boundary.kind) }
    for supplementary in first.supplementaries where supplementary.item == 0 {
      firstSectionKinds.insert(supplementary.kind)
    }
    return kinds.intersection(firstSectionKinds).sorted { $0.rawValue < $1.rawValue }.map { kind in
      CompositionalLayoutDiagnostic(
        kind: .duplicateElementKind(kind), section: 0,
        message:
          "section 0: the element kind \"\(kind)\" names one of the layout's own headers or footers and a view of the first section; only the layout's is shown"
      )
    }
  }

  /// Lets each section's visible-items handler adjust its elements.
  private func adjustedByHandlers(_ found: [LayoutAttributes]) -> [LayoutAttributes] {
    guard let environment = preparedEnvironment?.layoutEnvironment else { return found }
    var result: [LayoutAttributes] = []
    result.reserveCapacity(found.count)
    var start = 0
    while start < found.count {
      let section = found[start].indexPath.section
      var end = start + 1
      while end < found.count && found[end].indexPath.section == section { end += 1 }
      var elements = Array(found[start..<end])
      if geometry.sections.indices.contains(section),
        let handler = geometry.sections[section].value.description.visibleItemsInvalidationHandler
      {
        // The handler sees the elements that scroll with the section's content (its cells, and
        // the supplementary views attached to its items and groups) where they are in that
        // content, as UIKit hands them over: not yet moved by the section's offset, which moves
        // them again after. The offset it is given is the one that moves them, so that
        // `item.frame.midX - offset.x` is a cell's centre on screen in either layout direction
        // (negative in a section mirrored for right to left, whose content moves the other way).
        let shift =
          CGFloat(geometry.scrolling(ofSection: section, viewing: viewing)) / geometry.grid.scale
        let point =
          geometry.scrollAxis == .vertical ? CGPoint(x: -shift, y: 0) : CGPoint(x: 0, y: -shift)
        func moved(_ frame: CGRect, by distance: CGFloat) -> CGRect {
          geometry.scrollAxis == .vertical
            ? frame.offsetBy(dx: distance, dy: 0) : frame.offsetBy(dx: 0, dy: distance)
        }
        let boundaries = geometry.sections[section].value.boundaries
        func scrollsWithContent(_ element: LayoutAttributes) -> Bool {
          switch element.category {
          case .cell: true
          case .supplementaryView(let kind): !boundaries.contains { $0.kind == kind }
          case .decorationView: false
          }
        }
        var adjusted = elements
        if shift != 0 {
          for index in adjusted.indices where scrollsWithContent(adjusted[index]) {
            adjusted[index].frame = moved(adjusted[index].frame, by: -shift)
          }
        }
        handler.adjust(&adjusted, point, environment)
        // Only frames and z-indexes may change; the identity of each element stays.
        for index in elements.indices where adjusted.indices.contains(index) {
          elements[index].frame =
            shift != 0 && scrollsWithContent(elements[index])
            ? moved(adjusted[index].frame, by: shift) : adjusted[index].frame
          elements[index].zIndex = adjusted[index].zIndex
        }
      }
      result += elements
      start = end
    }
    return result
  }
}
