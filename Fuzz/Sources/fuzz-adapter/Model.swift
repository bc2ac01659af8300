import Foundation
import Sectional

/// A list item: `id` is its difference identifier (often repeated within a list), `content`
/// decides updates.
struct Item: Hashable, Differentiable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int

  var differenceIdentifier: Int { id }

  func isContentEqual(to source: Item) -> Bool { content == source.content }

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// Which controller shows a section.
enum Kind: Int, CaseIterable {
  case diffing, backgroundDiffing, keyed, list, singleItem, singleModel
  /// A controller that lies about its item changes (model type `LiarModel`).
  case liar
  /// The empty controller the adapter substitutes for a controller instance given to a second
  /// section.
  case placeholder

  /// The kinds a new section can have.
  static let buildable: [Kind] = [
    .diffing, .backgroundDiffing, .keyed, .list, .singleItem, .singleModel, .liar,
  ]

  /// Whether the controller moves items interactively.
  var isMovable: Bool {
    switch self {
    case .diffing, .backgroundDiffing, .keyed, .list, .liar: true
    case .singleItem, .singleModel, .placeholder: false
    }
  }
}

/// How a liar's item changes differ from the truth; every lie but `truth` breaks a rule the
/// adapter checks, so that the adapter must notice it.
enum Lie: CaseIterable {
  case truth, deleteOutOfRange, insertOutOfRange, reloadOutOfRange, reconfigureOutOfRange
  case moveFromOutOfRange, moveToOutOfRange, negativeIndex, extraInsert, missingDelete
  case moveTwice, deleteAndMove, everything
}

/// A liar's model: its items, and the lie it tells about the next change.
struct LiarModel {
  var items: [Item]
  var lie: Lie
}

/// One section of the screen the fuzzer expects.
struct ModelSection: CustomStringConvertible {
  var id: Int
  var kind: Kind
  var items: [Item]
  /// The liar's next lie.
  var lie = Lie.extraInsert

  /// The texts its cells must show, in order.
  var texts: [String] {
    switch kind {
    case .diffing, .backgroundDiffing, .keyed, .list, .liar: items.map(\.description)
    case .singleItem: items.first.map { [$0.description] } ?? []
    case .singleModel: [String(describing: items)]
    case .placeholder: []
    }
  }

  var description: String { "\(id):\(kind)\(items)" }
}

extension ItemChanges {
  /// The truthful changes from `old` to `new`, with a lie told about them.
  ///
  /// - Parameters:
  ///   - lie: How to lie.
  ///   - oldCount: The number of items before.
  ///   - newCount: The number of items after.
  /// - Returns: Changes that cannot describe the change from `oldCount` to `newCount` items.
  func telling(_ lie: Lie, oldCount: Int, newCount: Int) -> ItemChanges {
    var changes = self
    switch lie {
    case .truth:
      break
    case .deleteOutOfRange:
      changes.deletes.insert(oldCount + 3)
    case .insertOutOfRange:
      changes.inserts.insert(newCount)
    case .reloadOutOfRange:
      changes.reloads.insert(Int.max - 1)
    case .reconfigureOutOfRange:
      changes.reconfigures.insert(oldCount)
    case .moveFromOutOfRange:
      changes.moves.append(Move(from: oldCount, to: 0))
    case .moveToOutOfRange:
      changes.moves.append(Move(from: 0, to: newCount + 1))
    case .negativeIndex:
      changes.deletes.insert(-1)
    case .extraInsert:
      // One insert more than the counts allow: at a free index if there is one.
      let taken = Set(changes.inserts).union(changes.moves.map(\.to))
      changes.inserts.insert((0..<newCount).first { !taken.contains($0) } ?? newCount)
    case .missingDelete:
      if let first = changes.deletes.first {
        changes.deletes.remove(first)
      } else {
        changes.deletes.insert(oldCount)
      }
    case .moveTwice:
      changes.moves += [Move(from: 0, to: 0), Move(from: 0, to: 1)]
      if oldCount == 0 { changes.inserts.insert(newCount) }
    case .deleteAndMove:
      changes.deletes.insert(0)
      changes.moves.append(Move(from: 0, to: 0))
      if oldCount == 0 { changes.inserts.insert(newCount) }
    case .everything:
      // Replaced, not added to: Foundation's index set traps merging such a range.
      changes.deletes = IndexSet(integersIn: 0..<Int.max)
      changes.inserts = IndexSet(integersIn: 0..<Int.max)
    }
    return changes
  }
}
