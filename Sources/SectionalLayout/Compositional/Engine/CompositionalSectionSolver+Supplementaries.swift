import Foundation

/// Supplementary and decoration views: badges, headers and footers, backgrounds, and the passes
/// that finish a section (pinning, mirroring, extents, element kinds).
extension CompositionalSectionSolver {
  /// Attaches a supplementary view to a host frame, by UIKit's anchor arithmetic.
  ///
  /// The position is computed exactly (host, anchor points and offset together) and rounded
  /// once to the nearest pixel, as UIKit rounds it, halves away from zero in the content's
  /// coordinates: a halfway position keeps the pixel after and is marked, so that it goes to
  /// the pixel before where it lands at or below zero (``settleHalfwayPositions(across:)`` and
  /// the queries).
  mutating func attach(
    _ supplementary: SupplementaryItem, to host: PixelRect, item: Int, isGroupAnchored: Bool
  ) {
    // A view with an estimated dimension sizes itself, measured by its index path: an item's
    // badge by its item's, a group's by the number it takes among the section's group views of
    // its kind (``numberGroupSupplementaries()``), counted as they are placed.
    let isEstimated =
      supplementary.layoutSize.widthDimension.isEstimated
      || supplementary.layoutSize.heightDimension.isEstimated
    var item = item
    if isGroupAnchored && measuresGroupSupplementaries {
      item = groupSupplementaryCounts[supplementary.elementKind, default: 0]
      groupSupplementaryCounts[supplementary.elementKind] = item + 1
    }
    let measuresItself = isEstimated && (!isGroupAnchored || measuresGroupSupplementaries)
    let size = resolvedSize(
      supplementary.layoutSize, in: PixelSize(width: host.width, height: host.height),
      itemIndex: measuresItself ? item : nil,
      supplementaryKind: measuresItself ? supplementary.elementKind : nil)
    let container = supplementary.containerAnchor
    let unit = container.unitPoint
    var x: CGFloat
    var y: CGFloat
    if let itemAnchor = supplementary.itemAnchor {
      let own = itemAnchor.unitPoint
      let itemOffset = offsetPixels(itemAnchor.offset, size: size)
      x =
        CGFloat(host.x) + unit.x * CGFloat(host.width) - own.x * CGFloat(size.width) - itemOffset.x
      y =
        CGFloat(host.y) + unit.y * CGFloat(host.height) - own.y * CGFloat(size.height)
        - itemOffset.y
    } else {
      x = CGFloat(host.x) + unit.x * CGFloat(host.width - size.width)
      y = CGFloat(host.y) + unit.y * CGFloat(host.height - size.height)
    }
    let offset = offsetPixels(container.offset, size: size)
    let (pixelX, isHalfwayX) = Self.nearestPixel(x + offset.x)
    let (pixelY, isHalfwayY) = Self.nearestPixel(y + offset.y)
    var frame = PixelRect(x: pixelX, y: pixelY, width: size.width, height: size.height)
    inset(&frame, by: supplementary.contentInsets, sizedBy: supplementary.layoutSize)
    geometry.supplementaries.append(
      CompositionalSectionGeometry.Supplementary(
        kind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex, item: item,
        isGroupAnchored: isGroupAnchored,
        isHalfway: AxisSet(horizontal: isHalfwayX, vertical: isHalfwayY),
        estimatedDimensions: measuresItself
          && measuredSize(ofSupplementaryOfKind: supplementary.elementKind, item: item) == nil
          ? supplementary.layoutSize.estimatedDimensions : []))
  }

  /// A position in pixels rounded to the nearest pixel, and whether it was halfway between two
  /// (then the pixel after); within ±``PixelGrid/maximumLength``.
  static func nearestPixel(_ position: CGFloat) -> (pixel: Int, isHalfway: Bool) {
    guard !position.isNaN else { return (0, false) }
    let limit = CGFloat(PixelGrid.maximumLength)
    let clamped = max(-limit, min(limit, position))
    let below = clamped.rounded(.down)
    // Within the tolerance the rest of the engine allows a product of points and scale.
    if abs(clamped - below - 0.5) < 1e-6 { return (Int(below) + 1, true) }
    return (Int(clamped.rounded()), false)
  }

