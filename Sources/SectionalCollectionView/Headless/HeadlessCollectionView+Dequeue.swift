import Foundation
import SectionalLayout

/// A data source request that a dequeue may answer.
struct DequeueRequest {
  enum Element {
    case cell
    case supplementaryView(ElementKind)
    /// Configuring a shown cell again: dequeuing its identifier hands back the same cell.
    case reconfiguration(CollectionViewCell)
  }

  var element: Element
  var indexPath: IndexPath
  var dequeued: CollectionReusableView?
}

extension HeadlessCollectionView {
  /// Registers a cell class for a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellClass: The class created when the identifier's pool is empty.
  ///   - identifier: The reuse identifier.
  public func register(
    _ cellClass: CollectionViewCell.Type,
    forCellWithReuseIdentifier identifier: String
  ) {
    cellPool.register(cellClass, for: identifier)
  }

  /// Registers a supplementary view class for a kind and reuse identifier.
  ///
  /// - Parameters:
  ///   - viewClass: The class created when the pool is empty.
  ///   - kind: The kind of supplementary view.
  ///   - identifier: The reuse identifier.
  public func register(
    _ viewClass: CollectionReusableView.Type,
    forSupplementaryViewOfKind kind: ElementKind,
    withReuseIdentifier identifier: String
  ) {
    supplementaryPools[kind, default: ReusePool()].register(viewClass, for: identifier)
  }

  /// Returns a recycled cell for the identifier, or a new one when its pool is empty.
  ///
  /// Misuse is reported, never fatal under the default policy: an unregistered identifier, a
  /// dequeue outside a data source request, or a second dequeue for one request each report a
  /// ``CollectionViewError`` and still return a usable cell.
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A cell, prepared for reuse when it comes from the pool.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> CollectionViewCell {
    if case .reconfiguration(let shown)? = dequeueRequest?.element,
      dequeueRequest?.dequeued == nil
    {
      if shown.reuseIdentifier == identifier {
        dequeueRequest?.dequeued = shown
        return shown
      }
      report(
        .reconfigureIdentifierMismatch(
          indexPath: indexPath, shown: shown.reuseIdentifier, requested: identifier))
    }
    guard checkDequeue(of: identifier, kind: nil) else {
      return CollectionViewCell()
    }
    guard let cell = cellPool.dequeue(identifier) else {
      report(.unregisteredReuseIdentifier(identifier, kind: nil))
      return CollectionViewCell()
    }
    dequeueRequest?.dequeued = cell
    return cell
  }

