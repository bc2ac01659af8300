import Foundation

/// What a layout may ask about the content it arranges.
///
/// A collection view hands itself, or an adapter over its data source and delegate, to
/// ``CollectionViewLayout/prepare(for:)``. It carries what every layout needs, whatever its
/// kind: the counts, the visible bounds, the display scale and the layout direction. What is
/// particular to a layout comes per section, as a ``SectionLayoutDescription`` value of the layout's own
/// type, and per item, as a size the content states for a proposed size.
@MainActor
public protocol LayoutContent: AnyObject {
  /// The visible area: its size is the viewport the layout fills, its origin the content offset
  /// (which a layout that pins elements to the visible bounds reads).
  var bounds: CGRect { get }

  /// The insets of the safe area within the bounds: what a layout measures from when it lays out
  /// relative to the safe area (``FlowLayout/SectionInsetReference/safeArea``).
  var safeAreaInsets: LayoutInsets { get }

  /// The insets of the layout margins within the bounds: what a layout measures from when it
  /// lays out relative to the margins (``FlowLayout/SectionInsetReference/layoutMargins``).
  var layoutMargins: LayoutInsets { get }

  /// The insets within the bounds that the content scrolls under, as
  /// `UIScrollView.adjustedContentInset`: the view's content inset plus the sides of its safe
  /// area that its content inset adjustment behaviour adds (for a headless view, those along
  /// the scroll axis by default).
  ///
  /// Headers and footers pinned to the visible bounds stay inside them, as UIKit pins them: a
  /// pinned header sticks at `bounds.minY + adjustedContentInset.top` (the top of the visible
  /// area below a navigation bar), a pinned footer ends at
  /// `bounds.maxY − adjustedContentInset.bottom` (on the horizontal axis, `left` and `right`).
  /// Frames do not depend on them otherwise. Content with no content inset of its own returns
  /// its ``safeAreaInsets``. A value that is not finite counts as zero.
  var adjustedContentInset: LayoutInsets { get }

  /// The number of device pixels per point: frames snap to this grid. 1 for a terminal, 2 or 3
  /// on an iPhone; ``FlowLayout`` counts a value that is not finite and positive as 1.
  var displayScale: CGFloat { get }

  /// The direction in which lines run; a layout mirrors leading and trailing for
  /// ``LayoutDirection/rightToLeft``.
  var layoutDirection: LayoutDirection { get }

  /// The number of sections.
  var numberOfSections: Int { get }

  /// Returns the number of items in a section.
  ///
  /// - Parameter section: The index of a section, less than ``numberOfSections``.
  /// - Returns: The number of items, zero or more.
  func numberOfItems(inSection section: Int) -> Int

