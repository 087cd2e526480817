import FeatureFlagsClient
import FeatureFlagsClientTesting
import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// Settings' features page: the app's flags, each on or off, and `set`, which saves a change
/// through the flags' client (answered by the test) and refuses bad input.
@MainActor
@Suite("Settings features page")
struct SettingsFeaturesTests {
  let save = ControlledDependency<(FeatureFlag, Bool), Void>("FeatureFlagsClient.set")

  /// Settings on the features page, whose flags save through ``save``.
  func makeSettings(overriding overrides: [FeatureFlag: Bool] = [:]) -> SettingsCoordinator {
    var dependencies = SettingsCoordinator.Dependencies.failing
    let client = FeatureFlagsClient(flags: { [:] }, set: { [save] in try await save.closure(($0, $1)) })
    dependencies.featureFlags = FeatureFlags(client: client, overriding: overrides)
    dependencies.preferences = { UserPreferences() }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    settings.route(to: .features)
    return settings
  }

  /// The page's line for the compose flag; nil when it shows none.
  func composeLine(of settings: SettingsCoordinator) -> String? {
    SettingsFixtures.lines(of: settings).first { $0.hasPrefix("compose: ") }
  }

  @Test("the list pushes the page, which lists each flag, on or off")
  func lists() async throws {
    let settings = makeSettings(overriding: [.compose: false])
    settings.pop()
    try perform("features", on: settings)
    expectVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.features, title: "Features")
    #expect(SettingsFixtures.lines(of: settings).count == FeatureFlag.allCases.count)
    #expect(composeLine(of: settings) == "compose: off")
    await settings.settled()
  }

  @Test("set saves the change through the client, showing Saving… and no second set until it has, then the flag")
  func sets() async throws {
    let settings = makeSettings()
    let run = try perform("set", "compose", "off", on: settings)
    let call = try await save.nextCall()
    #expect(call.input == (.compose, false))
    #expect(composeLine(of: settings) == "compose: on")
    #expect(SettingsFixtures.lines(of: settings).last == "Saving…")
    #expect(!SettingsFixtures.actions(of: settings).contains("set"))
    call.answer(with: ())
    try await run?.value
    #expect(composeLine(of: settings) == "compose: off")
    #expect(SettingsFixtures.lines(of: settings).last != "Saving…")
    let again = try perform("set", "compose", "on", on: settings)
    try await save.nextCall().answer(with: ())
    try await again?.value
    #expect(composeLine(of: settings) == "compose: on")
  }

  @Test("an unknown flag, or a word other than on and off, is set's error; nothing is saved")
  func refusesBadInput() async throws {
    let settings = makeSettings()
    #expect(throws: ScreenActionError("no feature flag 'colours'; flags are: \(FeatureFlag.names)")) {
      try perform("set", "colours", "on", on: settings)
    }
    #expect(throws: ScreenActionError("say 'on' or 'off', not 'maybe'")) {
      try perform("set", "compose", "maybe", on: settings)
    }
    #expect(save.callCount == 0)
    #expect(composeLine(of: settings) == "compose: on")
    await settings.settled()
  }

  @Test("a save that fails is set's error, and the flag stays as it was")
  func failedSave() async throws {
    let settings = makeSettings()
    let run = try perform("set", "compose", "off", on: settings)
    try await save.nextCall().fail(with: DiskFailure())
    await #expect(throws: DiskFailure.self) { try await run?.value }
    #expect(composeLine(of: settings) == "compose: on")
    #expect(SettingsFixtures.actions(of: settings).contains("set"))
  }
}
