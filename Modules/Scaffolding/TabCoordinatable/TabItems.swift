import Foundation
import Observation

/// The observable state of a ``TabCoordinatable``: its tabs, which one is selected, whether the
/// bar shows, and modals presented over all tabs.
///
/// While there are tabs exactly one is selected; removing the selected tab selects its
/// neighbour (the tab that takes its place, or the one before it when it was last).
///
/// Observation sees the state through a non-generic ``ObservedState``, whose key paths are
/// static (see there why that matters).
@MainActor
public final class TabItems<Coordinator: TabCoordinatable>: Observable {
  /// The tabs, in bar order.
  public internal(set) var tabs: [Destination] {
    get { state.tabs }
    set { state.tabs = newValue }
    _modify { yield &state.tabs }
  }

  /// The id of the selected tab; nil only while there are no tabs.
  public internal(set) var selectedTab: UUID? {
    get { state.selectedTab }
    set { state.selectedTab = newValue }
  }

  /// Whether a front end shows the bar.
  public internal(set) var tabBarVisibility: TabBarVisibility {
    get { state.tabBarVisibility }
    set { state.tabBarVisibility = newValue }
  }

  /// Modals presented by the tab coordinator itself, above every tab, bottom to top.
  public internal(set) var modals: [Destination] {
    get { state.stacked }
    set { state.stacked = newValue }
    _modify { yield &state.stacked }
  }

  let state = ObservedState()
  let links = TreeLinks()
  private(set) weak var owner: Coordinator?
  private var isBound = false
  private var initialTabs: [Coordinator.Destinations]?

  /// Tabs that will be made from `tabs` the first time the coordinator is used; the first
  /// one starts selected.
  public init(tabs: [Coordinator.Destinations]) {
    self.initialTabs = tabs
  }

  /// The coordinator whose destination shows this tab coordinator.
  public var parent: (any Coordinatable)? { links.parentCoordinator }

  /// How this tab coordinator was pushed or presented by its parent, if it was.
  public var presentedAs: PresentationType? { links.host?.placement.pushType }

  /// The selected tab's position in ``tabs``.
  public var selectedIndex: Int? { Self.index(of: selectedTab, in: tabs) }

  /// A plain loop rather than `firstIndex(where:)`: a closure formed in this main-actor class
  /// checks the executor on every call (about 200 instructions), and front ends ask for the
  /// selection on every render.
  static func index(of id: UUID?, in tabs: [Destination]) -> Int? {
    guard let id else { return nil }
    for index in tabs.indices where tabs[index].id == id { return index }
    return nil
  }

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
    guard let initial = initialTabs else { return }
    isBound = true
    initialTabs = nil
    owner = coordinator
    tabs = initial.map { adopt($0, for: coordinator, as: .tab) }
    selectedTab = tabs.first?.id
  }
}

extension TabItems: NavigationContainer {
  var kind: CoordinatorKind { .tab }
  var owningCoordinator: (any Coordinatable)? { owner }
  var nodes: [DestinationNode] { tabs.map(\.node) + modals.map(\.node) }
  var visibleNode: DestinationNode? { modals.last?.node ?? selectedNode }
  var selectedNode: DestinationNode? {
    let tabs = tabs
    return Self.index(of: selectedTab, in: tabs).map { tabs[$0].node }
  }
  var presentsModal: Bool { !modals.isEmpty }

  func removeStacked(from node: DestinationNode) -> [DestinationNode]? {
    guard let index = modals.stackIndex(of: node) else { return nil }
    return modals.removeSuffix(from: index)
  }

  func removeAll() -> [DestinationNode] {
    let removed = (modals.isEmpty ? [] : modals.takeAllTopDown()) + (tabs.isEmpty ? [] : tabs.takeAllTopDown())
    if selectedTab != nil { selectedTab = nil }
    return removed
  }

  func appendModal(_ destination: Destination) {
    modals.append(destination)
  }
}
