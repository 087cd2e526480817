/// What ties a container into the tree: the destination hosting its coordinator, whether it
/// has left the tree, and who observes its navigation events.
///
/// The parent coordinator is not stored: it is the owner of the host's container, so it can
/// never disagree with the host.
@MainActor
final class TreeLinks {
  /// The destination in the parent's container that shows this coordinator; nil at the top.
  weak var host: DestinationNode?
  /// Set when the coordinator's host leaves the tree; operations on it are then refused.
  var isDismissed = false
  /// Observers registered on this coordinator; they also hear every descendant.
  var observers: [WeakObservation] = []

  var parentContainer: (any NavigationContainer)? { host?.container }
  var parentCoordinator: (any Coordinatable)? { host?.container?.owningCoordinator }
}

/// An observer reference that does not keep the observation alive: dropping the token stops it.
struct WeakObservation {
  weak var observation: NavigationObservation?
}
