/// The adapter's requests waiting to be applied, in the order they were asked for.
///
/// It owns the ordering contract: requests made while an update is being applied, or from inside
/// a collection view callback, wait here and are applied one after another, first asked first
/// applied. Section updates asked for one after another, with no item change between them,
/// coalesce: the latest sections win and every completion is kept, in order. Item changes are
/// never coalesced and never reordered around a section update, so a change applies to the items
/// that the requests before it produced.
///
/// A background update holds its place while it diffs: a placeholder that stops the queue until
/// the update resolves it with its sections, so a request made meanwhile waits behind it. A
/// section update asked for right after it supersedes it, as any section update does.
///
/// It is a value with no knowledge of the adapter, so its order is tested on its own.
struct UpdateQueue {
  /// One request, ready to be applied.
  enum Request {
    /// Sections to show, with the completions of every update they coalesce, how they reach the
    /// view, what to run once they reached it, before the completions, and what to run just
    /// before they are applied: the latest update's own
    /// (``CollectionViewAdapter/update(_:updateStrategy:whenApplying:whenShown:completion:)``),
    /// since its sections are the ones shown.
    case sections(
      [Section], completions: [(Bool) -> Void], strategy: UpdateStrategy = .animatedBatchUpdates,
      whenShown: (() -> Void)? = nil, whenApplying: (() -> Void)? = nil)
    /// A change to one section's items.
    case itemChange(PendingItemChange)
  }

  /// A place in the queue.
  private enum Slot {
    case ready(Request)
    /// The place of a background update whose diff is still running.
    case background(BackgroundUpdateToken)
    /// A background update whose diff ended, waiting for its turn: a section update asked for
    /// after it follows it rather than replacing it, so that its result is its own.
    case resolved(Request)
  }

  private var slots: [Slot] = []
  private var head = 0
  private var nextToken = 0

  /// Whether no request waits.
  var isEmpty: Bool { head == slots.count }

  /// The number of requests waiting, placeholders included.
  var count: Int { slots.count - head }

  /// Adds a section update, coalescing it with a section update that ends the queue, or
  /// superseding a background update that ends it.
  ///
  /// Coalesced updates reach the view in the strategy of both (``UpdateStrategy/coalesced(with:)``).
  ///
  /// - Parameters:
  ///   - sections: The sections to show.
  ///   - strategy: How they reach the view.
  ///   - whenShown: Runs once they reached the view, before the completions; coalesced, only
  ///     the latest update's runs (none when it has none: the earlier sections never show).
  ///   - whenApplying: Runs just before they are applied; coalesced, only the latest update's.
  ///   - completion: Runs after, with whether a batch applied them.
  mutating func enqueue(
    _ sections: [Section], strategy: UpdateStrategy = .animatedBatchUpdates,
    whenShown: (() -> Void)? = nil, whenApplying: (() -> Void)? = nil,
    completion: ((Bool) -> Void)?
  ) {
    var completions = completion.map { [$0] } ?? []
    if !isEmpty, case .background = slots[slots.count - 1] {
      // Superseded: the update takes its place, and coalesces with a section update before it.
      slots.removeLast()
    }
    if !isEmpty {
      switch slots[slots.count - 1] {
      case .ready(.sections(_, let earlier, let earlierStrategy, _, _)):
        completions = earlier + completions
        slots[slots.count - 1] = .ready(
          .sections(
            sections, completions: completions, strategy: earlierStrategy.coalesced(with: strategy),
            whenShown: whenShown, whenApplying: whenApplying))
        _checkInvariants()
        return
      case .ready(.itemChange), .resolved, .background:
        break
      }
    }
    slots.append(
      .ready(
        .sections(
          sections, completions: completions, strategy: strategy, whenShown: whenShown,
          whenApplying: whenApplying)))
    _checkInvariants()
  }

  /// Adds an item change at the end.
  mutating func enqueue(_ change: PendingItemChange) {
    slots.append(.ready(.itemChange(change)))
    _checkInvariants()
  }

