import Observation

/// The observable state of a ``FlowCoordinatable``: its root and, in one array, everything
/// pushed or presented above it.
///
/// Pushes and modals share `destinations` so that `pop()` closes whatever is on top, screen or
/// sheet, in the order the user saw them appear. A push after a modal continues inside that
/// modal's presentation. Front ends read this state and call the coordinator's methods to
/// change it; the setters are internal so nothing can bypass `onDismiss` bookkeeping.
/// Observation sees `root` and `destinations` through a non-generic ``ObservedState``, whose
/// key paths are static (see there why that matters).
@MainActor
public final class FlowStack<Coordinator: FlowCoordinatable>: Observable {
  /// The flow's first screen; made from the initial destination the first time the
  /// coordinator navigates or is shown, and nil once the flow has left the tree.
  public internal(set) var root: Destination? {
    get { state.root }
    set { state.root = newValue }
  }

  /// Pushes and modals above the root, bottom to top.
  public internal(set) var destinations: [Destination] {
    get { state.stacked }
    set { state.stacked = newValue }
    _modify { yield &state.stacked }
  }

  let state = ObservedState()
  let links = TreeLinks()
  private(set) weak var owner: Coordinator?
  private var isBound = false
  private var initialRoot: Coordinator.Destinations?
  /// How many sheets and covers `destinations` holds, kept so `presentsModal` never scans.
  private var modalCount = 0

  /// A stack that will start at `root`.
  public init(root: Coordinator.Destinations) {
    self.initialRoot = root
  }

  /// How this flow itself was pushed or presented by its parent; nil at the top, for a tab
  /// and for the root of another coordinator.
  public var presentedAs: PresentationType? { links.host?.placement.pushType }

  /// The coordinator whose destination shows this flow.
  public var parent: (any Coordinatable)? { links.parentCoordinator }

  /// Connects the stack to its coordinator and makes the initial root, once.
  /// Connects the container to its coordinator and makes its initial content, once.
  ///
  /// Every operation binds first, so once bound this is one flag test: the generic work (which
  /// needs run-time metadata for `Coordinator.Destinations?`) lives in ``bindFirstTime(to:)``.
  @inline(__always)
  func bind(to coordinator: Coordinator) {
    if !isBound { bindFirstTime(to: coordinator) }
  }

  @inline(never)
  private func bindFirstTime(to coordinator: Coordinator) {
    guard let initial = initialRoot else { return }
    isBound = true
    initialRoot = nil
    owner = coordinator
    root = adopt(initial, for: coordinator, as: .root)
  }
}

extension FlowStack: NavigationContainer {
  var kind: CoordinatorKind { .flow }
  var owningCoordinator: (any Coordinatable)? { owner }
  var nodes: [DestinationNode] { (root.map { [$0.node] } ?? []) + destinations.map(\.node) }
  var visibleNode: DestinationNode? { destinations.last?.node ?? root?.node }
  var selectedNode: DestinationNode? { nil }
  var presentsModal: Bool { modalCount > 0 }

  func removeStacked(from node: DestinationNode) -> [DestinationNode]? {
    // Found through the getter first, so a miss never reports a mutation to observers.
    guard let index = destinations.stackIndex(of: node) else { return nil }
    let removed = destinations.removeSuffix(from: index)
    if modalCount > 0 {
      modalCount -= removed.reduce(0) { $0 + ($1.placement.isModal ? 1 : 0) }
    }
    return removed
  }

  func removeAll() -> [DestinationNode] {
    modalCount = 0
    var removed = destinations.isEmpty ? [] : destinations.takeAllTopDown()
    if let current = root {
      removed.append(current.node)
      root = nil
    }
    return removed
  }

  func appendModal(_ destination: Destination) {
    modalCount += 1
    destinations.append(destination)
  }
}