  /// An anchor's offset in pixels, unrounded: absolute points, or fractions of the attached
  /// view's size.
  mutating func offsetPixels(_ offset: LayoutAnchor.Offset, size: PixelSize) -> (
    x: CGFloat, y: CGFloat
  ) {
    switch offset {
    case .absolute(let point):
      guard point.x.isFinite, point.y.isFinite else {
        report(.invalidValue, "an inset or offset of \(point) points counts as zero")
        return (0, 0)
      }
      return (point.x * grid.scale, point.y * grid.scale)
    case .fractional(let point):
      guard point.x.isFinite, point.y.isFinite else {
        report(.invalidValue, "a fractional offset that is not finite counts as zero")
        return (0, 0)
      }
      return (point.x * CGFloat(size.width), point.y * CGFloat(size.height))
    }
  }

  /// Rounds the halfway positions of supplementary views across an axis away from zero, now
  /// that they moved with their groups: their coordinate across the scroll axis is the
  /// content's (unscrolled, for a section that scrolls on its own).
  mutating func settleHalfwayPositions(across axis: LayoutAxis) {
    for index in geometry.supplementaries.indices
    where geometry.supplementaries[index].isHalfway.contains(axis) {
      let start = geometry.supplementaries[index].lowestStart(along: axis)
      if start < 0 { geometry.supplementaries[index].frame.setStart(start, along: axis) }
      if axis == .horizontal {
        geometry.supplementaries[index].isHalfway.horizontal = false
      } else {
        geometry.supplementaries[index].isHalfway.vertical = false
      }
    }
  }

  /// Shrinks a frame by insets, except along the axes of `size` that are estimated: there the
  /// frame is the size the view measures, and insets are ignored, as UIKit ignores an item's
  /// `contentInsets` on an estimated axis (supplementary items are items there too).
  mutating func inset(
    _ frame: inout PixelRect, by insets: DirectionalEdgeInsets, sizedBy size: LayoutSize? = nil
  ) {
    guard insets != .zero else { return }
    if size?.widthDimension.isEstimated != true {
      let leading = pixels(insets.leading)
      frame.x += leading
      frame.width = max(0, frame.width - leading - pixels(insets.trailing))
    }
    if size?.heightDimension.isEstimated != true {
      let top = pixels(insets.top)
      frame.y += top
      frame.height = max(0, frame.height - top - pixels(insets.bottom))
    }
  }

  /// A frame moved and cut to lie inside a box: each side clamped into the box's span, so that
  /// a frame that starts past the box's end keeps zero length at that end.
  static func kept(_ frame: PixelRect, inside box: PixelRect) -> PixelRect {
    let x = min(max(frame.x, box.x), box.maxX)
    let y = min(max(frame.y, box.y), box.maxY)
    return PixelRect(
      x: x, y: y, width: min(max(frame.maxX, x), box.maxX) - x,
      height: min(max(frame.maxY, y), box.maxY) - y)
  }

  /// Whether a boundary item extends the section along the scroll axis, at its start or end.
  func band(of item: BoundarySupplementaryItem) -> Bool? {
    guard item.extendsBoundary else { return nil }
    let edges = item.alignment.edges
    let (start, end): (LayoutAnchor.Edges, LayoutAnchor.Edges) =
      context.scrollAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
    if edges.contains(start) { return true }
    if edges.contains(end) { return false }
    return nil
  }

  /// The length of the boundary band at the start or end of the section.
  mutating func boundaryBand(atStart: Bool, box: PixelSize, at _: Int = 0) -> Int {
    var length = 0
    for item in boundaryItems where band(of: item) == atStart {
      let size = resolvedSize(
        item.layoutSize, in: box, itemIndex: 0, supplementaryKind: item.elementKind)
      length = max(length, size[context.scrollAxis])
    }
    return length
  }

