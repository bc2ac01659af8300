import Foundation
import SectionalDiffing

/// A position of an item operation that two integers a position can hold: an item's
/// ``ItemKey``, or a move between two.
package protocol CompactIndexPathForm: Hashable, Sendable {
  /// The form the public API speaks: `IndexPath`, or a move between two.
  associatedtype Written: Hashable & Sendable

  /// The compact form of a written position, or `nil` when an index path in it does not have
  /// exactly two indices (a section and an item).
  init?(_ written: Written)

  /// The position as the public API writes it.
  var written: Written { get }
}

extension ItemKey: CompactIndexPathForm {
  /// The item's index path.
  package var written: IndexPath { indexPath }
}

extension Move: CompactIndexPathForm where Position == ItemKey {
  /// The move between the two items' keys, or `nil` when either index path does not name an
  /// item.
  ///
  /// - Parameter written: A move between index paths.
  package init?(_ written: Move<IndexPath>) {
    guard let from = ItemKey(written.from), let to = ItemKey(written.to) else { return nil }
    self.init(from: from, to: to)
  }

  /// The move between the two items' index paths.
  package var written: Move<IndexPath> {
    Move<IndexPath>(from: from.indexPath, to: to.indexPath)
  }
}

/// The positions of one kind of item operation in a ``BatchUpdate``: pairs of integers while
/// they are written as pairs, the index paths as given otherwise.
///
/// An adapter writes a batch's item operations by the thousand, and a view validates and maps
/// each of them. On Linux every `IndexPath` made, read, copied and destroyed is a call into
/// Foundation the compiler cannot inline: about a sixth of an adapter's update went to them.
/// The adapter appends ``ItemKey``s instead, and the view reads them as they are, while the
/// public properties of ``BatchUpdate`` still speak `IndexPath`: they convert at that edge, and
/// a list set through them keeps the index paths given, malformed ones included, for validation
/// to report.
///
/// Two lists are equal when their positions are, whichever way each was written. Another module
/// appends through ``BatchUpdate``'s methods for each kind (``BatchUpdate/appendItemDelete(_:)``
/// and the others), which are specialized here: a generic method called from another module is
/// not specialized there, and its unspecialized form costs more than the index path it saves.
package struct IndexPathList<Element: CompactIndexPathForm>: Sendable {
  /// The positions, while every one was written as a pair.
  private var compact: [Element] = []

  /// The positions as written, when they were given as index paths; `nil` while ``compact``
  /// holds them.
  private var paths: [Element.Written]?

  /// Creates an empty list, which keeps its positions as pairs.
  package init() {}

  /// Creates a list of the positions given as index paths; an empty one keeps what is appended
  /// to it as pairs.
  ///
  /// - Parameter written: The positions.
  package init(_ written: [Element.Written]) {
    paths = written.isEmpty ? nil : written
  }

  /// Whether the list has no position.
  package var isEmpty: Bool { paths?.isEmpty ?? compact.isEmpty }

  /// The number of positions.
  package var count: Int { paths?.count ?? compact.count }

  /// The positions as pairs, or `nil` when they were given as index paths (read those through
  /// ``written``).
  package var pairs: [Element]? { paths == nil ? compact : nil }

  /// The positions as the public API writes them.
  ///
  /// - Complexity: O(*n*) for a list of pairs, which are written out; O(1) otherwise.
  package var written: [Element.Written] {
    paths ?? compact.map(\.written)
  }

  /// The positions as the public API writes them, to change in place: a list of pairs becomes a
  /// list of index paths once, and changes to it then cost what changes to an array cost.
  package var writtenInPlace: [Element.Written] {
    get { written }
    _modify {
      var array = paths ?? compact.map(\.written)
      // Released first, so that the array is the only reference to its storage.
      paths = nil
      compact = []
      defer { self = IndexPathList(array) }
      yield &array
    }
  }

  /// Calls `body` with each position that has a compact form, in order: every one of a list of
  /// pairs; of index paths, those that name items.
  ///
  /// - Parameter body: What to do with a position.
  /// - Complexity: O(*n*).
  package func forEachPair(_ body: (Element) throws -> Void) rethrows {
    guard let paths else {
      for element in compact { try body(element) }
      return
    }
    for path in paths {
      if let element = Element(path) { try body(element) }
    }
  }

  /// Appends a position.
  ///
  /// - Parameter element: The position.
  /// - Complexity: Amortized O(1).
  package mutating func append(_ element: Element) {
    if paths == nil {
      compact.append(element)
    } else {
      paths?.append(element.written)
    }
  }

  /// Appends the positions of a section's items, in the indices' order.
  ///
  /// - Parameters:
  ///   - items: The items' indices.
  ///   - section: Their section.
  /// - Complexity: O(*n*) for *n* items.
  package mutating func append(_ items: DiffIndices, inSection section: Int)
  where Element == ItemKey {
    items.forEachRun { run in
      for item in run { append(ItemKey(section: section, item: item)) }
    }
  }

  /// Appends another list's positions; an empty list takes the other's storage as it is.
  ///
  /// - Parameter other: The positions to append.
  /// - Complexity: O(*m*) for *m* positions appended; O(1) into an empty list.
  package mutating func append(contentsOf other: IndexPathList) {
    if isEmpty {
      self = other
    } else if paths == nil, let pairs = other.pairs {
      compact += pairs
    } else if !other.isEmpty {
      writtenInPlace += other.written
    }
  }

  /// Makes room for a number of positions in all.
  ///
  /// - Parameter capacity: The number of positions the list will hold.
  package mutating func reserveCapacity(_ capacity: Int) {
    if paths == nil {
      compact.reserveCapacity(capacity)
    } else {
      paths?.reserveCapacity(capacity)
    }
  }
}

extension IndexPathList: Hashable {
  /// Whether two lists hold the same positions in the same order, however each was written.
  package static func == (lhs: IndexPathList, rhs: IndexPathList) -> Bool {
    switch (lhs.pairs, rhs.pairs) {
    case (let left?, let right?):
      return left == right
    case (nil, nil):
      return lhs.paths == rhs.paths
    case (let pairs?, nil):
      return Self.equal(pairs, rhs.written)
    case (nil, let pairs?):
      return Self.equal(pairs, lhs.written)
    }
  }

  /// Whether pairs and written positions are the same positions, in the same order.
  private static func equal(_ pairs: [Element], _ written: [Element.Written]) -> Bool {
    pairs.count == written.count && zip(pairs, written).allSatisfy { Element($1) == $0 }
  }

  /// Feeds the positions to a hasher: each as a pair when it has that form, so that equal lists
  /// hash alike however they were written.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    guard let paths else {
      for element in compact { hasher.combine(element) }
      return
    }
    for path in paths {
      if let element = Element(path) {
        hasher.combine(element)
      } else {
        hasher.combine(path)
      }
    }
  }
}
