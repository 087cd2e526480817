import AppData
import AppTesting
import Home
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

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

  @Test("what you publish from Profile shows on Home's feed when its tab is selected again, with no badge")
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
    #expect(restarted.location.description == "app://profile")
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
