import FeatureFlagsClient
import FeatureFlagsClientTesting
import Home
import HomeTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// The feed offers `compose` only while the app's `compose` flag is on, and reads the flag as
/// it renders: a flag turned on or off elsewhere (Settings) shows at the next render.
@MainActor
@Suite("Home and the compose flag")
struct HomeComposeFlagTests {
  @Test("the feed offers compose only while the flag is on, following each change at its next render")
  func composeFollowsTheFlag() async throws {
    let flags = FeatureFlags(client: .answering([:]), overriding: [.compose: false])
    var dependencies = HomeCoordinator.Dependencies.browsing
    dependencies.featureFlags = flags
    let home = HomeCoordinator(dependencies: dependencies)
    let feed = try requireVisibleScreen(of: home, HomeCoordinator.Destinations.Meta.feed)
    await home.settled()
    #expect(feed.render().action(named: "compose") == nil)
    #expect(feed.render().action(named: "view") != nil, "the feed itself is unchanged")
    try await flags.set(.compose, on: true)
    #expect(feed.render().action(named: "compose") != nil)
    try await flags.set(.compose, on: false)
    #expect(feed.render().action(named: "compose") == nil)
  }
}
