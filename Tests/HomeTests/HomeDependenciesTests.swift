import Home
import HomeTesting
import ScaffoldingTesting
import SharedModels
import Testing

/// The ready-made preview: `.preview` is a working feed in memory. (`.failing` is checked with
/// every module's, in the App's `FailingCallTests`.)
@MainActor
@Suite("Home dependencies")
struct HomeDependenciesTests {
  @Test("the preview hands its compose factory a publish into its feed: the top, the next id, by its author")
  func previewPublishes() async throws {
    let preview = try PreviewFeed(published: HomeFixtures.published)
    let home = HomeCoordinator(dependencies: preview.dependencies)
    let published = try await preview.publish("Fourth", "Four")
    #expect(published == Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me")))
    #expect(
      try await preview.dependencies.feedPage(nil, 10).items.map(\.id) == [ItemID(4), ItemID(3), ItemID(2), ItemID(1)])
    #expect(try await preview.dependencies.item(ItemID(4)) == published)
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    await home.settled()
    #expect(feed.render().lines.first == "#4  Fourth  (by me)")
  }

  @Test("the preview reads its items a page at a time, each page older than the cursor it was asked for")
  func previewPages() async throws {
    let dependencies = HomeCoordinator.Dependencies.preview()
    let first = try await dependencies.feedPage(nil, 2)
    #expect(first == FeedPage(items: Array(HomeCoordinator.Dependencies.previewItems.prefix(2)), next: ItemID(2)))
    #expect(
      try await dependencies.feedPage(first.next, 2)
        == FeedPage(items: [HomeCoordinator.Dependencies.previewItems[2]], next: nil))
    #expect(try await dependencies.feedPage(nil, 3).next == nil)
  }

  @Test("the preview relates an item to its author's others, and an empty preview publishes #1")
  func previewRelatesAndStartsEmpty() async throws {
    let dependencies = HomeCoordinator.Dependencies.preview()
    #expect(try await dependencies.related(ItemID(3)).map(\.id) == [ItemID(1)])
    #expect(try await dependencies.related(ItemID(2)).isEmpty)
    #expect(try await dependencies.related(ItemID(9)).isEmpty)
    #expect(try await dependencies.item(ItemID(9)) == nil)
    let empty = try PreviewFeed(items: [], author: UserID("preview"), published: HomeFixtures.published)
    #expect(try await empty.dependencies.feedPage(nil, 10) == FeedPage(items: [], next: nil))
    #expect(try await empty.publish("First", "One").id == ItemID(1))
    #expect(try await empty.dependencies.feedPage(nil, 10).items.map(\.author) == [UserID("preview")])
  }
}
