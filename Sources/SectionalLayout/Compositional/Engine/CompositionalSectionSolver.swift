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
    /// The content, asked for the sizes its views measured. (Read through it rather than
    /// through closures: two closures a section were two allocations and two frees.)
    var content: any LayoutContent
  }

  /// The first copy of the root group as a section described alike laid it out, in a section
  /// that read nothing but its description and attached no view to it: the copy a section of
  /// the same description lays out first, when it has more items than the copy holds.
  struct FirstCopy {
    /// The copy's frame, from the section's origin.
    var frame: PixelRect
    /// Its items' frames, in order.
    var items: ArraySlice<PixelRect>
  }

  let description: LayoutSection
  let context: Context
  /// The first copy of a section described alike, to take instead of placing the root group.
  var firstCopy: FirstCopy?
  var geometry: CompositionalSectionGeometry
  var diagnostics: [CompositionalLayoutDiagnostic] = []
  /// The section's headers and footers, and its backgrounds, that are laid out: the first of
  /// each element kind (a view shows one element of a kind at an index path).
  var boundaryItems: [BoundarySupplementaryItem] = []
  var decorationItems: [DecorationItem] = []
  /// Whether the frames depend on more than the description, the item count and the
  /// environment: on a size the content measured (asked for even when it has none), on a custom
  /// group's closure, or on the section's index (which a diagnostic names).
  var dependsOnMoreThanDescription = false
  /// The copies made by repeating a template along the scroll axis (``repeatCopies``).
  var repeatedCopies: [CompositionalSectionGeometry.RepeatedCopies] = []
  /// How many group-anchored supplementary views of each kind are placed so far.
  ///
  /// The count is the number the next one of a kind takes (``numberGroupSupplementaries()``),
  /// which an estimated one is measured by. Kept only while one is estimated
  /// (``measuresGroupSupplementaries``).
  var groupSupplementaryCounts: [ElementKind: Int] = [:]
  /// Whether a group of the section carries a supplementary view with an estimated dimension.
  var measuresGroupSupplementaries = false

  var grid: PixelGrid { context.grid }

  /// Lays out a section.
  ///
  /// - Complexity: O(*n* + *g*) for *n* items and the *g* group boxes they lay out in, doubled
  ///   for a root group whose length is uniform across the section.
  static func solve(
    _ description: LayoutSection, isDescribedByContent: Bool, context: Context,
    firstCopy: FirstCopy? = nil
  ) -> (CompositionalSectionGeometry, [CompositionalLayoutDiagnostic]) {
    var solver = CompositionalSectionSolver(
      description: description, context: context, firstCopy: firstCopy,
      geometry: CompositionalSectionGeometry(
        description: description, isDescribedByContent: isDescribedByContent,
        itemCount: context.itemCount))
    // Every item gets a frame: grown one append at a time, the array was copied at each
    // doubling.
    solver.geometry.items.reserveCapacity(context.itemCount)
    solver.solve()
    return solver.finish()
  }

  /// The geometry and the diagnostics, moved out of the solver it ends: read from a solver
  /// that lives on, they were copied, every array of the geometry retained and released.
  consuming func finish() -> (CompositionalSectionGeometry, [CompositionalLayoutDiagnostic]) {
    geometry.dependsOnMoreThanDescription = dependsOnMoreThanDescription
    return (geometry, diagnostics)
  }

  /// The measured size of an item, by index within the section.
  mutating func measuredSize(ofItem item: Int) -> CGSize? {
    dependsOnMoreThanDescription = true
    return context.content.measuredSize(ofItemAt: IndexPath(item: item, section: context.section))
  }

  /// The measured size of a supplementary view, by kind and the item of its index path.
  mutating func measuredSize(ofSupplementaryOfKind kind: ElementKind, item: Int) -> CGSize? {
    dependsOnMoreThanDescription = true
    return context.content.measuredSize(
      ofSupplementaryViewOfKind: kind, at: IndexPath(item: item, section: context.section))
  }

  // MARK: The section

  mutating func solve() {
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
    if description.group.edgeSpacing != nil {
      report(
        .edgeSpacingIgnored,
        "the root group's edge spacing is not applied (a root group has no neighbours in a group); the section's content insets and inter-group spacing place its copies"
      )
    }
    measuresGroupSupplementaries = Self.hasEstimatedGroupSupplementary(description.group)
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
    computeCopyExtentsAndReach()
    geometry.indexCopies()
  }

  /// Lays out copies of the root group one after another along the scroll axis; returns the end.
  mutating func layOutCopies(at start: Int, crossStart: Int, box: PixelSize) -> Int {
    let main = context.scrollAxis
    let spacing = interGroupSpacingPixels()
    var uniformLength: Int?
    // A root group uniform along the axis is laid out twice: the second time every copy is as
    // long as the longest of the first.
    for pass in 0..<2 {
      var cursor = start
      resetPlacement()
      var template: Int?
      while geometry.items.count < context.itemCount {
        if let template,
          let next = repeatCopies(template, from: cursor, spacing: spacing, along: main)
        {
          cursor = next
          continue
        }
        var origin = PixelRect.zero
        origin.setStart(cursor, along: main)
        origin.setStart(crossStart, along: main.crossing)
        let before = geometry.items.count
        let suppBefore = geometry.supplementaries.count
        var size = resolvedSize(description.group.layoutSize, in: box, itemIndex: nil)
        if let uniformLength { size[main] = uniformLength }
        let placed: PixelSize
        if geometry.copies.isEmpty, uniformLength == nil, let taken = takeFirstCopy(at: origin) {
          placed = taken
        } else {
          placed = placeGroup(
            description.group, at: (origin.x, origin.y), size: size,
            fixedAxes: uniformLength == nil
              ? .none : AxisSet(horizontal: main == .horizontal, vertical: main == .vertical))
        }
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
          if template == nil && copiesRepeat {
            template = geometry.copies.count - 1
            reserveRepeats(of: geometry.copies.count - 1)
          }
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
  mutating func layOutOrthogonalCopies(
    at start: Int, crossStart: Int, crossEndInset: Int, box: PixelSize
  ) -> Int {
    let main = context.scrollAxis
    let cross = main.crossing
    let spacing = interGroupSpacingPixels()
    resetPlacement()
    var cursor = crossStart
    var bandLength = 0
    var firstLength = 0
    // Whether every group is as long as the first: then pages and rests are multiples of one
    // pitch; otherwise (cards that size themselves) they are read from each group.
    var groupsAreUniform = true
    var template: Int?
    while geometry.items.count < context.itemCount {
      if let template,
        let next = repeatCopies(template, from: cursor, spacing: spacing, along: cross)
      {
        if geometry.copies[template].frame.length(along: cross) != firstLength {
          groupsAreUniform = false
        }
        cursor = next
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
      if geometry.copies.isEmpty {
        firstLength = placed[cross]
      } else if placed[cross] != firstLength {
        groupsAreUniform = false
      }
      geometry.copies.append(
        CompositionalSectionGeometry.Copy(
          frame: frame, items: before..<geometry.items.count,
          supplementaries: suppBefore..<geometry.supplementaries.count, extentStart: 0,
          extentEnd: 0))
      bandLength = max(bandLength, placed[main])
      cursor += placed[cross]
      if geometry.items.count < context.itemCount {
        cursor += spacing
        if template == nil && copiesRepeat {
          template = geometry.copies.count - 1
          reserveRepeats(of: geometry.copies.count - 1)
        }
      }
    }
    geometry.orthogonal = CompositionalSectionGeometry.Orthogonal(
      behavior: description.orthogonalScrollingBehavior,
      contentLength: cursor + crossEndInset, viewportLength: context.container[cross],
      firstGroupStart: crossStart, groupPitch: firstLength + spacing, groupLength: firstLength,
      trailingInset: crossEndInset,
      bandStart: start, bandEnd: start + bandLength)
    geometry.orthogonal?.groupsAreUniform = groupsAreUniform
    return start + bandLength
  }

  /// Appends the first copy of a section described alike (``firstCopy``) when this section lays
  /// its first copy out the same way, and returns the copy's size; `nil`, appending nothing,
  /// otherwise.
  ///
  /// It does when every full copy lays out the same way (``copiesRepeat``), the copy starts where
  /// the other's did, and this section has more items than the copy holds, as the other had
  /// (its copy was followed by more): no loop placing the copy was cut short by the count.
  ///
  /// - Complexity: O(*k*) for the *k* items of the copy.
  mutating func takeFirstCopy(at origin: PixelRect) -> PixelSize? {
    guard let firstCopy, firstCopy.frame.x == origin.x, firstCopy.frame.y == origin.y,
      context.itemCount > firstCopy.items.count, geometry.items.isEmpty, copiesRepeat
    else { return nil }
    geometry.items.append(contentsOf: firstCopy.items)
    return PixelSize(width: firstCopy.frame.width, height: firstCopy.frame.height)
  }

  /// Whether every full copy of the root group lays out the same way: no estimated or uniform
  /// dimension and no custom group anywhere in it (an item's self-sizing badge included), so
  /// that a full copy's frames can be repeated instead of solved again.
  nonisolated var copiesRepeat: Bool {
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
      guard isFixed(group.layoutSize),
        group.supplementaryItems.allSatisfy({ isFixed($0.layoutSize) })
      else { return false }
      switch group.arrangement {
      case .subitems(let subitems, _): return subitems.allSatisfy(isFixed)
      case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): return isFixed(subitem)
      case .custom: return false
      }
    }
    return isFixed(description.group)
  }

  /// Whether a group of a tree carries a supplementary view with an estimated dimension: one
  /// the view measures, by the number it takes among the section's group views of its kind.
  nonisolated static func hasEstimatedGroupSupplementary(_ group: LayoutGroup) -> Bool {
    if group.supplementaryItems.contains(where: { !$0.layoutSize.estimatedDimensions.isEmpty }) {
      return true
    }
    func hasOne(_ subitem: LayoutGroup.Subitem) -> Bool {
      guard case .group(let group) = subitem else { return false }
      return hasEstimatedGroupSupplementary(group)
    }
    switch group.arrangement {
    case .subitems(let subitems, _): return subitems.contains(where: hasOne)
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): return hasOne(subitem)
    case .custom: return false
    }
  }

  /// Makes room for the copies that will repeat a template, and for what they place beside
  /// their items: grown one append at a time, the arrays were copied at each doubling.
  mutating func reserveRepeats(of index: Int) {
    let template = geometry.copies[index]
    let repeats = (context.itemCount - geometry.items.count) / max(1, template.items.count) + 1
    geometry.copies.reserveCapacity(geometry.copies.count + repeats)
    geometry.supplementaries.reserveCapacity(
      geometry.supplementaries.count + repeats * template.supplementaries.count)
  }

  /// Repeats a full copy as many times as the items left fill.
  ///
  /// The repeats follow one another along an axis from a position, with their items, badges
  /// and group views translated. Returns where the next copy starts (past the spacing when
  /// items remain), or `nil`, placing nothing, when fewer items remain than the copy holds.
  ///
  /// - Complexity: O(*k*) for the *k* elements the repeats place.
  mutating func repeatCopies(
    _ index: Int, from position: Int, spacing: Int, along axis: LayoutAxis
  ) -> Int? {
    let template = geometry.copies[index]
    let times = (context.itemCount - geometry.items.count) / max(1, template.items.count)
    guard times > 0 else { return nil }
    let length = template.frame.length(along: axis)
    let pitch = length + spacing
    let firstShift = position - template.frame.start(along: axis)
    let firstItem = geometry.items.count
    let firstSupplementary = geometry.supplementaries.count
    let firstCopy = geometry.copies.count
    if geometry.estimatedDimensions.isEmpty && geometry.itemZIndexes.isEmpty {
      // Frames alone, the usual section.
      geometry.appendRepeatedFrames(
        of: template.items, times: times, firstShift: firstShift, pitch: pitch, along: axis)
    } else {
      var shift = firstShift
      for _ in 0..<times {
        for item in template.items {
          var frame = geometry.items[item]
          frame.translate(along: axis, by: shift)
          appendItem(frame, estimated: [], zIndex: geometry.zIndex(ofItem: item))
        }
        shift += pitch
      }
    }
    if !template.supplementaries.isEmpty {
      var shift = firstShift
      var itemShift = firstItem - template.items.lowerBound
      for _ in 0..<times {
        for index in template.supplementaries {
          var supplementary = geometry.supplementaries[index]
          supplementary.frame.translate(along: axis, by: shift)
          if !supplementary.isGroupAnchored { supplementary.item += itemShift }
          geometry.supplementaries.append(supplementary)
        }
        shift += pitch
        itemShift += template.items.count
      }
    }
    geometry.appendRepeatedCopies(
      of: template, times: times, firstShift: firstShift, pitch: pitch, along: axis,
      firstItem: firstItem, firstSupplementary: firstSupplementary)
    repeatedCopies.append(
      CompositionalSectionGeometry.RepeatedCopies(
        template: index, copies: firstCopy..<(firstCopy + times)))
    let end = position + times * pitch
    return geometry.items.count < context.itemCount ? end : end - spacing
  }

  mutating func resetPlacement() {
    geometry.items.removeAll(keepingCapacity: true)
    geometry.estimatedDimensions.removeAll(keepingCapacity: true)
    geometry.itemZIndexes.removeAll(keepingCapacity: true)
    geometry.supplementaries.removeAll(keepingCapacity: true)
    groupSupplementaryCounts.removeAll()
    geometry.copies.removeAll(keepingCapacity: true)
    repeatedCopies.removeAll(keepingCapacity: true)
  }

  // MARK: Diagnostics

  /// The space between copies of the root group, in pixels: negative overlaps them (as UIKit's
  /// stacked cards), and one that is not finite counts as zero, reported.
  mutating func interGroupSpacingPixels() -> Int {
    let spacing = description.interGroupSpacing
    guard spacing.isFinite else {
      report(.invalidValue, "an inter-group spacing of \(spacing) counts as zero")
      return 0
    }
    return pixels(spacing)
  }

  mutating func report(_ kind: CompositionalLayoutDiagnostic.Kind, _ message: String) {
    dependsOnMoreThanDescription = true
    guard !diagnostics.contains(where: { $0.kind == kind }) else { return }
    diagnostics.append(
      CompositionalLayoutDiagnostic(
        kind: kind, section: context.section, message: "section \(context.section): \(message).")
    )
  }
}

/// A set of the two axes, without allocating: which sides of a group are estimated or fixed.
struct AxisSet: Equatable {
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
