import Foundation
import SectionalLayout

/// The object that a collection view tells about highlight, selection, display, context menus and
/// scrolling, asks whether to allow them, and asks for each section's layout and the sizes of
/// items.
///
/// Every requirement has a default: a delegate implements only what it cares about. The `should`
/// questions default to `true`. The scroll events come from ``CollectionViewScrollDelegate``, as
/// `UICollectionViewDelegate` inherits them from `UIScrollViewDelegate`.
@MainActor
public protocol CollectionViewDelegate: CollectionViewScrollDelegate {
  /// Returns whether an item may be highlighted when touched.
  func collectionView(
    _ collectionView: any CollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool

  /// Tells the delegate that an item was highlighted.
  func collectionView(_ collectionView: any CollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Tells the delegate that an item lost its highlight.
  func collectionView(
    _ collectionView: any CollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Returns whether an item may be selected.
  func collectionView(_ collectionView: any CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// Tells the delegate that the user selected an item.
  func collectionView(_ collectionView: any CollectionView, didSelectItemAt indexPath: IndexPath)

  /// Returns whether an item may be deselected.
  func collectionView(
    _ collectionView: any CollectionView, shouldDeselectItemAt indexPath: IndexPath
  )
    -> Bool

  /// Tells the delegate that the user deselected an item.
  func collectionView(_ collectionView: any CollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Tells the delegate that a cell is about to be shown.
  func collectionView(
    _ collectionView: any CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  )

  /// Tells the delegate that a cell is no longer shown.
  ///
  /// `indexPath` is where the item was when it stopped being shown; for a deleted item that is its
  /// index path before the update.
  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  )

  /// Tells the delegate that a supplementary view is about to be shown.
  func collectionView(
    _ collectionView: any CollectionView,
    willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  )

  /// Tells the delegate that a supplementary view is no longer shown.
  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  )

  /// Tells the delegate that a decoration view (a section background, say) is about to be shown.
  ///
  /// UIKit's delegate has no such event: there a decoration view takes what it shows from its
  /// layout attributes. A headless layout's attributes are plain values, so the view tells the
  /// delegate instead, and whoever describes the decoration can give the view its content (the
  /// declarative layer renders its decoration components this way). The default does nothing.
  func collectionView(
    _ collectionView: any CollectionView,
    willDisplayDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  )

  /// Tells the delegate that a decoration view is no longer shown; `indexPath` is where it was
  /// (before the update, for a section the update deleted). The default does nothing.
  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  )

  /// Returns the context menu for an item, or `nil` for none.
  func collectionView(
    _ collectionView: any CollectionView,
    contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration?

  /// Returns where an item being moved interactively may land, given where the user proposes;
  /// the default accepts the proposal.
  ///
  /// As in UIKit, the view asks while the item moves, so that the movement never targets an
  /// index path the model cannot take (an adapter keeps items within their section).
  func collectionView(
    _ collectionView: any CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  // MARK: Layout

  /// Returns a section's own layout description, or `nil` (the default) for the layout's
  /// defaults.
  ///
  /// The view passes it to its layout through ``LayoutContent/layout(ofSection:)``; a layout
  /// reads the descriptions of its own type, such as ``FlowSectionLayout``. One question serves
  /// every layout, so a new layout needs no new delegate.
  func collectionView(
    _ collectionView: any CollectionView,
    layoutForSectionAt section: Int
  ) -> (any SectionLayoutDescription)?

  /// Returns the sections of a range that have a layout description, in ascending order, each
  /// with it: what `collectionView(_:layoutForSectionAt:)` answers for every section, at once.
  ///
  /// The view asks it when its layout reads every section (``LayoutContent/layouts(ofSections:)``),
  /// so that a screen of many sections costs one call rather than one a section. The default asks
  /// `collectionView(_:layoutForSectionAt:)` for each section; a delegate that implements
  /// it must answer the same descriptions.
  func collectionView(
    _ collectionView: any CollectionView,
    layoutsForSectionsIn sections: Range<Int>
  ) -> [DescribedSection]

  /// Returns the sections of a range that have a layout description, in ascending order, each
  /// with the stamp of its description, or `nil` when the delegate stamps none.
  ///
  /// The view asks it for its layout (``LayoutContent/descriptionStamps(ofSections:)``): a
  /// section whose stamp is the one it was laid out with keeps its frames without its
  /// description being read. A stamp is a promise: while it stays the same,
  /// `collectionView(_:layoutForSectionAt:)` answers the same description; break it and the
  /// section shows the old one. ``DescriptionStamp/unstamped`` promises nothing. The default
  /// returns `nil`, and every description is read.
  func collectionView(
    _ collectionView: any CollectionView,
    descriptionStampsForSectionsIn sections: Range<Int>
  ) -> [StampedSection]?

  /// Returns a stamp of every section's description at once, or `nil` when the delegate
  /// promises none.
  ///
  /// The view asks it for its layout (``LayoutContent/descriptionsRevision``): while it stays
  /// the same, `collectionView(_:layoutForSectionAt:)` answers the same description for every
  /// section, so a layout that only lays changed sections out again keeps the descriptions it
  /// holds. Break the promise and a section shows an old description. The default returns
  /// `nil`.
  func descriptionsRevision(in collectionView: any CollectionView) -> DescriptionStamp?

  /// Tells the delegate that the view's layout could not read a section's description (it is
  /// of another layout's type) and laid the section out with its defaults.
  ///
  /// The view passes on ``LayoutContent/layout(_:cannotRead:ofSection:)``. The adapter reports
  /// it as a diagnostic naming the section and its controller; the default writes it to
  /// standard error.
  func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    cannotRead description: any SectionLayoutDescription,
    forSectionAt section: Int)

  /// Tells the delegate that the view's layout reported a diagnostic about a section's
  /// description.
  ///
  /// The view passes on ``LayoutContent/layout(_:didReport:)``. The adapter reports it as a
  /// diagnostic naming the section and its controller; the default writes it to standard error.
  func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    didReport diagnostic: CompositionalLayoutDiagnostic)

  /// Returns the size of an item for the size the layout proposes, or `nil` (the default) to
  /// leave it to the layout.
  ///
  /// The view passes it to its layout through ``LayoutContent/sizeForItem(at:fitting:)``. When
  /// the view measures an item whose size the layout estimated, the proposal leaves the
  /// estimated dimensions open (`greatestFiniteMagnitude`) and fixes the others at the frame's
  /// lengths, as UIKit's compositional layout does
  /// (``LayoutAttributes/estimatedDimensions``): a card estimated in width in a row of fixed
  /// height is proposed an open width at that height. Where the layout does not say which
  /// dimensions it estimated (the flow layout), the one along the scroll axis is open.
  func collectionView(
    _ collectionView: any CollectionView,
    sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize?

  /// Returns the size of a self-sizing supplementary view (a header or footer whose size the
  /// layout estimated) for the size the layout proposes, or `nil` (the default) to let the view
  /// measure itself (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
  ///
  /// The proposal is open along the dimensions the layout estimated and fixed along the others,
  /// as for items.
  func collectionView(
    _ collectionView: any CollectionView,
    sizeForSupplementaryViewOfKind kind: ElementKind,
    at indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize?
}

extension CollectionViewDelegate {
  /// Allows the highlight.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// Allows the selection.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didSelectItemAt indexPath: IndexPath
  ) {}

  /// Allows the deselection.
  public func collectionView(
    _ collectionView: any CollectionView,
    shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    willDisplayDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingDecorationView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {}

  /// No context menu.
  public func collectionView(
    _ collectionView: any CollectionView,
    contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }

  /// Accepts the proposal.
  public func collectionView(
    _ collectionView: any CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// The layout's defaults.
  public func collectionView(
    _ collectionView: any CollectionView,
    layoutForSectionAt section: Int
  ) -> (any SectionLayoutDescription)? { nil }

  /// Returns `nil`: no description is stamped, and the layout reads them all.
  public func collectionView(
    _ collectionView: any CollectionView,
    descriptionStampsForSectionsIn sections: Range<Int>
  ) -> [StampedSection]? { nil }

  /// Returns `nil`: no revision is promised, and the layout reads the stamps each time.
  public func descriptionsRevision(in collectionView: any CollectionView) -> DescriptionStamp? {
    nil
  }

  /// Asks `collectionView(_:layoutForSectionAt:)` for each section.
  ///
  /// - Complexity: O(*s*) calls for *s* sections.
  public func collectionView(
    _ collectionView: any CollectionView,
    layoutsForSectionsIn sections: Range<Int>
  ) -> [DescribedSection] {
    var layouts: [DescribedSection] = []
    for section in sections {
      if let description = self.collectionView(collectionView, layoutForSectionAt: section) {
        layouts.append(DescribedSection(section: section, description: description))
      }
    }
    return layouts
  }

  /// Writes the diagnostic to standard error.
  public func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    FileHandle.standardError.write(Data("Sectional: \(diagnostic.message)\n".utf8))
  }

  /// Writes the unread description to standard error.
  public func collectionView(
    _ collectionView: any CollectionView,
    layout: any CollectionViewLayout,
    cannotRead description: any SectionLayoutDescription,
    forSectionAt section: Int
  ) {
    let message = unreadableDescriptionMessage(
      description, ofSection: section, by: layout)
    FileHandle.standardError.write(Data("Sectional: \(message)\n".utf8))
  }

  /// Left to the layout.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? { nil }

  /// Left to the view.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizeForSupplementaryViewOfKind kind: ElementKind,
    at indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? { nil }
}
