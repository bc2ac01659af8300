import Foundation
import SectionalCollectionView
import SectionalLayout

/// Something the adapter or a section controller met that a correct app would not do, and how it
/// recovered.
///
/// The adapter never crashes on bad input: it reports a diagnostic, recovers, and goes on; a
/// controller reports through its environment (``SectionEnvironment/report(_:severity:indexPath:message:)``),
/// and the adapter names its section and controller. By
/// default diagnostics are written to standard error; a test sets
/// ``CollectionViewAdapter/diagnosticHandler`` to turn them into failures.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// Two sections share an id; the first is kept and the others are dropped.
    case duplicateSectionID
    /// An event named an index path that no longer exists; the event was dropped.
    case staleIndexPath
    /// A controller asked to change its items after its section was removed; ignored.
    case sectionRemoved
    /// A controller's item changes do not add up to its new item count; the section was
    /// reloaded instead.
    case itemCountMismatch
    /// The collection view's counts differed from the adapter's before an update; the update was
    /// applied with `reloadData()`.
    case staleCollectionView
    /// The collection view's data source is no longer the adapter: a second adapter was made
    /// over the same view, or the view's data source was set to another object or `nil`. The
    /// adapter kept the update in its own sections (``CollectionViewAdapter/sectionIDs``) and sent
    /// the view nothing, since the view shows another data source's items; a change a controller
    /// asked for is committed the same way, and its completion gets `false`.
    case dataSourceReplaced
    /// One controller instance was given to two sections; the later section is shown empty.
    case controllerShared
    /// The collection view reported a misuse, such as a cell returned without being dequeued or
    /// an invalid batch update; ``Diagnostic/collectionViewError`` holds it, and the section is
    /// the one whose controller was answering when it happened, if any.
    case collectionViewError
    /// The layout placed a supplementary view (a header or footer with a size) that the
    /// section's controller does not provide; its space is left blank, where UIKit would crash.
    case missingSupplementaryView
    /// The user moved an item interactively into another section; items move only within their
    /// section, so the move was refused before any batch and the item stays where it was.
    case crossSectionMove
    /// Item changes computed when they were asked for no longer described the section's items
    /// when they were applied (an earlier queued change or update changed them); the section was
    /// reloaded whole instead. `CollectionViewContext.apply(_:completion:)` computes changes when
    /// they are applied.
    case staleItemChanges
    /// An update asked to change content only (``UpdateStrategy/reconfigureOnly``) would have
    /// inserted, deleted, moved or reloaded sections or items; it was applied with
    /// `reloadData()` instead, so that the screen still shows the data.
    case structuralChangeInContentOnlyUpdate
    /// Two cells of a declarative section share an id; the first is kept and the others are
    /// dropped. ``Diagnostic/indexPath`` names the dropped cell: its section's index in the list
    /// and its index in the section as written.
    case duplicateCellID
    /// A section's layout description is of a type the collection view's layout does not read
    /// (a `LayoutSection` on a flow layout, a `FlowSectionLayout` on a compositional one, a
    /// custom layout's on either); the section is laid out with the layout's defaults. The
    /// message names the description's type and the layout's.
    case unreadableSectionLayout
    /// A section asked for a stock layout (`.vertical`, `.horizontal`, `.verticalGrid`) on a
    /// layout that makes none (it does not adopt `StockSectionLayoutDescribing`); the section is
    /// laid out with the layout's defaults.
    case stockLayoutUnavailable
    /// A declarative section written as a group of components has an item written without one
    /// (a plain `Item` among the components): it has no cell to show, so the section's cells
    /// fill the items before it and after it in order.
    case itemWithoutComponent
    /// A declarative section written as a repeated group (`ListSection(id:repeating:group:)`)
    /// has groups laid out unlike the first: the layout repeats one group, so their components
    /// take the first group's sizes. ``Diagnostic/message`` says how many differ. Also such a
    /// section whose group its components do not fill, where the lengths tell: the layout
    /// repeats the group's subitems into the room, as UIKit's does, so one group shows the
    /// components of more than one element.
    case repeatedGroupsDiffer
    /// A compositional modifier (`orthogonalScrollingBehavior`, `interGroupSpacing`,
    /// `boundarySupplementaryItem`…) was written on a declarative section that is not a group of
    /// components (``Diagnostic/message`` names it), or asks for what a section cannot show; it
    /// changes nothing. Also a cell shown in a stock layout whose component attaches views to
    /// its item (a badge), which that layout does not place (once a section); and a
    /// `boundarySupplementaryItem` on a section of cells, whose component is shown as the
    /// section's header or footer without the item's size, alignment and pinning.
    case compositionalModifierIgnored
    /// A modifier of a section of cells (`withHeader(_:)`, `withSectionLayout(_:)`, a header's
    /// display handler…) was written on a declarative section that shows a hand-written
    /// controller's section, which shows what its controller provides: it changes nothing.
    /// ``Diagnostic/message`` names the modifier; each apply of the list reports it. Also a
    /// header's or footer's display handler (`willDisplayHeader`…) on a declarative section
    /// without that header or footer: the handler never runs (KarrotListKit asserts). It is
    /// reported when the section is applied, not again while a later list keeps the same
    /// section value. Also a header or footer (`withHeader(_:)`) of a section whose
    /// compositional layout, given or written as a group, has no boundary supplementary item of
    /// its kind to place it: it is not shown.
    case modifierIgnored
    /// A component that carries its layout (`LayoutComponent`) is sized outside a group (a cell
    /// of a section with a stock layout, a header or a footer) and states an absolute length
    /// beside a fractional or estimated one, which its default `layoutMode` cannot keep: it
    /// takes the length the layout gives instead. Write it in a group (`HGroup`, `VGroup`), or
    /// give it a `layoutMode` of its own. ``Diagnostic/message`` names the component's type;
    /// each section reports a type once.
    case componentSizeIgnored
    /// A decoration view was shown for a decoration component's kind but is of another class:
    /// the kind is registered to a view of a hand-written section too (one kind, one class). The
    /// view shows what its own class draws, not the component; give the component another
    /// `elementKind`.
    case decorationKindConflict
    /// A stock list or single-item controller was created with `init()` for a model that is
    /// not its items, and its class does not override `items(for:)` (`item(for:)`): it has no
    /// way to make items, and shows none.
    case itemsNotProvided
    /// A controller stated an item's size that cannot place it: a length that is not finite, is
    /// negative, or is longer than `LayoutLimits.maximumElementLength`. The message names the
    /// item and the value; the layout places the item with its own size instead (its estimate,
    /// or its default item size).
    case invalidSize
    /// The layout met something in the section's description that it lays out in a way of its
    /// own, and said so; ``Diagnostic/layoutDiagnostic`` holds what it reported.
    case layoutDiagnostic
  }

  /// How serious it is.
  public enum Severity: Hashable, Sendable, Comparable {
    /// Recovered without visible effect.
    case warning
    /// Recovered, but the app has a bug to fix.
    case error
  }

  /// What went wrong.
  public let kind: Kind

  /// How serious it is.
  public let severity: Severity

  /// The id of the section involved, if any.
  public let sectionID: SectionID?

  /// The type of the section's controller, if known.
  public let controllerType: String?

  /// The index path involved, if any.
  public let indexPath: IndexPath?

  /// A sentence that explains it, naming the section and index.
  public let message: String

  /// The collection view's error, for a ``Kind/collectionViewError`` diagnostic.
  public let collectionViewError: CollectionViewError?

  /// What the layout reported, for a ``Kind/layoutDiagnostic`` diagnostic.
  public let layoutDiagnostic: CompositionalLayoutDiagnostic?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - severity: How serious it is.
  ///   - sectionID: The id of the section involved.
  ///   - controllerType: The type of the section's controller.
  ///   - indexPath: The index path involved.
  ///   - message: A sentence that explains it.
  ///   - collectionViewError: The collection view's error, for a ``Kind/collectionViewError``.
  ///   - layoutDiagnostic: What the layout reported, for a ``Kind/layoutDiagnostic``.
  public init(
    kind: Kind,
    severity: Severity,
    sectionID: SectionID? = nil,
    controllerType: String? = nil,
    indexPath: IndexPath? = nil,
    message: String,
    collectionViewError: CollectionViewError? = nil,
    layoutDiagnostic: CompositionalLayoutDiagnostic? = nil
  ) {
    self.collectionViewError = collectionViewError
    self.layoutDiagnostic = layoutDiagnostic
    self.kind = kind
    self.severity = severity
    self.sectionID = sectionID
    self.controllerType = controllerType
    self.indexPath = indexPath
    self.message = message
  }

  /// `error: <message> [section <id>, <controller>, index path <s-i>]`.
  public var description: String {
    var context: [String] = []
    if let sectionID { context.append("section \(sectionID)") }
    if let controllerType { context.append(controllerType) }
    if let indexPath { context.append("index path \(indexPath.compactDescription)") }
    let suffix = context.isEmpty ? "" : " [\(context.joined(separator: ", "))]"
    return "\(severity == .error ? "error" : "warning"): \(message)\(suffix)"
  }
}
