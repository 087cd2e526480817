import Dispatch
import Scaffolding
import ScaffoldingTesting
import Synchronization
import Testing

/// A front end that runs its work on one thread (`withTaskExecutorPreference`) has the work it
/// starts on screens run there too, and settling still waits for all of it.
@MainActor
@Suite("Work keeps the executor a front end prefers", .timeLimit(.minutes(1)))
struct ExecutorPreferenceTests {
  @Test("a screen shown from a task that prefers an executor loads through that executor")
  func aLoadKeepsThePreference() async throws {
    let executor = CountingExecutor()
    let flow = WritingFlow()
    await withTaskExecutorPreference(executor) { _ = flow.route(to: .note(1)) }
    let before = executor.jobs
    let call = try await flow.read.nextCall()
    call.answer(with: "hello")
    await flow.settled()
    #expect(executor.jobs > before, "the load's dependency ran on the global pool")
    #expect(flow.visibleScreen?.render().lines == ["hello"])
  }

  @Test("under a preference, a reload is pending work as soon as it is asked for")
  func aReloadIsPendingAtOnce() async throws {
    let executor = CountingExecutor()
    let flow = WritingFlow()
    try await withTaskExecutorPreference(executor) {
      flow.route(to: .note(2))
      try await flow.read.nextCall().fail(with: ScreenActionError("offline"))
      await flow.settled()
      try perform("retry", on: flow)
      #expect(flow.hasPendingWork, "settling now would draw before the reload started")
      try await flow.read.nextCall().answer(with: "back")
      await flow.settled()
    }
    #expect(flow.visibleScreen?.render().lines == ["back"])
  }
}

/// A task executor that runs its jobs on the main queue and counts them.
private final class CountingExecutor: TaskExecutor {
  private let count = Mutex(0)

  /// How many jobs it was given.
  var jobs: Int { count.withLock { $0 } }

  func enqueue(_ job: consuming ExecutorJob) {
    count.withLock { $0 += 1 }
    let job = UnownedJob(job)
    DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
