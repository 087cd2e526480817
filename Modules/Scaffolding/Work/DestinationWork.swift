import Observation

// The machinery behind `Screen.load(into:_:)` (and the `@_spi(Tasks)` `Screen.task(_:)` and
// `task(id:_:)`): the tasks a destination declares and the runs of each, pending in their
// ``NavigationTree``. Everything here is main-actor state; see the article "Async work and
// navigation" for the rules it keeps.

/// One `.task` a screen declares: the work and, for `task(id:)`, how to make the reader of its
/// id for one destination (each keeps its own last value); nil for `task(_:)`. A struct, not a
/// tuple: closures kept in a tuple in an array are called through reabstraction thunks
/// (1,600 instructions more a push that loads).
@usableFromInline
struct DestinationTaskSpec {
  let work: @MainActor (DestinationTaskRun) async -> Void
  let makeIdentity: (@MainActor () -> TaskIdentity)?

  @usableFromInline
  init(work: @escaping @MainActor (DestinationTaskRun) async -> Void, makeIdentity: (@MainActor () -> TaskIdentity)?) {
    (self.work, self.makeIdentity) = (work, makeIdentity)
  }
}

/// Reads a `task(id:)`'s id under observation tracking, calling `onChange` once when something
/// it read next changes; true when the id differs from the one read before (and on the first
/// read). Each destination keeps its own, so each keeps its own last id.
@usableFromInline
typealias TaskIdentity = @MainActor (_ onChange: @escaping @Sendable () -> Void) -> Bool

/// The ``TaskIdentity`` that reads its id with `read`.
@usableFromInline
@MainActor
func taskIdentity<ID: Equatable>(_ read: @escaping @MainActor () -> ID) -> TaskIdentity {
  var last: ID?
  return { onChange in
    let value = withObservationTracking({ read() }, onChange: onChange)
    defer { last = value }
    return last.map { $0 != value } ?? true
  }
}

/// The tasks of one destination, made when the destination is made from a screen that declares
/// some, started when it enters the tree and cancelled when it leaves.
@MainActor
@usableFromInline
final class DestinationWork {
  private let slots: [DestinationTaskSlot]

  init(_ specs: [DestinationTaskSpec]) {
    slots = specs.map(DestinationTaskSlot.init)
  }

  /// Whether `screen` may carry `.task` modifiers: two metatype comparisons, so a plain screen
  /// pays nearly nothing.
  @inline(__always)
  static func mayDeclareWork<S: Screen>(_ screen: S) -> Bool {
    ObjectIdentifier(S.self) == ObjectIdentifier(TaskScreen.self)
      || ObjectIdentifier(S.self) == ObjectIdentifier(DecoratedScreen.self)
  }

  /// The screen to keep and the work it declares: `.task` modifiers are taken off the screen
  /// (so a front end or a test sees the screen the route made), unless another modifier wraps
  /// them, which is then kept whole.
  static func split(_ screen: any Screen) -> (screen: any Screen, work: DestinationWork?) {
    if let tasked = screen as? TaskScreen { return (tasked.base, DestinationWork(tasked.tasks)) }
    var current = screen
    while let decorated = current as? DecoratedScreen {
      current = decorated.base
      if let tasked = current as? TaskScreen { return (screen, DestinationWork(tasked.tasks)) }
    }
    return (screen, nil)
  }

  // Never inlined into the tree's hot paths, which only test for nil: see PERFORMANCE.md
  // ("Destination tasks").

  /// Starts every task; the destination has just entered the tree, or has just been shown
  /// for the first time. While a link places several destinations at once, it only notes the
  /// destination: see ``NavigationContainer/showingLink(_:)``. Starting tasks that have started
  /// already does nothing.
  @inline(never)
  func start(in node: DestinationNode) {
    if let tree = node.container?.treeIfAny, tree.placedByLink != nil {
      tree.placedByLink?.append(node)
      return
    }
    for slot in slots { slot.start(in: node) }
  }

  /// Cancels every task; the destination has left the tree (or its tree was dropped).
  @inline(never)
  func leave() {
    for slot in slots { slot.leave() }
  }
}

