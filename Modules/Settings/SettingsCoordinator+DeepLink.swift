import Scaffolding

/// Settings' part of a link: nothing for the list, or one page's name: `appearance`,
/// `notifications`, `features`, `account`.
extension SettingsCoordinator: DeepLinkableFlow {
  /// Nothing, or the one page `path` names.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    guard path.segments.count <= 1 else { throw DeepLinkError("the link goes deeper than a settings page") }
    guard let name = path.segments.first else { return [] }
    guard let page = Destinations.linkedPages.first(where: { $0.linkSegments == [name] }) else {
      let pages = Destinations.linkedPages.flatMap(\.linkSegments).joined(separator: ", ")
      throw DeepLinkError("no settings page \(DeepLinkPath.quoted(name)); pages are \(pages)")
    }
    return [page]
  }

  /// Every page, in the list's order.
  public var suggestedPaths: [DeepLinkPath] {
    Destinations.linkedPages.map { DeepLinkPath($0.linkSegments) }
  }
}

extension SettingsCoordinator.Destinations: LinkedDestinations {
  /// The pages a link can name, in the list's order.
  static let linkedPages: [Self] = [.appearance, .notifications, .features, .account]

  /// A page's name; the list and the cover add nothing. Written out rather than taken from the
  /// cases, so renaming a case can't change a link.
  public var linkSegments: [String] {
    switch self {
    case .appearance: ["appearance"]
    case .notifications: ["notifications"]
    case .features: ["features"]
    case .account: ["account"]
    case .list, .deleteAccount, .confirmPassword: []
    }
  }
}
