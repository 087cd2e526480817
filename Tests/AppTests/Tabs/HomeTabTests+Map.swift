import Testing

@testable import AppFeature

/// Home in the map of the demo app: the feed, an item, and the sheet it presents.
@MainActor
@Suite("Home tab in the app map")
struct HomeTabMapTests {
  @Test("the feed pushes an item, which pushes its related items, and presents compose as a sheet")
  func feed() async {
    let map = await demoMap.value
    #expect(map.outcome(of: "view", on: "home/HomeCoordinator.feed") == "home/HomeCoordinator.detail (push)")
    #expect(map.outcome(of: "related", on: "home/HomeCoordinator.detail") == "home/HomeCoordinator.detail (push)")
    #expect(map.outcome(of: "compose", on: "home/HomeCoordinator.feed") == "home/ComposeCoordinator.title (sheet)")
  }
}
