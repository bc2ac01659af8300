/// The adapter's requests waiting to be applied, in the order they were asked for.
///
/// It owns the ordering contract: requests made while an update is being applied, or from inside
/// a collection view callback, wait here and are applied one after another, first asked first
/// applied. Section updates asked for one after another, with no item change between them,
/// coalesce: the latest sections win and every completion is kept, in order. Item changes are
/// never coalesced and never reordered around a section update, so a change applies to the items
/// that the requests before it produced.
///
/// It is a value with no knowledge of the adapter, so its order is tested on its own.
struct UpdateQueue {
  /// One request.
  enum Request {
    /// Sections to show, with the completions of every update they coalesce.
    case sections([Section], completions: [(Bool) -> Void])
    /// A change to one section's items.
    case itemChange(PendingItemChange)
  }

  private var requests: [Request] = []
  private var head = 0

  /// Whether no request waits.
  var isEmpty: Bool { head == requests.count }

  /// The number of requests waiting.
  var count: Int { requests.count - head }

  /// Adds a section update, coalescing it with a section update that ends the queue.
  mutating func enqueue(_ sections: [Section], completion: ((Bool) -> Void)?) {
    if !isEmpty, case .sections(_, var completions) = requests[requests.count - 1] {
      completion.map { completions.append($0) }
      requests[requests.count - 1] = .sections(sections, completions: completions)
    } else {
      requests.append(.sections(sections, completions: completion.map { [$0] } ?? []))
    }
  }

  /// Adds an item change at the end.
  mutating func enqueue(_ change: PendingItemChange) {
    requests.append(.itemChange(change))
  }

  /// Removes and returns the first request.
  ///
  /// - Complexity: O(1) amortized.
  mutating func dequeue() -> Request? {
    guard !isEmpty else { return nil }
    let request = requests[head]
    head += 1
    if head == requests.count {
      requests.removeAll(keepingCapacity: true)
      head = 0
    }
    return request
  }
}

/// A change to one section's items that a controller (or `reloadSections(withIDs:)`) asked for,
/// waiting to be applied.
struct PendingItemChange {
  /// Which section the change is for.
  enum Target {
    /// The section of this entry, while it is shown: a change follows the controller that asked
    /// for it, never another controller that replaced it under the same id.
    case entry(SectionEntry)
    /// Whichever section has this id when the change is applied.
    case id(SectionID)
  }

  /// How the change is worked out.
  enum Work {
    /// Computed when it is applied, against the items current then.
    case deferred(@MainActor () -> SectionUpdate)
    /// Computed when it was asked for, against the items of that moment: `itemGeneration` is the
    /// section's item generation then, to tell whether the items changed since.
    case computed(ItemChanges, commit: @MainActor () -> Void, itemGeneration: Int)
  }

  var target: Target
  var work: Work
  var completion: ((Bool) -> Void)?
}
