import Home
import HomeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// What Home reports seen and how its feed stays fresh: the first page's newest item is marked
/// seen each time that page loads, and ``HomeCoordinator/shownAgain()`` (the App's call when
/// Home's tab is selected) loads the newest items again only when something newer was published,
/// else marks the page it shows seen again.
/// The test answers every read by hand (``ControlledDependency``) and records the marks.
@MainActor
@Suite("Home seen and fresh", .timeLimit(.minutes(1)))
struct HomeSeenTests {
  /// What Home asked the feed for.
  struct FeedRequest: Equatable {
    var before: ItemID?
    var limit: Int
  }

  let feed = ControlledDependency<FeedRequest, FeedPage>("HomeCoordinator.Dependencies.feedPage")
  let seen = SeenMarks()

  static let third = Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada"))
  static let first = Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada"))
  static let fourth = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("bob"))

  /// The newest page, the way the feed asks for it.
  static let newest = FeedRequest(before: nil, limit: 20)
  /// The one-item read of ``HomeCoordinator/shownAgain()``'s check.
  static let newestOnly = FeedRequest(before: nil, limit: 1)

  /// Home whose feed reads wait for the test, with its first page (`items`) loaded.
  func makeLoadedHome(_ items: [Item], next: ItemID? = nil) async throws -> HomeCoordinator {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { [feed] before, limit in try await feed(FeedRequest(before: before, limit: limit)) }
    dependencies.markSeen = seen.closure
    let stored = [Self.third, Self.first]
    dependencies.item = { id in stored.first { $0.id == id } }
    dependencies.related = { _ in [] }
    dependencies.compose = { StandInFlow("Compose", returning: Self.fourth) }
    let home = HomeCoordinator(dependencies: dependencies)
    _ = home.visibleScreen
    try await feed.nextCall().answer(with: FeedPage(items: items, next: next))
    await home.settled()
    return home
  }

  @Test(
    "the first page marks the feed seen up to its newest item once it has loaded; older pages and failures mark nothing"
  )
  func firstPageMarksSeen() async throws {
    let home = try await makeLoadedHome([Self.third], next: ItemID(3))
    #expect(seen.marks == [ItemID(3)])
    try perform("more", on: home)
    try await feed.nextCall().answer(with: FeedPage(items: [Self.first], next: nil))
    await home.settled()
    #expect(seen.marks == [ItemID(3)], "an older page is not what was published since")
    try perform("newest", on: home)
    try await feed.nextCall().fail(with: ReadFailure())
    await home.settled()
    #expect(seen.marks == [ItemID(3)], "a feed that failed showed nothing")
    try perform("retry", on: home)
    #expect(seen.marks == [ItemID(3)], "nothing is marked while the page loads")
    try await feed.nextCall().answer(with: FeedPage(items: [Self.fourth, Self.third], next: nil))
    await home.settled()
    #expect(seen.marks == [ItemID(3), ItemID(4)])
  }

  @Test("the mark is part of the first page's load: the page shows once the mark has answered")
  func markIsTheLoads() async throws {
    let mark = ControlledDependency<ItemID, Void>("HomeCoordinator.Dependencies.markSeen")
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = { [feed] before, limit in try await feed(FeedRequest(before: before, limit: limit)) }
    dependencies.markSeen = mark.closure
    let home = HomeCoordinator(dependencies: dependencies)
    _ = home.visibleScreen
    try await feed.nextCall().answer(with: FeedPage(items: [Self.third], next: nil))
    let marking = try await mark.nextCall()
    #expect(marking.input == ItemID(3))
    #expect(home.visibleScreen?.render().lines == ["Loading…"])
    marking.answer(with: ())
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#3  Third  (by ada)"])
    mark.expectNoPendingCalls()
  }

  @Test("an empty feed marks nothing; a mark that fails changes nothing shown")
  func emptyAndFailedMarks() async throws {
    let empty = try await makeLoadedHome([])
    #expect(seen.marks.isEmpty)
    #expect(empty.visibleScreen?.render().lines == ["Nothing here yet."])
    seen.fail(with: ReadFailure())
    let home = try await makeLoadedHome([Self.third])
    #expect(seen.marks.isEmpty)
    #expect(home.visibleScreen?.render().lines == ["#3  Third  (by ada)"])
    #expect(!home.hasPendingWork)
  }

  @Test("shown again after something newer was published, the feed loads its newest items again and marks them seen")
  func shownAgainLoadsNewer() async throws {
    let home = try await makeLoadedHome([Self.third])
    home.shownAgain()
    #expect(home.hasPendingWork)
    let check = try await feed.nextCall()
    #expect(check.input == Self.newestOnly, "one item tells whether anything is newer")
    check.answer(with: FeedPage(items: [Self.fourth], next: ItemID(4)))
    let reload = try await feed.nextCall()
    #expect(reload.input == Self.newest)
    #expect(home.visibleScreen?.render().lines == ["Loading…"])
    reload.answer(with: FeedPage(items: [Self.fourth, Self.third], next: nil))
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#4  Fourth  (by bob)", "#3  Third  (by ada)"])
    #expect(seen.marks == [ItemID(3), ItemID(4)])
    feed.expectNoPendingCalls()
  }

  @Test("shown again with nothing newer, the feed stays as it was and marks the page it shows seen again")
  func shownAgainNothingNewer() async throws {
    let home = try await makeLoadedHome([Self.third])
    home.shownAgain()
    try await feed.nextCall().answer(with: FeedPage(items: [Self.third], next: ItemID(3)))
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#3  Third  (by ada)"])
    #expect(seen.marks == [ItemID(3), ItemID(3)], "a page loaded out of sight is seen once shown")
    feed.expectNoPendingCalls()
  }

  @Test("a check that can't be read changes nothing; the next one asks again")
  func failedCheck() async throws {
    let home = try await makeLoadedHome([Self.third])
    home.shownAgain()
    try await feed.nextCall().fail(with: ReadFailure())
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#3  Third  (by ada)"])
    home.shownAgain()
    try await feed.nextCall().answer(with: FeedPage(items: [Self.fourth], next: ItemID(4)))
    try await feed.nextCall().answer(with: FeedPage(items: [Self.fourth, Self.third], next: nil))
    await home.settled()
    #expect(home.visibleScreen?.render().lines.first == "#4  Fourth  (by bob)")
  }

  @Test("shown again on an older page, or with a screen or sheet over the feed, asks nothing and changes nothing")
  func shownAgainElsewhereInHome() async throws {
    let home = try await makeLoadedHome([Self.third], next: ItemID(3))
    try perform("view", "3", on: home)
    await home.settled()
    home.shownAgain()
    #expect(!home.hasPendingWork)
    home.pop()
    try perform("compose", on: home)
    home.shownAgain()
    #expect(!home.hasPendingWork)
    home.goBack()
    try perform("more", on: home)
    try await feed.nextCall().answer(with: FeedPage(items: [Self.first], next: nil))
    await home.settled()
    home.shownAgain()
    #expect(!home.hasPendingWork)
    #expect(home.visibleScreen?.render().lines == ["#1  First  (by ada)"])
    feed.expectNoPendingCalls()
  }

  @Test("a check still waiting when the user moves to an older page shows nothing newer over that page")
  func checkOvertakenByPaging() async throws {
    let home = try await makeLoadedHome([Self.third], next: ItemID(3))
    home.shownAgain()
    let check = try await feed.nextCall()
    try perform("more", on: home)
    let older = try await feed.nextCall()
    check.answer(with: FeedPage(items: [Self.fourth], next: ItemID(4)))
    older.answer(with: FeedPage(items: [Self.first], next: nil))
    await home.settled()
    #expect(home.visibleScreen?.render().lines == ["#1  First  (by ada)"])
    feed.expectNoPendingCalls()
  }
}
