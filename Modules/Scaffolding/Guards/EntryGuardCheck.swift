/// One navigation waiting for its guards (``NavigationGuard``), kept in its tree's
/// ``NavigationTree/pendingChecks`` until it ends. While a guard decides, it is work of the
/// destination it would show, so settling waits, and a newer navigation in the tree drops it.
/// While the user is on a detour (a password screen), the tree is settled (the user must see the
/// detour to answer it), and the check waits for the detour, whatever else navigates.
@MainActor
final class EntryGuardCheck {
  /// The destination the navigation would show, adopted by its container but not in it.
  let node: DestinationNode
  /// Its tree's state, which keeps it while it is pending.
  var tree: NavigationTree
  /// Its container while a guard decides, kept alive (``node`` points at it, and settling walks
  /// up from it); nil during a detour, and once the check has ended or was dropped.
  private var container: NavigationContainer?
  /// The container during a detour, weakly: the detour waits for the user inside its tree,
  /// which must stay free to go.
  fileprivate weak var detouring: NavigationContainer?
  /// Pending work of the tree while a guard decides.
  private var deciding: DestinationTaskRun?
  private var task: Task<Void, Never>?
  private(set) var isPlaced = false

  /// Runs `guards` for `node`, adopted by `container`, as navigation of `way`, and calls `place`
  /// if they allow it; true when that happened before this returns (no guard suspended).
  fileprivate init(
    _ node: DestinationNode, in container: NavigationContainer, guards: [NavigationGuard], way: NavigationWay,
    place: @escaping @MainActor () -> Void
  ) {
    (self.node, self.container, tree) = (node, container, container.treeMade)
    tree.pendingChecks.append(self)
    deciding = DestinationTaskRun(node: node)
    let task = startTask { [self] in
      let decision = await decide(guards, way)
      // Kept out (dropped, refused, abandoned): a presenter waiting for it hears nil.
      defer { if !isPlaced { node.resumeAwaitingPresenter() } }
      tree.pendingChecks.removeAll { $0 === self }
      deciding?.cancel(.left)
      guard let container = self.container else { return }
      self.container = nil
      if case .allow = decision, container.acceptsNavigation("'\(node.meta)' after its guards allowed it") {
        place()
        isPlaced = true
      } else {
        if case .refuse(let sentence) = decision { container.diagnose(.guardRefused, sentence) }
        // Never placed: its link to the container goes (a tab stays in its bar).
        if node.placement != .tab { node.container = nil }
      }
    }
    if !isPlaced { self.task = task }
  }

  /// The guards' decision, detours taken: the first guard that doesn't allow decides, and a
  /// detour the user gets through lets the next guard decide; nil when abandoned.
  private func decide(_ guards: [NavigationGuard], _ way: NavigationWay) async -> GuardDecision? {
    var remaining = guards[...]
    while true {
      let (decision, rest) = await Self.decision(of: remaining, way)
      guard case .redirect(let detour) = decision, container != nil else { return decision }
      // The user answers a detour: until it ends, the tree is settled, and the check holds it
      // weakly (its node, not in the tree, points at nothing meanwhile).
      deciding?.cancel(.left)
      (deciding, detouring, container, node.container) = (nil, container, nil, nil)
      guard await detour(), !Task.isCancelled, let back = detouring else { return nil }
      (container, detouring, node.container) = (back, nil, back)
      deciding = DestinationTaskRun(node: node)
      remaining = remaining.suffix(rest)
    }
  }

  /// What `guards` decide about a navigation of `way`, up to the first that doesn't allow, and
  /// how many guards come after that one; nil when cancelled. What a link's check reads too.
  @inline(__always)
  static func decision(of guards: ArraySlice<NavigationGuard>, _ way: NavigationWay) async -> (GuardDecision?, Int) {
    for index in guards.indices {
      do {
        let decision =
          if let hearing = guards[index].hearing { try await hearing(way) } else { try await guards[index].decide() }
        if case .allow = decision {} else { return (decision, guards.endIndex - index - 1) }
      } catch {
        return error is CancellationError ? (nil, 0) : (.refuse("\(error)"), 0)
      }
      if Task.isCancelled { return (nil, 0) }
    }
    return (.allow, 0)
  }

  /// Drops every check of `tree` whose guards are deciding: a newer navigation started.
  static func supersede(in tree: NavigationTree) {
    for check in tree.pendingChecks {
      guard let container = check.container else { continue }
      tree.pendingChecks.removeAll { $0 === check }
      check.container = nil
      if check.node.placement != .tab { check.node.container = nil }
      check.deciding?.cancel(.superseded)
      check.task?.cancel()
      container.diagnose(
        .guardSuperseded, "'\(check.node.meta)' dropped: a newer navigation started while its guards were deciding")
    }
  }
}

extension NavigationContainer {
  /// Whether showing `node` must wait for guards, unless a link checked them already.
  @usableFromInline
  func guardsEntry(of node: DestinationNode) -> Bool {
    inheritedGuards.contains { $0.covers(node.meta, node.route) } && treeIfAny?.isShowingLink != true
  }

  /// Places `node` through its guards (``guardsEntry(of:)``) with `place`; true when it was
  /// placed before this returns. A tab's guards hear `.tab` where an action's would.
  @usableFromInline
  func enterGuarded(_ node: DestinationNode, place: @escaping @MainActor () -> Void) -> Bool {
    guard !isRedirectLoop(to: node.meta) else { return false }
    let way = treeMade.way == .action && node.placement == .tab ? .tab : treeMade.way
    let guards = guards(of: node.meta, route: node.route)
    return EntryGuardCheck(node, in: self, guards: guards, way: way, place: place).isPlaced
  }

  /// Whether `node`'s guards are still deciding or waiting for a detour: it may be placed later,
  /// so a presenter waits for it.
  func isDeciding(_ node: DestinationNode) -> Bool {
    treeIfAny?.pendingChecks.contains { $0.node === node } == true
  }

  /// Whether a navigation here to `meta` is a detour's leading back to it while the user is on
  /// that detour: then it is refused and reported, never a hang.
  func isRedirectLoop(to meta: any DestinationMeta) -> Bool {
    let pending = treeIfAny?.pendingChecks ?? []
    guard pending.contains(where: { $0.detouring === self && $0.node.meta.isSame(as: meta) }) else { return false }
    diagnose(.redirectLoop, "'\(meta)' refused: a guard's detour led back to it while the user was on that detour")
    return true
  }
}
