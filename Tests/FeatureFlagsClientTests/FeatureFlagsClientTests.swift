import FeatureFlagsClient
import FeatureFlagsClientTesting
import ScaffoldingTesting
import Testing

/// The values of FeatureFlagsClient that previews and tests start from.
@Suite("FeatureFlagsClient")
struct FeatureFlagsClientTests {
  @Test("the preview stored nothing, so every flag is at its default, and takes a change")
  func preview() async throws {
    #expect(try await FeatureFlagsClient.preview.flags().isEmpty)
    try await FeatureFlagsClient.preview.set(.compose, false)
    #expect(FeatureFlag.compose.isOnByDefault)
  }

  @Test("answering(_:) answers what the test chose, and takes a change without keeping it")
  func answering() async throws {
    let client = FeatureFlagsClient.answering([.compose: false])
    #expect(try await client.flags() == [.compose: false])
    try await client.set(.compose, true)
    #expect(try await client.flags() == [.compose: false])
  }

  @Test("a controlled save answers when the test says, and a cancelled caller ends at once")
  func controlled() async throws {
    let save = ControlledDependency<(FeatureFlag, Bool), Void>("FeatureFlagsClient.set")
    let client = FeatureFlagsClient(flags: { [:] }, set: { try await save.closure(($0, $1)) })

    let saved = Task { try await client.set(.compose, false) }
    let first = try await save.nextCall()
    #expect(first.input == (.compose, false) && first.isPending)
    save.answer(with: ())
    try await saved.value

    let cancelled = Task { try await client.set(.compose, true) }
    let second = try await save.nextCall()
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    #expect(second.isCancelled)
    save.expectNoPendingCalls()
  }
}
