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

  private var initialRoot: [Coordinator.Destinations]

  /// A root coordinator's state that will start at `root`.
  public init(root: Coordinator.Destinations) {
    self.initialRoot = [root]
    super.init(kind: .root)
  }

  /// The container, connected to `coordinator` and holding its initial root; once bound it
  /// is one flag test.
  @inline(__always)
  func bound(to coordinator: Coordinator) -> NavigationContainer {
    if !isBound { bindFirstTime(to: coordinator) }
    return self
  }

  @inline(never)
  private func bindFirstTime(to coordinator: Coordinator) {
    bindFirstTime(to: coordinator, initial: initialRoot)
    initialRoot = []
  }
}
