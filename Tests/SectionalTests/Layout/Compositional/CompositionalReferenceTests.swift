import Foundation
import Sectional
import SeededRandom
import Testing

// A second, independent implementation of the compositional layout's rules for a vertical,
// left-to-right layout with no safe area, written from the rules alone and kept slow and plain:
// integers in device pixels throughout, one function per rule. The randomized test lays random
// sections out with both and compares every frame in whole pixels.

/// A rect in whole device pixels.
private struct PixelFrame: Equatable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The pixels of a frame in points: each of its values times the scale, rounded.
  init(_ rect: CGRect, scale: Int) {
    func pixels(_ value: CGFloat) -> Int { Int((Double(value) * Double(scale)).rounded()) }
    self.init(
      x: pixels(rect.minX), y: pixels(rect.minY), width: pixels(rect.width),
      height: pixels(rect.height))
  }

  var description: String { "(\(x), \(y), \(width), \(height)) px" }

  func offsetBy(x dx: Int = 0, y dy: Int = 0) -> PixelFrame {
    PixelFrame(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// The reference's answer for one section, in section-local pixels.
private struct ReferenceSection {
  var items: [PixelFrame] = []
  var header: PixelFrame?
  var footer: PixelFrame?
  var background: PixelFrame?
  var length = 0
}

/// The reference's answer for a whole layout, in content pixels.
private struct ReferenceResult {
  var sections: [ReferenceSection] = []
  var contentWidth = 0
  var contentHeight = 0
}

/// The items still to place in a section and the frames of those placed, in item order.
private struct Placement {
  var remaining: Int
  var frames: [PixelFrame] = []
}

/// One child placed by a group of the subitems or repeating form, as flexible spacing needs it.
private struct PlacedChild {
  var firstFrame: Int
  var endFrame: Int
  var lengthAcross: Int
  var before: LayoutSpacing?
  var after: LayoutSpacing?
  var beforeAcross: LayoutSpacing?
  var afterAcross: LayoutSpacing?
  var spacingBeforeAcross: Int
  var spacingAfterAcross: Int
}

/// The rules, in device pixels.
private struct ReferenceLayout {
  let scale: Int
  let containerWidth: Int
  let containerHeight: Int

  init(width: CGFloat, height: CGFloat, scale: Int) {
    self.scale = scale
    containerWidth = Int((Double(width) * Double(scale) + 1e-6).rounded(.down))
    containerHeight = Int((Double(height) * Double(scale) + 1e-6).rounded(.down))
  }

  // MARK: Units

  /// `P`: an inset, spacing or offset in pixels, rounded half away from zero.
  func pixels(_ value: CGFloat) -> Int {
    Int((Double(value) * Double(scale)).rounded())
  }

  /// A spacing in pixels, at least 0.
  func spacing(_ value: LayoutSpacing?) -> Int {
    guard let value else { return 0 }
    return max(0, pixels(value.minimum))
  }

  /// `F`: an absolute length in pixels, rounded down.
  func length(_ value: CGFloat) -> Int {
    Int((Double(value) * Double(scale) + 1e-6).rounded(.down))
  }

  func fraction(_ fraction: CGFloat, of container: Int) -> Int {
    Int((Double(fraction) * Double(container) + 1e-6).rounded(.down))
  }

  func resolve(_ dimension: LayoutDimension, width: Int, height: Int) -> Int {
    switch dimension {
    case .fractionalWidth(let value): fraction(value, of: width)
    case .fractionalHeight(let value): fraction(value, of: height)
    case .absolute(let value): length(value)
    case .estimated, .uniformAcrossSiblings: fatalError("not generated: \(dimension)")
    }
  }

  func resolve(_ size: LayoutSize, width: Int, height: Int) -> (width: Int, height: Int) {
    (
      resolve(size.widthDimension, width: width, height: height),
      resolve(size.heightDimension, width: width, height: height)
    )
  }

  // MARK: Sections

  func layOut(_ sections: [LayoutSection], counts: [Int], interSectionSpacing: CGFloat)
    -> ReferenceResult
  {
    var result = ReferenceResult(contentWidth: containerWidth)
    let between = max(0, pixels(interSectionSpacing))
    var start = 0
    for (index, section) in sections.enumerated() {
      if index > 0 { start += between }
      let local = layOut(section, itemCount: counts[index])
      var placed = ReferenceSection(length: local.length)
      placed.items = local.items.map { $0.offsetBy(y: start) }
      placed.header = local.header?.offsetBy(y: start)
      placed.footer = local.footer?.offsetBy(y: start)
      placed.background = local.background?.offsetBy(y: start)
      result.sections.append(placed)
      start += local.length
    }
    result.contentHeight = start
    return result
  }

  func layOut(_ section: LayoutSection, itemCount: Int) -> ReferenceSection {
    let leading = pixels(section.contentInsets.leading)
    let trailing = pixels(section.contentInsets.trailing)
    let top = pixels(section.contentInsets.top)
    let bottom = pixels(section.contentInsets.bottom)
    let follows = section.supplementariesFollowContentInsets
    let boundaryWidth = containerWidth - (follows ? leading + trailing : 0)
    let boundaryX = follows ? leading : 0

    var leadingBand = 0
    var trailingBand = 0
    for boundary in section.boundarySupplementaryItems where boundary.extendsBoundary {
      let height = resolve(boundary.layoutSize, width: boundaryWidth, height: containerHeight)
        .height
      if Self.isTop(boundary.alignment) { leadingBand = max(leadingBand, height) }
      if Self.isBottom(boundary.alignment) { trailingBand = max(trailingBand, height) }
    }

    var placement = Placement(remaining: itemCount)
    var cursor = leadingBand
    if itemCount > 0 {
      cursor = leadingBand + top
      let orthogonal = section.orthogonalScrollingBehavior != .none
      let rootWidth = max(0, orthogonal ? containerWidth : containerWidth - leading - trailing)
      let rootHeight = max(0, containerHeight - top - bottom)
      let copy = resolve(section.group.layoutSize, width: rootWidth, height: rootHeight)
      let groupSpacing = max(0, pixels(section.interGroupSpacing))
      if orthogonal {
        var x = leading
        var band = 0
        while placement.remaining > 0 {
          place(
            section.group, x: x, y: cursor, width: copy.width, height: copy.height,
            into: &placement)
          x += copy.width
          band = max(band, copy.height)
          if placement.remaining > 0 { x += groupSpacing }
        }
        cursor = leadingBand + top + band
      } else {
        while placement.remaining > 0 {
          place(
            section.group, x: leading, y: cursor, width: copy.width, height: copy.height,
            into: &placement)
          cursor += copy.height
          if placement.remaining > 0 { cursor += groupSpacing }
        }
      }
      cursor += bottom
    }
    let contentEnd = cursor
    var result = ReferenceSection(items: placement.frames, length: cursor + trailingBand)

    for boundary in section.boundarySupplementaryItems {
      let size = resolve(boundary.layoutSize, width: boundaryWidth, height: containerHeight)
      let unit = Self.horizontalUnit(boundary.alignment)
      let x =
        boundaryX + Int((unit * Double(boundaryWidth - size.width)).rounded())
        + pixels(boundary.absoluteOffset.x)
      let y =
        (Self.isBottom(boundary.alignment) ? contentEnd : 0) + pixels(boundary.absoluteOffset.y)
      let frame = PixelFrame(x: x, y: y, width: size.width, height: size.height)
      if boundary.elementKind == .header, result.header == nil { result.header = frame }
      if boundary.elementKind == .footer, result.footer == nil { result.footer = frame }
    }
    // A section without items has no background.
    if itemCount > 0, section.decorationItems.contains(where: { $0.elementKind == "background" }) {
      result.background = PixelFrame(x: 0, y: 0, width: containerWidth, height: result.length)
    }
    return result
  }

  static func isTop(_ alignment: RectAlignment) -> Bool {
    [.top, .topLeading, .topTrailing].contains(alignment)
  }

  static func isBottom(_ alignment: RectAlignment) -> Bool {
    [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
  }

  static func horizontalUnit(_ alignment: RectAlignment) -> Double {
    switch alignment {
    case .leading, .topLeading, .bottomLeading: 0
    case .trailing, .topTrailing, .bottomTrailing: 1
    default: 0.5
    }
  }

  // MARK: Groups

  func place(
    _ group: LayoutGroup, x: Int, y: Int, width: Int, height: Int, into placement: inout Placement
  ) {
    let leading = pixels(group.contentInsets.leading)
    let trailing = pixels(group.contentInsets.trailing)
    let top = pixels(group.contentInsets.top)
    let bottom = pixels(group.contentInsets.bottom)
    let box = PixelFrame(
      x: x + leading, y: y + top, width: max(0, width - leading - trailing),
      height: max(0, height - top - bottom))
    switch group.arrangement {
    case .subitems(let list, let axis):
      placeInLine(
        list, limit: nil, axis: axis, spacing: group.interItemSpacing, box: box,
        into: &placement)
    case .repeating(let subitem, let count, let axis):
      placeInLine(
        [subitem], limit: count, axis: axis, spacing: group.interItemSpacing, box: box,
        into: &placement)
    case .equalSlots(let subitem, let count, let axis):
      placeInSlots(
        subitem, count: count, axis: axis, spacing: group.interItemSpacing, box: box,
        into: &placement)
    case .custom:
      fatalError("custom groups are not generated")
    }
  }

  /// The subitems form (`limit == nil`: cyclic, with the fit check) and the repeating form
  /// (`limit` copies of the one subitem, with no fit check).
  func placeInLine(
    _ list: [LayoutGroup.Subitem], limit: Int?, axis: LayoutAxis, spacing: LayoutSpacing?,
    box: PixelFrame, into placement: inout Placement
  ) {
    let horizontal = axis == .horizontal
    let boxStart = horizontal ? box.x : box.y
    let boxLength = horizontal ? box.width : box.height
    let boxStartAcross = horizontal ? box.y : box.x
    let boxLengthAcross = horizontal ? box.height : box.width
    let gapLength = self.spacing(spacing)

    var children: [PlacedChild] = []
    var position = 0
    var candidate = 0
    while placement.remaining > 0 {
      if let limit, children.count >= limit { break }
      let subitem = list[candidate % list.count]
      candidate += 1
      let size = resolve(Self.layoutSize(of: subitem), width: box.width, height: box.height)
      let length = horizontal ? size.width : size.height
      let lengthAcross = horizontal ? size.height : size.width
      let edges = Self.edgeSpacing(of: subitem)
      let beforeSpacing = horizontal ? edges?.leading : edges?.top
      let afterSpacing = horizontal ? edges?.trailing : edges?.bottom
      let beforeAcrossSpacing = horizontal ? edges?.top : edges?.leading
      let afterAcrossSpacing = horizontal ? edges?.bottom : edges?.trailing
      let before = self.spacing(beforeSpacing)
      let after = self.spacing(afterSpacing)
      let beforeAcross = self.spacing(beforeAcrossSpacing)
      let gap = children.isEmpty ? 0 : gapLength
      if limit == nil, !children.isEmpty,
        position + gap + before + length + after > boxLength
      {
        break
      }
      let start = boxStart + position + gap + before
      let startAcross = boxStartAcross + beforeAcross
      let firstFrame = placement.frames.count
      place(
        subitem, x: horizontal ? start : startAcross, y: horizontal ? startAcross : start,
        width: size.width, height: size.height, into: &placement)
      children.append(
        PlacedChild(
          firstFrame: firstFrame, endFrame: placement.frames.count, lengthAcross: lengthAcross,
          before: beforeSpacing, after: afterSpacing, beforeAcross: beforeAcrossSpacing,
          afterAcross: afterAcrossSpacing, spacingBeforeAcross: beforeAcross,
          spacingAfterAcross: self.spacing(afterAcrossSpacing)))
      position += gap + before + length + after
    }

    // Flexible spacing along the axis shares what is left over.
    let leftover = boxLength - position
    if leftover > 0 {
      let flexibleGap = spacing?.isFlexible ?? false
      var flexibleCount = flexibleGap ? children.count - 1 : 0
      for child in children {
        if child.before?.isFlexible ?? false { flexibleCount += 1 }
        if child.after?.isFlexible ?? false { flexibleCount += 1 }
      }
      if flexibleCount > 0 {
        let share = leftover / flexibleCount
        var shift = 0
        for (index, child) in children.enumerated() {
          if index > 0, flexibleGap { shift += share }
          if child.before?.isFlexible ?? false { shift += share }
          move(child, by: shift, horizontally: horizontal, in: &placement)
          if child.after?.isFlexible ?? false { shift += share }
        }
      }
    }

    // Flexible spacing across the axis centres or pushes each child on its own.
    for child in children where child.beforeAcross?.isFlexible ?? false {
      let leftoverAcross =
        boxLengthAcross - child.spacingBeforeAcross - child.lengthAcross - child.spacingAfterAcross
      guard leftoverAcross > 0 else { continue }
      let flexibleEdges = (child.afterAcross?.isFlexible ?? false) ? 2 : 1
      move(child, by: leftoverAcross / flexibleEdges, horizontally: !horizontal, in: &placement)
    }
  }

  func move(
    _ child: PlacedChild, by shift: Int, horizontally: Bool, in placement: inout Placement
  ) {
    guard shift != 0 else { return }
    for index in child.firstFrame..<child.endFrame {
      placement.frames[index] =
        horizontally
        ? placement.frames[index].offsetBy(x: shift) : placement.frames[index].offsetBy(y: shift)
    }
  }

  /// The count form: `count` equal slots, the spacing between them, edge spacing ignored.
  func placeInSlots(
    _ subitem: LayoutGroup.Subitem, count: Int, axis: LayoutAxis, spacing: LayoutSpacing?,
    box: PixelFrame, into placement: inout Placement
  ) {
    let horizontal = axis == .horizontal
    let gap = self.spacing(spacing)
    let boxLength = horizontal ? box.width : box.height
    let available = max(0, boxLength - (count - 1) * gap)
    let slot = available / count
    let size =
      horizontal
      ? resolve(Self.layoutSize(of: subitem), width: available, height: box.height)
      : resolve(Self.layoutSize(of: subitem), width: box.width, height: available)
    for index in 0..<count where placement.remaining > 0 {
      let start = (horizontal ? box.x : box.y) + index * (slot + gap)
      if horizontal {
        place(subitem, x: start, y: box.y, width: slot, height: size.height, into: &placement)
      } else {
        place(subitem, x: box.x, y: start, width: size.width, height: slot, into: &placement)
      }
    }
  }

  func place(
    _ subitem: LayoutGroup.Subitem, x: Int, y: Int, width: Int, height: Int,
    into placement: inout Placement
  ) {
    switch subitem {
    case .group(let group):
      place(group, x: x, y: y, width: width, height: height, into: &placement)
    case .item(let item):
      let leading = pixels(item.contentInsets.leading)
      let trailing = pixels(item.contentInsets.trailing)
      let top = pixels(item.contentInsets.top)
      let bottom = pixels(item.contentInsets.bottom)
      placement.frames.append(
        PixelFrame(
          x: x + leading, y: y + top, width: max(0, width - leading - trailing),
          height: max(0, height - top - bottom)))
      placement.remaining -= 1
    }
  }

  static func layoutSize(of subitem: LayoutGroup.Subitem) -> LayoutSize {
    switch subitem {
    case .item(let item): item.layoutSize
    case .group(let group): group.layoutSize
    }
  }

  static func edgeSpacing(of subitem: LayoutGroup.Subitem) -> EdgeSpacing? {
    switch subitem {
    case .item(let item): item.edgeSpacing
    case .group(let group): group.edgeSpacing
    }
  }
}

// MARK: - Random layouts

/// A random layout: container, scale, spacing between sections, and the sections with counts.
private struct RandomLayout {
  var width: CGFloat
  var height: CGFloat
  var scale: Int
  var interSectionSpacing: CGFloat
  var sections: [LayoutSection]
  var counts: [Int]
}

/// Draws random layouts from a seed, within what the reference covers.
private struct RandomLayoutGenerator {
  var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(in: range) }

  mutating func oneIn(_ count: Int) -> Bool { random.int(below: count) == 0 }

  mutating func coin() -> Bool { oneIn(2) }

  /// A length in points: whole, now and then with a half or two thirds.
  mutating func points(_ range: ClosedRange<Int>) -> CGFloat {
    let whole = CGFloat(int(range))
    switch random.int(below: 6) {
    case 0 where whole > CGFloat(range.lowerBound): return whole - 0.5
    case 1 where whole > CGFloat(range.lowerBound): return whole - 1 / 3
    default: return whole
    }
  }

  /// A fraction in 0.1...1.0: hundredths, or now and then a simple fraction.
  mutating func fraction(upTo maximum: Int = 100) -> CGFloat {
    if oneIn(4) {
      let simple: [CGFloat] = [1 / 3, 2 / 3, 1 / 6, 1 / 7, 1 / 9, 0.25, 0.5, 1]
      let allowed = simple.filter { $0 * 100 <= CGFloat(maximum) }
      return allowed[random.int(below: allowed.count)]
    }
    return CGFloat(int(10...maximum)) / 100
  }

  mutating func dimension() -> LayoutDimension {
    switch random.int(below: 6) {
    case 0, 1: .absolute(points(10...200))
    case 2: .fractionalHeight(fraction())
    default: .fractionalWidth(fraction())
    }
  }

  mutating func spacing() -> LayoutSpacing {
    let length = points(0...10)
    return coin() ? .fixed(length) : .flexible(length)
  }

  mutating func optionalSpacing() -> LayoutSpacing? {
    oneIn(3) ? nil : spacing()
  }

  mutating func smallInsets() -> DirectionalEdgeInsets {
    guard oneIn(3) else { return .zero }
    return DirectionalEdgeInsets(
      top: points(0...6), leading: points(0...6), bottom: points(0...6), trailing: points(0...6))
  }

  mutating func edgeSpacing() -> EdgeSpacing? {
    guard oneIn(4) else { return nil }
    return EdgeSpacing(
      leading: optionalSpacing(), top: optionalSpacing(), trailing: optionalSpacing(),
      bottom: optionalSpacing())
  }

  mutating func item() -> LayoutItem {
    var item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: dimension(), heightDimension: dimension()))
    item.contentInsets = smallInsets()
    item.edgeSpacing = edgeSpacing()
    return item
  }

  mutating func subitem(depth: Int) -> LayoutGroup.Subitem {
    if depth < 3, oneIn(3) {
      let size = LayoutSize(widthDimension: dimension(), heightDimension: dimension())
      var nested = group(size: size, depth: depth + 1)
      nested.edgeSpacing = edgeSpacing()
      return .group(nested)
    }
    return .item(item())
  }

  mutating func group(size: LayoutSize, depth: Int) -> LayoutGroup {
    let axis: LayoutAxis = coin() ? .horizontal : .vertical
    let arrangement: LayoutGroup.Arrangement
    switch random.int(below: 4) {
    case 0:
      arrangement = .equalSlots(subitem(depth: depth), count: int(1...4), axis: axis)
    case 1:
      arrangement = .repeating(subitem(depth: depth), count: int(1...4), axis: axis)
    default:
      arrangement = .subitems((0..<int(1...3)).map { _ in subitem(depth: depth) }, axis: axis)
    }
    var group = LayoutGroup(layoutSize: size, arrangement: arrangement)
    group.interItemSpacing = optionalSpacing()
    group.contentInsets = smallInsets()
    return group
  }

  mutating func boundaryItems() -> [BoundarySupplementaryItem] {
    var items: [BoundarySupplementaryItem] = []
    func height(_ generator: inout RandomLayoutGenerator) -> LayoutDimension {
      generator.oneIn(4)
        ? .fractionalHeight(CGFloat(generator.int(2...10)) / 100)
        : .absolute(generator.points(10...60))
    }
    for (kind, alignments) in [
      (ElementKind.header, [RectAlignment.top, .topLeading, .topTrailing]),
      (ElementKind.footer, [RectAlignment.bottom, .bottomLeading, .bottomTrailing]),
    ] where coin() {
      let alignment = oneIn(3) ? alignments[1 + random.int(below: 2)] : alignments[0]
      let width: LayoutDimension =
        alignment == alignments[0]
        ? (oneIn(4) ? .fractionalWidth(fraction()) : .fractionalWidth(1))
        : .absolute(points(40...250))
      items.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: width, heightDimension: height(&self)),
          elementKind: kind, alignment: alignment))
    }
    return items
  }

  mutating func section() -> LayoutSection {
    let rootWidth = dimension()
    let rootHeight: LayoutDimension =
      oneIn(3) ? .fractionalHeight(fraction(upTo: 50)) : .absolute(points(10...200))
    var section = LayoutSection(
      group: group(
        size: LayoutSize(widthDimension: rootWidth, heightDimension: rootHeight), depth: 1))
    section.interGroupSpacing = points(0...12)
    if !oneIn(4) {
      section.contentInsets = DirectionalEdgeInsets(
        top: points(0...20), leading: points(0...20), bottom: points(0...20),
        trailing: points(0...20))
    }
    section.supplementariesFollowContentInsets = coin()
    if oneIn(4) { section.orthogonalScrollingBehavior = .continuous }
    section.boundarySupplementaryItems = boundaryItems()
    if oneIn(3) { section.decorationItems = [.background(elementKind: "background")] }
    return section
  }

  mutating func layout() -> RandomLayout {
    let width = CGFloat(int(300...420))
    let height = CGFloat(int(500...900))
    let scale = int(1...3)
    let spacing = points(0...12)
    let sectionCount = int(1...4)
    var sections: [LayoutSection] = []
    var counts: [Int] = []
    for _ in 0..<sectionCount {
      sections.append(section())
      counts.append(oneIn(6) ? 0 : int(1...25))
    }
    return RandomLayout(
      width: width, height: height, scale: scale, interSectionSpacing: spacing,
      sections: sections, counts: counts)
  }
}

