/// Which of the capabilities a section entry keeps a cast of, or asks for at every event, each
/// controller type adopts, found once per type.
///
/// A dynamic cast to a protocol the type does not adopt still searches the conformance cache, a
/// few hundred instructions, and an entry is made for every new section. The table answers for
/// a type from a dictionary instead, and an entry casts only to what its type adopts: once, or
/// at each display, working-range and scroll event (a cast there asks the runtime's conformance
/// cache, hashed by the addresses of type metadata, for every cell shown or hidden).
@MainActor
enum CapabilityTable {
  /// The capabilities a type adopts.
  struct Adopted: OptionSet {
    let rawValue: UInt8
    static let layoutProviding = Adopted(rawValue: 1 << 0)
    static let itemSizing = Adopted(rawValue: 1 << 1)
    static let supplementaryViewSizing = Adopted(rawValue: 1 << 2)
    static let modelDerivedItems = Adopted(rawValue: 1 << 3)
    static let layoutStamping = Adopted(rawValue: 1 << 4)
    static let displayHandling = Adopted(rawValue: 1 << 5)
    static let workingRangeHandling = Adopted(rawValue: 1 << 6)
    static let scrollHandling = Adopted(rawValue: 1 << 7)
  }

  /// What each controller type met so far adopts.
  private static var adoptedByType: [ObjectIdentifier: Adopted] = [:]

  /// What a controller's type adopts, worked out with the controller the first time its type is
  /// met.
  static func adopted(by controller: any SectionController) -> Adopted {
    let type = ObjectIdentifier(Swift.type(of: controller))
    if let adopted = adoptedByType[type] { return adopted }
    var adopted: Adopted = []
    if controller is any SectionLayoutProviding { adopted.insert(.layoutProviding) }
    if controller is any ItemSizing { adopted.insert(.itemSizing) }
    if controller is any SupplementaryViewSizing { adopted.insert(.supplementaryViewSizing) }
    if controller is any ModelDerivedItems { adopted.insert(.modelDerivedItems) }
    if controller is any SectionLayoutStamping { adopted.insert(.layoutStamping) }
    if controller is any DisplayHandling { adopted.insert(.displayHandling) }
    if controller is any WorkingRangeHandling { adopted.insert(.workingRangeHandling) }
    if controller is any ScrollHandling { adopted.insert(.scrollHandling) }
    adoptedByType[type] = adopted
    return adopted
  }
}
