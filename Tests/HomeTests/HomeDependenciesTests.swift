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
  @Test("rendering the feed with .failing records a known issue naming feed, and shows an empty feed")
  func failingFeed() throws {
    let home = HomeCoordinator(dependencies: .failing) { _ in Issue.record("Home reported an outcome") }
    let feed = try expectVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    withKnownIssue {
      #expect(feed.render().lines == ["Nothing here yet."])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("HomeCoordinator.Dependencies.feed") }
    }
  }

  @Test("publishing with .failing records a known issue naming publish, and the draft stays")
  func failingPublish() throws {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feed = { [] }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    try perform("title", "Draft", on: home)
    try perform("text", "Text", on: home)
    withKnownIssue {
      let error = #expect(throws: UnimplementedDependency.self) { try perform("publish", on: home) }
      #expect(error?.name == "HomeCoordinator.Dependencies.publish")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("HomeCoordinator.Dependencies.publish") }
    }
    try expectVisibleScreen(of: home, title: "New item: review")
  }

  @Test("the preview publishes at the top of its feed with the next id, by its author")
  func previewPublishes() throws {
    let dependencies = HomeCoordinator.Dependencies.preview(author: UserID("me"))
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    try perform("title", "Fourth", on: home)
    try perform("text", "Four", on: home)
    try perform("publish", on: home)
    let published = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))
    #expect(dependencies.feed().map(\.id) == [ItemID(4), ItemID(3), ItemID(2), ItemID(1)])
    #expect(dependencies.item(ItemID(4)) == published)
    let feed = try expectVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(
      feed.render().lines == [
        "#4  Fourth  (by me)", "#3  Third  (by ada)", "#2  Second  (by bob)",
        "#1  First  (by ada)",
      ])
    #expect(feed.render().notices.compactMap(\.message) == ["Published #4."])
  }

  @Test("the preview relates an item to its author's others, and an empty preview publishes #1")
  func previewRelatesAndStartsEmpty() throws {
    let dependencies = HomeCoordinator.Dependencies.preview()
    #expect(dependencies.related(ItemID(3)).map(\.id) == [ItemID(1)])
    #expect(dependencies.related(ItemID(2)).isEmpty)
    #expect(dependencies.related(ItemID(9)).isEmpty)
    #expect(dependencies.item(ItemID(9)) == nil)
    let empty = HomeCoordinator.Dependencies.preview(items: [])
    #expect(empty.feed().isEmpty)
    #expect(try empty.publish("First", "One").id == ItemID(1))
    #expect(empty.feed().map(\.author) == [UserID("preview")])
  }
}
