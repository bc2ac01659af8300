import Foundation

extension FlowLayout {
  /// Everything a preparation depends on for every section.
  ///
  /// The layout's settings and the content's bounds across the scroll axis, reference insets,
  /// scale and direction. When it changes, every section is laid out again.
  struct Environment: Equatable {
    var direction: ScrollDirection
    var crossLength: CGFloat
    /// The reference insets across the scroll axis, before and after.
    var referenceBefore: CGFloat
    var referenceAfter: CGFloat
    var scale: CGFloat
    var mirrorsCross: Bool
    var itemSize: CGSize
    var defaultSizing: FlowItemSize
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var sectionInset: LayoutInsets
    var headerSize: CGSize
    var footerSize: CGSize
    var alignment: LineAlignment
    /// The viewport's length along the scroll axis, where a stock description depends on it
    /// (``FlowLayout/describesByViewportLength``); zero otherwise.
    var viewportLength: CGFloat
    /// The adjusted content inset along the scroll axis, before and after together, that
    /// ``viewportLength`` is inside of; zero where it does not count.
    var viewportInset: CGFloat
    /// The layout, which reports an item size it cannot use.
    var reporter: Reporter

    /// The layout an environment reports to: not part of the environment's value, as every
    /// environment a layout compares is its own.
    struct Reporter: Equatable {
      unowned let layout: FlowLayout

      static func == (lhs: Reporter, rhs: Reporter) -> Bool { lhs.layout === rhs.layout }
    }

    @MainActor
    init(layout: FlowLayout, content: any LayoutContent) {
      reporter = Reporter(layout: layout)
      direction = layout.scrollDirection
      let isVertical = direction == .vertical
      let size = content.bounds.size
      crossLength = FlowSectionGeometry.sanitized(isVertical ? size.width : size.height)
      let reference: LayoutInsets
      switch layout.sectionInsetReference {
      case .contentInset: reference = .zero
      case .safeArea: reference = content.safeAreaInsets
      case .layoutMargins: reference = content.layoutMargins
      }
      mirrorsCross = isVertical && content.layoutDirection == .rightToLeft
      // The reference insets are physical (a notch on the right is on the right in either
      // direction): a line laid out left to right, then mirrored, reserves the right inset
      // before it and the left one after it, as the compositional layout's leading and trailing.
      let (physicalBefore, physicalAfter) =
        mirrorsCross ? (reference.right, reference.left) : (reference.left, reference.right)
      referenceBefore = FlowSectionGeometry.sanitized(isVertical ? physicalBefore : reference.top)
      referenceAfter = FlowSectionGeometry.sanitized(
        isVertical ? physicalAfter : reference.bottom)
      scale = PixelGrid(scale: content.displayScale).scale
      // Values as the layout uses them (NaN, infinite and negative ones as zero), so that a
      // setting of NaN still equals itself and does not lay everything out again each time.
      itemSize = Self.sanitized(layout.itemSize)
      let estimate = Self.sanitized(layout.estimatedItemSize)
      defaultSizing =
        estimate.width > 0 && estimate.height > 0 ? .estimated(estimate) : .fixed(itemSize)
      lineSpacing = FlowSectionGeometry.sanitized(layout.minimumLineSpacing)
      interitemSpacing = FlowSectionGeometry.sanitized(layout.minimumInteritemSpacing)
      sectionInset = Self.sanitized(layout.sectionInset)
      headerSize = Self.sanitized(layout.headerReferenceSize)
      footerSize = Self.sanitized(layout.footerReferenceSize)
      alignment = layout.lineAlignment
      viewportLength = layout.describesByViewportLength ? layout.viewportLength : 0
      let inset = content.adjustedContentInset
      let alongInset = isVertical ? inset.top + inset.bottom : inset.left + inset.right
      viewportInset = layout.describesByViewportLength && alongInset.isFinite ? alongInset : 0
    }

