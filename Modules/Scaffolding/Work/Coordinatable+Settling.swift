extension Coordinatable {
  /// Whether a destination in this coordinator's part of the tree has task work pending: a
  /// run started and not yet returned or cancelled, or a `task(id:)` restart scheduled; or
  /// whether an `await present(_:as:returning:)` in it has its result and has not resumed.
  ///
  /// A front end reads it after a change to decide whether to show "Loading…". It makes
  /// nothing: a coordinator shown for the first time (a tab just selected, a flow just pushed)
  /// makes its first screen, and starts that screen's tasks, only when something looks at it,
  /// so a front end reads ``visibleScreen`` first, as it does to draw, for the screen about to
  /// be drawn to count. Constant time when nothing is pending anywhere.
  public var hasPendingWork: Bool {
    guard let container = navigationContainer, let tree = container.treeIfAny else { return false }
    return tree.firstRun(in: container) != nil
  }

  /// Waits until no destination in this coordinator's part of the tree has task work pending,
  /// and every `await present(_:as:returning:)` in it given its result has resumed and run on
  /// to its next suspension, then returns: call it before drawing or asserting. Unlike
  /// ``hasPendingWork``, it makes what is shown first, as drawing would, so a first screen's
  /// load is waited for.
  ///
  /// It neither sleeps nor polls: it waits for each pending run to end, and looks again, so
  /// work started by a result (a push whose destination loads) is waited for too. It returns
  /// at once when nothing is pending, and early when the calling task is cancelled. Work that
  /// never ends (a dependency that never answers) keeps it waiting, as it should.
  public func settled() async {
    guard let container = navigationContainer else { return }
    while !Task.isCancelled {
      // What is shown is made first, as for `hasPendingWork`: its tasks count.
      _ = visibleScreen
      // Looked up each time: the coordinator may have joined a larger tree meanwhile.
      guard let run = container.treeIfAny?.firstRun(in: container) else { return }
      await run.ended()
    }
  }
}