  /// Returns the section's own layout description, or `nil` for the layout's defaults.
  ///
  /// A layout reads the descriptions of its own type (``FlowSectionLayout`` for ``FlowLayout``)
  /// and ignores others.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The description its controller provides, if any.
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)?

  /// The number of items of every section, in order: ``numberOfItems(inSection:)`` for each,
  /// read at once.
  ///
  /// A layout that goes over every section reads them here, with one call rather than one a
  /// section. The default asks ``numberOfItems(inSection:)`` for each section.
  var itemCounts: [Int] { get }

  /// Returns the sections of a range that have a layout description, in ascending order, each
  /// with its description: ``layout(ofSection:)`` for every section, read at once.
  ///
  /// A layout that goes over every section reads them here, with one call rather than one a
  /// section, and a section without a description costs it nothing. The default asks
  /// ``layout(ofSection:)`` for each section.
  ///
  /// - Parameter sections: The indices of the sections, within ``numberOfSections``.
  /// - Returns: The sections of `sections` that have a description, in ascending order.
  func layouts(ofSections sections: Range<Int>) -> [DescribedSection]

  /// Returns the sections of a range that have a layout description, in ascending order, each
  /// with the stamp of its description, or `nil` when the content stamps none.
  ///
  /// A stamp is a promise (``DescriptionStamp``): while a section's stamp is one the layout
  /// laid it out with, ``layout(ofSection:)`` returns the same description, so a layout keeps
  /// the section without reading it. ``DescriptionStamp/unstamped`` promises nothing, and a
  /// section missing from the list has no description, as in ``layouts(ofSections:)``.
  ///
  /// ``FlowLayout`` reads the stamps when a batch update invalidated it, and reads only the
  /// descriptions of the sections whose stamps changed. The default returns `nil`: every
  /// description is read.
  ///
  /// - Parameter sections: The indices of the sections, within ``numberOfSections``.
  /// - Returns: The sections of `sections` that have a description, with their stamps, in
  ///   ascending order; `nil` when the content does not stamp descriptions.
  func descriptionStamps(ofSections sections: Range<Int>) -> [StampedSection]?

  /// A stamp of every section's description at once, or `nil` when the content promises none.
  ///
  /// A wider promise than ``descriptionStamps(ofSections:)``: while the revision stays the same,
  /// every section has the description it had when the revision was answered, none gained or
  /// lost one, so a layout that prepared under it, asked again after a change that kept every
  /// section in place (``LayoutInvalidation/itemsChanged(inSections:)``), lays out the changed
  /// sections with the descriptions it holds, and reads neither stamps nor descriptions.
  /// ``FlowLayout`` asks it at the end of every preparation and before an in-place one. The
  /// default returns `nil`: the stamps are read each time.
  var descriptionsRevision: DescriptionStamp? { get }

  /// Tells the content that a layout met a section description of a type it does not read, and
  /// lays the section out with its defaults instead.
  ///
  /// A layout calls it through ``description(ofSection:as:readBy:)``, each time it reads the
  /// section. ``HeadlessCollectionView`` passes it to its delegate, and the adapter reports an
  /// `unreadableSectionLayout` diagnostic naming the section and its controller; the default
  /// writes it to standard error, so that it is never silent.
  ///
  /// - Parameters:
  ///   - layout: The layout that read it.
  ///   - description: The description the layout could not read.
  ///   - section: The index of the section.
  func layout(
    _ layout: any CollectionViewLayout, cannotRead description: any SectionLayoutDescription,
    ofSection section: Int)

  /// Tells the content that a layout met something in a section's description that it lays out
  /// in a documented way of its own (a group that overflows, a value that is not finite), so
  /// that the screen never differs from the description in silence.
  ///
  /// ``HeadlessCollectionView`` passes it to its delegate, and the adapter reports a
  /// `layoutDiagnostic` naming the section and its controller; the default writes it to
  /// standard error.
  ///
  /// - Parameters:
  ///   - layout: The layout that met it.
  ///   - diagnostic: What it met, in which section, and what it did.
  func layout(
    _ layout: any CollectionViewLayout, didReport diagnostic: CompositionalLayoutDiagnostic)

  /// Returns the size the content states for an item, given the size the layout proposes, or
  /// `nil` to leave the size to the layout.
  ///
  /// A layout asks only where its description says the content sizes items (a flow section
  /// whose ``FlowSectionLayout/itemSize`` is ``FlowItemSize/sizedByContent``), so large sections
  /// of uniform items cost nothing here.
  ///
  /// - Parameters:
  ///   - indexPath: The index path of the item.
  ///   - proposal: The space the layout offers: for a vertical flow layout, the width available
  ///     in the section and an unbounded height.
  /// - Returns: The item's size, or `nil`.
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize?

  /// Returns the size the view measured for an item since its content last changed, or `nil`
  /// when it has not measured it.
  ///
  /// A layout that estimates sizes (self-sizing) places an item with its estimate until it is
  /// measured. The view measures items as it realizes them and forgets a measurement when the
  /// item's content changes (reloaded or reconfigured) or the bounds change across the scroll
  /// axis; measurements travel with their items through batch updates.
  ///
  /// - Parameter indexPath: The index path of the item.
  /// - Returns: The measured size, or `nil`.
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize?

  /// Returns the size the view measured for a supplementary view since its content last
  /// changed, or `nil` when it has not measured it.
  ///
  /// A layout that estimates a header's or footer's size (a ``FlowSectionLayout`` with an
  /// ``FlowSectionLayout/estimatedHeaderSize``, a compositional boundary item with an estimated
  /// dimension) places it with its estimate until it is measured, as it does for items. The view
  /// measures shown supplementary views whose attributes say their size is estimated, keeps the
  /// measurement through batch updates with its section, and forgets it when the view is
  /// replaced, its content changes or the bounds change across the scroll axis. The default is
  /// `nil`: content that measures nothing.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: Its index path: `IndexPath(item: 0, section: s)` for a header or footer.
  /// - Returns: The measured size, or `nil`.
  func measuredSize(ofSupplementaryViewOfKind kind: ElementKind, at indexPath: IndexPath)
    -> CGSize?

  /// Returns how far a section that scrolls on its own, across the layout's scroll axis, is
  /// scrolled from its start, in points; zero for every other section.
  ///
  /// A layout with orthogonally scrolling sections (``CompositionalLayout``) shifts the
  /// section's elements by it. The view keeps one offset per section, carries it through batch
  /// updates with its section, and tells the layout when it changes
  /// (``LayoutInvalidation/orthogonalScroll(section:)``). At rest the offset is within the
  /// section's ``OrthogonalScrollingLayout/orthogonalScrollRange(ofSection:)``, at its start
  /// for a section never scrolled (``HeadlessCollectionView/contentOffset(ofSection:)``).
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's own offset: negative where the range allows it (a centred first
  ///   group).
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat
}

