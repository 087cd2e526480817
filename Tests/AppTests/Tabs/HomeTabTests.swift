import AppData
import AppTesting
import Compose
import Home
import HomeTesting
import Profile
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Home's row of the tab table: its dependencies cut from the stores, and the Profile and Compose
/// flows the row hands it.
@MainActor
@Suite("Home tab")
struct HomeTabTests {
  let environment = AppEnvironment.demo()
  let recorder = ContextRecorder()

  func home() async throws -> HomeCoordinator {
    try #require(AppTab.home.make(try await recorder.context(environment: environment)) as? HomeCoordinator)
  }

  @Test(
    "the feed is the item store's; compose is Compose's flow, which stores an item by the signed-in user atop the feed")
  func readsAndPublishes() async throws {
    let home = try await home()
    _ = home.visibleScreen
    await home.settled()
    let feed = try #require(home.visibleScreen).render()
    #expect(feed.lines.count == (try await environment.stores.items.feedPage(limit: 20).items.count))
    try perform("compose", on: home)
    #expect(home.stack.destinations.last?.coordinator is ComposeCoordinator)
    try await performAndSettle("cancel", on: home)
    try await publishThroughCompose("Fourth", "Four", on: home)
    let newest = try #require(try await environment.stores.items.feedPage(limit: 1).items.first)
    #expect(newest.title == "Fourth")
    #expect(newest.author == demoSession.userID)
    expectStack(of: home, [.feed])
    let shown = try #require(home.visibleScreen).render()
    #expect(shown.lines.first == "#\(newest.id)  Fourth  (by \(demoSession.userID))")
    #expect(shown.notices.compactMap(\.message) == ["Published #\(newest.id)."])
  }

  @Test(
    "author pushes Profile's page for that user inside Home's stack; its link is one link below the item")
  func authorPushesProfile() async throws {
    let home = try await home()
    try await home.open(["item", "3"])
    await home.settled()
    try perform("author", on: home)
    await home.settled()
    expectStack(of: home, [.feed, .detail, .author])
    #expect(home.visibleScreen?.render().title == "Ada")
    #expect(home.currentPath == ["item", "3", "author", "ada"])
    try perform("user", "\(demoSession.userID)", on: home)
    await home.settled()
    #expect(home.currentPath == ["item", "3", "author", "ada", "user", "\(demoSession.userID)"])
    #expect(recorder.links.isEmpty)

    let reopened = try await self.home()
    try await reopened.open(home.currentPath)
    await reopened.settled()
    #expect(reopened.hierarchySnapshot == home.hierarchySnapshot)
    #expect(reopened.currentPath == home.currentPath)
  }

