import Foundation
@_spi(Inspection) import Scaffolding

/// A read-only view of one coordinator's container, whatever its kind, for the helpers in
/// this library that walk a whole tree through the public API.
@MainActor
struct ContainerView {
  let kind: CoordinatorKind
  /// The root, or the tabs, then pushes and modals, bottom to top.
  let destinations: [Destination]
  /// The root for flows and root coordinators.
  let root: Destination?
  /// Pushes and modals above the root, or modals above the tabs.
  let stacked: [Destination]
  /// Tabs, for tab coordinators.
  let tabs: [Destination]
  let selectedTab: UUID?

  /// Opens the existential: the container of a flow, tab or root coordinator. With `bind`, it
  /// first materializes the initial root or tabs, as showing the coordinator would; a child
  /// reached through `Destination.coordinator` is bound already, so walks skip that step.
  static func of(_ coordinator: any Coordinatable, bind: Bool = true) -> ContainerView? {
    // Any public read that finds the container binds it; the visible screen walks only one
    // path, where a snapshot would walk the whole subtree.
    if bind { _ = coordinator.visibleScreen }
    if let flow = coordinator as? any FlowCoordinatable { return flowView(flow) }
    if let tabs = coordinator as? any TabCoordinatable { return tabView(tabs) }
    if let root = coordinator as? any RootCoordinatable { return rootView(root) }
    return nil
  }

  /// What a helper reports when `coordinator` conforms to none of the three kinds, so it never
  /// passes without having inspected anything.
  static func noKind(_ coordinator: any Coordinatable) -> String {
    "\(typeName(coordinator)) conforms to none of FlowCoordinatable, TabCoordinatable, RootCoordinatable; there is nothing to inspect"
  }

  private static func flowView<C: FlowCoordinatable>(_ coordinator: C) -> ContainerView {
    // Each observable property is read once: a read costs an observation-registrar access.
    let stack = coordinator.stack
    let root = stack.root
    let stacked = stack.destinations
    return ContainerView(
      kind: .flow, destinations: (root.map { [$0] } ?? []) + stacked, root: root, stacked: stacked, tabs: [],
      selectedTab: nil)
  }

  private static func tabView<C: TabCoordinatable>(_ coordinator: C) -> ContainerView {
    let items = coordinator.tabItems
    let tabs = items.tabs
    let modals = items.modals
    return ContainerView(
      kind: .tab, destinations: tabs + modals, root: nil, stacked: modals, tabs: tabs, selectedTab: items.selectedTab)
  }

  private static func rootView<C: RootCoordinatable>(_ coordinator: C) -> ContainerView {
    let container = coordinator.root
    let root = container.root
    let modals = container.modals
    return ContainerView(
      kind: .root, destinations: (root.map { [$0] } ?? []) + modals, root: root, stacked: modals, tabs: [],
      selectedTab: nil)
  }
}

/// Renders a coordinator's tree for failure messages.
@MainActor
func treeText(_ coordinator: any Coordinatable) -> String {
  coordinator.hierarchySnapshot.description
}

/// The name a failure message uses for a coordinator.
func typeName(_ object: Any) -> String {
  String(describing: type(of: object))
}
