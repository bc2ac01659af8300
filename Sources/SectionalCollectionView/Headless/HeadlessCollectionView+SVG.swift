import Foundation

extension HeadlessCollectionView {
  /// How much of the content a picture shows.
  public enum PictureExtent: Hashable, Sendable {
    /// The viewport: the elements shown now.
    case viewport

    /// The whole content: every element the layout places, the shown ones filled and the others
    /// dashed, with the viewport outlined. Every element is drawn, so keep it for small content.
    case content
  }

  /// Draws the view's content as SVG: cells, supplementary and decoration views as labelled
  /// rectangles (index paths, kinds, and what the views show), with the viewport outlined.
  ///
  /// SVG is text: write it to a file and open it in a browser, or attach it to a test
  /// (`SectionalTesting`'s `attachSVG(_:named:)`), to look at a layout rather than read frames.
  ///
  /// ```swift
  /// let view = HeadlessCollectionView(size: CGSize(width: 320, height: 200))
  /// let svg = view.svg(.content)
  /// ```
  ///
  /// - Parameter extent: The viewport (the default) or the whole content.
  /// - Returns: An SVG document.
  /// - Complexity: O(*v* log *v*) for *v* shown elements, or for every element of the layout
  ///   with ``PictureExtent/content``.
  public func svg(_ extent: PictureExtent = .viewport) -> String {
    prepareLayoutIfNeeded()
    var elements: [LayoutPicture.Element] = []
    for (item, cell) in visibleCellsByItem {
      elements.append(
        LayoutPicture.Element(
          frame: cell.frame, zIndex: cell.zIndex, category: .cell, indexPath: item.indexPath,
          text: cell.render(), isRealized: true))
    }
    for (key, view) in visibleSupplementaryViews {
      elements.append(
        LayoutPicture.Element(
          frame: view.frame, zIndex: view.zIndex, category: .supplementaryView(key.kind),
          indexPath: key.indexPath, text: view.render(), isRealized: true))
    }
    for (key, view) in visibleDecorationViews {
      elements.append(
        LayoutPicture.Element(
          frame: view.frame, zIndex: view.zIndex, category: .decorationView(key.kind),
          indexPath: key.indexPath, text: nil, isRealized: true))
    }
    var canvas = bounds
    if extent == .content {
      let size = collectionViewLayout.contentSize
      canvas = CGRect(origin: .zero, size: size).union(bounds)
      let shown = Set(elements.map { "\($0.category)\($0.indexPath)" })
      for attributes in collectionViewLayout.layoutAttributesForElements(
        in: CGRect(origin: .zero, size: size))
      where !shown.contains("\(attributes.category)\(attributes.indexPath)") {
        elements.append(
          LayoutPicture.Element(
            frame: attributes.frame, zIndex: attributes.zIndex, category: attributes.category,
            indexPath: attributes.indexPath, text: nil, isRealized: false))
      }
    }
    return LayoutPicture(canvas: canvas, viewport: bounds, elements: elements).svg()
  }
}
