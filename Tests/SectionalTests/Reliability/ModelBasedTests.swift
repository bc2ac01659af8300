import Foundation
import Sectional
import SeededRandom
import Testing

/// Generates random steps against a model of the screen it last asked for.
struct ModelStepGenerator {
  private var generator: SplitMix64
  private var screen: [ModelSection] = []
  private var kindOfID: [Int: ModelSection.Kind] = [:]
  private var lastID = 0
  private var lastItem = 1_000_000

  /// The kinds of section it draws.
  private let kinds: [ModelSection.Kind]

  init(seed: UInt64, mode: ModelBasedRun.Mode = .sections) {
    generator = SplitMix64(seed: seed)
    kinds = mode == .lists ? ModelSection.Kind.allCases : ModelSection.Kind.controllerKinds
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  private mutating func newItem() -> Item {
    lastItem += 1
    return Item(lastItem)
  }

  private mutating func newSection() -> ModelSection {
    lastID += 1
    let kind = kinds[int(0...kinds.count - 1)]
    kindOfID[lastID] = kind
    let count = kind == .singleModel || kind == .singleItem ? int(0...1) : int(0...8)
    return ModelSection(id: lastID, kind: kind, items: (0..<count).map { _ in newItem() })
  }

  /// A next screen: sections inserted, deleted and moved (up to 50), items inserted, deleted,
  /// moved and changed, now and then emptied, and now and then a repeated id.
  private mutating func nextScreen() -> [ModelSection] {
    var next = screen
    for _ in 0..<int(0...3) {
      switch int(0...3) {
      case 0 where next.count < 50:
        next.insert(newSection(), at: int(0...next.count))
      case 1 where !next.isEmpty:
        next.remove(at: int(0...next.count - 1))
      case 2 where !next.isEmpty:
        let moved = next.remove(at: int(0...next.count - 1))
        next.insert(moved, at: int(0...next.count))
      case 3 where !next.isEmpty:
        next[int(0...next.count - 1)].items = []
      default:
        break
      }
    }
    for index in next.indices where int(0...2) == 0 {
      var items = next[index].items
      let isSingle = next[index].kind == .singleItem || next[index].kind == .singleModel
      for _ in 0..<int(1...4) {
        switch int(0...3) {
        case 0 where !items.isEmpty:
          items.remove(at: int(0...items.count - 1))
        case 1 where !isSingle || items.isEmpty:
          items.insert(newItem(), at: int(0...items.count))
        case 2 where items.count > 1:
          let moved = items.remove(at: int(0...items.count - 1))
          items.insert(moved, at: int(0...items.count))
        case 3 where !items.isEmpty:
          items[int(0...items.count - 1)].content += 1
        default:
          break
        }
      }
      next[index].items = items
    }
    screen = next
    // A repeated id: the adapter must keep the first and report the rest.
    if !next.isEmpty && int(0...9) == 0 {
      var duplicate = next[int(0...next.count - 1)]
      duplicate.items = [newItem()]
      next.insert(duplicate, at: int(0...next.count))
    }
    return next
  }

  mutating func next() -> ModelStep {
    switch int(0...13) {
    case 0...2: return .update(nextScreen())
    case 3: return .asyncUpdate(nextScreen())
    case 4: return .updateFromCallback(nextScreen(), tapAt: int(0...30))
    case 5, 6: return .scroll(Double(int(0...100)) / 100)
    case 7: return .tap(int(0...30))
    case 8: return .drag(int(0...30), int(0...30))
    case 9, 10: return contextChange() ?? .tap(int(0...30))
    default: return .queued(queuedRequests())
    }
  }

  /// Two to five requests, section updates and context changes interleaved at random.
  private mutating func queuedRequests() -> [QueuedRequest] {
    (0..<int(2...5)).map { _ -> QueuedRequest in
      if int(0...1) == 0, case .contextChange(let id, let items)? = contextChange() {
        return .contextChange(id: id, items: items)
      }
      return .update(nextScreen())
    }
  }

  /// A list section of the screen (the first of its id) changing its own items: one deleted,
  /// one inserted, one changed.
  private mutating func contextChange() -> ModelStep? {
    var seen = Set<Int>()
    let lists = screen.indices.filter { index in
      seen.insert(screen[index].id).inserted
        && [.diffing, .backgroundDiffing, .keyed, .list].contains(screen[index].kind)
    }
    guard !lists.isEmpty else { return nil }
    let index = lists[int(0...lists.count - 1)]
    var items = screen[index].items
    if !items.isEmpty { items.remove(at: int(0...items.count - 1)) }
    items.insert(newItem(), at: int(0...items.count))
    if !items.isEmpty { items[int(0...items.count - 1)].content += 1 }
    screen[index].items = items
    return .contextChange(id: screen[index].id, items: items)
  }
}

@MainActor
@Suite("Model-based randomized run")
struct ModelBasedTests {
  /// Steps per seed and seeds: a short run by default; `SECTIONAL_MODEL_STEPS=100000` for the long
  /// run; `SECTIONAL_SEED=<seed>` to replay one seed.
  static let environment = ProcessInfo.processInfo.environment
  static let totalSteps = environment["SECTIONAL_MODEL_STEPS"].flatMap(Int.init) ?? 4_000
  static let stepsPerSeed = 200

