import Observation
import Scaffolding
import ScaffoldingTesting
import Synchronization
import Testing

/// `LoadedScreen` and `Load`: a screen that loads one value needs no model; the core draws
/// loading and failure, retries without a counter, and refuses a late result.
@MainActor
@Suite("A loaded screen loads with its destination", .timeLimit(.minutes(1)))
struct LoadedScreenTests {
  @Test func showsLoadingThenTheValue() async throws {
    let flow = WritingFlow()
    flow.route(to: .note(1))
    let call = try await flow.read.nextCall()
    #expect(call.input == 1)
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    #expect(flow.visibleScreen?.render().title == "Note 1")
    call.answer(with: "hello")
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["hello"])
  }

  @Test func aFailureShowsItsSentenceAndRetryLoadsAgain() async throws {
    let flow = WritingFlow()
    flow.route(to: .note(2))
    try await flow.read.nextCall().fail(with: ScreenActionError("offline"))
    await flow.settled()
    let failed = try #require(flow.visibleScreen?.render())
    #expect(failed.lines == ["offline"])
    try perform("retry", on: flow)
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    let again = try await flow.read.nextCall()
    #expect(again.number == 2)
    again.answer(with: "back")
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["back"])
  }

  @Test("a view that read a load's state hears it change, as with @Observable")
  func aLoadsStateIsObserved() {
    let load = Load<String>()
    let heard = Mutex(0)
    withObservationTracking {
      _ = load.state
    } onChange: {
      heard.withLock { $0 += 1 }
    }
    load.set("loaded")
    #expect(heard.withLock { $0 } == 1)
  }

  @Test func leavingCancelsTheLoad() async throws {
    let flow = WritingFlow()
    flow.route(to: .note(3))
    let call = try await flow.read.nextCall()
    flow.pop()
    #expect(call.isCancelled)
    await flow.settled()
    #expect(!flow.hasPendingWork)
  }

  @Test func twoDestinationsLoadOnTheirOwn() async throws {
    let flow = WritingFlow()
    flow.route(to: .note(4)).route(to: .note(5))
    let lower = try await flow.read.nextCall()
    let upper = try await flow.read.nextCall()
    #expect([lower.input, upper.input] == [4, 5])
    upper.answer(with: "five")
    lower.answer(with: "four")
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["five"])
    flow.pop()
    #expect(flow.visibleScreen?.render().lines == ["four"])
  }
}
