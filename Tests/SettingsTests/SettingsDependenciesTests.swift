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
  @Test("rendering the list with .failing records a known issue naming preferences, and shows the defaults")
  func failingPreferences() throws {
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: .failing) { _ in
      Issue.record("Settings reported an outcome")
    }
    let list = try requireVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.list)
    withKnownIssue {
      #expect(list.render().lines == ["Signed in as @ada.", "Appearance: system", "Notifications: on"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SettingsCoordinator.Dependencies.preferences") }
    }
  }

  @Test("preferences that can't be read show why on each screen, and a change is refused, saving nothing")
  func unreadablePreferences() throws {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { throw ReadFailure() }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    let list = try requireVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.list)
    #expect(list.render().lines == ["Signed in as @ada.", ReadFailure().description])
    try perform("appearance", on: settings)
    let appearance = try requireVisibleScreen(of: settings, title: "Appearance")
    #expect(appearance.render().lines == [ReadFailure().description])
    #expect(throws: ReadFailure.self) { try perform("set", "dark", on: settings) }
  }

  @Test("deleting with .failing records a known issue naming deleteAccount, and reports nothing")
  func failingDeleteAccount() throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: .failing) {
      outcomes.append($0)
    }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    withKnownIssue {
      let error = #expect(throws: UnimplementedDependency.self) { try perform("confirm", "ada", on: settings) }
      #expect(error?.name == "SettingsCoordinator.Dependencies.deleteAccount")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SettingsCoordinator.Dependencies.deleteAccount") }
    }
    #expect(outcomes.isEmpty)
    expectVisibleScreen(of: settings, title: "Confirm deletion")
  }

  @Test("the preview stores the preferences the screens set, and the list shows them")
  func previewStoresPreferences() throws {
    let dependencies = SettingsCoordinator.Dependencies.preview(preferences: UserPreferences(appearance: .light))
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("appearance", on: settings)
    let appearance = try requireVisibleScreen(of: settings, title: "Appearance")
    #expect(appearance.render().lines == ["Now: light"])
    try perform("set", "dark", on: settings)
    #expect(appearance.render().lines == ["Now: dark"])
    settings.pop()
    try perform("notifications", on: settings)
    try perform("set", "off", on: settings)
    settings.popToRoot()
    #expect(try dependencies.preferences() == UserPreferences(appearance: .dark, notificationsEnabled: false))
    let list = try requireVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.list)
    #expect(list.render().lines == ["Signed in as @ada.", "Appearance: dark", "Notifications: off"])
  }

  @Test("the preview's account deletion succeeds, and Settings reports it")
  func previewDeletes() throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: .preview()) {
      outcomes.append($0)
    }
    settings.route(to: .account)
    try perform("delete-account", on: settings)
    try perform("continue", on: settings)
    try perform("confirm", "ada", on: settings)
    #expect(outcomes == [.accountDeleted])
    expectStack(of: settings, [.list, .account])
  }
}

/// What a store says when the disk fails under a read.
private struct ReadFailure: Error, CustomStringConvertible {
  var description: String { "Couldn't read data.sqlite3 in /data/: disk I/O error." }
}
