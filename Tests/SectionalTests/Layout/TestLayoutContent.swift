import Foundation
import Sectional

/// Content for layout tests: section counts, bounds and sizing answers, all configurable.
///
/// Every sizing answer is `nil`, meaning "the layout's default", unless a test sets one.
@MainActor
final class TestLayoutContent: LayoutContent {
  var boundsSize: CGSize
  var itemCounts: [Int]
  var itemSizes: [IndexPath: CGSize] = [:]
  var insets: [Int: LayoutInsets] = [:]
  var lineSpacings: [Int: CGFloat] = [:]
  var interitemSpacings: [Int: CGFloat] = [:]
  var headerSizes: [Int: CGSize] = [:]
  var footerSizes: [Int: CGSize] = [:]

  init(width: CGFloat = 100, height: CGFloat = 500, itemCounts: [Int]) {
    boundsSize = CGSize(width: width, height: height)
    self.itemCounts = itemCounts
  }

  var numberOfSections: Int { itemCounts.count }

  func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

  func sizeForItem(at indexPath: IndexPath) -> CGSize? { itemSizes[indexPath] }

  func insetForSection(at section: Int) -> LayoutInsets? { insets[section] }

  func minimumLineSpacingForSection(at section: Int) -> CGFloat? { lineSpacings[section] }

  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? {
    interitemSpacings[section]
  }

  func referenceSizeForHeader(inSection section: Int) -> CGSize? { headerSizes[section] }

  func referenceSizeForFooter(inSection section: Int) -> CGSize? { footerSizes[section] }
}

/// Content that answers only what a layout requires, to exercise the protocol's defaults.
@MainActor
final class MinimalLayoutContent: LayoutContent {
  let boundsSize = CGSize(width: 100, height: 100)
  let numberOfSections = 1
  func numberOfItems(inSection section: Int) -> Int { 3 }
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
