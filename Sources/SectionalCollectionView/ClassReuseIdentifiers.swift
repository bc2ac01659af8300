import Foundation

/// The reuse identifier of a view class, as the typed dequeue methods name it: its full name,
/// `String(reflecting:)`, made once per class and remembered.
///
/// Making the name takes runtime casts and a conformance lookup at every call, and a dequeue is
/// made for every cell a scroll shows; remembered by the class's identity, it is one hash of a
/// pointer.
@MainActor
package enum ClassReuseIdentifiers {
  /// The names made so far, by class.
  private static var names: [ObjectIdentifier: String] = [:]

  /// Returns the reuse identifier of a view class.
  ///
  /// - Parameter viewClass: The class.
  /// - Returns: `String(reflecting: viewClass)`.
  /// - Complexity: O(1) after the first call for a class.
  package static func identifier(of viewClass: AnyClass) -> String {
    let key = ObjectIdentifier(viewClass)
    if let name = names[key] { return name }
    let name = String(reflecting: viewClass)
    names[key] = name
    return name
  }
}
