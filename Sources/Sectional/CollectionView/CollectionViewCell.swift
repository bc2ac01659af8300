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

  /// Creates a cell; the collection view calls this when a reuse pool is empty.
  public required init() {
    super.init()
  }

  /// Returns the attributes the cell would like, given the ones the layout proposes: how a cell
  /// sizes itself.
  ///
  /// The view asks when it displays an item whose size the layout only estimated
  /// (``LayoutAttributes/isSizeEstimated``) and whose controller gave no size, with the cell
  /// configured. The default keeps the proposed attributes; a cell whose content decides its size
  /// returns them with the size it needs, keeping the proposed length across the scroll axis (the
  /// width of a vertical layout), as UIKit's `preferredLayoutAttributesFitting(_:)` does.
  ///
  /// - Parameter layoutAttributes: The attributes the layout proposes, with the estimated size.
  /// - Returns: The attributes with the cell's preferred size.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    layoutAttributes
  }

  /// Clears content, selection and highlight before the cell is reused.
  override open func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