  /// Returns a recycled cell of a type from an identifier's pool, registering the type under the
  /// identifier on first use; no cast needed.
  ///
  /// Several identifiers may share one cell class, each with a pool of its own (for example
  /// one per kind of content shown in the same class). An identifier registered for another class
  /// reports ``CollectionViewError/dequeueTypeMismatch(reuseIdentifier:registered:requested:)``.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A cell of `cellType`.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> DequeuedCell {
    dequeueTyped(
      cellType,
      identifier: identifier,
      registeredClass: cellPool.registeredClass(for: identifier),
      register: { cellPool.register(cellType, for: identifier) },
      dequeue: { dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) })
  }

  /// Returns a recycled supplementary view for the kind and identifier, or a new one.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - identifier: A reuse identifier registered for the kind.
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A view, prepared for reuse when it comes from the pool.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView(
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> CollectionReusableView {
    guard checkDequeue(of: identifier, kind: kind) else {
      return CollectionReusableView()
    }
    guard let view = supplementaryPools[kind]?.dequeue(identifier) else {
      report(.unregisteredReuseIdentifier(identifier, kind: kind))
      return CollectionReusableView()
    }
    dequeueRequest?.dequeued = view
    return view
  }

  /// Returns a recycled supplementary view of a type from an identifier's pool, registering the
  /// type under the identifier on first use.
  ///
  /// - Parameters:
  ///   - viewType: The view class.
  ///   - kind: The kind of supplementary view.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A view of `viewType`.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> View {
    dequeueTyped(
      viewType,
      identifier: identifier,
      registeredClass: supplementaryPools[kind]?.registeredClass(for: identifier),
      register: {
        register(viewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      },
      dequeue: {
        dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      })
  }

  /// The counters of a cell reuse identifier's pool: created, reused, and waiting in the pool.
  ///
  /// - Parameter identifier: A cell reuse identifier; for typed dequeues, the type's full name,
  ///   `String(reflecting: MyCell.self)`.
  /// - Returns: The counters; all zero for an unknown identifier.
  public func reuseStatistics(forCellReuseIdentifier identifier: String) -> ReuseStatistics {
    cellPool.statistics(for: identifier)
  }

  /// The counters of a supplementary view reuse identifier's pool.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - identifier: The reuse identifier.
  /// - Returns: The counters; all zero for an unknown identifier.
  public func reuseStatistics(
    forSupplementaryViewOfKind kind: ElementKind,
    reuseIdentifier identifier: String
  ) -> ReuseStatistics {
    supplementaryPools[kind]?.statistics(for: identifier) ?? ReuseStatistics()
  }

  /// Dequeues a view of a type under an identifier, registering the type on first use and
  /// reporting a type that differs from the one registered under that identifier.
  private func dequeueTyped<View: CollectionReusableView>(
    _ viewType: View.Type,
    identifier: String,
    registeredClass: CollectionReusableView.Type?,
    register: () -> Void,
    dequeue: () -> CollectionReusableView
  ) -> View {
    if let registeredClass {
      guard ObjectIdentifier(registeredClass) == ObjectIdentifier(viewType) else {
        report(
          .dequeueTypeMismatch(
            reuseIdentifier: identifier, registered: String(reflecting: registeredClass),
            requested: String(reflecting: viewType)))
        // The controller did dequeue, of the wrong type: the view it gets stands for the
        // dequeued one, so that the mistake is reported once.
        let standIn = View()
        if dequeueRequest?.dequeued == nil { dequeueRequest?.dequeued = standIn }
        return standIn
      }
    } else {
      register()
    }
    return dequeue() as? View ?? View()
  }

  /// Reports a dequeue outside a request, or a second one for the same request, and a dequeue of
  /// another kind of element than the one asked for (which still dequeues).
  private func checkDequeue(of identifier: String, kind: ElementKind?) -> Bool {
    guard let request = dequeueRequest else {
      report(.dequeueOutsideDataSourceRequest(reuseIdentifier: identifier))
      return false
    }
    guard request.dequeued == nil else {
      report(.dequeuedTwice(reuseIdentifier: identifier, indexPath: request.indexPath))
      return false
    }
    let requested: ElementKind? =
      switch request.element {
      case .cell, .reconfiguration: nil
      case .supplementaryView(let requested): requested
      }
    if requested != kind {
      report(
        .dequeueKindMismatch(
          reuseIdentifier: identifier, indexPath: request.indexPath, requested: requested,
          dequeued: kind))
    }
    return true
  }

  /// Asks the data source for the cell of an item, checking that it was dequeued.
  func requestCell(at indexPath: IndexPath, reconfiguring shown: CollectionViewCell? = nil)
    -> CollectionViewCell?
  {
    guard let dataSource else { return nil }
    let element: DequeueRequest.Element = shown.map { .reconfiguration($0) } ?? .cell
    let outer = dequeueRequest
    dequeueRequest = DequeueRequest(element: element, indexPath: indexPath)
    defer { dequeueRequest = outer }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    if dequeueRequest?.dequeued !== cell {
      report(.viewNotDequeued(indexPath: indexPath, kind: nil))
    }
    cell.indexPath = indexPath
    return cell
  }

  /// Asks the data source for a supplementary view, checking that it was dequeued.
  func requestSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    guard let dataSource else { return nil }
    let outer = dequeueRequest
    dequeueRequest = DequeueRequest(element: .supplementaryView(kind), indexPath: indexPath)
    defer { dequeueRequest = outer }
    guard
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    else { return nil }
    if dequeueRequest?.dequeued !== view {
      report(.viewNotDequeued(indexPath: indexPath, kind: kind))
    }
    view.indexPath = indexPath
    return view
  }
}
