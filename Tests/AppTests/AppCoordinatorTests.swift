import AppTesting
import Auth
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The composition root on stand-in tabs: signing in and out, the tab bar made from the table.
@MainActor
@Suite("AppCoordinator")
struct AppCoordinatorTests {
  let app = AppCoordinator(environment: .demo(), tabs: .standIns)

  @Test("starts signed out on Auth's login screen")
  func startsSignedOut() throws {
    #expect(app.isRoot(.signedOut))
    #expect(app.visibleScreen?.context.owner is AuthCoordinator)
    #expect(app.visibleTitle == "Sign in")
  }

  @Test("Auth's outcome swaps the root to a tab per row of the table, in order, the first selected")
  func signInShowsTheTable() throws {
    try app.signInAsDemo()
    #expect(app.isRoot(.signedIn))
    #expect(app.session?.isDemo == true)
    let tabs = try #require(app.mainTabs)
    #expect(tabs.tabItems.tabs.compactMap(\.tabLabel?.title) == ["One", "Two", "Three"])
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(app.visibleTitle == "one start")
  }

  @Test("wrong credentials keep the app signed out")
  func wrongCredentials() throws {
    #expect(throws: (any Error).self) { try perform("login", "demo", "nope", on: app) }
    #expect(app.isRoot(.signedOut))
    #expect(app.mainTabs == nil)
  }

  @Test("each tab keeps its own stack while the user switches away and back")
  func tabsKeepStacks() async throws {
    try app.signInAsDemo()
    try await app.open("app://one/page/1/page/2")
    try await app.open("app://two/page/5")
    #expect(app.visibleTitle == "two page 5")
    app.mainTabs?.selectFirstTab(AppTab.Name("one"))
    #expect(app.visibleTitle == "one page 2")
  }

  @Test(
    "ending the session swaps back to Auth and releases the whole signed-in tree",
    arguments: [
      SessionEnd.signedOut, .accountDeleted,
    ])
  func endTearsDown(reason: SessionEnd) throws {
    let recorder = ContextRecorder()
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one") { recorder.context = $0 }])
    try app.signInAsDemo()
    let tree = LeakTracker()
    tree.trackTree(of: try #require(app.mainTabs))
    try #require(recorder.context).end(reason)
    #expect(app.isRoot(.signedOut))
    #expect(app.session == nil)
    #expect(try app.environment.stores.sessions.current == nil)
    #expect(app.visibleTitle == "Sign in")
    tree.expectAllReleased()
  }

  @Test("signing in again starts from fresh tabs, not the previous user's stacks")
  func freshTabsAfterReSignIn() async throws {
    try app.signInAsDemo()
    try await app.open("app://two/page/3")
    app.signOut()
    try app.signInAsDemo()
    #expect(app.mainTabs?.tabItems.selectedIndex == 0)
    #expect(app.location.description == "app://one")
  }

  @Test("with no tab that offers sign-out, every tab's first screen offers it, and it signs out")
  func signOutFallback() async throws {
    try app.signInAsDemo()
    #expect(app.visibleScreen?.render().action(named: "sign-out") != nil)
    try await app.open("app://two/page/1")
    #expect(app.visibleScreen?.render().action(named: "sign-out") == nil)
    try await app.open("app://three")
    try perform("sign-out", on: app)
    #expect(app.isRoot(.signedOut))
    #expect(app.session == nil)
  }

  @Test("a tab that offers sign-out itself turns the app's own offer off")
  func noFallbackWhenATabOffersIt() throws {
    let offering = AppTab(
      "account", label: TabLabel("Account"), offersSignOut: true, make: { _ in PageFlow(name: "account") },
      preview: { _ in PageFlow(name: "account") })
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one"), offering])
    try app.signInAsDemo()
    #expect(app.visibleScreen?.render().action(named: "sign-out") == nil)
  }
}
