/// The observable state of a ``FlowCoordinatable``: its root and, in one array, everything
/// pushed or presented above it.
///
/// Pushes and modals share `destinations` so that `pop()` closes whatever is on top, screen or
/// sheet, in the order the user saw them appear. A push after a modal continues inside that
/// modal's presentation. Front ends read this state and call the coordinator's methods to
/// change it; the setters are internal so nothing can bypass `onDismiss` bookkeeping. The
/// state itself lives in the non-generic ``NavigationContainer`` (see there why).
@MainActor
public final class FlowStack<Coordinator: FlowCoordinatable>: NavigationContainer {
  /// The flow's first screen; made from the initial destination the first time the
  /// coordinator navigates or is shown, and nil once the flow has left the tree.
  public internal(set) var root: Destination? {
    get { trackedRoot }
    set { rootDestination = newValue }
  }

  /// Pushes and modals above the root, bottom to top.
  public internal(set) var destinations: [Destination] {
    get { trackedStacked }
    set { stacked = newValue }
    _modify { yield &stacked }
  }

  /// A stack that will start at `root`, made the first time the coordinator is used.
  @inlinable
  public init(root: Coordinator.Destinations) {
    super.init(kind: .flow) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      container.rootDestination = container.adopt(root, for: coordinator, as: .root)
    }
  }
}
