/// What one navigation tree keeps while it works: its destinations' pending runs (with the
/// presenters about to resume with a result and the guards deciding), the runs still going after they were refused, the
/// destinations a link is placing, and its guards' state (checks not yet decided, the way of the
/// navigation under way, the exit being made).
///
/// Kept by the tree's top container (``NavigationContainer/tree``), made on first need, so two
/// trees in one process (two windows, two tests) never see each other's work or guards, and a
/// tree with neither pays one nil reference. A coordinator that was used on its own and is then
/// hosted brings its state along (``move(into:)``).
@MainActor
final class NavigationTree {
  // Exclusivity unchecked: main-actor only, and no access calls out while it lasts (`remove`
  // takes out a run its caller holds, so nothing is freed inside it); PERFORMANCE.md
  // ("Destination tasks").

  /// Every run not yet settled, with the bodiless ones standing for a presenter about to resume
  /// or a guard deciding (``DestinationTaskRun/init(pendingIn:for:)``). Its order means nothing.
  @exclusivity(unchecked) private(set) var runs: [DestinationTaskRun] = []
  /// The runs whose body still goes after they refused navigation: while none does, a
  /// navigation call asks nothing more (PERFORMANCE.md, "Asynchronous actions and late
  /// navigation").
  @exclusivity(unchecked) nonisolated(unsafe) var lateBodies: [DestinationTaskRun] = []
  /// The destinations with tasks placed since ``NavigationContainer/showingLink(_:)`` began;
  /// nil outside it.
  @exclusivity(unchecked) var placedByLink: [DestinationNode]?
  /// The guard checks not yet decided (``EntryGuardCheck``).
  @exclusivity(unchecked) nonisolated(unsafe) var pendingChecks: [EntryGuardCheck] = []
  /// The way of the navigation under way: a restore (``Coordinatable/following(_:_:)``), a link
  /// as it shows; else an action.
  @exclusivity(unchecked) var way = NavigationWay.action
  /// Set while a link shows what its guards passed as it was checked: no entry guard is asked.
  @exclusivity(unchecked) var isShowingLink = false
  /// Set while ``Coordinatable/forcing(_:)`` runs.
  @exclusivity(unchecked) var isForcing = false
  /// Set while an exit whose leave question was answered is made: it is not asked again.
  @exclusivity(unchecked) var isAnswered = false
  /// The exit a leave question is read for, while it is (``Coordinatable/leavingBy``).
  @exclusivity(unchecked) var exit: NavigationExit?

  /// Whether a navigation call must ask anything here: a run's body going on after it was
  /// refused, or a guard check not yet decided.
  nonisolated var asks: Bool { !lateBodies.isEmpty || !pendingChecks.isEmpty }

  func add(_ run: DestinationTaskRun) {
    run.pendingIndex = runs.count
    runs.append(run)
  }

  /// Takes out a pending run in constant time: the last run moves into its place. A search
  /// would make ending n runs quadratic: 20,000 details restored at once ended in order of their
  /// start, each found at the far end of the list.
  func remove(_ run: DestinationTaskRun) {
    let index = run.pendingIndex
    guard index < runs.count, runs[index] === run else { return }
    let last = runs.removeLast()
    guard last !== run else { return }
    runs[index] = last
    last.pendingIndex = index
  }

  /// A pending run in the tree below `container`, if any.
  func firstRun(in container: NavigationContainer) -> DestinationTaskRun? {
    // Pending runs belong to destinations in a tree, whose links are valid (PERFORMANCE.md).
    runs.first { $0.container?.isInTree(below: container) ?? false }
  }

  /// Whether `operation` is a call from the body of a run of this tree that refuses navigation
  /// (its destination has left, or its `task(id:)` restarted): one look while none of its runs
  /// is late, then whether the calling task is cancelled. Then the call is refused and reported
  /// as `NavigationDiagnostic/Code/lateResult`, as a late ``DestinationTask/deliver(_:)`` is.
  /// Tasks the run started, structured or not, run bodies of their own, so they never get here.
  @inline(__always)
  func refusesLateCall(_ operation: @autoclosure () -> String) -> Bool {
    guard !lateBodies.isEmpty, Task.isCancelled else { return false }
    return refusesLateCallNow(operation())
  }

  @inline(never)
  private func refusesLateCallNow(_ operation: String) -> Bool {
    guard let run = withUnsafeCurrentTask(body: { task in lateBodies.first { $0.isRunningBody(in: task) } })
    else { return false }
    run.refuseLateCall(operation)
    return true
  }

  /// Runs `body` with the flag at `key` set to `value`.
  func with<Value, Result>(
    _ key: ReferenceWritableKeyPath<NavigationTree, Value>, _ value: Value, _ body: () throws -> Result
  ) rethrows -> Result {
    let before = self[keyPath: key]
    self[keyPath: key] = value
    defer { self[keyPath: key] = before }
    return try body()
  }

  /// Hands the work and the pending checks to `other`, the state of the tree this one's top has
  /// just joined; the flags belong to calls under way here, and stay.
  func move(into other: NavigationTree) {
    for (offset, run) in runs.enumerated() { (run.tree, run.pendingIndex) = (other, other.runs.count + offset) }
    for check in pendingChecks { check.tree = other }
    for run in lateBodies { run.tree = other }
    other.runs += runs
    other.lateBodies += lateBodies
    other.pendingChecks += pendingChecks
    (runs, lateBodies, pendingChecks) = ([], [], [])
  }
}

extension NavigationContainer {
  /// The container at the top of this one's tree. The walk takes no references: the links up
  /// are valid while this container is in its tree (PERFORMANCE.md, "Links between tree objects").
  @inline(__always)
  var treeTop: Unmanaged<NavigationContainer> {
    var top = Unmanaged.passUnretained(self)
    while let above = top._withUnsafeGuaranteedRef({ @Sendable in $0.linkAbove }) { top = above }
    return top
  }

  /// The container hosting this one, read without touching reference counts.
  @inline(__always)
  nonisolated var linkAbove: Unmanaged<NavigationContainer>? {
    hostLink?._withUnsafeGuaranteedRef({ @Sendable in $0.containerLink })
  }

  /// Whether this container is `container` or hosted below it.
  func isInTree(below container: NavigationContainer) -> Bool {
    var current: NavigationContainer? = self
    while let next = current {
      if next === container { return true }
      current = next.host?.container
    }
    return false
  }

  /// The state of this container's tree, made now if the tree has none.
  var treeMade: NavigationTree {
    if let tree = treeIfAny { return tree }
    let top = treeTop.takeUnretainedValue()
    let made = NavigationTree()
    top.tree = made
    return made
  }

  /// The state of this container's tree; nil while it has never needed any.
  @inline(__always)
  var treeIfAny: NavigationTree? { treeTop._withUnsafeGuaranteedRef({ @Sendable in $0.tree }) }

  /// Whether a navigation call here must ask the tree's state anything, read without taking a
  /// reference (PERFORMANCE.md, "Late navigation").
  @inline(__always)
  var treeAsksOnNavigation: Bool { treeTop._withUnsafeGuaranteedRef({ @Sendable in $0.tree?.asks ?? false }) }
}
