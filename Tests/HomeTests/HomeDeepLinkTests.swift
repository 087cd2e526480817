import FeatureFlagsClient
import Home
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Home's links: `item/<id>` pairs push those details in order and read back the same,
/// `compose` opens the sheet; malformed paths, unknown items and items not related to the one
/// before are refused and change nothing.
@MainActor
@Suite("Home deep links")
struct HomeDeepLinkTests {
  /// Home browsing the preview's items 3, 2 and 1, publishing nothing, its feed loaded.
  func makeHome() async -> HomeCoordinator {
    let home = HomeCoordinator(dependencies: .browsing)
    _ = home.visibleScreen
    await home.settled()
    return home
  }

  @Test("a new flow is at the feed, which the empty path leads back to")
  func emptyPath() async throws {
    let home = await makeHome()
    #expect(home.currentPath == [])
    home.route(to: .detail(ItemID(2)))
    try await home.open([])
    expectStack(of: home, [.feed])
    expectVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(home.currentPath == [])
  }

  @Test("the feed's link shows its newest items again, whichever page was shown")
  func linkShowsNewest() async throws {
    let items = (1...25).reversed().map { Item(id: ItemID($0), title: "Item \($0)", body: "", author: UserID("ada")) }
    let home = HomeCoordinator(dependencies: .preview(items: items))
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    await home.settled()
    try await performAndSettle("more", on: home)
    #expect(feed.render().lines.first == "#5  Item 5  (by ada)")
    try await home.open([])
    await home.settled()
    #expect(feed.render().lines.first == "#25  Item 25  (by ada)")
  }

  @Test(
    "a path's shape is checked without data: what open could read passes, what it never could is refused",
    arguments: [
      ([], nil), (["compose"], nil), (["item", "9", "item", "8"], nil),
      (["item", "03"], "item ids are positive whole numbers, not '03'"),
      (["item", "0"], "item ids are positive whole numbers, not '0'"),
      (["post", "3"], "expected 'item', found 'post'"),
      (["item"], "the link ends without a value after 'item'"),
    ] as [([String], String?)])
  func shapeWithoutData(segments: [String], refusal: String?) async {
    let path = DeepLinkPath(segments)
    if let refusal {
      #expect(throws: DeepLinkError(refusal)) { try HomeCoordinator.checkShape(path) }
      await #expect(throws: DeepLinkError(refusal)) { try await makeHome().open(path) }
    } else {
      #expect(throws: Never.self) { try HomeCoordinator.checkShape(path) }
    }
  }

  @Test("a link whose items can't be read is refused with the read's sentence, changing nothing")
  func refusesWhenItemsCantBeRead() async throws {
    var dependencies = HomeCoordinator.Dependencies.failing
    dependencies.feedPage = HomeCoordinator.Dependencies.preview().feedPage
    dependencies.markSeen = { _ in }  // the feed beneath loads its first page
    dependencies.item = { _ in throw ReadFailure() }
    let home = HomeCoordinator(dependencies: dependencies)
    await #expect(throws: DeepLinkError("Couldn't read the items.")) { try await home.open(["item", "3"]) }
    expectStack(of: home, [.feed])
  }

