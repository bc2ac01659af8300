import Foundation
import SectionalAdapter
import SectionalLayout

/// Something written in a declarative section that it cannot show, reported as a diagnostic
/// when the section is applied.
struct LayoutProblem {
  /// The kind of diagnostic.
  let kind: Diagnostic.Kind
  /// What was written, and what happens instead.
  let message: String

  /// Items of a section's groups written without a component.
  static func itemsWithoutComponent(_ count: Int, inSection sectionID: SectionID) -> LayoutProblem {
    LayoutProblem(
      kind: .itemWithoutComponent,
      message: "section \(sectionID) has \(count) item(s) written without a component; they "
        + "have no cell, and the section's cells fill the other items in order")
  }
}

extension ListSection {
  /// Creates a section from a group of components that carry their layout: ListKit's
  /// `Section(id:) { HGroup … }`.
  ///
  /// The section's cells are the group's components, depth first (``LayoutComponent``); its
  /// compositional layout is the group, as a ``LayoutSection``. Identity, diffing, events,
  /// pagination and prefetching work as for any other cells. An item written without a
  /// component (a plain `Item`) has no cell: it is reported
  /// (``Diagnostic/Kind/itemWithoutComponent``). A component whose id repeats an earlier one's
  /// is dropped with its item (reported, ``Diagnostic/Kind/duplicateCellID``), so the others keep
  /// their sizes; in a nested group its other components do not fill, the layout repeats them
  /// into the room, as UIKit does, and the components after it take the places it gives them. On a layout that cannot read a
  /// ``LayoutSection`` (a ``FlowLayout``) the section is reported
  /// (``Diagnostic/Kind/unreadableSectionLayout``) and gets that layout's defaults.
  ///
  /// ```swift
  /// struct Emoji: LayoutComponent, Identifiable {
  ///   let id: String
  ///   var viewModel: String { id }
  ///
  ///   func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  ///   func render(in content: ComponentView, coordinator: Void) { content.text = id }
  ///   func layoutSize() -> LayoutSize {
  ///     LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30))
  ///   }
  /// }
  ///
  /// let section = ListSection(id: "emoji") {
  ///   HGroup(of: ["😀", "🙂", "😉"], width: .fractionalWidth(1), height: .estimated(30)) {
  ///     Emoji(id: $0)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: An id, unique within the list, that stays the same across updates.
  ///   - group: The section's root group, written with components.
  public init<ID: Hashable & Sendable>(
    id: ID, group: () -> some LayoutGroupConvertible
  ) {
    let root = group()
    var cells: [Cell] = []
    var unwritten = 0
    var leafOfCell: [Int] = []
    Self.readCells(of: root, into: &cells, unwritten: &unwritten, leafOfCell: &leafOfCell)
    // A cell whose id an earlier one has is dropped when the section is applied (and reported):
    // its item goes now, so that the components after it keep their own sizes.
    var repeatedLeaves = Set<Int>()
    _ = cells.keepingFirstOfEachKey(by: CellIDKey.self) { index, _ in
      repeatedLeaves.insert(leafOfCell[index])
    }
    var layoutGroup = root.layoutGroup
    if !repeatedLeaves.isEmpty {
      var leaf = 0
      layoutGroup = Self.removingItems(atLeaves: repeatedLeaves, from: layoutGroup, next: &leaf)
    }
    self.init(id: id, cells: cells)
    let sectionID = self.id
    modifyingCellsInPlace { model in
      model.layout = .composed(LayoutSection(group: layoutGroup))
      if unwritten > 0 {
        model.layoutProblems.append(.itemsWithoutComponent(unwritten, inSection: sectionID))
      }
    }
  }

