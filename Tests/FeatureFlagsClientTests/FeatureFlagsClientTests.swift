import FeatureFlagsClient
import FeatureFlagsClientTesting
import ScaffoldingTesting
import Testing

/// The values of FeatureFlagsClient that previews and tests start from.
@Suite("FeatureFlagsClient")
struct FeatureFlagsClientTests {
  @Test("the preview answers its greeting, and nil for any other key")
  func preview() async throws {
    #expect(try await FeatureFlagsClient.preview.fetch("greeting") == "Hello from the FeatureFlagsClient preview")
    #expect(try await FeatureFlagsClient.preview.fetch("missing") == nil)
  }

  @Test("answering(_:) answers what the test chose, and nil for any other key")
  func answering() async throws {
    let client = FeatureFlagsClient.answering(["color": "blue"])
    #expect(try await client.fetch("color") == "blue")
    #expect(try await client.fetch("greeting") == nil)
  }

  @Test("a controlled client answers when the test says, and a cancelled caller ends at once")
  func controlled() async throws {
    let fetch = ControlledDependency<String, String?>("FeatureFlagsClient.fetch")
    let client = FeatureFlagsClient(fetch: fetch.closure)

    let answered = Task { try await client.fetch("color") }
    let first = try await fetch.nextCall()
    #expect(first.input == "color" && first.isPending)
    fetch.answer(with: "blue")
    #expect(try await answered.value == "blue")

    let cancelled = Task { try await client.fetch("size") }
    let second = try await fetch.nextCall()
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    #expect(second.isCancelled)
    fetch.expectNoPendingCalls()
  }
}
