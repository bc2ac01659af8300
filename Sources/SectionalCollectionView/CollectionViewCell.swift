import Foundation

/// A recyclable cell that shows one item of a collection view.
///
/// Besides what every reusable view has, a cell carries the selection and highlight state the
/// collection view gives it. Subclass it to add content, or set ``CollectionReusableView/text``
/// for a plain text cell.
@MainActor
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell's item is selected.
  open var isSelected = false

  /// Whether the cell is highlighted, from touch down until touch up.
  open var isHighlighted = false

  /// Whether the cell shows a stand-in for content that has not loaded yet (a skeleton), rather
  /// than the content; `false` unless a subclass says so.
  ///
  /// The declarative layer's cells say so for a placeholder cell. ``HeadlessCollectionView``'s
  /// `snapshot()` marks such a cell `placeholder`, so that a test tells a skeleton from content
  /// without reading its glyphs.
  open var isPlaceholder: Bool { false }

  /// Creates a cell; the collection view calls this when a reuse pool is empty.
  public required init() {
    super.init()
  }

  /// Clears content, selection and highlight before the cell is reused.
  override open func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