  /// Places the section's boundary items: in the bands at its start and end, or over it.
  mutating func placeBoundaryItems(
    leadingBand: Int, trailingBandStart: Int, box: PixelSize, crossStart: Int
  ) {
    let main = context.scrollAxis
    let cross = main.crossing
    for item in boundaryItems {
      let size = resolvedSize(
        item.layoutSize, in: box, itemIndex: 0, supplementaryKind: item.elementKind)
      // Read before the measured size: asking for it marks the section as reading more than
      // its description.
      var estimated = item.layoutSize.estimatedDimensions
      if !estimated.isEmpty && measuredSize(ofSupplementaryOfKind: item.elementKind, item: 0) != nil
      {
        estimated = []
      }
      let unit = item.alignment.edges.unitPoint
      let crossUnit = cross == .horizontal ? unit.x : unit.y
      let mainUnit = main == .horizontal ? unit.x : unit.y
      var frame = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
      frame.setStart(
        crossStart + Int((crossUnit * CGFloat(box[cross] - size[cross])).rounded()), along: cross)
      var pinning = CompositionalSectionGeometry.Boundary.Pinning.none
      switch band(of: item) {
      case true?:
        frame.setStart(0, along: main)
        if item.pinToVisibleBounds { pinning = .toStart }
      case false?:
        frame.setStart(trailingBandStart, along: main)
        if item.pinToVisibleBounds { pinning = .toEnd }
      case nil:
        frame.setStart(
          Int((mainUnit * CGFloat(geometry.length - size[main])).rounded()), along: main)
        if item.pinToVisibleBounds { pinning = mainUnit > 0.5 ? .toEnd : .toStart }
      }
      frame.x += pixels(item.absoluteOffset.x)
      frame.y += pixels(item.absoluteOffset.y)
      inset(&frame, by: item.contentInsets, sizedBy: item.layoutSize)
      geometry.boundaries.append(
        CompositionalSectionGeometry.Boundary(
          kind: item.elementKind, frame: frame, zIndex: item.zIndex, pinning: pinning,
          estimatedDimensions: estimated))
    }
    _ = leadingBand
  }

  /// Places the section's decoration items: over its whole extent, across the whole container,
  /// less their insets and kept inside that box (see ``DecorationItem/contentInsets``); none for
  /// a section without items, as in UIKit (its header and footer keep the raise).
  mutating func placeDecorations() {
    let main = context.scrollAxis
    for decoration in decorationItems where context.itemCount > 0 {
      var frame = PixelRect.zero
      frame.setLength(geometry.length, along: main)
      frame.setLength(context.container[main.crossing], along: main.crossing)
      let box = frame
      inset(&frame, by: decoration.contentInsets)
      // Insets longer than the box together, or negative ones, would put the view outside its
      // section, where the rect query does not look for it.
      frame = Self.kept(frame, inside: box)
      geometry.decorations.append(
        CompositionalSectionGeometry.Decoration(
          kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex))
    }
    // UIKit promotes every other element of a section with decorations to z-index 1, so that a
    // background at the default 0 is below them and a decoration above 1 is above them.
    if !decorationItems.isEmpty {
      geometry.zIndexRaise = 1
    }
  }

  /// Raises pinned headers and footers above every other element of the section, so that cells
  /// and badges that scroll under them never show through.
  nonisolated mutating func raisePinnedBoundaries() {
    guard geometry.boundaries.contains(where: { $0.pinning != .none }) else { return }
    var highest = geometry.itemZIndexes.max() ?? 0
    for supplementary in geometry.supplementaries { highest = max(highest, supplementary.zIndex) }
    for boundary in geometry.boundaries where boundary.pinning == .none {
      highest = max(highest, boundary.zIndex)
    }
    for index in geometry.boundaries.indices where geometry.boundaries[index].pinning != .none {
      geometry.boundaries[index].zIndex = max(geometry.boundaries[index].zIndex, highest + 1)
    }
    geometry.highestZIndex =
      geometry.boundaries.map(\.zIndex).max().map { max($0, highest) } ?? highest
  }

