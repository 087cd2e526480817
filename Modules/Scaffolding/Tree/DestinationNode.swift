import Foundation

/// The mutable identity behind a ``Destination`` value.
///
/// `Destination` is a value that front ends copy freely; what must stay unique (the lazily made
/// child coordinator, the `onDismiss` callback that fires exactly once, the container holding
/// the destination) lives here, one object per destination.
@MainActor
@usableFromInline
final class DestinationNode {
  /// Where the destination sits in its container. `DestinationType` cannot say "tab".
  @usableFromInline
  enum Placement: Equatable {
    case root, tab, push, sheet, fullScreenCover

    /// How the destination was routed inside its container: a root or a tab reads `.root`.
    var routeType: DestinationType { pushType?.destinationType ?? .root }

    /// A sheet or a full-screen cover.
    var isModal: Bool { self == .sheet || self == .fullScreenCover }

    /// How a flow stored the destination: pushed or a modal kind; nil for a root or a tab.
    var pushType: PresentationType? {
      switch self {
      case .root, .tab: nil
      case .push: .push
      case .sheet: .sheet
      case .fullScreenCover: .fullScreenCover
      }
    }
  }

  /// What the destination shows: a screen, or a coordinator made on first use and kept (in
  /// ``hostedCoordinator`` and ``hostedContainer``).
  enum Content {
    case screen(any Screen)
    case pendingCoordinator(@MainActor () -> (any Coordinatable)?)
    case coordinator
    case released
  }

  /// Mints ``id`` on demand: most destinations are never asked for theirs.
  let serial = DestinationIDGenerator.nextSerial()
  let meta: any DestinationMeta
  let tabLabel: TabLabel?

  // Exclusivity unchecked on the fields below: main-actor only, no access calls out while it
  // lasts; argued in PERFORMANCE.md ("Exclusivity").

  /// The `Destinations` case the node was made from, set when a container adopts it; `()`
  /// before. `Any`, not an optional existential: see PERFORMANCE.md ("Destinations").
  @usableFromInline @exclusivity(unchecked) var route: Any = ()
  @usableFromInline @exclusivity(unchecked) var placement: Placement = .root
  @exclusivity(unchecked) private(set) var content: Content
  @usableFromInline @exclusivity(unchecked) var onDismiss: (@MainActor () -> Void)?
  /// The container whose array holds this node; nil before insertion and after removal.
  ///
  /// Invariant: non-nil only while the container's arrays hold this node, or while a
  /// teardown the container started is under way. Cut by ``leaveTree()`` and by the
  /// container's isolated `deinit`; sound as argued in PERFORMANCE.md ("Links between tree
  /// objects").
  @inlinable var container: NavigationContainer? {
    get { containerLink?.takeUnretainedValue() }
    set { containerLink = newValue.map(Unmanaged.passUnretained) }
  }
  /// ``container`` as stored: walks up the tree read it without touching reference counts.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var containerLink: Unmanaged<NavigationContainer>?
  /// Set once the node has been removed, so nothing fires or resolves twice; a ``Teardown``
  /// sets it before recursing into the hosted coordinator.
  @exclusivity(unchecked) var hasLeftTree = false
  /// What few destinations need (an awaited result, tasks); nil for almost every one, so
  /// every other node pays one reference for both (PERFORMANCE.md, "Destination tasks").
  @usableFromInline @exclusivity(unchecked) var extras: DestinationExtras?

  init(meta: any DestinationMeta, tabLabel: TabLabel?, content: Content) {
    self.meta = meta
    self.tabLabel = tabLabel
    self.content = content
  }

  /// ``extras``, made now if the destination had none.
  func extrasMade() -> DestinationExtras {
    if let extras { return extras }
    let made = DestinationExtras(work: nil)
    extras = made
    return made
  }

  /// Identifies the destination for front ends (SwiftUI's `Identifiable`); unique in the process.
  nonisolated var id: UUID { DestinationIDGenerator.id(forSerial: serial) }

  /// The presentation the user perceives: a root or tab inherits its coordinator's host's.
  var presentationType: DestinationType {
    var node = self
    while node.placement == .root || node.placement == .tab {
      guard let host = node.container?.host else { return .root }
      node = host
    }
    return node.placement.routeType
  }

  var screen: (any Screen)? {
    if case .screen(let screen) = content { return screen }
    return nil
  }

  // Kept beside ``content`` rather than in it: see PERFORMANCE.md ("Destinations").

  /// The coordinator made here, once made; nil before and after.
  @exclusivity(unchecked) private(set) var hostedCoordinator: (any Coordinatable)?
  /// Its container; also how a pop tells a screen from a coordinator without copying.
  @exclusivity(unchecked) private(set) var hostedContainer: NavigationContainer?

  /// Whether a coordinator was made here.
  var hostsChild: Bool { hostedContainer != nil }

  /// A coordinator made by this node's route as showing it would, but kept apart: not hosted
  /// here, not bound, its first screen's work not started. What a flow checks the rest of a link
  /// on before it routes anything (``DeepLinkableFlow``'s `checkLink`); nil for screens.
  @usableFromInline
  func makeUnshownCoordinator() -> (any Coordinatable)? {
    guard case .pendingCoordinator(let make) = content else { return nil }
    return make()
  }

