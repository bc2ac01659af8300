import Foundation

extension CompositionalLayoutGeometry {
  /// What the view shows: the visible range along the scroll axis, which pinned headers and
  /// footers follow, and the offset of each section that scrolls on its own.
  struct Viewing {
    var visibleStart: CGFloat = 0
    var visibleEnd: CGFloat = 0
    /// The adjusted content insets at the start and end of the visible range: pinned elements
    /// stay inside them, as UIKit's do.
    var insetAtStart: CGFloat = 0
    var insetAtEnd: CGFloat = 0
    /// Offsets in pixels, by section; absent is zero.
    var orthogonalOffsets: [Int: Int] = [:]
  }

  /// Whether any header or footer, of a section or of the layout, is pinned to the visible bounds.
  var hasPinnedBoundaries: Bool {
    hasPinnedSectionBoundaries || boundaries.contains { $0.pinning != .none }
  }

  /// Places the layout's own headers and footers: before the first section and after the last,
  /// across the whole container, and sets the content's length.
  ///
  /// As a section's headers and footers: an estimated dimension takes the size the view
  /// measured (`measuredSize`, by kind: they all hold `IndexPath(item: 0, section: 0)`) or else
  /// stays an estimate to measure, the item's content insets shrink it except along an estimated
  /// dimension, and a right-to-left layout (``layoutIsMirrored``) mirrors it across the
  /// container.
  ///
  /// - Parameters:
  ///   - items: The layout's headers and footers, one of each kind.
  ///   - measuredSize: The size the view measured for the view of a kind, if it did.
  mutating func placeLayoutBoundaries(
    _ items: [BoundarySupplementaryItem], measuredSize: (ElementKind) -> CGSize?
  ) {
    let main = scrollAxis
    let cross = main.crossing
    let (start, end): (LayoutAnchor.Edges, LayoutAnchor.Edges) =
      main == .vertical ? (.top, .bottom) : (.leading, .trailing)
    // Each item's size, and its dimensions still to measure.
    let sizes = items.map { item -> (size: PixelSize, estimated: LayoutAttributes.Dimensions) in
      var estimated = item.layoutSize.estimatedDimensions
      let measured = estimated.isEmpty ? nil : measuredSize(item.elementKind)
      if measured != nil { estimated = [] }
      func resolve(_ dimension: LayoutDimension, measured: CGFloat?) -> Int {
        let value: CGFloat
        switch dimension {
        case .fractionalWidth(let fraction): value = fraction * CGFloat(container.width)
        case .fractionalHeight(let fraction): value = fraction * CGFloat(container.height)
        case .absolute(let length):
          value = length * grid.scale
        case .estimated(let length), .uniformAcrossSiblings(let length):
          value = (measured ?? length) * grid.scale
        }
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min((value + 1e-6).rounded(.down), CGFloat(PixelGrid.maximumLength)))
      }
      let size = PixelSize(
        width: resolve(item.layoutSize.widthDimension, measured: measured?.width),
        height: resolve(item.layoutSize.heightDimension, measured: measured?.height))
      return (size, estimated)
    }
    func size(of index: Int) -> PixelSize { sizes[index].size }
    var leading = 0
    var trailing = 0
    for (index, item) in items.enumerated() where item.extendsBoundary {
      if item.alignment.edges.contains(start) {
        leading = max(leading, size(of: index)[main])
      } else if item.alignment.edges.contains(end) {
        trailing = max(trailing, size(of: index)[main])
      }
    }
    leadingBand = leading
    let sectionsLength = max(0, advances.total - (sections.isEmpty ? 0 : spacing))
    let trailingStart = leading + sectionsLength
    contentLength = trailingStart + trailing
    boundaries = items.enumerated().map { index, item in
      let itemSize = size(of: index)
      let unit = item.alignment.edges.unitPoint
      let crossUnit = cross == .horizontal ? unit.x : unit.y
      var frame = PixelRect(x: 0, y: 0, width: itemSize.width, height: itemSize.height)
      frame.setStart(
        Int((crossUnit * CGFloat(container[cross] - itemSize[cross])).rounded()), along: cross)
      var pinning = CompositionalSectionGeometry.Boundary.Pinning.none
      if item.extendsBoundary && item.alignment.edges.contains(start) {
        frame.setStart(0, along: main)
        if item.pinToVisibleBounds { pinning = .toStart }
      } else if item.extendsBoundary && item.alignment.edges.contains(end) {
        frame.setStart(trailingStart, along: main)
        if item.pinToVisibleBounds { pinning = .toEnd }
      } else {
        let mainUnit = main == .horizontal ? unit.x : unit.y
        frame.setStart(
          Int((mainUnit * CGFloat(contentLength - itemSize[main])).rounded()), along: main)
      }
      frame.x += grid.pixels(item.absoluteOffset.x.isFinite ? item.absoluteOffset.x : 0)
      frame.y += grid.pixels(item.absoluteOffset.y.isFinite ? item.absoluteOffset.y : 0)
      inset(&frame, by: item.contentInsets, sizedBy: item.layoutSize)
      // As a section's frames: mirrored last, offset and insets included.
      if layoutIsMirrored { frame.x = container.width - frame.x - frame.width }
      // A pinned view of the layout is drawn above every section's elements.
      let zIndex = pinning == .none ? item.zIndex : max(item.zIndex, highestZIndex + 1)
      return CompositionalSectionGeometry.Boundary(
        kind: item.elementKind, frame: frame, zIndex: zIndex, pinning: pinning,
        estimatedDimensions: sizes[index].estimated)
    }
    layoutTrailingBandStart = trailingStart
  }

  /// Shrinks a layout header's or footer's frame by its content insets, except along its
  /// estimated dimensions, as a section's are; an inset that is not finite counts as zero (the
  /// layout's description reports it).
  private func inset(
    _ frame: inout PixelRect, by insets: DirectionalEdgeInsets, sizedBy size: LayoutSize
  ) {
    guard insets != .zero else { return }
    func pixels(_ length: CGFloat) -> Int { grid.pixels(length.isFinite ? length : 0) }
    if !size.widthDimension.isEstimated {
      let leading = pixels(insets.leading)
      frame.x += leading
      frame.width = max(0, frame.width - leading - pixels(insets.trailing))
    }
    if !size.heightDimension.isEstimated {
      let top = pixels(insets.top)
      frame.y += top
      frame.height = max(0, frame.height - top - pixels(insets.bottom))
    }
  }

  // MARK: Queries

  /// The attributes of the elements that meet a rect.
  func attributesForElements(in rect: CGRect, viewing: Viewing) -> [LayoutAttributes] {
    let area = rect.standardized
    guard !area.origin.x.isNaN, !area.origin.y.isNaN, !area.width.isNaN, !area.height.isNaN
    else { return [] }
    let main = scrollAxis
    let areaStart = grid.pixels(below: main == .vertical ? area.minY : area.minX)
    let areaEnd = grid.pixels(below: main == .vertical ? area.maxY : area.maxX) + 1
    var result: [LayoutAttributes] = []
    appendLayoutBoundaries(atStart: true, meeting: area, viewing: viewing, to: &result)
    var section = firstSection(reaching: areaStart)
    while section < sections.count {
      let sectionStart = start(ofSection: section)
      guard sectionStart - overflow <= areaEnd else { break }
      let before = result.count
      appendElements(
        ofSection: section, start: sectionStart, meeting: area, viewing: viewing, to: &result)
      if section == 0 && !boundaries.isEmpty {
        // The layout's own headers and footers hold `IndexPath(item: 0, section: 0)`: a view of
        // the first section of the same kind there is not shown (a diagnostic said so).
        let kinds = Set(boundaries.map(\.kind))
        result.removeSubrange(
          before..<result.count,
          keeping: {
            guard case .supplementaryView(let kind) = $0.category else { return true }
            return $0.indexPath != IndexPath(item: 0, section: 0) || !kinds.contains(kind)
          })
      }
      section += 1
    }
    appendLayoutBoundaries(atStart: false, meeting: area, viewing: viewing, to: &result)
    return result
  }

  private func appendLayoutBoundaries(
    atStart: Bool, meeting area: CGRect, viewing: Viewing, to result: inout [LayoutAttributes]
  ) {
    for boundary in boundaries where isLeading(boundary.frame, layoutLevel: true) == atStart {
      var frame = boundary.frame
      pin(
        &frame, boundary.pinning, lower: leadingBand,
        upper: layoutTrailingBandStart, viewing: viewing)
      let shown = points(frame)
      guard Self.meets(shown, area) else { continue }
      result.append(
        LayoutAttributes(
          indexPath: IndexPath(item: 0, section: 0), frame: shown,
          category: .supplementaryView(boundary.kind), zIndex: boundary.zIndex,
          estimatedDimensions: boundary.estimatedDimensions))
    }
  }

  /// Whether a layout-level boundary frame is at the start of the content.
  private func isLeading(_ frame: PixelRect, layoutLevel: Bool) -> Bool {
    frame.start(along: scrollAxis) < layoutTrailingBandStart
  }

  /// Moves a pinned frame (in content coordinates) to where the visible bounds hold it, within
  /// `lower..<upper` along the scroll axis.
  private func pin(
    _ frame: inout PixelRect, _ pinning: CompositionalSectionGeometry.Boundary.Pinning,
    lower: Int, upper: Int, viewing: Viewing
  ) {
    let axis = scrollAxis
    let natural = frame.start(along: axis)
    let length = frame.length(along: axis)
    switch pinning {
    case .none:
      return
    case .toStart:
      let start = viewing.visibleStart + viewing.insetAtStart
      guard start.isFinite else { return }
      let visible = grid.pixels(start)
      frame.setStart(max(natural, min(visible, upper - length)), along: axis)
    case .toEnd:
      let end = viewing.visibleEnd - viewing.insetAtEnd
      guard end.isFinite else { return }
      let visible = grid.pixels(end)
      frame.setStart(min(natural, max(visible - length, lower)), along: axis)
    }
  }

  private func appendElements(
    ofSection section: Int, start sectionStart: Int, meeting area: CGRect, viewing: Viewing,
    to result: inout [LayoutAttributes]
  ) {
    let geometry = sections[section].value
    let raise = geometry.zIndexRaise
    let header = IndexPath(item: 0, section: section)
    for decoration in geometry.decorations {
      let frame = points(content(decoration.frame, sectionStart: sectionStart))
      guard Self.meets(frame, area) else { continue }
      result.append(
        LayoutAttributes(
          indexPath: header, frame: frame, category: .decorationView(decoration.kind),
          zIndex: decoration.zIndex))
    }
    func appendBoundaries(leading: Bool) {
      for boundary in geometry.boundaries
      where (boundary.frame.start(along: scrollAxis) < geometry.contentEnd) == leading {
        var frame = content(boundary.frame, sectionStart: sectionStart)
        pin(
          &frame, boundary.pinning, lower: sectionStart + geometry.contentStart,
          upper: sectionStart + geometry.contentEnd, viewing: viewing)
        let shown = points(frame)
        guard Self.meets(shown, area) else { continue }
        result.append(
          LayoutAttributes(
            indexPath: header, frame: shown, category: .supplementaryView(boundary.kind),
            zIndex: boundary.zIndex + raise, estimatedDimensions: boundary.estimatedDimensions))
      }
    }
    appendBoundaries(leading: true)
    let scroll = scrolling(ofSection: section, viewing: viewing)
    let copies: Range<Int>
    if let orthogonal = geometry.orthogonal {
      // The part of the scroller's viewport the area covers, in unscrolled coordinates.
      let cross = scrollAxis.crossing
      let areaCrossStart = grid.pixels(below: cross == .horizontal ? area.minX : area.minY)
      let areaCrossEnd = grid.pixels(below: cross == .horizontal ? area.maxX : area.maxY) + 1
      let low = max(0, areaCrossStart) - scroll
      let high = min(orthogonal.viewportLength, areaCrossEnd) - scroll
      copies = geometry.candidateCopies(from: low, to: max(low + 1, high))
    } else {
      let areaStart = grid.pixels(below: scrollAxis == .vertical ? area.minY : area.minX)
      let areaEnd = grid.pixels(below: scrollAxis == .vertical ? area.maxY : area.maxX) + 1
      copies = geometry.candidateCopies(from: areaStart - sectionStart, to: areaEnd - sectionStart)
    }
    for copy in copies {
      let record = geometry.copies[copy]
      var supplementary = record.supplementaries.lowerBound
      for item in record.items {
        if let frame = shownFrame(
          geometry.items[item], in: geometry, sectionStart: sectionStart, scroll: scroll),
          Self.meets(frame, area)
        {
          result.append(
            LayoutAttributes(
              indexPath: IndexPath(item: item, section: section), frame: frame, category: .cell,
              zIndex: geometry.zIndex(ofItem: item) + raise,
              estimatedDimensions: geometry.estimatedDimensions(ofItem: item)))
        }
        // The badges of this item follow it.
        while supplementary < record.supplementaries.upperBound
          && !geometry.supplementaries[supplementary].isGroupAnchored
          && geometry.supplementaries[supplementary].item == item
        {
          appendSupplementary(
            geometry.supplementaries[supplementary], of: geometry, section: section,
            sectionStart: sectionStart, scroll: scroll, area: area, to: &result)
          supplementary += 1
        }
      }
      // Then the group's views, and badges that follow a group's view in the order placed.
      for index in supplementary..<record.supplementaries.upperBound {
        appendSupplementary(
          geometry.supplementaries[index], of: geometry, section: section,
          sectionStart: sectionStart, scroll: scroll, area: area, to: &result)
      }
    }
    appendBoundaries(leading: false)
  }

  private func appendSupplementary(
    _ supplementary: CompositionalSectionGeometry.Supplementary,
    of geometry: CompositionalSectionGeometry, section: Int, sectionStart: Int, scroll: Int,
    area: CGRect, to result: inout [LayoutAttributes]
  ) {
    guard
      let frame = shownFrame(
        supplementary.frame, in: geometry, sectionStart: sectionStart, scroll: scroll,
        isHalfway: supplementary.isHalfway.contains(scrollAxis)),
      Self.meets(frame, area)
    else { return }
    result.append(
      LayoutAttributes(
        indexPath: IndexPath(item: supplementary.item, section: section), frame: frame,
        category: .supplementaryView(supplementary.kind),
        zIndex: supplementary.zIndex + geometry.zIndexRaise,
        estimatedDimensions: supplementary.estimatedDimensions))
  }

  /// How far an orthogonal section's content is shifted across the axis, in pixels: minus its
  /// offset, or plus it when the section is mirrored.
  func scrolling(ofSection section: Int, viewing: Viewing) -> Int {
    guard let offset = viewing.orthogonalOffsets[section], sections[section].value.orthogonal != nil
    else { return 0 }
    return sections[section].value.isMirrored ? offset : -offset
  }

  /// Where an element of a section is shown, in points; `nil` when it is scrolled out of its
  /// orthogonal section's viewport.
  ///
  /// An element whose position along the scroll axis is `isHalfway` between two pixels rounds
  /// away from zero where it lands in the content.
  private func shownFrame(
    _ local: PixelRect, in geometry: CompositionalSectionGeometry, sectionStart: Int, scroll: Int,
    isHalfway: Bool = false
  ) -> CGRect? {
    var frame = content(local, sectionStart: sectionStart, isHalfway: isHalfway)
    if let orthogonal = geometry.orthogonal {
      let cross = scrollAxis.crossing
      frame.translate(along: cross, by: scroll)
      let start = frame.start(along: cross)
      let end = frame.end(along: cross)
      let isInside =
        start == end
        ? 0 <= start && start < orthogonal.viewportLength
        : start < orthogonal.viewportLength && 0 < end
      guard isInside else { return nil }
    }
    return points(frame)
  }

  /// The attributes of an item.
  func attributesForItem(at indexPath: IndexPath, viewing: Viewing) -> LayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let geometry = sections[indexPath.section].value
    guard geometry.items.indices.contains(indexPath.item) else { return nil }
    var frame = content(
      geometry.items[indexPath.item], sectionStart: start(ofSection: indexPath.section))
    frame.translate(
      along: scrollAxis.crossing, by: scrolling(ofSection: indexPath.section, viewing: viewing))
    return LayoutAttributes(
      indexPath: indexPath, frame: points(frame), category: .cell,
      zIndex: geometry.zIndex(ofItem: indexPath.item) + geometry.zIndexRaise,
      estimatedDimensions: geometry.estimatedDimensions(ofItem: indexPath.item))
  }

  /// The attributes of a header, footer or badge.
  func attributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath, viewing: Viewing
  ) -> LayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    if indexPath == IndexPath(item: 0, section: 0),
      let boundary = boundaries.first(where: { $0.kind == kind })
    {
      var frame = boundary.frame
      pin(
        &frame, boundary.pinning, lower: leadingBand, upper: layoutTrailingBandStart,
        viewing: viewing)
      return LayoutAttributes(
        indexPath: indexPath, frame: points(frame), category: .supplementaryView(kind),
        zIndex: boundary.zIndex, estimatedDimensions: boundary.estimatedDimensions)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let geometry = sections[indexPath.section].value
    let sectionStart = start(ofSection: indexPath.section)
    if indexPath.item == 0, let boundary = geometry.boundaries.first(where: { $0.kind == kind }) {
      var frame = content(boundary.frame, sectionStart: sectionStart)
      pin(
        &frame, boundary.pinning, lower: sectionStart + geometry.contentStart,
        upper: sectionStart + geometry.contentEnd, viewing: viewing)
      return LayoutAttributes(
        indexPath: indexPath, frame: points(frame), category: .supplementaryView(kind),
        zIndex: boundary.zIndex + geometry.zIndexRaise,
        estimatedDimensions: boundary.estimatedDimensions)
    }
    let scroll = scrolling(ofSection: indexPath.section, viewing: viewing)
    func attributes(_ supplementary: CompositionalSectionGeometry.Supplementary) -> LayoutAttributes
    {
      var frame = content(
        supplementary.frame, sectionStart: sectionStart,
        isHalfway: supplementary.isHalfway.contains(scrollAxis))
      frame.translate(along: scrollAxis.crossing, by: scroll)
      return LayoutAttributes(
        indexPath: indexPath, frame: points(frame), category: .supplementaryView(kind),
        zIndex: supplementary.zIndex + geometry.zIndexRaise,
        estimatedDimensions: supplementary.estimatedDimensions)
    }
    // An item's badge: in the copy that holds the item.
    if geometry.items.indices.contains(indexPath.item) {
      var low = 0
      var high = geometry.copies.count
      while low < high {
        let middle = (low + high) / 2
        if geometry.copies[middle].items.upperBound <= indexPath.item {
          low = middle + 1
        } else {
          high = middle
        }
      }
      if low < geometry.copies.count {
        for index in geometry.copies[low].supplementaries {
          let supplementary = geometry.supplementaries[index]
          if !supplementary.isGroupAnchored && supplementary.kind == kind
            && supplementary.item == indexPath.item
          {
            return attributes(supplementary)
          }
        }
      }
    }
    // A group's view.
    if let supplementary = geometry.supplementaries.first(where: {
      $0.isGroupAnchored && $0.kind == kind && $0.item == indexPath.item
    }) {
      return attributes(supplementary)
    }
    return nil
  }

  /// The attributes of a section's background.
  func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
      let decoration = sections[indexPath.section].value.decorations.first(where: {
        $0.kind == kind
      })
    else { return nil }
    let frame = content(decoration.frame, sectionStart: start(ofSection: indexPath.section))
    return LayoutAttributes(
      indexPath: indexPath, frame: points(frame), category: .decorationView(kind),
      zIndex: decoration.zIndex)
  }

  /// Whether a frame meets an area: half-open spans on both axes, a side of zero length being a
  /// point.
  static func meets(_ frame: CGRect, _ area: CGRect) -> Bool {
    func span(_ lower: CGFloat, _ upper: CGFloat, _ areaLower: CGFloat, _ areaUpper: CGFloat)
      -> Bool
    {
      if areaLower == areaUpper {
        return lower == upper ? lower == areaLower : lower <= areaLower && areaLower < upper
      }
      if lower == upper { return areaLower <= lower && lower < areaUpper }
      return lower < areaUpper && areaLower < upper
    }
    return span(frame.minX, frame.maxX, area.minX, area.maxX)
      && span(frame.minY, frame.maxY, area.minY, area.maxY)
  }
}

extension Array {
  /// Removes the elements of a range that do not satisfy a predicate, keeping the others in
  /// order.
  mutating func removeSubrange(_ range: Range<Int>, keeping isKept: (Element) -> Bool) {
    let kept = self[range].filter(isKept)
    replaceSubrange(range, with: kept)
  }
}
