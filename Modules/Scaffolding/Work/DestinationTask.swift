/// The handle a destination's task receives: results go through it, so a result that arrives
/// after its destination has gone changes nothing.
///
/// A screen declares the task with ``Screen/task(_:)`` or ``Screen/task(id:_:)``. The task may
/// do what it likes while it runs, but it hands what it loaded to the screen's state through
/// ``deliver(_:)``, which applies the change only while the run is current: the destination is
/// still in the tree and, for `task(id:)`, the id has not moved on. Otherwise the change is not
/// made and `NavigationDiagnostic/Code/lateResult` is reported (see <doc:AsyncWorkAndNavigation>).
///
/// `@_spi(Tasks)`: features load with ``Screen/load(into:_:)`` and write from their intents;
/// this is the machinery beneath, for the core's own tests and benchmarks.
@_spi(Tasks)
@MainActor
public struct DestinationTask: Sendable {
  let run: DestinationTaskRun

  @usableFromInline
  init(run: DestinationTaskRun) {
    self.run = run
  }

  /// Makes `change` if this run is current, and says whether it did.
  ///
  /// When the destination has left the tree (popped, dismissed, its tab removed, its root
  /// swapped, its tree dropped), or `task(id:)` has restarted for a new id, `change` is not
  /// called, `NavigationDiagnostic/Code/lateResult` is reported through `ScaffoldingLog` and
  /// to the observers of the destination's coordinator, and this returns false.
  @discardableResult
  public func deliver(_ change: () throws -> Void) rethrows -> Bool {
    guard run.acceptsResult() else { return false }
    try change()
    return true
  }
}
