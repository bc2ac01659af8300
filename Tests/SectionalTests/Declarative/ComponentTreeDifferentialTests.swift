import Foundation
import Sectional
import SeededRandom
import Testing

/// The badge every box may wear: 20 × 10 at its top trailing corner.
private let ctdBadgeLayout = SupplementaryItem(elementKind: "badge").width(.absolute(20))
  .height(.absolute(10)).containerAnchor(edges: [.top, .trailing])

/// A box that carries its layout, its label and maybe a badge.
private struct CTDBox: LayoutComponent, Identifiable {
  let id: String
  let label: String
  let width: LayoutDimension
  let height: LayoutDimension
  let badge: String?
  var viewModel: String { label + "|" + (badge ?? "-") }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = label
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  func supplementaryComponents() -> [SupplementaryComponent] {
    guard let badge else { return [] }
    return [SupplementaryComponent(TextComponent(badge), layout: ctdBadgeLayout)]
  }
}

/// A header or footer that carries its layout.
private struct CTDTitle: LayoutComponent {
  let text: String
  var viewModel: String { text }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = text
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24))
  }
}

/// A background behind a section.
private struct CTDBackground: DecorationComponent {
  var viewModel: String { "bg" }
  var elementKind: ElementKind { "ctd-background" }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = "bg"
  }
}

/// The decoration view the hand-written side registers for the background's kind.
private final class CTDBackgroundView: CollectionReusableView {
  override func render() -> String { "bg" }
}

/// One box of the model.
private struct CTDItem: CustomStringConvertible {
  var id: String
  var label: String
  var size: Int
  var badge: String?
  /// Whether the tree writes it as a `Cell` with display handlers, not as the bare component.
  var asCell = false

  var description: String {
    "\(id):\(label)/s\(size)" + (badge.map { "/b\($0)" } ?? "") + (asCell ? "/cell" : "")
  }
}

/// The sizes a box may have outside a repeated group: none is fractional along an estimated
/// axis.
private let ctdSizes: [(LayoutDimension, LayoutDimension)] = [
  (.fractionalWidth(0.5), .absolute(30)),
  (.fractionalWidth(1.0 / 3.0), .absolute(44)),
  (.absolute(70), .absolute(40)),
  (.absolute(120), .absolute(30)),
  (.fractionalWidth(0.25), .estimated(25)),
]

/// How a section's tree is shaped.
private enum CTDShape: CustomStringConvertible, Equatable {
  /// One row group of all the boxes, with an estimated or an absolute height.
  case flat(estimated: Bool)
  /// A column of rows of `perRow` boxes each.
  case rows(perRow: Int)
  /// A repeated group of `perGroup` boxes, the last one maybe partial.
  case repeating(perGroup: Int, orthogonal: Bool)

  var description: String {
    switch self {
    case .flat(let estimated): "flat(\(estimated ? "est" : "abs"))"
    case .rows(let perRow): "rows(\(perRow))"
    case .repeating(let perGroup, let orthogonal): "rep(\(perGroup)\(orthogonal ? ",orth" : ""))"
    }
  }
}

/// One section of the model.
private struct CTDSectionModel: CustomStringConvertible {
  var id: Int
  var shape: CTDShape
  var items: [CTDItem]
  var header: String?
  var footer: String?
  var decorated: Bool
  var inset: CGFloat
  var spacing: CGFloat

  var description: String {
    "s\(id) \(shape) h=\(header ?? "-") f=\(footer ?? "-") bg=\(decorated) in=\(inset) "
      + "sp=\(spacing) [\(items.map(\.description).joined(separator: " "))]"
  }
}

/// The model as both sides show it: a tree of components, or cells with a hand-written layout.
@MainActor
private enum CTDRender {
  static func box(_ item: CTDItem, shape: CTDShape) -> CTDBox {
    let (width, height) = size(of: item, shape: shape)
    return CTDBox(id: item.id, label: item.label, width: width, height: height, badge: item.badge)
  }

  static func size(of item: CTDItem, shape: CTDShape) -> (LayoutDimension, LayoutDimension) {
    if case .repeating(let perGroup, _) = shape {
      return (.fractionalWidth(1 / CGFloat(perGroup)), .fractionalHeight(1))
    }
    return ctdSizes[item.size]
  }

  static func chunks(_ items: [CTDItem], of size: Int) -> [[CTDItem]] {
    stride(from: 0, to: items.count, by: size).map {
      Array(items[$0..<min($0 + size, items.count)])
    }
  }

  static func repeatingWidth(orthogonal: Bool) -> LayoutDimension {
    orthogonal ? .absolute(150) : .fractionalWidth(1)
  }

