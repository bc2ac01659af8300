import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// How much of the content a picture shows.
  public enum PictureExtent: Hashable, Sendable {
    /// The viewport: the elements shown now.
    case viewport

    /// The whole content: every element the layout places, the shown ones filled and the others
    /// dashed, with the viewport outlined. Every element is drawn, so keep it for small content.
    /// A section that scrolls on its own shows all its items, past the viewport's width too, and
    /// its other views where its own viewport shows them.
    case content
  }

  /// Draws the view's content as SVG: cells, supplementary and decoration views as labelled
  /// rectangles (index paths, kinds, and what the views show, whole and on one line), with the
  /// viewport outlined.
  ///
  /// A selected cell has a thick outline and its caption marked `*`, a highlighted one `^`, as
  /// ``snapshot()`` marks them.
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
          text: cell.render(), isRealized: true, isSelected: cell.isSelected,
          isHighlighted: cell.isHighlighted))
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
          indexPath: key.indexPath, text: view.render(), isRealized: true))
    }
    var canvas = bounds
    if extent == .content {
      let size = collectionViewLayout.contentSize
      canvas = CGRect(origin: .zero, size: size).union(bounds)
      var drawn = Set(elements.map { "\($0.category)\($0.indexPath)" })
      func place(_ attributes: LayoutAttributes) {
        guard drawn.insert("\(attributes.category)\(attributes.indexPath)").inserted else { return }
        elements.append(
          LayoutPicture.Element(
            frame: attributes.frame, zIndex: attributes.zIndex, category: attributes.category,
            indexPath: attributes.indexPath, text: nil, isRealized: false))
      }
      for attributes in collectionViewLayout.layoutAttributesForElements(
        in: CGRect(origin: .zero, size: size))
      {
        place(attributes)
      }
      // Asked one by one: a section that scrolls on its own answers a rect with the items
      // within its own viewport only, as UIKit's does, and its others are placed too.
      for section in 0..<numberOfSections {
        for item in 0..<numberOfItems(inSection: section) {
          if let attributes = collectionViewLayout.layoutAttributesForItem(
            at: IndexPath(item: item, section: section))
          {
            place(attributes)
          }
        }
      }
      // Wide enough for every element: a row that scrolls on its own reaches past the content.
      for element in elements where element.frame.width.isFinite && element.frame.height.isFinite {
        canvas = canvas.union(element.frame)
      }
    }
    return LayoutPicture(canvas: canvas, viewport: bounds, elements: elements).svg()
  }
}