  /// Creates a section whose root group repeats, one for each element of the data: UIKit's
  /// compositional sections, where the layout lays the root group out again and again until
  /// the items run out.
  ///
  /// Write it where one group holds one element's components and the section repeats it: a
  /// row of cards that pages one card at a time (`.groupPaging` pages by root group), a list
  /// of rows of any length. The cells are every group's components in order, the layout is one
  /// group, so the description stays the same size however many elements there are. Every
  /// element's group must be laid out alike (the same sizes, spacing and insets), but the last
  /// may hold only the first group's first items, as UIKit fills a last group partly (a last
  /// row of one tile in a grid of two). Any other group that differs from the first is reported
  /// (``Diagnostic/Kind/repeatedGroupsDiffer``), and its components are laid out as the first
  /// group's are. Size a group to its components: as UIKit's, a group whose components leave
  /// room for its first one again takes the next element's components into that room, and
  /// where the lengths tell (absolute, or fractions of the group) that is reported too. A
  /// component whose id repeats an earlier one's is dropped (reported,
  /// ``Diagnostic/Kind/duplicateCellID``): the layout repeats one group, so the components after
  /// it move up one place each; give every element's components ids of their own. Views attached to items (``LayoutComponent/supplementaryComponents()``) may
  /// differ: the layout places at each item every kind an item at its place wears, and an item
  /// whose component attaches nothing of a kind shows an empty view there, as UIKit's badges
  /// hide.
  ///
  /// ```swift
  /// struct Card: LayoutComponent, Identifiable {
  ///   let id: String
  ///   var viewModel: String { id }
  ///
  ///   func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  ///   func render(in content: ComponentView, coordinator: Void) { content.text = id }
  ///   func layoutSize() -> LayoutSize {
  ///     LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  ///   }
  /// }
  ///
  /// let cards = ListSection(id: "cards", repeating: ["AAPL", "MSFT", "NVDA"]) { ticker in
  ///   HGroup(width: .absolute(240), height: .absolute(80)) { Card(id: ticker) }
  /// }
  /// .orthogonalScrollingBehavior(.groupPaging)
  /// ```
  ///
  /// - Parameters:
  ///   - id: An id, unique within the list, that stays the same across updates.
  ///   - data: The elements, one root group each.
  ///   - group: The root group of one element, written with components.
  /// - Complexity: O(*n*) for *n* elements: each group is built and compared with the first.
  public init<ID: Hashable & Sendable, Data: Sequence, Group: LayoutGroupConvertible>(
    id: ID, repeating data: Data, group: (Data.Element) -> Group
  ) {
    var cells: [Cell] = []
    var first: LayoutGroup?
    var differing = 0
    var unwritten = 0
    // Whether the group before was the first's first items only: a last group may be.
    var previousIsPartial = false
    // The first group's shape, without its items' attached views: an item may wear a badge
    // another does not, and every item of the layout carries the kinds any of them wears.
    var shape: LayoutGroup?
    var elementCount = 0
    for element in data {
      elementCount += 1
      let written = group(element)
      let layoutGroup = written.layoutGroup
      if var root = first, let shape {
        if previousIsPartial { differing += 1 }
        previousIsPartial = false
        let groupShape = Self.withoutAttachedItems(layoutGroup)
        if shape != groupShape {
          if Self.isPartial(groupShape, of: shape) {
            previousIsPartial = true
          } else {
            differing += 1
          }
        }
        if Self.attachesItems(layoutGroup) {
          Self.attaching(layoutGroup, to: &root)
          first = root
        }
      } else {
        first = layoutGroup
        shape = Self.withoutAttachedItems(layoutGroup)
      }
      Self.readCells(of: written, into: &cells, unwritten: &unwritten)
    }
    self.init(id: id, cells: cells)
    let sectionID = self.id
    // With no element, a group of nothing: the section is still a compositional one, which its
    // modifiers change.
    let root =
      first
      ?? .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
        subitems: [LayoutGroup.Subitem]())
    modifyingCellsInPlace { model in
      model.layout = .composed(LayoutSection(group: root))
      if elementCount > 1, let room = Self.roomLeft(in: root) {
        model.layoutProblems.append(
          LayoutProblem(
            kind: .repeatedGroupsDiffer,
            message: "section \(sectionID): an element's components fill \(room.used) of its "
              + "group's \(room.length) points, and the layout fills the rest with the next "
              + "elements' components, as UIKit repeats a group's subitems while the next one "
              + "fits: a group holds more than one element (size the group to its components)"))
      }
      if differing > 0 {
        model.layoutProblems.append(
          LayoutProblem(
            kind: .repeatedGroupsDiffer,
            message: "section \(sectionID): \(differing) repeated group(s) are laid out "
              + "unlike the first; the layout repeats the first group, so their components "
              + "take its sizes"))
      }
      if unwritten > 0 {
        model.layoutProblems.append(.itemsWithoutComponent(unwritten, inSection: sectionID))
      }
    }
  }

  /// The length a group's subitems take along its axis and the group's own, when the layout
  /// would place its first subitem again after them (UIKit repeats a group's subitems while the
  /// next one fits), for the group or the first of its nested groups that would; `nil` when none
  /// would, or when a length is not known from the group's own (estimated, a fraction of the
  /// container, edge spacing).
  static func roomLeft(in group: LayoutGroup) -> (used: Int, length: Int)? {
    if let room = roomLeft(amongSubitemsOf: group) { return room }
    switch group.arrangement {
    case .subitems(let subitems, _):
      for case .group(let inner) in subitems {
        if let room = roomLeft(in: inner) { return room }
      }
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _):
      if case .group(let inner) = subitem { return roomLeft(in: inner) }
    case .custom:
      break
    }
    return nil
  }

  /// ``roomLeft(in:)`` for one group's own subitems.
  private static func roomLeft(amongSubitemsOf group: LayoutGroup) -> (used: Int, length: Int)? {
    guard case .subitems(let subitems, let axis) = group.arrangement, let first = subitems.first
    else { return nil }
    let isHorizontal = axis == .horizontal
    let size = group.layoutSize
    func absolute(_ dimension: LayoutDimension) -> CGFloat? {
      if case .absolute(let length) = dimension { return length }
      return nil
    }
    guard let width = absolute(size.widthDimension), let height = absolute(size.heightDimension)
    else { return nil }
    let insets = group.contentInsets
    let box =
      isHorizontal
      ? (
        along: width - insets.leading - insets.trailing, across: height - insets.top - insets.bottom
      )
      : (
        along: height - insets.top - insets.bottom, across: width - insets.leading - insets.trailing
      )
    func length(of subitem: LayoutGroup.Subitem) -> CGFloat? {
      guard subitem.edgeSpacing == nil else { return nil }
      let dimension =
        isHorizontal ? subitem.layoutSize.widthDimension : subitem.layoutSize.heightDimension
      switch dimension {
      case .absolute(let length): return length
      case .fractionalWidth(let fraction):
        return fraction * (isHorizontal ? box.along : box.across)
      case .fractionalHeight(let fraction):
        return fraction * (isHorizontal ? box.across : box.along)
      case .estimated, .uniformAcrossSiblings: return nil
      }
    }
    let spacing = group.interItemSpacing?.minimum ?? 0
    var used: CGFloat = 0
    for subitem in subitems {
      guard let length = length(of: subitem) else { return nil }
      used += length
    }
    used += spacing * CGFloat(subitems.count - 1)
    guard let next = length(of: first), next > 0, used + spacing + next <= box.along + 0.001,
      used.isFinite, box.along.isFinite
    else { return nil }
    return (Int(used.rounded()), Int(box.along.rounded()))
  }

  /// Appends the cells a group's components are, depth first, and counts its items written
  /// without a component.
  private static func readCells(
    of group: some LayoutGroupConvertible, into cells: inout [Cell], unwritten: inout Int
  ) {
    var leafOfCell: [Int] = []
    readCells(of: group, into: &cells, unwritten: &unwritten, leafOfCell: &leafOfCell)
  }

  /// Appends the cells a group's components are, depth first, with the position of each among
  /// the group's written items, and counts its items written without a component.
  private static func readCells(
    of group: some LayoutGroupConvertible, into cells: inout [Cell], unwritten: inout Int,
    leafOfCell: inout [Int]
  ) {
    for (position, leaf) in group.layoutLeaves.enumerated() {
      if let component = leaf as? ComponentLeaf {
        cells.append(component.cell)
        leafOfCell.append(position)
      } else {
        unwritten += 1
      }
    }
  }

  /// A group without the items written at some positions, depth first (``readCells(of:into:unwritten:leafOfCell:)``).
  ///
  /// A count or repeating group's subitem, written once and laid out several times, keeps its
  /// items.
  private static func removingItems(
    atLeaves leaves: Set<Int>, from group: LayoutGroup, next: inout Int
  ) -> LayoutGroup {
    var group = group
    switch group.arrangement {
    case .subitems(let subitems, let axis):
      var kept: [LayoutGroup.Subitem] = []
      for subitem in subitems {
        switch subitem {
        case .item:
          if !leaves.contains(next) { kept.append(subitem) }
          next += 1
        case .group(let inner):
          kept.append(.group(removingItems(atLeaves: leaves, from: inner, next: &next)))
        }
      }
      group.arrangement = .subitems(kept, axis: axis)
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _):
      next += subitem.writtenItemCount
    case .custom:
      break
    }
    return group
  }

  /// A group with no view attached to any of its items: the shape repeated groups share.
  private static func withoutAttachedItems(_ group: LayoutGroup) -> LayoutGroup {
    var shape = group
    shape.arrangement = mapSubitems(of: group.arrangement) { subitem in
      switch subitem {
      case .item(var item):
        item.supplementaryItems = []
        return .item(item)
      case .group(let group):
        return .group(withoutAttachedItems(group))
      }
    }
    return shape
  }

  /// Whether any item of a group has a view attached.
  private static func attachesItems(_ group: LayoutGroup) -> Bool {
    withoutAttachedItems(group) != group
  }

  /// Gives each item of `root` the attached views of the item at its place in `group` whose
  /// kinds it does not have yet: the repeated layout places every kind any group's item wears,
  /// and an item whose cell attaches nothing of a kind shows an empty view there.
  private static func attaching(_ group: LayoutGroup, to root: inout LayoutGroup) {
    let others = subitems(of: group.arrangement)
    var index = 0
    root.arrangement = mapSubitems(of: root.arrangement) { subitem in
      defer { index += 1 }
      guard index < others.count else { return subitem }
      switch (subitem, others[index]) {
      case (.item(var item), .item(let other)):
        let kinds = Set(item.supplementaryItems.map(\.elementKind))
        item.supplementaryItems += other.supplementaryItems.filter {
          !kinds.contains($0.elementKind)
        }
        return .item(item)
      case (.group(var nested), .group(let other)):
        attaching(other, to: &nested)
        return .group(nested)
      default:
        return subitem
      }
    }
  }

  /// The subitems an arrangement lists, in order.
  private static func subitems(of arrangement: LayoutGroup.Arrangement) -> [LayoutGroup.Subitem] {
    switch arrangement {
    case .subitems(let subitems, _): subitems
    case .equalSlots(let subitem, _, _), .repeating(let subitem, _, _): [subitem]
    case .custom: []
    }
  }

  /// An arrangement with each subitem it lists changed.
  private static func mapSubitems(
    of arrangement: LayoutGroup.Arrangement,
    _ change: (LayoutGroup.Subitem) -> LayoutGroup.Subitem
  ) -> LayoutGroup.Arrangement {
    switch arrangement {
    case .subitems(let subitems, let axis): .subitems(subitems.map(change), axis: axis)
    case .equalSlots(let subitem, let count, let axis):
      .equalSlots(change(subitem), count: count, axis: axis)
    case .repeating(let subitem, let count, let axis):
      .repeating(change(subitem), count: count, axis: axis)
    case .custom: arrangement
    }
  }

  /// Whether a group is another's first subitems only, and otherwise alike: the last of a
  /// repeated group, which the layout lays out as it would the whole group with fewer items
  /// (a last row of one tile in a grid of two).
  private static func isPartial(_ group: LayoutGroup, of full: LayoutGroup) -> Bool {
    guard case .subitems(let subitems, let axis) = group.arrangement,
      case .subitems(let fullSubitems, let fullAxis) = full.arrangement, axis == fullAxis,
      subitems.count < fullSubitems.count, fullSubitems.starts(with: subitems)
    else { return false }
    var completed = group
    completed.arrangement = full.arrangement
    return completed == full
  }

  /// Returns the section with its compositional layout changed, when it is a group of
  /// components; reported and left as it is otherwise.
  private func modifyingComposedLayout(
    _ modifier: String, _ change: (inout LayoutSection) -> Void
  ) -> ListSection {
    let sectionID = id
    return modifyingCells(modifier) { model in
      guard case .composed(var section) = model.layout else {
        model.layoutProblems.append(
          LayoutProblem(
            kind: .compositionalModifierIgnored,
            message: "section \(sectionID): \(modifier) changes only a section written as a "
              + "group of components (ListSection(id:group:)); it was ignored"))
        return
      }
      change(&section)
      model.layout = .composed(section)
    }
  }

  /// Returns the section scrolling on its own across the layout's axis.
  ///
  /// - Parameter behavior: How the section scrolls and comes to rest.
  /// - Returns: The section.
  public func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior) -> ListSection {
    modifyingComposedLayout("orthogonalScrollingBehavior") {
      $0.orthogonalScrollingBehavior = behavior
    }
  }

  /// Returns the section with space between its groups.
  ///
  /// - Parameter spacing: The space, in points.
  /// - Returns: The section.
  public func interGroupSpacing(_ spacing: CGFloat) -> ListSection {
    modifyingComposedLayout("interGroupSpacing") { $0.interGroupSpacing = spacing }
  }

  /// Returns the section with insets around its content.
  ///
  /// - Parameters:
  ///   - top: The inset above.
  ///   - leading: The inset at the leading edge.
  ///   - bottom: The inset below.
  ///   - trailing: The inset at the trailing edge.
  /// - Returns: The section.
  public func contentInsets(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  ) -> ListSection {
    modifyingComposedLayout("contentInsets") {
      $0.contentInsets = DirectionalEdgeInsets(
        top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
  }

  /// Returns the section with its insets measured from a reference.
  ///
  /// - Parameter reference: What the insets are measured from.
  /// - Returns: The section.
  public func contentInsetsReference(_ reference: ContentInsetsReference) -> ListSection {
    modifyingComposedLayout("contentInsetsReference") { $0.contentInsetsReference = reference }
  }

  /// Returns the section with its headers and footers following its content insets, or not.
  ///
  /// - Parameter follows: Whether they follow the insets.
  /// - Returns: The section.
  public func supplementariesFollowContentInsets(_ follows: Bool) -> ListSection {
    modifyingComposedLayout("supplementariesFollowContentInsets") {
      $0.supplementariesFollowContentInsets = follows
    }
  }

  /// Returns the section with a header or footer that is a component carrying its layout:
  /// ListKit's `boundarySupplementaryItem(_:)`.
  ///
  /// A header (``ElementKind/header``, aligned to the top by default) or a footer
  /// (``ElementKind/footer``, aligned to the bottom) shows the component as
  /// ``withHeader(_:)`` and ``withFooter(_:)`` do, sized by its ``LayoutComponent/layoutSize()``.
  /// Another kind is reported (``Diagnostic/Kind/compositionalModifierIgnored``).
  ///
  /// - Parameters:
  ///   - component: The header's or footer's component.
  ///   - elementKind: The kind: a header by default.
  ///   - alignment: Where it sits; the top for a header, the bottom for a footer by default.
  ///   - pinToVisibleBounds: Whether it stays at the edge of the visible bounds while its
  ///     section is in view; `false` by default.
  /// - Returns: The section.
  @MainActor
  public func boundarySupplementaryItem(
    _ component: some LayoutComponent, elementKind: ElementKind = .header,
    alignment: RectAlignment? = nil, pinToVisibleBounds: Bool = false
  ) -> ListSection {
    guard elementKind == .header || elementKind == .footer else {
      let sectionID = id
      return modifyingCells { model in
        model.layoutProblems.append(
          LayoutProblem(
            kind: .compositionalModifierIgnored,
            message: "section \(sectionID): a boundary component of kind \(elementKind) has "
              + "no view to show it (only headers and footers are components); it was ignored"))
      }
    }
    let isHeader = elementKind == .header
    var item = BoundarySupplementaryItem(
      layoutSize: component.layoutSize(), elementKind: elementKind,
      alignment: alignment ?? (isHeader ? .top : .bottom))
    item.contentInsets = component.contentInsets()
    item.pinToVisibleBounds = pinToVisibleBounds
    let shown =
      isHeader ? withHeader(component) : withFooter(component)
    let sectionID = id
    return shown.modifyingCells("boundarySupplementaryItem") { model in
      guard case .composed(var section) = model.layout else {
        // Shown all the same, as the section's header or footer: say so, and what is lost.
        model.layoutProblems.append(
          LayoutProblem(
            kind: .compositionalModifierIgnored,
            message: "section \(sectionID): boundarySupplementaryItem lays out a "
              + "\(isHeader ? "header" : "footer") only in a section written as a group of "
              + "components (ListSection(id:group:)); the component is shown as the section's "
              + "\(isHeader ? "header" : "footer") (withHeader, withFooter) in its stock layout, "
              + "without the item's size, alignment and pinning"))
        return
      }
      section.boundarySupplementaryItems.removeAll { $0.elementKind == elementKind }
      section.boundarySupplementaryItems.append(item)
      model.layout = .composed(section)
    }
  }

  /// Returns the section with a closure that adjusts its visible elements before they are
  /// shown (ListKit's `visibleItemsInvalidationHandler(_:)`, UIKit's
  /// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`).
  ///
  /// - Parameter handler: The closure, or `nil` for none.
  /// - Returns: The section with the handler.
  public func visibleItemsInvalidationHandler(_ handler: VisibleItemsInvalidationHandler?)
    -> ListSection
  {
    modifyingComposedLayout("visibleItemsInvalidationHandler") {
      $0.visibleItemsInvalidationHandler = handler
    }
  }

  /// Returns the section with a decoration item that shows a component: a background behind
  /// the section, say (ListKit's `decorationItem(_:)`).
  ///
  /// The decoration's kind is the component's ``DecorationComponent/elementKind``; a second
  /// decoration of the same kind replaces the first. Only a section written as a group of
  /// components has a layout to place it in: on another section it is ignored, with a
  /// ``Diagnostic/Kind/compositionalModifierIgnored`` diagnostic.
  ///
  /// - Parameter component: The decoration's component.
  /// - Returns: The section with the decoration.
  @MainActor
  public func decorationItem(_ component: some DecorationComponent) -> ListSection {
    let item = component.decorationItem
    let erased = AnyComponent(component)
    return modifyingComposedLayout("decorationItem") {
      $0.decorationItems.removeAll { $0.elementKind == item.elementKind }
      $0.decorationItems.append(item)
    }
    .modifyingCells("decorationItem") { model in
      guard case .composed = model.layout else { return }
      model.decorations[item.elementKind] = erased
    }
  }

  /// Changes the model of a section of cells in place.
  private mutating func modifyingCellsInPlace(_ change: (inout ComponentSectionModel) -> Void) {
    self = modifyingCells("init", change)
  }
}
