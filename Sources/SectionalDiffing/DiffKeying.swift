/// How ``ListDiff`` identifies and compares the elements of a list: the seam through which a
/// layer diffs elements whose identity it keeps to itself.
///
/// Public lists are diffed through ``Differentiable`` (``DifferentiableKeying``). A layer whose
/// elements key the diff by a type it does not make public (the declarative layer keys cells by
/// a hash they keep) gives a keying of its own. The keying is a type, not a pair of closures, so
/// that the diff is specialized for it and its calls are inlined.
@usableFromInline
package protocol DiffKeying: ElementKeying {
  /// Whether an element and the element of the other version it matched have equal content.
  static func isContentEqual(_ old: Element, _ new: Element) -> Bool
}

/// The keying of ``Differentiable`` elements: their ``Differentiable/differenceIdentifier`` and
/// ``Differentiable/isContentEqual(to:)``.
@usableFromInline
package enum DifferentiableKeying<Element: Differentiable>: DiffKeying {
  @inlinable
  package static func key(of element: Element) -> Element.DifferenceIdentifier {
    element.differenceIdentifier
  }

  @inlinable
  package static func isContentEqual(_ old: Element, _ new: Element) -> Bool {
    // The new version is asked about its source, as DifferenceKit and IGListKit ask.
    new.isContentEqual(to: old)
  }
}
