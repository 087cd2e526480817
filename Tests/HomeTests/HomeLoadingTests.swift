import Home
import HomeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Home's screens load on their own and render only what they loaded: the test answers each
/// load by hand (``ControlledDependency``), so it sees the loading state, the loaded state, a
/// failure and its retry, the reload after the compose flow returns an item, and the loads that
/// leaving a screen cancels.
@MainActor
@Suite("Home loading", .timeLimit(.minutes(1)))
struct HomeLoadingTests {
  /// What Home asked the feed for.
  struct FeedRequest: Equatable {
    var before: ItemID?
    var limit: Int
  }

  let feed = ControlledDependency<FeedRequest, FeedPage>("HomeCoordinator.Dependencies.feedPage")
  let item = ControlledDependency<ItemID, Item?>("HomeCoordinator.Dependencies.item")
  let related = ControlledDependency<ItemID, [Item]>("HomeCoordinator.Dependencies.related")
  let seen = SeenMarks()

  /// Home whose every load waits for the test.
  func makeHome() -> HomeCoordinator {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { [feed] before, limit in try await feed(FeedRequest(before: before, limit: limit)) }
    dependencies.item = item.closure
    dependencies.related = related.closure
    dependencies.markSeen = seen.closure
    dependencies.compose = { StandInFlow("Compose", returning: Self.fourth) }
    return HomeCoordinator(dependencies: dependencies)
  }

  /// ``makeHome()`` with its feed loaded (with `items`), so only what the test does next is
  /// pending.
  func makeLoadedHome(_ items: [Item] = []) async throws -> HomeCoordinator {
    let home = makeHome()
    _ = home.visibleScreen
    try await feed.nextCall().answer(with: FeedPage(items: items, next: nil))
    await home.settled()
    return home
  }

  static let third = Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada"))
  static let first = Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada"))
  static let fourth = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))

  @Test("the feed says Loading… and offers no item until its first page has loaded")
  func feedLoads() async throws {
    let home = makeHome()
    let screen = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(screen.render().lines == ["Loading…"])
    #expect(screen.render().action(named: "view") == nil, "no item to view yet")
    #expect(home.hasPendingWork)
    let call = try await feed.nextCall()
    #expect(call.input == FeedRequest(before: nil, limit: 20))
    call.answer(with: FeedPage(items: [Self.third, Self.first], next: nil))
    await home.settled()
    #expect(screen.render().lines == ["#3  Third  (by ada)", "#1  First  (by ada)"])
    #expect(screen.render().action(named: "view") != nil)
    feed.expectNoPendingCalls()
  }

  @Test("an empty feed says so in words")
  func emptyFeed() async throws {
    let home = makeHome()
    let screen = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    try await feed.nextCall().answer(with: FeedPage(items: [], next: nil))
    await home.settled()
    #expect(screen.render().lines == ["Nothing here yet."])
  }

  @Test("a feed that fails shows the sentence and retry, which loads it again")
  func feedRetries() async throws {
    let home = makeHome()
    let screen = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    try await feed.nextCall().fail(with: ReadFailure())
    await home.settled()
    #expect(screen.render().lines == ["Couldn't read the items."])
    #expect(screen.render().action(named: "retry") != nil && screen.render().action(named: "view") == nil)
    #expect(home.suggestedPaths == [["compose"]])
    try perform("retry", on: home)
    #expect(screen.render().lines == ["Loading…"])
    try await feed.nextCall().answer(with: FeedPage(items: [Self.third], next: nil))
    await home.settled()
    #expect(screen.render().lines == ["#3  Third  (by ada)"])
    #expect(home.suggestedPaths == [["compose"], ["item", "3"]])
  }

  @Test("each detail on the stack loads on its own, and popping one cancels only its load")
  func detailsLoadOnTheirOwn() async throws {
    let home = try await makeLoadedHome([Self.third, Self.first])
    try perform("view", "3", on: home)
    expectVisibleScreen(of: home, title: "Item 3")
    #expect(home.visibleScreen?.render().lines == ["Loading…"])
    let thirdItem = try await item.nextCall()
    let thirdRelated = try await related.nextCall()
    home.route(to: .detail(ItemID(1)))
    let firstItem = try await item.nextCall()
    let firstRelated = try await related.nextCall()
    #expect([thirdItem.input, firstItem.input] == [ItemID(3), ItemID(1)])
    home.pop()
    #expect(firstItem.isCancelled && firstRelated.isCancelled)
    #expect(thirdItem.isPending && thirdRelated.isPending)
    thirdItem.answer(with: Self.third)
    thirdRelated.answer(with: [Self.first])
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["Third", "", "Three", "", "by ada", "", "Related:", "  #1  First"])
    item.expectNoPendingCalls()
    related.expectNoPendingCalls()
  }

  @Test("a detail whose item is gone says so; one that can't be read retries")
  func detailStates() async throws {
    let home = try await makeLoadedHome()
    home.route(to: .detail(ItemID(7)))
    let relatedToGone = try await related.nextCall()
    try await item.nextCall().answer(with: nil)
    await home.settled()
    #expect(relatedToGone.isCancelled, "what is related to an item that is gone is not waited for")
    #expect(home.visibleScreen?.render().lines == ["This item no longer exists."])
    #expect(home.visibleScreen?.render().actions.isEmpty == true)
    home.route(to: .detail(ItemID(3)))
    try await item.nextCall().fail(with: ReadFailure())
    let call = try await related.nextCall()
    await home.settled()
    #expect(call.isCancelled, "the other half of a failed load stops")
    #expect(home.visibleScreen?.render().lines == ["Couldn't read the items."])
    try perform("retry", on: home)
    try await item.nextCall().answer(with: Self.third)
    try await related.nextCall().answer(with: [])
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["Third", "", "Three", "", "by ada"])
    #expect(home.visibleScreen?.render().action(named: "retry") == nil)
    #expect(home.visibleScreen?.render().action(named: "author") != nil)
  }

  @Test("an item the compose flow returns reloads the newest page: Loading…, then the page, confirmed")
  func resultReloadsTheFeed() async throws {
    let home = try await makeLoadedHome([Self.third])
    try perform("compose", on: home)
    feed.expectNoPendingCalls()
    try perform("finish", on: home)
    expectStack(of: home, [.feed])
    #expect(home.visibleScreen?.render().lines == ["Loading…"])
    let reload = try await feed.nextCall()
    #expect(reload.input == FeedRequest(before: nil, limit: 20), "the feed loads its newest items again")
    reload.answer(with: FeedPage(items: [Self.fourth, Self.third], next: nil))
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#4  Fourth  (by me)", "#3  Third  (by ada)"])
    #expect(home.visibleScreen?.render().notices.compactMap(\.message) == ["Published #4."])
  }

  @Test("a compose flow closed without a result loads nothing", arguments: ["cancel", "back"])
  func noResultLoadsNothing(close: String) async throws {
    let home = try await makeLoadedHome([Self.third])
    try perform("compose", on: home)
    if close == "back" { home.goBack() } else { try perform("cancel", on: home) }
    await home.settled()
    expectStack(of: home, [.feed])
    #expect(home.visibleScreen?.render().lines == ["#3  Third  (by ada)"])
    #expect(home.visibleScreen?.render().notices.compactMap(\.message) == [])
    feed.expectNoPendingCalls()
  }
}
