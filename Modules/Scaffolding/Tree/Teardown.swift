/// Takes removed destinations, and every coordinator they host, out of the tree.
///
/// Removal has two phases so callbacks never see a half-changed tree: `init` changes the
/// structure (each hosted coordinator is emptied, deepest first, and marked dismissed), then
/// ``finish()`` fires the `onDismiss` callbacks in the same order.
///
/// The order is top-down: the destination shown last leaves first, and a destination that
/// hosts a coordinator leaves after everything inside it (that coordinator's modals and pushes
/// top-down, then its root, or its tabs last first).
@MainActor
struct Teardown {
  private var removed: [DestinationNode] = []

  init(removing nodes: [DestinationNode]) {
    // The common case, screens only (a pop, a dismissed sheet): the order is the one given,
    // so the array is kept rather than copied.
    if !nodes.contains(where: \.hostsChild) {
      for node in nodes { node.hasLeftTree = true }
      removed = nodes
      return
    }
    for node in nodes { collect(node) }
  }

  private mutating func collect(_ node: DestinationNode) {
    node.hasLeftTree = true
    if let container = node.hostedContainer {
      container.isDismissed = true
      container.removeAll().forEachTopDown { collect($0) }
    }
    removed.append(node)
  }

  func finish() {
    for node in removed { node.leaveTree() }
  }
}
