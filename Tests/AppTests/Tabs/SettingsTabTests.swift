import AppData
import Scaffolding
import ScaffoldingTesting
import Settings
import SharedModels
import Testing

@testable import AppFeature

/// Settings' row of the tab table: preferences in the store, and the ways out.
@MainActor
@Suite("Settings tab")
struct SettingsTabTests {
  let environment = AppEnvironment.demo()
  let recorder = ContextRecorder()

  func settings() throws -> SettingsCoordinator {
    try #require(AppTab.settings.make(try recorder.context(environment: environment)) as? SettingsCoordinator)
  }

  @Test("preferences are the signed-in user's in the store")
  func storesPreferences() async throws {
    let settings = try settings()
    try await settings.open(["notifications"])
    try perform("set", "off", on: settings)
    #expect(try environment.stores.preferences.preferences(for: demoSession.userID).notificationsEnabled == false)
  }

  @Test("sign-out ends the session as signed out")
  func signOut() async throws {
    let settings = try settings()
    try await settings.open(["account"])
    try perform("sign-out", on: settings)
    #expect(recorder.ends == [.signedOut])
  }

  @Test("deleting the account removes it from the store and ends the session as deleted")
  func deleteAccount() async throws {
    let settings = try settings()
    try await settings.open(["account"])
    try perform("delete-account", on: settings)
    try perform("continue", on: settings)
    try perform("confirm", "demo", on: settings)
    #expect(recorder.ends == [.accountDeleted])
    #expect(try !environment.stores.accounts.contains(demoSession.userID))
  }

  @Test("preferences and account deletion for a session whose account is gone are refused and end the session")
  func writesForAGoneAccount() throws {
    let dependencies = SettingsCoordinator.Dependencies.live(try recorder.context(environment: environment))
    try environment.stores.replaceDemoAccount()
    var preferences = try dependencies.preferences()
    let stored = preferences
    preferences.notificationsEnabled.toggle()
    #expect(throws: SessionEndedError()) { try dependencies.savePreferences(preferences) }
    #expect(throws: SessionEndedError()) { try dependencies.deleteAccount() }
    #expect(try dependencies.preferences() == stored)
    #expect(try environment.stores.accounts.displayName(of: demoSession.userID) == "Someone Else")
    #expect(recorder.ends == [.endedElsewhere, .endedElsewhere])
  }
}
