import Home
import HomeTesting
import ScaffoldingTesting
import SharedModels
import Testing

/// The two ready-made dependencies: `.failing` fails the test that uses an unset closure, and
/// `.preview` is a working feed in memory.
@MainActor
@Suite("Home dependencies")
struct HomeDependenciesTests {
  @Test("loading the feed with .failing records a known issue naming feedPage, and shows its error")
  func failingFeed() async throws {
    let home = HomeCoordinator(dependencies: .failing) { _ in Issue.record("Home reported an outcome") }
    try await withKnownIssue {
      let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
      await home.settled()
      #expect(feed.render().lines == ["HomeCoordinator.Dependencies.feedPage is unimplemented in this test"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("HomeCoordinator.Dependencies.feedPage") }
    }
  }

  @Test("publishing with .failing records a known issue naming publish, and the draft stays")
  func failingPublish() async throws {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { _, _ in FeedPage(items: [], next: nil) }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    try perform("title", "Draft", on: home)
    try perform("text", "Text", on: home)
    try await withKnownIssue {
      try await performAndSettle("publish", on: home)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("HomeCoordinator.Dependencies.publish") }
    }
    let review = try requireVisibleScreen(of: home, title: "New item: review")
    #expect(
      review.render().lines.last == "Not published: HomeCoordinator.Dependencies.publish is unimplemented in this test")
  }

  @Test("the preview publishes at the top of its feed with the next id, by its author")
  func previewPublishes() async throws {
    let dependencies = HomeCoordinator.Dependencies.preview(author: UserID("me"))
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    try perform("title", "Fourth", on: home)
    try perform("text", "Four", on: home)
    try await performAndSettle("publish", on: home)
    let published = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))
    #expect(
      try await dependencies.feedPage(nil, 10).items.map(\.id) == [ItemID(4), ItemID(3), ItemID(2), ItemID(1)])
    #expect(try await dependencies.item(ItemID(4)) == published)
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(
      feed.render().lines == [
        "#4  Fourth  (by me)", "#3  Third  (by ada)", "#2  Second  (by bob)",
        "#1  First  (by ada)",
      ])
    #expect(feed.render().notices.compactMap(\.message) == ["Published #4."])
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
    let empty = HomeCoordinator.Dependencies.preview(items: [])
    #expect(try await empty.feedPage(nil, 10) == FeedPage(items: [], next: nil))
    #expect(try await empty.publish("First", "One").id == ItemID(1))
    #expect(try await empty.feedPage(nil, 10).items.map(\.author) == [UserID("preview")])
  }
}
