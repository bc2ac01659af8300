import Foundation

extension IndexPath {
  /// Creates an index path for an item in a section of a collection view.
  ///
  /// UIKit and AppKit add this initializer on Apple platforms; Sectional adds it everywhere so that
  /// the same code builds on Linux. Where both are visible, the platform's version is preferred.
  ///
  /// - Parameters:
  ///   - item: The index of the item within its section.
  ///   - section: The index of the section.
  @_disfavoredOverload
  public init(item: Int, section: Int) {
    // Two appends keep Foundation's inline two-index storage: no array is allocated.
    self.init(index: section)
    append(item)
  }

  /// The index of the section, the first index of the path.
  @_disfavoredOverload
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The index of the item within its section, the second index of the path.
  @_disfavoredOverload
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
