import Foundation

/// A coordinator for a tab bar whose tabs keep independent navigation.
///
/// Each tab is a destination: usually a child ``FlowCoordinatable`` with its own stack, which
/// survives switching away and back. Modals presented here cover every tab.
@MainActor
public protocol TabCoordinatable: Coordinatable {
  /// The tab coordinator's observable state.
  var tabItems: TabItems<Self> { get }
}

extension TabCoordinatable {
  /// Read from the container, which the framework links when the coordinator enters a tree.
  public var parent: (any Coordinatable)? { tabItems.parent }

  /// Selects the first tab whose meta is `meta`; logs ``NavigationDiagnostic/Code/tabNotFound``
  /// and keeps the selection when there is none.
  @discardableResult
  public func selectFirstTab(_ meta: Destinations.Meta) -> Self {
    select(where: meta, last: false)
    return self
  }

  /// ``selectFirstTab(_:)``, then hands the tab's coordinator to `landed`.
  @discardableResult
  public func selectFirstTab<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void)
    -> Self
  {
    if let node = select(where: meta, last: false) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Selects the last tab whose meta is `meta`.
  @discardableResult
  public func selectLastTab(_ meta: Destinations.Meta) -> Self {
    select(where: meta, last: true)
    return self
  }

  /// ``selectLastTab(_:)``, then hands the tab's coordinator to `landed`.
  @discardableResult
  public func selectLastTab<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void)
    -> Self
  {
    if let node = select(where: meta, last: true) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Selects the tab at a zero-based position; out of range, logs and keeps the selection.
  @discardableResult
  public func select(index: Int) -> Self {
    select(atIndex: index)
    return self
  }

  /// ``select(index:)``, then hands the tab's coordinator to `landed`.
  @discardableResult
  public func select<T: Coordinatable>(index: Int, _ landed: (T) -> Void) -> Self {
    if let node = select(atIndex: index) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Selects the tab with this destination id; unknown ids log and keep the selection.
  @discardableResult
  public func select(id: UUID) -> Self {
    select(withID: id)
    return self
  }

  /// ``select(id:)``, then hands the tab's coordinator to `landed`.
  @discardableResult
  public func select<T: Coordinatable>(id: UUID, _ landed: (T) -> Void) -> Self {
    if let node = select(withID: id) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Replaces every tab. The old tabs leave the tree (last first, each with its subtree); the
  /// selection moves to the first new tab with the meta that was selected, else the first.
  /// Observers hear `.tabsChanged` for each old then each new tab, then `.selectTab` for the
  /// new selection (always a new destination, even when its meta was selected before).
  @discardableResult
  public func setTabs(_ destinations: [Destinations]) -> Self {
    tabItems.bind(to: self)
    guard tabItems.acceptsNavigation("setTabs(_:)") else { return self }
    let previousMeta = tabItems.selectedNode?.meta as? Destinations.Meta
    let replacements = destinations.map { tabItems.adopt($0, for: self, as: .tab) }
    let removed = tabItems.tabs.isEmpty ? [] : tabItems.tabs.takeAllTopDown()
    tabItems.tabs = replacements
    let kept = replacements.first { previousMeta != nil && ($0.meta as? Destinations.Meta) == previousMeta }
    tabItems.selectedTab = (kept ?? replacements.first)?.id
    let teardown = Teardown(removing: removed)
    for node in removed { tabItems.publishRemoval(of: node) }
    for tab in replacements { tabItems.publish(.tabsChanged, meta: tab.meta) }
    if let selected = tabItems.selectedNode { tabItems.publish(.selectTab, meta: selected.meta) }
    teardown.finish()
    return self
  }

  /// Adds a tab at the end; the selection stays unless there was none, in which case the new
  /// tab is selected and observers hear `.selectTab` after `.tabsChanged`.
  @discardableResult
  public func appendTab(_ destination: Destinations) -> Self {
    insert(destination, at: nil)
    return self
  }

  /// ``appendTab(_:)``, then hands the new tab's coordinator to `landed`.
  @discardableResult
  public func appendTab<T: Coordinatable>(_ destination: Destinations, _ landed: (T) -> Void)
    -> Self
  {
    if let node = insert(destination, at: nil) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Inserts a tab at `index` (0...tab count); outside that range, logs
  /// ``NavigationDiagnostic/Code/indexOutOfRange`` and changes nothing.
  @discardableResult
  public func insertTab(_ destination: Destinations, at index: Int) -> Self {
    insert(destination, at: index)
    return self
  }

  /// ``insertTab(_:at:)``, then hands the new tab's coordinator to `landed`.
  @discardableResult
  public func insertTab<T: Coordinatable>(
    _ destination: Destinations, at index: Int, _ landed: (T) -> Void
  ) -> Self {
    if let node = insert(destination, at: index) { tabItems.deliver(node, to: landed) }
    return self
  }

  /// Removes the first tab with `meta`, with its whole subtree. When it was selected, its
  /// neighbour is selected (see ``TabItems``) and observers hear `.selectTab` after
  /// `.tabsChanged`.
  @discardableResult
  public func removeFirstTab(_ meta: Destinations.Meta) -> Self {
    removeTab(meta, last: false)
    return self
  }

  /// Removes the last tab with `meta`, with its whole subtree.
  @discardableResult
  public func removeLastTab(_ meta: Destinations.Meta) -> Self {
    removeTab(meta, last: true)
    return self
  }

  /// Whether a tab with `meta` exists.
  public func isInTabItems(_ meta: Destinations.Meta) -> Bool {
    tabItems.bind(to: self)
    return tabItems.index(of: meta, in: tabItems.tabs, last: false) != nil
  }

  /// Shows or hides the bar, e.g. for an immersive screen.
  public func setTabBarVisibility(_ visibility: TabBarVisibility) {
    tabItems.bind(to: self)
    guard tabItems.acceptsNavigation("setTabBarVisibility(.\(visibility))") else { return }
    tabItems.tabBarVisibility = visibility
  }

  @discardableResult
  private func select(where meta: Destinations.Meta, last: Bool) -> DestinationNode? {
    tabItems.bind(to: self)
    let name = last ? "selectLastTab" : "selectFirstTab"
    guard tabItems.acceptsNavigation("\(name)(\(meta))") else { return nil }
    guard let index = tabItems.index(of: meta, in: tabItems.tabs, last: last) else {
      tabItems.diagnose(.tabNotFound, "\(name)(\(meta)) ignored: \(tabItems.coordinatorName) has no such tab")
      return nil
    }
    return makeSelected(tabItems.tabs[index])
  }

  @discardableResult
  private func select(atIndex index: Int) -> DestinationNode? {
    tabItems.bind(to: self)
    guard tabItems.acceptsNavigation("select(index: \(index))") else { return nil }
    guard tabItems.tabs.indices.contains(index) else {
      tabItems.diagnose(
        .tabNotFound,
        "select(index: \(index)) ignored: \(tabItems.coordinatorName) has \(tabItems.tabs.count) tabs")
      return nil
    }
    return makeSelected(tabItems.tabs[index])
  }

  @discardableResult
  private func select(withID id: UUID) -> DestinationNode? {
    tabItems.bind(to: self)
    guard tabItems.acceptsNavigation("select(id: \(id))") else { return nil }
    guard let tab = tabItems.tabs.first(where: { $0.id == id }) else {
      tabItems.diagnose(.tabNotFound, "select(id: \(id)) ignored: no such tab in \(tabItems.coordinatorName)")
      return nil
    }
    return makeSelected(tab)
  }

  private func makeSelected(_ tab: Destination) -> DestinationNode {
    if tabItems.selectedTab != tab.id {
      tabItems.selectedTab = tab.id
      tabItems.publish(.selectTab, meta: tab.meta)
    }
    return tab.node
  }

  @discardableResult
  private func insert(_ destination: Destinations, at index: Int?) -> DestinationNode? {
    tabItems.bind(to: self)
    let position = index ?? tabItems.tabs.count
    guard tabItems.acceptsNavigation("insertTab(\(destination.meta), at: \(position))") else {
      return nil
    }
    guard (0...tabItems.tabs.count).contains(position) else {
      tabItems.diagnose(
        .indexOutOfRange,
        "insertTab(\(destination.meta), at: \(position)) ignored: \(tabItems.coordinatorName) has \(tabItems.tabs.count) tabs"
      )
      return nil
    }
    let tab = tabItems.adopt(destination, for: self, as: .tab)
    tabItems.tabs.insert(tab, at: position)
    let selectsIt = tabItems.selectedTab == nil
    if selectsIt { tabItems.selectedTab = tab.id }
    tabItems.publish(.tabsChanged, meta: tab.meta)
    if selectsIt { tabItems.publish(.selectTab, meta: tab.meta) }
    return tab.node
  }

  private func removeTab(_ meta: Destinations.Meta, last: Bool) {
    tabItems.bind(to: self)
    let name = last ? "removeLastTab" : "removeFirstTab"
    guard tabItems.acceptsNavigation("\(name)(\(meta))") else { return }
    guard let index = tabItems.index(of: meta, in: tabItems.tabs, last: last) else {
      tabItems.diagnose(.tabNotFound, "\(name)(\(meta)) ignored: \(tabItems.coordinatorName) has no such tab")
      return
    }
    let selectedBefore = tabItems.selectedTab
    let removed = tabItems.tabs.remove(at: index)
    if tabItems.selectedTab == removed.id {
      let neighbour = tabItems.tabs.indices.contains(index) ? index : tabItems.tabs.count - 1
      tabItems.selectedTab = tabItems.tabs.indices.contains(neighbour) ? tabItems.tabs[neighbour].id : nil
    }
    let teardown = Teardown(removing: [removed.node])
    tabItems.publishRemoval(of: removed.node)
    if tabItems.selectedTab != selectedBefore, let selected = tabItems.selectedNode {
      tabItems.publish(.selectTab, meta: selected.meta)
    }
    teardown.finish()
  }
}
