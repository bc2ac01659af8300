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
}

extension ListSection {
  /// Creates a section from a group of components that carry their layout: ListKit's
  /// `Section(id:) { HGroup … }`.
  ///
  /// The section's cells are the group's components, depth first (``LayoutComponent``); its
  /// compositional layout is the group, as a ``LayoutSection``. Identity, diffing, events,
  /// pagination and prefetching work as for any other cells. An item written without a
  /// component (a plain `Item`) has no cell: it is reported
  /// (``Diagnostic/Kind/itemWithoutComponent``). On a layout that cannot read a
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
    for leaf in root.layoutLeaves {
      if let component = leaf as? ComponentLeaf {
        cells.append(component.cell)
      } else {
        unwritten += 1
      }
    }
    self.init(id: id, cells: cells)
    let sectionID = self.id
    modifyingCellsInPlace { model in
      model.layout = .composed(LayoutSection(group: root.layoutGroup))
      if unwritten > 0 {
        model.layoutProblems.append(
          LayoutProblem(
            kind: .itemWithoutComponent,
            message: "section \(sectionID) has \(unwritten) item(s) written without a "
              + "component; they have no cell, and the section's cells fill the other items "
              + "in order"))
      }
    }
  }

  /// Returns the section with its compositional layout changed, when it is a group of
  /// components; reported and left as it is otherwise.
  private func modifyingComposedLayout(
    _ modifier: String, _ change: (inout LayoutSection) -> Void
  ) -> ListSection {
    let sectionID = id
    return modifyingCells { model in
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
    return shown.modifyingComposedLayout("boundarySupplementaryItem") {
      $0.boundarySupplementaryItems.removeAll { $0.elementKind == elementKind }
      $0.boundarySupplementaryItems.append(item)
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
    .modifyingCells { model in
      guard case .composed = model.layout else { return }
      model.decorations[item.elementKind] = erased
    }
  }

  /// Changes the model of a section of cells in place.
  private mutating func modifyingCellsInPlace(_ change: (inout ComponentSectionModel) -> Void) {
    self = modifyingCells(change)
  }
}
