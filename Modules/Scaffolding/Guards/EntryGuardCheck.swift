/// One navigation waiting for its guards (``NavigationGuard``): work of the destination it would
/// show, so settling waits while a guard decides and a newer navigation drops it. While a
/// guard's detour waits for the user (a password screen), the tree is settled: the user must
/// see the detour to answer it.
@MainActor
final class EntryGuardCheck {
  /// The checks the calling task is deciding in, outermost first: a detour's navigation runs
  /// inside its guard's check, which is how a redirect loop is found.
  @TaskLocal static var chain: [EntryGuardCheck] = []
  /// Every check not yet decided, in the process; empty almost always, so a navigation call
  /// pays one test for supersession. Exclusivity unchecked: main-actor only, and no access
  /// calls out while it lasts (PERFORMANCE.md, "Guards").
  @exclusivity(unchecked) static var pending: [EntryGuardCheck] = []

  /// The destination the navigation would show, adopted by its container but not in it.
  let node: DestinationNode
  /// Its container, kept alive while a guard decides (``node`` points at it, and settling walks
  /// up from it); nil during a detour.
  private(set) var container: NavigationContainer?
  /// The container during a detour, weakly: the detour waits for the user inside its tree,
  /// which must stay free to go.
  private weak var detouring: NavigationContainer?
  /// The container, whether a guard decides or the user is on a detour.
  var tree: NavigationContainer? { container ?? detouring }
  /// Whether a refusal takes the node's link to its container back: true for a destination
  /// adopted for this navigation, false for a tab already in its bar.
  private let detaches: Bool
  /// Pending work of the tree while a guard decides; nil during a detour.
  private var deciding: DestinationTaskRun?
  private var task: Task<Void, Never>?
  private var isSuperseded = false
  /// What the detour placed while this check was deciding: navigation inside them is the
  /// detour's, not a newer navigation.
  private var detour: [DestinationNode] = []

  private init(node: DestinationNode, container: NavigationContainer, detaches: Bool) {
    self.node = node
    self.container = container
    self.detaches = detaches
  }

  /// Runs `guards` for `node`, adopted by `container`, and calls `place` if they allow it; true
  /// when that happened before this returns (every guard decided without suspending).
  static func enter(
    _ node: DestinationNode, in container: NavigationContainer, guards: [NavigationGuard], detaches: Bool,
    place: @escaping @MainActor () -> Void
  ) -> Bool {
    guard !isLoop(node.meta, in: container) else { return false }
    let check = EntryGuardCheck(node: node, container: container, detaches: detaches)
    pending.append(check)
    let request = NavigationRequest(destination: Destination(node: node), way: NavigationWay.current)
    let placed = Placed()
    check.deciding = DestinationTaskRun(node: node)
    let task = startTask {
      let verdict = await $chain.withValue(chain + [check]) { await check.decide(request, guards) }
      // Kept out (superseded, refused, abandoned): a presenter waiting for it hears nil.
      defer { if !placed.value { node.resumeAwaitingPresenter() } }
      guard check.finish(), let container = check.container else { return }
      check.container = nil
      switch verdict {
      case .allowed:
        guard container.acceptsNavigation("'\(node.meta)' after its guards allowed it") else { return }
        place()
        placed.value = true
      case .refused(let sentence):
        check.detach()
        container.diagnose(.guardRefused, sentence)
      case .abandoned, .redirected:
        check.detach()
      }
    }
    if !placed.value { check.task = task }
    return placed.value
  }

  /// Whether `node`'s guards are still deciding: it may be placed later, so a presenter waits
  /// for its result.
  static func isDeciding(_ node: DestinationNode) -> Bool {
    pending.contains { $0.node === node }
  }

