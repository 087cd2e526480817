import Scaffolding
import SharedModels
import Testing

@testable import Home

@MainActor
@Suite("HomeCoordinator")
struct HomeCoordinatorTests {
  let items = [
    Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("ada")),
    Item(id: ItemID(1), title: "First", body: "One", author: UserID("bob")),
  ]

  func makeHome() -> HomeCoordinator {
    let items = items
    return HomeCoordinator(
      dependencies: HomeCoordinator.Dependencies(feed: { items }, item: { id in items.first { $0.id == id } }))
  }

  func perform(_ name: String, _ arguments: [String], on home: HomeCoordinator) throws {
    let action = try #require(home.visibleScreen?.render().action(named: name))
    try action.perform(arguments)
  }

  @Test("the feed lists every item, newest first")
  func feedListsItems() throws {
    let body = try #require(makeHome().visibleScreen?.render())
    #expect(body.title == "Home")
    #expect(body.lines == ["#2  Second  (by ada)", "#1  First  (by bob)"])
  }

  @Test("open pushes the item's detail and pop returns to the feed")
  func openPushesDetail() throws {
    let home = makeHome()
    try perform("open", ["1"], on: home)
    let visible = try #require(home.visibleScreen)
    #expect(visible.destination.routeType == .push)
    #expect(visible.render().title == "Item 1")
    #expect(visible.render().lines.contains("One"))
    home.pop()
    #expect(home.stack.destinations.isEmpty)
    #expect(home.visibleScreen?.render().title == "Home")
  }

  @Test("an unknown or malformed item id is refused and nothing is pushed")
  func refusesUnknownItem() throws {
    let home = makeHome()
    #expect(throws: ScreenActionError("no item 9 in the feed")) { try perform("open", ["9"], on: home) }
    #expect(throws: ScreenActionError.self) { try perform("open", ["nine"], on: home) }
    #expect(home.stack.destinations.isEmpty)
  }
}