  /// A cell of a box, that logs its display events.
  static func cell(
    _ item: CTDItem, shape: CTDShape, log: @escaping @MainActor (String) -> Void
  ) -> Cell {
    let id = item.id
    return Cell(id: id, component: box(item, shape: shape))
      .willDisplay { log("+\(id)@\($0.indexPath.section)-\($0.indexPath.item)") }
      .didEndDisplay { log("-\(id)@\($0.indexPath.section)-\($0.indexPath.item)") }
  }

  /// The section written as a tree of components.
  static func tree(
    _ model: CTDSectionModel, log: @escaping @MainActor (String) -> Void = { _ in }
  ) -> ListSection {
    let shape = model.shape
    var section: ListSection
    switch shape {
    case .flat(let estimated):
      section = ListSection(id: model.id) {
        HGroup(
          of: model.items, width: .fractionalWidth(1),
          height: estimated ? .estimated(44) : .absolute(60)
        ) { item in
          if item.asCell { cell(item, shape: shape, log: log) } else { box(item, shape: shape) }
        }
      }
    case .rows(let perRow):
      section = ListSection(id: model.id) {
        VGroup(
          of: chunks(model.items, of: perRow), width: .fractionalWidth(1), height: .estimated(100)
        ) { row in
          HGroup(of: row, width: .fractionalWidth(1), height: .absolute(50)) { item in
            if item.asCell { cell(item, shape: shape, log: log) } else { box(item, shape: shape) }
          }
        }
      }
    case .repeating(let perGroup, let orthogonal):
      section = ListSection(id: model.id, repeating: chunks(model.items, of: perGroup)) { group in
        HGroup(of: group, width: repeatingWidth(orthogonal: orthogonal), height: .absolute(50)) {
          item in
          if item.asCell { cell(item, shape: shape, log: log) } else { box(item, shape: shape) }
        }
      }
      if orthogonal { section = section.orthogonalScrollingBehavior(.continuous) }
    }
    section = section.contentInsets(
      top: model.inset, leading: model.inset, bottom: model.inset, trailing: model.inset
    )
    .interGroupSpacing(model.spacing)
    if model.decorated { section = section.decorationItem(CTDBackground()) }
    if let header = model.header {
      section = section.boundarySupplementaryItem(CTDTitle(text: header))
    }
    if let footer = model.footer {
      section = section.boundarySupplementaryItem(CTDTitle(text: footer), elementKind: .footer)
    }
    return section
  }

  /// A hand-written item of a box.
  static func item(_ item: CTDItem, shape: CTDShape, badged: Bool) -> LayoutItem {
    let (width, height) = size(of: item, shape: shape)
    var written = LayoutItem(width: width, height: height)
    if badged { written = written.supplementaryItem(ctdBadgeLayout) }
    return written
  }

  /// The same layout, written by hand with items of the layout alone.
  static func layout(_ model: CTDSectionModel) -> LayoutSection {
    let shape = model.shape
    var layout: LayoutSection
    switch shape {
    case .flat(let estimated):
      layout = LayoutSection {
        HGroup(width: .fractionalWidth(1), height: estimated ? .estimated(44) : .absolute(60)) {
          for box in model.items { item(box, shape: shape, badged: box.badge != nil) }
        }
      }
    case .rows(let perRow):
      layout = LayoutSection {
        VGroup(width: .fractionalWidth(1), height: .estimated(100)) {
          for row in chunks(model.items, of: perRow) {
            HGroup(width: .fractionalWidth(1), height: .absolute(50)) {
              for box in row { item(box, shape: shape, badged: box.badge != nil) }
            }
          }
        }
      }
    case .repeating(let perGroup, let orthogonal):
      let groups = chunks(model.items, of: perGroup)
      if let first = groups.first {
        // The repeated layout places a badge at a place when any group's box there wears one.
        let badged = first.indices.map { place in
          groups.contains { place < $0.count && $0[place].badge != nil }
        }
        layout = LayoutSection {
          HGroup(width: repeatingWidth(orthogonal: orthogonal), height: .absolute(50)) {
            for (place, box) in first.enumerated() {
              item(box, shape: shape, badged: badged[place])
            }
          }
        }
      } else {
        layout = LayoutSection(
          group: .vertical(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
            subitems: [LayoutGroup.Subitem]()))
      }
      if orthogonal { layout = layout.orthogonalScrollingBehavior(.continuous) }
    }
    layout.contentInsets = DirectionalEdgeInsets(
      top: model.inset, leading: model.inset, bottom: model.inset, trailing: model.inset)
    layout = layout.interGroupSpacing(model.spacing)
    if model.decorated {
      layout = layout.decorationItem(DecorationItem.background(elementKind: "ctd-background"))
    }
    var boundary: [BoundarySupplementaryItem] = []
    let titleSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24))
    if model.header != nil {
      boundary.append(
        BoundarySupplementaryItem(layoutSize: titleSize, elementKind: .header, alignment: .top))
    }
    if model.footer != nil {
      boundary.append(
        BoundarySupplementaryItem(layoutSize: titleSize, elementKind: .footer, alignment: .bottom))
    }
    layout.boundarySupplementaryItems = boundary
    return layout
  }

  /// The section as cells with the hand-written layout.
  static func handWritten(
    _ model: CTDSectionModel, log: @escaping @MainActor (String) -> Void = { _ in }
  ) -> ListSection {
    var section = ListSection(
      id: model.id,
      cells: model.items.map {
        $0.asCell
          ? cell($0, shape: model.shape, log: log)
          : Cell(id: $0.id, component: box($0, shape: model.shape))
      }
    )
    .withSectionLayout(layout(model))
    if let header = model.header { section = section.withHeader(CTDTitle(text: header)) }
    if let footer = model.footer { section = section.withFooter(CTDTitle(text: footer)) }
    return section
  }
}

