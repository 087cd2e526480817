import Home
import HomeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Home driven headlessly on the preview's feed: each test settles the tree (the screens'
/// loads) before it looks, and sets the closures it expects Home to call on top of the
/// failing ones.
@MainActor
@Suite("HomeCoordinator")
struct HomeCoordinatorTests {
  @Test("more shows the next page, older than the last item shown, until the last; newest goes back")
  func moreShowsOlderPages() async throws {
    let items = (1...45).reversed().map { Item(id: ItemID($0), title: "Item \($0)", body: "", author: UserID("ada")) }
    let home = HomeCoordinator(dependencies: .preview(items: items))
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    await home.settled()
    #expect(feed.render().lines.map(\.itemNumber) == Array((26...45).reversed()))
    #expect(feed.render().action(named: "more") != nil && feed.render().action(named: "newest") == nil)
    try await performAndSettle("more", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((6...25).reversed()))
    #expect(feed.render().action(named: "more") != nil && feed.render().action(named: "newest") != nil)
    try await performAndSettle("more", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((1...5).reversed()))
    #expect(feed.render().action(named: "more") == nil && feed.render().action(named: "newest") != nil)
    expectStack(of: home, [.feed])
    #expect(home.currentPath == [], "the page is not part of the link")
    try await performAndSettle("newest", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((26...45).reversed()))
    #expect(feed.render().action(named: "more") != nil && feed.render().action(named: "newest") == nil)
  }

  @Test("items published while a later page is shown neither repeat nor shift it; a published item shows the newest")
  func publishingBetweenPages() async throws {
    let items = (1...25).reversed().map { Item(id: ItemID($0), title: "Item \($0)", body: "", author: UserID("ada")) }
    let preview = try PreviewFeed(
      items: items, published: Item(id: ItemID(28), title: "Mine", body: "", author: UserID("me")))
    let home = HomeCoordinator(dependencies: preview.dependencies)
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    await home.settled()
    try await performAndSettle("more", on: home)
    for title in ["Late 1", "Late 2", "Mine"] { _ = try await preview.publish(title, "") }
    #expect(feed.render().lines.map(\.itemNumber) == Array((1...5).reversed()))
    try perform("compose", on: home)
    try await performAndSettle("finish", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((9...28).reversed()))
  }

  @Test("view pushes a detail, related items push deeper, back returns one step at a time")
  func detailAndRelated() async throws {
    let home = HomeCoordinator(dependencies: .browsing)
    await home.settled()
    try await performAndSettle("view", "3", on: home)
    expectVisibleScreen(of: home, title: "Item 3")
    #expect(home.visibleScreen?.render().lines == ["Third", "", "Three", "", "by ada", "", "Related:", "  #1  First"])
    try await performAndSettle("related", "1", on: home)
    try await performAndSettle("related", "3", on: home)
    expectStack(of: home, [.feed, .detail, .detail, .detail])
    expectVisibleScreen(of: home, title: "Item 3")
    home.goBack()
    expectVisibleScreen(of: home, title: "Item 1")
    home.popToRoot()
    expectStack(of: home, [.feed])
  }

  @Test("ids not on the page, malformed and unrelated ids are refused at once and nothing is pushed")
  func refusesBadIDs() async throws {
    let home = HomeCoordinator(dependencies: .browsing)
    await home.settled()
    #expect(throws: ScreenActionError("item 9 is not on this page of the feed")) { try perform("view", "9", on: home) }
    #expect(throws: ScreenActionError.self) { try perform("view", "nine", on: home) }
    expectStack(of: home, [.feed])
    try await performAndSettle("view", "3", on: home)
    #expect(throws: ScreenActionError("item 2 is not related to item 3")) { try perform("related", "2", on: home) }
    expectStack(of: home, [.feed, .detail])
  }

