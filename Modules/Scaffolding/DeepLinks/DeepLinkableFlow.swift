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
///
/// A route that hosts another flow (`Destination.coordinator(_:owner:_:)`, such as another
/// feature's flow a factory makes) can leave the rest of a link to it: when its
/// ``LinkedDestinations/continuesIntoChild`` is true, the flow's own part of a link ends with
/// that route's segments, and what follows is the child's. ``DeepLinkable/checkLink(_:)``
/// checks the rest on the child the route makes (its own ``DeepLinkable/checkLink(_:)``), so a
/// rest it refuses changes nothing; showing the link shows the route, hosting that child, and
/// the child's part in it;
/// ``DeepLinkable/currentPath`` appends the child's ``DeepLinkable/currentPath``. Neither flow
/// reads the other's part: `item/3/author/ada/user/bob` is Home's `item/3/author/ada`, then
/// the embedded profile's `user/bob`.
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
  /// none for the root. A modal a link can open (a compose sheet) names itself, so an open sheet
  /// is part of where the user is and a restart reopens it; a modal with none (a confirmation)
  /// is left out, and the link stops below it. Write it as a `switch` over every case, so a new
  /// route doesn't build until it says what part of a link it is.
  var linkSegments: [String] { get }

  /// Whether the rest of a link after this route's segments is the child coordinator's it
  /// hosts, which must be ``DeepLinkable``: the flow's own part of a link ends here. Optional:
  /// the default is false. ``DeepLinkableFlow/routes(in:)`` reads up to and including this
  /// route and leaves the rest unread (see ``DeepLinkPath/split(before:)``).
  var continuesIntoChild: Bool { get }
}

extension LinkedDestinations {
  /// False: the route's segments are all it adds to a link.
  public var continuesIntoChild: Bool { false }
}

extension DeepLinkableFlow {
  /// Checks nothing.
  public func check(_ routes: [Destinations]) async throws {}

  /// Pushes `destination`.
  public func show(_ destination: Destinations) {
    route(to: destination)
  }

  /// Shows what `path` names, once ``DeepLinkable/checkLink(_:)`` has checked every part of it.
  @inlinable
  public func open(_ path: DeepLinkPath) async throws(DeepLinkError) {
    try await checkLink(path).show()
  }

  /// Reads the routes (``routes(in:)``) and checks them (``check(_:)``), changing nothing when
  /// either throws; showing the checked link pops to the root and shows each route in turn. A
  /// check cancelled with the task awaiting it changes nothing too. Destinations the link
  /// covers with a later push start their tasks when a pop first uncovers them, as a view deep
  /// in a SwiftUI path runs its `.task` when it first appears; only what the link leaves shown
  /// loads at once.
  ///
  /// When the last route continues into its child (``LinkedDestinations/continuesIntoChild``),
  /// the rest of `path` is the child's, and it is checked here too, on the child the route
  /// makes, so a rest the child refuses changes nothing either. That child is made apart and
  /// enters the tree only when the checked link is shown, as the route's child: one child per
  /// link, each part checked once.
  @inlinable
  public func checkLink(_ path: DeepLinkPath) async throws(DeepLinkError) -> CheckedLink {
    let routes = try Self.routes(in: path)
    do {
      try await check(routes)
      try Task.checkCancellation()
    } catch is CancellationError {
      throw DeepLinkError("stopped before the link was followed")
    } catch {
      throw error as? DeepLinkError ?? DeepLinkError("\(error)")
    }
    let child = try await checkChildLink(of: path, after: routes)
    let isUnguarded = stack.container.bound(to: self).inheritedGuards(of: self).isEmpty
    return try await isUnguarded ? checkedLink(showing: routes, child: child) : passedLink(routes, child: child)
  }

  /// The checked link that shows `routes` as far as their guards let them go
  /// (``guardedLink(_:child:from:skipping:)``): all of them, with `child`'s part; the routes
  /// before one refused on a restore; or nothing, when the user is sent on a detour. Built here,
  /// in code specialised for the flow: built by the guard pass, which is not, the link's show
  /// looked up generic metadata at run time (PERFORMANCE.md, "Guards").
  @inlinable
  @inline(__always)
  func passedLink(_ routes: [Destinations], child: CheckedChild?, from index: Int = 0, skipping skipped: Int = 0)
    async throws(DeepLinkError) -> CheckedLink
  {
    guard let passed = try await guardedLink(routes, child: child, from: index, skipping: skipped) else {
      return CheckedLink {}
    }
    return checkedLink(showing: passed, child: passed.count == routes.count ? child : nil)
  }

