/// Async work done one piece after another, in the order it was asked for, each piece awaiting
/// the one before; front ends and tests wait for all of it with ``finished()``.
///
/// The App's own work (restoring, signing in and out, following links) goes through one, and
/// the tab bar's badge reads through another: what a front end waits for before it draws.
@MainActor
final class WorkQueue {
  /// The last piece asked for, which awaits those before it; nil once all have finished.
  private var last: Task<Void, Never>?
  /// How many pieces were asked for: tells the last one from those before it.
  private var started = 0

  /// Whether a piece is in flight.
  var isBusy: Bool { last != nil }

  /// Runs `work` after the pieces in flight, then `whenLast` if no piece was asked for
  /// meanwhile (the App saves the place reached then; a later piece does that itself).
  func enqueue(
    _ work: @escaping @MainActor () async -> Void, whenLast: (@MainActor () async -> Void)? = nil
  ) {
    let before = last
    started += 1
    let number = started
    last = Task {
      await before?.value
      await work()
      guard started == number else { return }
      await whenLast?()
      // A piece asked for while `whenLast` ran is the last one now.
      if started == number { last = nil }
    }
  }

  /// Waits until every piece asked for has finished (those asked for meanwhile too). A
  /// cancelled caller still waits for the piece it is awaiting (a task's value can't be
  /// abandoned), then stops instead of waiting for the pieces after it.
  func finished() async {
    while let task = last, !Task.isCancelled {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
      }
      if last == task { break }
    }
  }
}
