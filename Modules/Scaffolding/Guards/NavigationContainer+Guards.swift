/// Where the tree asks its guards: entry guards before a push, a modal or a tab selection shows
/// a destination (``EntryGuardCheck``), and leave questions before an exit removes or hides a
/// coordinator.
extension NavigationContainer {
  /// The guards of this coordinator and every one above it, outermost first; cached, and read
  /// again once the coordinator is hosted (a tree's links never change while it is in it).
  var inheritedGuards: [NavigationGuard] { cachedGuards ?? cacheGuards(own: owner?.navigationGuards ?? []) }

  /// ``inheritedGuards``, read by a caller that holds the owner, with no weak load.
  @usableFromInline
  func inheritedGuards(of owner: some Coordinatable) -> [NavigationGuard] {
    cachedGuards ?? cacheGuards(own: owner.navigationGuards)
  }

  /// Caches, and returns, the guards above and `own` after them.
  private func cacheGuards(own: [NavigationGuard]) -> [NavigationGuard] {
    // No array made where nothing is guarded: every new container reads this once.
    var guards = linkAbove?.takeUnretainedValue().inheritedGuards ?? []
    if !own.isEmpty { guards = guards.isEmpty ? own : guards + own }
    (cachedGuards, isUnguarded) = (guards, guards.isEmpty)
    return guards
  }

  /// The guards a destination with `meta`, made from `route`, passes on its way in here,
  /// outermost first.
  func guards(of meta: any DestinationMeta, route: Any) -> [NavigationGuard] {
    var covering: [NavigationGuard] = []  // a plain loop ("Closures in main-actor code")
    for each in inheritedGuards where each.covers(meta, route) { covering.append(each) }
    return covering
  }

  /// Whether showing `node` must wait for guards, unless a link checked them already.
  @usableFromInline
  func guardsEntry(of node: DestinationNode, in owner: some Coordinatable) -> Bool {
    // The cheap tests first: no guard in scope (a cold container's first read), or a link showing.
    let guards = inheritedGuards(of: owner)
    return !guards.isEmpty && treeIfAny?.isShowingLink != true && guards.contains { $0.covers(node.meta, node.route) }
  }

  /// Places `node` through its guards (``guardsEntry(of:in:)``) with `place`; false when they
  /// refused it at once. Until it is placed, the node is not linked to this container (a tab,
  /// in its bar, stays linked): a push or a modal linked once this returns was placed now, else
  /// its guards still decide, and a presenter waits for it.
  func enterGuarded(_ node: DestinationNode, place: @escaping @MainActor () -> Void) -> Bool {
    if node.placement != .tab { node.container = nil }
    return !isRedirectLoop(to: node.meta) && EntryGuardCheck(node, in: self, place: place).mayBePlaced
  }

  /// Whether a navigation here to `meta` is a detour's leading back to it while the user is on
  /// that detour: then it is refused and reported, never a hang.
  func isRedirectLoop(to meta: any DestinationMeta) -> Bool {
    guard let pending = treeIfAny?.pendingChecks,
      pending.contains(where: { $0.deciding.hasEnded && $0.container === self && $0.node.meta.isSame(as: meta) })
    else { return false }
    diagnose(.redirectLoop, "'\(meta)' refused: a guard's detour led back to it while the user was on that detour")
    return true
  }

  /// Notes that this container, or one below it, has a coordinator that asks before it is left
  /// (``leaveQuestionsBelow``), up to the top: only exits there read questions.
  func noteLeaveQuestion() {
    guard !leaveQuestionsBelow else { return }
    leaveQuestionsBelow = true
    host?.container?.noteLeaveQuestion()
  }

  /// Whether an exit named `kind` that removes or hides `nodes`, with what they host, may go on
  /// now: the ``Coordinatable/leaveQuestion`` of each coordinator below that declares one is
  /// read, outermost first; the first that asks holds the exit back and shows, and `discard`
  /// makes it with `exit`.
  func mayLeave(_ nodes: [DestinationNode], _ kind: NavigationExit, exit: @escaping @MainActor () -> Void) -> Bool {
    let tree = treeMade
    // A link or a restore names the exit it makes, whatever the call that leaves: the two ways
    // are the two exits of those names.
    let named = tree.isForcing ? .forced : NavigationExit(rawValue: tree.way.rawValue) ?? kind
    return tree.isAnswered || nodes.allSatisfy { $0.hostedContainer?.mayLeave(named, in: tree, exit: exit) != false }
  }

  /// ``mayLeave(_:_:exit:)`` for this container and those below it.
  private func mayLeave(_ named: NavigationExit, in tree: NavigationTree, exit: @escaping @MainActor () -> Void) -> Bool
  {
    guard leaveQuestionsBelow else { return true }
    if asksBeforeLeaving, let question = tree.with(\.exit, named, { owner?.leaveQuestion }), named != .forced {
      // Over this coordinator; `discard` makes the exit as answered, so it isn't asked again.
      let answered: @MainActor () -> Void = { [weak tree] in tree?.with(\.isAnswered, true, exit) }
      let cover = Destination.screen(
        LeaveQuestionScreen.Meta.leaveQuestion, LeaveQuestionScreen(question: question, exit: answered))
      placeModal(cover, as: .fullScreenCover)
      return false
    }
    let below = stacked + tabDestinations + (rootDestination.map { [$0] } ?? [])
    return below.allSatisfy { $0.node.hostedContainer?.mayLeave(named, in: tree, exit: exit) != false }
  }

  /// Whether a link may replace this flow's stack now: the leave questions of what it removes
  /// are read (``mayLeave(_:_:exit:)``), and when one asks, `discard` runs `show`.
  @usableFromInline
  func mayReplaceStack(showing show: @escaping @MainActor () -> Void) -> Bool {
    mayLeave(stacked.map(\.node), .link, exit: show)
  }
}