  @Test("author pushes the App's profile flow for the item's author in Home's own stack; back returns to the item")
  func viewAuthor() async throws {
    var asked: [UserID] = []
    var dependencies = HomeCoordinator.Dependencies.browsing
    dependencies.profile = { user in
      asked.append(user)
      return HomeFixtures.profile(user)
    }
    let home = HomeCoordinator(dependencies: dependencies)
    await home.settled()
    try await performAndSettle("view", "2", on: home)
    try perform("author", on: home)
    expectStack(of: home, [.feed, .detail, .author])
    #expect(asked == [UserID("bob")])
    #expect(home.visibleScreen?.render().title == "Profile bob")
    try perform("page", "posts", on: home)  // the profile flow's own push, inside Home's stack
    #expect(home.visibleScreen?.render().title == "Profile bob · posts")
    #expect(home.currentPath == ["item", "2", "author", "bob", "page", "posts"])
    home.goBack()
    home.goBack()
    expectStack(of: home, [.feed, .detail])
    #expect(home.visibleScreen?.render().title == "Item 2")
  }

  @Test("compose presents the App's flow in a sheet; the item it returns shows atop the feed, confirmed once")
  func composePublishes() async throws {
    let preview = try PreviewFeed(published: HomeFixtures.published)
    let home = HomeCoordinator(dependencies: preview.dependencies)
    await home.settled()
    try perform("compose", on: home)
    expectStackPresentations(of: home, [.sheet])
    let sheet = try requireVisibleScreen(of: home, title: "Compose")
    #expect(sheet.destination.routeType == .root)
    #expect(sheet.destination.presentationType == .sheet)
    _ = try await preview.publish("Fourth", "Four")  // what the real flow does before it returns
    try await performAndSettle("finish", on: home)
    expectStack(of: home, [.feed])
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines.first == "#4  Fourth  (by me)")
    let notices = feed.render().notices
    #expect(notices.map(\.message) == ["Published #4."], "rendering does not consume the notice")
    #expect(notices.map { $0.take() } == ["Published #4."])
    // Shown once: a later compose that is cancelled lands on a feed without it.
    try perform("compose", on: home)
    try perform("cancel", on: home)
    let later = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(later.render().notices.compactMap(\.message).isEmpty)
  }

  @Test("a flow closed without a result (cancel, back) changes nothing and is released", arguments: ["cancel", "back"])
  func composeClosedWithoutResult(close: String) async throws {
    let home = HomeCoordinator(dependencies: .browsing)
    await home.settled()
    try expectReleased { tracker in
      try perform("compose", on: home)
      tracker.trackTree(of: try #require(home.visibleScreen).context.owner)
      if close == "back" { home.goBack() } else { try perform("cancel", on: home) }
    }
    #expect(!home.hasPendingWork, "the feed does not load again")
    expectStack(of: home, [.feed])
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines == ["#3  Third  (by ada)", "#2  Second  (by bob)", "#1  First  (by ada)"])
    #expect(feed.render().notices.compactMap(\.message).isEmpty)
  }

  @Test("each compose is a new flow from the factory; after one closed by back, the next one's result is heard once")
  func eachComposeIsANewFlow() async throws {
    let made = Counter()
    var dependencies = HomeCoordinator.Dependencies.browsing
    dependencies.compose = {
      made.count += 1
      return StandInFlow("Compose", returning: HomeFixtures.published)
    }
    let home = HomeCoordinator(dependencies: dependencies)
    await home.settled()
    try perform("compose", on: home)
    home.goBack()
    await home.settled()
    #expect(home.visibleScreen?.render().notices.compactMap(\.message) == [])
    try perform("compose", on: home)
    try await performAndSettle("finish", on: home)
    #expect(home.visibleScreen?.render().notices.compactMap { $0.take() } == ["Published #4."])
    #expect(made.count == 2)
  }
}

/// Counts what a test's closure was asked for.
@MainActor
final class Counter {
  var count = 0
}

extension String {
  /// The number of the item a feed line lists (`#12  Title  (by ada)` is 12); 0 for other lines.
  fileprivate var itemNumber: Int {
    Int(dropFirst().prefix { $0.isNumber }) ?? 0
  }
}
