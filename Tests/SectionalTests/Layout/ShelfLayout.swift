import Foundation
import Sectional

// A small third-party layout, written only against the public contract, as an app would write
// one: sections stand side by side as columns ("shelves") and the content scrolls horizontally.
// Each column stacks its items from the top; its width and item height come from the section's
// own description, `ShelfSectionLayout`. Every column has a background decoration behind it.

/// A shelf's description: how wide its column is and how tall its items are.
struct ShelfSectionLayout: SectionLayoutDescription, Hashable {
  var width: CGFloat
  var itemHeight: CGFloat
}

/// Columns side by side, scrolling horizontally, each with a background decoration.
@MainActor
final class ShelfLayout: CollectionViewLayout {
  static let background: ElementKind = "background"

  /// The description of a section that gives none.
  var defaultShelf = ShelfSectionLayout(width: 100, itemHeight: 20)

  private(set) var isPrepared = false
  private(set) var contentSize = CGSize.zero
  /// How many times the layout computed its frames.
  private(set) var preparations = 0
  /// Every invalidation received, in order.
  private(set) var invalidations: [LayoutInvalidation] = []
  private var columns: [CGRect] = []
  private var items: [[CGRect]] = []
  private var preparedHeight: CGFloat = 0

  var scrollDirection: ScrollDirection { .horizontal }

  func prepare(for content: any LayoutContent) {
    preparations += 1
    columns = []
    items = []
    var x: CGFloat = 0
    var height: CGFloat = 0
    for section in 0..<content.numberOfSections {
      let shelf =
        content.description(ofSection: section, as: ShelfSectionLayout.self, readBy: self)
        ?? defaultShelf
      let count = content.numberOfItems(inSection: section)
      items.append(
        (0..<count).map {
          CGRect(
            x: x, y: CGFloat($0) * shelf.itemHeight, width: shelf.width, height: shelf.itemHeight)
        })
      let columnHeight = CGFloat(count) * shelf.itemHeight
      columns.append(CGRect(x: x, y: 0, width: shelf.width, height: columnHeight))
      x += shelf.width
      height = max(height, columnHeight)
    }
    preparedHeight = content.bounds.size.height
    contentSize = CGSize(width: x, height: height)
    isPrepared = true
  }

  func invalidateLayout(_ invalidation: LayoutInvalidation) {
    invalidations.append(invalidation)
    isPrepared = false
  }

  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size.height != preparedHeight
  }

  func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for (section, column) in columns.enumerated() where meets(column, rect) {
      result.append(background(ofSection: section))
      for (item, frame) in items[section].enumerated() where meets(frame, rect) {
        result.append(
          LayoutAttributes(
            indexPath: IndexPath(item: item, section: section), frame: frame, category: .cell))
      }
    }
    return result
  }

  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return LayoutAttributes(
      indexPath: indexPath, frame: items[indexPath.section][indexPath.item], category: .cell)
  }

  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    nil
  }

  func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard kind == Self.background, indexPath.item == 0, columns.indices.contains(indexPath.section)
    else { return nil }
    return background(ofSection: indexPath.section)
  }

  /// Whether two rects share an inner point: edges that only touch do not meet.
  private func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
      && rect.minY < frame.maxY
  }

  private func background(ofSection section: Int) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: IndexPath(item: 0, section: section), frame: columns[section],
      category: .decorationView(Self.background), zIndex: -1)
  }
}

/// A text list that describes its shelf.
@MainActor
final class ShelfList: DiffingListSectionController<[String], String>, SectionLayoutProviding {
  let shelf: any SectionLayoutDescription

  init(_ shelf: any SectionLayoutDescription) {
    self.shelf = shelf
    super.init(items: { $0 })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    shelf
  }
}
