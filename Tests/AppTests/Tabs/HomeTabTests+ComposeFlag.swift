import AppData
import AppTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@testable import AppFeature

/// The app's global guard on Home's compose sheet: with the compose flag off, a link to it is
/// refused with a sentence and changes nothing, and a restore that pointed into it lands on the
/// feed with a note; turned on again, the same link opens it, with no restart.
@MainActor
@Suite("Home's compose behind its flag")
struct HomeComposeFlagTests {
  @Test("with the flag off, a link to compose is refused with a sentence and changes nothing")
  func aLinkIsRefused() async throws {
    let app = AppCoordinator(environment: .demo(), tabs: [.home], flagOverrides: [.compose: false])
    try await app.signInAsDemo()
    await #expect(throws: DeepLinkError("app://home/compose: Compose is turned off (feature flags, in Settings).")) {
      try await app.open("app://home/compose")
    }
    #expect(app.location.description == "app://home")
    #expect(app.openModal == nil)
    try await app.featureFlags.set(.compose, on: true)
    try await app.open("app://home/compose")
    await app.settledWithAppWork()
    #expect(app.location.description == "app://home/compose")
  }

  @Test("a restore that pointed into compose lands on the feed, and says why")
  func aRestoreLandsBelow() async throws {
    let environment = AppEnvironment.demo()
    let session = try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    try await environment.stores.sessions.save(session, lastLocation: "app://home/compose")
    let app = AppCoordinator(environment: environment, tabs: [.home], flagOverrides: [.compose: false])
    let recorder = NavigationRecorder(observing: app)
    await app.settledWithAppWork()
    #expect(app.location.description == "app://home")
    #expect(
      recorder.diagnostics.filter { $0.code == .guardRefused }.map(\.message) == [
        "Compose is turned off (feature flags, in Settings)."
      ])
  }
}
