import AppData
import AppTesting
import Auth
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
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
  func signInShowsTheTable() async throws {
    try await app.signInAsDemo()
    #expect(app.isRoot(.signedIn))
    #expect(app.session?.isDemo == true)
    let tabs = try #require(app.mainTabs)
    #expect(tabs.tabItems.tabs.compactMap(\.tabLabel?.title) == ["One", "Two", "Three"])
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(app.visibleTitle == "one start")
  }

  @Test("wrong credentials keep the app signed out, the sign-in's error saying why")
  func wrongCredentials() async throws {
    let run = try perform("login", "demo", "nope", on: app)
    await app.settledWithAppWork()
    let refusal = await #expect(throws: (any Error).self) { try await run?.value }
    #expect(refusal.map { "\($0)" } == "Wrong username or password. 4 attempts left before the account is locked.")
    #expect(app.visibleLines == ["Sign in to continue."])
    #expect(app.isRoot(.signedOut))
    #expect(app.mainTabs == nil)
  }

  @Test(
    "at the app's latency, login says Signing in… while it waits; a root swap meanwhile cancels the sign-in",
    .timeLimit(.minutes(1)))
  func signInInFlight() async throws {
    let environment = AppEnvironment.open(
      at: .inMemory, hashCost: SystemPasswordHasher.minimumCost, latency: .seconds(3600))
    let app = AppCoordinator(environment: environment, tabs: .standIns)
    let recorder = NavigationRecorder(observing: app)
    try perform("login", "demo", "scaffolding", on: app)
    #expect(app.hasPendingWork)
    #expect(app.visibleLines == ["Sign in to continue.", "Signing in…"])
    #expect(app.visibleScreen?.render().action(named: "login") == nil)
    let session = try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    app.signIn(session)
    await app.finishedPendingWork()
    await app.settledWithAppWork()
    #expect(!app.hasPendingWork, "the hour-long wait ended with Auth")
    #expect(app.session == session)
    #expect(app.isRoot(.signedIn))
    #expect(recorder.diagnosticCodes.isEmpty, "no late result")
  }

  @Test("a sign-in shows the tabs only once its session is saved, and the app is busy until then")
  func signInSavesBeforeTheTabs() async throws {
    let environment = AppEnvironment.demo()
    let app = AppCoordinator(environment: environment, tabs: .standIns)
    await app.finishedPendingWork()
    let session = try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    app.signIn(session)
    #expect(app.isBusy)
    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in", "no tab shows before the session is saved")
    await app.finishedPendingWork()
    #expect(!app.isBusy)
    #expect(app.isRoot(.signedIn))
    #expect(try await environment.stores.sessions.current == session)
  }

  @Test("each tab keeps its own stack while the user switches away and back")
  func tabsKeepStacks() async throws {
    try await app.signInAsDemo()
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
  func endTearsDown(reason: SessionEnd) async throws {
    let recorder = ContextRecorder()
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one") { recorder.context = $0 }])
    try await app.signInAsDemo()
    let tree = LeakTracker()
    tree.trackTree(of: try #require(app.mainTabs))
    try #require(recorder.context).end(reason)
    await app.finishedPendingWork()
    #expect(app.isRoot(.signedOut))
    #expect(app.session == nil)
    #expect(try await app.environment.stores.sessions.current == nil)
    #expect(app.visibleTitle == "Sign in")
    tree.expectAllReleased()
  }

  @Test("signing in again starts from fresh tabs, not the previous user's stacks")
  func freshTabsAfterReSignIn() async throws {
    try await app.signInAsDemo()
    try await app.open("app://two/page/3")
    app.signOut()
    await app.finishedPendingWork()
    try await app.signInAsDemo()
    #expect(app.mainTabs?.tabItems.selectedIndex == 0)
    #expect(app.location.description == "app://one")
  }

  @Test("with no tab that offers sign-out, every tab's first screen offers it, and it signs out")
  func signOutFallback() async throws {
    try await app.signInAsDemo()
    #expect(app.visibleScreen?.render().action(named: "sign-out") != nil)
    try await app.open("app://two/page/1")
    #expect(app.visibleScreen?.render().action(named: "sign-out") == nil)
    try await app.open("app://three")
    try perform("sign-out", on: app)
    await app.finishedPendingWork()
    #expect(app.isRoot(.signedOut))
    #expect(app.session == nil)
    #expect(app.mainTabs == nil, "the tabs left with the session, so the sign-in screen offers no `tab`")
  }

  @Test("a tab that offers sign-out itself turns the app's own offer off")
  func noFallbackWhenATabOffersIt() async throws {
    let offering = AppTab(
      "account", label: TabLabel("Account"), offersSignOut: true, make: { _ in PageFlow(name: "account") },
      preview: { _ in PageFlow(name: "account") })
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one"), offering])
    try await app.signInAsDemo()
    #expect(app.visibleScreen?.render().action(named: "sign-out") == nil)
  }
}
