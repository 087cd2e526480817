import ScaffoldingTesting
import Testing

/// `ControlledDependency`: a test decides when and how each call of an async dependency ends,
/// sees the calls waiting and their inputs, waits for a call without sleeping, and sees a call
/// end when the task awaiting it is cancelled.
@MainActor
@Suite("ControlledDependency (its known issues are the failures it must report)")
struct ControlledDependencyTests {
  struct Refused: Error, Equatable {}

  @Test("a call waits until the test answers it, then returns the answer")
  func aCallWaitsForItsAnswer() async throws {
    let load = ControlledDependency<Int, String>("Feature.Dependencies.load")
    let dependency = load.closure
    let caller = Task { try await dependency(3) }
    let call = try await load.nextCall()
    #expect(call.number == 1 && call.input == 3)
    #expect(call.isPending && call.status == .pending)
    #expect(load.pendingInputs == [3] && load.callCount == 1)
    load.answer(with: "three")
    #expect(try await caller.value == "three")
    #expect(call.status == .answered)
    #expect(load.pendingCalls.isEmpty)
    load.expectNoPendingCalls()
  }

  @Test("fail(with:) makes the call throw the test's error")
  func failThrowsTheError() async throws {
    let load = ControlledDependency<Int, String>("load")
    let caller = Task { try await load(1) }
    _ = try await load.nextCall()
    load.fail(with: Refused())
    await #expect(throws: Refused()) { try await caller.value }
    #expect(load.calls.map(\.status) == [.failed])
  }

  @Test("calls are numbered as they arrive; answer(with:) settles the oldest, a Call settles itself")
  func callsInOrder() async throws {
    let load = ControlledDependency<Int, String>("load")
    let first = Task { try await load(10) }
    let call1 = try await load.nextCall()
    let second = Task { try await load(20) }
    let call2 = try await load.nextCall()
    let third = Task { try await load(30) }
    let call3 = try await load.nextCall()
    #expect([call1, call2, call3].map(\.number) == [1, 2, 3])
    #expect(load.pendingInputs == [10, 20, 30])
    call2.answer(with: "twenty")  // one call in particular, out of order
    #expect(try await second.value == "twenty")
    load.answer(with: "ten")  // the oldest pending: #1
    load.fail(with: Refused())  // then #3
    #expect(try await first.value == "ten")
    await #expect(throws: Refused()) { try await third.value }
    #expect(load.calls.map(\.status) == [.answered, .answered, .failed])
  }

  @Test("nextCall waits for a call that has not arrived yet")
  func nextCallWaitsForTheCall() async throws {
    let load = ControlledDependency<Int, String>("load")
    let waiter = Task { try await load.nextCall() }
    let caller = Task { try await load(7) }
    let call = try await waiter.value
    #expect(call.number == 1 && call.input == 7)
    // The second wait is for call #2, which has not been made yet.
    let secondWaiter = Task { try await load.nextCall() }
    let secondCaller = Task { try await load(8) }
    #expect(try await secondWaiter.value.input == 8)
    load.answer(with: "seven")
    load.answer(with: "eight")
    #expect(try await caller.value == "seven")
    #expect(try await secondCaller.value == "eight")
  }

  @Test("cancelling the task awaiting a call ends it with CancellationError and marks it cancelled at once")
  func cancellationEndsTheCall() async throws {
    let load = ControlledDependency<Int, String>("load")
    let caller = Task { try await load(5) }
    let call = try await load.nextCall()
    caller.cancel()
    // The cancellation handler ran inside cancel(): no waiting is needed to see it.
    #expect(call.isCancelled)
    #expect(load.cancelledCalls.map(\.input) == [5])
    #expect(load.pendingCalls.isEmpty)
    await #expect(throws: CancellationError.self) { try await caller.value }
    // A cancelled call can't be answered, and answer(with:) finds nothing pending.
    #expect(issues { call.answer(with: "late") }.first?.contains("call #1 is cancelled already") == true)
    #expect(issues { load.answer(with: "late") }.first?.contains("load: no call is pending") == true)
  }

  @Test("a call made by a task that is already cancelled arrives cancelled and throws at once")
  func alreadyCancelled() async throws {
    let load = ControlledDependency<Int, String>("load")
    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await load(9)
    }
    await #expect(throws: CancellationError.self) { try await caller.value }
    let call = try await load.nextCall()
    #expect(call.input == 9 && call.isCancelled)
  }

  @Test("leaving the work that loads cancels its call, and the loader sees the cancellation")
  func leavingCancelsTheLoad() async throws {
    let item = ControlledDependency<Int, String>("Detail.Dependencies.item")
    let detail = Detail(item: item.closure)
    detail.appear(id: 3)
    let call = try await item.nextCall()
    #expect(call.input == 3)
    #expect(detail.state == "loading")
    detail.disappear()
    #expect(call.isCancelled)
    await detail.task?.value
    #expect(detail.state == "cancelled")
  }

  @Test("a screen model shows loading, then what the dependency answered, or its failure")
  func loadingThenLoadedOrFailed() async throws {
    let item = ControlledDependency<Int, String>("Detail.Dependencies.item")
    let detail = Detail(item: item.closure)
    detail.appear(id: 1)
    _ = try await item.nextCall()
    #expect(detail.state == "loading")
    item.answer(with: "Item 1")
    await detail.task?.value
    #expect(detail.state == "Item 1")
    detail.appear(id: 2)
    _ = try await item.nextCall()
    item.fail(with: Refused())
    await detail.task?.value
    #expect(detail.state == "failed")
    #expect(item.calls.map(\.input) == [1, 2])
  }

  @Test("a dependency without input is called with ()")
  func noInput() async throws {
    let count = ControlledDependency<Void, Int>("count")
    let caller = Task { try await count() }
    _ = try await count.nextCall()
    count.answer(with: 4)
    #expect(try await caller.value == 4)
  }

  @Test("expectNoPendingCalls names the calls still waiting, at the caller's line")
  func pendingCallsAreReported() async throws {
    let load = ControlledDependency<Int, String>("load")
    let caller = Task { try await load(42) }
    _ = try await load.nextCall()
    let said = issues { load.expectNoPendingCalls() }
    #expect(said == ["load: 1 call still pending:\n  - load call #1 (42): pending"])
    caller.cancel()
    _ = try? await caller.value
  }

  @Test("a wait whose task is cancelled records an issue where it waited and throws CancellationError")
  func cancelledWait() async {
    let load = ControlledDependency<Int, String>("load")
    let said = await issues(atLine: #line + 2) {
      let waiter = Task {
        try await load.nextCall()
      }
      waiter.cancel()
      await #expect(throws: CancellationError.self) { try await waiter.value }
    }
    #expect(said == ["load: stopped waiting for call #1: the waiting task was cancelled"])
  }
}

/// A screen's model that loads its item when it appears and stops when it disappears, the way a
/// feature's loaded state works.
@MainActor
private final class Detail {
  let item: @Sendable (Int) async throws -> String
  private(set) var state = "idle"
  private(set) var task: Task<Void, Never>?

  init(item: @escaping @Sendable (Int) async throws -> String) {
    self.item = item
  }

  func appear(id: Int) {
    state = "loading"
    task = Task {
      do {
        state = try await item(id)
      } catch is CancellationError {
        state = "cancelled"
      } catch {
        state = "failed"
      }
    }
  }

  func disappear() {
    task?.cancel()
  }
}
