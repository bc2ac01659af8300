import Foundation

/// The frames of a flow layout, kept in flat arrays in index-path order.
///
/// Every header, item and footer is one element; a section's elements are contiguous, its header
/// first and its footer last. In this order the elements' minimum y never decreases, and
/// `maxYSoFar` holds the running maximum of their maximum y, so both are sorted: a rect query
/// finds its first candidate by binary search and stops at the first element below the rect.
struct FlowLayoutGeometry {
  /// The values a flow layout uses where the content gives none.
  struct Defaults {
    var itemSize: CGSize
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var sectionInset: LayoutInsets
    var headerHeight: CGFloat
    var footerHeight: CGFloat
  }

  /// Where a section's elements lie in the flat arrays.
  struct SectionRange {
    /// The index of the section's first element: its header if it has one.
    var start: Int

    /// The index of the section's first item.
    var firstItem: Int

    /// The index after the section's last item: its footer if it has one.
    var endItem: Int
  }

  /// How far past the available width a row may extend and still take an item, so that widths
  /// computed by division still fill a row despite rounding.
  static let fitTolerance: CGFloat = 0.000_001

  /// The frame of every element, in index-path order.
  var frames: [CGRect] = []

  /// For each element, the greatest maximum y of the elements up to and including it.
  var maxYSoFar: [CGFloat] = []

  /// Where each section's elements lie in `frames`.
  var sections: [SectionRange] = []

  /// The bounds width by the bottom of the last section.
  var contentSize = CGSize.zero

  /// Creates an empty geometry, with no sections and a zero content size.
  init() {}

  /// Lays out the content.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items in *s* sections.
  @MainActor
  init(content: any LayoutContent, defaults: Defaults) {
    let width = Self.sanitized(content.bounds.size.width)
    let sectionCount = max(0, content.numberOfSections)
    var itemCounts: [Int] = []
    itemCounts.reserveCapacity(sectionCount)
    var elementCapacity = 0
    for section in 0..<sectionCount {
      let count = max(0, content.numberOfItems(inSection: section))
      itemCounts.append(count)
      elementCapacity += count + 2
    }
    frames.reserveCapacity(elementCapacity)
    maxYSoFar.reserveCapacity(elementCapacity)
    sections.reserveCapacity(sectionCount)

    var y: CGFloat = 0
    for section in 0..<sectionCount {
      let start = frames.count
      let description = content.layout(ofSection: section) as? FlowSectionLayout
      let headerHeight = Self.sanitized(
        description?.headerReferenceSize?.height ?? defaults.headerHeight)
      if headerHeight > 0 {
        append(CGRect(x: 0, y: y, width: width, height: headerHeight))
        y += headerHeight
      }

      let inset = description?.inset ?? defaults.sectionInset
      let left = Self.sanitized(inset.left)
      let availableWidth = max(0, width - left - Self.sanitized(inset.right))
      let lineSpacing = Self.sanitized(description?.minimumLineSpacing ?? defaults.lineSpacing)
      let interitemSpacing = Self.sanitized(
        description?.minimumInteritemSpacing ?? defaults.interitemSpacing)
      y += Self.sanitized(inset.top)

      let firstItem = frames.count
      let itemCount = itemCounts[section]
      let itemSizing = description?.itemSize ?? .fixed(defaults.itemSize)
      let proposal = CGSize(width: availableWidth, height: .greatestFiniteMagnitude)
      var rowTop = y
      var rowHeight: CGFloat = 0
      var rowWidth: CGFloat = 0
      var rowIsEmpty = true
      for item in 0..<itemCount {
        let size: CGSize
        switch itemSizing {
        case .fixed(let fixed):
          size = fixed
        case .sizedByContent:
          size =
            content.sizeForItem(at: IndexPath(item: item, section: section), fitting: proposal)
            ?? defaults.itemSize
        }
        let itemWidth = min(Self.sanitized(size.width), availableWidth)
        let itemHeight = Self.sanitized(size.height)
        if !rowIsEmpty
          && rowWidth + interitemSpacing + itemWidth > availableWidth + Self.fitTolerance
        {
          rowTop += rowHeight + lineSpacing
          rowHeight = 0
          rowWidth = 0
          rowIsEmpty = true
        }
        let x = rowIsEmpty ? 0 : rowWidth + interitemSpacing
        append(CGRect(x: left + x, y: rowTop, width: itemWidth, height: itemHeight))
        rowWidth = x + itemWidth
        rowHeight = max(rowHeight, itemHeight)
        rowIsEmpty = false
      }
      if itemCount > 0 {
        y = rowTop + rowHeight
      }
      let endItem = frames.count
      y += Self.sanitized(inset.bottom)

      let footerHeight = Self.sanitized(
        description?.footerReferenceSize?.height ?? defaults.footerHeight)
      if footerHeight > 0 {
        append(CGRect(x: 0, y: y, width: width, height: footerHeight))
        y += footerHeight
      }
      sections.append(SectionRange(start: start, firstItem: firstItem, endItem: endItem))
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// Adds the frame of the next element in index-path order.
  private mutating func append(_ frame: CGRect) {
    frames.append(frame)
    maxYSoFar.append(max(maxYSoFar.last ?? 0, frame.maxY))
  }

  /// Returns a length the layout can use: the value itself if it is finite and positive, else
  /// zero.
  static func sanitized(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }
}
