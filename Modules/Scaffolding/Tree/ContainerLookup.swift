/// Finds the container behind a type-erased coordinator.
///
/// The three coordinator kinds expose their containers under different names (`stack`,
/// `tabItems`, `root`); the tree's machinery only sees `any Coordinatable`, so it asks here.
/// Finding a container also binds it to its coordinator, which materializes the initial root
/// or tabs the first time.
@MainActor
enum ContainerLookup {
  static func container(of coordinator: any Coordinatable) -> (any NavigationContainer)? {
    if let flow = coordinator as? any FlowCoordinatable { return boundFlow(flow) }
    if let tabs = coordinator as? any TabCoordinatable { return boundTabs(tabs) }
    if let root = coordinator as? any RootCoordinatable { return boundRoot(root) }
    return nil
  }

  private static func boundFlow<C: FlowCoordinatable>(_ coordinator: C) -> any NavigationContainer {
    coordinator.stack.bind(to: coordinator)
    return coordinator.stack
  }

  private static func boundTabs<C: TabCoordinatable>(_ coordinator: C) -> any NavigationContainer {
    coordinator.tabItems.bind(to: coordinator)
    return coordinator.tabItems
  }

  private static func boundRoot<C: RootCoordinatable>(_ coordinator: C) -> any NavigationContainer {
    coordinator.root.bind(to: coordinator)
    return coordinator.root
  }
}
