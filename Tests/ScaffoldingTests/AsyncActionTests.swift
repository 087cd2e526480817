@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Asynchronous screen actions: a task of the destination that offered them, marked running,
/// refused twice, cancelled with their destination, and refused when they navigate late.
@MainActor
@Suite("Async actions run as their destination's task", .timeLimit(.minutes(1)))
struct AsyncActionTests {
  /// A flow on a loaded note, ready to save.
  private func loadedNote() async throws -> WritingFlow {
    let flow = WritingFlow()
    flow.route(to: .note(1))
    try await flow.read.nextCall().answer(with: "draft")
    await flow.settled()
    return flow
  }

  @Test func anActionRunsUntilItsDependencyAnswersThenNavigates() async throws {
    let flow = try await loadedNote()
    let run = try #require(try perform("save", on: flow))
    #expect(flow.hasPendingWork)
    #expect(flow.visibleScreen?.render().lines == ["draft", "Saving…"])
    let call = try await flow.save.nextCall()
    #expect(call.input == "draft")
    call.answer(with: ())
    try await run.value
    await flow.settled()
    #expect(flow.stack.destinations.isEmpty)
  }

  @Test func whileItRunsItsLineShowsInsteadOfTheActionWhichIsBackAfter() async throws {
    let flow = try await loadedNote()
    flow.afterSaving = { _ in }
    let run = try #require(try perform("save", on: flow))
    let call = try await flow.save.nextCall()
    let running = try #require(flow.visibleScreen)
    #expect(running.render().lines == ["draft", "Saving…"])
    #expect(running.render().actions.map(\.name) == ["stubborn"])
    #expect(running.context.isRunning("save"), "a screen that needs more still asks")
    call.answer(with: ())
    try await run.value
    await flow.settled()
    let saved = try #require(flow.visibleScreen)
    #expect(saved.render().lines == ["draft"])
    #expect(saved.render().actions.map(\.name) == ["save", "stubborn"])
    #expect(!saved.context.isRunning("save"))
  }

  @Test func anActionWithoutALineStaysDrawnWhileItRuns() async throws {
    let flow = try await loadedNote()
    let run = try #require(try perform("stubborn", on: flow))
    let call = try await flow.save.nextCall()
    #expect(flow.visibleScreen?.render().lines == ["draft"])
    #expect(flow.visibleScreen?.render().actions.map(\.name) == ["save", "stubborn"])
    flow.pop()
    #expect(call.isCancelled)
    try await run.value
  }

  @Test func aSecondPerformOfAnActionKeptFromBeforeIsRefusedWhileItRuns() async throws {
    let flow = try await loadedNote()
    let kept = try #require(flow.visibleScreen?.render().action(named: "save"))
    let run = try kept.perform([])
    #expect(throws: ScreenActionError("'save' is already running; wait for it to finish")) {
      try kept.perform([])
    }
    try await flow.save.nextCall().answer(with: ())
    try await run?.value
    #expect(flow.save.callCount == 1)
  }

  @Test func itsErrorIsWhatTheRunThrows() async throws {
    let flow = try await loadedNote()
    let run = try #require(try perform("save", on: flow))
    try await flow.save.nextCall().fail(with: ScreenActionError("Not saved: offline."))
    await #expect(throws: ScreenActionError("Not saved: offline.")) { try await run.value }
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["draft"])
    #expect(flow.stack.destinations.count == 1)
  }

  @Test func leavingCancelsTheRunWhichEndsQuietly() async throws {
    let flow = try await loadedNote()
    let run = try #require(try perform("save", on: flow))
    let call = try await flow.save.nextCall()
    flow.pop()
    #expect(call.isCancelled)
    try await run.value
    #expect(!flow.hasPendingWork)
  }

  @Test func cancellingTheTaskPerformReturnedStopsTheRunWhereItIs() async throws {
    let flow = try await loadedNote()
    let recorder = NavigationRecorder(observing: flow)
    let run = try #require(try perform("stubborn", on: flow))
    let call = try await flow.save.nextCall()
    run.cancel()
    try await run.value
    await flow.settled()
    #expect(call.isCancelled)
    #expect(!flow.hasPendingWork)
    #expect(flow.visibleScreen?.render().lines == ["draft"], "the screen stays, no longer saving")
    #expect(recorder.diagnostics.map(\.code) == [.lateResult], "its navigation after the await was refused")
    let again = try #require(try perform("save", on: flow), "it can be run again")
    // Ended, so the flow its suspended body holds is freed with the test.
    try await flow.save.nextCall().answer(with: ())
    try await again.value
  }

  @Test func navigationAfterItsDestinationLeftIsRefusedAndReported() async throws {
    let flow = try await loadedNote()
    let recorder = NavigationRecorder(observing: flow)
    let run = try #require(try perform("stubborn", on: flow))
    _ = try await flow.save.nextCall()
    flow.pop()
    try await run.value
    #expect(flow.stack.destinations.isEmpty)
    #expect(recorder.diagnostics.map(\.code) == [.lateResult])
  }

  @Test func navigationInTheStepThatClosedItsOwnScreenGoesOn() async throws {
    // As a sub-flow closes itself and its presenter then navigates on the result.
    let flow = try await loadedNote()
    flow.afterSaving = { flow in
      flow.pop()
      flow.route(to: .note(7))
    }
    let run = try perform("save", on: flow)
    try await flow.save.nextCall().answer(with: ())
    try await run?.value
    #expect(flow.stack.destinations.map { $0.route(as: WritingFlow.Destinations.self) } == [.note(7)])
  }

  @Test func anActionKeptFromAScreenThatLeftIsRefused() async throws {
    let flow = try await loadedNote()
    let save = try #require(flow.visibleScreen?.render().action(named: "save"))
    flow.pop()
    #expect(throws: ScreenActionError("'save' is no longer available: the screen that offered it has closed")) {
      try save.perform([])
    }
    #expect(flow.save.callCount == 0)
  }
}
