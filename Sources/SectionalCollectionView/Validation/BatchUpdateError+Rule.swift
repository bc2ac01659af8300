extension BatchUpdateError {
  /// A rule of `UICollectionView.performBatchUpdates` that a batch update can break.
  ///
  /// Each case names one failure of the batch-update rules, which <doc:BatchUpdateRules> states
  /// in full. UIKit's own checks carry the identifier of their message (M1–M25); checks that
  /// UIKit does not make carry the identifier of the rule (R20, R23, R25, R26); checks that
  /// neither UIKit nor its rules describe, and that Sectional adds so that no input can crash
  /// it, carry an identifier of their own (S1–S6). ``specificationID`` returns it.
  ///
  /// The count failures use the classic texts M24 and M25. Since iOS 16.4 UIKit can also word a
  /// count failure as M26 ("Invalid batch updates detected: …"); Sectional does not produce
  /// that variant, and tests that match on a message prefix should accept both.
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    /// A reload names an index path or section the batch also deletes, or an item it also moves
    /// (M1, rules R6 and R7).
    case deleteAndReloadSameIndexPath

    /// A deleted or reloaded section does not exist before the update (M2).
    case deleteSectionOutOfBounds

    /// A section is both deleted and moved (M3, rule R8).
    case deleteAndMoveSameSection

    /// An item is both deleted and moved (M4, rule R8).
    case deleteAndMoveSameIndexPath

    /// An item moves out of a section the batch deletes or reloads (M5, rules R8 and R12).
    case moveFromDeletedSection

    /// A deleted or reloaded item is in a section that does not exist before the update (M6).
    case deleteItemFromNonexistentSection

    /// A deleted or reloaded item does not exist before the update (M7, rule R5).
    case deleteItemOutOfBounds

    /// An inserted section does not exist after the update (M8).
    case insertSectionOutOfBounds

    /// A section is both inserted, or placed by a reload, and the destination of a move (M9,
    /// rule R9).
    case insertAndMoveToSameSection

    /// An index path is both inserted, or placed by a reload, and the destination of a move
    /// (M10, rule R9).
    case insertAndMoveToSameIndexPath

    /// An item moves into a section the batch inserts or reloads (M11, rules R9 and R12).
    case moveIntoInsertedSection

    /// An inserted item is in a section that does not exist after the update (M12).
    case insertItemIntoNonexistentSection

    /// An inserted item does not exist after the update (M13).
    case insertItemOutOfBounds

    /// A moved section does not exist before the update (M14).
    case moveSectionFromOutOfBounds

    /// A section moves to a section that does not exist after the update (M15).
    case moveSectionToOutOfBounds

    /// A moved item is in a section that does not exist before the update (M16).
    case moveItemFromNonexistentSection

    /// A moved item does not exist before the update (M17).
    case moveItemFromOutOfBounds

    /// An item moves into a section that does not exist after the update (M18).
    case moveItemToNonexistentSection

    /// An item moves to an index path that does not exist after the update (M19).
    case moveItemToOutOfBounds

    /// One section moves to two destinations (M20, rule R10).
    case sectionMovedToTwoDestinations

    /// One item moves to two destinations (M21, rule R10).
    case itemMovedToTwoDestinations

    /// Two sections move to the same destination (M22, rule R10).
    case twoSectionsMovedToSameDestination

    /// Two items move to the same destination (M23, rule R10).
    case twoItemsMovedToSameDestination

    /// The number of sections after the update is not the number before, plus the sections
    /// inserted, minus the sections deleted (M24, rule R14).
    case invalidSectionCount

    /// The number of items in a section after the update is not the number before, plus or minus
    /// the items inserted, deleted, moved in and moved out (M25, rule R15).
    case invalidItemCount

    /// `reloadData()` was called inside a batch update block (rule R20).
    ///
    /// Validation never raises it: a view reports it when the call happens, with
    /// ``BatchUpdateError/reloadDataInsideBatchUpdates``.
    case reloadDataInsideBatchUpdates

    /// The same item is deleted twice, by deletes or reloads (rule R23).
    ///
    /// UIKit accepts the batch, counts both deletes and crashes later, so only
    /// ``BatchUpdate/Strictness/strict`` validation rejects it.
    case duplicateDelete

    /// A section moves to its own index while an item moves out of it (rule R25).
    ///
    /// UIKit accepts the batch and fails later, so only ``BatchUpdate/Strictness/strict``
    /// validation rejects it.
    case noOpSectionMoveWithItemMove

    /// An item is deleted from, inserted into or moved out of or into a section that the same
    /// batch moves (rule R26).
    ///
    /// UIKit accepts the batch but corrupts its state, so only
    /// ``BatchUpdate/Strictness/strict`` validation rejects it.
    case itemChangeInsideMovedSection

    /// An index path of the batch does not have exactly two indexes, a section and an item (S1).
    case malformedIndexPath

    /// An item count before or after the update is negative (S2).
    case negativeItemCount

    /// A reconfigured item does not exist before the update (S3).
    case reconfigureOutOfBounds

    /// A reconfigured item is also deleted, reloaded or moved by the batch (S4).
    case reconfigureOfChangedItem

    /// A reconfigured item is in a section the batch deletes or reloads (S5).
    case reconfigureInChangedSection

    /// Strict mode only: a reload's insert half, placed by R4, lands at a negative item (S6).
    ///
    /// UIKit places the insert by counting the deletes at or below it, so deletes before a
    /// reloaded first item (in a deleted section just before it, or repeated) can put it at item
    /// -1. UIKit's bounds check is signed (`>= count`), so it accepts the batch; where the item
    /// then appears is not documented. Sectional's `.uikit` mode accepts it too (the item arrives
    /// before every other), and strict mode rejects it.
    case reloadPlacedBeforeFirstItem

    /// The identifier of the failure in the batch-update rules: a message (`"M25"`), a rule
    /// (`"R23"`), or, for Sectional's own checks, `"S1"` to `"S6"`.
    ///
    /// <doc:BatchUpdateRules> has a heading for each identifier, with what the rule means and
    /// which check raises it.
    public var specificationID: String {
      switch self {
      case .deleteAndReloadSameIndexPath: "M1"
      case .deleteSectionOutOfBounds: "M2"
      case .deleteAndMoveSameSection: "M3"
      case .deleteAndMoveSameIndexPath: "M4"
      case .moveFromDeletedSection: "M5"
      case .deleteItemFromNonexistentSection: "M6"
      case .deleteItemOutOfBounds: "M7"
      case .insertSectionOutOfBounds: "M8"
      case .insertAndMoveToSameSection: "M9"
      case .insertAndMoveToSameIndexPath: "M10"
      case .moveIntoInsertedSection: "M11"
      case .insertItemIntoNonexistentSection: "M12"
      case .insertItemOutOfBounds: "M13"
      case .moveSectionFromOutOfBounds: "M14"
      case .moveSectionToOutOfBounds: "M15"
      case .moveItemFromNonexistentSection: "M16"
      case .moveItemFromOutOfBounds: "M17"
      case .moveItemToNonexistentSection: "M18"
      case .moveItemToOutOfBounds: "M19"
      case .sectionMovedToTwoDestinations: "M20"
      case .itemMovedToTwoDestinations: "M21"
      case .twoSectionsMovedToSameDestination: "M22"
      case .twoItemsMovedToSameDestination: "M23"
      case .invalidSectionCount: "M24"
      case .invalidItemCount: "M25"
      case .reloadDataInsideBatchUpdates: "R20"
      case .duplicateDelete: "R23"
      case .noOpSectionMoveWithItemMove: "R25"
      case .itemChangeInsideMovedSection: "R26"
      case .malformedIndexPath: "S1"
      case .negativeItemCount: "S2"
      case .reconfigureOutOfBounds: "S3"
      case .reconfigureOfChangedItem: "S4"
      case .reconfigureInChangedSection: "S5"
      case .reloadPlacedBeforeFirstItem: "S6"
      }
    }

    /// Whether UIKit itself raises this failure.
    ///
    /// `false` for the rules that Sectional checks on its own: the strict rules, the reconfigure
    /// rules, malformed input and `reloadData()` inside a batch.
    public var isRaisedByUIKit: Bool {
      specificationID.hasPrefix("M")
    }
  }
}
