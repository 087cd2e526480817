/// A flow whose links name its routes: the one way a feature reads and reports links.
///
/// A link's path reads as routes shown over the flow's root, in order (`item/3/item/2` is two
/// details pushed); each route says what it adds to a link (``LinkedDestinations``), which is
/// the inverse. The flow supplies only what is its own: how the words map to routes
/// (``routes(in:)``), what its data must confirm (``check(_:)``) and how a route is shown
/// (``show(_:)``, a push unless it is a modal). ``DeepLinkable/open(_:)``,
/// ``DeepLinkable/checkShape(_:)`` and ``DeepLinkable/currentPath`` follow from those:
///
/// ```swift
/// extension HomeCoordinator: DeepLinkableFlow {
///   static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
///     try path.values(of: "item").map { value throws(DeepLinkError) in .detail(try itemID(value)) }
///   }
///   func check(_ routes: [Destinations]) async throws { … }  // each item exists, loaded if need be
/// }
/// ```
public protocol DeepLinkableFlow: DeepLinkable, FlowCoordinatable where Destinations: LinkedDestinations {
  /// The routes `path` names, read from its words alone, without data or an instance; throws
  /// a ``DeepLinkError`` worded for the user when the flow could never read it.
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations]

  /// Throws, worded for the user, when the routes lead nowhere in the flow's data (an item
  /// that doesn't exist) or the data can't be read to tell. Runs before anything changes, and
  /// may load what it needs (awaiting the feature's dependencies). Optional: the default
  /// checks nothing.
  func check(_ routes: [Destinations]) async throws

  /// Shows one route of a link over what the routes before it showed. Optional: the default
  /// pushes it; present a modal route instead, and skip one that names the root.
  func show(_ destination: Destinations)
}

/// Destinations that say what each route adds to a link.
public protocol LinkedDestinations: Destinationable {
  /// The segments this route adds to a link, the inverse of ``DeepLinkableFlow/routes(in:)``:
  /// none for the root and for modals, which links leave out. Write it as a `switch` over every
  /// case, so a new route doesn't build until it says what part of a link it is.
  var linkSegments: [String] { get }
}

extension DeepLinkableFlow {
  /// Checks nothing.
  public func check(_ routes: [Destinations]) async throws {}

  /// Pushes `destination`.
  public func show(_ destination: Destinations) {
    route(to: destination)
  }

  /// Reads the routes (``routes(in:)``) and checks them (``check(_:)``), changing nothing when
  /// either throws, then pops to the root and shows each route in turn. A check cancelled
  /// with the task awaiting it changes nothing too. Destinations the link covers with a later
  /// push start their tasks when a pop first uncovers them, as a view deep in a SwiftUI path
  /// runs its `.task` when it first appears; only what the link leaves shown loads at once.
  public func open(_ path: DeepLinkPath) async throws(DeepLinkError) {
    let routes = try Self.routes(in: path)
    do {
      try await check(routes)
      try Task.checkCancellation()
    } catch is CancellationError {
      throw DeepLinkError("stopped before the link was followed")
    } catch {
      throw error as? DeepLinkError ?? DeepLinkError("\(error)")
    }
    // Only what the link leaves shown starts loading; what it covers loads once uncovered.
    PendingDestinationWork.placingSeveral {
      popToRoot()
      for destination in routes { show(destination) }
    }
  }

  /// Whether ``routes(in:)`` reads `path`.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// The segments of the routes pushed above the root.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(pushedRoutes.flatMap(\.linkSegments))
  }
}
