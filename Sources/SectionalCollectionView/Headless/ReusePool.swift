/// Counters of one reuse identifier's pool.
public struct ReuseStatistics: Hashable, Sendable, CustomStringConvertible {
  /// Views created because the pool was empty.
  public internal(set) var created = 0

  /// Views handed out again from the pool.
  public internal(set) var reused = 0

  /// Views waiting in the pool now.
  public internal(set) var inPool = 0

  /// The counters, `created 3, reused 17, in pool 1`.
  public var description: String {
    "created \(created), reused \(reused), in pool \(inPool)"
  }
}

/// Recycled views of one kind of element, one pool per reuse identifier.
///
/// A view is created only when its identifier's pool is empty; otherwise the pool's most recently
/// returned view is handed out again after `prepareForReuse()`.
@MainActor
struct ReusePool<View: CollectionReusableView> {
  private struct Entry {
    var viewClass: View.Type
    var idle: [View] = []
    var statistics = ReuseStatistics()
  }

  private var entries: [String: Entry] = [:]

  /// Registers (or re-registers) the class created for an identifier.
  mutating func register(_ viewClass: View.Type, for identifier: String) {
    if entries[identifier] == nil {
      entries[identifier] = Entry(viewClass: viewClass)
    } else if let current = entries[identifier]?.viewClass,
      ObjectIdentifier(current) != ObjectIdentifier(viewClass)
    {
      // A new class replaces the old one; views of the old class are dropped with it.
      entries[identifier]?.viewClass = viewClass
      entries[identifier]?.idle.removeAll()
      entries[identifier]?.statistics.inPool = 0
    }
  }

  /// The class registered for an identifier.
  func registeredClass(for identifier: String) -> View.Type? {
    entries[identifier]?.viewClass
  }

  /// Takes a view from the pool, or creates one; `nil` when the identifier is not registered.
  mutating func dequeue(_ identifier: String) -> View? {
    guard var entry = entries[identifier] else { return nil }
    let view: View
    if let recycled = entry.idle.popLast() {
      entry.statistics.reused += 1
      entry.statistics.inPool -= 1
      recycled.prepareForReuse()
      view = recycled
    } else {
      entry.statistics.created += 1
      view = entry.viewClass.init()
      view.reuseIdentifier = identifier
    }
    entries[identifier] = entry
    return view
  }

  /// Puts a view that is no longer shown back into its pool.
  mutating func enqueue(_ view: View) {
    view.indexPath = nil
    guard let viewClass = entries[view.reuseIdentifier]?.viewClass,
      ObjectIdentifier(viewClass) == ObjectIdentifier(type(of: view))
    else { return }
    entries[view.reuseIdentifier]?.idle.append(view)
    entries[view.reuseIdentifier]?.statistics.inPool += 1
  }

  /// The counters of an identifier's pool.
  func statistics(for identifier: String) -> ReuseStatistics {
    entries[identifier]?.statistics ?? ReuseStatistics()
  }
}