  /// Whether a guard's detour is leading back to `meta` on `container`, which a guard of the
  /// chain is deciding: then it is refused and reported, never a hang.
  static func isLoop(_ meta: any DestinationMeta, in container: NavigationContainer) -> Bool {
    guard let loop = chain.first(where: { $0.node.meta.isSame(as: meta) && $0.tree === container }) else {
      return false
    }
    container.diagnose(
      .redirectLoop,
      "'\(meta)' refused: a guard's detour led back to it while its guards were deciding '\(loop.node.meta)'")
    return true
  }

  /// Whether the navigation was placed, as the check's task tells the call that started it.
  private final class Placed {
    var value = false
  }

  /// The guards' verdict, detours taken: the first guard that doesn't allow decides, and a
  /// detour the user gets through lets the next guard decide.
  private func decide(_ request: NavigationRequest, _ guards: [NavigationGuard]) async -> Verdict {
    var remaining = guards[...]
    while true {
      let verdict = await Self.verdict(request, remaining)
      guard case .redirected(let detour, let rest) = verdict else { return verdict }
      // The user answers a detour: until it ends, the tree is settled, and the check holds it
      // weakly (its node, not in the tree, points at nothing meanwhile).
      deciding?.cancel(.left)
      deciding = nil
      detouring = container
      container = nil
      node.container = nil
      let through = await detour()
      guard through, !Task.isCancelled, !isSuperseded, let back = detouring else { return .abandoned }
      container = back
      node.container = back
      deciding = DestinationTaskRun(node: node)
      remaining = rest
    }
  }

  /// What `guards` decide, up to the first detour: what a link's check reads too.
  static func verdict(_ request: NavigationRequest, _ guards: ArraySlice<NavigationGuard>) async -> Verdict {
    for index in guards.indices {
      do {
        switch try await guards[index].decide(request) {
        case .allow: break
        case .refuse(let sentence): return .refused(sentence)
        case .redirect(let detour): return .redirected(detour, guards[(index + 1)...])
        }
      } catch is CancellationError {
        return .abandoned
      } catch {
        return .refused("\(error)")
      }
      if Task.isCancelled { return .abandoned }
    }
    return .allowed
  }

  /// What the guards decided.
  enum Verdict {
    case allowed, abandoned
    case refused(String)
    /// A guard sent the user on `detour`; the guards after it decide once the user is through.
    case redirected(@MainActor () async -> Bool, ArraySlice<NavigationGuard>)
  }

  /// Ends the check; false when it was superseded first (then nothing it decided applies).
  private func finish() -> Bool {
    Self.pending.removeAll { $0 === self }
    deciding?.cancel(.left)
    deciding = nil
    task = nil
    return !isSuperseded
  }

  /// A navigation on `container` supersedes every pending check of its tree but those it is
  /// part of: made from a check's own guard, or inside what the check's detour placed.
  static func supersede(from container: NavigationContainer) {
    let inside = chain
    for check in pending where !inside.contains(where: { $0 === check }) {
      guard let mine = check.tree, mine.treeTop === container.treeTop, !check.placedDetour(above: container)
      else { continue }
      pending.removeAll { $0 === check }
      check.isSuperseded = true
      check.container = nil
      check.detouring = nil
      check.detach()
      check.deciding?.cancel(.superseded)
      check.deciding = nil
      check.task?.cancel()
      mine.diagnose(
        .guardSuperseded, "'\(check.node.meta)' dropped: a newer navigation started while its guards were deciding")
    }
  }

  /// Notes `node`, just placed, as part of the detour of the check the calling task decides in.
  static func noteDetour(_ node: DestinationNode) {
    chain.last?.detour.append(node)
  }

  /// Takes back the link to the container of a destination that was never placed.
  private func detach() {
    if detaches { node.container = nil }
  }

  /// Whether `container` is hosted inside a destination this check's detour placed.
  private func placedDetour(above container: NavigationContainer) -> Bool {
    var current: NavigationContainer? = container
    while let next = current, let host = next.host {
      if detour.contains(where: { $0 === host }) { return true }
      current = host.container
    }
    return false
  }
}
