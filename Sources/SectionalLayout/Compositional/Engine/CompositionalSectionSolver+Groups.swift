import Foundation

/// Groups: placing subitems in sequences, equal slots and custom frames, and sharing flexible
/// space.
extension CompositionalSectionSolver {
  /// What a placed child occupies, to move it when spacing is shared out.
  struct PlacedChild {
    var items: Range<Int>
    var supplementaries: Range<Int>
    var size: PixelSize
    var edgeSpacing: EdgeSpacing?
  }

  /// Places a group with its origin and size (estimated axes provisional); returns its size.
  mutating func placeGroup(
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
      if count < 1 {
        report(.invalidValue, "a group repeating its subitem \(count) times repeats it once")
      }
      used = placeSequence(
        [subitem], limit: max(1, count), axis: axis, spacing: group.interItemSpacing, box: box,
        boxOrigin: boxOrigin, estimatedBox: estimated)
    case .equalSlots(let subitem, let count, let axis):
      if count < 1 {
        report(.invalidValue, "a group of \(count) equal slots has one")
      }
      used = placeEqualSlots(
        subitem, count: max(1, count), axis: axis, spacing: group.interItemSpacing, box: box,
        boxOrigin: boxOrigin, estimatedBox: estimated)
    case .custom(let provider):
      used = placeCustom(provider, box: box, boxOrigin: boxOrigin)
      // Frames past a box of fixed length overlap what follows, as other groups' overflow does.
      let pastWidth = estimated.horizontal ? 0 : used.width - box.width
      let pastHeight = estimated.vertical ? 0 : used.height - box.height
      if pastWidth > 0 || pastHeight > 0 {
        let past = grid.points(max(pastWidth, pastHeight))
        report(
          .groupOverflow(by: past),
          "a custom group's frames run \(past) points past its \(pastWidth >= pastHeight ? "width" : "height")"
        )
      }
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

  /// Whether a group holds no item, at any depth: it can take none (a custom group may).
  static func holdsNoItem(_ group: LayoutGroup) -> Bool {
    func holdsNoItem(_ subitem: LayoutGroup.Subitem) -> Bool {
      guard case .group(let group) = subitem else { return false }
      return Self.holdsNoItem(group)
    }
    switch group.arrangement {
    case .subitems(let subitems, _): return subitems.allSatisfy(holdsNoItem)
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): return holdsNoItem(subitem)
    case .custom: return false
    }
  }

  /// Places subitems one after another along an axis.
  ///
  /// The subitems form (`limit` `nil`) repeats the list while the next subitem fits; the
  /// repeating form places `limit` copies at their own size, fitting or not. Returns the length used along the axis and the greatest across it.
  mutating func placeSequence(
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
    // Each child takes an item at least: grown one append at a time, the array was allocated
    // again at each doubling.
    let mostChildren = min(
      limit ?? (isLengthOpen ? subitems.count : .max), context.itemCount - itemsAtStart)
    children.reserveCapacity(min(mostChildren, 16))
    var position = 0
    var crossUsed = 0
    // A second pass when leaves uniform across siblings came out of different lengths.
    for _ in 0..<2 {
      children.removeAll(keepingCapacity: true)
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
        if checksFit && position + lead + before + size[axis] + after > box[axis] {
          // An empty group that does not fit ends the group as one that fits would: said alike.
          if case .group(let nested) = subitem, Self.holdsNoItem(nested) {
            report(
              .emptyGroup,
              "a group took no item (it is empty, or its items do not fit): the group holding it ends there, and item \(geometry.items.count) goes to the next copy"
            )
          }
          break
        }
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
            "a group took no item (it is empty, or its items do not fit): the group holding it ends there, and item \(itemsBefore) goes to the next copy"
          )
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
        if limit == nil, !isLengthOpen, lead + before + placed[axis] + after == 0, index > 0 {
          // Nothing moves the next subitem on: every item the group can take piles up here.
          report(
            .invalidValue,
            "a subitem takes no length along its group's \(axis == .horizontal ? "width" : "height") (no size, spacing or edge spacing): the group's items are placed one on another"
          )
        }
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
  mutating func placeEqualSlots(
    _ subitem: LayoutGroup.Subitem, count: Int, axis: LayoutAxis, spacing: LayoutSpacing?,
    box: PixelSize, boxOrigin: (x: Int, y: Int), estimatedBox: AxisSet
  ) -> PixelSize {
    if subitem.edgeSpacing != nil {
      report(
        .edgeSpacingIgnored,
        "the subitem of a group of equal slots keeps no edge spacing: its slot is its frame")
    }
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
          "a group took no item (it is empty, or its items do not fit): the group holding it ends there, and item \(itemsBefore) goes to the next copy"
        )
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
  mutating func placeCustom(
    _ provider: CustomGroupItemProvider, box: PixelSize, boxOrigin: (x: Int, y: Int)
  ) -> PixelSize {
    let environment = LayoutEnvironment(
      containerSize: CGSize(width: grid.points(box.width), height: grid.points(box.height)),
      displayScale: grid.scale, layoutDirection: context.layoutDirection)
    var used = PixelSize(width: 0, height: 0)
    dependsOnMoreThanDescription = true
    for custom in provider.frames(environment) where geometry.items.count < context.itemCount {
      let frame = custom.frame.standardized
      guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
        frame.height.isFinite
      else {
        report(.invalidValue, "a custom group returned a frame that is not finite; it is empty")
        appendItem(
          PixelRect(x: boxOrigin.x, y: boxOrigin.y, width: 0, height: 0), estimated: [],
          zIndex: custom.zIndex)
        continue
      }
      let rect = PixelRect(
        x: boxOrigin.x + grid.pixels(frame.minX), y: boxOrigin.y + grid.pixels(frame.minY),
        width: grid.pixels(flooring: frame.width), height: grid.pixels(flooring: frame.height))
      appendItem(rect, estimated: [], zIndex: custom.zIndex)
      used.width = max(used.width, rect.maxX - boxOrigin.x)
      used.height = max(used.height, rect.maxY - boxOrigin.y)
    }
    return used
  }

  /// Places a subitem in a slot: a leaf takes the next item, a group lays its subitems out.
  mutating func place(
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
      let estimated =
        (isWidthEstimated || isHeightEstimated) && measuredSize(ofItem: index) == nil
        ? item.layoutSize.estimatedDimensions : []
      appendItem(frame, estimated: estimated, zIndex: 0)
      // Of two of one kind, which would share the item's index path, the first (reported).
      for supplementary in Self.firstOfEachKind(item.supplementaryItems, \.elementKind) {
        attach(supplementary, to: frame, item: index, isGroupAnchored: false)
      }
      return size
    }
  }

