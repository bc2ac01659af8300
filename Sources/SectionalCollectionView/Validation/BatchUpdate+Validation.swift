extension BatchUpdate {
  /// Validates the batch against the item counts before and after it, as UIKit does.
  ///
  /// The same as ``ValidatedBatchUpdate/init(validating:itemCountsBefore:itemCountsAfter:strictness:)``,
  /// written from the batch.
  ///
  /// ```swift
  /// let batch = BatchUpdate(itemInserts: [IndexPath(item: 3, section: 0)])
  /// let update = try batch.validated(itemCountsBefore: [3], itemCountsAfter: [4])
  /// ```
  ///
  /// - Parameters:
  ///   - itemCountsBefore: The collection view's cached item count of each section before the
  ///     update.
  ///   - itemCountsAfter: The data source's item count of each section after the update.
  ///   - strictness: Whether to also reject the batches UIKit accepts but then crashes on.
  /// - Returns: The validated update, which maps sections and items across it.
  /// - Throws: The first rule the batch breaks, in UIKit's order of checks.
  /// - Complexity: O(*s* log *k* + *k* log *k*) for *s* sections and *k* operations.
  public func validated(
    itemCountsBefore: [Int],
    itemCountsAfter: [Int],
    strictness: Strictness = .strict
  ) throws(BatchUpdateError) -> ValidatedBatchUpdate {
    try ValidatedBatchUpdate(
      validating: self, itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter,
      strictness: strictness)
  }
}
