import Observation

// The machinery behind `Screen.task(_:)` and `Screen.task(id:_:)`: the tasks a destination
// declares, the runs of each, and the process-wide list of runs not yet settled. Everything
// here is main-actor state; see the article "Async work and navigation" for the rules it keeps.

/// One `.task` a screen declares: the work and, for `task(id:)`, how to read its id.
@MainActor
@usableFromInline
struct DestinationTaskSpec {
  let work: @MainActor (DestinationTask) async -> Void
  /// Makes the reader of the id for one destination (each keeps its own last value); nil for
  /// `task(_:)`.
  let makeIdentity: (@MainActor () -> TaskIdentity)?

  @usableFromInline
  init(work: @escaping @MainActor (DestinationTask) async -> Void, makeIdentity: (@MainActor () -> TaskIdentity)?) {
    self.work = work
    self.makeIdentity = makeIdentity
  }
}

/// Reads a `task(id:)`'s id under observation tracking and says whether it changed.
@MainActor
@usableFromInline
class TaskIdentity {
  /// Reads the id again, calling `onChange` once when something it read next changes; true
  /// when the id differs from the one read before (and on the first read).
  func refresh(onChange: @escaping @Sendable () -> Void) -> Bool { false }
}

/// ``TaskIdentity`` for one type of id.
@MainActor
@usableFromInline
final class TypedTaskIdentity<ID: Equatable>: TaskIdentity {
  private let read: @MainActor () -> ID
  private var last: ID?

  @usableFromInline
  init(_ read: @escaping @MainActor () -> ID) {
    self.read = read
  }

