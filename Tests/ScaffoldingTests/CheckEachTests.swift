import Scaffolding
import ScaffoldingTesting
import Testing

/// `DeepLinkableFlow.checkEach`: a link's independent checks run at once, and the failure
/// reported is the first in the link's order, whichever ended first.
@MainActor
@Suite("Checking a link's steps at once", .timeLimit(.minutes(1)))
struct CheckEachTests {
  struct StepFailed: Error, Equatable { let step: Int }

  @Test("every step starts before any answers, and the first failing step in order is thrown")
  func firstFailureInOrder() async throws {
    let lookUp = ControlledDependency<Int, Void>("lookUp")
    let flow = StandInFlow("Links", returning: ())
    let checking = Task { [closure = lookUp.closure] in
      try await flow.checkEach([10, 20, 30]) { _, step in try await closure(step) }
    }
    let first = try await lookUp.nextCall()
    let second = try await lookUp.nextCall()
    let third = try await lookUp.nextCall()
    #expect(Set([first.input, second.input, third.input]) == [10, 20, 30])
    let calls = Dictionary(uniqueKeysWithValues: [first, second, third].map { ($0.input, $0) })
    calls[30]?.fail(with: StepFailed(step: 30))
    calls[20]?.fail(with: StepFailed(step: 20))
    calls[10]?.answer(with: ())
    await #expect(throws: StepFailed(step: 20)) { try await checking.value }
  }

  @Test("with every step passing, nothing is thrown")
  func allPass() async throws {
    let flow = StandInFlow("Links", returning: ())
    try await flow.checkEach([1, 2, 3]) { index, step in #expect(step == index + 1) }
  }
}
