import AppTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Where the user is, saved when the front end says the user has settled, and restored after
/// a restart.
@MainActor
@Suite("Location")
struct LocationTests {
  @Test("the location is saved when asked, once per change, and modals are not part of it")
  func savedWhenAsked() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns)
    let sessions = app.environment.stores.sessions
    try await app.signInAsDemo()
    #expect(try await sessions.lastLocation == "app://one")
    try await app.open("app://one/page/1/page/2")
    #expect(try await sessions.lastLocation == "app://one")
    await app.saveLocation()
    await app.finishedPendingWork()
    #expect(try await sessions.lastLocation == "app://one/page/1/page/2")
    try await app.open("app://two/sheet")
    await app.saveLocation()
    await app.finishedPendingWork()
    #expect(try await sessions.lastLocation == "app://two")
  }

  @Test("a deep stack is restored after a restart; a half-finished sheet is not")
  func restores() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch()
      try await app.signInAsDemo()
      try await app.open("app://three/page/4")
      try await app.open("app://two/page/1/page/2/page/3")
      app.mainTabs?.selectFirstTab(AppTab.Name("two")) { (flow: PageFlow) in flow.present(.sheet, as: .sheet) }
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = folder.launch()
    await restarted.finishedPendingWork()
    #expect(restarted.session?.isDemo == true)
    #expect(restarted.location.description == "app://two/page/1/page/2/page/3")
    #expect(restarted.visibleTitle == "two page 3")
  }

  @Test("a restart asked to save before its saved place is reopened saves nothing, so the place is never lost")
  func unsettledRestoreSavesNothing() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch()
      try await app.signInAsDemo()
      try await app.open("app://two/page/1/page/2")
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    do {
      let restoring = folder.launch()
      #expect(restoring.isBusy)
      #expect(restoring.location.description != "app://two/page/1/page/2", "the saved place is not reopened yet")
      await restoring.saveLocation()
      // Killed here: what it saved is what the next start reopens.
    }
    let restarted = folder.launch()
    await restarted.finishedPendingWork()
    #expect(!restarted.isBusy)
    #expect(restarted.location.description == "app://two/page/1/page/2")
  }

  @Test("a saved location naming what no longer exists is dropped: the app opens on the first tab")
  func staleLocation() async throws {
    let environment = AppEnvironment.demo()
    try await environment.stores.sessions.save(
      try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding"),
      lastLocation: "app://two/page/99")
    let app = AppCoordinator(environment: environment, tabs: .standIns)
    await app.finishedPendingWork()
    #expect(app.session?.userID == UserID("demo"))
    #expect(app.location.description == "app://one")
    #expect(await environment.takeProblems().isEmpty)
  }

  @Test("signing out forgets the session, so the next launch shows login")
  func signOutForgets() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch()
      try await app.signInAsDemo()
      app.signOut()
      await app.finishedPendingWork()
    }
    let restarted = folder.launch()
    #expect(restarted.session == nil)
    #expect(restarted.visibleTitle == "Sign in")
  }
}