  /// Adds the placeholder of a background update, superseding a background update that ends the
  /// queue.
  ///
  /// A section update that ends the queue stays: it was asked for first, and is applied first.
  ///
  /// - Returns: The token that resolves the placeholder.
  mutating func enqueueBackgroundUpdate() -> BackgroundUpdateToken {
    let token = BackgroundUpdateToken(value: nextToken)
    nextToken += 1
    if !isEmpty, case .background = slots[slots.count - 1] {
      slots[slots.count - 1] = .background(token)
    } else {
      slots.append(.background(token))
    }
    _checkInvariants()
    return token
  }

  /// Whether a background update's placeholder still waits: `false` once a later update
  /// superseded it.
  ///
  /// - Complexity: O(*n*) for *n* waiting requests.
  func isWaiting(_ token: BackgroundUpdateToken) -> Bool {
    index(of: token) != nil
  }

  /// Removes the placeholder of `token` if it is first, so that its update applies now.
  ///
  /// - Returns: Whether the placeholder was first, and was removed.
  mutating func removeFirst(_ token: BackgroundUpdateToken) -> Bool {
    guard !isEmpty, case .background(let first) = slots[head], first == token else {
      return false
    }
    removeFirst()
    return true
  }

  /// Replaces a background update's placeholder with its sections, to be applied in its place.
  ///
  /// - Returns: `false` when the placeholder was superseded, and nothing changed.
  /// - Complexity: O(*n*) for *n* waiting requests.
  @discardableResult
  mutating func resolve(
    _ token: BackgroundUpdateToken, with sections: [Section], completion: @escaping (Bool) -> Void
  ) -> Bool {
    guard let index = index(of: token) else { return false }
    slots[index] = .resolved(.sections(sections, completions: [completion]))
    _checkInvariants()
    return true
  }

  /// Removes and returns the first request, unless the first is a background update still
  /// diffing, which holds every request behind it.
  ///
  /// - Complexity: O(1) amortized.
  mutating func dequeue() -> Request? {
    guard !isEmpty else { return nil }
    switch slots[head] {
    case .ready(let request), .resolved(let request):
      removeFirst()
      return request
    case .background:
      return nil
    }
  }

  private mutating func removeFirst() {
    head += 1
    if head == slots.count {
      slots.removeAll(keepingCapacity: true)
      head = 0
    }
    _checkInvariants()
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the queue's order contract no longer holds; compiled only with
    /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every change: the head is within the slots and back at zero once they are
    /// empty; no two section updates wait side by side (they coalesce), nor two background
    /// updates (the later supersedes the earlier); and every background token is unique and was
    /// handed out.
    ///
    /// - Complexity: O(*n*) for *n* waiting requests.
    func _checkInvariants() {
      precondition(head >= 0 && head <= slots.count, "head \(head) outside \(slots.count) slots")
      precondition(!slots.isEmpty || head == 0, "an empty queue's head is \(head), not 0")
      var tokens = Set<Int>()
      var previous: Slot?
      for slot in slots[head...] {
        switch (previous, slot) {
        case (.ready(.sections)?, .ready(.sections)):
          preconditionFailure("two section updates wait side by side: they should have coalesced")
        case (.background?, .background):
          preconditionFailure("two background updates wait side by side: the later supersedes")
        default:
          break
        }
        if case .background(let token) = slot {
          precondition(token.value < nextToken, "background token \(token.value) never handed out")
          precondition(tokens.insert(token.value).inserted, "token \(token.value) waits twice")
        }
        previous = slot
      }
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif

  private func index(of token: BackgroundUpdateToken) -> Int? {
    slots[head...].firstIndex {
      if case .background(let other) = $0 { return other == token }
      return false
    }
  }
}

/// Names the place of one background update in the ``UpdateQueue``.
struct BackgroundUpdateToken: Equatable {
  let value: Int
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
