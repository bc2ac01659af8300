import Foundation

/// The description of one section of a ``CompositionalLayout``: its root group, which repeats
/// until the section's items run out, and what surrounds the groups (UIKit's
/// `NSCollectionLayoutSection`).
///
/// Along the layout's scroll axis a section is, in order: its leading boundary views (a header),
/// its top content inset, the copies of its root group separated by ``interGroupSpacing``, its
/// bottom inset, and its trailing boundary views (a footer). An empty section has no group copy
/// and no insets, but keeps its header and footer. The root group's fractions resolve against the
/// section's box: the container (the view's bounds) less the insets of ``contentInsetsReference``
/// and ``contentInsets``, on both axes (a `.fractionalHeight(1)` root group fills the viewport
/// less the insets).
///
/// A controller provides its section's description by adopting `SectionLayoutProviding`; the
/// layout's section provider describes the sections whose controllers do not.
public struct LayoutSection: SectionLayoutDescription, Hashable {
  /// The group that repeats.
  public var group: LayoutGroup

  /// The space between consecutive copies of the group; not before the first nor after the last.
  ///
  /// A negative spacing overlaps the copies by that much, the way cards stacked over one another
  /// are drawn, and is not reported; a spacing that is not finite counts as zero and is.
  /// (Spacings between subitems, ``LayoutSpacing``, are minimums: a negative one counts as zero.)
  public var interGroupSpacing: CGFloat

  /// The space between the section's groups and its edges (and its header and footer).
  public var contentInsets: DirectionalEdgeInsets

  /// What ``contentInsets`` are measured from; the configuration's reference by default.
  public var contentInsetsReference: ContentInsetsReference

  /// Whether headers and footers are inset across the axis like the groups; `true` by default.
  public var supplementariesFollowContentInsets: Bool

  /// Whether the section scrolls on its own across the layout's axis; not by default.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior

  /// Headers, footers and other views on the section's edges.
  ///
  /// They all take `IndexPath(item: 0, section: s)`, so each needs its own element kind: of
  /// several of one kind, only the first is laid out, with a
  /// ``CompositionalLayoutDiagnostic/Kind/duplicateElementKind(_:)`` diagnostic.
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]

  /// Views drawn behind the section, such as a background.
  ///
  /// As for ``boundarySupplementaryItems``, only the first of several of one element kind is
  /// laid out.
  public var decorationItems: [DecorationItem]

  /// A closure that adjusts the section's visible items just before they are shown, on every
  /// layout pass and every scroll of the section; `nil` by default.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

  /// Creates a section around its root group.
  ///
  /// - Parameter group: The group that repeats.
  public init(group: LayoutGroup) {
    self.group = group
    self.interGroupSpacing = 0
    self.contentInsets = .zero
    self.contentInsetsReference = .automatic
    self.supplementariesFollowContentInsets = true
    self.orthogonalScrollingBehavior = .none
    self.boundarySupplementaryItems = []
    self.decorationItems = []
    self.visibleItemsInvalidationHandler = nil
  }
}