// MARK: - The test

/// The seeds to run, or the one in `SECTIONAL_SEED` to replay a failure.
private let referenceSeeds: [UInt64] = {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(1000)).map { 0xC0_3900_0000 &+ $0 }
}()

@MainActor
@Suite("Compositional layout: against a reference")
struct CompositionalReferenceTests {
  /// The first difference between the library and the reference for a seed, or `nil`.
  private func firstDifference(seed: UInt64) -> String? {
    var generator = RandomLayoutGenerator(seed: seed)
    let random = generator.layout()
    let content = TestLayoutContent(
      width: random.width, height: random.height, itemCounts: random.counts)
    content.displayScale = CGFloat(random.scale)
    let sections = random.sections
    let layout = CompositionalLayout(
      configuration: CompositionalLayoutConfiguration(
        interSectionSpacing: random.interSectionSpacing)
    ) { sectionIndex, _ in sections[sectionIndex] }
    layout.diagnosticHandler = { _ in }
    layout.prepare(for: content)

    let reference = ReferenceLayout(
      width: random.width, height: random.height, scale: random.scale
    ).layOut(sections, counts: random.counts, interSectionSpacing: random.interSectionSpacing)

    let context = """
      seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter CompositionalReference): \
      container \(random.width) × \(random.height) pt at scale \(random.scale), \
      interSectionSpacing \(random.interSectionSpacing), counts \(random.counts)
      """
    func difference(
      _ element: String, section: Int, library: CGRect?, expected: PixelFrame?
    ) -> String? {
      let actual = library.map { PixelFrame($0, scale: random.scale) }
      guard actual != expected else { return nil }
      return """
        \(context)
        section \(section): \(String(describing: sections[section]))
        \(element): library \(library.map { "\($0) = " } ?? "")\
        \(actual.map(String.init(describing:)) ?? "nil"), \
        reference \(expected.map(String.init(describing:)) ?? "nil")
        """
    }

    for (index, expected) in reference.sections.enumerated() {
      let first = IndexPath(item: 0, section: index)
      if let found = difference(
        "header", section: index,
        library: layout.layoutAttributesForSupplementaryView(ofKind: .header, at: first)?.frame,
        expected: expected.header)
      {
        return found
      }
      for (item, frame) in expected.items.enumerated() {
        if let found = difference(
          "item \(index)-\(item)", section: index,
          library: layout.layoutAttributesForItem(at: IndexPath(item: item, section: index))?
            .frame,
          expected: frame)
        {
          return found
        }
      }
      if let found = difference(
        "footer", section: index,
        library: layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: first)?.frame,
        expected: expected.footer)
      {
        return found
      }
      if let found = difference(
        "background", section: index,
        library: layout.layoutAttributesForDecorationView(ofKind: "background", at: first)?.frame,
        expected: expected.background)
      {
        return found
      }
    }