  /// The hosted coordinator, made now if this is its first use (or `made`, one this node's
  /// route made apart: see ``makeUnshownCoordinator()``); nil for screens.
  @usableFromInline
  func resolvedChild(adopting made: (any Coordinatable)? = nil) -> (
    coordinator: any Coordinatable, container: NavigationContainer
  )? {
    if let hostedContainer, let hostedCoordinator { return (hostedCoordinator, hostedContainer) }
    guard case .pendingCoordinator(let make) = content, !hasLeftTree else { return nil }
    guard let coordinator = made ?? make() else {
      content = .released
      return nil
    }
    guard let container = coordinator.navigationContainer else {
      self.container?.diagnose(
        .unsupportedCoordinator,
        "\(type(of: coordinator)) conforms to none of FlowCoordinatable, TabCoordinatable, RootCoordinatable; it is shown as empty"
      )
      content = .released
      return nil
    }
    guard container.host == nil, !container.isDismissed else {
      self.container?.diagnose(
        .coordinatorReused,
        "\(type(of: coordinator)) is already in a tree or was dismissed; a route function must return a new coordinator"
      )
      content = .released
      return nil
    }
    // Linked only while this node is in a container, which keeps it alive (PERFORMANCE.md).
    if let parent = self.container {
      container.host = self
      // Read before it was hosted (a link checked on it), its guards lacked its ancestors'. Kept
      // when both have none, the parent may be hosted under guards later, leaving it stale.
      (container.cachedGuards, container.isUnguarded) = (nil, false)
      if container.leaveQuestionsBelow { parent.noteLeaveQuestion() }
      // Used before it was hosted, its work and guard checks join the tree's.
      if let tree = container.tree {
        container.tree = nil
        tree.move(into: parent.treeMade)
      }
    }
    content = .coordinator
    hostedCoordinator = coordinator
    hostedContainer = container
    return (coordinator, container)
  }

  /// Starts the tasks the screen declared; called once the destination is in the tree and the
  /// operation that put it there has told its observers.
  @usableFromInline
  func startWork() { extras?.work?.start(in: self) }

  /// Called by ``Teardown`` once the tree has its final shape: cancels the destination's tasks,
  /// fires `onDismiss`, resumes an awaiting presenter and lets go of the content, so nothing
  /// the node held outlives it.
  func leaveTree() {
    if let extras { extras.leave() }
    hostedContainer?.host = nil
    content = .released
    hostedCoordinator = nil
    hostedContainer = nil
    container = nil
    if extras != nil { resumeAwaitingPresenter() }
    if let callback = onDismiss {
      onDismiss = nil
      callback()
    }
  }

  /// Hands an `await present(...)` (or `onResult`) waiting for this node its result, nil when
  /// none was set: when the node leaves or is dropped, or its guards kept it out of the tree.
  func resumeAwaitingPresenter() {
    guard let extras, let resume = extras.resumePresenter else { return }
    let value = extras.awaitedValue
    (extras.resumePresenter, extras.awaitedValue) = (nil, nil)
    resume(value)
  }

  /// Keeps `result` for the `await present(...)` (or `onResult`) waiting for this node, if one
  /// is: ``resumeAwaitingPresenter()`` hands it over when the node leaves.
  func handOver(_ result: any Sendable) {
    if let extras, extras.resumePresenter != nil { extras.awaitedValue = result }
  }

  /// Cuts the link to a container that is going away with the node still inside, and the
  /// hosted coordinator's link to this node, which that container was keeping alive; called by
  /// the container's isolated `deinit`.
  func unlinkContainer() {
    container = nil
    hostedContainer?.host = nil
  }

  /// The tree this node was in was released without a teardown (its container's `deinit`, after
  /// every link was cut): cancels its tasks, resumes an awaiting presenter with nil, and does the
  /// same inside the coordinator it hosts, which something else (an `await present(...)`, a task)
  /// may keep alive; that coordinator is then dismissed. `onDismiss` callbacks don't fire: the
  /// coordinator that set them is gone.
  func drop() {
    guard !hasLeftTree else { return }
    hasLeftTree = true
    extras?.leave()
    hostedContainer?.dropContents()
    resumeAwaitingPresenter()
  }
}

/// What a destination needs only sometimes: the tasks its screen declared and the hand-over to
/// an `await present(...)`. Made when a destination needs one of them.
@MainActor
@usableFromInline
final class DestinationExtras {
  /// The tasks the screen declared (`Screen.task`).
  let work: DestinationWork?
  /// Resumes the `await present(...)` (or `onResult`) waiting for the coordinator shown here
  /// with ``awaitedValue``, or nil; set while one waits.
  var resumePresenter: (@MainActor ((any Sendable)?) -> Void)?
  /// What that coordinator returned, kept only while a presenter waits; nil until it dismisses
  /// itself with a result.
  var awaitedValue: (any Sendable)?
  /// The last run of each asynchronous action performed here, by action name.
  var actionRuns: [String: DestinationTaskRun] = [:]

  init(work: DestinationWork?) {
    self.work = work
  }

  /// The destination has left the tree: its tasks and action runs are cancelled.
  func leave() {
    work?.leave()
    for run in actionRuns.values { run.cancel(.left) }
  }
}
