import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Home

/// Home driven headlessly against an in-test item list.
@MainActor
@Suite("HomeCoordinator")
struct HomeCoordinatorTests {
  struct Refused: Error, Equatable {}

  @MainActor
  final class Harness {
    var items = [
      Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")),
      Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("bob")),
      Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada")),
    ]
    var authorsShown: [UserID] = []
    lazy var home = HomeCoordinator(
      dependencies: HomeCoordinator.Dependencies(
        feed: { [unowned self] in self.items },
        item: { [unowned self] id in self.items.first { $0.id == id } },
        related: { [unowned self] id in
          let author = self.items.first { $0.id == id }?.author
          return self.items.filter { $0.author == author && $0.id != id }
        },
        publish: { [unowned self] title, body in
          guard title != "refused" else { throw Refused() }
          let item = Item(id: ItemID(self.items.count + 1), title: title, body: body, author: UserID("me"))
          self.items.insert(item, at: 0)
          return item
        },
        showAuthor: { [unowned self] author in self.authorsShown.append(author) }))
  }

  @Test("the feed lists every item, newest first")
  func feedListsItems() throws {
    let harness = Harness()
    let feed = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(feed.render().lines == ["#3  Third  (by ada)", "#2  Second  (by bob)", "#1  First  (by ada)"])
  }

  @Test("open pushes a detail, related items push deeper, back returns one step at a time")
  func detailAndRelated() throws {
    let harness = Harness()
    try perform("view", "3", on: harness.home)
    try expectVisibleScreen(of: harness.home, title: "Item 3")
    try perform("related", "1", on: harness.home)
    try perform("related", "3", on: harness.home)
    try expectStack(of: harness.home, [.feed, .detail, .detail, .detail])
    try expectVisibleScreen(of: harness.home, title: "Item 3")
    harness.home.goBack()
    try expectVisibleScreen(of: harness.home, title: "Item 1")
    harness.home.popToRoot()
    try expectStack(of: harness.home, [.feed])
  }

  @Test("unknown, malformed and unrelated item ids are refused and nothing is pushed")
  func refusesBadIDs() throws {
    let harness = Harness()
    #expect(throws: ScreenActionError("no item 9 in the feed")) { try perform("view", "9", on: harness.home) }
    #expect(throws: ScreenActionError.self) { try perform("view", "nine", on: harness.home) }
    try perform("view", "3", on: harness.home)
    #expect(throws: ScreenActionError("item 2 is not related to item 3")) {
      try perform("related", "2", on: harness.home)
    }
    try expectStack(of: harness.home, [.feed, .detail])
  }

  @Test("view author goes through the injected closure, not through another feature")
  func viewAuthor() throws {
    let harness = Harness()
    try perform("view", "2", on: harness.home)
    try perform("author", on: harness.home)
    #expect(harness.authorsShown == [UserID("bob")])
    try expectStack(of: harness.home, [.feed, .detail])
  }

  @Test("compose is a sheet sub-flow of three steps whose published item the feed shows")
  func composePublishes() throws {
    let harness = Harness()
    try perform("compose", on: harness.home)
    try expectStackPresentations(of: harness.home, [.sheet])
    let step1 = try expectVisibleScreen(of: harness.home, title: "New item: title")
    #expect(step1.destination.routeType == .root)
    #expect(step1.destination.presentationType == .sheet)
    try perform("title", "Fourth", on: harness.home)
    try perform("text", "Four", on: harness.home)
    try expectVisibleScreen(of: harness.home, title: "New item: review")
    try perform("publish", on: harness.home)
    try expectStack(of: harness.home, [.feed])
    let feed = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines.prefix(3) == ["Published #4.", "", "#4  Fourth  (by me)"])
  }

  @Test("cancelling compose at any step publishes nothing and releases the sub-flow")
  func composeCancels() throws {
    let harness = Harness()
    try expectReleased { tracker in
      try perform("compose", on: harness.home)
      tracker.trackTree(of: try #require(harness.home.visibleScreen).context.owner)
      try perform("title", "Draft", on: harness.home)
      try perform("cancel", on: harness.home)
    }
    #expect(harness.items.count == 3)
    try expectStack(of: harness.home, [.feed])
  }

  @Test("a refused publish keeps the sheet and the draft")
  func refusedPublish() throws {
    let harness = Harness()
    try perform("compose", on: harness.home)
    try perform("title", "refused", on: harness.home)
    try perform("text", "x", on: harness.home)
    #expect(throws: Refused()) { try perform("publish", on: harness.home) }
    try expectVisibleScreen(of: harness.home, title: "New item: review")
    harness.home.goBack()
    harness.home.goBack()
    try expectVisibleScreen(of: harness.home, title: "New item: title")
    #expect(throws: ScreenActionError("the title can't be empty")) { try perform("title", "  ", on: harness.home) }
  }
}
