import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// Settings' links: nothing for the list, or one page's name; deeper paths and unknown pages
/// are refused and change nothing.
@MainActor
@Suite("Settings deep links")
struct SettingsDeepLinkTests {
  /// The preferences read, which this suite never answers: links read no data, and a
  /// coordinator dropped at the end of a test cancels its read rather than answer it late.
  let preferences = ControlledDependency<Void, UserPreferences>("SettingsCoordinator.Dependencies.preferences")

  /// Settings whose preferences never arrive, signed in lately, with every other dependency
  /// failing.
  func makeSettings() -> SettingsCoordinator {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { [preferences] in try await preferences() }
    dependencies.signInIsRecent = { true }
    return SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
  }

  @Test("a new flow is at the list, which the empty path leads back to")
  func emptyPath() async throws {
    let settings = makeSettings()
    #expect(settings.currentPath == [])
    settings.route(to: .account)
    try await settings.open([])
    expectStack(of: settings, [.list])
    expectVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.list, title: "Settings")
    #expect(settings.currentPath == [])
  }

  @Test(
    "each page's name pushes that page on the list, replacing what was pushed, and reads back the same",
    arguments: [
      ("appearance", SettingsCoordinator.Destinations.appearance, "Appearance"),
      ("notifications", .notifications, "Notifications"),
      ("features", .features, "Features"),
      ("account", .account, "Account"),
    ])
  func page(name: String, page: SettingsCoordinator.Destinations, title: String) async throws {
    let settings = makeSettings()
    settings.route(to: .notifications)
    try await settings.open([name])
    expectStack(of: settings, [.list, page])
    expectVisibleScreen(of: settings, page, title: title)
    #expect(settings.currentPath == [name])
    let restored = makeSettings()
    try await restored.open(settings.currentPath)
    expectStack(of: restored, [.list, page])
  }

  @Test("a page link closes the delete-account cover; the path leaves the cover out")
  func fromDeleteCover() async throws {
    let settings = makeSettings()
    settings.route(to: .account)
    settings.present(.deleteAccount, as: .fullScreenCover)
    #expect(settings.currentPath == ["account"])
    try await settings.open(["appearance"])
    expectStack(of: settings, [.list, .appearance])
    expectStackPresentations(of: settings, [.push])
  }

  @Test(
    "deeper paths and unknown pages are refused with Settings' message, changing nothing",
    arguments: [
      (["a", "b"], "the link goes deeper than a settings page"),
      (["account", "delete"], "the link goes deeper than a settings page"),
      (["privacy"], "no settings page 'privacy'; pages are appearance, notifications, features, account"),
      (["list"], "no settings page 'list'; pages are appearance, notifications, features, account"),
      (["deleteAccount"], "no settings page 'deleteAccount'; pages are appearance, notifications, features, account"),
    ] as [(DeepLinkPath, String)])
  func refusesBadPaths(path: DeepLinkPath, message: String) async throws {
    let settings = makeSettings()
    settings.route(to: .account)
    await #expect(throws: DeepLinkError(message)) { try await settings.open(path) }
    expectStack(of: settings, [.list, .account])
    #expect(settings.currentPath == ["account"])
  }

  @Test("it suggests every page, in the list's order, and each suggestion opens")
  func suggestions() async throws {
    let settings = makeSettings()
    #expect(settings.suggestedPaths == [["appearance"], ["notifications"], ["features"], ["account"]])
    for path in settings.suggestedPaths { try await makeSettings().open(path) }
  }

  @Test("every place the screens reach is one its link reopens")
  func everyPlaceRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(
      { SettingsCoordinator(session: SettingsFixtures.session, dependencies: .preview()) { _ in } },
      samples: ["appearance": ["dark"], "notifications": ["off"], "flag": ["compose"], "state": ["off"]])
    #expect(places > 5)
  }

  @Test("signed in lately or not, the guards hold: the account page's detour, no cycle, no silent landing")
  func guardsHold() async {
    let places = await expectGuardsHold(under: [true, false]) { recent in
      var dependencies = SettingsCoordinator.Dependencies.preview()
      dependencies.signInIsRecent = { recent }
      return SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in }
    }
    #expect(places > 10)
  }
}
