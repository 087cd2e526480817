import AppData
import AppTesting
import FeatureFlagsClient
import FeatureFlagsClientTesting
import Scaffolding
import Testing

@testable import AppFeature

/// The App's feature flags: read from this device as each session starts, before its tabs are
/// made or restored, under the run's overrides (`console --flag`), and one model every tab's
/// features are handed.
@MainActor
@Suite("The App's feature flags")
struct AppFeatureFlagTests {
  /// What a tab's feature was handed as it was made, as its first screen would read it.
  @MainActor
  final class Probe {
    var composeOnWhenMade: [Bool] = []
    var flags: [FeatureFlags] = []
  }

  /// The stand-in tabs, `one` recording the flags it was handed as it was made.
  func tabs(probing probe: Probe) -> [AppTab] {
    let one = AppTab.pages("one") { context in
      probe.composeOnWhenMade.append(context.featureFlags.isOn(.compose))
      probe.flags.append(context.featureFlags)
    }
    return [one, .pages("two")]
  }

  @Test("what this device stored is read before the saved places are restored, so a restored tab reads it")
  func loadedBeforeRestoring() async throws {
    let environment = AppEnvironment.demo()
    try await environment.stores.featureFlags.set("compose", on: false)
    let probe = Probe()
    let app = try await environment.launchRestoring("app://one/page/2", tabs: tabs(probing: probe))
    #expect(app.visibleTitle == "one page 2")
    #expect(probe.composeOnWhenMade == [false])
    #expect(probe.flags.count == 1 && probe.flags.allSatisfy { $0 === app.featureFlags }, "the app's one model")
  }

  @Test("each sign-in reads the flags again, so what another process saved since shows")
  func readAtEachSignIn() async throws {
    let environment = AppEnvironment.demo()
    let app = AppCoordinator(environment: environment, tabs: .standIns)
    try await app.signInAsDemo()
    #expect(app.featureFlags.isOn(.compose))
    try await environment.stores.featureFlags.set("compose", on: false)
    #expect(app.featureFlags.isOn(.compose), "read as a session starts, not at every render")
    app.signOut()
    await app.settledWithAppWork()
    try await app.signInAsDemo()
    #expect(!app.featureFlags.isOn(.compose))
  }

  @Test("the run's overrides are on top of what is stored and never written; a change in Settings replaces one")
  func overrides() async throws {
    let environment = AppEnvironment.demo()
    try await environment.stores.featureFlags.set("compose", on: true)
    let app = AppCoordinator(environment: environment, tabs: .standIns, flagOverrides: [.compose: false])
    try await app.signInAsDemo()
    #expect(!app.featureFlags.isOn(.compose))
    #expect(try await environment.stores.featureFlags.flags() == ["compose": true])
    try await app.featureFlags.set(.compose, on: false)
    try await environment.stores.featureFlags.set("compose", on: true)
    app.signOut()
    await app.settledWithAppWork()
    try await app.signInAsDemo()
    #expect(app.featureFlags.isOn(.compose), "once changed, the flag is the device's again")
  }

  @Test("flags that can't be read stay as they were, under the overrides, and the user is told")
  func unreadable() async throws {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "Couldn't read data.sqlite3: disk I/O error." }
    }
    let client = FeatureFlagsClient(flags: { throw Unreadable() }, set: { _, _ in })
    let environment = AppEnvironment.demo()
    let app = AppCoordinator(
      environment: environment, tabs: .standIns, featureFlags: client, flagOverrides: [.compose: false])
    try await app.signInAsDemo()
    #expect(!app.featureFlags.isOn(.compose))
    #expect(
      await environment.takeProblems() == [
        "Feature flags can't be read, so they stay as they were: Couldn't read data.sqlite3: disk I/O error."
      ])
  }
}
