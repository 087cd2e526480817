/// A coordinator a deep link can lead into, and that can say where it is.
///
/// An app link reads `app://<section>/<path>`. The app maps the section to a coordinator (a
/// tab's feature, say) and hands it the rest, so each feature owns its part of the grammar:
/// it reads the path, checks it against its own data and routes there, walking into child
/// coordinators with the typed `route(to:_:)` and `present(_:as:_:)` closures. The app stays
/// ignorant of every feature's routes, and a feature added or removed changes no link code
/// elsewhere.
///
/// ``checkShape(_:)`` reads a path's words and the form of its ids alone, without data or an
/// instance, so an app can refuse a malformed link it has to keep for later (signed out, before
/// the feature exists) at once rather than after sign-in.
///
/// ``currentPath`` is the inverse of ``open(_:)``: the path that leads back to what the
/// coordinator shows now, which an app prints as its location and saves to restore after a
/// restart. ``suggestedPaths``, optional, lists paths a front end can offer as completions.
///
/// ```swift
/// extension HomeCoordinator: DeepLinkable {
///   public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
///     _ = try routes(in: path)                  // words and numbers only
///   }
///   public func open(_ path: DeepLinkPath) async throws(DeepLinkError) {
///     let routes = try Self.routes(in: path)   // check everything first…
///     try await checkExist(routes)            // (may load what it needs)
///     popToRoot()                               // …then navigate
///     for destination in routes { route(to: destination) }
///   }
///   public var currentPath: DeepLinkPath {
///     DeepLinkPath(pushedRoutes.flatMap(\.linkSegments))
///   }
/// }
/// ```
@MainActor
public protocol DeepLinkable: Coordinatable {
  /// Shows what `path` names, starting from this coordinator's root.
  ///
  /// Check the whole path before navigating and throw a ``DeepLinkError`` worded for the user
  /// when any part of it leads nowhere (an unknown page, an item that does not exist): a
  /// link that fails must leave the screen as it was. Asynchronous because checking may load
  /// data (an item fetched from a server); nothing changes until the checks are done, so a
  /// caller that awaits it sees either the old place or the new one.
  func open(_ path: DeepLinkPath) async throws(DeepLinkError)

  /// Throws a ``DeepLinkError`` worded for the user when ``open(_:)`` could never accept
  /// `path`, whatever the data: an unknown word, an id that is not written as one. Reads
  /// nothing else, so an app calls it before the coordinator exists; ``open(_:)`` does the same
  /// checks first, then those that need data.
  static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError)

  /// Checks `path` as ``open(_:)`` does, changing nothing (the shape, then the data, which may
  /// load), and returns the link ready to show, or throws what ``open(_:)`` would. A flow that
  /// hosts this coordinator as another module's flow calls it on the copy its route makes,
  /// before the flow routes its own part, so a link this coordinator refuses leaves the screen
  /// as it was. Optional: the default checks the shape only (``checkShape(_:)``) and shows the
  /// link with ``open(_:)``; ``DeepLinkableFlow`` checks everything first.
  func checkLink(_ path: DeepLinkPath) async throws(DeepLinkError) -> CheckedLink

  /// The path ``open(_:)`` takes to come back to what this coordinator shows now, an open
  /// modal included when links name it (see ``currentPathLeavesOutModal``): an app prints it
  /// as its location and saves it, so a restart reopens a sheet where it was.
  var currentPath: DeepLinkPath { get }

  /// Whether a modal is open that ``currentPath`` leaves out, because links don't name it (a
  /// confirmation): a front end says so beside the location. Optional: the default is false.
  var currentPathLeavesOutModal: Bool { get }

  /// Paths worth offering someone typing a link into this coordinator, such as a front end's
  /// completion: its pages and what it lists now, each one ``open(_:)`` accepts. Optional:
  /// the default suggests nothing, and any valid path still opens.
  var suggestedPaths: [DeepLinkPath] { get }
}

extension DeepLinkable {
  /// Checks the shape only (``checkShape(_:)``); showing the link opens it (``open(_:)``).
  public func checkLink(_ path: DeepLinkPath) async throws(DeepLinkError) -> CheckedLink {
    try Self.checkShape(path)
    return CheckedLink { () async throws(DeepLinkError) in try await self.open(path) }
  }

  /// False: the path names everything shown.
  public var currentPathLeavesOutModal: Bool { false }

  /// Suggests nothing: a coordinator offers paths only when it implements this.
  public var suggestedPaths: [DeepLinkPath] { [] }
}
