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

// SectionKit's habit: subclass a stock controller, override `items(for:)` (`item(for:)`), and
// create it with `init()`.

private struct Feed: Equatable {
  var posts: [String]
}

private final class FeedController: ListSectionController<Feed, String> {
  override func items(for model: Feed) -> [String] { model.posts }
}

private final class DiffedFeedController: DiffingListSectionController<Feed, String> {
  override func items(for model: Feed) -> [String] { model.posts }
}

private final class HeadlineController: SingleItemSectionController<Feed, String> {
  override func item(for model: Feed) -> String? { model.posts.first }
}

/// A controller created with `init()` that forgot to override `items(for:)`.
private final class ForgetfulController: ListSectionController<Feed, String> {}

// Subclasses with stored properties of their own, created with the `init()` they inherit, as
// SectionKit's tests write them: `init()` once ran an initializer this module cannot see, so
// these properties were never initialized (a count read as garbage, an array crashed).

private final class CountingFeed: ListSectionController<Feed, String> {
  var marker = 42
  var asked: [Feed] = []
  override func items(for model: Feed) -> [String] {
    asked.append(model)
    return model.posts
  }
}

private final class CountingDiffedFeed: DiffingListSectionController<Feed, String> {
  var marker = 42
  var asked: [Feed] = []
  override func items(for model: Feed) -> [String] {
    asked.append(model)
    return model.posts
  }
}

private final class CountingHeadline: SingleItemSectionController<Feed, String> {
  var marker = 42
  var asked: [Feed] = []
  override func item(for model: Feed) -> String? {
    asked.append(model)
    return model.posts.first
  }
}

@MainActor
@Suite("SectionKit's habit: items(for:) overridden, created with init()")
struct SectionKitItemsForTests {
  private func adapter() -> (CollectionViewAdapter, () -> [Diagnostic]) {
    let adapter = CollectionViewAdapter(
      collectionView: HeadlessCollectionView(size: CGSize(width: 100, height: 400)))
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    return (adapter, { diagnostics })
  }

  @Test func aListSubclassMadeWithInitShowsTheItemsItsOverrideMakes() {
    let (adapter, diagnostics) = adapter()
    let feed = FeedController()
    adapter.update([Section(id: "feed", model: Feed(posts: ["a", "b"]), controller: feed)])
    #expect(feed.items == ["a", "b"])
    #expect(diagnostics().isEmpty)
  }

  @Test func aDiffingSubclassMadeWithInitDiffsTheItemsItsOverrideMakes() {
    let (adapter, diagnostics) = adapter()
    let feed = DiffedFeedController()
    adapter.update([Section(id: "feed", model: Feed(posts: ["a", "b"]), controller: feed)])
    adapter.update([Section(id: "feed", model: Feed(posts: ["b"]), controller: feed)])
    #expect(feed.items == ["b"])
    #expect(diagnostics().isEmpty)
  }

  @Test func aSingleItemSubclassMadeWithInitShowsTheItemItsOverrideMakes() {
    let (adapter, diagnostics) = adapter()
    let headline = HeadlineController()
    adapter.update([Section(id: "top", model: Feed(posts: ["news"]), controller: headline)])
    #expect(headline.item == "news")
    #expect(diagnostics().isEmpty)
  }

  @Test func aListSubclassMadeWithInitInitializesItsOwnProperties() {
    let feed = CountingFeed()
    #expect(feed.marker == 42)
    #expect(feed.asked.isEmpty)
    feed.update(to: Feed(posts: ["a"])).commit()
    #expect(feed.asked == [Feed(posts: ["a"])])
    #expect(feed.items == ["a"])
  }

  @Test func aDiffingSubclassMadeWithInitInitializesItsOwnProperties() {
    let feed = CountingDiffedFeed()
    #expect(feed.marker == 42)
    #expect(feed.asked.isEmpty)
    feed.update(to: Feed(posts: ["a"])).commit()
    #expect(feed.update(to: Feed(posts: ["a", "b"])).changes == ItemChanges(inserts: [1]))
    #expect(feed.asked == [Feed(posts: ["a"]), Feed(posts: ["a", "b"])])
  }

  @Test func aSingleItemSubclassMadeWithInitInitializesItsOwnProperties() {
    let headline = CountingHeadline()
    #expect(headline.marker == 42)
    #expect(headline.asked.isEmpty)
    headline.update(to: Feed(posts: ["news"])).commit()
    #expect(headline.asked == [Feed(posts: ["news"])])
    #expect(headline.item == "news")
  }

  @Test func aListMadeWithInitWhoseModelIsItsItemsShowsTheModel() {
    let list = ListSectionController<[String], String>()
    list.update(to: ["x", "y"]).commit()
    #expect(list.items == ["x", "y"])
  }

  @Test func aControllerWithNoWayToMakeItsItemsSaysSoOnce() {
    let (adapter, diagnostics) = adapter()
    let forgetful = ForgetfulController()
    adapter.update([Section(id: "feed", model: Feed(posts: ["a"]), controller: forgetful)])
    adapter.update([Section(id: "feed", model: Feed(posts: ["a", "b"]), controller: forgetful)])
    #expect(forgetful.items.isEmpty)
    #expect(diagnostics().map(\.kind) == [.itemsNotProvided])
    #expect(diagnostics().first?.message.contains("ForgetfulController") == true)
    #expect(diagnostics().first?.message.contains("override items(for:)") == true)
  }
}
