import Foundation

/// Lays out one section of a ``CompositionalLayout`` from its description: a pure computation
/// over the description, the item count, the container and the measured sizes.
///
/// It works in whole device pixels, left to right, and mirrors the frames at the end for a
/// right-to-left layout. Sizes resolve by flooring to the pixel grid, as UIKit's do, and
/// positions accumulate from the floored sizes.
@MainActor
struct CompositionalSectionSolver {
  /// What the solver needs from outside the description.
  struct Context {
    var section: Int
    var itemCount: Int
    /// The container (the view's bounds), in pixels.
    var container: PixelSize
    var grid: PixelGrid
    var scrollAxis: LayoutAxis
    /// The insets of the section's content-insets reference, across the scroll axis, in pixels.
    var referenceInsetBefore: Int
    var referenceInsetAfter: Int
    var layoutDirection: LayoutDirection
    /// The measured size of an item, by index within the section.
    var measuredSize: @MainActor (Int) -> CGSize?
    /// The measured size of a supplementary view, by kind and the item of its index path.
    var measuredSupplementarySize: @MainActor (ElementKind, Int) -> CGSize? = { _, _ in nil }
  }

  let description: LayoutSection
  let context: Context
  private(set) var geometry: CompositionalSectionGeometry
  private(set) var diagnostics: [CompositionalLayoutDiagnostic] = []
  /// The section's headers and footers, and its backgrounds, that are laid out: the first of
  /// each element kind (a view shows one element of a kind at an index path).
  private var boundaryItems: [BoundarySupplementaryItem] = []
  private var decorationItems: [DecorationItem] = []

  private var grid: PixelGrid { context.grid }

  /// Lays out a section.
  ///
  /// - Complexity: O(*n* + *g*) for *n* items and the *g* group boxes they lay out in, doubled
  ///   for a root group whose length is uniform across the section.
  static func solve(_ description: LayoutSection, isDescribedByContent: Bool, context: Context)
    -> (CompositionalSectionGeometry, [CompositionalLayoutDiagnostic])
  {
    var solver = CompositionalSectionSolver(
      description: description, context: context,
      geometry: CompositionalSectionGeometry(
        description: description, isDescribedByContent: isDescribedByContent,
        itemCount: context.itemCount))
    solver.solve()
    return (solver.geometry, solver.diagnostics)
  }

  // MARK: The section

  private mutating func solve() {
    let main = context.scrollAxis
    let cross = main.crossing
    let insets = description.contentInsets
    let container = context.container
    let isOrthogonal = description.orthogonalScrollingBehavior != .none
    let insetBefore = pixels(insets.before(along: main))
    let insetAfter = pixels(insets.after(along: main))
    let crossInsetBefore = pixels(insets.before(along: cross)) + context.referenceInsetBefore
    let crossInsetAfter = pixels(insets.after(along: cross)) + context.referenceInsetAfter
    checkElementKinds()
    boundaryItems = Self.firstOfEachKind(description.boundarySupplementaryItems) { $0.elementKind }
    decorationItems = Self.firstOfEachKind(description.decorationItems) { $0.elementKind }

    // The boxes headers and footers resolve against: the section's width across the axis, less
    // the insets when they follow them.
    let boundaryCrossStart =
      description.supplementariesFollowContentInsets
      ? crossInsetBefore : context.referenceInsetBefore
    let boundaryCrossEnd =
      container[cross]
      - (description.supplementariesFollowContentInsets
        ? crossInsetAfter : context.referenceInsetAfter)
    var boundaryBox = container
    boundaryBox[cross] = max(0, boundaryCrossEnd - boundaryCrossStart)

    // Leading boundary band.
    let leadingBand = boundaryBand(atStart: true, box: boundaryBox)
    var cursor = leadingBand
    geometry.contentStart = cursor

    // The root group's box: the section's box, or for an orthogonal section the full container
    // across the layout's axis.
    var rootBox = PixelSize(width: 0, height: 0)
    rootBox[main] = max(0, container[main] - insetBefore - insetAfter)
    rootBox[cross] =
      isOrthogonal
      ? container[cross] : max(0, container[cross] - crossInsetBefore - crossInsetAfter)

    if context.itemCount > 0 {
      cursor += insetBefore
      if isOrthogonal {
        cursor = layOutOrthogonalCopies(
          at: cursor, crossStart: crossInsetBefore, crossEndInset: crossInsetAfter, box: rootBox)
      } else {
        cursor = layOutCopies(at: cursor, crossStart: crossInsetBefore, box: rootBox)
      }
      cursor += insetAfter
    }
    geometry.contentEnd = cursor
    let trailingBand = boundaryBand(atStart: false, box: boundaryBox, at: cursor)
    geometry.length = cursor + trailingBand
    placeBoundaryItems(
      leadingBand: leadingBand, trailingBandStart: cursor, box: boundaryBox,
      crossStart: boundaryCrossStart)
    placeDecorations()
    raisePinnedBoundaries()
    numberGroupSupplementaries()
    // UIKit mirrors the frames it rounded: settle across the axis first.
    settleHalfwayPositions(across: cross)
    if context.layoutDirection == .rightToLeft && main == .vertical {
      mirror()
    }
    geometry.copyAxis = isOrthogonal ? cross : main
    computeCopyExtents()
    computeReach()
    geometry.indexCopies()
  }

