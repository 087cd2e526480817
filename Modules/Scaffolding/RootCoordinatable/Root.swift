import Observation

/// The observable state of a ``RootCoordinatable``: one root, swapped wholesale, and modals
/// presented above it.
///
/// Observation sees the state through a non-generic ``ObservedState``, whose key paths are
/// static (see there why that matters).
@MainActor
public final class Root<Coordinator: RootCoordinatable>: Observable {
  /// The current root; made from the initial destination the first time the coordinator is
  /// used, and nil once the coordinator has left the tree.
  public internal(set) var root: Destination? {
    get { state.root }
    set { state.root = newValue }
  }

  /// Modals presented by the root coordinator itself, bottom to top.
  public internal(set) var modals: [Destination] {
    get { state.stacked }
    set { state.stacked = newValue }
    _modify { yield &state.stacked }
  }

  let state = ObservedState()
  let links = TreeLinks()
  private(set) weak var owner: Coordinator?
  private var isBound = false
  private var initialRoot: Coordinator.Destinations?

  /// A root coordinator's state that will start at `root`.
  public init(root: Coordinator.Destinations) {
    self.initialRoot = root
  }

  /// The coordinator whose destination shows this one; nil for an app's top coordinator.
  public var parent: (any Coordinatable)? { links.parentCoordinator }

  /// How this coordinator was pushed or presented by its parent, if it was.
  public var presentedAs: PresentationType? { links.host?.placement.pushType }

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

extension Root: NavigationContainer {
  var kind: CoordinatorKind { .root }
  var owningCoordinator: (any Coordinatable)? { owner }
  var nodes: [DestinationNode] { (root.map { [$0.node] } ?? []) + modals.map(\.node) }
  var visibleNode: DestinationNode? { modals.last?.node ?? root?.node }
  var selectedNode: DestinationNode? { nil }
  var presentsModal: Bool { !modals.isEmpty }

  func removeStacked(from node: DestinationNode) -> [DestinationNode]? {
    guard let index = modals.stackIndex(of: node) else { return nil }
    return modals.removeSuffix(from: index)
  }

  func removeAll() -> [DestinationNode] {
    var removed = modals.isEmpty ? [] : modals.takeAllTopDown()
    if let current = root {
      removed.append(current.node)
      root = nil
    }
    return removed
  }

  func appendModal(_ destination: Destination) {
    modals.append(destination)
  }
}
