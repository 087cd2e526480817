import AppData
import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

@testable import AppFeature

/// Settings' row of the tab table: preferences in the store, and the ways out.
@MainActor
@Suite("Settings tab")
struct SettingsTabTests {
  let environment = AppEnvironment.demo()
  let recorder = ContextRecorder()

  func settings() async throws -> SettingsCoordinator {
    try #require(AppTab.settings.make(try await recorder.context(environment: environment)) as? SettingsCoordinator)
  }

  @Test("preferences are the signed-in user's in the store")
  func storesPreferences() async throws {
    let settings = try await settings()
    try await settings.open(["notifications"])
    await settings.settled()
    try perform("set", "off", on: settings)
    await settings.settled()
    #expect(try await environment.stores.preferences.preferences(for: demoSession.userID).notificationsEnabled == false)
  }

  @Test("sign-out ends the session as signed out")
  func signOut() async throws {
    let settings = try await settings()
    try await settings.open(["account"])
    try perform("sign-out", on: settings)
    #expect(recorder.ends == [.signedOut])
    await settings.settled()
  }

  @Test("deleting the account removes it from the store and ends the session as deleted")
  func deleteAccount() async throws {
    let settings = try await settings()
    try await settings.open(["account"])
    try perform("delete-account", on: settings)
    try perform("continue", on: settings)
    try perform("confirm", "demo", on: settings)
    await settings.settled()
    #expect(recorder.ends == [.accountDeleted])
    #expect(try await !environment.stores.accounts.contains(demoSession.userID))
  }

  @Test("preferences and account deletion for a session whose account is gone are refused and end the session")
  func writesForAGoneAccount() async throws {
    let dependencies = SettingsCoordinator.Dependencies.live(try await recorder.context(environment: environment))
    try await environment.stores.replaceDemoAccount()
    let stored = try await dependencies.preferences()
    let changed = UserPreferences(appearance: stored.appearance, notificationsEnabled: !stored.notificationsEnabled)
    await #expect(throws: SessionEndedError()) { try await dependencies.savePreferences(changed) }
    await #expect(throws: SessionEndedError()) { try await dependencies.deleteAccount() }
    #expect(try await dependencies.preferences() == stored)
    #expect(try await environment.stores.accounts.displayName(of: demoSession.userID) == "Someone Else")
    #expect(recorder.ends == [.endedElsewhere, .endedElsewhere])
  }

  @Test("every live dependency waits out the simulated latency first, and stops there when cancelled")
  func simulatedLatency() async throws {
    let slow = AppEnvironment(stores: environment.stores, latency: .seconds(3600))
    let dependencies = SettingsCoordinator.Dependencies.live(try await recorder.context(environment: slow))
    let changed = UserPreferences(appearance: .dark)
    let calls: [@Sendable () async throws -> Void] = [
      { _ = try await dependencies.preferences() },
      { try await dependencies.savePreferences(changed) },
      { try await dependencies.deleteAccount() },
      { try await dependencies.confirmPassword("scaffolding") },
    ]
    for call in calls {
      let running = Task { try await call() }
      running.cancel()
      await #expect(throws: CancellationError.self) { try await running.value }
    }
    #expect(try await environment.stores.preferences.preferences(for: demoSession.userID) == UserPreferences())
    #expect(try await environment.stores.accounts.contains(demoSession.userID))
  }

  @Test("a modal no link names is left out of the location, which says so, and is not reopened")
  func unlinkedModal() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch(tabs: [.settings])
      try await app.signInAsDemo()
      try await app.open("app://settings/account")
      try await performAndSettle("delete-account", on: app)
      #expect(app.openModal?.kind == .fullScreenCover)
      #expect(app.location.description == "app://settings/account")
      #expect(app.locationLeavesOutModal)
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = await folder.launchSettled(tabs: [.settings])
    // A restored session is not a recent sign-in: the password is asked before the page.
    #expect(restarted.location.description == "app://settings")
    expectVisibleScreen(of: restarted, title: "Confirm your password")
    try await performAndSettle("confirm", "scaffolding", on: restarted)
    #expect(restarted.openModal == nil)
    #expect(restarted.location.description == "app://settings/account")
  }

  @Test(
    "the password asked again is checked as a sign-in: a wrong one counts toward the lockout, a right one makes the sign-in recent"
  )
  func confirmPassword() async throws {
    let context = try await recorder.context(environment: environment)
    context.recentSignIn.provedAt = nil
    let dependencies = SettingsCoordinator.Dependencies.live(context)
    #expect(try await !dependencies.signInIsRecent())
    let first = await #expect(throws: AccountError.self) { try await dependencies.confirmPassword("wrong") }
    let second = await #expect(throws: AccountError.self) { try await dependencies.confirmPassword("wrong") }
    guard case .invalidCredentials(let before) = first, case .invalidCredentials(let after) = second else {
      Issue.record("a wrong password is refused as a sign-in is: \(String(describing: first))")
      return
    }
    #expect(after == before - 1)
    #expect(try await !dependencies.signInIsRecent())
    try await dependencies.confirmPassword("scaffolding")
    #expect(try await dependencies.signInIsRecent())
    context.recentSignIn.provedAt = .now - RecentSignIn.window
    #expect(try await !dependencies.signInIsRecent())
  }
}

extension FailingCall {
  /// Settings' `.failing`, for ``FailingCallTests``: showing the list reads the preferences.
  static let settings = FailingCall("SettingsCoordinator.Dependencies.preferences") {
    await show(SettingsCoordinator(session: demoSession, dependencies: .failing) { _ in })
  }
}