  /// Lays out copies of the root group one after another along the scroll axis; returns the end.
  private mutating func layOutCopies(at start: Int, crossStart: Int, box: PixelSize) -> Int {
    let main = context.scrollAxis
    let spacing = pixels(description.interGroupSpacing)
    var uniformLength: Int?
    // A root group uniform along the axis is laid out twice: the second time every copy is as
    // long as the longest of the first.
    for pass in 0..<2 {
      var cursor = start
      resetPlacement()
      var template: Int?
      while geometry.items.count < context.itemCount {
        if let template, repeatCopy(template, at: cursor, along: main) {
          cursor += geometry.copies[template].frame.length(along: main)
          if geometry.items.count < context.itemCount { cursor += spacing }
          continue
        }
        var origin = PixelRect.zero
        origin.setStart(cursor, along: main)
        origin.setStart(crossStart, along: main.crossing)
        let before = geometry.items.count
        let suppBefore = geometry.supplementaries.count
        var size = resolvedSize(description.group.layoutSize, in: box, itemIndex: nil)
        if let uniformLength { size[main] = uniformLength }
        let placed = placeGroup(
          description.group, at: (origin.x, origin.y), size: size,
          fixedAxes: uniformLength == nil
            ? .none : AxisSet(horizontal: main == .horizontal, vertical: main == .vertical))
        guard geometry.items.count > before else {
          report(
            .emptyGroup,
            "its root group took no item; \(context.itemCount - before) items are not laid out")
          // A copy that holds no item is not laid out: nor are the views attached to it.
          rollBack(items: before, supplementaries: suppBefore)
          break
        }
        var frame = origin
        frame.width = placed.width
        frame.height = placed.height
        geometry.copies.append(
          CompositionalSectionGeometry.Copy(
            frame: frame, items: before..<geometry.items.count,
            supplementaries: suppBefore..<geometry.supplementaries.count, extentStart: 0,
            extentEnd: 0))
        cursor += placed[main]
        if geometry.items.count < context.itemCount {
          cursor += spacing
          // A copy that did not run out of items is full: the next ones repeat it.
          if template == nil && copiesRepeat { template = geometry.copies.count - 1 }
        }
      }
      guard pass == 0,
        case .uniformAcrossSiblings = description.group.layoutSize.dimension(along: main)
      else { return cursor }
      uniformLength = geometry.copies.map { $0.frame.length(along: main) }.max() ?? 0
    }
    return start
  }

  /// Lays out copies of the root group across the scroll axis, for an orthogonal section;
  /// returns the end along the scroll axis.
  private mutating func layOutOrthogonalCopies(
    at start: Int, crossStart: Int, crossEndInset: Int, box: PixelSize
  ) -> Int {
    let main = context.scrollAxis
    let cross = main.crossing
    let spacing = pixels(description.interGroupSpacing)
    resetPlacement()
    var cursor = crossStart
    var bandLength = 0
    var firstLength = 0
    var template: Int?
    while geometry.items.count < context.itemCount {
      if let template, repeatCopy(template, at: cursor, along: cross) {
        cursor += geometry.copies[template].frame.length(along: cross)
        if geometry.items.count < context.itemCount { cursor += spacing }
        continue
      }
      var origin = PixelRect.zero
      origin.setStart(start, along: main)
      origin.setStart(cursor, along: cross)
      let before = geometry.items.count
      let suppBefore = geometry.supplementaries.count
      let size = resolvedSize(description.group.layoutSize, in: box, itemIndex: nil)
      let placed = placeGroup(
        description.group, at: (origin.x, origin.y), size: size, fixedAxes: .none)
      guard geometry.items.count > before else {
        report(
          .emptyGroup,
          "its root group took no item; \(context.itemCount - before) items are not laid out")
        rollBack(items: before, supplementaries: suppBefore)
        break
      }
      var frame = origin
      frame.width = placed.width
      frame.height = placed.height
      if geometry.copies.isEmpty { firstLength = placed[cross] }
      geometry.copies.append(
        CompositionalSectionGeometry.Copy(
          frame: frame, items: before..<geometry.items.count,
          supplementaries: suppBefore..<geometry.supplementaries.count, extentStart: 0,
          extentEnd: 0))
      bandLength = max(bandLength, placed[main])
      cursor += placed[cross]
      if geometry.items.count < context.itemCount {
        cursor += spacing
        if template == nil && copiesRepeat { template = geometry.copies.count - 1 }
      }
    }
    geometry.orthogonal = CompositionalSectionGeometry.Orthogonal(
      behavior: description.orthogonalScrollingBehavior,
      contentLength: cursor + crossEndInset, viewportLength: context.container[cross],
      firstGroupStart: crossStart, groupPitch: firstLength + spacing, groupLength: firstLength,
      trailingInset: crossEndInset,
      bandStart: start, bandEnd: start + bandLength)
    return start + bandLength
  }

