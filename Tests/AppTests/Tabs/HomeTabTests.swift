import AppData
import AppTesting
import Compose
import Home
import HomeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Home's row of the tab table: its dependencies cut from the stores, and the Compose flow the
/// row hands it (Profile's page, the other flow it hands Home: `HomeTabTests+Profile.swift`).
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

  @Test("alone, Home's compose is Compose's flow publishing into the preview's feed")
  func previewComposes() async throws {
    let home = try await previewAfterComposing(.home, "Fourth", "Four")
    #expect(home.visibleScreen?.render().lines.first == "#4  Fourth  (by preview)")
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

  @Test("the drafts store applies Compose's writes in the order asked: a forget sent while a keep is in flight wins")
  func draftWritesInOrder() async throws {
    let compose = ComposeCoordinator.Dependencies.live(try await recorder.context(environment: environment))
    for _ in 0..<50 {
      let keep = Task { try await compose.saveDraft(ItemDraft(title: "Kept", body: "", step: .body)) }
      let forget = Task { try await compose.saveDraft(nil) }
      try await keep.value
      try await forget.value
      #expect(try await compose.loadDraft() == nil)
    }
  }

  @Test("two windows of one account composing at once: the second starts afresh, says so, and each publishes its own")
  func twoWindowsCompose() async throws {
    let folder = DataFolder()
    let tabs: [AppTab] = [.home, .pages("two")]
    let first = folder.launch(tabs: tabs)
    let second = folder.launch(tabs: tabs)
    for app in [first, second] {
      try await app.signInAsDemo()
    }
    try perform("compose", on: first)
    await first.settledWithAppWork()
    try await performAndSettle("title", "First's", on: first)
    try perform("compose", on: second)
    await second.settledWithAppWork()
    #expect(second.visibleTitle == "New item: title", "not the first window's draft")
    #expect(
      await second.environment.takeProblems() == ["A draft is open in another window; this one starts a new draft."])
    for (app, title) in [(second, "Second's"), (first, nil)] {
      if let title { try await performAndSettle("title", title, on: app) }
      try await performAndSettle("text", "Text", on: app)
      try await performAndSettle("publish", on: app)
    }
    let titles = try await first.environment.stores.items.feedPage(limit: 2).items.map(\.title)
    #expect(titles == ["First's", "Second's"])
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
    #expect(restarted.openModal?.description == "the sheet 'New item: title'")
    let step = try requireVisibleScreen(of: restarted, title: "New item: text")
    #expect(step.render().lines == ["Step 2 of 3. Write the text for \"Kept across\"."])
    #expect(restarted.mainTabs?.places.map(\.description) == ["app://home/compose", "app://two/page/1"])
    try await performAndSettle("cancel", on: restarted)
    #expect(restarted.location.description == "app://home")
    let session = try #require(restarted.session)
    #expect(try await restarted.environment.stores.drafts.reopen(for: session).draft == nil, "cancel forgot the draft")
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

  /// Home's row and a stand-in second tab to leave Home for: the badge is Home's alone, so
  /// these tests run with whatever other tabs the app has, or none.
  let tabs: [AppTab] = [.home, .pages("two")]

  /// The app on the folder with ``tabs``, signed in as demo, on Home's feed.
  func signedIn() async throws -> AppCoordinator {
    let app = await folder.launchSettled(tabs: tabs)
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

  @Test("what you publish from another tab shows on Home's feed when its tab is selected again, with no badge")
  func ownPostFromAnotherTab() async throws {
    let app = try await signedIn()
    try app.mainTabs?.selectTab(at: 1)
    await app.settledWithAppWork()
    _ = try await app.environment.stores.items.add(
      title: "From another tab", body: "Written there", as: try #require(app.session))
    app.refreshBadges()
    await app.settledWithAppWork()
    #expect(app.homeBadge == nil)
    try app.mainTabs?.selectTab(at: 0)
    await app.settledWithAppWork()
    #expect(app.visibleLines.first == "#4  From another tab  (by demo)")
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
    let restarted = await folder.launchSettled(tabs: tabs)
    await restarted.settledWithAppWork()
    #expect(restarted.mainTabs?.tabItems.selectedIndex == 1)
    #expect(restarted.homeBadge == 1, "Home's feed, loaded behind the other tab while restoring, was not seen")
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
