/// A coordinator for push-and-pop navigation, with modals on the same stack.
///
/// The workhorse kind: a feature's screens are usually one flow. Conform, store a
/// ``FlowStack`` named `stack`, write the `Destinations` enum, and navigate with
/// ``route(to:onDismiss:)``, `present(_:as:onDismiss:)`, ``pop()`` and friends.
@MainActor
public protocol FlowCoordinatable: Coordinatable {
  /// The flow's observable state.
  var stack: FlowStack<Self> { get }
}

extension FlowCoordinatable {
  /// Read from the container, which the framework links when the coordinator enters a tree.
  public var parent: (any Coordinatable)? { stack.parent }

  /// Not API: the ``stack`` state, connected to this coordinator.
  public var _navigation: _NavigationState? { _NavigationState(stack.container.bound(to: self)) }

  // Inlinable, as are pop() and push(_:onDismiss:): specialised per feature; see PERFORMANCE.md.
  /// Pushes a destination. Modals use `present(_:as:onDismiss:)`; `onDismiss` fires once when
  /// the destination leaves the stack, however it leaves.
  @inlinable
  @discardableResult
  public func route(to destination: Destinations, onDismiss: (@MainActor () -> Void)? = nil) -> Self {
    push(destination, onDismiss: onDismiss)
    return self
  }

  /// Pushes a child coordinator and hands it, typed, to `landed` once it is on the stack.
  @discardableResult
  public func route<T: Coordinatable>(
    to destination: Destinations,
    onDismiss: (@MainActor () -> Void)? = nil,
    _ landed: (T) -> Void
  ) -> Self {
    if let node = push(destination, onDismiss: onDismiss) { stack.container.deliver(node, to: landed) }
    return self
  }

  /// Removes the topmost push or modal. With nothing above the root, a flow that was pushed
  /// or presented dismisses itself (as the back button of its first screen would); a flow
  /// that is a tab, a root or the top of the tree logs `NavigationDiagnostic/Code/nothingToPop`.
  /// Returns the coordinator for chaining, as the reference library does.
  @inlinable
  @discardableResult
  public func pop() -> Self {
    let container = stack.container.bound(to: self)
    if container.acceptsNavigation("pop()"), !container.dismissTop() { container.popAtRoot() }
    return self
  }

  /// Removes everything above the root, top-down, firing each `onDismiss`; returns the
  /// coordinator for chaining.
  @discardableResult
  public func popToRoot() -> Self {
    let container = stack.container.bound(to: self)
    guard container.acceptsNavigation("popToRoot()"), let first = container.stacked.first else { return self }
    container.dismissStacked(from: first.node)
    return self
  }

  /// Pops back to the first destination with `meta`, removing everything above it. The root
  /// counts and comes first: when it matches, this pops to the root even if the same meta was
  /// pushed again later. When none matches, nothing changes and a diagnostic is logged.
  @discardableResult
  public func popToFirst(_ meta: Destinations.Meta) -> Self {
    popTo(meta, last: false)
    return self
  }

  /// ``popToFirst(_:)``, then hands the coordinator that destination hosts to `landed`.
  @discardableResult
  public func popToFirst<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void) -> Self {
    if let node = popTo(meta, last: false) { stack.container.deliver(node, to: landed) }
    return self
  }

  /// Pops back to the last destination with `meta`, removing everything above it; the root
  /// matches only when nothing above it does.
  @discardableResult
  public func popToLast(_ meta: Destinations.Meta) -> Self {
    popTo(meta, last: true)
    return self
  }

  /// ``popToLast(_:)``, then hands the coordinator that destination hosts to `landed`.
  @discardableResult
  public func popToLast<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void) -> Self {
    if let node = popTo(meta, last: true) { stack.container.deliver(node, to: landed) }
    return self
  }

  /// Replaces the root atomically: everything pushed or presented leaves first (top-down),
  /// then the old root with its whole subtree.
  @discardableResult
  public func setRoot(_ destination: Destinations) -> Self {
    stack.container.bound(to: self).setRoot(destination, for: self)
    return self
  }

  /// ``setRoot(_:)``, then hands the new root's coordinator to `landed`.
  @discardableResult
  public func setRoot<T: Coordinatable>(_ destination: Destinations, _ landed: (T) -> Void) -> Self {
    let container = stack.container.bound(to: self)
    if let node = container.setRoot(destination, for: self) { container.deliver(node, to: landed) }
    return self
  }

  /// Whether a destination with `meta` is the root or anywhere above it. Reads the stack as
  /// its observers do, so a SwiftUI view asking this updates when the answer changes.
  public func isInStack(_ meta: Destinations.Meta) -> Bool {
    let container = stack.container.bound(to: self)
    return container.trackedRoot?.meta.isSame(as: meta) == true
      || container.index(of: meta, in: container.trackedStacked, last: false) != nil
  }

  @inlinable
  @discardableResult
  func push(_ destination: Destinations, onDismiss: (@MainActor () -> Void)?) -> DestinationNode? {
    let container = stack.container.bound(to: self)
    guard container.acceptsNavigation("route(to: \(destination.meta))") else { return nil }
    let placed = container.adopt(destination, for: self, as: .push)
    placed.node.onDismiss = onDismiss
    if !container.isUnguarded, container.guardsEntry(of: placed.node, in: self) {
      return container.pushGuarded(placed)
    }
    container.placePush(placed)
    return placed.node
  }

  @discardableResult
  private func popTo(_ meta: Destinations.Meta, last: Bool) -> DestinationNode? {
    let container = stack.container.bound(to: self)
    let name = last ? "popToLast" : "popToFirst"
    guard container.acceptsNavigation("\(name)(\(meta))") else { return nil }
    let stacked = container.stacked
    let root = container.rootDestination
    let rootMatches = root?.meta.isSame(as: meta) == true
    // The root is the first occurrence when it matches: popToFirst never stops above it.
    if last || !rootMatches, let index = container.index(of: meta, in: stacked, last: last) {
      if index + 1 < stacked.count { container.dismissStacked(from: stacked[index + 1].node) }
      return stacked[index].node
    }
    guard rootMatches, let root else {
      container.diagnose(
        .destinationNotFound, "\(name)(\(meta)) ignored: no such destination in \(container.coordinatorName)")
      return nil
    }
    popToRoot()
    return root.node
  }

}

extension NavigationContainer {
  /// Places a push adopted here.
  @inlinable
  func placePush(_ placed: Destination) {
    append(placed)
    publishPush(meta: placed.meta)
    if placed.node.extras != nil { placed.node.startWork() }
  }

  /// Places a push through its guards; out of line, so the push that has none stays small.
  @usableFromInline
  func pushGuarded(_ placed: Destination) -> DestinationNode? {
    // Weak: a guard's detour may wait for the user inside this tree.
    let entering = enterGuarded(placed.node) { [weak self] in self?.placePush(placed) }
    // Linked once placed: not while its guards still decide.
    return entering && placed.node.container != nil ? placed.node : nil
  }
}
