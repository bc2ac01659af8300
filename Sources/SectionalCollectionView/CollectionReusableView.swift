import Foundation
import SectionalLayout

/// A view that a collection view recycles: the base of cells and supplementary views.
///
/// A collection view keeps views it no longer shows in a reuse pool, one pool per reuse
/// identifier, and hands them out again instead of creating new ones. Before a view is reused it
/// receives ``prepareForReuse()``, where a subclass clears what the previous item left behind.
///
/// Subclasses must keep the required `init()`: the collection view creates views itself, when a
/// pool is empty.
@MainActor
open class CollectionReusableView {
  /// The identifier of the reuse pool this view belongs to.
  ///
  /// The collection view sets it when it creates the view; a custom ``CollectionView`` backend
  /// sets it too.
  public var reuseIdentifier: String = ""

  /// The view's frame in the collection view's content coordinates.
  ///
  /// The collection view sets it from the layout at every layout pass; a custom
  /// ``CollectionView`` backend does the same.
  ///
  /// Unchecked for exclusive access, as ``zIndex`` and ``indexPath``: the view writes them for
  /// every view it shows at every layout pass, only ever whole (never inside another access to
  /// them), where the dynamic check costs more than the write.
  @exclusivity(unchecked) public var frame: CGRect = .zero

  /// The view's position out of the screen, from its layout attributes: a view with a greater
  /// value is drawn over one with a smaller.
  ///
  /// The collection view sets it with the frame; a custom ``CollectionView`` backend does the
  /// same.
  @exclusivity(unchecked) public var zIndex = 0

  /// The index path the view shows, while the collection view shows it.
  ///
  /// The collection view sets it when it shows the view and as the view's item moves; a custom
  /// ``CollectionView`` backend does the same.
  @exclusivity(unchecked) public var indexPath: IndexPath?

  /// Text that a plain view shows, for views configured without subclassing.
  public var text: String {
    get {
      if describesLater, let value = valueToDescribe {
        storedText = String(describing: value)
        forgetValueToDescribe()
      }
      return storedText
    }
    set {
      storedText = newValue
      if describesLater { forgetValueToDescribe() }
    }
  }

  /// The text set last, or described from ``valueToDescribe`` when it was first read.
  ///
  /// Unchecked for exclusive access, as ``valueToDescribe``: each is read and written whole,
  /// only by ``text`` and ``setText(describing:)``, for every cell a pass configures, where the
  /// dynamic check costs more than the access.
  @exclusivity(unchecked) private var storedText = ""

  /// A value the view shows as `String(describing:)`, not yet described.
  ///
  /// Describing a value without a `description` of its own reflects on it, which costs
  /// thousands of instructions; a stock controller's plain cell describes its item, and most of
  /// those cells are shown and reused without anyone reading their text. So the description
  /// waits for the first read of ``text``.
  @exclusivity(unchecked) private var valueToDescribe: Any?

  /// Whether ``valueToDescribe`` holds a value: a flag, since testing the optional itself
  /// copies it, and every text set would test it.
  @exclusivity(unchecked) private var describesLater = false

  /// Drops the value waiting to be described.
  private func forgetValueToDescribe() {
    valueToDescribe = nil
    describesLater = false
  }

  /// Makes ``text`` the description of `value`, worked out when ``text`` is first read.
  ///
  /// A value type's description cannot change meanwhile (the value is copied here); an instance
  /// of a class can, so it is described at once, and the view shows it as it was when set.
  ///
  /// - Parameter value: What the view shows, as `String(describing: value)`.
  package func setText(describing value: Any) {
    if type(of: value) is AnyClass {
      text = String(describing: value)
    } else {
      valueToDescribe = value
      describesLater = true
    }
  }

  /// Places the view where its layout attributes say: its frame and z-index.
  func apply(_ attributes: LayoutAttributes) {
    frame = attributes.frame
    zIndex = attributes.zIndex
  }

  /// Creates a view; the collection view calls this when a reuse pool is empty.
  public required init() {}

  /// Returns the attributes the view would like, given the ones the layout proposes: how a cell,
  /// header or footer sizes itself.
  ///
  /// The view asks when it displays an element whose size the layout only estimated
  /// (``LayoutAttributes/isSizeEstimated``) and whose controller gave no size, with the view
  /// configured. The default keeps the proposed attributes; a view whose content decides its
  /// size returns them with the size it needs, keeping the proposed length across the scroll
  /// axis (the width of a vertical layout), as UIKit's `preferredLayoutAttributesFitting(_:)`
  /// does.
  ///
  /// - Parameter layoutAttributes: The attributes the layout proposes, with the estimated size.
  /// - Returns: The attributes with the view's preferred size.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    layoutAttributes
  }

  /// Clears state left by the previous item before the view is reused.
  ///
  /// The default clears ``text``. Subclasses that override it call `super`.
  open func prepareForReuse() {
    text = ""
  }

  /// The view's content as one line of text, for snapshots and terminal rendering.
  ///
  /// The default returns ``text``; a subclass with richer content overrides it.
  open func render() -> String {
    text
  }
}
