import Scaffolding

/// Settings' part of a link: nothing for the list, or one page's name: `appearance`,
/// `notifications`, `account`.
extension SettingsCoordinator: DeepLinkable {
  /// Shows the list, or one page pushed on it; refuses, changing nothing, anything else.
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    let routes = try Self.routes(in: path)
    popToRoot()
    for destination in routes { route(to: destination) }
  }

  /// Accepts nothing, or one page's name.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// The page pushed on the list, if any.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(pushedRoutes.flatMap(\.linkSegments))
  }

  /// Every page, in the list's order.
  public var suggestedPaths: [DeepLinkPath] {
    Destinations.linkedPages.map { DeepLinkPath($0.linkSegments) }
  }

  /// The routes `path` names, read from its words alone: the inverse of ``linkSegments``.
  private static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    guard path.segments.count <= 1 else { throw DeepLinkError("'\(path)' goes deeper than a settings page") }
    guard let name = path.segments.first else { return [] }
    guard let page = Destinations.linkedPages.first(where: { $0.linkSegments == [name] }) else {
      let pages = Destinations.linkedPages.flatMap(\.linkSegments).joined(separator: ", ")
      throw DeepLinkError("no settings page '\(name)'; pages are \(pages)")
    }
    return [page]
  }
}

extension SettingsCoordinator.Destinations {
  /// The pages a link can name, in the list's order.
  static let linkedPages: [Self] = [.appearance, .notifications, .account]

  /// What this route adds to a link: the inverse of reading one. Written out rather than taken
  /// from the cases, so renaming a case can't change a link, and a switch, so a new route
  /// doesn't build until it says what part of a link it is.
  var linkSegments: [String] {
    switch self {
    case .appearance: ["appearance"]
    case .notifications: ["notifications"]
    case .account: ["account"]
    case .list, .deleteAccount: []  // the root, and a cover: links leave both out
    }
  }
}
