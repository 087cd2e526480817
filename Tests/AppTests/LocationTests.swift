import AppTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Where the user is, saved when the front end says the user has settled, and restored after
/// a restart.
@MainActor
@Suite("Location")
struct LocationTests {
  @Test("every tab's place is saved when asked, the selected tab's first, once per change; an open sheet is part of it")
  func savedWhenAsked() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns)
    let sessions = app.environment.stores.sessions
    try await app.signInAsDemo()
    #expect(try await sessions.lastLocation == "app://one\napp://two\napp://three")
    try await app.open("app://one/page/1/page/2")
    #expect(try await sessions.lastLocation == "app://one\napp://two\napp://three", "not saved until asked")
    await app.saveLocation()
    await app.finishedPendingWork()
    #expect(try await sessions.lastLocation == "app://one/page/1/page/2\napp://two\napp://three")
    try await app.open("app://two/sheet")
    #expect(app.location.description == "app://two/sheet")
    #expect(!app.locationLeavesOutModal)
    await app.saveLocation()
    await app.finishedPendingWork()
    #expect(try await sessions.lastLocation == "app://two/sheet\napp://one/page/1/page/2\napp://three")
  }

  @Test("unchanged places are not written again, even when another process wrote since")
  func writesOnlyChanges() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns)
    let sessions = app.environment.stores.sessions
    try await app.signInAsDemo()
    try await app.open("app://three/page/5")
    await app.saveLocation()
    await app.finishedPendingWork()
    let session = try #require(app.session)
    try await sessions.saveLocation("app://one/page/9", for: session)  // a write the app didn't make
    await app.saveLocation()
    #expect(try await sessions.lastLocation == "app://one/page/9", "nothing moved, so nothing was written")
  }

  @Test("every tab's stack is restored after a restart, the same tab selected and its sheet reopened")
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
    #expect(restarted.location.description == "app://two/page/1/page/2/page/3/sheet")
    #expect(restarted.visibleTitle == "two sheet")
    #expect(restarted.openModal?.description == "the sheet 'two sheet'")
    #expect(
      restarted.mainTabs?.places.map(\.description) == [
        "app://two/page/1/page/2/page/3/sheet", "app://one", "app://three/page/4",
      ])
    restarted.goBack()
    #expect(restarted.visibleTitle == "two page 3")
    try restarted.mainTabs?.selectTab(at: 2)
    #expect(restarted.visibleTitle == "three page 4", "the other tab's stack was rebuilt too")
    restarted.goBack()
    #expect(restarted.visibleTitle == "three start")
  }

  @Test("a tab whose saved place is gone is quietly left at its root; the other tabs still restore")
  func goneTabPlace() async throws {
    let environment = AppEnvironment.demo()
    let app = try await environment.launchRestoring(
      "app://three/page/2\napp://one/page/99\napp://gone/page/1\nnot a link\napp://two/page/7/page/8")
    #expect(app.location.description == "app://three/page/2")
    #expect(app.mainTabs?.places.map(\.description) == ["app://three/page/2", "app://one", "app://two/page/7/page/8"])
    #expect(await environment.takeProblems().isEmpty)
  }

  @Test("when the selected tab's place is gone, that tab is still selected, at its root")
  func goneSelectedPlace() async throws {
    let app = try await AppEnvironment.demo().launchRestoring("app://two/page/99\napp://three/page/3")
    #expect(app.location.description == "app://two")
    #expect(app.mainTabs?.places.map(\.description) == ["app://two", "app://one", "app://three/page/3"])
  }

  @Test("a place an older build saved (one link) reads as the selected tab's, the others at their roots")
  func olderSavedPlace() async throws {
    let app = try await AppEnvironment.demo().launchRestoring("app://two/page/3")
    #expect(app.mainTabs?.places.map(\.description) == ["app://two/page/3", "app://one", "app://three"])
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

  @Test("a saved location naming what no longer exists is dropped: its tab opens at its root, unreported")
  func staleLocation() async throws {
    let environment = AppEnvironment.demo()
    let app = try await environment.launchRestoring("app://two/page/99")
    #expect(app.session?.userID == UserID("demo"))
    #expect(app.location.description == "app://two")
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