  @Test(
    "an author link Home reads but the item's author didn't write, or Profile's page refuses, is refused")
  func refusedAuthorLinks() async throws {
    let home = try await home()
    await #expect(throws: DeepLinkError("bob did not write item 3")) {
      try await home.open(["item", "3", "author", "bob"])
    }
    expectStack(of: home, [.feed])
    await #expect(throws: DeepLinkError("there is no user 'nobody'")) {
      try await home.open(["item", "3", "author", "ada", "user", "nobody"])
    }
    expectStack(of: home, [.feed])  // Profile's page refused its part before Home routed its own
  }

  @Test("a restart reopens the page reached inside the author's profile in Home")
  func restartRestoresTheEmbeddedPage() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch(tabs: AppTab.all)
      try await app.signInAsDemo()
      try await app.open("app://home/item/3/author/ada/user/demo")
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = await folder.launchSettled(tabs: AppTab.all)
    await restarted.settled()
    #expect(restarted.location.description == "app://home/item/3/author/ada/user/demo")
    #expect(restarted.visibleTitle == "Demo User")
    restarted.goBack()
    #expect(restarted.visibleTitle == "Ada")
    #expect(restarted.mainTabs?.tabItems.selectedIndex == 0)
  }

  @Test(
    "every place reached inside the embedded profile round-trips, with Profile's page")
  func embeddedProfileRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(
      {
        HomeCoordinator(
          dependencies: .preview(profile: { ProfileCoordinator.preview(showing: $0) }) { _ in StandInFlow(returning: ())
          })
      },
      samples: ["item": ["3", "1"], "username": ["ada", "preview"]], depth: 4)
    #expect(places > 20)
  }

  @Test("alone, Home's compose is Compose's flow publishing into the preview's feed")
  func previewComposes() async throws {
    let home = try await previewAfterComposing(.home, "Fourth", "Four")
    #expect(home.visibleScreen?.render().lines.first == "#4  Fourth  (by preview)")
  }

  @Test(
    "alone, Home runs on its fakes and pushes Profile's page's preview for the author")
  func preview() async throws {
    var notes: [String] = []
    let home = AppTab.home.preview { notes.append($0) }
    _ = home.visibleScreen
    await home.settled()
    try await performAndSettle("view", "3", on: home)
    try await performAndSettle("author", on: home)
    #expect(home.visibleScreen?.render().title == "Ada")
    #expect(notes.isEmpty)
  }

  @Test("publishing for a session whose account is gone is refused, stores nothing, and ends the session")
  func publishingForAGoneAccount() async throws {
    let dependencies = ComposeCoordinator.Dependencies.live(try await recorder.context(environment: environment))
    try await environment.stores.replaceDemoAccount()
    let newest = try await environment.stores.items.feedPage(limit: 1).items
    await #expect(throws: SessionEndedError()) { try await dependencies.publish("Hijack", "For the old account") }
    #expect(try await environment.stores.items.feedPage(limit: 1).items == newest)
    #expect(recorder.ends == [.endedElsewhere])
  }

  @Test("an open compose sheet reopens after a restart at its step, with the draft the drafts store kept")
  func composeSheetRestored() async throws {
    let folder = DataFolder()
    let tabs: [AppTab] = [.home, .pages("two")]
    do {
      let app = folder.launch(tabs: tabs)
      try await app.signInAsDemo()
      try await app.open("app://two/page/1")
      try app.mainTabs?.selectTab(at: 0)
      try perform("compose", on: app)
      await app.settledWithAppWork()
      try await performAndSettle("title", "Kept across", on: app)
      #expect(app.location.description == "app://home/compose")
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = await folder.launchSettled(tabs: tabs)
    await restarted.settledWithAppWork()
    #expect(restarted.openModal?.description == "the Compose sheet")
    let step = try requireVisibleScreen(of: restarted, title: "New item: text")
    #expect(step.render().lines == ["Step 2 of 3. Write the text for \"Kept across\"."])
    #expect(restarted.mainTabs?.places.map(\.description) == ["app://home/compose", "app://two/page/1"])
    try await performAndSettle("cancel", on: restarted)
    #expect(restarted.location.description == "app://home")
    let session = try #require(restarted.session)
    #expect(try await restarted.environment.stores.drafts.draft(for: session) == nil, "cancel forgot the draft")
  }
}

/// Home's badge with the real tab table on a data folder, another environment on the same
/// folder standing for another console: the count is what others published since the feed was
/// shown, never your own posts, read again when the app becomes active, and cleared once the
/// feed shows the items; selecting Home's tab loads what is newer than its feed.
@MainActor
@Suite("Home badge")
struct HomeBadgeTests {
  let folder = DataFolder()

  /// Another process on the same data folder.
  func otherConsole() -> AppEnvironment {
    .open(at: .directory(folder.url), hashCost: SystemPasswordHasher.minimumCost)
  }

  /// Publishes `titles` as grace, a user of another console, registered on first use.
  func publishElsewhere(_ titles: String..., in other: AppEnvironment) async throws {
    let accounts = other.stores.accounts
    let grace: Session
    do {
      grace = try await accounts.register(username: "grace", displayName: "Grace", password: "cobol1959")
    } catch {
      grace = try await accounts.signIn(username: "grace", password: "cobol1959")
    }
    for title in titles { _ = try await other.stores.items.add(title: title, body: "", as: grace) }
  }

  /// The app on the folder with every tab, signed in as demo, on Home's feed.
  func signedIn() async throws -> AppCoordinator {
    let app = await folder.launchSettled(tabs: AppTab.all)
    try await app.signInAsDemo()
    return app
  }

