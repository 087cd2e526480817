import Foundation

/// A resolved navigation destination: a screen or a child coordinator, with how it was routed.
///
/// A coordinator's `Destinations` enum makes these in `value(for:)`; the containers
/// (``FlowStack``, ``TabItems``, ``Root``) hold them and front ends read them to render. Two
/// values are equal when they are the same routed destination, so routing the same case twice
/// yields two different destinations.
@MainActor
public struct Destination: Identifiable, Hashable, Sendable {
  @usableFromInline let node: DestinationNode

  init(node: DestinationNode) {
    self.node = node
  }

  /// Identifies this routed instance; stable while it stays in the tree, unique in the process.
  public nonisolated var id: UUID { node.id }

  /// The case this destination was made from, for matching against a coordinator's `Meta`.
  public nonisolated var meta: any DestinationMeta { node.meta }

  /// How the destination was routed inside its own container (`.root` for a root or a tab).
  public var routeType: DestinationType { node.placement.routeType }

  /// How the user perceives it across the whole tree: the root of a flow presented as a sheet
  /// reads `.sheet` here and `.root` in ``routeType``.
  public var presentationType: DestinationType { node.presentationType }

  /// How a flow stored it: pushed or one of the modal kinds; nil for roots and tabs.
  public var pushType: PresentationType? { node.placement.pushType }

  /// The `Destinations` case this destination was made from, with its associated values, when
  /// it is of type `Route`: how a front end reads which item a pushed detail shows, e.g. to
  /// describe the current location as a deep link.
  public func route<Route: Destinationable>(as type: Route.Type = Route.self) -> Route? {
    node.route as? Route
  }

  /// The tab bar label, for destinations that are tabs.
  public var tabLabel: TabLabel? { node.tabLabel }

  /// Whether the destination hosts a child coordinator rather than a screen.
  public var hostsCoordinator: Bool {
    switch node.content {
    case .pendingCoordinator, .coordinator: true
    case .screen, .released: false
    }
  }

  /// What a destination shows, as a front end or a test walking the tree reads it.
  public enum Content {
    /// A screen made by the route function.
    case screen(any Screen)
    /// The child coordinator the route made, created on first read and then kept.
    case coordinator(any Coordinatable)
    /// Nothing: the destination has left the tree, or its coordinator could not be made.
    case empty
  }

  /// The screen or child coordinator this destination shows.
  ///
  /// Reading it creates a child coordinator not yet needed, as showing it would (the same
  /// lazy step ``Coordinatable/visibleScreen`` and `hierarchySnapshot` take),
  /// so a front end can render any destination and a test can walk the whole tree.
  public var content: Content {
    if let child = node.resolvedChild() { return .coordinator(child.coordinator) }
    if let screen = node.screen { return .screen(screen) }
    return .empty
  }

  /// The child coordinator this destination hosts (made now if needed); nil for screens.
  public var coordinator: (any Coordinatable)? {
    node.resolvedChild()?.coordinator
  }

  /// The child coordinator this destination hosts if it was made already (shown, or read
  /// through ``coordinator``); nil for screens and for a coordinator not needed yet, such as a
  /// tab never selected, which is still at its first screen. Reading it makes nothing: an app
  /// saving where every tab is reads it, so a tab the user never opened stays unmade.
  public var madeCoordinator: (any Coordinatable)? {
    node.hostedCoordinator
  }

  /// Same routed instance, not merely the same case.
  public nonisolated static func == (lhs: Destination, rhs: Destination) -> Bool {
    lhs.node === rhs.node
  }

  /// Hashes the routed instance, consistent with `==`.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(node))
  }
}
