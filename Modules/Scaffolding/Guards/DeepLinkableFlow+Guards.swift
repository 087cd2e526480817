extension DeepLinkableFlow {
  /// Runs the guards of each of `routes` (``NavigationGuard``) while the link is checked,
  /// before anything changes, and returns the routes to show. A refusal throws its sentence; on
  /// a restore, the routes before the one refused are shown instead, and the sentence is
  /// reported (`guardRefused`).
  ///
  /// A detour returns nil: the link's caller is done, and the user answers the detour. Once
  /// they are through, the guards after the one that sent them run, and `resuming` shows the
  /// routes they allow, as work of the flow (settling waits for it); the guard that sent them
  /// is not asked again.
  @usableFromInline
  func passGuards(
    _ routes: [Destinations], resuming: @escaping @MainActor ([Destinations]) async -> Void
  ) async throws(DeepLinkError) -> [Destinations]? {
    let container = stack.container.bound(to: self)
    guard !container.inheritedGuards.isEmpty else { return routes }
    return try await passGuards(routes, from: 0, skipping: 0, in: container, resuming: resuming)
  }

  /// ``passGuards(_:resuming:)`` from the route at `index`, its first `skipped` guards passed.
  private func passGuards(
    _ routes: [Destinations], from index: Int, skipping skipped: Int, in container: NavigationContainer,
    resuming: @escaping @MainActor ([Destinations]) async -> Void
  ) async throws(DeepLinkError) -> [Destinations]? {
    let way = NavigationWay.current.ofLink
    for position in index..<routes.count {
      let route = routes[position]
      // What the guards read (the route and its meta); the route function is not called.
      let node = DestinationNode(meta: route.meta, tabLabel: nil, content: .released)
      node.route = route
      let all = container.guards(of: node)
      let guards = all.dropFirst(position == index ? skipped : 0)
      guard !guards.isEmpty else { continue }
      guard !EntryGuardCheck.isLoop(node.meta, in: container) else { throw DeepLinkError("the link leads to itself") }
      let request = NavigationRequest(destination: Destination(node: node), way: way)
      switch await EntryGuardCheck.verdict(request, guards) {
      case .allowed: continue
      case .abandoned: throw DeepLinkError("stopped before the link was followed")
      case .refused(let sentence):
        guard way == .restore else { throw DeepLinkError(sentence) }
        container.diagnose(.guardRefused, sentence)
        return Array(routes[..<position])
      case .redirected(let detour, let rest):
        let passed = all.count - rest.count
        // The user answers the detour; the link waits for them, not its caller. The task keeps
        // the link's way (task-local values are inherited).
        startTask { [weak self, weak container] in
          guard await detour(), let self, let container, let root = container.rootDestination?.node else { return }
          // Work of the flow's root while the rest is checked and shown: settling waits for it.
          let resumed = DestinationTaskRun(node: root)
          defer { resumed.cancel(.left) }
          let shown = try? await self.passGuards(
            routes, from: position, skipping: passed, in: container, resuming: resuming)
          if let shown { await resuming(shown) }
        }
        return nil
      }
    }
    return routes
  }
}
