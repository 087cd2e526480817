import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// The ready-made preview: `.preview` keeps preferences in memory. (`.failing` is checked with
/// every module's, in the App's `FailingCallTests`.)
@MainActor
@Suite("Settings dependencies")
struct SettingsDependenciesTests {
  @Test("the preview stores the preferences the screens set, and the list shows them")
  func previewStoresPreferences() async throws {
    let dependencies = SettingsCoordinator.Dependencies.preview(preferences: UserPreferences(appearance: .light))
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("appearance", on: settings)
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Now: light"])
    try perform("set", "dark", on: settings)
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Now: dark"])
    settings.pop()
    try perform("notifications", on: settings)
    try perform("set", "off", on: settings)
    await settings.settled()
    settings.popToRoot()
    #expect(try await dependencies.preferences() == UserPreferences(appearance: .dark, notificationsEnabled: false))
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: dark", "Notifications: off"])
  }

  @Test("the preview's account deletion succeeds, and Settings reports it")
  func previewDeletes() async throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: .preview()) {
      outcomes.append($0)
    }
    settings.route(to: .account)
    try perform("delete-account", on: settings)
    try perform("continue", on: settings)
    try perform("confirm", "ada", on: settings)
    await settings.settled()
    #expect(outcomes == [.accountDeleted])
    expectStack(of: settings, [.list, .account])
  }
}
