import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// The two ready-made dependencies: `.failing` fails the test that uses an unset closure, and
/// `.preview` keeps preferences in memory.
@MainActor
@Suite("Settings dependencies")
struct SettingsDependenciesTests {
  @Test("showing the list with .failing records a known issue naming preferences, and shows it as the failure")
  func failingPreferences() async throws {
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: .failing) { _ in
      Issue.record("Settings reported an outcome")
    }
    await withKnownIssue {
      _ = settings.visibleScreen
      await settings.settled()
    } matching: { issue in
      issue.comments == [unimplementedComment("SettingsCoordinator.Dependencies.preferences")]
    }
    #expect(
      SettingsFixtures.lines(of: settings) == [
        "Signed in as @ada.", "SettingsCoordinator.Dependencies.preferences is unimplemented in this test",
      ])
  }

  @Test("deleting with .failing records a known issue naming deleteAccount, throws its sentence, reports nothing")
  func failingDeleteAccount() async throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { UserPreferences() }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) {
      outcomes.append($0)
    }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    var thrown: (any Error)?
    await withKnownIssue {
      do { try await performAndSettle("confirm", "ada", on: settings) } catch { thrown = error }
    } matching: { issue in
      issue.comments == [unimplementedComment("SettingsCoordinator.Dependencies.deleteAccount")]
    }
    #expect(
      thrown.map { "\($0)" } == "SettingsCoordinator.Dependencies.deleteAccount is unimplemented in this test")
    #expect(outcomes.isEmpty)
    expectVisibleScreen(of: settings, title: "Confirm deletion")
    #expect(SettingsFixtures.lines(of: settings) == ["Type your username to delete the account."])
  }

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
