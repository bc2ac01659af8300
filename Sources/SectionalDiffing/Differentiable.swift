import Foundation

/// A value that a diff can track across two versions of a list.
///
/// A diff needs to answer two questions about every element: *which* element is this (so that it
/// can follow the element when it moves), and *has it changed* (so that the element's cell can be
/// refreshed). `differenceIdentifier` answers the first: two elements with equal identifiers are
/// the same element, in the old list and in the new one. `isContentEqual(to:)` answers the second
/// for two elements that share an identifier.
///
/// You rarely implement both requirements yourself:
///
/// - An `Identifiable` type uses its `id` as its identifier.
/// - A `Hashable` type that is not `Identifiable` is its own identifier.
/// - An `Equatable` type compares content with `==`.
///
/// ```swift
/// struct Stock: Identifiable, Equatable, Differentiable {
///   let id: String      // the ticker: identity
///   var price: Decimal  // content: a change refreshes the row
/// }
/// ```
///
/// `Int`, `String`, `UUID` and the other common scalar types conform out of the box.
public protocol Differentiable {
  /// The type of the value that tells elements apart.
  associatedtype DifferenceIdentifier: Hashable

  /// The value that identifies this element across versions of a list.
  ///
  /// Two elements with equal identifiers are treated as the same element. Identifiers should be
  /// unique within one list; when they are not, the diff matches duplicates in order of
  /// occurrence (see ``ListDiff``).
  var differenceIdentifier: DifferenceIdentifier { get }

  /// Returns whether this element shows the same content as another element with the same
  /// identifier.
  ///
  /// The diff only calls this for elements whose identifiers are equal. Returning `false` marks
  /// the element as updated.
  ///
  /// The diff asks the new version about the old one (`new.isContentEqual(to: old)`), as
  /// DifferenceKit and IGListKit do, which matters only when the answer is not symmetric.
  ///
  /// - Parameter source: The other version of the element: the old one.
  /// - Returns: `true` if nothing visible changed between the two versions.
  func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Hashable {
  /// A hashable value is its own identifier.
  public var differenceIdentifier: Self { self }
}

extension Differentiable where Self: Identifiable {
  /// An identifiable value is identified by its `id`.
  public var differenceIdentifier: ID { id }
}

extension Differentiable where Self: Identifiable & Hashable {
  /// An identifiable value is identified by its `id`, even when it is also hashable.
  public var differenceIdentifier: ID { id }
}

extension Differentiable where Self: Equatable {
  /// Compares content with `==`.
  ///
  /// - Parameter source: The other version of the element.
  /// - Returns: `self == source`.
  public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension Int: Differentiable {}
extension Int8: Differentiable {}
extension Int16: Differentiable {}
extension Int32: Differentiable {}
extension Int64: Differentiable {}
extension UInt: Differentiable {}
extension UInt8: Differentiable {}
extension UInt16: Differentiable {}
extension UInt32: Differentiable {}
extension UInt64: Differentiable {}
extension Bool: Differentiable {}
extension Character: Differentiable {}
extension String: Differentiable {}
extension Substring: Differentiable {}
extension UUID: Differentiable {}
extension URL: Differentiable {}
extension Date: Differentiable {}
// A NaN is not equal to itself, so two lists' NaNs are never matched: deleted and inserted.
extension Double: Differentiable {}
extension Float: Differentiable {}
extension Decimal: Differentiable {}
