/// The work under way in one navigation tree: its destinations' pending runs, the presenters
/// about to resume with a result, and the runs still going after they were refused.
///
/// Kept by the tree's top container (``NavigationContainer/treeWork``), made on first need, so
/// two trees in one process (two windows, two tests) never wait for each other's work. A
/// coordinator that was used on its own and is then hosted brings its work along
/// (``move(into:)``).
@MainActor
final class TreeWork {
  // Exclusivity unchecked: main-actor only, and no access calls out while it lasts (`remove`
  // takes out a run its caller holds, so nothing is freed inside it); PERFORMANCE.md
  // ("Destination tasks").

  /// Every run not yet settled. Its order means nothing.
  @exclusivity(unchecked) private(set) var runs: [DestinationTaskRun] = []
  /// The runs whose body still goes after they refused navigation: while none does, a
  /// navigation call asks nothing more (PERFORMANCE.md, "Asynchronous actions and late
  /// navigation").
  @exclusivity(unchecked) private(set) var lateBodies: [DestinationTaskRun] = []
  /// The `await present(_:as:returning:)` calls that have their result and have not resumed
  /// yet: what runs after such an `await` is work a dismissal started, so until it has run,
  /// the presenter's tree is not settled.
  private(set) var resumingPresentations: [ResumingPresentation] = []
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

  func addLateBody(_ run: DestinationTaskRun) { lateBodies.append(run) }
  func removeLateBody(_ run: DestinationTaskRun) { lateBodies.removeAll { $0 === run } }

  /// The late run whose body the calling task runs, if any.
  func lateBodyRunningNow() -> DestinationTaskRun? {
    withUnsafeCurrentTask { task in lateBodies.first { $0.isRunningBody(in: task) } }
  }

  func add(_ presentation: ResumingPresentation) { resumingPresentations.append(presentation) }
  func remove(_ presentation: ResumingPresentation) { resumingPresentations.removeAll { $0 === presentation } }

  /// A presentation result not yet taken up by a presenter in the tree below `container`.
  func resuming(in container: NavigationContainer) -> ResumingPresentation? {
    resumingPresentations.first { $0.presenter.map { $0.isInTree(below: container) } ?? false }
  }

  /// A pending run of a destination in the tree below `container`, if any.
  func firstRun(in container: NavigationContainer) -> DestinationTaskRun? {
    // Pending runs belong to destinations in a tree, whose links are valid (PERFORMANCE.md).
    runs.first { $0.node?.container?.isInTree(below: container) ?? false }
  }

  /// Hands everything to `other`, the work of the tree this one's top has just joined.
  func move(into other: TreeWork) {
    for run in runs {
      run.tree = other
      other.add(run)
    }
    for run in lateBodies {
      run.tree = other
      other.addLateBody(run)
    }
    for presentation in resumingPresentations {
      presentation.tree = other
      other.add(presentation)
    }
    runs = []
    lateBodies = []
    resumingPresentations = []
  }
}

extension NavigationContainer {
  /// The container at the top of this one's tree. The walk takes no references: the links up
  /// are valid while this container is in its tree (PERFORMANCE.md, "Links between tree objects").
  var treeTop: NavigationContainer {
    unowned(unsafe) var top = self
    while let above = top.host?.container { top = above }
    return top
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

  /// The work of this container's tree, made now if the tree has none.
  var work: TreeWork {
    let top = treeTop
    if let work = top.treeWork { return work }
    let made = TreeWork()
    top.treeWork = made
    return made
  }

  /// The work of this container's tree; nil while it has never had any.
  var workIfAny: TreeWork? { treeTop.treeWork }
}