  /// The checked link that shows `routes` over the root, then `child`'s part in the last one.
  @inlinable
  func checkedLink(showing routes: [Destinations], child: CheckedChild?) -> CheckedLink {
    CheckedLink { [self] () async throws(DeepLinkError) in
      let container = stack.container.bound(to: self)
      // The stack it replaces may ask first; `discard` shows the link then. Weak: the question
      // is inside this tree.
      if container.leaveQuestionsBelow {
        let discard = { @MainActor [weak self] in
          guard let self else { return }
          stack.container.showingLink { showRoutes(routes) }
          if let child { startTask { try? await self.showChild(child.coordinator, at: child.link) } }
        }
        guard container.mayReplaceStack(showing: discard) else { return }
      }
      container.showingLink { showRoutes(routes) }
      if let child { try await showChild(child.coordinator, at: child.link) }
    }
  }

  /// Pops to the root and shows `routes` over it.
  @inlinable
  func showRoutes(_ routes: [Destinations]) {
    popToRoot()
    for destination in routes { show(destination) }
  }

  /// When the last of `routes` continues into its child, that child, made apart by the route,
  /// and the rest of `path` checked on it; nil when there is no rest.
  @inlinable
  func checkChildLink(of path: DeepLinkPath, after routes: [Destinations]) async throws(DeepLinkError) -> CheckedChild?
  {
    guard let host = routes.last, host.continuesIntoChild else { return nil }
    let read = routes.reduce(0) { $0 + $1.linkSegments.count }
    let rest = DeepLinkPath(Array(path.segments.dropFirst(read)))
    guard !rest.isEmpty else { return nil }
    // Made by the route as showing it would, but apart: it enters the tree when the checked
    // link is shown, and its first screen's work starts only if its check reads its stack.
    let child = host.value(for: self).node.makeUnshownCoordinator() as? any DeepLinkable
    guard let child else { throw Self.followsNoLinks(rest) }
    let link = try await child.checkLink(rest)
    if Task.isCancelled { throw DeepLinkError("stopped before the link was followed") }
    return (child, link)
  }

  /// Hosts `child` in the topmost pushed route that continues into a child, then shows `link`
  /// in it.
  @inlinable
  func showChild(_ child: any Coordinatable, at link: CheckedLink) async throws(DeepLinkError) {
    let host = stack.destinations.last { $0.route(as: Destinations.self)?.continuesIntoChild == true }
    guard host?.node.resolvedChild(adopting: child) != nil else {
      throw DeepLinkError("the page the link leads into could not be shown")
    }
    try await link.show()
  }

  /// The refusal of a rest of a link whose route hosts no linkable flow.
  @usableFromInline
  static func followsNoLinks(_ path: DeepLinkPath) -> DeepLinkError {
    DeepLinkError(
      "the link goes on (\(DeepLinkPath.quoted(path.segments.first ?? ""))) into a page that follows no links")
  }

  /// Whether ``routes(in:)`` reads `path`.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// The segments of the routes shown above the root, in order, up to and including the first
  /// modal; after a route that continues into its child, that child's
  /// ``DeepLinkable/currentPath``. A modal whose route adds no segments ends the path below it.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(linkedPlace.segments)
  }

  /// Whether an open modal is left out of ``currentPath``: its route adds no segments.
  public var currentPathLeavesOutModal: Bool {
    linkedPlace.leavesOutModal
  }

  /// What ``currentPath`` and ``currentPathLeavesOutModal`` read: one walk of the stack.
  private var linkedPlace: (segments: [String], leavesOutModal: Bool) {
    var segments: [String] = []
    for destination in stack.destinations {
      guard let route = destination.route(as: Destinations.self) else { continue }
      let isModal = destination.pushType != .push
      if isModal && route.linkSegments.isEmpty { return (segments, true) }
      segments += route.linkSegments
      if route.continuesIntoChild, let child = destination.coordinator as? any DeepLinkable {
        return (segments + child.currentPath.segments, child.currentPathLeavesOutModal)
      }
      // A modal's own steps are its flow's state, not a place a link names.
      if isModal || route.continuesIntoChild { return (segments, false) }
    }
    return (segments, false)
  }
}