    let size = layout.contentSize
    let width = Int((Double(size.width) * Double(random.scale)).rounded())
    let height = Int((Double(size.height) * Double(random.scale)).rounded())
    guard width == reference.contentWidth, height == reference.contentHeight else {
      return """
        \(context)
        content size: library \(size) = \(width) × \(height) px, reference \
        \(reference.contentWidth) × \(reference.contentHeight) px
        """
    }

    // Orthogonal rows and overflowing groups reach past the content: query a rect that holds
    // every item's frame as well as the content.
    let scale = CGFloat(random.scale)
    var queried = CGRect(origin: .zero, size: size)
    for section in reference.sections {
      for frame in section.items {
        queried = queried.union(
          CGRect(
            x: CGFloat(frame.x) / scale, y: CGFloat(frame.y) / scale,
            width: CGFloat(frame.width) / scale, height: CGFloat(frame.height) / scale))
      }
    }
    queried = queried.insetBy(dx: -1, dy: -1)
    let cells = layout.layoutAttributesForElements(in: queried)
      .filter { $0.category == .cell }.map(\.indexPath)
    // An orthogonal section answers for the items in its own viewport, the container's width
    // at its scroll offset (0 here): those wholly within it must be there, others may be.
    var expectedCells: [IndexPath] = []
    var allowedCells: Set<IndexPath> = []
    for (section, count) in random.counts.enumerated() {
      let orthogonal = sections[section].orthogonalScrollingBehavior != .none
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        allowedCells.insert(path)
        let frame = reference.sections[section].items[item]
        if !orthogonal
          || (frame.x >= 0 && frame.x + frame.width <= reference.contentWidth && frame.width > 0
            && frame.height > 0)
        {
          expectedCells.append(path)
        }
      }
    }
    guard cells.count == Set(cells).count, Set(cells).isSuperset(of: expectedCells),
      Set(cells).isSubset(of: allowedCells)
    else {
      let missing = Set(expectedCells).subtracting(cells).sorted()
      let missingFrames = missing.prefix(5).map { path in
        "\(path.section)-\(path.item) \(reference.sections[path.section].items[path.item])"
      }
      return """
        \(context)
        the elements in \(queried) hold \(cells.count) cells (\(Set(cells).count) distinct), \
        not \(expectedCells.count); missing \(missingFrames)
        """
    }
    return nil
  }

  @Test func everyFrameMatchesTheReference() {
    for seed in referenceSeeds {
      if let difference = firstDifference(seed: seed) {
        Issue.record(Comment(rawValue: difference))
        return
      }
    }
  }
}
