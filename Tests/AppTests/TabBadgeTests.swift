import AppTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// How the tab bar keeps a row's badge (``AppTab/badge``) and tells a row's feature it is shown
/// (``AppTab/shown``), on stand-in tabs: the test answers each badge read by hand, so it sees
/// that a refresh is the app's work front ends wait for, that the last refresh started has the
/// last word, and that a read that fails keeps the badge.
@MainActor
@Suite("Tab badges", .timeLimit(.minutes(1)))
struct TabBadgeTests {
  let count = ControlledDependency<Void, Int>("AppTab.badge")
  let shown = ShownCount()
  let recorder = ContextRecorder()

  /// Stand-in tabs whose first, `one`, has a badge the test answers and counts its `shown`;
  /// the second keeps the context it is built with.
  var tabs: [AppTab] {
    let count = count
    let shown = shown
    return [
      AppTab(
        "one", label: TabLabel("One"), badge: { _ in { try await count() } },
        shown: { (_: PageFlow) in shown.count += 1 },
        make: { _ in PageFlow(name: "one") }, preview: { _ in PageFlow(name: "one") }),
      .pages("two") { [recorder] context in recorder.context = context },
    ]
  }

  /// The app on the stand-ins, signed in, its first badge read answered with `first`.
  func signedIn(badge first: Int) async throws -> AppCoordinator {
    let app = AppCoordinator(environment: .demo(), tabs: tabs)
    await app.finishedPendingWork()
    try perform("login", "demo", "scaffolding", on: app)
    try await count.nextCall().answer(with: first)
    await app.settledWithAppWork()
    return app
  }

  /// How many times the first tab was told it is shown.
  @MainActor
  final class ShownCount {
    var count = 0
  }

  func badge(of app: AppCoordinator) throws -> Int? {
    let tabs = try #require(app.mainTabs)
    return tabs.tabItems.badge(for: tabs.tabItems.tabs[0].id)
  }

  @Test("the tabs read their badge as they show, as the app's work; zero clears it")
  func readAsTheTabsShow() async throws {
    let app = try await signedIn(badge: 3)
    #expect(try badge(of: app) == 3)
    app.refreshBadges()
    #expect(app.isRefreshingBadges)
    try await count.nextCall().answer(with: 0)
    await app.finishedPendingWork()
    #expect(!app.isRefreshingBadges)
    #expect(try badge(of: app) == nil)
  }

  @Test(
    "refreshes run one after the other, so the last one started has the last word; those asked for while one waits its turn are that one"
  )
  func lastRefreshWins() async throws {
    let app = try await signedIn(badge: 1)
    let readsBefore = count.callCount
    app.refreshBadges()
    app.refreshBadges()  // the first hasn't started reading: it is the same refresh
    let first = try await count.nextCall()
    app.refreshBadges()  // the first is reading: one more read, after it
    app.refreshBadges()
    #expect(count.callCount == readsBefore + 1, "the next read waits for the first")
    first.answer(with: 5)
    try await count.nextCall().answer(with: 7)
    await app.finishedPendingWork()
    #expect(count.callCount == readsBefore + 2, "four requests, two reads")
    #expect(try badge(of: app) == 7)
  }

  @Test("a read that fails keeps the badge as it was and reports nothing")
  func failedReadKeepsTheBadge() async throws {
    let app = try await signedIn(badge: 2)
    app.refreshBadges()
    try await count.nextCall().fail(with: DeepLinkError("offline"))
    await app.finishedPendingWork()
    #expect(try badge(of: app) == 2)
    #expect(await app.environment.takeProblems().isEmpty)
  }

  @Test("a tab picked by the user is told it is shown, from another tab and again; its context knows whether it is")
  func shownOnSelection() async throws {
    let app = try await signedIn(badge: 0)
    let tabs = try #require(app.mainTabs)
    #expect(shown.count == 0, "the first tab showing at sign-in is not a pick")
    try tabs.selectTab(at: 1)
    await app.settledWithAppWork()
    let context = try #require(recorder.context)
    #expect(await context.isShown)
    try tabs.selectTab(at: 0)
    #expect(shown.count == 1)
    #expect(await !context.isShown)
    try tabs.selectTab(at: 0)
    #expect(shown.count == 2)
  }
}
