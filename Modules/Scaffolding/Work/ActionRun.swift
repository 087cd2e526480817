/// The runs of asynchronous screen actions: each a task of the destination whose screen offered
/// the action, so leaving the screen cancels it, as its `.task` work is.
@MainActor
enum ActionRun {
  /// Starts `work`, the action called `name`, on `node`; the task to await for its error, or
  /// nil when it has already ended (its error, if any, is thrown here). Cancelling that task
  /// stops the run, as its destination leaving would (a front end's Ctrl-C or Stop button).
  /// Refused while a run of the same action on the same destination is under way, and once the
  /// destination has gone.
  static func start(
    _ name: String, on node: DestinationNode?, _ work: @escaping @MainActor () async throws -> Void
  ) throws -> Task<Void, any Error>? {
    guard let node else {
      // Drawn without a destination (a body made by hand): an ordinary task, tied to nothing.
      return Task { @MainActor in try await work() }
    }
    guard !node.hasLeftTree, node.container != nil else { throw ScreenActionError.closed(name) }
    let extras = node.extrasMade()
    if let running = extras.actionRuns[name], !running.hasEnded {
      throw ScreenActionError("'\(name)' is already running; wait for it to finish")
    }
    let run = DestinationTaskRun(node: node)
    extras.actionRuns[name] = run
    let failure = Failure()
    run.launch { _ in
      do {
        try await work()
      } catch is CancellationError {
      } catch {
        // A run stopped because its destination left ends quietly, whatever its work threw.
        if !Task.isCancelled { failure.error = error }
      }
    }
    if run.hasEnded {
      if let error = failure.error { throw error }
      return nil
    }
    return Task { @MainActor in
      await withTaskCancellationHandler {
        await run.ended()
      } onCancel: {
        Task { @MainActor in run.cancel(.stopped) }
      }
      if let error = failure.error { throw error }
    }
  }

  /// The error a run's work threw, kept for whoever awaits the run.
  private final class Failure {
    var error: (any Error)?
  }
}

extension ScreenContext {
  /// Whether the asynchronous action called `name` is running on this screen's destination:
  /// the screen says so ("Publishing…") while it is.
  public func isRunning(_ name: String) -> Bool {
    guard let run = destination.node.extras?.actionRuns[name] else { return false }
    return !run.hasEnded
  }
}

extension Destination {
  /// Runs `work` as a task of this destination, as an asynchronous screen action called `name`
  /// runs: for work the user started elsewhere that belongs to a screen (the App asks Home's
  /// feed, its root, to look for newer items when its tab is picked again). The same rules
  /// hold: refused while a run of `name` is under way or once the destination has gone,
  /// cancelled when it leaves, late navigation refused; the task returned ends with the work's
  /// error, nil when it has already ended.
  @discardableResult
  public func perform(_ name: String, _ work: @escaping @MainActor () async throws -> Void) throws -> Task<
    Void, any Error
  >? {
    try ActionRun.start(name, on: node, work)
  }
}
