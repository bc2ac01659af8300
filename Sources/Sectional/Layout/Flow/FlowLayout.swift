import Foundation

/// A vertical flow layout: section by section, a full-width header, rows of items that wrap by
/// width, and a full-width footer.
///
/// Each section is laid out from the top down:
///
/// 1. The header, if its reference height is greater than zero, at x = 0 with the full bounds
///    width and its reference height. The reference width is ignored, as in UIKit's vertical flow
///    layout.
/// 2. The section inset's top.
/// 3. The items, in rows. The available width is the bounds width less the left and right insets.
///    A row takes items from left to right, separated by the interitem spacing, while they fit;
///    rows are separated by the line spacing, and a row is as tall as its tallest item.
/// 4. The section inset's bottom.
/// 5. The footer, if its reference height is greater than zero, at full width.
///
/// An empty section still contributes its header, insets and footer, as in UIKit.
///
/// Items in a row are top-aligned and **left-aligned**, exactly the interitem spacing apart. This
/// differs on purpose from UIKit, which spreads the items of a full row across the width: a
/// headless layout should give frames that are easy to predict and to check by hand.
///
/// Degenerate values never crash and never produce a NaN frame: sizes, insets and spacings that
/// are negative, infinite or NaN count as zero, and an item wider than the available width is
/// narrowed to that width. A row takes one more item only if it fits within a millionth of a point,
/// so that widths computed by dividing the available width still fill a row.
///
/// The content can override every default per section or per item through ``LayoutContent``;
/// setting a default invalidates the layout.
@MainActor
public final class FlowLayout: CollectionViewLayout {
  /// The size of an item for which the content gives none; 50 × 50 points by default, as in UIKit.
  public var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The spacing between the rows of a section for which the content gives none; 10 by default.
  public var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The spacing between the items of a row for which the content gives none; 10 by default.
  ///
  /// Rows are left-aligned, so this is the exact spacing, not only a minimum.
  public var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The insets of a section for which the content gives none; zero by default.
  public var sectionInset = LayoutInsets.zero {
    didSet { invalidateLayout() }
  }

  /// The size of a header for which the content gives none; zero, so no header, by default.
  ///
  /// Only the height counts: a header spans the bounds width, and one of height zero is not laid
  /// out at all.
  public var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The size of a footer for which the content gives none; zero, so no footer, by default.
  ///
  /// Only the height counts: a footer spans the bounds width, and one of height zero is not laid
  /// out at all.
  public var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The axis along which the content scrolls: vertical.
  public var scrollDirection: ScrollDirection { .vertical }

  /// Whether the layout has been prepared since it was last invalidated.
  ///
  /// Queries keep answering from the last ``prepare(for:)`` while the layout is invalid.
  public private(set) var isPrepared = false

  /// The frames computed by the last ``prepare(for:)``.
  private(set) var geometry = FlowLayoutGeometry()

  /// Creates a flow layout with UIKit's default item size and spacing, no insets and no headers
  /// or footers.
  ///
  /// UIKit's defaults make a grid of 50 × 50 tiles. For a list, use ``list(rowHeight:)``, the
  /// default layout of ``HeadlessCollectionView``.
  public init() {}

  /// The height of a row in ``list(rowHeight:)`` when none is given: 40 points.
  nonisolated public static let defaultRowHeight: CGFloat = 40

  /// Returns a flow layout of full-width rows: one item per line, as wide as the bounds, with no
  /// spacing.
  ///
  /// It is what a new screen looks like by default: ``HeadlessCollectionView`` uses it when no
  /// layout is given, and so does `SectionalTesting`'s harness, so a test shows what the app
  /// shows. Items and sections may still size themselves through ``LayoutContent``
  /// (`FlowLayoutSizing` for a section controller).
  ///
  /// The item width is `CGFloat.greatestFiniteMagnitude`, which the layout narrows to the
  /// available width, so rows follow the bounds when the width changes.
  ///
  /// - Parameter rowHeight: The height of a row; 40 points by default.
  /// - Returns: A new flow layout.
  public static func list(rowHeight: CGFloat = defaultRowHeight) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: .greatestFiniteMagnitude, height: rowHeight)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }

  /// The bounds width by the bottom of the last section, including its bottom inset and footer.
  ///
  /// Zero until the layout is first prepared.
  public var contentSize: CGSize { geometry.contentSize }

  /// Computes the frame of every header, item and footer of the content.
  ///
  /// The content is asked for each count and sizing answer once; the layout keeps no reference to
  /// it.
  ///
  /// - Parameter content: What the layout arranges.
  ///
  /// - Complexity: O(*n* + *s*) time and memory for *n* items in *s* sections.
  public func prepare(for content: any LayoutContent) {
    geometry = FlowLayoutGeometry(
      content: content,
      defaults: FlowLayoutGeometry.Defaults(
        itemSize: itemSize,
        lineSpacing: minimumLineSpacing,
        interitemSpacing: minimumInteritemSpacing,
        sectionInset: sectionInset,
        headerHeight: headerReferenceSize.height,
        footerHeight: footerReferenceSize.height))
    isPrepared = true
  }

  /// Marks the layout as out of date, so that the collection view prepares it again.
  ///
  /// - Parameter invalidation: What changed.
  public func invalidateLayout(_ invalidation: LayoutInvalidation) {
    isPrepared = false
  }

  /// Whether new bounds need new frames: when their width differs from the width the layout was
  /// prepared for.
  ///
  /// - Parameter newBounds: The bounds about to be shown.
  /// - Returns: Whether the width changed.
  public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size.width != geometry.contentSize.width
  }

  /// Returns the attributes of every header, cell and footer whose frame meets a rect, in
  /// index-path order.
  ///
  /// Along each axis, a frame and the rect are taken as half-open spans, their minimum edge
  /// included and their maximum edge excluded, and they meet when the spans share a point on both
  /// axes. So a frame that only touches the rect's right or bottom edge from outside is not
  /// returned, and neither is a row that ends exactly where the rect begins. A side of zero length
  /// is a single point: a rect of zero size finds the elements at that point, and an item of zero
  /// size is returned when its origin is in the rect. The rect may have a negative size; a rect
  /// with a NaN coordinate meets nothing.
  ///
  /// - Parameter rect: A rect in the content's coordinate space.
  /// - Returns: The attributes of the elements that meet `rect`, in index-path order.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements, where *k* is the number of elements in the
  ///   rows that the rect spans vertically, edges included: about the number of results when the
  ///   rect spans the bounds width, as the visible rect does.
  public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    geometry.attributesForElements(in: rect)
  }

  /// Returns the attributes of the cell at an index path, or `nil` if there is no such item.
  ///
  /// - Parameter indexPath: The index path of an item.
  /// - Returns: The item's attributes, or `nil` if the layout has no such item.
  ///
  /// - Complexity: O(1).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    geometry.attributesForItem(at: indexPath)
  }

  /// Returns the attributes of a section's header or footer, or `nil` if it is not laid out.
  ///
  /// A flow layout places only ``ElementKind/header`` and ``ElementKind/footer`` views,
  /// at `IndexPath(item: 0, section: s)`; it returns `nil` for other kinds and index paths, and
  /// for headers and footers of height zero.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view.
  ///   - indexPath: The index path of the view.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  ///
  /// - Complexity: O(1).
  public func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    geometry.attributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
