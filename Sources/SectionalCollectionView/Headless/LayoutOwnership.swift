import Foundation
import SectionalLayout

/// Which view shows each layout, so that a layout given to two views is always prepared for the
/// view that reads it.
///
/// A layout belongs to one collection view, as in UIKit, and keeps what it computed for the last
/// content it prepared for. A view that is given a layout another live view shows reports
/// ``CollectionViewError/layoutSharedWithAnotherView(layoutType:)``; from then on, each of the
/// views invalidates the layout before reading it when the other prepared it last, so that
/// neither shows the other's content.
@MainActor
enum LayoutOwnership {
  /// A view, held weakly.
  private struct Owner {
    weak var view: HeadlessCollectionView?
  }

  /// The first live view that showed each layout, by the layout's identity.
  private static var owners: [ObjectIdentifier: Owner] = [:]

  /// How many owners the table held when it was last cleared of views that are gone.
  private static var countAfterPurge = 0

  /// The layouts shown by more than one view, with the view each was last prepared for.
  private static var shared: [ObjectIdentifier: ObjectIdentifier] = [:]

  /// Records that a view shows a layout.
  ///
  /// - Returns: `true` when another live view shows the layout too.
  static func adopt(_ layout: any CollectionViewLayout, by view: HeadlessCollectionView) -> Bool {
    let key = ObjectIdentifier(layout)
    if let owner = owners[key]?.view, owner !== view, owner.collectionViewLayout === layout {
      if shared[key] == nil { shared[key] = ObjectIdentifier(owner) }
      return true
    }
    owners[key] = Owner(view: view)
    if owners.count > 2 * max(countAfterPurge, 64) {
      owners = owners.filter { $0.value.view != nil }
      countAfterPurge = owners.count
    }
    return false
  }

  /// Invalidates a shared layout that was last prepared for another view; records that it is
  /// prepared for this one.
  ///
  /// - Complexity: O(1); one test of an empty table when no layout is shared.
  static func claim(_ layout: any CollectionViewLayout, for view: HeadlessCollectionView) {
    guard !shared.isEmpty else { return }
    let key = ObjectIdentifier(layout)
    guard let preparedFor = shared[key], preparedFor != ObjectIdentifier(view) else { return }
    shared[key] = ObjectIdentifier(view)
    layout.invalidateLayout()
  }
}
