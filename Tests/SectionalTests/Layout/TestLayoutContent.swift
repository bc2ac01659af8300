import Foundation
import Sectional

/// Content for layout tests: section counts, bounds and sizing answers, all configurable.
///
/// Every sizing answer is `nil`, meaning "the layout's default", unless a test sets one. A section
/// with sizes set for any of its items is sized by its content, item by item.
@MainActor
final class TestLayoutContent: LayoutContent {
  var bounds: CGRect
  var displayScale: CGFloat = 1
  var safeAreaInsets = LayoutInsets.zero
  var layoutMargins = LayoutInsets.zero
  /// What the content scrolls under besides the safe area, as `UIScrollView.contentInset`.
  var contentInset = LayoutInsets.zero
  var layoutDirection = LayoutDirection.leftToRight
  var itemCounts: [Int]
  var itemSizes: [IndexPath: CGSize] = [:]
  var insets: [Int: LayoutInsets] = [:]
  var lineSpacings: [Int: CGFloat] = [:]
  var interitemSpacings: [Int: CGFloat] = [:]
  var headerSizes: [Int: CGSize] = [:]
  var footerSizes: [Int: CGSize] = [:]

  init(width: CGFloat = 100, height: CGFloat = 500, itemCounts: [Int]) {
    bounds = CGRect(x: 0, y: 0, width: width, height: height)
    self.itemCounts = itemCounts
  }

  /// The content inset plus the safe area, as the headless view's.
  var adjustedContentInset: LayoutInsets {
    LayoutInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom,
      right: contentInset.right + safeAreaInsets.right)
  }

  var numberOfSections: Int { itemCounts.count }

  func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(
      itemSize: itemSizes.keys.contains { $0.section == section } ? .sizedByContent : nil,
      inset: insets[section],
      minimumLineSpacing: lineSpacings[section],
      minimumInteritemSpacing: interitemSpacings[section],
      headerReferenceSize: headerSizes[section],
      footerReferenceSize: footerSizes[section])
  }

  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? {
    itemSizes[indexPath]
  }

  var measuredSizes: [IndexPath: CGSize] = [:]

  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? {
    measuredSizes[indexPath]
  }

  var orthogonalOffsets: [Int: CGFloat] = [:]

  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat {
    orthogonalOffsets[section] ?? 0
  }
}

/// Shorthand for an index path in tests.
func indexPath(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Shorthand for a rect in tests.
func cgRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension FlowLayout {
  /// Prepares the layout for content and returns it, so that a test reads in one line.
  func prepared(for content: any LayoutContent) -> FlowLayout {
    prepare(for: content)
    return self
  }

  /// The frame of an item, or `nil` if there is none.
  func frame(ofItem indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }

  /// The frames of every item of a section, in order.
  func itemFrames(inSection section: Int, count: Int) -> [CGRect?] {
    (0..<count).map { frame(ofItem: indexPath(section, $0)) }
  }

  /// The frame of a section's header or footer, or `nil` if it is not laid out.
  func frame(of kind: ElementKind, inSection section: Int) -> CGRect? {
    layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath(section, 0))?.frame
  }
}

/// A layout element written compactly: "h0" for section 0's header, "f0" for its footer, "1-2"
/// for item 2 of section 1, "d:background0" for section 0's background decoration.
func elementLabel(_ attributes: LayoutAttributes) -> String {
  let section = attributes.indexPath.section
  switch attributes.category {
  case .cell:
    return "\(section)-\(attributes.indexPath.item)"
  case .supplementaryView(.header):
    return "h\(section)"
  case .supplementaryView(.footer):
    return "f\(section)"
  case .supplementaryView(let kind):
    return "\(kind)\(section)"
  case .decorationView(let kind):
    return "d:\(kind)\(section)"
  }
}