  /// Sections of controllers through `update`, or lists mixing declarative sections with them
  /// through `apply`.
  @Test(arguments: [ModelBasedRun.Mode.sections, .lists])
  func everyStepKeepsTheViewTheModelAndTheEventsInAgreement(mode: ModelBasedRun.Mode) async {
    let seeds: [UInt64] =
      Self.environment["SECTIONAL_SEED"].flatMap(UInt64.init).map { [$0] }
      ?? (0..<UInt64(max(1, Self.totalSteps / Self.stepsPerSeed))).map { 0x3_0DE1_0000 &+ $0 }
    var stepsRun = 0
    for seed in seeds {
      var generator = ModelStepGenerator(seed: seed, mode: mode)
      let steps = (0..<Self.stepsPerSeed).map { _ in generator.next() }
      if let failure = await Self.firstFailure(of: steps, mode: mode) {
        let minimal = await Self.shrink(steps, mode: mode)
        Issue.record(
          """
          \(mode) mode, seed \(seed), step \(failure.index): \(failure.message)
          replay: SECTIONAL_SEED=\(seed) swift test --filter ModelBasedTests
          minimal failing steps (\(minimal.count)):
          \(minimal.map { "  \($0)" }.joined(separator: "\n"))
          """)
        return
      }
      stepsRun += steps.count
    }
    if Self.environment["SECTIONAL_MODEL_STEPS"] != nil {
      print("model-based run: \(stepsRun) steps over \(seeds.count) seeds, all invariants held")
    }
  }

  /// Runs steps on a fresh adapter and view; returns the first step that broke an invariant.
  static func firstFailure(of steps: [ModelStep], mode: ModelBasedRun.Mode) async -> (
    index: Int, message: String
  )? {
    let run = ModelBasedRun(mode: mode)
    for (index, step) in steps.enumerated() {
      if let message = await run.apply(step, index: index) {
        return (index, message)
      }
    }
    return nil
  }

  /// The shortest failing prefix, then with every step that is not needed removed.
  static func shrink(_ steps: [ModelStep], mode: ModelBasedRun.Mode) async -> [ModelStep] {
    guard let failure = await firstFailure(of: steps, mode: mode) else { return steps }
    var minimal = Array(steps.prefix(failure.index + 1))
    var index = 0
    while index < minimal.count - 1 {
      var candidate = minimal
      candidate.remove(at: index)
      if await firstFailure(of: candidate, mode: mode) != nil {
        minimal = candidate
      } else {
        index += 1
      }
    }
    return minimal
  }
}
