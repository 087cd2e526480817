/// The observable state of a ``RootCoordinatable``: one root, swapped wholesale, and modals
/// presented above it.
///
/// The state itself lives in the non-generic ``NavigationContainer`` (see there why).
@MainActor
public final class Root<Coordinator: RootCoordinatable>: NavigationContainer {
  /// The current root; made from the initial destination the first time the coordinator is
  /// used, and nil once the coordinator has left the tree.
  public internal(set) var root: Destination? {
    get { trackedRoot }
    set { rootDestination = newValue }
  }

  /// Modals presented by the root coordinator itself, bottom to top.
  public internal(set) var modals: [Destination] {
    get { trackedStacked }
    set { stacked = newValue }
    _modify { yield &stacked }
  }

  /// A root coordinator's state that will start at `root`, made the first time the
  /// coordinator is used.
  @inlinable
  public init(root: Coordinator.Destinations) {
    super.init(kind: .root) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      container.rootDestination = container.adopt(root, for: coordinator, as: .root)
    }
  }
}
