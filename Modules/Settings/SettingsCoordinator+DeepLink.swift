import Scaffolding

/// Settings' part of a link: nothing for the list, or one page's name: `appearance`,
/// `notifications`, `account`.
extension SettingsCoordinator: DeepLinkable {
  /// The pages a link can name, in the list's order, each with the name its link uses. The
  /// names are written out rather than taken from the cases, so renaming a case can't change
  /// a link.
  static let linkedPages: [(name: String, page: Destinations)] = [
    ("appearance", .appearance),
    ("notifications", .notifications),
    ("account", .account),
  ]

  /// Shows the list, or one page pushed on it; refuses, changing nothing, anything else.
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    guard path.segments.count <= 1 else { throw DeepLinkError("'\(path)' goes deeper than a settings page") }
    guard let name = path.segments.first else {
      popToRoot()
      return
    }
    guard let page = Self.linkedPages.first(where: { $0.name == name })?.page else {
      let pages = Self.linkedPages.map(\.name).joined(separator: ", ")
      throw DeepLinkError("no settings page '\(name)'; pages are \(pages)")
    }
    popToRoot()
    route(to: page)
  }

  /// Every page, in the list's order.
  public var suggestedPaths: [DeepLinkPath] {
    Self.linkedPages.map { [$0.name] }
  }

  /// The page pushed on the list, if any.
  public var currentPath: DeepLinkPath {
    guard let page = pushedRoutes.first, let name = Self.linkedPages.first(where: { $0.page == page })?.name else {
      return []
    }
    return [name]
  }
}