  override func refresh(onChange: @escaping @Sendable () -> Void) -> Bool {
    let value = withObservationTracking({ read() }, onChange: onChange)
    defer { last = value }
    guard let last else { return true }
    return last != value
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
  /// destination: see ``PendingDestinationWork/placingSeveral(_:)``. Starting tasks that have
  /// started already does nothing.
  @inline(never)
  func start(in node: DestinationNode) {
    if PendingDestinationWork.placedWhilePlacingSeveral != nil {
      PendingDestinationWork.placedWhilePlacingSeveral?.append(node)
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
  private let work: @MainActor (DestinationTask) async -> Void
  private let identity: TaskIdentity?
  /// The destination, read only while the slot is active, that is while the node is in a
  /// tree (it is freed only after it has left or been dropped, which deactivates the slot).
  /// Unowned, checked: a weak reference would give every node with a task a side table.
  private unowned(safe) var node: DestinationNode?
  private var isActive = false
  private var hasLeft = false
  private var current: DestinationTaskRun?
  private var scheduled: DestinationTaskRun?

  init(_ spec: DestinationTaskSpec) {
    work = spec.work
    identity = spec.makeIdentity?()
  }

  func start(in node: DestinationNode) {
    guard !isActive, !hasLeft else { return }
    isActive = true
    self.node = node
    _ = identity?.refresh(onChange: changeHandler)
    launch(DestinationTaskRun(node: node))
  }

  func leave() {
    guard !hasLeft else { return }
    hasLeft = true
    isActive = false
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
    guard isActive, scheduled == nil, let node else { return }
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
    guard isActive, let identity else { return next.cancel(.left) }
    if identity.refresh(onChange: changeHandler) {
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
/// returns or it is cancelled; it then refuses every result (``DestinationTask/deliver(_:)``).
@MainActor
final class DestinationTaskRun {
  enum Refusal {
    case left, superseded, stopped
  }

  /// The run whose task is running now, bound for the whole of its body (and inherited by
  /// tasks it starts): what a navigation call made from a cancelled task checks.
  @TaskLocal static var current: DestinationTaskRun?

  /// Set when the run is cancelled: why its results are refused.
  private(set) var refusal: Refusal?
  /// Set once the run is cancelled and its body has gone on past the step that cancelled it:
  /// navigation from its task is refused from then on (``refusesLateCall(_:)``).
  private var refusesNavigation = false {
    didSet { if refusesNavigation, !oldValue, bodyIsRunning { Self.lateBodies += 1 } }
  }
  /// Whether the run's body has started and not returned.
  private var bodyIsRunning = false
  /// How many bodies are still running after their run refused navigation: while none is, a
  /// navigation call asks nothing more (PERFORMANCE.md, "Asynchronous actions and late
  /// navigation").
  @exclusivity(unchecked) static var lateBodies = 0
  /// The destination, held while the run is pending so settling can find its tree.
  private(set) var node: DestinationNode?
  private let meta: any DestinationMeta
  private weak var owner: (any Coordinatable)?
  private var task: Task<Void, Never>?
  private var isPending = true
  private var hasReturned = false
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var nextWaiterID = 0
  /// Where the run sits in ``PendingDestinationWork/runs`` while it is pending.
  fileprivate var pendingIndex = 0

  init(node: DestinationNode) {
    self.node = node
    meta = node.meta
    owner = node.container?.owner
    PendingDestinationWork.add(self)
  }

  /// Runs `work` at once, on the main actor, until its first suspension.
  func launch(_ work: @escaping @MainActor (DestinationTask) async -> Void) {
    guard isPending else { return }
    PendingDestinationWork.runningBodies += 1
    bodyIsRunning = true
    let handle = DestinationTask(run: self)
    let task = startTask { @MainActor in
      await Self.$current.withValue(self) { await work(handle) }
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
    if Self.current === self {
      Task { @MainActor in self.refusesNavigation = true }
    } else {
      refusesNavigation = true
    }
  }

  /// Whether the calling task, a cancelled one, is a destination's run whose destination has
  /// gone (or whose `task(id:)` restarted): then `operation`, a navigation call made after an
  /// `await`, is refused and reported as `NavigationDiagnostic/Code/lateResult`, as a late
  /// ``DestinationTask/deliver(_:)`` is. Tasks the run started on their own are not cancelled
  /// with it, so they never get here.
  @inline(never)
  static func refusesLateCall(_ operation: @autoclosure () -> String) -> Bool {
    guard let run = current, run.refusesNavigation else { return false }
    run.reportLate("\(operation()) from a task of '\(run.meta)'")
    return true
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
    if refusesNavigation { Self.lateBodies -= 1 }
    bodyIsRunning = false
    hasReturned = true
    task = nil
    PendingDestinationWork.runningBodies -= 1
    endPending()
  }

  private func endPending() {
    guard isPending else { return }
    isPending = false
    node = nil
    PendingDestinationWork.remove(self)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.continuation.resume() }
  }
}

/// Every destination task run not yet settled, in the process, and how many task bodies are
/// running. Empty when nothing is pending, so settling costs one test then.
@MainActor
@usableFromInline
enum PendingDestinationWork {
  // Exclusivity unchecked: main-actor only, and no access calls out while it lasts (`remove`
  // takes out a run its caller holds, so nothing is freed inside it); PERFORMANCE.md
  // ("Destination tasks").
  @exclusivity(unchecked) static var runs: [DestinationTaskRun] = []
  @exclusivity(unchecked) static var runningBodies = 0
  /// The `await present(_:as:returning:)` calls that have their result and have not resumed
  /// yet: what runs after such an `await` is work a dismissal started, so until it has run,
  /// the presenter's tree is not settled.
  static var resumingPresentations: [ResumingPresentation] = []

  static func add(_ run: DestinationTaskRun) {
    run.pendingIndex = runs.count
    runs.append(run)
  }

  /// Takes out a pending run in constant time: the last run moves into its place. The order
  /// of the list means nothing (settling waits for every run it finds, in any order), and a
  /// search would make ending n runs quadratic: 20,000 details restored at once ended in order
  /// of their start, each found at the far end of the list.
  static func remove(_ run: DestinationTaskRun) {
    let index = run.pendingIndex
    guard index < runs.count, runs[index] === run else { return }
    let last = runs.removeLast()
    guard last !== run else { return }
    runs[index] = last
    last.pendingIndex = index
  }

  /// A presentation result not yet taken up by a presenter in the tree below `container`.
  static func resuming(in container: NavigationContainer) -> ResumingPresentation? {
    resumingPresentations.first { $0.presenter.map { isInTree($0, below: container) } ?? false }
  }

  /// Whether `candidate` is `container` or hosted below it.
  private static func isInTree(_ candidate: NavigationContainer, below container: NavigationContainer) -> Bool {
    var current: NavigationContainer? = candidate
    while let next = current {
      if next === container { return true }
      current = next.host?.container
    }
    return false
  }

  /// A pending run of a destination in the tree below `container`, if any.
  static func first(in container: NavigationContainer) -> DestinationTaskRun? {
    for run in runs {
      guard let node = run.node else { continue }
      // Pending runs belong to destinations in a tree, whose links are valid (PERFORMANCE.md).
      var current = node.container
      while let candidate = current {
        if candidate === container { return run }
        current = candidate.host?.container
      }
    }
    return nil
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

/// An `await present(_:as:returning:)` whose result was delivered and which has not resumed
/// yet: pending work of its presenter's tree until it has (see `Coordinatable.settled()`).
@MainActor
final class ResumingPresentation {
  /// The presenter's container; nil once it is gone.
  private(set) weak var presenter: NavigationContainer?
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Made when the result is delivered: pending from then on.
  init(presenter: NavigationContainer) {
    self.presenter = presenter
    PendingDestinationWork.resumingPresentations.append(self)
  }

  /// Called once the presenter has resumed: no longer pending.
  func end() {
    PendingDestinationWork.resumingPresentations.removeAll { $0 === self }
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  /// Waits until the presenter has resumed. Never long: it is already scheduled.
  func ended() async {
    guard PendingDestinationWork.resumingPresentations.contains(where: { $0 === self }) else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