  /// Gives each group-anchored supplementary view its number among the section's views of its
  /// kind, in the order the groups were laid out.
  mutating func numberGroupSupplementaries() {
    var counts: [ElementKind: Int] = [:]
    for index in geometry.supplementaries.indices
    where geometry.supplementaries[index].isGroupAnchored {
      let kind = geometry.supplementaries[index].kind
      geometry.supplementaries[index].item = counts[kind, default: 0]
      counts[kind, default: 0] += 1
    }
  }

  /// Mirrors every frame across the container's width, for a right-to-left layout.
  mutating func mirror() {
    let width = context.container.width
    func mirrored(_ rect: PixelRect) -> PixelRect {
      var rect = rect
      rect.x = width - rect.x - rect.width
      return rect
    }
    for index in geometry.items.indices { geometry.items[index] = mirrored(geometry.items[index]) }
    for index in geometry.supplementaries.indices {
      geometry.supplementaries[index].frame = mirrored(geometry.supplementaries[index].frame)
    }
    for index in geometry.boundaries.indices {
      geometry.boundaries[index].frame = mirrored(geometry.boundaries[index].frame)
    }
    for index in geometry.decorations.indices {
      geometry.decorations[index].frame = mirrored(geometry.decorations[index].frame)
    }
    for index in geometry.copies.indices {
      geometry.copies[index].frame = mirrored(geometry.copies[index].frame)
    }
    geometry.isMirrored = true
  }

