extension Coordinatable {
  /// Whether a destination in this coordinator's part of the tree has task work pending: a
  /// run started and not yet returned or cancelled, or a `task(id:)` restart scheduled; or
  /// whether an `await present(_:as:returning:)` in it has its result and has not resumed.
  ///
  /// A front end reads it after a change to decide whether to show "Loading…". Constant time
  /// when nothing is pending anywhere. Like ``visibleScreen``, asking makes the coordinator's
  /// initial content (and starts its tasks) if that was not made yet.
  public var hasPendingWork: Bool {
    guard let container = navigationContainer else { return false }
    return PendingDestinationWork.resuming(in: container) != nil || PendingDestinationWork.first(in: container) != nil
  }

  /// Waits until no destination in this coordinator's part of the tree has task work pending,
  /// and every `await present(_:as:returning:)` in it given its result has resumed and run on
  /// to its next suspension, then returns: call it before drawing or asserting.
  ///
  /// It neither sleeps nor polls: it waits for each pending run to end, and looks again, so
  /// work started by a result (a push whose destination loads) is waited for too. It returns
  /// at once when nothing is pending, and early when the calling task is cancelled. Work that
  /// never ends (a dependency that never answers) keeps it waiting, as it should.
  public func settled() async {
    guard let container = navigationContainer else { return }
    while !Task.isCancelled {
      if let resuming = PendingDestinationWork.resuming(in: container) {
        await resuming.ended()
      } else if let run = PendingDestinationWork.first(in: container) {
        await run.ended()
      } else {
        return
      }
    }
  }
}
