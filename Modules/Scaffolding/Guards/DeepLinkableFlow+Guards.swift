extension DeepLinkableFlow {
  /// Runs the guards of each of `routes` (``NavigationGuard``) while the link is checked,
  /// before anything changes, and returns the routes to show. A refusal throws its sentence; on
  /// a restore, the routes before the one refused are shown instead, and the sentence is
  /// reported (`guardRefused`).
  ///
  /// A detour returns nil: the link's caller is done, and the user answers the detour. Once
  /// they are through, the guards after the one that sent them run, and the routes they allow
  /// are shown (with `child`'s part when all are), as work of the flow (settling waits for it)
  /// and navigation of the link's way; the guard that sent them is not asked again.
  /// From the route at `index` on, its first `skipped` guards passed: where a link resumes
  /// after a detour (then as navigation of the way it had, which the tree tells again).
  @usableFromInline
  func passGuards(
    _ routes: [Destinations], child: (coordinator: any Coordinatable, link: CheckedLink)?, from index: Int = 0,
    skipping skipped: Int = 0
  ) async throws(DeepLinkError) -> [Destinations]? {
    let way = stack.container.treeIfAny?.way.ofLink ?? .link
    let container = stack.container.bound(to: self)
    for position in index..<routes.count {
      // What the guards read (the route and its meta); the route function is not called.
      let meta = routes[position].meta
      let guards = container.guards(of: meta, route: routes[position])
      guard guards.count > (position == index ? skipped : 0) else { continue }
      guard !container.isRedirectLoop(to: meta) else { throw DeepLinkError("the link leads to itself") }
      switch await EntryGuardCheck.decision(of: guards.dropFirst(position == index ? skipped : 0), way) {
      case (.allow, _): continue
      case (nil, _): throw DeepLinkError("stopped before the link was followed")
      case (.refuse(let sentence), _):
        guard way == .restore else { throw DeepLinkError(sentence) }
        container.diagnose(.guardRefused, sentence)
        return Array(routes[..<position])
      case (.redirect(let detour), let rest):
        // The user answers the detour; the link waits for them, not its caller. Weak: the task
        // waiting for the user must not keep the tree alive.
        startTask { [weak self] in
          guard await detour(), let self, let root = self.stack.container.rootDestination?.node else { return }
          // Work of the flow's root while the rest is checked and shown: settling waits for it.
          let resumed = DestinationTaskRun(node: root)
          defer { resumed.cancel(.left) }
          await following(way) {
            let passed = try? await passGuards(routes, child: child, from: position, skipping: guards.count - rest)
            guard let shown = passed else { return }
            try? await checkedLink(showing: shown, child: shown.count == routes.count ? child : nil).show()
          }
        }
        return nil
      }
    }
    return routes
  }
}
