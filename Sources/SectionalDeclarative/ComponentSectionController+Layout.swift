import Foundation
import SectionalAdapter
import SectionalCollectionView
import SectionalDiffing
import SectionalLayout

/// The section's layout: the description a layout reads (the list's, or a stock one made for
/// the layout asking), and the sizes of its cells, headers and footers.
extension ComponentSectionController {
  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    // A description given as it is, read without the model: the layout asks every section at
    // every pass, and reading the model copies it whole.
    if let given = committedSurroundings?.givenDescription { return given }
    guard let model = committed.model else { return nil }
    let stock: StockLayout
    switch model.layout {
    case .fixed(let description):
      return description
    case .composed(let section):
      return section
    case .made(let make):
      let made = make(
        SectionLayoutContext(
          cells: committed.items, header: model.header, footer: model.footer, layout: layout,
          context: context))
      let compositional = made.read(as: LayoutSection.self)
      madeLayoutPlacesAttachments = compositional != nil
      if !checkedMadeLayout, let compositional {
        checkedMadeLayout = true
        let unplaced = ComponentSectionModel.Surroundings.viewsWithoutPlace(
          in: compositional, header: model.header, footer: model.footer)
        for view in unplaced {
          reportViewWithoutPlace(view, in: context)
        }
      }
      return made
    case .automatic:
      stock = .automatic
    case .stock(let asked):
      stock = asked
    }
    guard let describing = layout as? any StockSectionLayoutDescribing else {
      // A section written without a layout gets the layout's defaults on a layout with no
      // stock layouts: nothing was asked that it cannot do.
      if case .stock = model.layout, reportedUnavailableStockLayout != ObjectIdentifier(layout) {
        reportedUnavailableStockLayout = ObjectIdentifier(layout)
        context.environment.report(
          .stockLayoutUnavailable,
          message: "section \(context.sectionID) asks for a stock layout, which a "
            + "\(type(of: layout)) does not make (it does not adopt "
            + "StockSectionLayoutDescribing); it is laid out with the layout's defaults")
      }
      return nil
    }
    if !checkedBoundaryLengths {
      checkedBoundaryLengths = true
      for component in [model.header, model.footer].compactMap({ $0 }) {
        reportDroppedLength(of: component, in: context)
      }
    }
    return describing.sectionLayout(
      for: stockLayout(stock.arrangement, of: model, container: context.containerSize))
  }

  /// Reports, once a type for the section, a component that carries its layout and is sized
  /// outside a group with an absolute length its layout mode drops.
  func reportDroppedLength(of component: AnyComponent, in context: any CollectionViewContext) {
    guard let type = component.typeDroppingAbsoluteLength,
      reportedDroppedLengths.insert(ObjectIdentifier(type)).inserted
    else { return }
    context.environment.report(
      .componentSizeIgnored,
      message: "section \(context.sectionID): \(type) states an absolute length beside a "
        + "fractional or estimated one, which its layout mode cannot keep outside a group; it "
        + "takes the length the layout gives (write it in a group, or give it a layoutMode)")
  }

  /// A stock layout of the committed cells, header and footer.
  private func stockLayout(
    _ arrangement: StockSectionLayout.Arrangement, of model: ComponentSectionModel,
    container: CGSize
  ) -> StockSectionLayout {
    // The first cell that measures its content gives the estimate; with none, the first cell.
    // The committed cells: the model's, less any repeated id.
    var measuring: Cell?
    for cell in committed.items where cell.component.layoutMode.measuresContent {
      measuring = cell
      break
    }
    let (offered, fill) = space(for: arrangement, container: container)
    let first = measuring ?? committed.items.first
    let estimate =
      first?.component.layoutMode.estimate(offered: offered, container: fill)
      ?? CGSize(width: fill.width, height: Self.defaultEstimatedHeight)
    return StockSectionLayout(
      arrangement: arrangement,
      itemSize: StockSectionLayout.Size(
        width: arrangement.isRow ? .estimated(estimate.width) : .container,
        height: .estimated(estimate.height)),
      headerSize: model.header.map { boundarySize(of: $0, container: container) },
      footerSize: model.footer.map { boundarySize(of: $0, container: container) },
      contentStatesItemSizes: measuring == nil)
  }

  /// The space a stock arrangement offers its cells, and what stands in for an axis it leaves
  /// open.
  ///
  /// A column or grid offers the section's width (the layout's proposal says how wide) and an
  /// open height, which a cell that fills it takes from the viewport. A horizontal row offers an
  /// open width and its own height: the tallest height its cells state (fixed, fitting their
  /// content, or measured at the viewport's width), or the viewport's when none states one. A
  /// cell that fills its width in a row is as wide as the viewport.
  private func space(
    for arrangement: StockSectionLayout.Arrangement?, container: CGSize
  ) -> (offered: CGSize, fill: CGSize) {
    let open = CGFloat.greatestFiniteMagnitude
    guard arrangement?.isRow ?? false else {
      return (CGSize(width: open, height: open), container)
    }
    let row = rowHeight(in: container)
    return (CGSize(width: open, height: row), CGSize(width: container.width, height: row))
  }

  /// The height of a horizontal row's cells: the tallest height a cell states, or the
  /// viewport's when none states one; worked out once for each commit and viewport size.
  ///
  /// - Complexity: O(*n*) measurements for *n* cells, the first time after a commit.
  private func rowHeight(in container: CGSize) -> CGFloat {
    if let cached = cachedRowHeight, cached.container == container { return cached.height }
    var height: CGFloat?
    let offered = CGSize(width: CGFloat.greatestFiniteMagnitude, height: container.height)
    for cell in committed.items where cell.component.layoutMode.statesHeight {
      let component = cell.component
      let size = component.layoutMode.size(offered: offered, container: container) { proposal in
        sizingView(for: component).sizeThatFits(proposal)
      }
      guard LayoutLimits.isUsable(size) else { continue }
      height = max(height ?? 0, size.height)
    }
    let result = height ?? container.height
    cachedRowHeight = (container, result)
    return result
  }

  /// The arrangement of the committed model's stock layout, or of a section written without a
  /// layout; `nil` for a description given or made by the app.
  private var arrangement: StockSectionLayout.Arrangement? {
    switch committed.model?.layout {
    case .automatic: StockLayout.automatic.arrangement
    case .stock(let stock): stock.arrangement
    case .fixed, .made, .composed, nil: nil
    }
  }

  /// The size of a header or footer as its component states it: lengths its mode measures are
  /// estimated at what the content measures across the container's width.
  private func boundarySize(of component: AnyComponent, container: CGSize)
    -> StockSectionLayout.Size
  {
    switch component.layoutMode {
    case .fixed(let size):
      return StockSectionLayout.Size(width: .absolute(size.width), height: .absolute(size.height))
    case .fitContainer:
      return StockSectionLayout.Size(width: .container, height: .container)
    case .flexibleHeight, .flexibleWidth, .fitContent:
      let open = CGFloat.greatestFiniteMagnitude
      let measured = component.layoutMode.size(
        offered: CGSize(width: container.width > 0 ? container.width : open, height: open),
        container: container
      ) { proposal in
        sizingView(for: component).sizeThatFits(proposal)
      }
      let width: StockSectionLayout.Length
      if case .flexibleHeight = component.layoutMode {
        width = .container
      } else {
        width = .estimated(measured.width)
      }
      let height: StockSectionLayout.Length
      if case .flexibleWidth = component.layoutMode {
        height = .container
      } else {
        height = .estimated(measured.height)
      }
      return StockSectionLayout.Size(width: width, height: height)
    }
  }

  /// The height a section with no cells is estimated at: UIKit's default row height.
  private static let defaultEstimatedHeight: CGFloat = 44

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index) else { return nil }
    let component = committed.items[index].component
    let arrangement = self.arrangement
    if arrangement != nil {
      reportDroppedLength(of: component, in: context)
    }
    var (offered, fill) = space(for: arrangement, container: context.containerSize)
    if !(arrangement?.isRow ?? false) {
      // Any other arrangement's cells take the width the layout proposes (the section's, or a
      // grid column's), and the height when the layout bounds it.
      offered = proposal
    }
    return component.layoutMode.size(offered: offered, container: fill) { size in
      sizingView(for: component).sizeThatFits(size)
    }
  }

  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    guard let component = supplementaryComponent(ofKind: kind) else { return nil }
    return component.layoutMode.size(offered: proposal, container: context.containerSize) {
      size in
      sizingView(for: component).sizeThatFits(size)
    }
  }

  /// A content view of the component's reuse key, showing the component, to measure it.
  private func sizingView(for component: AnyComponent) -> ComponentView {
    let content = HostedContent.showing(
      component, in: sizingContent[component.reuseIdentifier])
    sizingContent[component.reuseIdentifier] = content
    return content.view
  }
}
