extension FlowCoordinatable {
  /// The routes pushed above the root, bottom to top, up to the first modal: what a deep link
  /// to this flow's current place names (see ``DeepLinkable/currentPath``).
  public var pushedRoutes: [Destinations] {
    var routes: [Destinations] = []
    for destination in stack.destinations {
      guard destination.pushType == .push else { break }
      if let route = destination.route(as: Destinations.self) { routes.append(route) }
    }
    return routes
  }
}
