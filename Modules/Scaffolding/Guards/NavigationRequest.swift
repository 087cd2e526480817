/// What a ``NavigationGuard`` is asked about: the destination about to be shown, and how.
@MainActor
public struct NavigationRequest {
  /// The destination the navigation would show; read its route with
  /// ``Destination/route(as:)`` or its ``Destination/meta``.
  public let destination: Destination
  /// The way in: an action, a tab, a link or a restore.
  public let way: NavigationWay

  /// The segments the destination's route adds to a link (``LinkedDestinations/linkSegments``),
  /// empty when its route names none: how a global guard recognises a page across features
  /// (`["compose"]`) without importing them.
  public var linkSegments: [String] {
    (destination.node.route as? any LinkedDestinations)?.linkSegments ?? []
  }
}
