import Foundation
import Sectional
import Testing

// Each stock controller subclassed with `Equatable` items, calling the initializer a newcomer
// writes first. Before the initializers were designated, these did not compile ("must call a
// designated initializer of the superclass") for the list, single-item, single-model and keyed
// controllers; `Equatable` content must still be compared with `==`.

private final class Tags: ListSectionController<[String], String> {
  init() { super.init(items: { $0 }) }
}

private final class Banner: SingleItemSectionController<String?, String> {
  init() { super.init(item: { $0 }) }
}

private final class Title: SingleModelSectionController<String> {
  override init() { super.init() }
}

private final class Contacts: KeyedListSectionController<[String], String, String> {
  init() { super.init(items: { $0 }, id: { $0 }) }
}

private final class Posts: DiffingListSectionController<[String], String> {
  init() { super.init(items: { $0 }) }
}

private final class Opaque {}

private final class OpaqueBanner: SingleItemSectionController<Int, Opaque> {
  init() { super.init(item: { _ in Opaque() }) }
}

@MainActor
@Suite("Subclassing a stock controller")
struct StockSubclassInitializerTests {
  @Test func aListSubclassWithEquatableItemsLeavesAnEqualListAlone() {
    let controller = committed(Tags(), ["a", "b"])
    #expect(controller.update(to: ["a", "b"]).changes == .none)
    #expect(controller.update(to: ["a"]).changes == .reloadSection)
  }

  @Test func aSingleItemSubclassWithAnEquatableItemLeavesAnEqualItemAlone() {
    let controller = committed(Banner(), "sale")
    #expect(controller.update(to: "sale").changes == .none)
    #expect(controller.update(to: "closed").changes == ItemChanges(reloads: [0]))
  }

  @Test func aSingleModelSubclassWithAnEquatableModelLeavesAnEqualModelAlone() {
    let controller = committed(Title(), "Watchlist")
    #expect(controller.update(to: "Watchlist").changes == .none)
    #expect(controller.update(to: "Watchlist (3)").changes == ItemChanges(reconfigures: [0]))
  }

  @Test func aKeyedSubclassWithEquatableItemsComparesTheirContentWithEquality() {
    let controller = committed(Contacts(), ["ada", "bob"])
    #expect(controller.update(to: ["bob", "ada"]).changes.moves.count == 1)
    #expect(controller.update(to: ["ada", "bob"]).changes == .none)
  }

  @Test func aDiffingSubclassStillDiffsItsItems() {
    let controller = committed(Posts(), ["a", "b"])
    #expect(controller.update(to: ["a", "b", "c"]).changes == ItemChanges(inserts: [2]))
  }

  @Test func itemsThatAreNotEquatableCountAsChangedEveryTime() {
    let controller = committed(OpaqueBanner(), 1)
    #expect(controller.update(to: 1).changes == ItemChanges(reloads: [0]))
  }

  private func committed<Controller: SectionController>(
    _ controller: Controller, _ model: Controller.Model
  ) -> Controller {
    controller.update(to: model).commit()
    return controller
  }
}