  @Test("item pairs push those details in order, replacing what was pushed, and read back the same")
  func items() async throws {
    let home = await makeHome()
    home.route(to: .detail(ItemID(2)))
    try await home.open(["item", "3", "item", "1"])
    expectStack(of: home, [.feed, .detail, .detail])
    expectVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.detail, title: "Item 1")
    #expect(home.currentPath == ["item", "3", "item", "1"])
    home.goBack()
    expectVisibleScreen(of: home, title: "Item 3")
    #expect(home.currentPath == ["item", "3"])
  }

  @Test("the path read back opens the same stack in a new flow")
  func roundTrip() async throws {
    let home = await makeHome()
    try await performAndSettle("view", "3", on: home)
    try await performAndSettle("related", "1", on: home)
    let restored = await makeHome()
    try await restored.open(home.currentPath)
    expectStack(of: restored, [.feed, .detail, .detail])
    expectVisibleScreen(of: restored, title: "Item 1")
    #expect(restored.currentPath == home.currentPath)
  }

  @Test("compose opens the sheet over the feed; the path names the sheet")
  func compose() async throws {
    let home = await makeHome()
    home.route(to: .detail(ItemID(3)))
    try await home.open(["compose"])
    expectStack(of: home, [.feed, .compose])
    expectStackPresentations(of: home, [.sheet])
    expectVisibleScreen(of: home, title: "Compose")
    #expect(home.currentPath == ["compose"])
  }

  @Test(
    "malformed paths and unknown items are refused with Home's message, changing nothing",
    arguments: [
      (["item"], "the link ends without a value after 'item'"),
      (["item", "3", "item"], "the link ends without a value after 'item'"),
      (["post", "3"], "expected 'item', found 'post'"),
      (["compose", "now"], "expected 'item', found 'compose'"),
      (["item", "three"], "item ids are positive whole numbers, not 'three'"),
      (["item", "0"], "item ids are positive whole numbers, not '0'"),
      (["item", "-1"], "item ids are positive whole numbers, not '-1'"),
      (["item", "+3"], "item ids are positive whole numbers, not '+3'"),
      (["item", "03"], "item ids are positive whole numbers, not '03'"),
      (["item", "3", "item", "01"], "item ids are positive whole numbers, not '01'"),
      (["item", "3", "item", "2"], "item 2 is not related to item 3"),
      (["item", "1", "item", "3", "item", "2"], "item 2 is not related to item 3"),
      (["item", "9"], "there is no item 9"),
      (["item", "3", "item", "9"], "there is no item 9"),
    ] as [(DeepLinkPath, String)])
  func refusesBadPaths(path: DeepLinkPath, message: String) async throws {
    let home = await makeHome()
    home.route(to: .detail(ItemID(2)))
    await #expect(throws: DeepLinkError(message)) { try await home.open(path) }
    expectStack(of: home, [.feed, .detail])
    expectVisibleScreen(of: home, title: "Item 2")
    #expect(home.currentPath == ["item", "2"])
  }

  @Test("it suggests the compose sheet and each item on the page of the feed shown, and each suggestion opens")
  func suggestions() async throws {
    let home = await makeHome()
    #expect(home.suggestedPaths == [["compose"], ["item", "3"], ["item", "2"], ["item", "1"]])
    for path in home.suggestedPaths { try await makeHome().open(path) }
  }

  @Test("author/<id> after the items pushes the profile flow, and the rest of the link is that flow's own")
  func authorLinks() async throws {
    let home = await makeHome()
    try await home.open(["item", "3", "author", "ada", "page", "posts"])
    expectStack(of: home, [.feed, .detail, .author])
    #expect(home.visibleScreen?.render().title == "Profile ada · posts")
    #expect(home.currentPath == ["item", "3", "author", "ada", "page", "posts"])
    try await home.open(["item", "3", "author", "ada"])
    #expect(home.visibleScreen?.render().title == "Profile ada")
    #expect(home.currentPath == ["item", "3", "author", "ada"])
  }

  @Test(
    "an author link that is malformed, names someone else, or whose rest the profile flow refuses is refused",
    arguments: [
      (["author", "ada"], "'author' follows an item"),
      (["item", "3", "author"], "'author' needs a user after it"),
      (["item", "3", "author", "bob"], "'bob' did not write item 3"),
      (["item", "9", "author", "ada"], "there is no item 9"),
      (["item", "3", "author", "ada", "nope"], "the link ends without a value after 'nope'"),
    ])
  func refusedAuthorLinks(path: [String], message: String) async throws {
    let home = await makeHome()
    await #expect(throws: DeepLinkError(message)) { try await home.open(DeepLinkPath(path)) }
  }

  @Test("without a profile flow, an item offers no author and a link to one is refused, changing nothing")
  func noProfileFlow() async throws {
    var dependencies = HomeCoordinator.Dependencies.preview()
    dependencies.profile = nil
    let home = HomeCoordinator(dependencies: dependencies)
    try await home.open(["item", "3"])
    await home.settled()
    #expect(home.visibleScreen?.render().action(named: "author") == nil)
    await #expect(throws: DeepLinkError("authors' profiles can't be shown here")) {
      try await home.open(["item", "3", "author", "ada"])
    }
    expectStack(of: home, [.feed, .detail])
  }

  @Test("every place the screens reach is one its link reopens")
  func everyPlaceRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(
      { HomeCoordinator(dependencies: .preview()) }, samples: ["item": ["3", "2", "1"], "name": ["posts"]], depth: 4)
    #expect(places > 10)
  }

  @Test("with the compose flag on or off, the guards hold: no cycle, no exit that loses work, no silent landing")
  func guardsHold() async {
    let places = await expectGuardsHold(
      under: [true, false],
      { composeIsOn in
        var dependencies = HomeCoordinator.Dependencies.preview()
        dependencies.featureFlags = FeatureFlags(client: .preview, overriding: [.compose: composeIsOn])
        return HomeCoordinator(dependencies: dependencies)
      }, samples: ["item": ["3", "2"]], depth: 3)
    #expect(places > 10)
  }
}
