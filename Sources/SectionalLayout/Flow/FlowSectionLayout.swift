import Foundation

/// How a flow layout sizes the items of a section.
public enum FlowItemSize: Hashable, Sendable {
  /// Every item has this size; the content is never asked.
  case fixed(CGSize)

  /// The content states each item's size (``LayoutContent/sizeForItem(at:fitting:)``, a
  /// controller's `sizeForItem`), asked for every item when the section is laid out; an item
  /// whose content answers `nil` gets the layout's ``FlowLayout/itemSize``.
  case sizedByContent

  /// Self-sizing: an item is placed with this estimate until the view measures it, when it is
  /// displayed or prefetched (its controller's `sizeForItem(at:fitting:in:)`, or else the cell's
  /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``). The measured size stays until
  /// the item's content changes or the bounds change across the scroll axis.
  case estimated(CGSize)
}

/// A section's layout in a ``FlowLayout``: what it changes from the layout's defaults.
///
/// Every property is optional: `nil` keeps the layout's value. A section controller returns one
/// from `sectionLayout(for:in:)`:
///
/// ```swift
/// var layout = FlowSectionLayout()
/// layout.inset = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)
/// layout.itemSize = .fixed(CGSize(width: 100, height: 100))
/// layout.headerReferenceSize = CGSize(width: 0, height: 30)
/// ```
public struct FlowSectionLayout: SectionLayoutDescription, Hashable {
  /// How the section's items are sized, or `nil` for the layout's ``FlowLayout/itemSize``.
  public var itemSize: FlowItemSize?

  /// The section's insets, or `nil` for the layout's ``FlowLayout/sectionInset``.
  public var inset: LayoutInsets?

  /// The spacing between lines, or `nil` for the layout's ``FlowLayout/minimumLineSpacing``.
  public var minimumLineSpacing: CGFloat?

  /// The smallest spacing between the items of a line, or `nil` for the layout's
  /// ``FlowLayout/minimumInteritemSpacing``.
  public var minimumInteritemSpacing: CGFloat?

  /// The header's size, or `nil` for the layout's ``FlowLayout/headerReferenceSize``.
  public var headerReferenceSize: CGSize?

  /// The footer's size, or `nil` for the layout's ``FlowLayout/footerReferenceSize``.
  public var footerReferenceSize: CGSize?

  /// A self-sizing header's estimate, or `nil` for a header of ``headerReferenceSize``.
  ///
  /// The header is placed at the estimate's length along the scroll axis until the view
  /// measures it (its controller's `sizeForSupplementaryView(ofKind:at:fitting:in:)`, or else the
  /// view's ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``), then at the measured
  /// length; the items and sections after it move. Across the axis it spans the section, as
  /// every flow header does. The estimate is kept as ``headerReferenceSize``, which setting this
  /// sets; setting it to `nil` makes the header one of a fixed size again.
  public var estimatedHeaderSize: CGSize? {
    get { isHeaderSelfSizing ? headerReferenceSize : nil }
    set {
      isHeaderSelfSizing = newValue != nil
      if let newValue { headerReferenceSize = newValue }
    }
  }

  /// A self-sizing footer's estimate, or `nil` for a footer of ``footerReferenceSize``; see
  /// ``estimatedHeaderSize``.
  public var estimatedFooterSize: CGSize? {
    get { isFooterSelfSizing ? footerReferenceSize : nil }
    set {
      isFooterSelfSizing = newValue != nil
      if let newValue { footerReferenceSize = newValue }
    }
  }

  /// Whether the header and footer size themselves, their reference sizes being estimates: two
  /// flags rather than two more sizes, since a description is kept and compared for every
  /// section at every preparation.
  private var isHeaderSelfSizing = false
  private var isFooterSelfSizing = false

  /// Creates a section layout that changes the given values and keeps the layout's others.
  ///
  /// - Parameters:
  ///   - itemSize: How items are sized.
  ///   - inset: The section's insets.
  ///   - minimumLineSpacing: The spacing between lines.
  ///   - minimumInteritemSpacing: The smallest spacing between the items of a line.
  ///   - headerReferenceSize: The header's size.
  ///   - footerReferenceSize: The footer's size.
  ///   - estimatedHeaderSize: A self-sizing header's estimate, which takes the place of
  ///     `headerReferenceSize`.
  ///   - estimatedFooterSize: A self-sizing footer's estimate, which takes the place of
  ///     `footerReferenceSize`.
  public init(
    itemSize: FlowItemSize? = nil,
    inset: LayoutInsets? = nil,
    minimumLineSpacing: CGFloat? = nil,
    minimumInteritemSpacing: CGFloat? = nil,
    headerReferenceSize: CGSize? = nil,
    footerReferenceSize: CGSize? = nil,
    estimatedHeaderSize: CGSize? = nil,
    estimatedFooterSize: CGSize? = nil
  ) {
    self.itemSize = itemSize
    self.inset = inset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    if let estimatedHeaderSize { self.estimatedHeaderSize = estimatedHeaderSize }
    if let estimatedFooterSize { self.estimatedFooterSize = estimatedFooterSize }
  }
}

extension FlowSectionLayout {
  /// The description with every length as a flow layout uses it (NaN, infinite and negative
  /// lengths as zero), so that two descriptions that lay out the same compare equal, NaN included.
  var normalized: FlowSectionLayout {
    let sanitized = FlowSectionGeometry.sanitized
    func size(_ size: CGSize) -> CGSize {
      CGSize(width: sanitized(size.width), height: sanitized(size.height))
    }
    var copy = self
    switch itemSize {
    case .fixed(let fixed): copy.itemSize = .fixed(size(fixed))
    case .estimated(let estimate): copy.itemSize = .estimated(size(estimate))
    case .sizedByContent, nil: break
    }
    copy.inset = inset.map {
      LayoutInsets(
        top: sanitized($0.top), left: sanitized($0.left), bottom: sanitized($0.bottom),
        right: sanitized($0.right))
    }
    copy.minimumLineSpacing = minimumLineSpacing.map(sanitized)
    copy.minimumInteritemSpacing = minimumInteritemSpacing.map(sanitized)
    copy.headerReferenceSize = headerReferenceSize.map(size)
    copy.footerReferenceSize = footerReferenceSize.map(size)
    return copy
  }
}
