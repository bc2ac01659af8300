import Foundation

// The compact forms every description in Sectional prints: a diff's index sets, a move's index
// paths, a batch's operations, a diagnostic's index path. They live in the lowest layer so that
// every layer above writes indices the same way.

extension IndexSet {
  /// The indices as a bracketed list with runs written as closed ranges: `[0, 4...6]`.
  package var compactDescription: String {
    let runs = rangeView.map { range in
      range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound - 1)"
    }
    return "[\(runs.joined(separator: ", "))]"
  }
}

extension IndexPath {
  /// The index path written `section-item`, the way batch descriptions print it.
  package var compactDescription: String {
    map(String.init).joined(separator: "-")
  }
}
