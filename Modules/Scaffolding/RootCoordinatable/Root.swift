import Observation

/// The observable state of a ``RootCoordinatable``: one root, swapped wholesale, and modals
/// presented above it.
@MainActor
public final class Root<Coordinator: RootCoordinatable>: Observable {
  /// The state and the tree's machinery, shared by the three kinds (see PERFORMANCE.md).
  @usableFromInline let container: NavigationContainer

  /// The current root; made from the initial destination the first time the coordinator is
  /// used, and nil once the coordinator has left the tree.
  public var root: Destination? { container.trackedRoot }

  /// Modals presented by the root coordinator itself, bottom to top.
  public var modals: [Destination] { container.trackedStacked }

  /// The coordinator whose destination shows this one; nil at the top and once it has left.
  public var parent: (any Coordinatable)? { container.parent }

  /// How this coordinator was pushed or presented by its parent; nil at the top, as a tab or
  /// a root, and once it has left the tree.
  public var presentedAs: PresentationType? { container.presentedAs }

  /// A root coordinator's state that will start at `root`, made the first time the
  /// coordinator is used.
  @inlinable
  public init(root: Coordinator.Destinations) {
    container = NavigationContainer(kind: .root) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      container.rootDestination = container.adopt(root, for: coordinator, as: .root)
    }
  }
}