/// One declared task of one destination: its current run and, for `task(id:)`, a restart
/// scheduled by a change of what the id reads.
@MainActor
final class DestinationTaskSlot {
  private let work: @MainActor (DestinationTaskRun) async -> Void
  private let identity: TaskIdentity?
  /// The destination while the slot is active, that is while the node is in a tree (it is
  /// freed only after it has left or been dropped, which deactivates the slot); nil before.
  /// Unowned, checked: a weak reference would give every node with a task a side table.
  private unowned(safe) var node: DestinationNode?
  private var hasLeft = false
  private var current: DestinationTaskRun?
  private var scheduled: DestinationTaskRun?

  init(_ spec: DestinationTaskSpec) {
    work = spec.work
    identity = spec.makeIdentity?()
  }

  func start(in node: DestinationNode) {
    guard current == nil, !hasLeft else { return }
    self.node = node
    _ = identity?(changeHandler)
    launch(DestinationTaskRun(node: node))
  }

  func leave() {
    guard !hasLeft else { return }
    hasLeft = true
    node = nil
    if let scheduled {
      self.scheduled = nil
      scheduled.cancel(.left)
    }
    // Kept: a handle of an ended run used later is refused too.
    current?.cancel(.left)
  }

  private func launch(_ run: DestinationTaskRun) {
    current = run
    run.launch(work)
  }

  /// Called by Observation, in the `willSet` of a change to something the id read: schedules
  /// a look at the id once the change is made, and counts as pending work from then on. A
  /// change made on the main actor schedules before it returns (the task starts at once), so
  /// a front end that settles right after the change waits for the restart.
  private var changeHandler: @Sendable () -> Void {
    { [weak self] in
      startTask { @MainActor in await self?.idWillChange() }
    }
  }

  private func idWillChange() async {
    guard scheduled == nil, let node else { return }
    let next = DestinationTaskRun(node: node)
    scheduled = next
    // Runs again once the job making the change has made it (on the main actor, after this
    // task was enqueued behind it).
    await Task.yield()
    lookAtId(scheduled: next)
  }

  private func lookAtId(scheduled next: DestinationTaskRun) {
    guard scheduled === next else { return }
    scheduled = nil
    guard node != nil, let identity else { return next.cancel(.left) }
    if identity(changeHandler) {
      current?.cancel(.superseded)
      launch(next)
    } else {
      next.cancel(.superseded)
    }
  }
}

/// One run of a destination's task: started, restarted for a new id, or scheduled to be.
///
/// Pending (what ``Coordinatable/settled()`` waits for) from when it is made until its body
/// returns or it is cancelled; it then refuses every result (``acceptsResult()``).
@MainActor
@usableFromInline
final class DestinationTaskRun {
  enum Refusal {
    case left, superseded, stopped
  }

  /// Set when the run is cancelled: why its results are refused.
  private(set) var refusal: Refusal?
  /// Set once the run is cancelled and its body has gone on past the step that cancelled it:
  /// navigation from its task is refused from then on (``NavigationTree/refusesLateCall(_:)``).
  private var refusesNavigation = false {
    didSet { if refusesNavigation, !oldValue, bodyIsRunning { tree?.lateBodies.append(self) } }
  }
  /// Whether the run's body has started and not returned.
  private var bodyIsRunning = false
  /// The task running the body, while it runs: how a navigation call made from it is told
  /// apart. Compared, never used to reach the task.
  private var bodyTask: UnsafeCurrentTask?
  /// The destination, held while the run is pending so settling can find its tree.
  private(set) var node: DestinationNode?
  /// For a run with no body (``init(pendingIn:for:)``), the container it is pending in, where
  /// settling finds it; nil once it is gone.
  private(set) weak var bodiless: NavigationContainer?
  /// The work of the tree the destination was in when the run was made: where it is pending.
  var tree: NavigationTree?
  private let meta: any DestinationMeta
  private weak var owner: (any Coordinatable)?
  private var task: Task<Void, Never>?
  private var isPending = true
  private var hasReturned = false
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var nextWaiterID = 0
  /// Where the run sits in ``NavigationTree/runs`` while it is pending.
  var pendingIndex = 0

  init(node: DestinationNode) {
    self.node = node
    meta = node.meta
    let container = node.container
    owner = container?.owner
    tree = container?.treeMade
    tree?.add(self)
  }

