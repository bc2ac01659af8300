import Foundation
import Sectional
import Testing

/// A value with no conformances at all: it can only be diffed through closures.
private struct Contact {
  var key: String
  var name: String
}

private struct Directory {
  var contacts: [Contact]
}

@MainActor
@Suite("KeyedListSectionController")
struct KeyedListSectionControllerTests {
  private func makeController() -> KeyedListSectionController<Directory, Contact, String> {
    KeyedListSectionController(
      items: \.contacts, id: \.key, isContentEqual: { $0.name == $1.name })
  }

  private func directory(_ contacts: (String, String)...) -> Directory {
    Directory(contacts: contacts.map { Contact(key: $0.0, name: $0.1) })
  }

  @Test func theFirstModelReportsNoChangesAndShowsItsItemsOnceCommitted() {
    let controller = makeController()
    let update = controller.update(to: directory(("a", "Ann")))
    #expect(update.changes == .none)
    #expect(controller.items.isEmpty)
    update.commit()
    #expect(controller.items.map(\.name) == ["Ann"])
  }

  @Test func itemsWithTheSameIdsAndContentReportNoChanges() {
    let controller = showing(directory(("a", "Ann"), ("b", "Bob")), in: makeController())
    #expect(controller.update(to: directory(("a", "Ann"), ("b", "Bob"))).changes == .none)
  }

  @Test func itemsAreMatchedByIdAndReconfiguredWhenTheirContentChanges() {
    let controller = showing(directory(("a", "Ann"), ("b", "Bob")), in: makeController())
    let update = controller.update(to: directory(("b", "Robert"), ("a", "Ann")))
    #expect(update.changes == ItemChanges(moves: [Move(from: 0, to: 1)], reconfigures: [1]))
    #expect(controller.items.map(\.name) == ["Ann", "Bob"])
    update.commit()
    #expect(controller.items.map(\.name) == ["Robert", "Ann"])
  }

  @Test func newAndGoneIdsAreInsertedAndDeleted() {
    let controller = showing(directory(("a", "Ann"), ("b", "Bob")), in: makeController())
    let changes = controller.update(to: directory(("a", "Ann"), ("c", "Cy"))).changes
    #expect(changes == ItemChanges(deletes: [1], inserts: [1]))
  }

  @Test func duplicateIdsAreMatchedInOrderOfOccurrence() {
    let controller = showing(directory(("a", "first"), ("a", "second")), in: makeController())
    let changes = controller.update(to: directory(("a", "first"), ("a", "2nd"), ("a", "3rd")))
      .changes
    #expect(changes == ItemChanges(inserts: [2], reconfigures: [1]))
  }

  @Test func aDroppedDuplicateIdIsDeleted() {
    let controller = showing(directory(("a", "first"), ("a", "second")), in: makeController())
    let changes = controller.update(to: directory(("a", "first"))).changes
    #expect(changes == ItemChanges(deletes: [1]))
  }

  @Test func equatableItemsNeedOnlyAnId() {
    let controller = showing(
      ["apple", "avocado"],
      in: KeyedListSectionController<[String], String, Character>(items: { $0 }, id: \.first!))
    #expect(
      controller.update(to: ["apricot", "avocado"]).changes == ItemChanges(reconfigures: [0]))
  }

  @Test func theDefaultCellDescribesTheItem() {
    let controller = showing(directory(("a", "Ann")), in: makeController())
    #expect(renderedText(of: controller, item: 0) == #"Contact(key: "a", name: "Ann")"#)
  }

  @Test func aSubclassConfiguresItsOwnCell() {
    let controller = showing(directory(("a", "Ann")), in: ContactList())
    #expect(renderedText(of: controller, item: 0) == "Ann")
  }
}

private final class ContactList: KeyedListSectionController<Directory, Contact, String> {
  init() {
    super.init(items: \.contacts, id: \.key, isContentEqual: { $0.name == $1.name })
  }

  override func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController].name
    return cell
  }
}
