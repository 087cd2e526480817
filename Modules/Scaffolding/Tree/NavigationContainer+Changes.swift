/// The changes every kind of container makes the same way: taking destinations in, removing
/// them with their subtrees, dismissing its own coordinator, and landing deep links.
extension NavigationContainer {
  /// Makes the destination for `route` and places it here; the destination keeps `route`, so
  /// front ends can read back which case (and which associated values) it shows.
  @inlinable
  func adopt<Route: Destinationable>(
    _ route: Route, for owner: Route.Owner, as placement: DestinationNode.Placement
  ) -> Destination {
    let destination = route.value(for: owner)
    let node = destination.node
    node.route = route
    node.placement = placement
    node.container = self
    return destination
  }

  /// Removes a push or modal and everything above it, then notifies: events first, then the
  /// `onDismiss` callbacks, so a callback that navigates sees the tree in its final shape.
  /// When a coordinator it removes asks first (``Coordinatable/leaveQuestion``), nothing is
  /// removed yet: the exit (`kind`, else a pop or a dismissal by `node`'s placement) waits for
  /// the answer, unless it was `asked` already.
  @discardableResult
  func dismissStacked(from node: DestinationNode, _ kind: NavigationExit? = nil, asked: Bool = false) -> Bool {
    if !node.hostsChild, stacked.last?.node === node {
      dismissTopScreen(node)
      return true
    }
    if !asked, leaveQuestionsBelow, let index = stacked.stackIndex(of: node) {
      let leaving = stacked[index...].map(\.node)
      let exit = kind ?? (node.placement.isModal ? .dismiss : .pop)
      // The node weakly too: the question that keeps this exit is inside the tree it is in.
      let exitAgain = { @MainActor [weak self, weak node] in
        guard let node else { return }
        self?.dismissStacked(from: node, kind)
      }
      guard mayLeave(leaving, exit, exit: exitAgain) else { return true }
    }
    guard let removed = removeStacked(from: node) else { return false }
    let teardown = Teardown(removing: removed)
    for node in removed { publishRemoval(of: node) }
    teardown.finish()
    startUncoveredWork()
    return true
  }

  /// `pop()`: closes the topmost push or modal with everything it hosts; false when nothing
  /// is above the root.
  @usableFromInline
  func dismissTop() -> Bool {
    guard let top = stacked.last?.node else { return false }
    if top.hostsChild { return dismissStacked(from: top) }
    dismissTopScreen(top)
    return true
  }

  /// `pop()` with nothing above the root: a flow that was pushed or presented dismisses itself
  /// (as the back button of its first screen would); otherwise a diagnostic.
  @usableFromInline
  func popAtRoot() {
    if presentedAs != nil {
      dismissOwner(result: nil)
    } else {
      diagnose(.nothingToPop, "pop() ignored: \(coordinatorName) shows its root")
    }
  }

  /// A pop's common case, a screen on top: the same two phases as a ``Teardown``, without
  /// building a list of one.
  private func dismissTopScreen(_ node: DestinationNode) {
    stacked.removeLast()
    if node.placement.isModal { modalCount -= 1 }
    node.hasLeftTree = true
    publishRemoval(of: node)
    node.leaveTree()
    startUncoveredWork()
  }

  /// `setRoot(_:)` of the flow or root coordinator bound to this container: `route` adopted as
  /// the new root (see ``replaceRoot(with:)``); its node, or nil when navigation is refused.
  @discardableResult
  func setRoot<Route: Destinationable>(_ route: Route, for owner: Route.Owner) -> DestinationNode? {
    guard acceptsNavigation("setRoot(\(route.meta))") else { return nil }
    let replacement = adopt(route, for: owner, as: .root)
    replaceRoot(with: replacement)
    return replacement.node
  }

  /// `setRoot` for flows and root coordinators: everything above the root leaves top-down,
  /// then the old root with its subtree, and `replacement` takes its place.
  func replaceRoot(with replacement: Destination) {
    if leaveQuestionsBelow {
      let leaving = stacked.map(\.node) + (rootDestination.map { [$0.node] } ?? [])
      guard mayLeave(leaving, .rootSwap, exit: { [weak self] in self?.replaceRoot(with: replacement) }) else { return }
    }
    let removed = removeAll().nodesTopDown
    rootDestination = replacement
    let teardown = Teardown(removing: removed)
    for node in removed { publishRemoval(of: node) }
    publish(.setRoot, meta: replacement.meta)
    teardown.finish()
    replacement.node.startWork()
  }

  /// `dismissCoordinator()` for the coordinator owning this container.
  ///
  /// A coordinator that has left the tree is refused first: a front end may still hold its old
  /// destination value, keeping the host node (and its link to the parent) alive.
  func dismissOwner(result: (any Sendable)?) {
    if treeIfAny?.refusesLateCall("dismissCoordinator()") == true { return }
    guard !isDismissed else {
      diagnose(.coordinatorDismissed, "dismissCoordinator() ignored: \(coordinatorName) has already left the tree")
      return
    }
    guard let host, let parent = host.container else {
      diagnose(.nothingToDismiss, "dismissCoordinator() ignored: \(coordinatorName) is the top of its tree")
      return
    }
    switch host.placement {
    case .push, .sheet, .fullScreenCover:
      // Asked first, so a result is handed over only by the exit that is made.
      let exit: NavigationExit = host.placement.isModal ? .dismiss : .pop
      guard
        !parent.leaveQuestionsBelow
          || parent.mayLeave([host], exit, exit: { [weak self] in self?.dismissOwner(result: result) })
      else { return }
      if let result { host.handOver(result) }
      parent.dismissStacked(from: host, asked: true)
    case .tab:
      diagnose(
        .cannotDismissTab,
        "dismissCoordinator() ignored: \(coordinatorName) is a tab of \(parent.coordinatorName); remove the tab instead"
      )
    case .root:
      parent.dismissOwner(result: result)
    }
  }

  /// Hands the coordinator a route just landed on to a typed deep-link closure.
  func deliver<T: Coordinatable>(_ node: DestinationNode, to landed: (T) -> Void) {
    guard let child = node.resolvedChild() else {
      diagnose(
        .notACoordinator,
        "deep-link closure skipped: '\(node.meta)' on \(coordinatorName) shows a screen, not a coordinator")
      return
    }
    guard let typed = child.coordinator as? T else {
      diagnose(
        .unexpectedCoordinatorType,
        "deep-link closure skipped: '\(node.meta)' on \(coordinatorName) holds \(type(of: child.coordinator)), not \(T.self)"
      )
      return
    }
    landed(typed)
  }

  /// Index of the first or last destination whose meta equals `meta`.
  // A loop, not `firstIndex(where:)`: see PERFORMANCE.md ("Closures in main-actor code").
  func index<Meta: DestinationMeta>(of meta: Meta, in destinations: [Destination], last: Bool) -> Int? {
    if last {
      for index in destinations.indices.reversed() where destinations[index].meta.isSame(as: meta) { return index }
    } else {
      for index in destinations.indices where destinations[index].meta.isSame(as: meta) { return index }
    }
    return nil
  }
}
