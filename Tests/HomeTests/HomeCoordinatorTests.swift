import Home
import HomeTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Home driven headlessly: browsing reads the preview's feed, and each test sets the closures
/// it expects Home to call on top of the failing ones.
@MainActor
@Suite("HomeCoordinator")
struct HomeCoordinatorTests {
  struct Refused: Error, Equatable {}

  /// What Home asked the feed for.
  struct FeedRequest: Equatable {
    var before: ItemID?
    var limit: Int
  }

  @Test("the feed lists the first page of items, newest first, and offers no more on the last page")
  func feedListsItems() throws {
    var requests: [FeedRequest] = []
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { before, limit in
      requests.append(FeedRequest(before: before, limit: limit))
      return FeedPage(
        items: [
          Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")),
          Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("bob")),
          Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada")),
        ], next: nil)
    }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(feed.render().lines == ["#3  Third  (by ada)", "#2  Second  (by bob)", "#1  First  (by ada)"])
    #expect(feed.render().actions.map(\.name) == ["view", "compose"])
    #expect(requests.first == FeedRequest(before: nil, limit: 20))
  }

  @Test("more shows the next page, older than the last item shown, until the last; newest goes back")
  func moreShowsOlderPages() throws {
    let items = (1...45).reversed().map { Item(id: ItemID($0), title: "Item \($0)", body: "", author: UserID("ada")) }
    let home = HomeCoordinator(dependencies: .preview(items: items)) { _ in Issue.record("Home reported an outcome") }
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines.map(\.itemNumber) == Array((26...45).reversed()))
    #expect(feed.render().actions.map(\.name) == ["view", "compose", "more"])
    try perform("more", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((6...25).reversed()))
    #expect(feed.render().actions.map(\.name) == ["view", "compose", "more", "newest"])
    try perform("more", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((1...5).reversed()))
    #expect(feed.render().actions.map(\.name) == ["view", "compose", "newest"])
    expectStack(of: home, [.feed])
    #expect(home.currentPath == [], "the page is not part of the link")
    try perform("newest", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((26...45).reversed()))
    #expect(feed.render().actions.map(\.name) == ["view", "compose", "more"])
  }

  @Test("items published while a later page is shown neither repeat nor shift it; publishing shows the newest")
  func publishingBetweenPages() throws {
    let items = (1...25).reversed().map { Item(id: ItemID($0), title: "Item \($0)", body: "", author: UserID("ada")) }
    let dependencies = HomeCoordinator.Dependencies.preview(items: items, author: UserID("me"))
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    try perform("more", on: home)
    for title in ["Late 1", "Late 2"] { _ = try dependencies.publish(title, "") }
    #expect(feed.render().lines.map(\.itemNumber) == Array((1...5).reversed()))
    try perform("compose", on: home)
    try perform("title", "Mine", on: home)
    try perform("text", "x", on: home)
    try perform("publish", on: home)
    #expect(feed.render().lines.map(\.itemNumber) == Array((9...28).reversed()))
  }

  @Test("a feed or an item that can't be read shows the error's sentence, not an empty screen")
  func readErrorsAreShown() throws {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { _, _ in throw ReadFailure() }
    dependencies.item = { _ in throw ReadFailure() }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines == ["Couldn't read the items."])
    #expect(feed.render().actions.map(\.name) == ["view", "compose"])
    #expect(throws: ReadFailure()) { try perform("view", "3", on: home) }
    home.route(to: .detail(ItemID(3)))
    let detail = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.detail, title: "Item 3")
    #expect(detail.render().lines == ["Couldn't read the items."])
    #expect(home.suggestedPaths == [["compose"]])
  }

  @Test("view pushes a detail, related items push deeper, back returns one step at a time")
  func detailAndRelated() throws {
    let home = HomeCoordinator(dependencies: .browsing) { _ in Issue.record("Home reported an outcome") }
    try perform("view", "3", on: home)
    expectVisibleScreen(of: home, title: "Item 3")
    try perform("related", "1", on: home)
    try perform("related", "3", on: home)
    expectStack(of: home, [.feed, .detail, .detail, .detail])
    expectVisibleScreen(of: home, title: "Item 3")
    home.goBack()
    expectVisibleScreen(of: home, title: "Item 1")
    home.popToRoot()
    expectStack(of: home, [.feed])
  }

  @Test("unknown, malformed and unrelated item ids are refused and nothing is pushed")
  func refusesBadIDs() throws {
    let home = HomeCoordinator(dependencies: .browsing) { _ in Issue.record("Home reported an outcome") }
    #expect(throws: ScreenActionError("no item 9 in the feed")) { try perform("view", "9", on: home) }
    #expect(throws: ScreenActionError.self) { try perform("view", "nine", on: home) }
    expectStack(of: home, [.feed])
    try perform("view", "3", on: home)
    #expect(throws: ScreenActionError("item 2 is not related to item 3")) { try perform("related", "2", on: home) }
    expectStack(of: home, [.feed, .detail])
  }

  @Test("view author hands .showAuthor to onComplete and navigates nowhere itself")
  func viewAuthor() throws {
    var outcomes: [HomeCoordinator.Outcome] = []
    let home = HomeCoordinator(dependencies: .browsing) { outcomes.append($0) }
    try perform("view", "2", on: home)
    try perform("author", on: home)
    #expect(outcomes == [.showAuthor(UserID("bob"))])
    expectStack(of: home, [.feed, .detail])
  }

  @Test("compose is a sheet sub-flow of three steps whose published item the feed shows")
  func composePublishes() throws {
    var published: [(title: String, body: String)] = []
    var dependencies = HomeCoordinator.Dependencies.preview(author: UserID("me"))
    let publish = dependencies.publish
    dependencies.publish = { title, body in
      published.append((title, body))
      return try publish(title, body)
    }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    expectStackPresentations(of: home, [.sheet])
    let step1 = try requireVisibleScreen(of: home, title: "New item: title")
    #expect(step1.destination.routeType == .root)
    #expect(step1.destination.presentationType == .sheet)
    try perform("title", "Fourth", on: home)
    try perform("text", "Four", on: home)
    expectVisibleScreen(of: home, title: "New item: review")
    try perform("publish", on: home)
    #expect(published.map(\.title) == ["Fourth"])
    #expect(published.map(\.body) == ["Four"])
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

  @Test("cancelling compose at any step publishes nothing and releases the sub-flow")
  func composeCancels() throws {
    // Publishing stays failing: a cancelled draft that reached it would fail the test.
    let home = HomeCoordinator(dependencies: .browsing) { _ in Issue.record("Home reported an outcome") }
    try expectReleased { tracker in
      try perform("compose", on: home)
      tracker.trackTree(of: try #require(home.visibleScreen).context.owner)
      try perform("title", "Draft", on: home)
      try perform("cancel", on: home)
    }
    expectStack(of: home, [.feed])
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    #expect(feed.render().lines == ["#3  Third  (by ada)", "#2  Second  (by bob)", "#1  First  (by ada)"])
  }

  @Test("a refused publish keeps the sheet and the draft")
  func refusedPublish() throws {
    var dependencies = HomeCoordinator.Dependencies.browsing
    dependencies.publish = { _, _ in throw Refused() }
    let home = HomeCoordinator(dependencies: dependencies) { _ in Issue.record("Home reported an outcome") }
    try perform("compose", on: home)
    try perform("title", "refused", on: home)
    try perform("text", "x", on: home)
    #expect(throws: Refused()) { try perform("publish", on: home) }
    let review = try requireVisibleScreen(of: home, title: "New item: review")
    #expect(review.render().lines.suffix(2) == ["refused", "x"])
    home.goBack()
    home.goBack()
    expectVisibleScreen(of: home, title: "New item: title")
    #expect(throws: ScreenActionError("the title can't be empty")) { try perform("title", "  ", on: home) }
  }
}

extension String {
  /// The number of the item a feed line lists (`#12  Title  (by ada)` is 12); 0 for other lines.
  fileprivate var itemNumber: Int {
    Int(dropFirst().prefix { $0.isNumber }) ?? 0
  }
}
