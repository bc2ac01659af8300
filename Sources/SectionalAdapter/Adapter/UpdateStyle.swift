/// How a section update reaches the collection view.
package enum UpdateStyle: Equatable {
  /// A batch update, or `reloadData()` when the batch would be larger than the adapter's
  /// ``CollectionViewAdapter/reloadThreshold`` or the view's counts are stale.
  case batch

  /// Always `reloadData()`.
  case reload

  /// A batch only when it changes no structure (no section or item inserted, deleted, moved or
  /// reloaded): changed items are reconfigured in place. A structural change is applied with
  /// `reloadData()` and reported (``Diagnostic/Kind/structuralChangeInContentOnlyUpdate``).
  case contentOnly

  /// The style of two coalesced updates, this one asked for first: a reload if either reloads,
  /// content only if both are, a batch otherwise.
  ///
  /// - Parameter later: The style of the update asked for after this one.
  /// - Returns: The style that honours both.
  func coalesced(with later: UpdateStyle) -> UpdateStyle {
    switch (self, later) {
    case (.reload, _), (_, .reload): .reload
    case (.contentOnly, .contentOnly): .contentOnly
    default: .batch
    }
  }
}