  /// Whether every full copy of the root group lays out the same way: no estimated or uniform
  /// dimension and no custom group anywhere in it (an item's self-sizing badge included), so
  /// that a full copy's frames can be repeated instead of solved again.
  private var copiesRepeat: Bool {
    func isFixed(_ size: LayoutSize) -> Bool {
      !size.widthDimension.isEstimated && !size.heightDimension.isEstimated
    }
    func isFixed(_ subitem: LayoutGroup.Subitem) -> Bool {
      switch subitem {
      case .item(let item):
        isFixed(item.layoutSize) && item.supplementaryItems.allSatisfy { isFixed($0.layoutSize) }
      case .group(let group): isFixed(group)
      }
    }
    func isFixed(_ group: LayoutGroup) -> Bool {
      guard isFixed(group.layoutSize) else { return false }
      switch group.arrangement {
      case .subitems(let subitems, _): return subitems.allSatisfy(isFixed)
      case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): return isFixed(subitem)
      case .custom: return false
      }
    }
    return isFixed(description.group)
  }

  /// Repeats a full copy at a position along an axis: its items, badges and group views,
  /// translated; returns `false`, placing nothing, when fewer items remain than it holds.
  ///
  /// - Complexity: O(*k*) for the *k* elements of the copy.
  private mutating func repeatCopy(_ index: Int, at position: Int, along axis: LayoutAxis) -> Bool {
    let template = geometry.copies[index]
    guard context.itemCount - geometry.items.count >= template.items.count else { return false }
    let shift = position - template.frame.start(along: axis)
    let itemShift = geometry.items.count - template.items.lowerBound
    let supplementaryStart = geometry.supplementaries.count
    for item in template.items {
      var frame = geometry.items[item]
      frame.translate(along: axis, by: shift)
      appendItem(frame, isEstimated: false, zIndex: geometry.itemZIndexes[item])
    }
    for index in template.supplementaries {
      var supplementary = geometry.supplementaries[index]
      supplementary.frame.translate(along: axis, by: shift)
      if !supplementary.isGroupAnchored { supplementary.item += itemShift }
      geometry.supplementaries.append(supplementary)
    }
    var frame = template.frame
    frame.translate(along: axis, by: shift)
    geometry.copies.append(
      CompositionalSectionGeometry.Copy(
        frame: frame, items: (template.items.lowerBound + itemShift)..<geometry.items.count,
        supplementaries: supplementaryStart..<geometry.supplementaries.count, extentStart: 0,
        extentEnd: 0))
    return true
  }

  private mutating func resetPlacement() {
    geometry.items.removeAll(keepingCapacity: true)
    geometry.isEstimated.removeAll(keepingCapacity: true)
    geometry.itemZIndexes.removeAll(keepingCapacity: true)
    geometry.supplementaries.removeAll(keepingCapacity: true)
    geometry.copies.removeAll(keepingCapacity: true)
  }

  // MARK: Groups

  /// What a placed child occupies, to move it when spacing is shared out.
  private struct PlacedChild {
    var items: Range<Int>
    var supplementaries: Range<Int>
    var size: PixelSize
    var edgeSpacing: EdgeSpacing?
  }

  /// Places a group with its origin and size (estimated axes provisional); returns its size.
  private mutating func placeGroup(
    _ group: LayoutGroup, at origin: (x: Int, y: Int), size: PixelSize, fixedAxes: AxisSet
  ) -> PixelSize {
    let insets = group.contentInsets
    let insetLeading = pixels(insets.leading)
    let insetTop = pixels(insets.top)
    let insetWidth = insetLeading + pixels(insets.trailing)
    let insetHeight = insetTop + pixels(insets.bottom)
    let box = PixelSize(
      width: max(0, size.width - insetWidth), height: max(0, size.height - insetHeight))
    let boxOrigin = (x: origin.x + insetLeading, y: origin.y + insetTop)
    let estimated = AxisSet(
      horizontal: group.layoutSize.widthDimension.isEstimated && !fixedAxes.contains(.horizontal),
      vertical: group.layoutSize.heightDimension.isEstimated && !fixedAxes.contains(.vertical))
    let used: PixelSize
    switch group.arrangement {
    case .subitems(let subitems, let axis):
      used = placeSequence(
        subitems, limit: nil, axis: axis, spacing: group.interItemSpacing, box: box,
        boxOrigin: boxOrigin, estimatedBox: estimated)
    case .repeating(let subitem, let count, let axis):
      used = placeSequence(
        [subitem], limit: max(1, count), axis: axis, spacing: group.interItemSpacing, box: box,
        boxOrigin: boxOrigin, estimatedBox: estimated)
    case .equalSlots(let subitem, let count, let axis):
      used = placeEqualSlots(
        subitem, count: max(1, count), axis: axis, spacing: group.interItemSpacing, box: box,
        boxOrigin: boxOrigin, estimatedBox: estimated)
    case .custom(let provider):
      used = placeCustom(provider, box: box, boxOrigin: boxOrigin)
    }
    var actual = size
    if estimated.horizontal { actual.width = used.width + insetWidth }
    if estimated.vertical { actual.height = used.height + insetHeight }
    // Supplementary views attach to the group's frame less its insets.
    if !group.supplementaryItems.isEmpty {
      let host = PixelRect(
        x: boxOrigin.x, y: boxOrigin.y, width: max(0, actual.width - insetWidth),
        height: max(0, actual.height - insetHeight))
      for supplementary in group.supplementaryItems {
        attach(supplementary, to: host, item: 0, isGroupAnchored: true)
      }
    }
    return actual
  }

  /// Places subitems one after another along an axis.
  ///
  /// The subitems form (`limit` `nil`) repeats the list while the next subitem fits; the
  /// repeating form places `limit` copies at their own size, fitting or not. Returns the length used along the axis and the greatest across it.
  private mutating func placeSequence(
    _ subitems: [LayoutGroup.Subitem], limit: Int?, axis: LayoutAxis, spacing: LayoutSpacing?,
    box: PixelSize, boxOrigin: (x: Int, y: Int), estimatedBox: AxisSet
  ) -> PixelSize {
    guard !subitems.isEmpty else { return PixelSize(width: 0, height: 0) }
    let cross = axis.crossing
    let gap = spacingPixels(spacing?.minimum)
    let isLengthOpen = estimatedBox.contains(axis)
    let itemsAtStart = geometry.items.count
    let supplementariesAtStart = geometry.supplementaries.count
    var uniformFloor: PixelSize?
    var children: [PlacedChild] = []
    var position = 0
    var crossUsed = 0
    // A second pass when leaves uniform across siblings came out of different lengths.
    for _ in 0..<2 {
      children = []
      position = 0
      crossUsed = 0
      var index = 0
      while geometry.items.count < context.itemCount {
        if let limit, index >= limit { break }
        if limit == nil && isLengthOpen && index >= subitems.count { break }
        let subitem = subitems[index % subitems.count]
        var size = resolvedSize(
          subitem.layoutSize, in: box, itemIndex: leafIndex(of: subitem),
          estimatedBox: estimatedBox)
        if let uniformFloor, case .item = subitem {
          for axis in uniformAxes(of: subitem) { size[axis] = max(size[axis], uniformFloor[axis]) }
        }
        let edges = subitem.edgeSpacing
        let before = spacingPixels(edges?.before(along: axis)?.minimum)
        let after = spacingPixels(edges?.after(along: axis)?.minimum)
        let crossBefore = spacingPixels(edges?.before(along: cross)?.minimum)
        let crossAfter = spacingPixels(edges?.after(along: cross)?.minimum)
        let lead = children.isEmpty ? 0 : gap
        let checksFit = limit == nil && !isLengthOpen && !children.isEmpty
        if checksFit && position + lead + before + size[axis] + after > box[axis] { break }
        let itemsBefore = geometry.items.count
        let supplementariesBefore = geometry.supplementaries.count
        var origin = PixelRect.zero
        origin.setStart(
          (axis == .horizontal ? boxOrigin.x : boxOrigin.y) + position + lead + before, along: axis)
        origin.setStart(
          (cross == .horizontal ? boxOrigin.x : boxOrigin.y) + crossBefore, along: cross)
        let placed = place(subitem, at: (origin.x, origin.y), size: size)
        if geometry.items.count == itemsBefore {
          report(
            .emptyGroup,
            "a group took no item; the items after item \(itemsBefore) are not laid out")
          rollBack(items: itemsBefore, supplementaries: supplementariesBefore)
          break
        }
        if checksFit && position + lead + before + placed[axis] + after > box[axis] {
          rollBack(items: itemsBefore, supplementaries: supplementariesBefore)
          break
        }
        children.append(
          PlacedChild(
            items: itemsBefore..<geometry.items.count,
            supplementaries: supplementariesBefore..<geometry.supplementaries.count,
            size: placed, edgeSpacing: edges))
        position += lead + before + placed[axis] + after
        crossUsed = max(crossUsed, crossBefore + placed[cross] + crossAfter)
        index += 1
      }
      guard uniformFloor == nil,
        let floor = uniformLengths(of: children, in: subitems, limit: limit)
      else { break }
      uniformFloor = floor
      rollBack(items: itemsAtStart, supplementaries: supplementariesAtStart)
    }
    if !isLengthOpen && position > box[axis] {
      report(
        .groupOverflow(by: grid.points(position - box[axis])),
        "a group's subitems run \(grid.points(position - box[axis])) points past its \(axis == .horizontal ? "width" : "height")"
      )
    }
    if !isLengthOpen {
      shareFlexibleSpace(box[axis] - position, among: children, along: axis, spacing: spacing)
    }
    if !estimatedBox.contains(cross) {
      centreFlexibleEdges(of: children, across: cross, boxLength: box[cross])
    }
    var used = PixelSize(width: 0, height: 0)
    used[axis] = position
    used[cross] = crossUsed
    return used
  }

  /// Places `count` equal slots of one subitem along an axis: UIKit's `subitem:count:` form.
  ///
  /// Only the slots that take items are visited, so a count no screen holds (`Int.max`) costs
  /// what its items cost; the spacing it multiplies leaves the slots empty rather than
  /// overflowing. A slot whose subitem takes no item ends the group, as in ``placeSequence``.
  private mutating func placeEqualSlots(
    _ subitem: LayoutGroup.Subitem, count: Int, axis: LayoutAxis, spacing: LayoutSpacing?,
    box: PixelSize, boxOrigin: (x: Int, y: Int), estimatedBox: AxisSet
  ) -> PixelSize {
    let cross = axis.crossing
    let gap = spacingPixels(spacing?.minimum)
    // (count − 1) gaps, saturated: past the box, the slots are empty anyway.
    let (gaps, overflows) = (count - 1).multipliedReportingOverflow(by: gap)
    let available = overflows ? 0 : max(0, box[axis] - gaps)
    let slot = available / count
    var slotBox = box
    slotBox[axis] = available
    var crossUsed = 0
    var position = 0
    var index = 0
    // Each slot starts `slot + gap` after the previous one: a sum, never a product of the count.
    var slotStart = 0
    while index < count && geometry.items.count < context.itemCount {
      var size = resolvedSize(
        subitem.layoutSize, in: slotBox, itemIndex: leafIndex(of: subitem),
        estimatedBox: estimatedBox)
      size[axis] = slot
      var origin = PixelRect.zero
      origin.setStart((axis == .horizontal ? boxOrigin.x : boxOrigin.y) + slotStart, along: axis)
      origin.setStart((cross == .horizontal ? boxOrigin.x : boxOrigin.y), along: cross)
      let itemsBefore = geometry.items.count
      let supplementariesBefore = geometry.supplementaries.count
      let placed = place(subitem, at: (origin.x, origin.y), size: size)
      if geometry.items.count == itemsBefore {
        report(
          .emptyGroup,
          "a group took no item; the items after item \(itemsBefore) are not laid out")
        rollBack(items: itemsBefore, supplementaries: supplementariesBefore)
        break
      }
      position = slotStart + placed[axis]
      crossUsed = max(crossUsed, placed[cross])
      slotStart += slot + gap
      index += 1
    }
    var used = PixelSize(width: 0, height: 0)
    used[axis] = estimatedBox.contains(axis) ? position : available
    used[cross] = crossUsed
    return used
  }

  /// Places one item at each frame a custom group's closure returns.
  private mutating func placeCustom(
    _ provider: CustomGroupItemProvider, box: PixelSize, boxOrigin: (x: Int, y: Int)
  ) -> PixelSize {
    let environment = LayoutEnvironment(
      containerSize: CGSize(width: grid.points(box.width), height: grid.points(box.height)),
      displayScale: grid.scale, layoutDirection: context.layoutDirection)
    var used = PixelSize(width: 0, height: 0)
    for custom in provider.frames(environment) where geometry.items.count < context.itemCount {
      let frame = custom.frame.standardized
      guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
        frame.height.isFinite
      else {
        report(.invalidValue, "a custom group returned a frame that is not finite; it is empty")
        appendItem(
          PixelRect(x: boxOrigin.x, y: boxOrigin.y, width: 0, height: 0), isEstimated: false,
          zIndex: custom.zIndex)
        continue
      }
      let rect = PixelRect(
        x: boxOrigin.x + grid.pixels(frame.minX), y: boxOrigin.y + grid.pixels(frame.minY),
        width: grid.pixels(flooring: frame.width), height: grid.pixels(flooring: frame.height))
      appendItem(rect, isEstimated: false, zIndex: custom.zIndex)
      used.width = max(used.width, rect.maxX - boxOrigin.x)
      used.height = max(used.height, rect.maxY - boxOrigin.y)
    }
    return used
  }

  /// Places a subitem in a slot: a leaf takes the next item, a group lays its subitems out.
  private mutating func place(
    _ subitem: LayoutGroup.Subitem, at origin: (x: Int, y: Int), size: PixelSize
  ) -> PixelSize {
    switch subitem {
    case .group(let group):
      return placeGroup(group, at: origin, size: size, fixedAxes: .none)
    case .item(let item):
      let index = geometry.items.count
      var frame = PixelRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
      let insets = item.contentInsets
      let isWidthEstimated = item.layoutSize.widthDimension.isEstimated
      let isHeightEstimated = item.layoutSize.heightDimension.isEstimated
      if !isWidthEstimated {
        let leading = pixels(insets.leading)
        frame.x += leading
        frame.width = max(0, frame.width - leading - pixels(insets.trailing))
      }
      if !isHeightEstimated {
        let top = pixels(insets.top)
        frame.y += top
        frame.height = max(0, frame.height - top - pixels(insets.bottom))
      }
      let isEstimated =
        (isWidthEstimated || isHeightEstimated) && context.measuredSize(index) == nil
      appendItem(frame, isEstimated: isEstimated, zIndex: 0)
      for supplementary in item.supplementaryItems {
        attach(supplementary, to: frame, item: index, isGroupAnchored: false)
      }
      return size
    }
  }

  private mutating func appendItem(_ frame: PixelRect, isEstimated: Bool, zIndex: Int) {
    geometry.items.append(frame)
    geometry.isEstimated.append(isEstimated)
    geometry.itemZIndexes.append(zIndex)
  }

  private mutating func rollBack(items: Int, supplementaries: Int) {
    geometry.items.removeSubrange(items...)
    geometry.isEstimated.removeSubrange(items...)
    geometry.itemZIndexes.removeSubrange(items...)
    geometry.supplementaries.removeSubrange(supplementaries...)
  }

  /// The index of the item a leaf would take, or `nil` for a group.
  private func leafIndex(of subitem: LayoutGroup.Subitem) -> Int? {
    if case .item = subitem { return geometry.items.count }
    return nil
  }

  /// The axes on which a leaf's dimension is uniform across siblings.
  private func uniformAxes(of subitem: LayoutGroup.Subitem) -> [LayoutAxis] {
    guard case .item = subitem else { return [] }
    return LayoutAxis.both.filter {
      if case .uniformAcrossSiblings = subitem.layoutSize.dimension(along: $0) { return true }
      return false
    }
  }

  /// The longest length of the placed leaves uniform on each axis, when some are shorter.
  ///
  /// It is what a second pass gives them all; `nil` when nothing needs a second pass.
  private func uniformLengths(
    of children: [PlacedChild], in subitems: [LayoutGroup.Subitem], limit: Int?
  ) -> PixelSize? {
    guard subitems.contains(where: { !uniformAxes(of: $0).isEmpty }) else { return nil }
    var longest = PixelSize(width: 0, height: 0)
    var shortest = PixelSize(width: .max, height: .max)
    for (index, child) in children.enumerated() {
      let subitem = subitems[index % subitems.count]
      for axis in uniformAxes(of: subitem) {
        longest[axis] = max(longest[axis], child.size[axis])
        shortest[axis] = min(shortest[axis], child.size[axis])
      }
    }
    let uneven = LayoutAxis.both.contains { shortest[$0] != .max && shortest[$0] < longest[$0] }
    return uneven ? longest : nil
  }

  /// Moves children along an axis so that flexible spacings share the space left over.
  private mutating func shareFlexibleSpace(
    _ leftover: Int, among children: [PlacedChild], along axis: LayoutAxis,
    spacing: LayoutSpacing?
  ) {
    guard leftover > 0, !children.isEmpty else { return }
    let gapIsFlexible = spacing?.isFlexible ?? false
    var flexibleCount = gapIsFlexible ? children.count - 1 : 0
    for child in children {
      if child.edgeSpacing?.before(along: axis)?.isFlexible == true { flexibleCount += 1 }
      if child.edgeSpacing?.after(along: axis)?.isFlexible == true { flexibleCount += 1 }
    }
    guard flexibleCount > 0 else { return }
    let share = leftover / flexibleCount
    var shift = 0
    for (index, child) in children.enumerated() {
      if index > 0 && gapIsFlexible { shift += share }
      if child.edgeSpacing?.before(along: axis)?.isFlexible == true { shift += share }
      translate(child, along: axis, by: shift)
      if child.edgeSpacing?.after(along: axis)?.isFlexible == true { shift += share }
    }
  }

  /// Moves each child across an axis by the share of its flexible edge before it.
  private mutating func centreFlexibleEdges(
    of children: [PlacedChild], across axis: LayoutAxis, boxLength: Int
  ) {
    for child in children {
      guard let edges = child.edgeSpacing, edges.before(along: axis)?.isFlexible == true else {
        continue
      }
      let before = edges.before(along: axis)
      let after = edges.after(along: axis)
      let flexibleCount = after?.isFlexible == true ? 2 : 1
      let leftover =
        boxLength - spacingPixels(before?.minimum) - child.size[axis]
        - spacingPixels(after?.minimum)
      guard leftover > 0 else { continue }
      translate(child, along: axis, by: leftover / flexibleCount)
    }
  }

  private mutating func translate(_ child: PlacedChild, along axis: LayoutAxis, by distance: Int) {
    guard distance != 0 else { return }
    for index in child.items { geometry.items[index].translate(along: axis, by: distance) }
    for index in child.supplementaries {
      geometry.supplementaries[index].frame.translate(along: axis, by: distance)
    }
  }

  // MARK: Sizes

  /// Resolves a size against a container box, in pixels; a leaf's estimated sides take its
  /// measured size when the view measured it.
  private mutating func resolvedSize(
    _ size: LayoutSize, in box: PixelSize, itemIndex: Int?,
    estimatedBox: AxisSet = .none, supplementaryKind: ElementKind? = nil
  ) -> PixelSize {
    // Only a leaf with an estimated side asks for its measured size.
    let isEstimated = size.widthDimension.isEstimated || size.heightDimension.isEstimated
    let measured: CGSize?
    if !isEstimated {
      measured = nil
    } else if let supplementaryKind {
      measured = context.measuredSupplementarySize(supplementaryKind, itemIndex ?? 0)
    } else {
      measured = itemIndex.flatMap { context.measuredSize($0) }
    }
    var result = PixelSize(width: 0, height: 0)
    for axis in LayoutAxis.both {
      let dimension = size.dimension(along: axis)
      switch dimension {
      case .fractionalWidth(let fraction):
        if estimatedBox.contains(.horizontal) { noteFractionalOnEstimatedAxis() }
        result[axis] = fractionPixels(fraction, of: box.width)
      case .fractionalHeight(let fraction):
        if estimatedBox.contains(.vertical) { noteFractionalOnEstimatedAxis() }
        result[axis] = fractionPixels(fraction, of: box.height)
      case .absolute(let length):
        result[axis] = lengthPixels(length)
      case .estimated(let estimate), .uniformAcrossSiblings(let estimate):
        if let measured {
          result[axis] = lengthPixels(axis == .horizontal ? measured.width : measured.height)
        } else {
          result[axis] = lengthPixels(estimate)
        }
      }
    }
    return result
  }

  private mutating func noteFractionalOnEstimatedAxis() {
    report(
      .fractionalOnEstimatedAxis,
      "a fractional dimension resolves against a group whose length is estimated; it uses the estimate"
    )
  }

  /// A fraction of a length in pixels, floored to a whole pixel.
  private mutating func fractionPixels(_ fraction: CGFloat, of length: Int) -> Int {
    guard fraction.isFinite, fraction >= 0 else {
      report(.invalidValue, "a fractional dimension of \(fraction) counts as zero")
      return 0
    }
    let value = (fraction * CGFloat(length) + 1e-6).rounded(.down)
    return Int(min(value, CGFloat(PixelGrid.maximumLength)))
  }

  /// A length in points as whole pixels, floored.
  private mutating func lengthPixels(_ length: CGFloat) -> Int {
    guard length.isFinite, length >= 0 else {
      report(.invalidValue, "a length of \(length) points counts as zero")
      return 0
    }
    return grid.pixels(flooring: length)
  }

  /// An inset or offset in points as whole pixels, rounded; not finite counts as zero.
  private mutating func pixels(_ length: CGFloat) -> Int {
    guard length.isFinite else {
      report(.invalidValue, "an inset or offset of \(length) points counts as zero")
      return 0
    }
    return grid.pixels(length)
  }

  /// A spacing in points as whole pixels, at least zero.
  private mutating func spacingPixels(_ length: CGFloat?) -> Int {
    guard let length else { return 0 }
    guard length.isFinite, length >= 0 else {
      report(.invalidValue, "a spacing of \(length) points counts as zero")
      return 0
    }
    return grid.pixels(length)
  }

  // MARK: Supplementary and decoration views

  /// Attaches a supplementary view to a host frame, by UIKit's anchor arithmetic.
  ///
  /// The position is computed exactly (host, anchor points and offset together) and rounded
  /// once to the nearest pixel, as UIKit rounds it, halves away from zero in the content's
  /// coordinates: a halfway position keeps the pixel after and is marked, so that it goes to
  /// the pixel before where it lands at or below zero (``settleHalfwayPositions(across:)`` and
  /// the queries).
  private mutating func attach(
    _ supplementary: SupplementaryItem, to host: PixelRect, item: Int, isGroupAnchored: Bool
  ) {
    // An item's badge sizes itself when a dimension is estimated, measured by its item's index
    // path; a group's is numbered only after solving, and keeps its estimate.
    let isEstimated =
      supplementary.layoutSize.widthDimension.isEstimated
      || supplementary.layoutSize.heightDimension.isEstimated
    let measuresItself = isEstimated && !isGroupAnchored
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
        isSizeEstimated: measuresItself
          && context.measuredSupplementarySize(supplementary.elementKind, item) == nil))
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
  private mutating func offsetPixels(_ offset: LayoutAnchor.Offset, size: PixelSize) -> (
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
  private mutating func settleHalfwayPositions(across axis: LayoutAxis) {
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
  private mutating func inset(
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
  private func band(of item: BoundarySupplementaryItem) -> Bool? {
    guard item.extendsBoundary else { return nil }
    let edges = item.alignment.edges
    let (start, end): (LayoutAnchor.Edges, LayoutAnchor.Edges) =
      context.scrollAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
    if edges.contains(start) { return true }
    if edges.contains(end) { return false }
    return nil
  }

  /// The length of the boundary band at the start or end of the section.
  private mutating func boundaryBand(atStart: Bool, box: PixelSize, at _: Int = 0) -> Int {
    var length = 0
    for item in boundaryItems where band(of: item) == atStart {
      let size = resolvedSize(
        item.layoutSize, in: box, itemIndex: 0, supplementaryKind: item.elementKind)
      length = max(length, size[context.scrollAxis])
    }
    return length
  }

  /// Places the section's boundary items: in the bands at its start and end, or over it.
  private mutating func placeBoundaryItems(
    leadingBand: Int, trailingBandStart: Int, box: PixelSize, crossStart: Int
  ) {
    let main = context.scrollAxis
    let cross = main.crossing
    for item in boundaryItems {
      let size = resolvedSize(
        item.layoutSize, in: box, itemIndex: 0, supplementaryKind: item.elementKind)
      let isSizeEstimated =
        (item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated)
        && context.measuredSupplementarySize(item.elementKind, 0) == nil
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
          isSizeEstimated: isSizeEstimated))
    }
    _ = leadingBand
  }

  /// Places the section's decoration items: over its whole extent, across the whole container,
  /// less their insets and kept inside that box (see ``DecorationItem/contentInsets``); none for
  /// a section without items, as in UIKit (its header and footer keep the raise).
  private mutating func placeDecorations() {
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
    if let highest = decorationItems.map(\.zIndex).max() {
      geometry.zIndexRaise = highest + 1
    }
  }

  /// Raises pinned headers and footers above every other element of the section, so that cells
  /// and badges that scroll under them never show through.
  private mutating func raisePinnedBoundaries() {
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
  private mutating func numberGroupSupplementaries() {
    var counts: [ElementKind: Int] = [:]
    for index in geometry.supplementaries.indices
    where geometry.supplementaries[index].isGroupAnchored {
      let kind = geometry.supplementaries[index].kind
      geometry.supplementaries[index].item = counts[kind, default: 0]
      counts[kind, default: 0] += 1
    }
  }

  /// Mirrors every frame across the container's width, for a right-to-left layout.
  private mutating func mirror() {
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

  /// Computes each copy's extent along the axis queries search.
  private mutating func computeCopyExtents() {
    let axis = geometry.copyAxis
    for index in geometry.copies.indices {
      let copy = geometry.copies[index]
      var start = copy.frame.start(along: axis)
      var end = copy.frame.end(along: axis)
      for item in copy.items {
        start = min(start, geometry.items[item].start(along: axis))
        end = max(end, geometry.items[item].end(along: axis))
      }
      for supplementary in copy.supplementaries {
        start = min(start, geometry.supplementaries[supplementary].lowestStart(along: axis))
        end = max(end, geometry.supplementaries[supplementary].frame.end(along: axis))
      }
      geometry.copies[index].extentStart = start
      geometry.copies[index].extentEnd = end
    }
  }

  /// Computes how far elements reach outside the section along the scroll axis.
  private mutating func computeReach() {
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
    for frame in geometry.boundaries.map(\.frame) {
      before = min(before, frame.start(along: axis))
      after = max(after, frame.end(along: axis))
    }
    geometry.reachBefore = -before
    geometry.reachAfter = after - geometry.length
  }

  /// Reports element kinds used by two different kinds of supplementary or decoration item, and
  /// by two headers, footers or backgrounds of the section (of which only the first is laid out).
  private mutating func checkElementKinds() {
    var roles: [ElementKind: Set<String>] = [:]
    // Two boundary items, or two backgrounds, of one kind would share one index path.
    var repeated: Set<ElementKind> = []
    for item in description.boundarySupplementaryItems {
      if roles[item.elementKind]?.contains("boundary") == true { repeated.insert(item.elementKind) }
      roles[item.elementKind, default: []].insert("boundary")
    }
    for decoration in description.decorationItems {
      if roles[decoration.elementKind]?.contains("decoration") == true {
        repeated.insert(decoration.elementKind)
      }
      roles[decoration.elementKind, default: []].insert("decoration")
    }
    func visit(_ group: LayoutGroup) {
      for supplementary in group.supplementaryItems {
        roles[supplementary.elementKind, default: []].insert("group")
      }
      let subitems: [LayoutGroup.Subitem]
      switch group.arrangement {
      case .subitems(let list, _): subitems = list
      case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): subitems = [subitem]
      case .custom: subitems = []
      }
      for subitem in subitems {
        switch subitem {
        case .group(let nested): visit(nested)
        case .item(let item):
          for supplementary in item.supplementaryItems {
            roles[supplementary.elementKind, default: []].insert("item")
          }
        }
      }
    }
    visit(description.group)
    let duplicated = Set(roles.filter { $0.value.count > 1 }.map(\.key)).union(repeated)
    for kind in duplicated.sorted(by: { $0.rawValue < $1.rawValue }) {
      report(
        .duplicateElementKind(kind),
        repeated.contains(kind)
          ? "the element kind \"\(kind)\" names two of the section's headers, footers or backgrounds; only the first is laid out"
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

  // MARK: Diagnostics

  private mutating func report(_ kind: CompositionalLayoutDiagnostic.Kind, _ message: String) {
    guard !diagnostics.contains(where: { $0.kind == kind }) else { return }
    diagnostics.append(
      CompositionalLayoutDiagnostic(
        kind: kind, section: context.section, message: "section \(context.section): \(message).")
    )
  }
}

/// A set of the two axes, without allocating: which sides of a group are estimated or fixed.
struct AxisSet {
  var horizontal = false
  var vertical = false

  static let none = AxisSet()

  func contains(_ axis: LayoutAxis) -> Bool {
    axis == .horizontal ? horizontal : vertical
  }
}

extension LayoutAxis {
  /// Both axes, horizontal first.
  static let both: [LayoutAxis] = [.horizontal, .vertical]
}