  /// Computes each copy's extent along the axis queries search, and how far elements reach
  /// outside the section along the scroll axis.
  ///
  /// The copies hold every item and attached item between them, so when they are searched
  /// along the scroll axis one pass over them gives both; otherwise (an orthogonal section, or
  /// copies that do not hold every element in order) the reach is found by a pass of its own.
  mutating func computeCopyExtentsAndReach() {
    let scrollAxis = context.scrollAxis
    // Repeats along the scroll axis are where they were made along it (mirroring and the
    // halfway settling move elements across it only); an orthogonal section's, across it, are
    // read one by one.
    let repeats = geometry.copyAxis == scrollAxis ? repeatedCopies : []
    #if SECTIONAL_INTERNAL_CHECKS
      var readOneByOne = geometry
      let expected = readOneByOne.computeCopyExtents()
    #endif
    let held = geometry.computeCopyExtents(repeats: repeats)
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        held == expected && geometry.copies == readOneByOne.copies,
        "section \(context.section): repeated copies' extents differ from their elements'")
    #endif
    guard geometry.copyAxis == scrollAxis, held.holdsEverything else {
      computeReach()
      return
    }
    var before = min(0, held.start)
    var after = max(geometry.length, held.end)
    for boundary in geometry.boundaries {
      before = min(before, boundary.frame.start(along: scrollAxis))
      after = max(after, boundary.frame.end(along: scrollAxis))
    }
    geometry.reachBefore = -before
    geometry.reachAfter = after - geometry.length
  }

  /// Computes how far elements reach outside the section along the scroll axis.
  mutating func computeReach() {
    let axis = context.scrollAxis
    var before = 0
    var after = geometry.length
    for item in geometry.items {
      before = min(before, item.start(along: axis))
      after = max(after, item.end(along: axis))
    }
    for supplementary in geometry.supplementaries {
      before = min(before, supplementary.lowestStart(along: axis))
      after = max(after, supplementary.frame.end(along: axis))
    }
    for boundary in geometry.boundaries {
      before = min(before, boundary.frame.start(along: axis))
      after = max(after, boundary.frame.end(along: axis))
    }
    geometry.reachBefore = -before
    geometry.reachAfter = after - geometry.length
  }

  /// Whether a group or one of its subitems, at any depth, has supplementary items attached.
  ///
  /// Not isolated: the closure it hands `contains(where:)` would check the executor each call.
  nonisolated static func hasAttachedItems(_ group: LayoutGroup) -> Bool {
    guard group.supplementaryItems.isEmpty else { return true }
    switch group.arrangement {
    case .subitems(let list, _): return list.contains(where: hasAttachedItems)
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _):
      return hasAttachedItems(subitem)
    case .custom: return false
    }
  }

  /// Whether a subitem, at any depth, has supplementary items attached.
  nonisolated static func hasAttachedItems(_ subitem: LayoutGroup.Subitem) -> Bool {
    switch subitem {
    case .group(let group): hasAttachedItems(group)
    case .item(let item): !item.supplementaryItems.isEmpty
    }
  }

  /// Reports element kinds used by two different kinds of supplementary or decoration item, and
  /// by two headers, footers or backgrounds of the section (of which only the first is laid out).
  ///
  /// - Complexity: O(*k*²) for the *k* element kinds of the description (a few), without a
  ///   dictionary or a set: every section is checked each time it is laid out.
  mutating func checkElementKinds() {
    // One kinded element, or none, cannot repeat a kind: the usual header, checked without
    // gathering anything.
    if description.boundarySupplementaryItems.count + description.decorationItems.count <= 1,
      !Self.hasAttachedItems(description.group)
    {
      return
    }
    // Each kind with the roles it has: 1 boundary, 2 decoration, 4 group, 8 item; and whether
    // two boundary items, or two backgrounds, share it (they would share one index path).
    var kinds: [(kind: ElementKind, roles: UInt8, isRepeated: Bool)] = []
    var repeatedOnAnItem: Set<ElementKind> = []
    func note(_ kind: ElementKind, role: UInt8, repeatable: Bool = true) {
      if let index = kinds.firstIndex(where: { $0.kind == kind }) {
        if !repeatable, kinds[index].roles & role != 0 { kinds[index].isRepeated = true }
        kinds[index].roles |= role
      } else {
        kinds.append((kind, role, false))
      }
    }
    for item in description.boundarySupplementaryItems {
      note(item.elementKind, role: 1, repeatable: false)
    }
    for decoration in description.decorationItems {
      note(decoration.elementKind, role: 2, repeatable: false)
    }
    func visit(_ subitem: LayoutGroup.Subitem) {
      switch subitem {
      case .group(let group): visit(group)
      case .item(let item):
        for (offset, supplementary) in item.supplementaryItems.enumerated() {
          note(supplementary.elementKind, role: 8)
          // Two of one kind on one item would share its index path.
          if item.supplementaryItems[..<offset].contains(where: {
            $0.elementKind == supplementary.elementKind
          }) {
            repeatedOnAnItem.insert(supplementary.elementKind)
          }
        }
      }
    }
    func visit(_ group: LayoutGroup) {
      for supplementary in group.supplementaryItems {
        note(supplementary.elementKind, role: 4)
      }
      switch group.arrangement {
      case .subitems(let list, _): list.forEach(visit)
      case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): visit(subitem)
      case .custom: break
      }
    }
    visit(description.group)
    let repeated = Set(kinds.filter(\.isRepeated).map(\.kind))
    let duplicated = kinds.filter {
      $0.isRepeated || $0.roles.nonzeroBitCount > 1 || repeatedOnAnItem.contains($0.kind)
    }.map(\.kind)
    for kind in duplicated.sorted(by: { $0.rawValue < $1.rawValue }) {
      report(
        .duplicateElementKind(kind),
        repeated.contains(kind)
          ? "the element kind \"\(kind)\" names two of the section's headers, footers or backgrounds; only the first is laid out"
          : repeatedOnAnItem.contains(kind)
            ? "the element kind \"\(kind)\" names two supplementary items of one item, which would share its index path; only the first is laid out"
            : "the element kind \"\(kind)\" names two different supplementary or decoration items")
    }
  }

  /// The items whose element kind no earlier item has, in order: of several of one kind, the
  /// view could show only one at the index path they share, so only the first is laid out.
  ///
  /// - Complexity: O(*k*) for *k* items; no allocation for a few items of different kinds, the
  ///   usual header and footer.
  static func firstOfEachKind<Item>(_ items: [Item], _ kind: (Item) -> ElementKind) -> [Item] {
    guard items.count > 1 else { return items }
    if items.count <= 4 {
      var repeats = false
      for later in 1..<items.count where !repeats {
        for earlier in 0..<later where kind(items[earlier]) == kind(items[later]) {
          repeats = true
        }
      }
      if !repeats { return items }
    }
    var seen: Set<ElementKind> = []
    return items.filter { seen.insert(kind($0)).inserted }
  }
}
