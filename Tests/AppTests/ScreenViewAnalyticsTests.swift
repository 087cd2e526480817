import Analytics
import AnalyticsTesting
import AppData
import AppTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@testable import AppFeature

/// The App's analytics: every screen the user sees, from the core's navigation events, to the
/// client the App is handed (its own, into the data, unless a test hands another).
@MainActor
@Suite("Screen-view analytics")
struct ScreenViewAnalyticsTests {
  let recorder = ScreenViewRecorder()

  /// What the app recorded since the last call, once everything it saw has been delivered.
  func views(of app: AppCoordinator) async -> [String] {
    await app.settledWithAppWork()
    await app.screenViews?.delivered()
    return await recorder.takeLines()
  }

  @Test("signing in, a link into a tab, a link to a sheet over its first page, and back are one view each")
  func journey() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns, analytics: .recording(into: recorder))
    #expect(await views(of: app) == ["start → Auth.login (root)"])
    try await app.signInAsDemo()
    #expect(await views(of: app) == ["Auth.login → PageFlow.start (root)"])
    try await app.open("app://two/page/1/page/2")
    #expect(await views(of: app) == ["PageFlow.start → PageFlow.page (push)"])
    try await app.open("app://two/sheet")
    let sheet = await views(of: app)
    #expect(sheet == ["PageFlow.page → PageFlow.sheet (sheet)"])
    app.goBack()
    let back = await views(of: app)
    #expect(back == ["PageFlow.sheet → PageFlow.start (back)"])
  }

  @Test("after a restart the first view is the restored place, not the login screen it replaced")
  func restartStartsWhereTheUserIs() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch()
      try await app.signInAsDemo()
      try await app.open("app://two/page/3")
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = AppCoordinator(
      environment: .open(at: .directory(folder.url), hashCost: SystemPasswordHasher.minimumCost), tabs: .standIns,
      analytics: .recording(into: recorder))
    #expect(await views(of: restarted) == ["start → PageFlow.page (root)"])
  }

  @Test("the App's own client records each view in the app's data")
  func liveClientRecordsInTheData() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns)
    try await app.signInAsDemo()
    try await app.open("app://one/page/1")
    await app.settledWithAppWork()
    await app.screenViews?.delivered()
    let stored = try await app.environment.stores.screenViews.recent(limit: 10)
    #expect(
      stored == [
        ScreenViewStore.Row(from: nil, to: "Auth.login", presentation: "root"),
        ScreenViewStore.Row(from: "Auth.login", to: "PageFlow.start", presentation: "root"),
        ScreenViewStore.Row(from: "PageFlow.start", to: "PageFlow.page", presentation: "push"),
      ])
  }

  @Test("when views can't be recorded the user is told once, not at every screen, and navigation goes on")
  func failureToldOnce() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: .standIns)
    try await app.signInAsDemo()
    await app.screenViews?.delivered()
    _ = await app.environment.takeProblems()
    await app.environment.close()  // every write fails from now on, as on a full disk
    for link in ["app://one/page/1", "app://two", "app://two/page/2"] {
      try await app.open(link)
      await app.settledWithAppWork()
      await app.screenViews?.delivered()
    }
    #expect(app.visibleTitle == "two page 2")
    let problems = await app.environment.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("Screen views can't be recorded for analytics:") == true)
  }
}
