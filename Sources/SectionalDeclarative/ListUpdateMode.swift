import SectionalAdapter

/// How ``CollectionViewAdapter/apply(_:updateMode:completion:)`` brings a list to the screen.
///
/// SwiftyListKit's animation modes and KarrotListKit's `animatingDifferences` map here: an
/// animated diff is ``animated``, a plain reload is ``reloadData``.
public enum ListUpdateMode: Hashable, Sendable {
  /// A batch update: sections and cells inserted, deleted and moved, changed cells
  /// reconfigured in place. Above the adapter's ``CollectionViewAdapter/reloadThreshold``
  /// changes it becomes a reload, as KarrotListKit does above 100.
  case animated

  /// A reload of everything, with no animation.
  case reloadData

  /// Content changes only: changed cells are reconfigured in place and nothing moves. A list
  /// whose sections or cells were inserted, deleted or moved is applied with a reload instead,
  /// and reported (``Diagnostic/Kind/structuralChangeInContentOnlyUpdate``).
  case reconfigureOnly

  /// The adapter's style of update.
  var style: UpdateStyle {
    switch self {
    case .animated: .batch
    case .reloadData: .reload
    case .reconfigureOnly: .contentOnly
    }
  }
}
