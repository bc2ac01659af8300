/// What a drop would do if the user let go now.
public struct DropProposal: Hashable, Sendable {
  /// The operation a drop performs.
  public enum Operation: Hashable, Sendable {
    /// The drop is not handled; nothing happens.
    case cancel
    /// The drop is handled but not allowed here.
    case forbidden
    /// The dropped items are copied.
    case copy
    /// The dropped items are moved.
    case move
  }

  /// Where dropped items go relative to the destination index path.
  public enum Intent: Hashable, Sendable {
    /// No preference.
    case unspecified
    /// The items are inserted at the destination index path.
    case insertAtDestinationIndexPath
    /// The items are dropped into the item at the destination index path.
    case insertIntoDestinationIndexPath
  }

  /// The operation.
  public var operation: Operation

  /// Where the items go.
  public var intent: Intent

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - operation: The operation a drop performs.
  ///   - intent: Where the items go relative to the destination index path.
  public init(operation: Operation, intent: Intent = .unspecified) {
    self.operation = operation
    self.intent = intent
  }

  /// Whether a drop with this proposal is performed.
  public var allowsDrop: Bool {
    operation == .copy || operation == .move
  }
}
