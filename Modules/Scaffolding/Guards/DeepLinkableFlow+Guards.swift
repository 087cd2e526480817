extension DeepLinkableFlow {
  /// Runs the guards of each of `routes` (``NavigationGuard``), read from `path`, while the
  /// link is checked, before anything changes: the routes to show, or nil when a guard sent the
  /// user on a detour first. A refusal throws its sentence; on a restore, it shows the routes
  /// before the one refused instead, and reports the sentence (`guardRefused`). After a detour
  /// the user gets through, the link is opened again.
  @usableFromInline
  func passGuards(_ routes: [Destinations], of path: DeepLinkPath) async throws(DeepLinkError) -> [Destinations]? {
    let container = stack.container.bound(to: self)
    guard !container.inheritedGuards.isEmpty else { return routes }
    for (index, route) in routes.enumerated() {
      let guards = container.guards(of: route.meta)
      guard !guards.isEmpty else { continue }
      // What the guards read (the route and its meta); the route function is not called.
      let node = DestinationNode(meta: route.meta, tabLabel: nil, content: .released)
      node.route = route
      guard !EntryGuardCheck.isLoop(node.meta, in: container) else { throw DeepLinkError("the link leads to itself") }
      let way = NavigationWay.current.ofLink
      let request = NavigationRequest(destination: Destination(node: node), way: way)
      switch await EntryGuardCheck.verdict(request, guards[...]) {
      case .allowed: continue
      case .abandoned: throw DeepLinkError("stopped before the link was followed")
      case .refused(let sentence):
        guard way == .restore else { throw DeepLinkError(sentence) }
        container.diagnose(.guardRefused, sentence)
        return Array(routes[..<index])
      case .redirected(let detour, _):
        let redirected = EntryGuardCheck.redirectedLinks
        guard !redirected.contains(AnyDestinationMeta(route.meta)) else {
          container.diagnose(.redirectLoop, "'\(route.meta)' refused: its guard sent the link on a detour again")
          throw DeepLinkError("the link goes round in a circle")
        }
        // The user answers the detour; the link waits for them, not its caller.
        startTask { [weak self] in
          guard await detour(), let self, let root = self.stack.container.rootDestination?.node else { return }
          // Work of the flow's root while the link is opened again: settling waits for it.
          let opening = DestinationTaskRun(node: root)
          defer { opening.cancel(.left) }
          await EntryGuardCheck.$redirectedLinks.withValue(redirected + [AnyDestinationMeta(route.meta)]) {
            try? await NavigationWay.following(way) { try await self.open(path) }
          }
        }
        return nil
      }
    }
    return routes
  }
}
