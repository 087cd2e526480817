import Scaffolding

/// Settings' part of a link: nothing for the list, or one page's name: `appearance`,
/// `notifications`, `account`.
extension SettingsCoordinator: DeepLinkable {
  /// Shows the list, or one page pushed on it; refuses, changing nothing, anything else.
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    let page = try Self.page(in: path)
    popToRoot()
    if let page { route(to: page) }
  }

  /// Accepts nothing, or one page's name.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try page(in: path)
  }

  /// The page `path` names; nil for the list.
  private static func page(in path: DeepLinkPath) throws(DeepLinkError) -> Destinations? {
    guard path.segments.count <= 1 else { throw DeepLinkError("'\(path)' goes deeper than a settings page") }
    guard let name = path.segments.first else { return nil }
    guard let page = Destinations.linkedPages.first(where: { $0.linkName == name }) else {
      let pages = Destinations.linkedPages.compactMap(\.linkName).joined(separator: ", ")
      throw DeepLinkError("no settings page '\(name)'; pages are \(pages)")
    }
    return page
  }

  /// Every page, in the list's order.
  public var suggestedPaths: [DeepLinkPath] {
    Destinations.linkedPages.compactMap(\.linkName).map { [$0] }
  }

  /// The page pushed on the list, if any.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(pushedRoutes.first?.linkName.map { [$0] } ?? [])
  }
}

extension SettingsCoordinator.Destinations {
  /// The pages a link can name, in the list's order.
  static let linkedPages: [Self] = [.appearance, .notifications, .account]

  /// The name a link uses for this page; nil for the list and the cover, which links leave
  /// out. Written out rather than taken from the cases, so renaming a case can't change a
  /// link, and a switch, so a new route doesn't build until it says whether it has one.
  var linkName: String? {
    switch self {
    case .appearance: "appearance"
    case .notifications: "notifications"
    case .account: "account"
    case .list, .deleteAccount: nil
    }
  }
}
