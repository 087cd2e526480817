import AppData
import FeatureFlagsClient
import FeatureFlagsClientTesting
import Testing

@testable import AppFeature

/// FeatureFlagsClient's live value: the flags the App loads at launch and Settings changes,
/// kept on this device.
@MainActor
@Suite("FeatureFlagsClient, live")
struct FeatureFlagsClientLiveTests {
  @Test("a flag turned off is read back, by this app and by another on the same data; other names are left out")
  func keptOnTheDevice() async throws {
    let folder = DataFolder()
    let client = FeatureFlagsClient.live(folder.environment())
    #expect(try await client.flags().isEmpty)
    try await client.set(.compose, false)
    try await folder.environment().stores.featureFlags.set("removed-since", on: true)
    #expect(try await client.flags() == [.compose: false])
    #expect(try await FeatureFlagsClient.live(folder.environment()).flags() == [.compose: false])
  }

  @Test("with the network down the flags are still read and saved: they are the device's")
  func offline() async throws {
    let environment = AppEnvironment.demo()
    environment.network.isDown = true
    try await FeatureFlagsClient.live(environment).set(.compose, false)
    #expect(try await FeatureFlagsClient.live(environment).flags() == [.compose: false])
  }
}

extension FailingCall {
  /// FeatureFlagsClient's `.failing`, for ``FailingCallTests``: a save.
  static let featureFlagsClient = FailingCall("FeatureFlagsClient.set (compose off)") {
    try await FeatureFlagsClient.failing.set(.compose, false)
  }
}
