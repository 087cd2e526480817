/// A navigation request the tree refused or adjusted, with why.
///
/// Navigation never traps: asking for a tab that does not exist, routing on a coordinator that
/// has left the tree, or popping to a destination that is not there leaves the tree unchanged
/// and reports one of these through `ScaffoldingLog` and to navigation observers.
@_spi(Inspection)
public struct NavigationDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The kinds of refusal, for tests and log filters to match on.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The coordinator was dismissed; it no longer navigates.
    case coordinatorDismissed
    /// `dismissCoordinator()` at the top of a tree, with nothing to dismiss from.
    case nothingToDismiss
    /// `dismissCoordinator()` from a tab; tabs are removed by their tab coordinator.
    case cannotDismissTab
    /// `pop()` with nothing pushed, on a flow that is a tab, a root or the top.
    case nothingToPop
    /// No destination or tab with the requested meta.
    case destinationNotFound
    /// A tab index or id that is not in the tab list.
    case tabNotFound
    /// An insertion index outside the tab list; the tab is inserted at the nearest end.
    case indexOutOfRange
    /// A modal was presented while another modal of the same container was showing; it
    /// stacks above the one already up.
    case modalStacked
    /// A deep-link closure expected a coordinator but the destination shows a screen.
    case notACoordinator
    /// A deep-link closure's coordinator type does not match the one the route made.
    case unexpectedCoordinatorType
    /// A route function returned a coordinator already in a tree or already dismissed.
    case coordinatorReused
    /// A coordinator that conforms to none of the three coordinator kinds.
    case unsupportedCoordinator
    /// A destination's task delivered a result after the destination left the tree, or after
    /// `task(id:)` restarted it for a new id; the result changed nothing.
    case lateResult
    /// A guard refused a navigation; the message is the sentence the user reads.
    case guardRefused
    /// A navigation started while a guard was still deciding an older one, which was dropped.
    case guardSuperseded
    /// A guard's detour led back to the destination it guards; the detour was refused.
    case redirectLoop
  }

  /// The kind of refusal.
  public let code: Code
  /// A sentence naming the request, the coordinator and what happened instead.
  public let message: String
  /// The coordinator that was asked.
  public let coordinator: CoordinatorReference?

  /// A diagnostic as the tree reports it; public so tests can write expected ones.
  public init(code: Code, message: String, coordinator: CoordinatorReference?) {
    self.code = code
    self.message = message
    self.coordinator = coordinator
  }

  /// The form logs and failure messages print.
  public var description: String { "\(code): \(message)" }
}
