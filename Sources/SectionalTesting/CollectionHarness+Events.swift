import Foundation
import Sectional

extension CollectionHarness {
  /// Taps an item as the user would: highlight, unhighlight, then select.
  ///
  /// The item's controller receives the events when it adopts `SelectionHandling`. An item that
  /// does not exist fails the test.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index; the first by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func tap(
    item: Int,
    section: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.tapItem(at: IndexPath(item: item, section: section))
    }
  }

  /// Touches an item and keeps the finger on it.
  ///
  /// The cell is highlighted and nothing is selected (`HeadlessCollectionView.highlightItem(at:)`):
  /// a cell's `onHighlight` handler runs, or its controller's `didHighlightItem(at:)`.
  ///
  /// An item that does not exist fails the test.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index; the first by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: Whether the item was highlighted (`false` when its controller refused).
  @discardableResult
  public func highlight(
    item: Int,
    section: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.highlightItem(at: IndexPath(item: item, section: section))
    }
  }

  /// Slides the finger of ``highlight(item:section:fileID:filePath:line:column:)`` off the item:
  /// the cell is unhighlighted and nothing is selected.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index; the first by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func unhighlight(
    item: Int,
    section: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.unhighlightItem(at: IndexPath(item: item, section: section))
    }
  }

  /// Swipes a section that scrolls on its own (a carousel: `orthogonalScrollingBehavior`)
  /// sideways, and lets it come to rest where its behaviour says
  /// (`HeadlessCollectionView.scroll(section:by:steps:velocity:)`); the rest of the screen does
  /// not move.
  ///
  /// A section that does not scroll on its own fails the test.
  ///
  /// - Parameters:
  ///   - section: The section's index.
  ///   - distance: How far its content moves towards its end, in points.
  ///   - steps: How many moves the swipe is split into; one by default.
  ///   - velocity: The speed at release, positive towards the end; zero by default, which
  ///     rests on the nearest page.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func scroll(
    section: Int,
    by distance: CGFloat,
    steps: Int = 1,
    velocity: CGFloat = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.scroll(section: section, by: distance, steps: steps, velocity: velocity)
    }
  }

  /// Pulls to refresh: calls the shown list's `onRefresh` handler
  /// (`CollectionViewAdapter.refresh()`), then lays out, so that a list the handler applies is
  /// what the harness shows.
  ///
  /// A list without a refresh handler fails the test.
  ///
  /// - Parameters:
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func refresh(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      if !adapter.refresh() {
        recordFailure("refresh: the shown list has no onRefresh handler")
      }
      collectionView.layoutIfNeeded()
    }
  }

  /// Scrolls so that an item is shown at a position, clamped to the content.
  ///
  /// Cells that come into view are displayed, cells that leave end display, and items ahead are
  /// prefetched, as in a real scroll. An item that does not exist fails the test.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index; the first by default.
  ///   - position: Where to show the item; the top of the viewport by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func scroll(
    toItem item: Int,
    section: Int = 0,
    at position: ScrollPosition = .top,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.scrollToItem(
        at: IndexPath(item: item, section: section), at: position, animated: false)
    }
  }

  /// Drags the content by a distance and releases it with a speed, as the user's finger would
  /// (`HeadlessCollectionView.scroll(by:steps:velocity:)`: UIKit's events in UIKit's order).
  ///
  /// Controllers that adopt `ScrollHandling` are told the drag began, about every scroll step,
  /// that it ended, and that the deceleration ended; a list's scroll handlers hear every event.
  /// The content comes to rest within itself and its insets, as UIKit's bounces back.
  ///
  /// - Parameters:
  ///   - distance: How far the content moves up (positive: towards later items), in points.
  ///   - steps: How many scroll events the drag is split into, and the deceleration; one by
  ///     default.
  ///   - velocity: The speed at release, in points per second along the scroll axis; zero by
  ///     default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func scroll(
    by distance: CGFloat,
    steps: Int = 1,
    velocity: CGFloat = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.scroll(by: distance, steps: steps, velocity: velocity)
    }
  }

  /// Taps the status bar, as the user does to scroll to the top
  /// (`HeadlessCollectionView.tapStatusBar(steps:)`).
  ///
  /// - Parameters:
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: Whether the content scrolled.
  @discardableResult
  public func tapStatusBar(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.tapStatusBar()
    }
  }

  /// Drags an item and drops it on another, in one whole drag and drop session.
  ///
  /// The drag begins on the source item (its controller must adopt `DragHandling` and return
  /// items), moves over the destination item's centre, and is released there: the destination's
  /// controller performs the drop when it adopts `DropHandling` and its proposal allows it,
  /// and the source controller is told where its items went. Either item not existing fails the
  /// test.
  ///
  /// - Parameters:
  ///   - item: The dragged item's index in its section.
  ///   - section: The dragged item's section; the first by default.
  ///   - toItem: The index of the item to drop on, in its section.
  ///   - toSection: The section of the item to drop on; the first by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: Whether the drop was performed; `false` when the drag did not begin or the
  ///   destination refused it.
  @discardableResult
  public func drag(
    item: Int,
    section: Int = 0,
    toItem: Int,
    toSection: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      let source = IndexPath(item: item, section: section)
      let destination = IndexPath(item: toItem, section: toSection)
      guard collectionView.layoutAttributesForItem(at: source) != nil else {
        recordFailure("drag: there is no item \(item) in section \(section)")
        return false
      }
      guard let frame = collectionView.layoutAttributesForItem(at: destination)?.frame else {
        recordFailure("drag: there is no item \(toItem) in section \(toSection) to drop on")
        return false
      }
      guard let session = collectionView.beginDrag(at: source) else { return false }
      return collectionView.drop(session, at: CGPoint(x: frame.midX, y: frame.midY))
    }
  }

  /// Returns an item's context menu, as a long press would ask for it.
  ///
  /// The item's controller provides it when it adopts `ContextMenuProviding`. An item that does
  /// not exist fails the test.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index; the first by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: The menu, or `nil` when the item has none.
  public func contextMenu(
    item: Int,
    section: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ContextMenuConfiguration? {
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      collectionView.contextMenuConfiguration(forItemAt: IndexPath(item: item, section: section))
    }
  }
}
