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
  fileprivate weak var container: NavigationContainer?
  /// Pending work of the tree while a guard decides; ended during a detour.
  fileprivate var deciding: DestinationTaskRun
  private var task: Task<Void, Never>?
  private(set) var isPlaced = false

  /// Runs the guards of `node` in `container`, as navigation of the tree's way (a tab's guards
  /// hear `.tab` where an action's would), and calls `place` if they allow it, detours taken: the
  /// first guard that doesn't allow decides, and a detour the user gets through lets the next
  /// guard decide. ``isPlaced`` when no guard suspended.
  fileprivate init(_ node: DestinationNode, in container: NavigationContainer, place: @escaping @MainActor () -> Void) {
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
      guard let container = check.drop(.superseded) else { continue }
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
    // The cheap tests first: no guard in scope (a cold container's first read), or a link showing.
    !inheritedGuards.isEmpty && treeIfAny?.isShowingLink != true
      && inheritedGuards.contains { $0.covers(node.meta, node.route) }
  }

  /// Places `node` through its guards (``guardsEntry(of:)``) with `place`; false when they
  /// refused it at once. Until it is placed, the node is not linked to this container (a tab,
  /// in its bar, stays linked): a push or a modal linked once this returns was placed now, else
  /// its guards still decide, and a presenter waits for it.
  func enterGuarded(_ node: DestinationNode, place: @escaping @MainActor () -> Void) -> Bool {
    if node.placement != .tab { node.container = nil }
    guard !isRedirectLoop(to: node.meta) else { return false }
    let check = EntryGuardCheck(node, in: self, place: place)
    return check.isPlaced || check.container != nil
  }

  /// Whether a navigation here to `meta` is a detour's leading back to it while the user is on
  /// that detour: then it is refused and reported, never a hang.
  func isRedirectLoop(to meta: any DestinationMeta) -> Bool {
    let pending = treeIfAny?.pendingChecks ?? []
    guard pending.contains(where: { $0.deciding.hasEnded && $0.container === self && $0.node.meta.isSame(as: meta) })
    else { return false }
    diagnose(.redirectLoop, "'\(meta)' refused: a guard's detour led back to it while the user was on that detour")
    return true
  }
}
