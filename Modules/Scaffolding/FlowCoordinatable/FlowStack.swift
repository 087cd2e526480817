import Observation

/// The observable state of a ``FlowCoordinatable``: its root and, in one array, everything
/// pushed or presented above it.
///
/// Pushes and modals share `destinations` so that `pop()` closes whatever is on top, screen or
/// sheet, in the order the user saw them appear. A push after a modal continues inside that
/// modal's presentation. Front ends read this state and call the coordinator's methods to
/// change it; it is read-only so nothing can bypass `onDismiss` bookkeeping.
@MainActor
public final class FlowStack<Coordinator: FlowCoordinatable>: Observable {
  /// The state and the tree's machinery, shared by the three kinds (see PERFORMANCE.md).
  @usableFromInline let container: NavigationContainer

  /// The flow's first screen; made from the initial destination the first time the
  /// coordinator navigates or is shown, and nil once the flow has left the tree.
  public var root: Destination? { container.trackedRoot }

  /// Pushes and modals above the root, bottom to top.
  public var destinations: [Destination] { container.trackedStacked }

  /// The coordinator whose destination shows this flow; nil at the top and once it has left.
  public var parent: (any Coordinatable)? { container.parent }

  /// How this flow was pushed or presented by its parent; nil at the top, as a tab or a root,
  /// and once it has left the tree.
  public var presentedAs: PresentationType? { container.presentedAs }

  /// A stack that will start at `root`, made the first time the coordinator is used.
  @inlinable
  public init(root: Coordinator.Destinations) {
    container = NavigationContainer(kind: .flow) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      container.rootDestination = container.adopt(root, for: coordinator, as: .root)
    }
  }
}
