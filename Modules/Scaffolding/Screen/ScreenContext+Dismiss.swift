extension ScreenContext {
  /// Closes this screen's destination, a push or a modal, and hands `result` to the
  /// `present(_:as:returning:)` awaiting it, as `dismissCoordinator(returning:)` does for a
  /// coordinator: a one-screen step that answers its presenter (a password asked again) needs
  /// no coordinator of its own. Does nothing once the destination has left, or for a root.
  public func dismiss<Result: Sendable>(returning result: Result) {
    let node = destination.node
    guard let container = node.container, !node.hasLeftTree, node.placement.pushType != nil else { return }
    node.handOver(result)
    container.dismissStacked(from: node)
  }
}
