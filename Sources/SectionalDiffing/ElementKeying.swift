/// How a layer keys the elements of its lists: the identity by which ``ListDiff`` matches them
/// and by which repeats are found.
///
/// The keying is a type, not a closure, so that generic code is specialized for it and its calls
/// are inlined.
@usableFromInline
package protocol ElementKeying {
  /// The elements of the lists.
  associatedtype Element
  /// What identifies an element across versions.
  associatedtype Key: Hashable

  /// The key of an element.
  static func key(of element: Element) -> Key
}
