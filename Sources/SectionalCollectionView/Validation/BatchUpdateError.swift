import Foundation

/// The reason a collection view rejects a batch update, with the message UIKit would raise.
///
/// UIKit stops a failing `performBatchUpdates` with an `NSInternalInconsistencyException` whose
/// text names the broken rule. Sectional raises the same text, so that a failure on Linux reads
/// exactly like the crash it prevents on a device, and a search for the message finds the same
/// advice. ``rule`` tells the failures apart in code; ``message`` is for people.
///
/// Index paths are written the way `NSIndexPath` describes itself, without the object's address:
/// `<NSIndexPath> {length = 2, path = 0 - 3}`. A section operation is written as an index path
/// whose item is `NSNotFound` (9223372036854775807), as UIKit stores it.
///
/// ```swift
/// do {
///   _ = try ValidatedBatchUpdate(
///     validating: BatchUpdate(itemInserts: [IndexPath(item: 2, section: 0)]),
///     itemCountsBefore: [3], itemCountsAfter: [3])
/// } catch {
///   error.rule                  // .invalidItemCount
///   error.rule.specificationID  // "M25"
/// }
/// ```
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule the batch broke.
  public let rule: Rule

  /// The text UIKit raises for this failure, or Sectional's own wording for a rule UIKit does
  /// not check.
  public let message: String

  /// Creates an error for a broken rule with its message.
  ///
  /// Validation creates these; a view creates one itself only for a rule it checks on its own,
  /// such as ``Rule/reloadDataInsideBatchUpdates``.
  ///
  /// - Parameters:
  ///   - rule: The rule the batch broke.
  ///   - message: The text that explains the failure.
  public init(rule: Rule, message: String) {
    self.rule = rule
    self.message = message
  }

  /// The message followed by the rule's identifier in <doc:BatchUpdateRules>, in brackets.
  public var description: String {
    "\(message) [\(rule.specificationID)]"
  }

  /// The error for `reloadData()` called inside a batch update block (R20).
  ///
  /// UIKit suspends the reload and then fails the count check, or corrupts its state, so a
  /// headless view reports the call itself, where the mistake is.
  public static var reloadDataInsideBatchUpdates: BatchUpdateError {
    BatchUpdateError(
      rule: .reloadDataInsideBatchUpdates,
      message:
        "reloadData() must not be called inside performBatchUpdates: the reload is suspended "
        + "until the batch ends, and the batch is then validated against counts it does not "
        + "describe")
  }
}

extension BatchUpdateError {
  /// `NSNotFound` on 64-bit platforms: the item of an index path that stands for a section.
  static let notFound = Int.max

  /// An index path written the way `NSIndexPath` describes itself, without its address.
  ///
  /// - Complexity: O(*k*), where *k* is the length of the index path.
  static func describe(_ indexPath: IndexPath) -> String {
    let path = indexPath.map(String.init).joined(separator: " - ")
    return "<NSIndexPath> {length = \(indexPath.count), path = \(path)}"
  }

  /// An update target written as UIKit writes its update item's index path.
  static func describe(_ target: UpdateTarget) -> String {
    describe(IndexPath(item: target.item ?? notFound, section: target.section))
  }
}
