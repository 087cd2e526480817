import Dispatch

/// Runs a task's work that belongs to no actor of its own (a dependency's `async` call) and
/// the stores' actor on the main actor's queue, so that a transcript's loads take turns with
/// its screens on one thread, as a cooperative executor runs them.
///
/// Without it, every `await` that leaves the main actor wakes a thread of the pool, and every
/// answer wakes the main actor's: on Linux, where a dispatch worker drains the main queue,
/// that is a futex wake and a context switch each way, most of a line's time. Isolation stays
/// as it was: an actor's jobs still run one at a time; only the thread is shared. So does the
/// code: features still `await` their dependencies and stores, which still run off the main
/// actor. What changes is that work blocking its thread (a store waiting for another process's
/// lock) holds up the screens too, so ``ConsoleRunner`` uses it only for a run nothing can
/// interrupt (a transcript, a test), never at a terminal.
///
/// A task started inside `withTaskExecutorPreference(MainQueueTaskExecutor.shared)` prefers it,
/// and so do its child tasks, the work the core starts for screens (their `.task` and loads,
/// their asynchronous actions, guards) and the App's own, started with `Task.inheritingExecutor`.
/// A plain `Task { }` keeps the global pool.
final class MainQueueTaskExecutor: TaskExecutor {
  /// The one instance: it holds nothing.
  static let shared = MainQueueTaskExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.main.async {
      // A block of the main queue holds the main actor while it runs, so the job may say so:
      // what it awaits on the main actor next then goes on at once, without a turn of the queue.
      job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: self.asUnownedTaskExecutor())
    }
  }
}
