/// When the adapter's requests are applied: now, or after what is running returns.
///
/// It owns the queue of waiting requests (``UpdateQueue``) and the two facts that decide whether
/// one may run now: whether an update is being applied (its completions included), and how deep
/// the adapter is in collection view callbacks. A request made at either time waits, and the
/// drain that is running, or the callback's end, applies it, in the order asked for. It also
/// counts applied updates, so that an update that awaited a diff knows whether the screen
/// changed meanwhile.
///
/// It applies nothing itself: ``drain(_:)`` hands each request to the adapter. It has no
/// knowledge of the adapter, so its timing is tested alone.
@MainActor
final class UpdateScheduler {
  /// The requests waiting, in order.
  private var queue = UpdateQueue()

  /// Whether an update is being applied, or completions are running.
  private(set) var isApplying = false

  /// How deep the adapter is in collection view callbacks.
  private(set) var callbackDepth = 0

  /// Counts applied updates, so that an `async` update notices one applied while it awaited.
  private(set) var generation = 0

  /// Creates a scheduler with no request waiting.
  init() {}

  /// Whether a request may be applied now: no update is being applied and no callback runs.
  var isIdle: Bool { !isApplying && callbackDepth == 0 }

  /// Whether no request waits.
  var isEmpty: Bool { queue.isEmpty }

  /// How many requests were ever asked for: a change of it tells that a call asked for one.
  private(set) var requestsAsked = 0

  /// Adds a section update
  /// (see ``UpdateQueue/enqueue(_:strategy:whenShown:whenApplying:completion:)``).
  func enqueue(
    _ sections: [Section], strategy: UpdateStrategy, whenShown: (() -> Void)? = nil,
    whenApplying: (() -> Void)? = nil, completion: ((Bool) -> Void)?
  ) {
    requestsAsked += 1
    queue.enqueue(
      sections, strategy: strategy, whenShown: whenShown, whenApplying: whenApplying,
      completion: completion)
  }

  /// Adds a change to one section's items.
  func enqueue(_ change: PendingItemChange) {
    requestsAsked += 1
    queue.enqueue(change)
  }

  /// Holds a place for a background update while it diffs.
  func enqueueBackgroundUpdate() -> BackgroundUpdateToken {
    queue.enqueueBackgroundUpdate()
  }

  /// Whether a background update still holds its place (no later section update superseded it).
  func isWaiting(_ token: BackgroundUpdateToken) -> Bool {
    queue.isWaiting(token)
  }

  /// Gives a background update its sections, to be applied in its place.
  func resolve(
    _ token: BackgroundUpdateToken, with sections: [Section],
    completion: @escaping (Bool) -> Void
  ) {
    queue.resolve(token, with: sections, completion: completion)
  }

  /// Takes a background update's place so that it is applied now, when nothing runs, nothing was
  /// applied since `generation`, and no request waits before it.
  ///
  /// - Returns: Whether the update may be applied now; the caller then applies it inside
  ///   ``applying(_:)``.
  func takeTurn(of token: BackgroundUpdateToken, unchangedSince generation: Int) -> Bool {
    self.generation == generation && isIdle && queue.removeFirst(token)
  }

  /// Counts an applied update.
  func noteUpdateApplied() {
    generation += 1
  }

  /// Runs `body` as an update being applied: requests it makes wait for the next drain.
  func applying<Result>(_ body: () -> Result) -> Result {
    isApplying = true
    defer { isApplying = false }
    return body()
  }

  /// Runs a collection view callback, during which requests wait.
  ///
  /// - Returns: The callback's result, and whether it was the outermost callback, so that what
  ///   it queued may be applied now.
  func inCallback<Result>(_ body: () -> Result) -> (result: Result, isOutermost: Bool) {
    callbackDepth += 1
    let result = body()
    callbackDepth -= 1
    return (result, callbackDepth == 0)
  }

  /// Applies the waiting requests one after another, first asked first applied, unless an update
  /// or a callback is in progress.
  ///
  /// Each request is applied inside ``applying(_:)``, its completions included, so that what
  /// they ask for joins the end of the queue and is applied by this same drain, after every
  /// earlier request.
  ///
  /// - Parameter apply: Applies one request and runs its completions.
  /// - Returns: Whether any request was applied.
  @discardableResult
  func drain(_ apply: (UpdateQueue.Request) -> Void) -> Bool {
    guard isIdle else { return false }
    var appliedAny = false
    while let request = queue.dequeue() {
      appliedAny = true
      applying { apply(request) }
    }
    return appliedAny
  }
}
