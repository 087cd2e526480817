import Foundation

/// A coordinator for a tab bar whose tabs keep independent navigation.
///
/// Each tab is a destination: usually a child ``FlowCoordinatable`` with its own stack, which
/// survives switching away and back. Modals presented here cover every tab.
@MainActor
public protocol TabCoordinatable: Coordinatable {
  /// The tab coordinator's observable state.
  var tabItems: TabItems<Self> { get }

  /// Called when the user taps the tab that is already selected (a front end reports taps with
  /// ``userSelect(id:)``); never on programmatic selection. `tab` is that tab, one of
  /// ``TabItems/tabs``.
  ///
  /// The default pops the tab's flow to its root, as a tab bar does on a second tap, and does
  /// nothing for a tab that is not a ``FlowCoordinatable``. Implement it to do something else,
  /// e.g. scroll a feed to its top or refresh it; an empty one keeps the tab as it is.
  func tabReselected(_ tab: Destination)
}

extension TabCoordinatable {
  /// Read from the container, which the framework links when the coordinator enters a tree.
  public var parent: (any Coordinatable)? { tabItems.parent }

  /// Not API: the ``tabItems`` state, connected to this coordinator.
  public var _navigation: _NavigationState? { _NavigationState(tabItems.container.bound(to: self)) }

  /// Selects the first tab whose meta is `meta`; logs `NavigationDiagnostic/Code/tabNotFound`
  /// and keeps the selection when there is none.
  @discardableResult
  public func selectFirstTab(_ meta: Destinations.Meta) -> Self {
    select(where: meta, last: false)
    return self
  }