  @Test("signed in on the feed, nothing is unseen: the feed shown marks the demo content seen")
  func nothingUnseenOnTheFeed() async throws {
    let app = try await signedIn()
    #expect(app.visibleTitle == "Home")
    #expect(app.homeBadge == nil)
    #expect(try await app.environment.stores.feedSeen.seenUpTo(for: demoSession.userID) == ItemID(3))
  }

  @Test(
    "another console's items raise the badge when the app becomes active, yours never do; selecting Home shows them and clears it"
  )
  func othersRaiseItSelectingHomeClearsIt() async throws {
    let app = try await signedIn()
    try app.mainTabs?.selectTab(at: 1)
    await app.settledWithAppWork()
    let other = otherConsole()
    try await publishElsewhere("One elsewhere", "Two elsewhere", in: other)
    let demoThere = try await other.stores.accounts.signIn(username: "demo", password: "scaffolding")
    _ = try await other.stores.items.add(title: "Mine, elsewhere", body: "", as: demoThere)
    #expect(app.homeBadge == nil, "nothing is read until the app comes back to the user")
    app.refreshBadges()
    #expect(app.isRefreshingBadges, "the read is the app's work, which front ends wait for")
    await app.settledWithAppWork()
    #expect(app.homeBadge == 2)
    #expect(app.mainTabs?.tabItems.selectedIndex == 1, "the badge changes no tab")

    try app.mainTabs?.selectTab(at: 0)
    await app.settledWithAppWork()
    #expect(
      app.visibleLines.prefix(3) == [
        "#6  Mine, elsewhere  (by demo)", "#5  Two elsewhere  (by grace)", "#4  One elsewhere  (by grace)",
      ])
    #expect(app.homeBadge == nil)
    #expect(try await other.stores.feedSeen.unseenCount(for: demoSession.userID) == 0)
    await other.close()
  }

  /// Whether a tab other than Home offers compose on its first screen (Profile's own page).
  static func anotherTabComposes() -> Bool {
    AppTab.all.contains { $0.name.rawValue == "profile" }
  }

  @Test(
    "what you publish from your own page in another tab shows on Home's feed when its tab is selected again, with no badge",
    .enabled { await anotherTabComposes() })
  func ownPostFromProfile() async throws {
    let app = try await signedIn()
    try app.mainTabs?.selectTab(at: 1)
    await app.settledWithAppWork()
    try await publishThroughCompose("From my page", "Written on Profile", on: app)
    await app.settledWithAppWork()
    app.refreshBadges()
    await app.settledWithAppWork()
    #expect(app.homeBadge == nil)
    try app.mainTabs?.selectTab(at: 0)
    await app.settledWithAppWork()
    #expect(app.visibleLines.first == "#4  From my page  (by demo)")
  }

  @Test("a restart on another tab shows the count at once; selecting Home, whose feed loaded out of sight, clears it")
  func restartShowsTheCount() async throws {
    do {
      let app = try await signedIn()
      try app.mainTabs?.selectTab(at: 1)
      await app.saveLocation()
      await app.settledWithAppWork()
      await app.environment.close()
    }
    let other = otherConsole()
    try await publishElsewhere("While you were away", in: other)
    await other.close()
    let restarted = await folder.launchSettled(tabs: AppTab.all)
    await restarted.settledWithAppWork()
    #expect(restarted.mainTabs?.tabItems.selectedIndex == 1)
    #expect(restarted.homeBadge == 1, "Home's feed, loaded behind Profile while restoring, was not seen")
    try restarted.mainTabs?.selectTab(at: 0)
    await restarted.settledWithAppWork()
    #expect(restarted.visibleLines.first == "#4  While you were away  (by grace)")
    #expect(restarted.homeBadge == nil)
  }
}

extension AppCoordinator {
  /// The badge on Home's tab, nil when it shows none.
  var homeBadge: Int? {
    guard let tabs = mainTabs,
      let home = tabs.tabItems.tabs.first(where: { $0.meta as? AppTab.Name == AppTab.Name("home") })
    else { return nil }
    return tabs.tabItems.badge(for: home.id)
  }
}

extension FailingCall {
  /// Home's `.failing`, for ``FailingCallTests``: showing the feed reads its first page.
  static let home = FailingCall("HomeCoordinator.Dependencies.feedPage") {
    await show(HomeCoordinator(dependencies: .failing))
  }
}