/// Two views of the same size, one shown by a tree of components and one by hand-written cells.
@MainActor
private final class CTDPair {
  let tree: HeadlessCollectionView
  let hand: HeadlessCollectionView
  let treeAdapter: CollectionViewAdapter
  let handAdapter: CollectionViewAdapter
  var treeDiagnostics: [Diagnostic] = []
  var handDiagnostics: [Diagnostic] = []
  /// The display events of the cells written as `Cell`s, and the ends reached, on each side.
  var treeEvents: [String] = []
  var handEvents: [String] = []

  init(size: CGSize = CGSize(width: 320, height: 240)) {
    tree = HeadlessCollectionView(
      size: size, layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    hand = HeadlessCollectionView(
      size: size, layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    hand.register(CTDBackgroundView.self, forDecorationViewOfKind: "ctd-background")
    treeAdapter = CollectionViewAdapter(collectionView: tree)
    handAdapter = CollectionViewAdapter(collectionView: hand)
    treeAdapter.diagnosticHandler = { [unowned self] in treeDiagnostics.append($0) }
    handAdapter.diagnosticHandler = { [unowned self] in handDiagnostics.append($0) }
  }

  func apply(_ models: [CTDSectionModel]) {
    let treeLog: @MainActor (String) -> Void = { [unowned self] in treeEvents.append($0) }
    let handLog: @MainActor (String) -> Void = { [unowned self] in handEvents.append($0) }
    treeAdapter.apply(
      List(sections: models.map { CTDRender.tree($0, log: treeLog) })
        .onReachedEnd(offset: .absolute(40)) { _ in treeLog("end") })
    handAdapter.apply(
      List(sections: models.map { CTDRender.handWritten($0, log: handLog) })
        .onReachedEnd(offset: .absolute(40)) { _ in handLog("end") })
    tree.layoutIfNeeded()
    hand.layoutIfNeeded()
  }
}

@MainActor
@Suite("Declarative: a tree of components shows what the hand-written section shows, under updates")
struct ComponentTreeDifferentialTests {
  // MARK: Randomized differential

  private struct Generator {
    var random: SplitMix64
    var nextID = 0
    /// Whether boxes may have an estimated height, measured when shown.
    var allowsEstimated = true

    mutating func size() -> Int { int(allowsEstimated ? ctdSizes.count : ctdSizes.count - 1) }

    mutating func int(_ bound: Int) -> Int { random.int(below: bound) }
    mutating func chance(_ percent: Int) -> Bool { random.int(below: 100) < percent }

    mutating func newItem() -> CTDItem {
      nextID += 1
      return CTDItem(
        id: "c\(nextID)", label: "L\(nextID)", size: size(),
        badge: chance(30) ? "b\(nextID)" : nil, asCell: chance(50))
    }

    mutating func newShape() -> CTDShape {
      switch int(3) {
      case 0: .flat(estimated: chance(50))
      case 1: .rows(perRow: 1 + int(3))
      default: .repeating(perGroup: 1 + int(3), orthogonal: chance(30))
      }
    }

    mutating func newSection() -> CTDSectionModel {
      nextID += 1
      let id = nextID
      return CTDSectionModel(
        id: id, shape: newShape(), items: (0..<int(7)).map { _ in newItem() },
        header: chance(50) ? "H\(id)" : nil, footer: chance(30) ? "F\(id)" : nil,
        decorated: chance(30), inset: [0, 4, 10][int(3)], spacing: [0, 6][int(2)])
    }

    /// Changes the model once, and says how.
    mutating func mutate(_ sections: inout [CTDSectionModel]) -> String {
      if sections.isEmpty || chance(8) {
        let section = newSection()
        let at = int(sections.count + 1)
        sections.insert(section, at: at)
        return "insert section \(section.id) at \(at)"
      }
      let index = int(sections.count)
      switch int(14) {
      case 0:
        let removed = sections.remove(at: index)
        return "remove section \(removed.id)"
      case 1:
        let moved = sections.remove(at: index)
        let to = int(sections.count + 1)
        sections.insert(moved, at: to)
        return "move section \(moved.id) to \(to)"
      case 2, 3:
        let item = newItem()
        let at = int(sections[index].items.count + 1)
        sections[index].items.insert(item, at: at)
        return "insert \(item) in s\(sections[index].id) at \(at)"
      case 4, 5:
        guard !sections[index].items.isEmpty else { return "nothing" }
        let removed = sections[index].items.remove(at: int(sections[index].items.count))
        return "delete \(removed.id) from s\(sections[index].id)"
      case 6:
        guard !sections[index].items.isEmpty else { return "nothing" }
        let moved = sections[index].items.remove(at: int(sections[index].items.count))
        let to = int(sections[index].items.count + 1)
        sections[index].items.insert(moved, at: to)
        return "move \(moved.id) in s\(sections[index].id) to \(to)"
      case 7:
        guard !sections[index].items.isEmpty else { return "nothing" }
        let moved = sections[index].items.remove(at: int(sections[index].items.count))
        let other = int(sections.count)
        let to = int(sections[other].items.count + 1)
        sections[other].items.insert(moved, at: to)
        return "move \(moved.id) from s\(sections[index].id) to s\(sections[other].id) at \(to)"
      case 8, 9:
        guard !sections[index].items.isEmpty else { return "nothing" }
        let at = int(sections[index].items.count)
        nextID += 1
        switch int(3) {
        case 0: sections[index].items[at].label = "L\(nextID)"
        case 1:
          sections[index].items[at].badge =
            sections[index].items[at].badge == nil ? "b\(nextID)" : nil
        default: sections[index].items[at].size = size()
        }
        return "change to \(sections[index].items[at]) in s\(sections[index].id)"
      case 10:
        sections[index].shape = newShape()
        return "reshape s\(sections[index].id) to \(sections[index].shape)"
      case 11:
        nextID += 1
        switch int(3) {
        case 0: sections[index].header = sections[index].header == nil ? "H\(nextID)" : nil
        case 1: sections[index].footer = sections[index].footer == nil ? "F\(nextID)" : nil
        default: sections[index].decorated.toggle()
        }
        return "change boundary of \(sections[index])"
      case 12:
        sections[index].inset = [0, 4, 10][int(3)]
        sections[index].spacing = [0, 6][int(2)]
        return
          "insets of s\(sections[index].id): \(sections[index].inset) \(sections[index].spacing)"
      default:
        let removed = sections[index].items.count
        sections[index].items.removeAll()
        return "empty s\(sections[index].id) (\(removed) removed)"
      }
    }
  }

  /// What the tree's view shows that the model does not say: cells and titles whose text is
  /// not the model's.
  private func contentMismatches(_ view: HeadlessCollectionView, _ sections: [CTDSectionModel])
    -> [String]
  {
    var problems: [String] = []
    for indexPath in view.indexPathsForVisibleItems {
      let shown = view.cellForItem(at: indexPath)?.render()
      let expected =
        sections.indices.contains(indexPath.section)
          && sections[indexPath.section].items.indices.contains(indexPath.item)
        ? sections[indexPath.section].items[indexPath.item].label : nil
      if shown != expected {
        problems.append("cell \(indexPath): \(shown ?? "nil") != \(expected ?? "nil")")
      }
      if let badge = view.supplementaryView(forElementKind: "badge", at: indexPath),
        expected != nil,
        badge.render() != (sections[indexPath.section].items[indexPath.item].badge ?? "")
      {
        problems.append("badge \(indexPath): \(badge.render())")
      }
    }
    for kind in [ElementKind.header, .footer] {
      for indexPath in view.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        let model = sections[indexPath.section]
        let expected = kind == .header ? model.header : model.footer
        let shown = view.supplementaryView(forElementKind: kind, at: indexPath)?.render()
        if shown != expected { problems.append("\(kind) \(indexPath): \(shown ?? "nil")") }
      }
    }
    return problems
  }

  private func compare(
    _ pair: CTDPair, _ sections: [CTDSectionModel], seed: UInt64, steps: [String]
  ) -> Bool {
    let numbered = steps.enumerated().map { "\($0): \($1)" }.joined(separator: "\n")
    let model = sections.map(\.description).joined(separator: "\n")
    let context = "seed \(seed), steps:\n\(numbered)\nmodel:\n\(model)"
    let treeShot = pair.tree.snapshot()
    let handShot = pair.hand.snapshot()
    var ok = true
    if treeShot != handShot {
      Issue.record("snapshots differ\n--- tree\n\(treeShot)\n--- hand\n\(handShot)\n\(context)")
      ok = false
    }
    if pair.tree.indexPathsForVisibleItems.sorted() != pair.hand.indexPathsForVisibleItems.sorted()
    {
      Issue.record("visible index paths differ\n\(context)")
      ok = false
    }
    if pair.treeEvents.sorted() != pair.handEvents.sorted() {
      Issue.record("events differ: tree \(pair.treeEvents) hand \(pair.handEvents)\n\(context)")
      ok = false
    }
    pair.treeEvents.removeAll()
    pair.handEvents.removeAll()
    if pair.tree.contentSize != pair.hand.contentSize {
      Issue.record(
        "content sizes differ \(pair.tree.contentSize) \(pair.hand.contentSize)\n\(context)")
      ok = false
    }
    let mismatches = contentMismatches(pair.tree, sections)
    if !mismatches.isEmpty {
      Issue.record("the tree's view shows what the model does not: \(mismatches)\n\(context)")
      ok = false
    }
    if !pair.treeDiagnostics.isEmpty || !pair.handDiagnostics.isEmpty {
      let tree = pair.treeDiagnostics.map(\.message)
      let hand = pair.handDiagnostics.map(\.message)
      Issue.record("diagnostics: tree \(tree) hand \(hand)\n\(context)")
      ok = false
    }
    return ok
  }

  /// Whether a view made afresh for the list, scrolled where the tree's view is, shows what the
  /// tree's view shows after its updates.
  private func compareWithFresh(
    _ pair: CTDPair, _ sections: [CTDSectionModel], seed: UInt64, steps: [String]
  ) -> Bool {
    let shown = pair.tree
    guard (0..<shown.numberOfSections).allSatisfy({ shown.contentOffset(ofSection: $0) == 0 })
    else { return true }
    let fresh = HeadlessCollectionView(
      size: shown.bounds.size,
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: fresh)
    adapter.apply(List(sections: sections.map { CTDRender.tree($0) }))
    fresh.contentOffset = shown.contentOffset
    fresh.layoutIfNeeded()
    let updated = shown.snapshot()
    let made = fresh.snapshot()
    guard updated != made else { return true }
    let numbered = steps.enumerated().map { "\($0): \($1)" }.joined(separator: "\n")
    let shots = "--- updated\n\(updated)\n--- fresh\n\(made)"
    Issue.record(
      "the updated view differs from a fresh one\n\(shots)\nseed \(seed), steps:\n\(numbered)")
    return false
  }

  private func run(seed: UInt64, stepCount: Int, againstFresh: Bool = false) {
    var generator = Generator(random: SplitMix64(seed: seed))
    generator.allowsEstimated = !againstFresh
    let pair = CTDPair()
    var sections = (0..<(1 + generator.int(3))).map { _ in generator.newSection() }
    var steps = ["start: " + sections.map(\.description).joined(separator: " || ")]
    pair.apply(sections)
    guard compare(pair, sections, seed: seed, steps: steps) else { return }
    for _ in 0..<stepCount {
      var described: [String] = []
      for _ in 0..<(1 + generator.int(3)) { described.append(generator.mutate(&sections)) }
      steps.append(described.joined(separator: "; "))
      pair.apply(sections)
      guard compare(pair, sections, seed: seed, steps: steps) else { return }
      if againstFresh {
        guard compareWithFresh(pair, sections, seed: seed, steps: steps) else { return }
      }
      if generator.chance(50) {
        let distance = CGFloat(generator.int(400)) - 120
        steps.append("scroll by \(distance)")
        pair.tree.scroll(by: distance)
        pair.hand.scroll(by: distance)
        pair.tree.layoutIfNeeded()
        pair.hand.layoutIfNeeded()
        guard compare(pair, sections, seed: seed, steps: steps) else { return }
      }
      if let orthogonal = sections.firstIndex(where: {
        if case .repeating(_, true) = $0.shape { return !$0.items.isEmpty }
        return false
      }), generator.chance(40) {
        let distance = CGFloat(generator.int(200))
        steps.append("scroll section \(orthogonal) by \(distance)")
        pair.tree.scroll(section: orthogonal, by: distance)
        pair.hand.scroll(section: orthogonal, by: distance)
        pair.tree.layoutIfNeeded()
        pair.hand.layoutIfNeeded()
        guard compare(pair, sections, seed: seed, steps: steps) else { return }
      }
    }
  }

  @Test(arguments: Array(UInt64(1)...UInt64(80)))
  func aTreeOfComponentsShowsWhatTheHandWrittenSectionShowsAfterEveryStep(seed: UInt64) {
    run(seed: seed &* 0x9E37_79B9 &+ 17, stepCount: 40)
  }

  @Test(arguments: Array(UInt64(1)...UInt64(60)))
  func aTreeUpdatedStepByStepShowsWhatAFreshViewOfTheSameListShows(seed: UInt64) {
    run(seed: seed &* 0x2545_F491 &+ 3, stepCount: 40, againstFresh: true)
  }
}

/// A box for the edge cases, sized by the test.
private struct CTDEdgeBox: LayoutComponent, Identifiable {
  let id: String
  var width: LayoutDimension = .absolute(50)
  var height: LayoutDimension = .absolute(30)
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }
}