  /// ``selectFirstTab(_:)``, then hands the tab's coordinator to `landed`.
  @discardableResult
  public func selectFirstTab<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void) -> Self {
    if let node = select(where: meta, last: false) { tabItems.container.deliver(node, to: landed) }
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
  public func selectLastTab<T: Coordinatable>(_ meta: Destinations.Meta, _ landed: (T) -> Void) -> Self {
    if let node = select(where: meta, last: true) { tabItems.container.deliver(node, to: landed) }
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
    if let node = select(atIndex: index) { tabItems.container.deliver(node, to: landed) }
    return self
  }

  /// The default ``tabReselected(_:)``: pops `tab`'s flow to its root, removing its pushes
  /// and modals top-down as ``FlowCoordinatable/popToRoot()`` does. A tab that is a screen or
  /// another kind of coordinator, or whose flow was never shown, is left as it is.
  public func tabReselected(_ tab: Destination) {
    // The coordinator already made, not `tab.coordinator`: a flow never shown has nothing to pop.
    (tab.node.hostedCoordinator as? any FlowCoordinatable)?.popToRoot()
  }

  /// What a front end calls when the user taps the tab with this destination id, as SwiftUI's
  /// selection binding would: another tab is selected as ``select(id:)`` selects it (with its
  /// `.selectTab` event), and the tab already selected gets ``tabReselected(_:)`` instead.
  /// An unknown id logs `NavigationDiagnostic/Code/tabNotFound` and changes nothing.
  ///
  /// Only this call reports a re-selection: ``select(id:)``, ``select(index:)``,
  /// ``selectFirstTab(_:)`` and the other programmatic selections never call the hook.
  public func userSelect(id: UUID) {
    let container = tabItems.container.bound(to: self)
    guard
      let tab = selectable("userSelect(id: \(id))", in: container, at: { NavigationContainer.index(of: id, in: $0) })
    else {
      return
    }
    if container.selectedTabID == id {
      tabReselected(tab)
    } else {
      makeSelected(tab, in: container)
    }
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
    if let node = select(withID: id) { tabItems.container.deliver(node, to: landed) }
    return self
  }

  /// Replaces every tab. The old tabs leave the tree (last first, each with its subtree); the
  /// selection moves to the first new tab with the meta that was selected, else the first.
  /// Observers hear `.tabsChanged` for each old then each new tab, then `.selectTab` for the
  /// new selection (always a new destination, even when its meta was selected before).
  @discardableResult
  public func setTabs(_ destinations: [Destinations]) -> Self {
    let container = tabItems.container.bound(to: self)
    guard container.acceptsNavigation("setTabs(_:)") else { return self }
    let previousMeta = container.selectedNode?.meta
    let replacements = destinations.map { container.adopt($0, for: self, as: .tab) }
    let removed = container.tabDestinations.isEmpty ? [] : container.tabDestinations.removeSuffix(from: 0)
    container.tabDestinations = replacements
    container.dropAllBadges()
    let kept = previousMeta.flatMap { previous in replacements.first { $0.meta.isSame(as: previous) } }
    container.selectedTabID = (kept ?? replacements.first)?.id
    let teardown = Teardown(removing: removed)
    for node in removed { container.publishRemoval(of: node) }
    for tab in replacements { container.publish(.tabsChanged, meta: tab.meta) }
    if let selected = container.selectedNode { container.publish(.selectTab, meta: selected.meta) }
    teardown.finish()
    for tab in replacements where tab.node.extras != nil { tab.node.startWork() }
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
  public func appendTab<T: Coordinatable>(_ destination: Destinations, _ landed: (T) -> Void) -> Self {
    if let node = insert(destination, at: nil) { tabItems.container.deliver(node, to: landed) }
    return self
  }

  /// Inserts a tab at `index`. An index outside 0...tab count is clamped into it (as the
  /// reference library does) and `NavigationDiagnostic/Code/indexOutOfRange` is logged.
  @discardableResult
  public func insertTab(_ destination: Destinations, at index: Int) -> Self {
    insert(destination, at: index)
    return self
  }

  /// ``insertTab(_:at:)``, then hands the new tab's coordinator to `landed`.
  @discardableResult
  public func insertTab<T: Coordinatable>(_ destination: Destinations, at index: Int, _ landed: (T) -> Void) -> Self {
    if let node = insert(destination, at: index) { tabItems.container.deliver(node, to: landed) }
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
    let container = tabItems.container.bound(to: self)
    return container.index(of: meta, in: container.trackedTabs, last: false) != nil
  }

  /// Shows or hides the bar, e.g. for an immersive screen.
  public func setTabBarVisibility(_ visibility: TabBarVisibility) {
    let container = tabItems.container.bound(to: self)
    guard container.acceptsNavigation("setTabBarVisibility(.\(visibility))") else { return }
    container.barVisibility = visibility
  }

  @discardableResult
  private func select(where meta: Destinations.Meta, last: Bool) -> DestinationNode? {
    let container = tabItems.container.bound(to: self)
    let tab = selectable("\(last ? "selectLastTab" : "selectFirstTab")(\(meta))", in: container) {
      container.index(of: meta, in: $0, last: last)
    }
    return tab.flatMap { makeSelected($0, in: container) }
  }

  @discardableResult
  private func select(atIndex index: Int) -> DestinationNode? {
    let container = tabItems.container.bound(to: self)
    let tab = selectable("select(index: \(index))", in: container) { $0.indices.contains(index) ? index : nil }
    return tab.flatMap { makeSelected($0, in: container) }
  }

  @discardableResult
  private func select(withID id: UUID) -> DestinationNode? {
    let container = tabItems.container.bound(to: self)
    let tab = selectable("select(id: \(id))", in: container) { NavigationContainer.index(of: id, in: $0) }
    return tab.flatMap { makeSelected($0, in: container) }
  }

  /// The tab `find` picks for `call`, a selection, when navigation is accepted; logs
  /// `NavigationDiagnostic/Code/tabNotFound` when it picks none.
  private func selectable(
    _ call: @autoclosure () -> String, in container: NavigationContainer, at find: ([Destination]) -> Int?
  ) -> Destination? {
    guard container.acceptsNavigation(call()) else { return nil }
    guard let index = find(container.tabDestinations) else {
      let count = container.tabDestinations.count
      container.diagnose(
        .tabNotFound, "\(call()) ignored: \(container.coordinatorName) has no such tab (it has \(count))")
      return nil
    }
    return container.tabDestinations[index]
  }

  @discardableResult
  private func makeSelected(_ tab: Destination, in container: NavigationContainer) -> DestinationNode? {
    guard container.selectedTabID != tab.id else { return tab.node }
    if !container.isUnguarded && !container.inheritedGuards(of: self).isEmpty || container.leaveQuestionsBelow {
      return makeSelectedGuarded(tab, in: container)
    }
    container.selectedTabID = tab.id
    container.publish(.selectTab, meta: tab.meta)
    return tab.node
  }

  /// ``makeSelected(_:in:)`` when guards may stand in the way: the leave questions of the tab
  /// shown, then the entry guards of the tab picked.
  private func makeSelectedGuarded(_ tab: Destination, in container: NavigationContainer) -> DestinationNode? {
    let leaving = container.selectedNode.map { [$0] } ?? []
    // The tab weakly too: the question that keeps this switch is inside its tree.
    let again = { @MainActor [weak self, weak container, weak node = tab.node] in
      guard let self, let container, let node else { return }
      self.makeSelected(Destination(node: node), in: container)
    }
    guard container.mayLeave(leaving, .tabSwitch, exit: again) else { return nil }
    let select = { @MainActor [weak container] in
      guard let container else { return }
      container.selectedTabID = tab.id
      container.publish(.selectTab, meta: tab.meta)
    }
    guard container.guardsEntry(of: tab.node, in: self) else {
      select()
      return tab.node
    }
    return container.enterGuarded(tab.node, place: select) && container.selectedTabID == tab.id ? tab.node : nil
  }

  @discardableResult
  private func insert(_ destination: Destinations, at index: Int?) -> DestinationNode? {
    let container = tabItems.container.bound(to: self)
    let position = index ?? container.tabDestinations.count
    guard container.acceptsNavigation("insertTab(\(destination.meta), at: \(position))") else { return nil }
    let count = container.tabDestinations.count
    let clamped = min(max(position, 0), count)
    if clamped != position {
      container.diagnose(
        .indexOutOfRange,
        "insertTab(\(destination.meta), at: \(position)) clamped to \(clamped): \(container.coordinatorName) has \(count) tabs"
      )
    }
    let tab = container.adopt(destination, for: self, as: .tab)
    container.tabDestinations.insert(tab, at: clamped)
    let selectsIt = container.selectedTabID == nil
    if selectsIt { container.selectedTabID = tab.id }
    container.publish(.tabsChanged, meta: tab.meta)
    if selectsIt { container.publish(.selectTab, meta: tab.meta) }
    tab.node.startWork()
    return tab.node
  }

  private func removeTab(_ meta: Destinations.Meta, last: Bool) {
    let container = tabItems.container.bound(to: self)
    let name = last ? "removeLastTab" : "removeFirstTab"
    guard container.acceptsNavigation("\(name)(\(meta))") else { return }
    guard let index = container.index(of: meta, in: container.tabDestinations, last: last) else {
      container.diagnose(.tabNotFound, "\(name)(\(meta)) ignored: \(container.coordinatorName) has no such tab")
      return
    }
    let selectedBefore = container.selectedTabID
    let removed = container.tabDestinations.remove(at: index)
    container.setBadge(nil, forTab: removed.node)
    if container.selectedTabID == removed.id {
      let remaining = container.tabDestinations
      container.selectedTabID = remaining.isEmpty ? nil : remaining[min(index, remaining.count - 1)].id
    }
    let teardown = Teardown(removing: [removed.node])
    container.publishRemoval(of: removed.node)
    if container.selectedTabID != selectedBefore, let selected = container.selectedNode {
      container.publish(.selectTab, meta: selected.meta)
    }
    teardown.finish()
  }
}
