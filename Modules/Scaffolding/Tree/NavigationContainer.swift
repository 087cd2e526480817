/// What ``FlowStack``, ``TabItems`` and ``Root`` have in common for the tree's machinery:
/// teardown, dismissal, the visible screen, events and snapshots work on any of them.
@MainActor
protocol NavigationContainer: AnyObject {
  var links: TreeLinks { get }
  var kind: CoordinatorKind { get }
  var owningCoordinator: (any Coordinatable)? { get }
  /// Every destination bottom to top: the root or the tabs first, then pushes and modals.
  var nodes: [DestinationNode] { get }
  /// The destination on top: the last push or modal, else the root or the selected tab.
  var visibleNode: DestinationNode? { get }
  /// The selected tab, for tab containers.
  var selectedNode: DestinationNode? { get }
  /// Whether a sheet or cover of this container is up, even with pushes above it. Constant
  /// time: presenting must not scan a deep stack.
  var presentsModal: Bool { get }
  /// Removes `node` and everything stacked above it; returns them top-down, or nil when
  /// `node` is not a push or modal of this container.
  func removeStacked(from node: DestinationNode) -> [DestinationNode]?
  /// Empties the container; returns what it held in dismissal order (top-down, root last).
  func removeAll() -> [DestinationNode]
  /// Appends a modal above everything this container shows.
  func appendModal(_ destination: Destination)
}

extension NavigationContainer {
  /// The name diagnostics and events use for the owning coordinator.
  var coordinatorName: String {
    owningCoordinator.map { String(describing: type(of: $0)) } ?? "a released coordinator"
  }

  /// Makes the destination for `route` and places it here; the destination keeps `route`, so
  /// front ends can read back which case (and which associated values) it shows.
  func adopt<Route: Destinationable>(_ route: Route, for owner: Route.Owner, as placement: DestinationNode.Placement)
    -> Destination
  {
    let destination = route.value(for: owner)
    destination.node.route = route
    destination.node.placement = placement
    destination.node.container = self
    return destination
  }

  /// Guards every navigation request: a coordinator that has left the tree changes nothing.
  func acceptsNavigation(_ operation: @autoclosure () -> String) -> Bool {
    guard links.isDismissed else { return true }
    diagnose(
      .coordinatorDismissed,
      "\(operation()) ignored: \(coordinatorName) has left the navigation tree")
    return false
  }

  func diagnose(_ code: NavigationDiagnostic.Code, _ message: String) {
    let diagnostic = NavigationDiagnostic(
      code: code, message: message, coordinator: owningCoordinator.map(CoordinatorReference.init))
    ScaffoldingLog.handler(diagnostic)
    publish(.diagnostic(diagnostic), meta: nil)
  }

  /// Tells this coordinator's observers and every ancestor's. Free when nobody observes.
  func publish(_ kind: @autoclosure () -> NavigationEvent.Kind, meta: (any DestinationMeta)?) {
    guard NavigationObservation.liveCount > 0 else { return }
    let event = NavigationEvent(
      kind: kind(),
      coordinator: owningCoordinator.map(CoordinatorReference.init),
      meta: meta.map(AnyDestinationMeta.init))
    var container: (any NavigationContainer)? = self
    while let current = container {
      current.links.observers.removeAll { $0.observation == nil }
      for observer in current.links.observers { observer.observation?.deliver(event) }
      container = current.links.parentContainer
    }
  }

  /// Removes a push or modal and everything above it, then notifies: events first, then the
  /// `onDismiss` callbacks, so a callback that navigates sees the tree in its final shape.
  @discardableResult
  func dismissStacked(from node: DestinationNode) -> Bool {
    guard let removed = removeStacked(from: node) else { return false }
    let teardown = Teardown(removing: removed)
    for node in removed { publishRemoval(of: node) }
    teardown.finish()
    return true
  }

  /// `setRoot` for flows and root coordinators: everything above the root leaves top-down,
  /// then the old root with its subtree, and `replacement` takes its place.
  func replaceEverything(with replacement: Destination, install: (Destination) -> Void) {
    let removed = removeAll()
    install(replacement)
    let teardown = Teardown(removing: removed)
    for node in removed { publishRemoval(of: node) }
    publish(.setRoot, meta: replacement.meta)
    teardown.finish()
  }

  /// The event that reports a destination leaving; a replaced root is reported by `.setRoot`.
  func publishRemoval(of node: DestinationNode) {
    switch node.placement {
    case .push: publish(.pop, meta: node.meta)
    case .sheet, .fullScreenCover: publish(.dismiss, meta: node.meta)
    case .tab: publish(.tabsChanged, meta: node.meta)
    case .root: break
    }
  }

  /// `dismissCoordinator()` for the coordinator owning this container.
  ///
  /// A coordinator that has left the tree is refused first: a front end may still hold its old
  /// destination value, keeping the host node (and its link to the parent) alive.
  func dismissOwner(result: (any Sendable)?) {
    guard !links.isDismissed else {
      diagnose(.coordinatorDismissed, "dismissCoordinator() ignored: \(coordinatorName) has already left the tree")
      return
    }
    guard let host = links.host, let parent = host.container else {
      diagnose(.nothingToDismiss, "dismissCoordinator() ignored: \(coordinatorName) is the top of its tree")
      return
    }
    switch host.placement {
    case .push, .sheet, .fullScreenCover:
      if let result { host.result = result }
      parent.dismissStacked(from: host)
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
  func index<Meta: DestinationMeta>(
    of meta: Meta, in destinations: [Destination], last: Bool
  ) -> Int? {
    let matches: (Destination) -> Bool = { ($0.meta as? Meta) == meta }
    return last ? destinations.lastIndex(where: matches) : destinations.firstIndex(where: matches)
  }
}

extension Array where Element == Destination {
  /// The position of the destination holding `node`, searched from the top, where pops and
  /// dismissals find it at once however deep the stack is.
  func stackIndex(of node: DestinationNode) -> Int? {
    lastIndex { $0.node === node }
  }

  /// Removes the destination at `index` and everything after it; returns them top-down.
  mutating func removeSuffix(from index: Int) -> [DestinationNode] {
    if index == count - 1 { return [removeLast().node] }
    let removed = self[index...].reversed().map(\.node)
    removeSubrange(index...)
    return removed
  }

  /// Empties the array. Callers test `isEmpty` through the getter first: a mutating call
  /// through an observed property notifies observers (and costs a registrar lock) even when
  /// there is nothing to remove, as for most coordinators' modals during a teardown.
  mutating func takeAllTopDown() -> [DestinationNode] {
    guard !isEmpty else { return [] }
    let removed = reversed().map(\.node)
    removeAll()
    return removed
  }
}