extension LayoutContent {
  /// Asks ``numberOfItems(inSection:)`` for each section.
  ///
  /// - Complexity: O(*s*) calls for *s* sections.
  public var itemCounts: [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(max(0, numberOfSections))
    for section in 0..<max(0, numberOfSections) {
      counts.append(numberOfItems(inSection: section))
    }
    return counts
  }

  /// Asks ``layout(ofSection:)`` for each section.
  ///
  /// - Parameter sections: The indices of the sections.
  /// - Returns: The sections of `sections` that have a description, in ascending order.
  /// - Complexity: O(*s*) calls for *s* sections.
  public func layouts(ofSections sections: Range<Int>) -> [DescribedSection] {
    var layouts: [DescribedSection] = []
    for section in sections {
      if let description = layout(ofSection: section) {
        layouts.append(DescribedSection(section: section, description: description))
      }
    }
    return layouts
  }

  /// Returns `nil`: the content stamps no description, and a layout reads them all.
  public func descriptionStamps(ofSections sections: Range<Int>) -> [StampedSection]? {
    nil
  }

  /// Returns `nil`: no revision is promised, and a layout reads the stamps each time.
  public var descriptionsRevision: DescriptionStamp? { nil }

  /// No supplementary view is measured.
  public func measuredSize(ofSupplementaryViewOfKind kind: ElementKind, at indexPath: IndexPath)
    -> CGSize?
  {
    nil
  }

  /// Writes the diagnostic to standard error.
  public func layout(
    _ layout: any CollectionViewLayout, didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    FileHandle.standardError.write(Data("Sectional: \(diagnostic.message)\n".utf8))
  }

  /// Writes the unread description to standard error.
  public func layout(
    _ layout: any CollectionViewLayout, cannotRead description: any SectionLayoutDescription,
    ofSection section: Int
  ) {
    FileHandle.standardError.write(
      Data(
        "Sectional: \(unreadableDescriptionMessage(description, ofSection: section, by: layout))\n"
          .utf8))
  }

  /// Returns a section's description when it is of the type a layout reads; reports one of
  /// another type (``layout(_:cannotRead:ofSection:)``) and returns `nil`, the layout's defaults.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - type: The description type the layout reads.
  ///   - layout: The layout that reads it.
  /// - Returns: The section's description of that type, or `nil`.
  @inline(__always)
  public func description<Description: SectionLayoutDescription>(
    ofSection section: Int, as type: Description.Type, readBy layout: any CollectionViewLayout
  ) -> Description? {
    guard let described = self.layout(ofSection: section) else { return nil }
    if let typed = described as? Description { return typed }
    self.layout(layout, cannotRead: described, ofSection: section)
    return nil
  }

}

/// A sentence that names an unread description's type, its section and the layout's type.
///
/// - Parameters:
///   - description: The description.
///   - section: The index of its section.
///   - layout: The layout that could not read it.
/// - Returns: The sentence.
@MainActor
package func unreadableDescriptionMessage(
  _ description: any SectionLayoutDescription, ofSection section: Int,
  by layout: any CollectionViewLayout
) -> String {
  "section \(section) is described by a \(type(of: description)), which a "
    + "\(type(of: layout)) does not read; it is laid out with the layout's defaults"
}
