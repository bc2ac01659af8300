import Sectional

/// What one command did on a screen: the batches the view applied and what happened, in order.
public struct ScreenStep {
  /// The batch updates the view applied, in order.
  public var batches: [BatchUpdate]

  /// What happened, for the log: pages loaded, selection, scrolling, diagnostics.
  public var events: [String]

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - batches: The batch updates the view applied, in order.
  ///   - events: What happened, in order.
  public init(batches: [BatchUpdate] = [], events: [String] = []) {
    self.batches = batches
    self.events = events
  }
}