    /// Whether a size is finite and not negative in both dimensions.
    static func isUsable(_ size: CGSize) -> Bool {
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// A size with each side as the layout uses it.
    static func sanitized(_ size: CGSize) -> CGSize {
      CGSize(
        width: FlowSectionGeometry.sanitized(size.width),
        height: FlowSectionGeometry.sanitized(size.height))
    }

    /// Insets with each side as the layout uses it.
    static func sanitized(_ insets: LayoutInsets) -> LayoutInsets {
      let sanitized = FlowSectionGeometry.sanitized
      return LayoutInsets(
        top: sanitized(insets.top), left: sanitized(insets.left), bottom: sanitized(insets.bottom),
        right: sanitized(insets.right))
    }

    /// Lays out one section with its description, in vertical form, keeping the description's
    /// stamp with it.
    @MainActor
    func layOut(
      section: Int, count: Int, description: FlowSectionLayout?,
      stamp: DescriptionStamp = .unstamped, of content: any LayoutContent
    ) -> FlowSectionGeometry {
      var input = input(for: description, section: section, content: content)
      // Stamped through the input, in the value being made: stamping it after copies it whole.
      input.descriptionStamp = stamp
      let sizing = description?.itemSize ?? defaultSizing
      if case .fixed(let size) = sizing {
        // One size for every item: the content is never asked, and the lines repeat.
        return FlowSectionGeometry(
          count: count, description: description, input: input,
          uniformSize: direction == .vertical
            ? size : CGSize(width: size.height, height: size.width))
      }
      return FlowSectionGeometry(count: count, description: description, input: input) { item in
        size(ofItem: item, inSection: section, sizing: sizing, input: input, content: content)
      }
    }

    /// Gives an item of a laid-out section its current size (measured, or stated by the
    /// content), moving what follows it; lays the section out again if the item's length across
    /// the lines changed.
    ///
    /// - Returns: Whether the whole section was laid out again.
    @MainActor
    func resize(
      _ indexPath: IndexPath, in geometry: inout FlowLayoutGeometry, content: any LayoutContent
    ) -> Bool {
      let section = indexPath.section
      let description = geometry.sections[section].description
      let input = input(for: description, section: section, content: content)
      let (size, isEstimated) = size(
        ofItem: indexPath.item, inSection: section,
        sizing: description?.itemSize ?? defaultSizing, input: input, content: content)
      if let delta = geometry.sections[section].resize(
        item: indexPath.item, to: size, isEstimated: isEstimated,
        availableCross: input.availableCross)
      {
        geometry.sectionLengths.add(delta, at: section)
        return false
      }
      layOutAgain(section: section, description: description, in: &geometry, content: content)
      return true
    }

    /// Lays one section out again, keeping its item count, and moves the sections after it.
    @MainActor
    func layOutAgain(
      section: Int, description: FlowSectionLayout?, in geometry: inout FlowLayoutGeometry,
      content: any LayoutContent
    ) {
      let oldLength = geometry.sections[section].pixelLength
      let count = geometry.sections[section].itemCount
      geometry.sections[section] = layOut(
        section: section, count: count, description: description, of: content)
      geometry.sectionLengths.add(geometry.sections[section].pixelLength - oldLength, at: section)
    }

    /// What laying out a section with a description needs.
    @MainActor
    private func input(
      for description: FlowSectionLayout?, section: Int, content: any LayoutContent
    ) -> FlowSectionGeometry.Input {
      let isVertical = direction == .vertical
      let grid = PixelGrid(scale: scale)
      let sanitized = FlowSectionGeometry.sanitized
      let inset = description?.inset ?? sectionInset
      let crossBefore = sanitized(isVertical ? inset.left : inset.top)
      let crossAfter = sanitized(isVertical ? inset.right : inset.bottom)
      // A self-sizing header or footer: its measured size once the view measured it.
      func supplementary(_ kind: ElementKind, estimate: CGSize?, reference: CGSize)
        -> (size: CGSize, isEstimated: Bool)
      {
        guard let estimate else { return (reference, false) }
        if let measured = content.measuredSize(
          ofSupplementaryViewOfKind: kind, at: IndexPath(item: 0, section: section))
        {
          return (measured, false)
        }
        return (estimate, true)
      }
      let (header, isHeaderEstimated) = supplementary(
        .header, estimate: description?.estimatedHeaderSize,
        reference: description?.headerReferenceSize ?? headerSize)
      let (footer, isFooterEstimated) = supplementary(
        .footer, estimate: description?.estimatedFooterSize,
        reference: description?.footerReferenceSize ?? footerSize)
      var input = FlowSectionGeometry.Input(
        crossLength: crossLength,
        crossStart: referenceBefore + crossBefore,
        availableCross: max(
          0, crossLength - referenceBefore - referenceAfter - crossBefore - crossAfter),
        insetBefore: sanitized(isVertical ? inset.top : inset.left),
        insetAfter: sanitized(isVertical ? inset.bottom : inset.right),
        lineSpacing: sanitized(description?.minimumLineSpacing ?? lineSpacing),
        interitemSpacing: sanitized(description?.minimumInteritemSpacing ?? interitemSpacing),
        headerLength: grid.floor(sanitized(isVertical ? header.height : header.width)),
        footerLength: grid.floor(sanitized(isVertical ? footer.height : footer.width)),
        alignment: alignment, mirrorsCross: mirrorsCross, grid: grid)
      input.isHeaderEstimated = isHeaderEstimated
      input.isFooterEstimated = isFooterEstimated
      return input
    }

    /// An item's size in vertical form, and whether it is only an estimate.
    @MainActor
    private func size(
      ofItem item: Int, inSection section: Int, sizing: FlowItemSize,
      input: FlowSectionGeometry.Input, content: any LayoutContent
    ) -> (size: CGSize, isEstimated: Bool) {
      let isVertical = direction == .vertical
      let size: CGSize
      var isEstimated = false
      switch sizing {
      case .fixed(let fixed):
        size = fixed
      case .sizedByContent:
        let proposal =
          isVertical
          ? CGSize(width: input.availableCross, height: .greatestFiniteMagnitude)
          : CGSize(width: .greatestFiniteMagnitude, height: input.availableCross)
        size =
          content.sizeForItem(at: IndexPath(item: item, section: section), fitting: proposal)
          ?? itemSize
        if !Self.isUsable(size) {
          reporter.layout.reportUnusableSize(
            size, "stated", at: IndexPath(item: item, section: section), content)
        }
      case .estimated(let estimate):
        if let measured = content.measuredSize(ofItemAt: IndexPath(item: item, section: section)) {
          size = measured
          if !Self.isUsable(size) {
            reporter.layout.reportUnusableSize(
              size, "measured", at: IndexPath(item: item, section: section), content)
          }
        } else {
          size = estimate
          isEstimated = true
        }
      }
      return (isVertical ? size : CGSize(width: size.height, height: size.width), isEstimated)
    }
  }
}