  @inline(__always)
  mutating func appendItem(
    _ frame: PixelRect, estimated: LayoutAttributes.Dimensions, zIndex: Int
  ) {
    geometry.items.append(frame)
    if !estimated.isEmpty || zIndex != 0 || !geometry.estimatedDimensions.isEmpty
      || !geometry.itemZIndexes.isEmpty
    {
      appendTraits(estimated: estimated, zIndex: zIndex)
    }
  }

  /// Records an item's estimated dimensions and z-index once some item of the section needs
  /// them: they are kept from the first item that does on, the earlier items' filled in then.
  mutating func appendTraits(estimated: LayoutAttributes.Dimensions, zIndex: Int) {
    if !estimated.isEmpty || !geometry.estimatedDimensions.isEmpty {
      if geometry.estimatedDimensions.isEmpty {
        geometry.estimatedDimensions.reserveCapacity(context.itemCount)
        geometry.estimatedDimensions.append(
          contentsOf: repeatElement([], count: geometry.items.count - 1))
      }
      geometry.estimatedDimensions.append(estimated)
    }
    if zIndex != 0 || !geometry.itemZIndexes.isEmpty {
      if geometry.itemZIndexes.isEmpty {
        geometry.itemZIndexes.reserveCapacity(context.itemCount)
        geometry.itemZIndexes.append(contentsOf: repeatElement(0, count: geometry.items.count - 1))
      }
      geometry.itemZIndexes.append(zIndex)
    }
  }

  mutating func rollBack(items: Int, supplementaries: Int) {
    geometry.items.removeSubrange(items...)
    if !geometry.estimatedDimensions.isEmpty {
      geometry.estimatedDimensions.removeSubrange(items...)
    }
    if !geometry.itemZIndexes.isEmpty { geometry.itemZIndexes.removeSubrange(items...) }
    if measuresGroupSupplementaries {
      for removed in geometry.supplementaries[supplementaries...] where removed.isGroupAnchored {
        groupSupplementaryCounts[removed.kind, default: 1] -= 1
      }
    }
    geometry.supplementaries.removeSubrange(supplementaries...)
  }

  /// The index of the item a leaf would take, or `nil` for a group.
  func leafIndex(of subitem: LayoutGroup.Subitem) -> Int? {
    if case .item = subitem { return geometry.items.count }
    return nil
  }

  /// The axes on which a leaf's dimension is uniform across siblings.
  nonisolated func uniformAxes(of subitem: LayoutGroup.Subitem) -> [LayoutAxis] {
    guard case .item = subitem else { return [] }
    return LayoutAxis.both.filter {
      if case .uniformAcrossSiblings = subitem.layoutSize.dimension(along: $0) { return true }
      return false
    }
  }

  /// The longest length of the placed leaves uniform on each axis, when some are shorter.
  ///
  /// It is what a second pass gives them all; `nil` when nothing needs a second pass.
  nonisolated func uniformLengths(
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
  mutating func shareFlexibleSpace(
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
  mutating func centreFlexibleEdges(
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

  mutating func translate(_ child: PlacedChild, along axis: LayoutAxis, by distance: Int) {
    guard distance != 0 else { return }
    for index in child.items { geometry.items[index].translate(along: axis, by: distance) }
    for index in child.supplementaries {
      geometry.supplementaries[index].frame.translate(along: axis, by: distance)
    }
  }
}