  /// A run with no body, pending in `container` for a destination with `meta` until
  /// ``cancel(_:)`` ends it: a presenter about to resume after an `await present(_:as:returning:)`
  /// whose result was delivered (what runs after such an `await` is work the dismissal started,
  /// so the presenter's tree is not settled until it has resumed), or a navigation whose guards
  /// decide (``EntryGuardCheck``).
  init(pendingIn container: NavigationContainer, for meta: any DestinationMeta) {
    (bodiless, self.meta, owner, tree) = (container, meta, container.owner, container.treeMade)
    tree?.add(self)
  }

  /// The container this run is pending in.
  var container: NavigationContainer? { node?.container ?? bodiless }

  /// Runs `work` at once, on the main actor, until its first suspension.
  func launch(_ work: @escaping @MainActor (DestinationTaskRun) async -> Void) {
    guard isPending else { return }
    bodyIsRunning = true
    let task = startTask { @MainActor in
      self.bodyTask = withUnsafeCurrentTask { $0 }
      await work(self)
      self.bodyReturned()
    }
    guard !hasReturned else { return }
    self.task = task
    // Cancelled while it ran synchronously (its work popped its own destination).
    if refusal != nil { task.cancel() }
  }

  /// Refuses results from now on, cancels the task and ends the pending state.
  func cancel(_ reason: Refusal) {
    guard refusal == nil else { return }
    refusal = reason
    task?.cancel()
    endPending()
    // Cancelled by its own step (an action that dismissed its screen): what that step goes on to
    // do, such as the presenter's navigation on a result, is not late. Refused from the next job on.
    if withUnsafeCurrentTask(body: { isRunningBody(in: $0) }) {
      Task { @MainActor in self.refusesNavigation = true }
    } else {
      refusesNavigation = true
    }
  }

  /// Whether `task` runs this run's body.
  func isRunningBody(in task: UnsafeCurrentTask?) -> Bool {
    bodyTask != nil && bodyTask == task
  }

  /// Reports `operation`, a navigation call its body made after the run was refused.
  func refuseLateCall(_ operation: String) {
    reportLate("\(operation) from a task of '\(meta)'")
  }

  /// Whether the run has ended: its body returned, or it was cancelled.
  var hasEnded: Bool { !isPending }

  /// Whether a result delivered now is applied; reports `NavigationDiagnostic/Code/lateResult`
  /// when it is not.
  func acceptsResult() -> Bool {
    guard refusal != nil else { return true }
    reportLate("a result of a task of '\(meta)' arrived")
    return false
  }

  /// Reports `what` happened after the run was refused, and why, as
  /// `NavigationDiagnostic/Code/lateResult`: to the observers of the destination's coordinator,
  /// or through `ScaffoldingLog` once it is gone.
  private func reportLate(_ what: String) {
    let why =
      switch refusal {
      case .superseded: "after task(id:) restarted it for a new id"
      case .stopped: "after it was stopped"
      case .left, nil: "after its destination left the tree"
      }
    let message = "\(what) \(why); nothing changed"
    if let container = owner?.navigationContainer {
      container.diagnose(.lateResult, message)
    } else {
      ScaffoldingLog.handler(NavigationDiagnostic(code: .lateResult, message: message, coordinator: nil))
    }
  }

  /// Waits until the run is no longer pending, or the calling task is cancelled.
  func ended() async {
    guard isPending else { return }
    let id = nextWaiterID
    nextWaiterID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if !isPending || Task.isCancelled { return continuation.resume() }
        waiters.append((id, continuation))
      }
    } onCancel: {
      Task { @MainActor in self.resumeWaiter(id) }
    }
  }

  private func resumeWaiter(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume()
  }

  private func bodyReturned() {
    if refusesNavigation { tree?.lateBodies.removeAll { $0 === self } }
    bodyIsRunning = false
    bodyTask = nil
    hasReturned = true
    task = nil
    endPending()
  }

  private func endPending() {
    guard isPending else { return }
    isPending = false
    node = nil
    tree?.remove(self)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.continuation.resume() }
  }
}

/// Starts `operation` on the main actor at once, running it synchronously until its first
/// suspension where the platform can (`Task.immediate`), else as an ordinary task.
@usableFromInline
@discardableResult
func startTask(_ operation: sending @escaping @MainActor () async -> Void) -> Task<Void, Never> {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    return Task.immediate(operation: operation)
  }
  return Task(operation: operation)
}
