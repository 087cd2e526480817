extension DeepLinkableFlow {
  /// The routes of a link to show once the guards of each (``NavigationGuard``) ran while the
  /// link is checked, before anything changes: all of them, or on a restore the routes before
  /// one refused, whose sentence is reported (`guardRefused`); elsewhere a refusal throws its
  /// sentence. ``passedLink(_:child:from:skipping:)`` makes the checked link of them.
  ///
  /// A detour returns nil, and shows nothing: the link's caller is done, and the user answers
  /// the detour. Once they are through, the guards after the one that sent them run, the guard
  /// that sent them not asked again, and what they allow is shown (with `child`'s part when all
  /// is), as work of the flow (settling waits for it) and navigation of the link's way: from
  /// the route at `index` on, whose first `skipped` guards passed.
  @usableFromInline
  func guardedLink(
    _ routes: [Destinations], child: CheckedChild?, from index: Int = 0, skipping skipped: Int = 0
  ) async throws(DeepLinkError) -> [Destinations]? {
    // Read once: this code is not specialised, and each `stack` is a witness call. The flow is
    // bound (checkLink read its guards). A restore stays one; any other way in is a link.
    let container = stack.container
    let way: NavigationWay = container.treeIfAny?.way == .restore ? .restore : .link
    for position in index..<routes.count {
      // What the guards read (the route and its meta); the route function is not called.
      let meta: any DestinationMeta = routes[position].meta
      let guards = container.guards(of: meta, route: routes[position]).dropFirst(position == index ? skipped : 0)
      guard !guards.isEmpty else { continue }
      guard !container.isRedirectLoop(to: meta) else { throw DeepLinkError("the link leads to itself") }
      switch await EntryGuardCheck.decision(of: guards, way) {
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
          guard await detour(), let self, let root = stack.container.rootDestination?.node else { return }
          // Work of the flow's root while the rest is checked and shown: settling waits for it. Not
          // a run pending in the container: a weak reference to it would slow its every retain.
          let resumed = DestinationTaskRun(node: root)
          defer { resumed.cancel(.left) }
          await following(way) {
            try? await passedLink(routes, child: child, from: position, skipping: guards.endIndex - rest).show()
          }
        }
        return nil
      }
    }
    return routes
  }
}
