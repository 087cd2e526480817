import FeatureFlagsClient
import FeatureFlagsClientTesting
import Testing

@testable import AppFeature

/// FeatureFlagsClient's live value: what the App hands the features that take the client.
@MainActor
@Suite("FeatureFlagsClient, live")
struct FeatureFlagsClientLiveTests {
  @Test("it answers through the network: its greeting, and nil for any other key")
  func answers() async throws {
    let client = FeatureFlagsClient.live(.demo())
    #expect(try await client.fetch("greeting") == "Hello from the service behind FeatureFlagsClient")
    #expect(try await client.fetch("missing") == nil)
  }

  @Test("while the network is down it throws the outage's sentence")
  func offline() async {
    let environment = AppEnvironment.demo()
    environment.network.isDown = true
    await #expect(throws: SimulatedNetwork.Outage()) {
      try await FeatureFlagsClient.live(environment).fetch("greeting")
    }
  }

  @Test("a caller cancelled while the network is slow ends at once, without an answer")
  func cancelled() async {
    let slow = AppEnvironment(stores: AppEnvironment.demo().stores, latency: .seconds(3600))
    let client = FeatureFlagsClient.live(slow)
    let call = Task { try await client.fetch("greeting") }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
  }
}

extension FailingCall {
  /// FeatureFlagsClient's `.failing`, for ``FailingCallTests``: a fetch.
  static let featureFlagsClient = FailingCall("FeatureFlagsClient.fetch (color)") {
    _ = try await FeatureFlagsClient.failing.fetch("color")
  }
}
