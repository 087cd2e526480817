/// One navigation waiting for its guards (``NavigationGuard``), kept in its tree's
/// ``NavigationTree/pendingChecks`` until it ends. While a guard decides, it is work of the
/// container it would show in, so settling waits, and a newer navigation in the tree drops it.
/// While the user is on a detour (a password screen), the tree is settled (the user must see the
/// detour to answer it), and the check waits for the detour, whatever else navigates.
@MainActor
final class EntryGuardCheck {
  /// The destination the navigation would show, adopted by its container but not in it, so not
  /// linked to it (a tab, in its bar, stays linked).
  let node: DestinationNode
  /// Its tree's state, which keeps it while it is pending.
  var tree: NavigationTree
  /// The container it would show in, weakly: the check and a detour wait inside its tree, which
  /// must stay free to go. Nil once the check has ended or was dropped.
  private(set) weak var container: NavigationContainer?
  /// Pending work of the tree while a guard decides; ended during a detour.
  private(set) var deciding: DestinationTaskRun
  private var task: Task<Void, Never>?
  private(set) var isPlaced = false
  /// Whether the node was placed, or may be: its guards decide, or the user is on a detour.
  var mayBePlaced: Bool { isPlaced || container != nil }

  /// Runs the guards of `node` in `container`, as navigation of the tree's way (a tab's guards
  /// hear `.tab` where an action's would), and calls `place` if they allow it, detours taken: the
  /// first guard that doesn't allow decides, and a detour the user gets through lets the next
  /// guard decide. ``isPlaced`` when no guard suspended.
  init(_ node: DestinationNode, in container: NavigationContainer, place: @escaping @MainActor () -> Void) {
    (self.node, self.container, tree) = (node, container, container.treeMade)
    let guards = container.guards(of: node.meta, route: node.route)
    let way = tree.way == .action && node.placement == .tab ? .tab : tree.way
    deciding = DestinationTaskRun(pendingIn: container, for: node.meta)
    tree.pendingChecks.append(self)
    task = startTask { [self] in
      // Kept out (dropped, refused, abandoned): a presenter waiting for it hears nil.
      defer { if !isPlaced { node.resumeAwaitingPresenter() } }
      var (decision, rest) = await Self.decision(of: guards[...], way)
      while case .redirect(let detour) = decision, self.container != nil {
        // The user answers the detour: until it ends, the tree is settled.
        deciding.cancel(.left)
        guard await detour(), let container = self.container else { break }
        deciding = DestinationTaskRun(pendingIn: container, for: node.meta)
        (decision, rest) = await Self.decision(of: guards.suffix(rest), way)
      }
      // Unless it was dropped, an allowing decision places the node and a refusal is reported (a
      // detour abandoned is neither).
      guard let container = drop(.left) else { return }
      if case .allow = decision, container.acceptsNavigation("'\(node.meta)' after its guards allowed it") {
        node.container = container
        place()
        isPlaced = true
      } else if case .refuse(let sentence) = decision {
        container.diagnose(.guardRefused, sentence)
      }
    }
  }

  /// Takes the check out of its tree's list and work; its container, unless it was dropped or
  /// has gone.
  private func drop(_ reason: DestinationTaskRun.Refusal) -> NavigationContainer? {
    tree.pendingChecks.removeAll { $0 === self }
    deciding.cancel(reason)
    defer { container = nil }
    return container
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
    for check in tree.pendingChecks where !check.deciding.hasEnded {
      check.task?.cancel()
      check.drop(.superseded)?.diagnose(
        .guardSuperseded, "'\(check.node.meta)' dropped: a newer navigation started while its guards were deciding")
    }
  }
}
