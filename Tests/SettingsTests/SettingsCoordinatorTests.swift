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

  /// ``reading``, with deletions the test answers through `delete`.
  static func reading(deletingWith delete: ControlledDependency<Void, Void>) -> SettingsCoordinator.Dependencies {
    var dependencies = reading
    dependencies.deleteAccount = { try await delete() }
    return dependencies
  }

  @Test("the list pushes appearance, notifications and account")
  func pages() async throws {
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
    await settings.settled()
  }

  @Test("appearance and notifications save the changed preferences, refusing bad values")
  func changesPreferences() async throws {
    let save = ControlledDependency<UserPreferences, Void>("SettingsCoordinator.Dependencies.savePreferences")
    var dependencies = Self.reading
    dependencies.savePreferences = save.closure
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("appearance", on: settings)
    await settings.settled()
    #expect(throws: ScreenActionError("no appearance 'blue'; choose one of: system, light, dark")) {
      try perform("set", "blue", on: settings)
    }
    try perform("set", "dark", on: settings)
    try await save.nextCall().answer(with: ())
    await settings.settled()
    settings.pop()
    try perform("notifications", on: settings)
    #expect(throws: ScreenActionError("say 'on' or 'off', not 'maybe'")) { try perform("set", "maybe", on: settings) }
    try perform("set", "off", on: settings)
    try await save.nextCall().answer(with: ())
    await settings.settled()
    #expect(
      save.calls.map(\.input) == [
        UserPreferences(appearance: .dark), UserPreferences(appearance: .dark, notificationsEnabled: false),
      ])
  }

  @Test("sign-out reports .signedOut exactly once")
  func signOut() async throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) {
      outcomes.append($0)
    }
    try perform("account", on: settings)
    try perform("sign-out", on: settings)
    #expect(outcomes == [.signedOut])
    await settings.settled()
  }

  @Test(
    "delete-account is a full-screen cover whose confirmation deletes: a wrong username and a refused deletion stay there with their sentence; success closes the cover, then reports"
  )
  func deleteAccount() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    let dependencies = Self.reading(deletingWith: delete)
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
    #expect(delete.callCount == 0)
    try perform("confirm", "ada", on: settings)
    let refused = try await delete.nextCall()
    #expect(SettingsFixtures.lines(of: settings) == ["Deleting the account…"])
    #expect(SettingsFixtures.actions(of: settings) == ["cancel"])
    refused.fail(with: DiskFailure())
    await settings.settled()
    expectVisibleScreen(of: settings, title: "Confirm deletion")
    #expect(
      SettingsFixtures.lines(of: settings) == [DiskFailure().description, "Type your username to delete the account."])
    #expect(SettingsFixtures.actions(of: settings) == ["confirm", "cancel"])
    #expect(outcomes.isEmpty)
    try perform("confirm", "ada", on: settings)
    try await delete.nextCall().answer(with: ())
    await settings.settled()
    #expect(outcomes == [.accountDeleted])
    expectStack(of: settings, [.list, .account])
  }

  @Test("cancelling the cover while the account is being deleted cancels the deletion, and reports nothing")
  func cancelWhileDeleting() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    let dependencies = Self.reading(deletingWith: delete)
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    try perform("confirm", "ada", on: settings)
    let deleting = try await delete.nextCall()
    try perform("cancel", on: settings)
    #expect(deleting.isCancelled)
    await settings.settled()
    expectStack(of: settings, [.list])
  }

  @Test("cancelling deletion deletes nothing and releases the cover's flow")
  func cancelDeletion() async throws {
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
    await settings.settled()
  }
}
