import Foundation

/// Something a ``CompositionalLayout`` met in a section's description that UIKit leaves
/// undefined or that does not fit, and what it did.
///
/// The layout never crashes on a description: it lays the section out as the
/// ``Kind`` documents and reports a diagnostic through
/// ``CompositionalLayout/diagnosticHandler``, each time it lays the section out.
public struct CompositionalLayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What the layout met.
  public enum Kind: Hashable, Sendable {
    /// A group's subitems are longer than its box along its axis: a `repeatingSubitem` group
    /// whose copies do not fit, or a single subitem longer than its group. They are placed
    /// anyway and run past the group's edge by the given number of points.
    case groupOverflow(by: CGFloat)

    /// A group took no item (an empty group, or a custom group that returned no frame). A group
    /// nested in another ends the group holding it, and the next items go to the next copy of
    /// the root group; a root group that takes no item leaves the section's remaining items,
    /// and the views attached to that group, not laid out, so no query (by rect or by index
    /// path) returns them.
    case emptyGroup

    /// A dimension, spacing or inset is not finite, or a fraction is negative: it counts as zero.
    case invalidValue

    /// An edge spacing (``LayoutItem/edgeSpacing``, ``LayoutGroup/edgeSpacing``) the layout does
    /// not apply: the root
    /// group's, which has no neighbours in a group, or that of the subitem of a group of equal
    /// slots (`subitem:count:`), whose slot is its frame.
    case edgeSpacingIgnored

    /// A fractional dimension resolves against a container whose length on that axis is only
    /// estimated: it resolves against the estimate.
    case fractionalOnEstimatedAxis

    /// Two supplementary or decoration items of the section share an element kind: the view
    /// shows one of them at each index path.
    ///
    /// Of two headers or footers of one kind (of a section, or of the layout, reported with
    /// section 0, whose index path they take) or two backgrounds of one kind, only the first is
    /// laid out: the other neither shows nor takes space, and no query returns it. A layout
    /// header of the kind of a view of the first section at `IndexPath(item: 0, section: 0)`
    /// hides that view.
    case duplicateElementKind(ElementKind)
  }

  /// What the layout met.
  public let kind: Kind

  /// The index of the section whose description it is in.
  public let section: Int

  /// A sentence that says what happened and where.
  public let message: String

  /// The message.
  public var description: String { message }

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What the layout met.
  ///   - section: The index of the section.
  ///   - message: A sentence that says what happened and where.
  public init(kind: Kind, section: Int, message: String) {
    self.kind = kind
    self.section = section
    self.message = message
  }
}
