import Foundation

extension FlowLayout: StockSectionLayoutDescribing {
  /// A flow description of a stock layout.
  ///
  /// A flow section does not scroll on its own, so a horizontal row lays its items out in lines
  /// here, with its spacing between items and lines; a vertical list without a spacing keeps the
  /// layout's. Items are sized by the content, item by item (``FlowItemSize/sizedByContent``),
  /// when it states their sizes; otherwise they are self-sized from the estimate (a length the
  /// container gives is the section's width). A header or footer spans the section; one whose
  /// size is estimated sizes itself (placed at the estimate until the view measures it), one of
  /// a stated size is as tall as it says. A header or footer as long as its container along the
  /// scroll axis (``StockSectionLayout/Length/container``) is as long as the viewport inside its
  /// adjusted content inset, as a compositional layout's fractional length of 1 is, and follows
  /// it when it changes.
  ///
  /// - Parameter stock: The stock layout.
  /// - Returns: A ``FlowSectionLayout``.
  public func sectionLayout(for stock: StockSectionLayout) -> any SectionLayoutDescription {
    var description = FlowSectionLayout()
    switch stock.arrangement {
    case .vertical(let spacing):
      description.minimumLineSpacing = spacing
    case .horizontal(let spacing, _):
      description.minimumInteritemSpacing = spacing
      description.minimumLineSpacing = spacing
    case .verticalGrid(_, let itemSpacing, let lineSpacing):
      description.minimumInteritemSpacing = itemSpacing
      description.minimumLineSpacing = lineSpacing
    }
    description.itemSize =
      stock.contentStatesItemSizes || !stock.itemSize.isEstimated
      ? .sizedByContent : .estimated(Self.points(of: stock.itemSize))
    // A header or footer whose length is estimated sizes itself; one of a stated size does not.
    if let header = stock.headerSize {
      if header.isEstimated {
        description.estimatedHeaderSize = boundaryPoints(of: header)
      } else {
        description.headerReferenceSize = boundaryPoints(of: header)
      }
    }
    if let footer = stock.footerSize {
      if footer.isEstimated {
        description.estimatedFooterSize = boundaryPoints(of: footer)
      } else {
        description.footerReferenceSize = boundaryPoints(of: footer)
      }
    }
    return description
  }

  /// A header's or footer's stock size in points: across the scroll axis, a length the
  /// container gives spans the section; along it, it is the viewport's length.
  private func boundaryPoints(of size: StockSectionLayout.Size) -> CGSize {
    var points = Self.points(of: size)
    let isVertical = scrollDirection == .vertical
    guard case .container = isVertical ? size.height : size.width else { return points }
    describesByViewportLength = true
    if isVertical { points.height = viewportLength } else { points.width = viewportLength }
    return points
  }

  /// The viewport's length along an axis, inside the adjusted content inset; zero when it is not
  /// a usable length.
  static func viewportLength(of content: any LayoutContent, along direction: ScrollDirection)
    -> CGFloat
  {
    let bounds = content.bounds.size
    let inset = content.adjustedContentInset
    let length =
      direction == .vertical
      ? bounds.height - inset.top - inset.bottom : bounds.width - inset.left - inset.right
    return length.isFinite ? max(0, length) : 0
  }

  /// A stock size in points: a length the container gives as large as a section allows (the
  /// layout clamps an item to its section's width, and spans headers across it).
  private static func points(of size: StockSectionLayout.Size) -> CGSize {
    func points(_ length: StockSectionLayout.Length) -> CGFloat {
      switch length {
      case .container: .greatestFiniteMagnitude
      case .absolute(let value), .estimated(let value): value
      }
    }
    return CGSize(width: points(size.width), height: points(size.height))
  }
}
