import Home
import HomeTesting
import ScaffoldingTesting
import SharedModels
import Testing

/// Home's screens read their items on every render: what they show follows every change made
/// behind their back.
@MainActor
@Suite("Home screens follow the items")
struct HomeScreensTests {
  @Test("the feed shows items added or removed behind its back")
  func feedFollowsItems() throws {
    let items = Changing([Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada"))])
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { _, limit in FeedPage(limit: limit, of: items.value) }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(feed.render().lines == ["#1  First  (by ada)"])
    items.value.insert(Item(id: ItemID(9), title: "Ninth", body: "Nine", author: UserID("bob")), at: 0)
    #expect(feed.render().lines == ["#9  Ninth  (by bob)", "#1  First  (by ada)"])
    items.value.removeAll()
    #expect(feed.render().lines == ["Nothing here yet."])
  }

  @Test("a detail shows its item's new text and new related items on the next render")
  func detailFollowsItem() throws {
    let item = Changing<Item?>(Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")))
    let related = Changing([Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada"))])
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.item = { id in id == ItemID(3) ? item.value : nil }
    dependencies.related = { id in id == ItemID(3) ? related.value : [] }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    home.route(to: .detail(ItemID(3)))
    let detail = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.detail, title: "Item 3")
    #expect(detail.render().lines == ["Third", "", "Three", "", "by ada", "", "Related:", "  #1  First"])
    item.value?.body = "Three, revised"
    related.value.append(Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("ada")))
    #expect(
      detail.render().lines == [
        "Third", "", "Three, revised", "", "by ada", "", "Related:", "  #1  First", "  #4  Fourth",
      ])
    related.value.removeAll()
    #expect(detail.render().lines == ["Third", "", "Three, revised", "", "by ada"])
    item.value = nil
    #expect(detail.render().title == "Item 3")
    #expect(detail.render().lines == ["This item no longer exists."])
    #expect(detail.render().actions.isEmpty)
  }
}

/// A value the test changes after handing Home closures that read it; a class so they see
/// every change.
@MainActor
private final class Changing<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
