/// Work that waits to be shown: a link places a whole stack at once, and only what it leaves
/// on screen starts loading.
///
/// Restoring `app://home/item/2/item/3/…` pushes every detail of the link in one go. In
/// SwiftUI, setting a `NavigationStack`'s path shows only its last view, and a view deeper in
/// the path runs its `.task` when a pop first makes it appear. The core does the same for
/// pushes: a push a link places covered by a later push of the same stack starts its tasks
/// when it is first uncovered, not when it enters the tree; a deep link or a restore then loads
/// what the user sees, not every screen beneath it. Roots and tabs start theirs at once.
extension NavigationContainer {
  /// Runs `place`, a link's change once its guards passed as it was checked, which puts several
  /// destinations in this container's tree at once (its routes): no entry guard is asked again,
  /// and leave questions hear navigation of the tree's way (a link or a restore). Then starts
  /// the tasks of those left shown; the others start theirs once a pop uncovers them
  /// (``startUncoveredWork()``). The flags and the list live on the tree's state
  /// (``NavigationTree``).
  @usableFromInline
  func showingLink(_ place: () -> Void) {
    // Set and restored directly: a key path write costs a link hundreds of instructions.
    let tree = treeMade
    let before = (tree.isShowingLink, tree.way)
    (tree.isShowingLink, tree.way) = (true, tree.way == .restore ? .restore : .link)
    defer { (tree.isShowingLink, tree.way) = before }
    guard tree.placedByLink == nil else { return place() }
    tree.placedByLink = []
    place()
    let placed = tree.placedByLink ?? []
    tree.placedByLink = nil
    var containers: [NavigationContainer] = []
    for node in placed where !node.hasLeftTree {
      // In the tree, so its container is alive (PERFORMANCE.md, "Links between tree objects").
      guard let container = node.container, !containers.contains(where: { $0 === container }) else { continue }
      containers.append(container)
    }
    for container in containers { container.startShownWork() }
  }

  /// Starts the tasks that have not started of what this container shows: the pushes and
  /// modals on top (``startUncoveredWork()``), then the root and the tabs, which always run
  /// theirs (a flow keeps its flow-wide state in its root's model, which the screens pushed over
  /// it read). Called at the end of ``showingLink(_:)``.
  func startShownWork() {
    startUncoveredWork()
    if let root = rootDestination, root.node.extras != nil { root.node.startWork() }
    for tab in tabDestinations where tab.node.extras != nil { tab.node.startWork() }
  }

  /// Starts the tasks that have not started of the destinations on top of the stack, down to
  /// the topmost push (a modal leaves what it covers shown, as a sheet does). Called after every
  /// pop, so a push a link covered loads once uncovered; one step when nothing waits.
  @inline(__always)
  func startUncoveredWork() {
    // The common case, inline: a plain push on top, which covers the rest, or nothing pushed.
    guard let top = stacked.last?.node, top.extras != nil || top.placement != .push else { return }
    startUncoveredWorkWalking()
  }

  @inline(never)
  private func startUncoveredWorkWalking() {
    for destination in stacked.reversed() {
      if destination.node.extras != nil { destination.node.startWork() }
      if destination.node.placement == .push { return }
    }
  }
}
