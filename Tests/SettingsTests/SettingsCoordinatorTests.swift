import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Settings

/// Settings driven headlessly against in-test preferences.
@MainActor
@Suite("SettingsCoordinator")
struct SettingsCoordinatorTests {
  @MainActor
  final class Harness {
    var preferences = UserPreferences()
    var outcomes: [SettingsCoordinator.Outcome] = []
    var deletions = 0
    lazy var settings = SettingsCoordinator(
      session: Session(userID: UserID("ada"), displayName: "Ada"),
      dependencies: SettingsCoordinator.Dependencies(
        preferences: { [unowned self] in self.preferences },
        savePreferences: { [unowned self] in self.preferences = $0 },
        deleteAccount: { [unowned self] in self.deletions += 1 })
    ) { [unowned self] in self.outcomes.append($0) }
  }

  @Test("the list pushes appearance, notifications and account")
  func pages() throws {
    let harness = Harness()
    for page in ["appearance", "notifications", "account"] {
      try perform(page, on: harness.settings)
      harness.settings.pop()
    }
    try perform("account", on: harness.settings)
    try expectStack(of: harness.settings, [.list, .account])
  }

  @Test("appearance and notifications change and store the preferences, refusing bad values")
  func changesPreferences() throws {
    let harness = Harness()
    try perform("appearance", on: harness.settings)
    try perform("set", "dark", on: harness.settings)
    #expect(throws: ScreenActionError("no appearance 'blue'; choose one of: system, light, dark")) {
      try perform("set", "blue", on: harness.settings)
    }
    harness.settings.pop()
    try perform("notifications", on: harness.settings)
    try perform("set", "off", on: harness.settings)
    #expect(harness.preferences == UserPreferences(appearance: .dark, notificationsEnabled: false))
  }

  @Test("sign-out reports .signedOut exactly once")
  func signOut() throws {
    let harness = Harness()
    try perform("account", on: harness.settings)
    try perform("sign-out", on: harness.settings)
    #expect(harness.outcomes == [.signedOut])
  }

  @Test("delete-account is a full-screen cover with a confirmation step")
  func deleteAccount() throws {
    let harness = Harness()
    harness.settings.route(to: .account)
    try perform("delete-account", on: harness.settings)
    try expectStackPresentations(of: harness.settings, [.push, .fullScreenCover])
    try perform("continue", on: harness.settings)
    #expect(throws: ScreenActionError("type your username 'ada' exactly to confirm; nothing was deleted")) {
      try perform("confirm", "bob", on: harness.settings)
    }
    #expect(harness.deletions == 0)
    try perform("confirm", "ada", on: harness.settings)
    #expect(harness.deletions == 1)
    #expect(harness.outcomes == [.accountDeleted])
    try expectStack(of: harness.settings, [.list, .account])
  }

  @Test("cancelling deletion deletes nothing and releases the cover's flow")
  func cancelDeletion() throws {
    let harness = Harness()
    try expectReleased { tracker in
      try perform("account", on: harness.settings)
      try perform("delete-account", on: harness.settings)
      tracker.trackTree(of: try #require(harness.settings.visibleScreen).context.owner)
      try perform("continue", on: harness.settings)
      try perform("cancel", on: harness.settings)
    }
    #expect(harness.deletions == 0)
    #expect(harness.outcomes.isEmpty)
    try expectStack(of: harness.settings, [.list, .account])
  }
}
