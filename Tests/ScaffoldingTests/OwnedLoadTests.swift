import Scaffolding
import ScaffoldingTesting
import Testing

/// `LoadedScreen` over a `Load` its coordinator owns: the core draws loading and failure over
/// the screen's frame, `retry` and the coordinator's `reload()` load again, and another screen
/// shows the same load without loading it.
@MainActor
@Suite("A loaded screen shows a load its coordinator owns", .timeLimit(.minutes(1)))
struct OwnedLoadTests {
  @Test func theFrameShowsWhileLoadingAndAfterAFailureWhoseRetryLoadsAgain() async throws {
    let flow = ShelfFlow()
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    #expect(flow.visibleScreen?.render().actions.map(\.name) == ["count"])
    let first = try await flow.read.nextCall()
    first.fail(with: ScreenActionError("offline"))
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["offline"])
    #expect(flow.visibleScreen?.render().actions.map(\.name) == ["count", "retry"])
    try perform("retry", on: flow)
    try await flow.read.nextCall().answer(with: ["Dune", "Emma"])
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["Dune", "Emma"])
    #expect(flow.titles.value == ["Dune", "Emma"])
  }

  @Test func anotherScreenShowsTheSameLoadAndTheCoordinatorsReloadReachesIt() async throws {
    let flow = ShelfFlow()
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    try await flow.read.nextCall().answer(with: ["Dune"])
    await flow.settled()
    try perform("count", on: flow)
    #expect(flow.visibleScreen?.render().lines == ["1 titles"])
    #expect(flow.read.callCount == 1, "showing a load does not load it")
    flow.titles.reload()
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    try await flow.read.nextCall().answer(with: ["Dune", "Emma"])
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["2 titles"])
  }
}
