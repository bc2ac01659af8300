import Foundation

/// What changed since a layout was last prepared, so that it redoes only that.
///
/// A collection view tells its layout through ``CollectionViewLayout/invalidateLayout(_:)``; the
/// layout keeps what it was told until the next ``CollectionViewLayout/prepare(for:)``. A layout
/// may always do more than asked (the simplest layout prepares everything again, whatever it
/// hears), never less: a frame it keeps must still be right.
public enum LayoutInvalidation: Hashable, Sendable {
  /// Anything may have changed: counts, sizes, section layouts. The default for a layout whose
  /// owner cannot say more, and what ``CollectionViewLayout/invalidateLayout()`` sends.
  case everything

  /// The sections from an index on may have changed in any way; those before it hold.
  case sections(from: Int)

  /// A batch update was applied: each section after the update either came unchanged from a
  /// section before it, or must be laid out again.
  ///
  /// `reusing[s]` is the index before the update of the section now at `s`, when the batch
  /// touched neither it nor its items (its frames hold, shifted to its new place), or `nil` for a
  /// section inserted, reloaded, or with any item inserted, deleted, moved, reloaded or
  /// reconfigured. Its count is the number of sections after the update.
  case batchUpdate(reusing: [Int?])

  /// A batch update that kept every section at its index changed the items of these sections
  /// (ascending indices, the same before and after the update): they are laid out again, and
  /// every other section keeps its count, its items and their frames, moved along the scroll
  /// axis as the sections before it grow or shrink.
  ///
  /// It says what ``batchUpdate(reusing:)`` says with the map
  /// ``reuse(keepingSectionsExcept:count:)``, in the size of the change rather than of the
  /// screen: a layout that keeps its sections' frames apart can bring itself up to date in
  /// O(changed). The descriptions of the other sections may still have changed, as after any
  /// batch; a layout reads them again.
  case itemsChanged(inSections: [Int])

  /// The sizes of some items changed: measured by self-sizing, or reported by their content.
  case itemSizes([IndexPath])

  /// The measured sizes of some supplementary views of a kind changed (self-sizing headers and
  /// footers): their sections are laid out again.
  case supplementaryViewSizes(ofKind: ElementKind, at: [IndexPath])

  /// The bounds changed, and ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``
  /// said that the layout depends on them.
  case bounds

  /// A section that scrolls on its own across the layout's axis scrolled
  /// (``LayoutContent/orthogonalScrollOffset(ofSection:)``): its frames hold, only where they
  /// are shown moved.
  case orthogonalScroll(section: Int)
}

extension LayoutInvalidation {
  /// The reuse map of ``itemsChanged(inSections:)``: each section comes from itself, except the
  /// changed ones, which are laid out again.
  ///
  /// A layout that keeps a map of the whole screen turns the sparse invalidation into it.
  ///
  /// - Parameters:
  ///   - changed: The sections whose items changed; those outside `0..<count` are ignored.
  ///   - count: The number of sections.
  /// - Returns: `[0, 1, …, count - 1]` with `nil` at each changed section.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changed ones.
  public static func reuse(keepingSectionsExcept changed: [Int], count: Int) -> [Int?] {
    var reuse = reusingEverySection(count: count)
    for section in changed where reuse.indices.contains(section) {
      reuse[section] = nil
    }
    return reuse
  }

  /// The reuse of a batch that touched no section: each section comes from itself.
  ///
  /// Built as `[Int?]` from the start: `Array(0..<count)` converted to `[Int?]` casts each
  /// element, at a cost that shows at thousands of sections.
  ///
  /// - Parameter count: The number of sections.
  /// - Returns: `[0, 1, …, count - 1]`.
  package static func reusingEverySection(count: Int) -> [Int?] {
    var reuse = [Int?](repeating: nil, count: max(0, count))
    for section in reuse.indices {
      reuse[section] = section
    }
    return reuse
  }
}
