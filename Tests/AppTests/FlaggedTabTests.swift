import AppTesting
import FeatureFlagsClient
import Scaffolding
import Testing

@testable import AppFeature

/// A row of the tab table behind a feature flag (`AppTab(…, flag:)`): out of the bar while the
/// flag is off, its links refused with a sentence, left out of the sections links lead to; back
/// where the table has it once the flag is turned on.
@MainActor
@Suite("A tab behind a flag")
struct FlaggedTabTests {
  /// The stand-in tabs, `two` behind the compose flag.
  let tabs: [AppTab] = [.pages("one"), .pages("two", flag: .compose), .pages("three")]

  /// The app on `tabs`, the compose flag off for the run.
  func makeApp() -> AppCoordinator {
    AppCoordinator(environment: .demo(), tabs: tabs, flagOverrides: [.compose: false])
  }

  /// The titles of the tab bar, in order.
  func bar(of app: AppCoordinator) -> [String] {
    app.mainTabs?.tabItems.tabs.compactMap(\.tabLabel?.title) ?? []
  }

  @Test("while its flag is off, the tab is out of the bar, its link is refused with a sentence, and no list names it")
  func hiddenWhileOff() async throws {
    let app = makeApp()
    try await app.signInAsDemo()
    #expect(bar(of: app) == ["One", "Three"])
    await #expect(throws: DeepLinkError("app://two/page/2: Two is turned off (feature flags, in Settings).")) {
      try await app.open("app://two/page/2")
    }
    #expect(app.location.description == "app://one")
    #expect(app.linkSections.contains("three") && !app.linkSections.contains("two"))
    #expect(!app.linkSuggestions.contains { $0.section == "two" })
  }

  @Test("signed out, a link into a tab whose flag is off is refused at once, not kept for the sign-in")
  func refusedSignedOut() async throws {
    let app = makeApp()
    await app.settledWithAppWork()
    await #expect(throws: DeepLinkError("app://two: Two is turned off (feature flags, in Settings).")) {
      try await app.open("app://two")
    }
    #expect(app.pendingLink == nil)
  }

  @Test("turned on, the tab comes back where the table has it; turned off, it goes with what it showed")
  func followsTheFlag() async throws {
    let app = makeApp()
    try await app.signInAsDemo()
    try await app.open("app://three/page/2")
    try await app.featureFlags.set(.compose, on: true)
    await app.settledWithAppWork()
    #expect(bar(of: app) == ["One", "Two", "Three"])
    #expect(app.location.description == "app://three/page/2", "the tab shown stays")
    try await app.open("app://two/page/4")
    #expect(app.visibleTitle == "two page 4")
    try await app.featureFlags.set(.compose, on: false)
    await app.settledWithAppWork()
    #expect(bar(of: app) == ["One", "Three"])
    #expect(app.location.description == "app://three/page/2", "its neighbour in the bar shows")
    try await app.featureFlags.set(.compose, on: true)
    await app.settledWithAppWork()
    try app.mainTabs?.selectTab(at: 1)
    #expect(app.location.description == "app://two", "back at its first screen")
  }

  @Test("a tab that comes back into the bar shows its badge")
  func badgeReadWhenBack() async throws {
    let counted = AppTab(
      "counted", label: TabLabel("Counted"), flag: .compose, badge: { _ in { 3 } },
      make: { _ in PageFlow(name: "counted") }, preview: { _ in PageFlow(name: "counted") })
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one"), counted], flagOverrides: [.compose: false])
    try await app.signInAsDemo()
    try await app.featureFlags.set(.compose, on: true)
    await app.settledWithAppWork()
    let tabItems = try #require(app.mainTabs?.tabItems)
    #expect(tabItems.badge(for: tabItems.tabs[1].id) == 3)
  }
}
