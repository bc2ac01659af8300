import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// Starts a drag on an item, as a long press and move would.
  ///
  /// The drag delegate supplies the items (`itemsForBeginning`); each gets the item's index path
  /// as its source, and the delegate is told `dragSessionWillBegin`.
  ///
  /// - Parameter indexPath: The item the drag starts on.
  /// - Returns: The session, or `nil` when there is no drag delegate, the item does not exist, or
  ///   the delegate returned no items.
  public func beginDrag(at indexPath: IndexPath) -> DragSession? {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      report(.invalidIndexPath(indexPath, operation: "beginDrag(at:)"))
      return nil
    }
    guard let dragDelegate else { return nil }
    let session = DragSession(location: CGPoint(x: frame.midX, y: frame.midY))
    session.sourceCollectionView = self
    let items = dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
    guard !items.isEmpty else { return nil }
    session.items = items.map { sourced($0, at: indexPath) }
    draggedSessions.removeAll { $0.session?.sourceCollectionView !== self }
    draggedSessions.append(DraggedSession(session))
    dragDelegate.collectionView(self, dragSessionWillBegin: session)
    return session
  }

  /// Adds an item to a drag in progress, as a tap during the drag would.
  ///
  /// - Parameters:
  ///   - indexPath: The item tapped.
  ///   - session: A session that started in this view.
  /// - Returns: The number of items the delegate added; 0, with an error reported, for an item
  ///   that does not exist (``CollectionViewError/invalidIndexPath(_:operation:)``) or a drag
  ///   that ended (``CollectionViewError/dragSessionEnded(operation:)``).
  @discardableResult
  public func addItem(at indexPath: IndexPath, to session: DragSession) -> Int {
    guard !refusesEnded(session, operation: "addItem(at:to:)") else { return 0 }
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      report(.invalidIndexPath(indexPath, operation: "addItem(at:to:)"))
      return 0
    }
    guard let dragDelegate else { return 0 }
    let point = CGPoint(x: frame.midX, y: frame.midY)
    let items = dragDelegate.collectionView(
      self, itemsForAddingTo: session, at: indexPath, point: point)
    // A source index path names an item of the view the drag began in: an item added from
    // another view has none there (a drop treats it as one from elsewhere).
    session.items +=
      session.sourceCollectionView === self ? items.map { sourced($0, at: indexPath) } : items
    return items.count
  }

  /// Moves a drag over a point of this view and returns what a drop there would do.
  ///
  /// - Parameters:
  ///   - session: The drag.
  ///   - point: A point in this view's content coordinates.
  /// - Returns: The drop delegate's proposal; `.cancel` when there is no drop delegate or it
  ///   cannot handle the session.
  @discardableResult
  public func moveDrag(_ session: DragSession, to point: CGPoint) -> DropProposal {
    guard !refusesEnded(session, operation: "moveDrag(_:to:)") else {
      return DropProposal(operation: .cancel)
    }
    session.location = point
    return proposal(for: session, at: indexPathForItem(at: point))
  }

  /// Moves a drag to an insertion point and returns what a drop there would do: the drop's
  /// destination given as UIKit hands it to the drop delegate, rather than found under a point.
  ///
  /// An insertion point is the index path of an item, or one past a section's last item (the
  /// end of the section; item 0 of an empty section), which no point over an item names.
  ///
  /// - Parameters:
  ///   - session: The drag.
  ///   - destination: An insertion point, or `nil` for none.
  /// - Returns: The drop delegate's proposal; `.cancel` when there is no drop delegate, it
  ///   cannot handle the session, or `destination` is no insertion point (reported as
  ///   ``CollectionViewError/invalidIndexPath(_:operation:)``).
  @discardableResult
  public func moveDrag(_ session: DragSession, toDestination destination: IndexPath?)
    -> DropProposal
  {
    guard !refusesEnded(session, operation: "moveDrag(_:toDestination:)") else {
      return DropProposal(operation: .cancel)
    }
    guard isInsertionPoint(destination, operation: "moveDrag(_:toDestination:)") else {
      return DropProposal(operation: .cancel)
    }
    return proposal(for: session, at: destination)
  }

  /// Ends a drag over a point of this view: performs the drop when the proposal allows it, then
  /// tells the drop delegate and the source's drag delegate that the session ended.
  ///
  /// - Parameters:
  ///   - session: The drag, started in this view or another.
  ///   - point: Where it is released, in this view's content coordinates.
  /// - Returns: Whether the drop was performed.
  @discardableResult
  public func drop(_ session: DragSession, at point: CGPoint) -> Bool {
    guard !refusesEnded(session, operation: "drop(_:at:)") else { return false }
    session.location = point
    return drop(session, destination: indexPathForItem(at: point))
  }

  /// Ends a drag at an insertion point (see ``moveDrag(_:toDestination:)``).
  ///
  /// Performs the drop when the proposal allows it, then tells the drop delegate and the source's
  /// drag delegate that the session ended. This is how a test drops at the end of a section, or
  /// into an empty one.
  ///
  /// - Parameters:
  ///   - session: The drag, started in this view or another.
  ///   - destination: An insertion point, or `nil` for none.
  /// - Returns: Whether the drop was performed; `false`, with the session ended, when
  ///   `destination` is no insertion point (reported as
  ///   ``CollectionViewError/invalidIndexPath(_:operation:)``).
  @discardableResult
  public func drop(_ session: DragSession, atDestination destination: IndexPath?) -> Bool {
    guard !refusesEnded(session, operation: "drop(_:atDestination:)") else { return false }
    guard isInsertionPoint(destination, operation: "drop(_:atDestination:)") else {
      dropDelegate?.collectionView(self, dropSessionDidEnd: session)
      endDrag(session)
      return false
    }
    return drop(session, destination: destination)
  }

  /// Whether a drag has ended, reporting a call that would use it again.
  private func refusesEnded(_ session: DragSession, operation: String) -> Bool {
    guard session.hasEnded else { return false }
    report(.dragSessionEnded(operation: operation))
    return true
  }

  /// The drop delegate's proposal for a session over a destination.
  private func proposal(for session: DragSession, at destination: IndexPath?) -> DropProposal {
    guard let dropDelegate, dropDelegate.collectionView(self, canHandle: session) else {
      return DropProposal(operation: .cancel)
    }
    return dropDelegate.collectionView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
  }

  /// Whether an index path is `nil` or an insertion point, reporting it otherwise.
  ///
  /// An insertion point is a shown section and an item from 0 through its count.
  private func isInsertionPoint(_ destination: IndexPath?, operation: String) -> Bool {
    guard let destination else { return true }
    // Compared one bound at a time, the section read only once it has one.
    if destination.count == 2, destination.section >= 0, destination.section < numberOfSections,
      destination.item >= 0, destination.item <= numberOfItems(inSection: destination.section)
    {
      return true
    }
    report(.invalidIndexPath(destination, operation: operation))
    return false
  }

  /// Ends a drag over a destination, performing the drop when the proposal allows it.
  private func drop(_ session: DragSession, destination: IndexPath?) -> Bool {
    let proposal = proposal(for: session, at: destination)
    var performed = false
    if proposal.allowsDrop, let dropDelegate {
      let isLocal = session.sourceCollectionView === self
      let coordinator = DropCoordinator(
        destinationIndexPath: destination,
        proposal: proposal,
        items: session.items.map {
          DropCoordinator.Item(dragItem: $0, sourceIndexPath: isLocal ? $0.sourceIndexPath : nil)
        },
        session: session)
      dropDelegate.collectionView(self, performDropWith: coordinator)
      performed = true
    }
    dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    endDrag(session)
    return performed
  }

  /// Ends a drag without a drop here: the source's drag delegate is told `dragSessionDidEnd`.
  ///
  /// - Parameter session: The drag.
  public func endDrag(_ session: DragSession) {
    session.hasEnded = true
    guard let source = session.sourceCollectionView else { return }
    session.sourceCollectionView = nil
    source.dragDelegate?.collectionView(source, dragSessionDidEnd: session)
  }

  /// Keeps the source index paths of the drags begun here on their items through a batch
  /// update, as the view keeps its selection and an interactive movement: an item moved by the
  /// batch is found where it went, and one it deleted or reloaded has no source any more (`nil`,
  /// as an item from elsewhere), so that a drop never names another item as the one dragged.
  func carryDragSources(through validated: ValidatedBatchUpdate) {
    // An ended drag has no source view any more.
    draggedSessions.removeAll { $0.session?.sourceCollectionView !== self }
    for dragged in draggedSessions {
      guard let session = dragged.session, session.sourceCollectionView === self else { continue }
      for index in session.items.indices {
        guard let source = session.items[index].sourceIndexPath else { continue }
        session.items[index].sourceIndexPath =
          source.count == 2 ? validated.indexPathAfterUpdate(forIndexPathBefore: source) : nil
      }
    }
  }

  /// Forgets the source index paths of the drags begun here when the view reloads its data: the
  /// items they named are no longer known.
  func forgetDragSources() {
    for dragged in draggedSessions {
      guard let session = dragged.session, session.sourceCollectionView === self else { continue }
      for index in session.items.indices {
        session.items[index].sourceIndexPath = nil
      }
    }
  }

  private func sourced(_ item: DragItem, at indexPath: IndexPath) -> DragItem {
    var item = item
    if item.sourceIndexPath == nil {
      item.sourceIndexPath = indexPath
    }
    return item
  }
}

/// A drag begun in a view, held weakly: the view keeps its items' source index paths current
/// while the app holds the session.
struct DraggedSession {
  weak var session: DragSession?

  init(_ session: DragSession) {
    self.session = session
  }
}
