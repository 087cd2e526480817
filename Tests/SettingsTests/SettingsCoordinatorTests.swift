import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// Settings driven headlessly, signed in as ada: each test sets the closures it expects
/// Settings to call on top of the failing ones.
@MainActor
@Suite("SettingsCoordinator")
struct SettingsCoordinatorTests {
  /// Failing dependencies that read the default preferences.
  static var reading: SettingsCoordinator.Dependencies {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { UserPreferences() }
    return dependencies
  }

  @Test("the list pushes appearance, notifications and account")
  func pages() throws {
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) { _ in
      Issue.record("Settings reported an outcome")
    }
    for (page, title) in [("appearance", "Appearance"), ("notifications", "Notifications"), ("account", "Account")] {
      try perform(page, on: settings)
      expectVisibleScreen(of: settings, title: title)
      settings.pop()
    }
    try perform("account", on: settings)
    expectStack(of: settings, [.list, .account])
  }

  @Test("appearance and notifications change and store the preferences, refusing bad values")
  func changesPreferences() throws {
    var stored = UserPreferences()
    var saves = 0
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { stored }
    dependencies.savePreferences = {
      stored = $0
      saves += 1
    }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("appearance", on: settings)
    try perform("set", "dark", on: settings)
    #expect(throws: ScreenActionError("no appearance 'blue'; choose one of: system, light, dark")) {
      try perform("set", "blue", on: settings)
    }
    settings.pop()
    try perform("notifications", on: settings)
    #expect(throws: ScreenActionError("say 'on' or 'off', not 'maybe'")) { try perform("set", "maybe", on: settings) }
    try perform("set", "off", on: settings)
    #expect(stored == UserPreferences(appearance: .dark, notificationsEnabled: false))
    #expect(saves == 2)
  }

  @Test("sign-out reports .signedOut exactly once")
  func signOut() throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) {
      outcomes.append($0)
    }
    try perform("account", on: settings)
    try perform("sign-out", on: settings)
    #expect(outcomes == [.signedOut])
  }

  @Test("delete-account is a full-screen cover with a confirmation step")
  func deleteAccount() throws {
    var deletions = 0
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.deleteAccount = { deletions += 1 }
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) {
      outcomes.append($0)
    }
    settings.route(to: .account)
    try perform("delete-account", on: settings)
    expectStackPresentations(of: settings, [.push, .fullScreenCover])
    try perform("continue", on: settings)
    #expect(throws: ScreenActionError("type your username 'ada' exactly to confirm; nothing was deleted")) {
      try perform("confirm", "bob", on: settings)
    }
    #expect(deletions == 0)
    try perform("confirm", "ada", on: settings)
    #expect(deletions == 1)
    #expect(outcomes == [.accountDeleted])
    expectStack(of: settings, [.list, .account])
  }

  @Test("cancelling deletion deletes nothing and releases the cover's flow")
  func cancelDeletion() throws {
    // deleteAccount stays failing: a deletion would fail the test.
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) {
      outcomes.append($0)
    }
    try expectReleased { tracker in
      try perform("account", on: settings)
      try perform("delete-account", on: settings)
      tracker.trackTree(of: try #require(settings.visibleScreen).context.owner)
      try perform("continue", on: settings)
      try perform("cancel", on: settings)
    }
    #expect(outcomes.isEmpty)
    expectStack(of: settings, [.list, .account])
  }
}
