import Foundation
import FuzzInput
import Sectional

// Compositional descriptions read from the fuzzer's bytes: sections of nested groups, count
// groups, custom groups, every kind of dimension, spacings, insets, badges, boundary items and
// backgrounds, and every orthogonal scrolling behaviour. Counts stay small, so that a section
// is laid out in microseconds.

/// The element kinds the descriptions use, one per role, so that two views of one section share
/// an index path and a kind only where a description asks for it on purpose.
enum Kinds {
  static let header = ElementKind.header
  static let footer = ElementKind.footer
  static let band: ElementKind = "band"
  static let badge: ElementKind = "badge"
  static let secondBadge: ElementKind = "badge2"
  static let backgrounds: [ElementKind] = ["background", "background2"]
  static let layoutHeader: ElementKind = "layoutHeader"
  static let layoutFooter: ElementKind = "layoutFooter"

  /// The kind of the views anchored to a group at a nesting depth.
  static func group(depth: Int) -> ElementKind { ElementKind(rawValue: "group\(depth)") }
}

/// Reads layout descriptions from the fuzzer's bytes.
struct DescriptionReader {
  /// How deep groups nest at most.
  static let maximumDepth = 2

  /// A dimension of any kind, with fractions, lengths and estimates of every sort, zero
  /// included.
  static func dimension(_ input: inout FuzzInput) -> LayoutDimension {
    switch input.int(below: 8) {
    case 0, 1: .fractionalWidth(input.pick([1, 0.5, 1 / 3, 0.25, 0.9, 0, 2] as [CGFloat]))
    case 2: .fractionalHeight(input.pick([1, 0.5, 0.2, 0.1, 1 / 3] as [CGFloat]))
    case 3, 4: .absolute(input.pick([44, 10, 1, 0, 33.3, 120, 0.5, 250] as [CGFloat]))
    case 5, 6: .estimated(input.pick([44, 10, 1, 100, 0.5, 300] as [CGFloat]))
    default: .uniformAcrossSiblings(estimate: input.pick([44, 10, 60] as [CGFloat]))
    }
  }

  static func size(_ input: inout FuzzInput) -> LayoutSize {
    LayoutSize(widthDimension: dimension(&input), heightDimension: dimension(&input))
  }

  static func insets(_ input: inout FuzzInput) -> DirectionalEdgeInsets {
    switch input.int(below: 6) {
    case 0: DirectionalEdgeInsets(all: input.pick([4, 10, 0.5] as [CGFloat]))
    case 1:
      DirectionalEdgeInsets(
        top: input.pick([0, 3, 20] as [CGFloat]), leading: input.pick([0, 7, 33] as [CGFloat]),
        bottom: input.pick([0, 5, 11] as [CGFloat]), trailing: input.pick([0, 2, 50] as [CGFloat]))
    default: .zero
    }
  }

  static func spacing(_ input: inout FuzzInput) -> LayoutSpacing {
    let length = input.pick([0, 4, 10, 0.5, 25] as [CGFloat])
    return input.bool() ? .fixed(length) : .flexible(length)
  }

  static func edgeSpacing(_ input: inout FuzzInput) -> EdgeSpacing? {
    guard input.int(below: 4) == 0 else { return nil }
    func side(_ input: inout FuzzInput) -> LayoutSpacing? {
      input.bool() ? spacing(&input) : nil
    }
    return EdgeSpacing(
      leading: side(&input), top: side(&input), trailing: side(&input), bottom: side(&input))
  }