@MainActor
@Suite("Declarative: edge cases of trees of components")
struct ComponentTreeEdgeCaseTests {
  private func compositionalView(height: CGFloat = 300) -> HeadlessCollectionView {
    HeadlessCollectionView(
      size: CGSize(width: 200, height: height),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
  }

  private func frame(_ view: HeadlessCollectionView, _ item: Int, _ section: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Whether two views show the same, with what each shows.
  private func expectSameScreens(
    _ pair: CTDPair, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tree = pair.tree.snapshot()
    let hand = pair.hand.snapshot()
    #expect(tree == hand, "tree:\n\(tree)\nhand:\n\(hand)", sourceLocation: sourceLocation)
  }

  @Test func anEmptyGroupIsAnEmptySectionThatKeepsItsHeaderAndNoOneIsReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "empty") {
          HGroup(of: [String](), width: .fractionalWidth(1), height: .absolute(30)) {
            CTDEdgeBox(id: $0)
          }
        }
        .boundarySupplementaryItem(CTDTitle(text: "Empty"))
        ListSection(id: "next") {
          HGroup(height: .absolute(30)) { CTDEdgeBox(id: "n") }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 0)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.render()
        == "Empty")
    #expect(frame(view, 0, 1) == CGRect(x: 0, y: 24, width: 50, height: 30))
  }

  @Test func anEmptyGroupBeforeComponentsIsReportedNotSilentlyShortened() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "rows") {
          VGroup(
            of: [[String](), ["a", "b"]], width: .fractionalWidth(1), height: .estimated(100)
          ) {
            row in
            HGroup(of: row, width: .fractionalWidth(1), height: .absolute(30)) {
              CTDEdgeBox(id: $0)
            }
          }
        }
      })
    view.layoutIfNeeded()
    // The layout stops at a group that takes no item (UIKit refuses a group without
    // subitems): the cells after it are not shown, and that is said.
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.visibleCells.isEmpty)
    #expect(diagnostics.map(\.layoutDiagnostic?.kind) == [.emptyGroup])
  }

  @Test func aTreeWhoseLeavesAreAllRemovedShowsWhatTheHandWrittenSectionShows() {
    let pair = CTDPair()
    let items = (0..<5).map { CTDItem(id: "c\($0)", label: "L\($0)", size: $0 % 4, badge: "b") }
    for shape in [
      CTDShape.flat(estimated: true), .rows(perRow: 2), .repeating(perGroup: 2, orthogonal: false),
      .repeating(perGroup: 3, orthogonal: true),
    ] {
      var model = CTDSectionModel(
        id: 1, shape: shape, items: items, header: "H", footer: "F", decorated: true, inset: 4,
        spacing: 6)
      let after = CTDSectionModel(
        id: 2, shape: .flat(estimated: false), items: [CTDItem(id: "z", label: "Z", size: 2)],
        header: "After", footer: nil, decorated: false, inset: 0, spacing: 0)
      pair.apply([model, after])
      expectSameScreens(pair)
      model.items = []
      pair.apply([model, after])
      expectSameScreens(pair)
      // Only the header and footer are left; a section without items has no background.
      #expect(pair.tree.numberOfItems(inSection: 0) == 0)
      #expect(
        pair.tree.decorationView(ofKind: "ctd-background", at: IndexPath(item: 0, section: 0))
          == nil)
      #expect(
        pair.tree.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 0))?
          .render() == "F")
      model.items = Array(items.prefix(3))
      pair.apply([model, after])
      expectSameScreens(pair)
      #expect(pair.tree.cellForItem(at: IndexPath(item: 2, section: 0))?.render() == "L2")
      pair.apply([])
    }
    #expect(pair.treeDiagnostics.isEmpty)
    #expect(pair.handDiagnostics.isEmpty)
  }

  @Test func aFractionalSizeInAnEstimatedDimensionIsReportedAndResolvesAgainstTheEstimate() {
    let pair = CTDPair(size: CGSize(width: 200, height: 300))
    let boxes = [
      CTDEdgeBox(id: "a", width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
      CTDEdgeBox(id: "b", width: .fractionalWidth(0.5), height: .fractionalHeight(0.25)),
    ]
    pair.treeAdapter.apply(
      List {
        ListSection(id: "est") {
          VGroup(of: boxes, width: .fractionalWidth(1), height: .estimated(100)) { $0 }
        }
      })
    pair.handAdapter.apply(
      List {
        ListSection(id: "est", cells: boxes.map { Cell(id: $0.id, component: $0) })
          .withSectionLayout(
            LayoutSection {
              VGroup(width: .fractionalWidth(1), height: .estimated(100)) {
                LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(0.5))
                LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(0.25))
              }
            })
      })
    pair.tree.layoutIfNeeded()
    pair.hand.layoutIfNeeded()
    expectSameScreens(pair)
    #expect(pair.treeDiagnostics.map(\.layoutDiagnostic?.kind) == [.fractionalOnEstimatedAxis])
    #expect(pair.handDiagnostics.map(\.layoutDiagnostic?.kind) == [.fractionalOnEstimatedAxis])
    #expect(frame(pair.tree, 0, 0) == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(frame(pair.tree, 1, 0) == CGRect(x: 0, y: 50, width: 100, height: 25))
  }

  @Test func renderingAnEmptyArrayIsAnEmptyListAndAnEmptyRepeatedSection() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    func list(_ sections: [Int], boxes: [String]) -> List {
      List(of: sections) { index in
        ListSection(id: index, repeating: boxes) { id in
          HGroup(width: .absolute(60), height: .absolute(30)) { CTDEdgeBox(id: "\(index)\(id)") }
        }
        .boundarySupplementaryItem(CTDTitle(text: "S\(index)"))
      }
    }
    adapter.apply(list([0, 1], boxes: ["a", "b"]))
    adapter.apply(list([], boxes: ["a"]))
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 0)
    #expect(view.contentSize.height == 0)
    adapter.apply(list([0], boxes: []))
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 0)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.render()
        == "S0")
    adapter.apply(list([0], boxes: ["x", "y"]))
    view.layoutIfNeeded()
    #expect(view.visibleCells.map { $0.render() }.sorted() == ["0x", "0y"])
    #expect(diagnostics.isEmpty)
  }

  @Test func aRepeatedCellIDInATreeIsReportedAndTheOtherComponentsKeepTheirSizes() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "dups") {
          HGroup(height: .absolute(30)) {
            CTDEdgeBox(id: "a", width: .absolute(100))
            CTDEdgeBox(id: "a", width: .absolute(40))
            CTDEdgeBox(id: "b", width: .absolute(60))
          }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.duplicateCellID])
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.render() == "b")
    // The dropped cell's item leaves the derived layout: "b" keeps the 60 points it declares.
    #expect(frame(view, 1, 0) == CGRect(x: 100, y: 0, width: 60, height: 30))
  }

  @Test func aTreeOnAFlowLayoutIsReportedForEachSectionItMeets() {
    let view = HeadlessCollectionView(size: CGSize(width: 200, height: 300), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    func section(_ id: String, _ boxes: [String]) -> ListSection {
      ListSection(id: id) {
        HGroup(of: boxes, height: .absolute(30)) { CTDEdgeBox(id: $0, width: .absolute(60)) }
      }
      .decorationItem(CTDBackground())
      .boundarySupplementaryItem(CTDTitle(text: id))
    }
    adapter.apply(List { section("x", ["a", "b"]) })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout])
    #expect(diagnostics.first?.sectionID == SectionID("x"))
    // Laid out with the flow layout's defaults: its 50-point items.
    #expect(frame(view, 1, 0)?.size == CGSize(width: 50, height: 50))
    adapter.apply(List { section("y", ["c"]) })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout, .unreadableSectionLayout])
    #expect(diagnostics.last?.sectionID == SectionID("y"))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.render() == "c")
  }

  @Test func aTreeOnAFlowLayoutShowsWhatTheHandWrittenSectionShows() {
    let pair = CTDPair()
    let flowTree = HeadlessCollectionView(
      size: CGSize(width: 320, height: 240), layout: FlowLayout())
    let flowHand = HeadlessCollectionView(
      size: CGSize(width: 320, height: 240), layout: FlowLayout())
    let treeAdapter = CollectionViewAdapter(collectionView: flowTree)
    let handAdapter = CollectionViewAdapter(collectionView: flowHand)
    var treeKinds: [Diagnostic.Kind] = []
    var handKinds: [Diagnostic.Kind] = []
    treeAdapter.diagnosticHandler = { treeKinds.append($0.kind) }
    handAdapter.diagnosticHandler = { handKinds.append($0.kind) }
    let models = [
      CTDSectionModel(
        id: 1, shape: .rows(perRow: 2),
        items: (0..<3).map { CTDItem(id: "c\($0)", label: "L\($0)", size: $0, badge: "b") },
        header: "H", footer: "F", decorated: false, inset: 4, spacing: 6)
    ]
    treeAdapter.apply(List(sections: models.map { CTDRender.tree($0) }))
    handAdapter.apply(List(sections: models.map { CTDRender.handWritten($0) }))
    flowTree.layoutIfNeeded()
    flowHand.layoutIfNeeded()
    #expect(flowTree.snapshot() == flowHand.snapshot())
    #expect(treeKinds == [.unreadableSectionLayout])
    #expect(handKinds == treeKinds)
    withExtendedLifetime(pair) {}
  }

  @Test func aTapOnACellOfATreeReachesItsHandlerAfterAMove() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var selected: [String] = []
    func list(_ first: [String], _ second: [String]) -> List {
      func cells(_ ids: [String]) -> [Cell] {
        ids.map { id in
          Cell(id: id, component: CTDEdgeBox(id: id)).didSelect { _ in selected.append(id) }
        }
      }
      return List {
        ListSection(id: "row") {
          HGroup(of: cells(first), width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
        ListSection(id: "grid", repeating: cells(second)) { cell in
          HGroup(width: .fractionalWidth(0.5), height: .absolute(30)) { cell }
        }
      }
    }
    adapter.apply(list(["a", "b", "c"], ["x", "y"]))
    view.layoutIfNeeded()
    view.tapItem(at: IndexPath(item: 0, section: 0))
    adapter.apply(list(["c", "a"], ["y", "b", "x"]))
    view.layoutIfNeeded()
    view.tapItem(at: IndexPath(item: 0, section: 0))
    view.tapItem(at: IndexPath(item: 1, section: 0))
    view.tapItem(at: IndexPath(item: 1, section: 1))
    view.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(selected == ["a", "c", "a", "b", "x"])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 1))?.render() == "b")
  }

  @Test func anElementWhoseComponentsLeaveRoomInItsGroupIsReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "cards", repeating: ["a", "b", "c", "d"]) { id in
          HGroup(width: .absolute(100), height: .absolute(30)) {
            CTDEdgeBox(id: id, width: .absolute(40))
          }
        }
        .orthogonalScrollingBehavior(.groupPaging)
      })
    view.layoutIfNeeded()
    view.scroll(section: 0, by: 30, velocity: 1)
    view.layoutIfNeeded()
    // UIKit's rule fills a group's room with its subitems again, so "b" lands in "a"'s group
    // and a page shows two elements: the section says so.
    #expect(frame(view, 1, 0).map { $0.minX < 100 } == true)
    #expect(diagnostics.map(\.kind) == [.repeatedGroupsDiffer])
    #expect(diagnostics.first?.message.contains("fill 40 of its group's 100 points") == true)
  }

  @Test func aRepeatedSectionWhoseGroupsItsComponentsFillIsNotReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "cards", repeating: ["a", "b", "c", "d"]) { id in
          HGroup(width: .absolute(100), height: .absolute(30)) {
            CTDEdgeBox(id: id, width: .fractionalWidth(1))
          }
        }
        .orthogonalScrollingBehavior(.groupPaging)
        ListSection(id: "pairs", repeating: ["e", "f", "g"]) { id in
          HGroup(width: .absolute(100), height: .absolute(30)) {
            CTDEdgeBox(id: id + "1", width: .absolute(45))
            CTDEdgeBox(id: id + "2", width: .absolute(45))
          }
          .interItemSpacing(.fixed(10))
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(frame(view, 1, 0)?.minX == 100)
  }
}
