import Foundation
import SectionalLayout

/// Which view shows each layout, so that a layout given to two views is always prepared for the
/// view that reads it.
///
/// A layout belongs to one collection view, as in UIKit, and keeps what it computed for the last
/// content it prepared for. A layout another live view shows is still given to a view (two views
/// may swap layouts, sharing one for a moment); from then on, each of the views invalidates the
/// layout before reading it when the other prepared it last, so that neither shows the other's
/// content. When a view prepares it again after the other did, the views really use one layout
/// by turns, which UIKit does not allow: that view reports
/// ``CollectionViewError/layoutSharedWithAnotherView(layoutType:)``, once for the layout.
@MainActor
enum LayoutOwnership {
  /// A view, held weakly.
  private struct Owner {
    weak var view: HeadlessCollectionView?
  }

  /// A layout shown by more than one view: the view it was last prepared for, the views that
  /// prepared it, and whether its use by turns was reported.
  private struct Sharing {
    /// The layout, held weakly: its identity's key may name another layout once it is gone.
    weak var layout: (any CollectionViewLayout)?
    var preparedFor: ObjectIdentifier
    var preparers: Set<ObjectIdentifier>
    var isReported = false
  }

  /// The first live view that showed each layout, by the layout's identity.
  private static var owners: [ObjectIdentifier: Owner] = [:]

  /// How many owners the table held when it was last cleared of views that are gone.
  private static var countAfterPurge = 0

  /// The layouts shown by more than one view.
  private static var shared: [ObjectIdentifier: Sharing] = [:]

  /// Records that a view shows a layout, and whether another live view shows it too.
  static func adopt(_ layout: any CollectionViewLayout, by view: HeadlessCollectionView) {
    let key = ObjectIdentifier(layout)
    if let owner = owners[key]?.view, owner !== view, owner.collectionViewLayout === layout {
      if shared[key]?.layout !== layout {
        shared[key] = Sharing(
          layout: layout, preparedFor: ObjectIdentifier(owner),
          preparers: [ObjectIdentifier(owner)])
      }
      return
    }
    owners[key] = Owner(view: view)
    if owners.count > 2 * max(countAfterPurge, 64) {
      owners = owners.filter { $0.value.view != nil }
      shared = shared.filter { $0.value.layout != nil }
      countAfterPurge = owners.count
    }
  }

  /// Invalidates a shared layout that was last prepared for another view; records that it is
  /// prepared for this one.
  ///
  /// - Returns: Whether the view is to report the sharing: it prepares the layout again after
  ///   another view did, the first time for the layout.
  /// - Complexity: O(1); one test of an empty table when no layout is shared.
  static func claim(_ layout: any CollectionViewLayout, for view: HeadlessCollectionView) -> Bool {
    guard !shared.isEmpty else { return false }
    let key = ObjectIdentifier(layout)
    let viewID = ObjectIdentifier(view)
    guard var sharing = shared[key] else { return false }
    guard sharing.layout === layout else {
      // Another layout, gone, had this identity.
      shared[key] = nil
      return false
    }
    guard sharing.preparedFor != viewID else { return false }
    layout.invalidateLayout()
    let isReturning = !sharing.preparers.insert(viewID).inserted
    sharing.preparedFor = viewID
    let reports = isReturning && !sharing.isReported
    if reports { sharing.isReported = true }
    shared[key] = sharing
    return reports
  }
}
