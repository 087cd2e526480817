/// A question asked before the user leaves a coordinator: unsaved changes that must not vanish
/// on a swipe. The headless counterpart of go_router's `onExit`, Vue Router's
/// `beforeRouteLeave` and Angular's `CanDeactivate`.
///
/// A coordinator declares one as its ``Coordinatable/leaveGuard``. It is asked on every exit
/// that removes or hides the coordinator, by name (``NavigationExit``): a pop, `back`, its modal
/// dismissed (its own `dismissCoordinator()` too), a tab switch, a link replacing the stack, a
/// root swap, a restore. When it asks, the exit waits: the question shows as a full-screen
/// cover over the coordinator's screen, whose `discard` makes the
/// exit and `keep` stays. An exit the user can't be asked about (``NavigationExit/forced``) is
/// still reported to the guard, and goes on.
@MainActor
public struct LeaveGuard {
  /// What the guard protects, as the app map names it ("unsaved changes").
  public let name: String
  let decide: @MainActor (NavigationExit) -> LeaveDecision

  /// A guard called `name` that decides each exit with `decide`, at once: it reads state the
  /// coordinator holds (whether anything changed), never a dependency.
  public init(_ name: String, decide: @escaping @MainActor (NavigationExit) -> LeaveDecision) {
    self.name = name
    self.decide = decide
  }
}

/// What a ``LeaveGuard`` decided about an exit.
public enum LeaveDecision: Equatable, Sendable {
  /// The exit goes on.
  case allow
  /// The user is asked `question` ("Discard your changes?") first.
  case ask(String)
}

extension LeaveGuard {
  /// What the guard decides about `exit` now: how a test walk tells an exit that would leave
  /// changes behind.
  @_spi(Inspection)
  public func decision(for exit: NavigationExit) -> LeaveDecision {
    decide(exit)
  }
}

extension Coordinatable {
  /// None: leaving asks nothing.
  public var leaveGuard: LeaveGuard? { nil }
}
