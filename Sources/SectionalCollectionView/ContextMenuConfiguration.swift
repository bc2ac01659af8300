/// A context menu for an item, as a plain value.
///
/// Headless, a context menu is what it offers: an identifier and its actions. A test asks for the
/// menu of an item and checks its actions, or performs one.
public struct ContextMenuConfiguration: Hashable, Sendable {
  /// One entry of a context menu.
  public struct Action: Hashable, Sendable {
    /// The identifier the app recognises the action by.
    public var identifier: String

    /// The title shown to the user.
    public var title: String

    /// Whether the action is styled as destructive.
    public var isDestructive: Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - identifier: The identifier the app recognises the action by.
    ///   - title: The title shown to the user.
    ///   - isDestructive: Whether the action is styled as destructive.
    public init(identifier: String, title: String, isDestructive: Bool = false) {
      self.identifier = identifier
      self.title = title
      self.isDestructive = isDestructive
    }
  }

  /// The identifier of the menu.
  public var identifier: String

  /// The actions, in menu order.
  public var actions: [Action]

  /// Creates a context menu.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the menu.
  ///   - actions: The actions, in menu order.
  public init(identifier: String, actions: [Action]) {
    self.identifier = identifier
    self.actions = actions
  }
}
