/// A coordinator holding one root that is replaced atomically: signed out versus signed in,
/// onboarding versus home.
///
/// ``setRoot(_:)`` tears the previous tree down completely, so nothing of the old state (its
/// stacks, its modals, its coordinators) survives the swap.
@MainActor
public protocol RootCoordinatable: Coordinatable {
  /// The root coordinator's observable state.
  var root: Root<Self> { get }
}

extension RootCoordinatable {
  /// Read from the container, which the framework links when the coordinator enters a tree.
  public var parent: (any Coordinatable)? { root.parent }

  /// Not API: the ``root`` state, connected to this coordinator.
  public var _navigation: _NavigationState? { _NavigationState(root.container.bound(to: self)) }

  /// Swaps the root: modals leave first (top-down), then the old root with its whole subtree,
  /// each firing its `onDismiss`.
  @discardableResult
  public func setRoot(_ destination: Destinations) -> Self {
    root.container.bound(to: self).setRoot(destination, for: self)
    return self
  }

  /// ``setRoot(_:)``, then hands the new root's coordinator to `landed`: the first step of a
  /// deep link from a cold start.
  @discardableResult
  public func setRoot<T: Coordinatable>(_ destination: Destinations, _ landed: (T) -> Void) -> Self {
    let container = root.container.bound(to: self)
    if let node = container.setRoot(destination, for: self) { container.deliver(node, to: landed) }
    return self
  }

  /// Whether the current root was made from `meta`.
  public func isRoot(_ meta: Destinations.Meta) -> Bool {
    root.container.bound(to: self).trackedRoot?.meta.isSame(as: meta) == true
  }
}
