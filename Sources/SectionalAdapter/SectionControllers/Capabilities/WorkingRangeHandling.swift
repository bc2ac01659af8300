/// A section controller told when its section comes near the visible sections and leaves again.
///
/// The working range is the visible sections plus ``CollectionViewAdapter/workingRangeSize``
/// sections on each side. A controller typically starts loading images or data when it enters,
/// and cancels when it leaves, as with IGListKit's working range.
@MainActor
public protocol WorkingRangeHandling: SectionController {
  /// Tells the controller that its section entered the working range.
  func didEnterWorkingRange()
  /// Tells the controller that its section left the working range.
  func didExitWorkingRange()
}
