import Testing

@testable import AppFeature

/// Home in the map of the demo app: the feed, an item, and the sheet it presents.
@MainActor
@Suite("Home tab in the app map")
struct HomeTabMapTests {
  @Test("the feed pushes an item, which pushes its related items, and presents compose as a sheet")
  func feed() async throws {
    let map = try await demoMap.value
    #expect(map.outcome(of: "view", on: "home/feed") == "home/detail (push)")
    #expect(map.outcome(of: "related", on: "home/detail") == "home/detail (push)")
    #expect(map.outcome(of: "compose", on: "home/feed") == "home/compose/title (sheet)")
  }
}
