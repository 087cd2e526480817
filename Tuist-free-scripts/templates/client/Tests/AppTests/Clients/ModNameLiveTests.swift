import ModName
import ModNameTesting
import Testing

@testable import AppFeature

/// ModName's live value: what the App hands the features that take the client.
@MainActor
@Suite("ModName, live")
struct ModNameLiveTests {
  @Test("it answers through the network: its greeting, and nil for any other key")
  func answers() async throws {
    let client = ModName.live(.demo())
    #expect(try await client.fetch("greeting") == "Hello from the service behind ModName")
    #expect(try await client.fetch("missing") == nil)
  }

  @Test("while the network is down it throws the outage's sentence")
  func offline() async {
    let environment = AppEnvironment.demo()
    environment.network.isDown = true
    await #expect(throws: SimulatedNetwork.Outage()) {
      try await ModName.live(environment).fetch("greeting")
    }
  }

  @Test("a caller cancelled while the network is slow ends at once, without an answer")
  func cancelled() async {
    let slow = AppEnvironment(stores: AppEnvironment.demo().stores, latency: .seconds(3600))
    let client = ModName.live(slow)
    let call = Task { try await client.fetch("greeting") }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
  }
}

extension FailingCall {
  /// ModName's `.failing`, for ``FailingCallTests``: a fetch.
  static let modName = FailingCall("ModName.fetch (color)") {
    _ = try await ModName.failing.fetch("color")
  }
}