  static func anchor(_ input: inout FuzzInput) -> LayoutAnchor {
    let edges = input.pick(
      [
        [.top, .trailing], [.top, .leading], [.bottom], [.top], [.leading], [],
        [.bottom, .trailing], [.top, .bottom],
      ] as [LayoutAnchor.Edges])
    switch input.int(below: 4) {
    case 0: return LayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: 5, y: -5))
    case 1: return LayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: 0.5, y: -0.5))
    default: return LayoutAnchor(edges: edges)
    }
  }

  /// Anchored views (badges) of an item or group, each of its own kind.
  static func anchored(_ input: inout FuzzInput, kinds: [ElementKind]) -> [SupplementaryItem] {
    var items: [SupplementaryItem] = []
    for kind in kinds where input.int(below: 4) == 0 {
      var item = SupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: input.pick([
            .absolute(10), .absolute(21), .fractionalWidth(0.3), .estimated(15),
          ]),
          heightDimension: input.pick([.absolute(10), .fractionalHeight(0.5), .absolute(0)])),
        elementKind: kind, containerAnchor: anchor(&input),
        itemAnchor: input.bool() ? anchor(&input) : nil)
      item.zIndex = input.pick([1, 0, -1, 7])
      items.append(item)
    }
    return items
  }

  static func item(_ input: inout FuzzInput) -> LayoutItem {
    var item = LayoutItem(
      layoutSize: size(&input),
      supplementaryItems: anchored(&input, kinds: [Kinds.badge, Kinds.secondBadge]))
    if input.int(below: 4) == 0 { item.contentInsets = insets(&input) }
    item.edgeSpacing = edgeSpacing(&input)
    return item
  }

  static func subitem(_ input: inout FuzzInput, depth: Int) -> LayoutGroup.Subitem {
    depth < maximumDepth && input.int(below: 4) == 0
      ? .group(group(&input, depth: depth + 1)) : .item(item(&input))
  }

  /// A group: of subitems, of equal slots, of a repeated subitem, or custom frames.
  static func group(_ input: inout FuzzInput, depth: Int) -> LayoutGroup {
    let layoutSize = size(&input)
    let axis: LayoutAxis = input.bool() ? .horizontal : .vertical
    let arrangement: LayoutGroup.Arrangement
    switch input.int(below: 8) {
    case 0, 1, 2:
      arrangement = .subitems(
        (0...input.int(below: 3)).map { _ in subitem(&input, depth: depth) }, axis: axis)
    case 3, 4:
      arrangement = .equalSlots(
        subitem(&input, depth: depth), count: input.pick([1, 2, 3, 4, 0, Int.max]), axis: axis)
    case 5, 6:
      arrangement = .repeating(
        subitem(&input, depth: depth), count: input.pick([1, 2, 3, 0]), axis: axis)
    default:
      let frames = (0..<input.int(below: 4)).map { _ in
        CustomGroupItem(
          frame: CGRect(
            x: input.pick([0, 10, 50, -5] as [CGFloat]), y: input.pick([0, 20, 7.5] as [CGFloat]),
            width: input.pick([40, 100, 0, 12.25] as [CGFloat]),
            height: input.pick([30, 44, 0, 5] as [CGFloat])),
          zIndex: input.pick([0, 2, -1]))
      }
      let provided = frames
      trace("  a custom group's frames: \(frames.map(\.frame))")
      arrangement = .custom(CustomGroupItemProvider { _ in provided })
    }
    var group = LayoutGroup(layoutSize: layoutSize, arrangement: arrangement)
    if input.int(below: 3) == 0 { group.interItemSpacing = spacing(&input) }
    if input.int(below: 4) == 0 { group.contentInsets = insets(&input) }
    group.edgeSpacing = edgeSpacing(&input)
    group.supplementaryItems = anchored(&input, kinds: [Kinds.group(depth: depth)])
    return group
  }

  /// A header, footer or other band of a section or of the layout.
  static func boundary(
    _ input: inout FuzzInput, kind: ElementKind, alignment: RectAlignment, mayPin: Bool
  ) -> BoundarySupplementaryItem {
    var item = BoundarySupplementaryItem(
      layoutSize: LayoutSize(
        widthDimension: input.pick([.fractionalWidth(1), .absolute(80), .fractionalWidth(0.5)]),
        heightDimension: input.pick([.absolute(30), .estimated(44), .absolute(0), .absolute(12.5)])
      ),
      elementKind: kind, alignment: alignment,
      absoluteOffset: input.pick([.zero, CGPoint(x: 0, y: 5), CGPoint(x: -3, y: 0)]))
    item.extendsBoundary = input.int(below: 4) != 0
    let pins = input.int(below: 3) == 0
    item.pinToVisibleBounds = mayPin && pins
    item.zIndex = input.pick([1, 0, 3, -2])
    if input.int(below: 4) == 0 { item.contentInsets = insets(&input) }
    return item
  }

  /// A section: a root group and everything a section can add to it.
  static func section(_ input: inout FuzzInput) -> LayoutSection {
    var section = LayoutSection(group: group(&input, depth: 0))
    section.interGroupSpacing = input.pick([0, 0, 8, 0.5, 30])
    if input.bool() { section.contentInsets = insets(&input) }
    section.contentInsetsReference = input.pick([
      .automatic, .none, .safeArea, .layoutMargins, .readableContent,
    ])
    section.supplementariesFollowContentInsets = input.int(below: 4) != 0
    section.orthogonalScrollingBehavior =
      input.bool()
      ? .none
      : input.pick([
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        .none,
      ])
    if input.bool() {
      section.boundarySupplementaryItems.append(
        boundary(&input, kind: Kinds.header, alignment: .top, mayPin: true))
    }
    if input.bool() {
      section.boundarySupplementaryItems.append(
        boundary(&input, kind: Kinds.footer, alignment: .bottom, mayPin: true))
    }
    if input.int(below: 4) == 0 {
      section.boundarySupplementaryItems.append(
        boundary(
          &input, kind: Kinds.band,
          alignment: input.pick([.leading, .topTrailing, .bottomLeading, .trailing, .none]),
          mayPin: true))
    }
    for kind in Kinds.backgrounds where input.int(below: 3) == 0 {
      var decoration = DecorationItem.background(elementKind: kind)
      if input.bool() { decoration.contentInsets = insets(&input) }
      decoration.zIndex = input.pick([0, -1, 5])
      section.decorationItems.append(decoration)
    }
    return section
  }

  /// The layout's configuration: its axis, the spacing between sections, and its own header and
  /// footer.
  static func configuration(_ input: inout FuzzInput) -> CompositionalLayoutConfiguration {
    var configuration = CompositionalLayoutConfiguration(
      scrollDirection: input.int(below: 4) == 0 ? .horizontal : .vertical,
      interSectionSpacing: input.pick([0, 0, 10, 0.5, 40]),
      contentInsetsReference: input.pick([.safeArea, .none, .layoutMargins, .automatic]))
    // Sometimes two of one kind: the layout keeps the first, with a diagnostic.
    let kinds =
      input.int(below: 4) == 0
      ? [Kinds.layoutHeader, Kinds.layoutHeader] : [Kinds.layoutHeader, Kinds.layoutFooter]
    for (kind, alignment) in zip(kinds, [RectAlignment.top, .bottom]) where input.int(below: 3) == 0
    {
      configuration.boundarySupplementaryItems.append(
        boundary(&input, kind: kind, alignment: alignment, mayPin: true))
    }
    return configuration
  }
}
