/// How containers tell the world: navigation events to observers, diagnostics to the log.
extension NavigationContainer {
  /// The name diagnostics and events use for the owning coordinator.
  var coordinatorName: String {
    owner.map { String(describing: type(of: $0)) } ?? "a released coordinator"
  }

  /// Guards every navigation request: a coordinator that has left the tree changes nothing.
  @usableFromInline
  func acceptsNavigation(_ operation: @autoclosure () -> String) -> Bool {
    // One walk to the top finds the tree's state; a retained look only when it has any to ask.
    if treeAsksOnNavigation, let tree = treeIfAny {
      if tree.refusesLateCall(operation()) { return false }
      if !tree.pendingChecks.isEmpty { EntryGuardCheck.supersede(in: tree) }
    }
    guard isDismissed else { return true }
    diagnose(
      .coordinatorDismissed,
      "\(operation()) ignored: \(coordinatorName) has left the navigation tree")
    return false
  }

  func diagnose(_ code: NavigationDiagnostic.Code, _ message: String) {
    let diagnostic = NavigationDiagnostic(
      code: code, message: message, coordinator: owner.map(CoordinatorReference.init))
    ScaffoldingLog.handler(diagnostic)
    publish(.diagnostic(diagnostic), meta: nil)
  }

  /// ``publish(_:meta:)`` of a push, for the inlinable push, which can't name the event's kind.
  @usableFromInline
  func publishPush(meta: @autoclosure () -> any DestinationMeta) { publish(.push, meta: meta()) }

  /// Tells this coordinator's observers and every ancestor's; the event is built only when
  /// someone listens (PERFORMANCE.md, "Events").
  func publish(_ kind: @autoclosure () -> NavigationEvent.Kind, meta: @autoclosure () -> (any DestinationMeta)?) {
    // Nobody on the way up has ever observed: nothing is built. The walk takes no references:
    // the links up are valid while this container is in its tree (PERFORMANCE.md).
    var listening = Unmanaged.passUnretained(self)
    while listening.takeUnretainedValue().observers.isEmpty {
      guard let above = listening._withUnsafeGuaranteedRef({ @Sendable in $0.linkAbove }) else { return }
      listening = above
    }
    let event = NavigationEvent(
      kind: kind(),
      coordinator: owner.map(CoordinatorReference.init),
      meta: meta().map(AnyDestinationMeta.init))
    var container: NavigationContainer? = self
    while let current = container {
      current.notifyObservers(of: event)
      container = current.host?.container
    }
  }

  /// Hands `event` to this container's own observers, forgetting those whose token is gone.
  /// Observers added while the event is delivered hear the next one, not this one.
  // Loops, not closures: see PERFORMANCE.md ("Closures in main-actor code").
  private func notifyObservers(of event: NavigationEvent) {
    var index = observers.count
    while index > 0 {
      index -= 1
      if observers[index].observation == nil { observers.remove(at: index) }
    }
    for observer in observers { observer.observation?.deliver(event) }
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
}
