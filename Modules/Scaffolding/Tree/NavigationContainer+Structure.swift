import Foundation

/// Where the three kinds differ: a flow and a root coordinator hold a root with pushes or
/// modals above it; a tab coordinator holds tabs, one selected, with modals above them all.
///
/// The three queries below answer public questions (the visible screen, snapshots), so they
/// read the state tracked: a SwiftUI view asking them updates when the answer changes.
extension NavigationContainer {
  /// Every destination bottom to top: the root or the tabs first, then pushes and modals.
  var nodes: [DestinationNode] {
    let base = kind == .tab ? trackedTabs.map(\.node) : (trackedRoot.map { [$0.node] } ?? [])
    return base + trackedStacked.map(\.node)
  }

  /// The destination on top: the last push or modal, else the root or the selected tab.
  var visibleNode: DestinationNode? {
    trackedTopOfStack ?? (kind == .tab ? selectedNode : trackedRoot?.node)
  }

  /// The selected tab, for tab containers.
  var selectedNode: DestinationNode? {
    guard kind == .tab else { return nil }
    let tabs = trackedTabs
    return Self.index(of: trackedSelectedTab, in: tabs).map { tabs[$0].node }
  }

  /// The position of the tab with `id`. Compares counters, in a loop: see PERFORMANCE.md
  /// ("Closures in main-actor code", "Ids").
  static func index(of id: UUID?, in tabs: [Destination]) -> Int? {
    guard let id, let serial = DestinationIDGenerator.serial(of: id) else { return nil }
    for index in tabs.indices where tabs[index].node.serial == serial { return index }
    return nil
  }

  /// The initial tabs of a ``TabItems``, with its initial selection and bar visibility.
  @usableFromInline
  func setInitialTabs(_ tabs: [Destination], selectedIndex: Int?, visibility: TabBarVisibility) {
    tabDestinations = tabs
    if visibility != .automatic { barVisibility = visibility }
    var selected = tabs.first
    if let selectedIndex {
      if tabs.indices.contains(selectedIndex) {
        selected = tabs[selectedIndex]
      } else {
        diagnose(
          .tabNotFound,
          "TabItems(tabs:selectedIndex: \(selectedIndex)) ignored the index: \(coordinatorName) has \(tabs.count) tabs; the first is selected"
        )
      }
    }
    selectedTabID = selected?.id
  }

  /// Places a modal above everything this container shows, as `style`, linked to this container
  /// as it is stored; tells observers, and starts its work.
  @inline(__always)
  func placeModal(_ modal: Destination, as style: ModalPresentationType) {
    modal.node.placement = style == .sheet ? .sheet : .fullScreenCover
    modal.node.container = self
    append(modal)
    publish(.present(style), meta: modal.meta)
    modal.node.startWork()
  }

  /// Places a push or a modal above everything this container shows.
  @usableFromInline
  func append(_ destination: Destination) {
    if destination.node.placement.isModal { modalCount += 1 }
    stacked.append(destination)
  }

  /// Removes `node` and everything stacked above it; returns them top-down, or nil when
  /// `node` is not a push or modal of this container.
  func removeStacked(from node: DestinationNode) -> [DestinationNode]? {
    // Found through the getter first, so a miss never reports a mutation to observers.
    guard let index = stacked.stackIndex(of: node) else { return nil }
    let removed = stacked.removeSuffix(from: index)
    if modalCount > 0 {
      modalCount -= removed.reduce(0) { $0 + ($1.placement.isModal ? 1 : 0) }
    }
    return removed
  }

  /// Empties the container and hands back what it held, in the arrays it held it in (see
  /// PERFORMANCE.md, "Teardown"). Each array is tested through the getter first: a change
  /// notifies observers even when it removes nothing.
  func removeAll() -> RemovedContents {
    modalCount = 0
    var removed = RemovedContents()
    if !stacked.isEmpty { swap(&removed.stacked, &stacked) }
    if !tabDestinations.isEmpty { swap(&removed.tabs, &tabDestinations) }
    if selectedTabID != nil { selectedTabID = nil }
    dropAllBadges()
    if let current = rootDestination {
      removed.root = current
      rootDestination = nil
    }
    return removed
  }
}

/// What ``NavigationContainer/removeAll()`` took out of a container.
struct RemovedContents {
  var stacked: [Destination] = []
  var tabs: [Destination] = []
  var root: Destination?

  /// In dismissal order: pushes and modals top-down, then the tabs last first, then the root.
  func forEachTopDown(_ body: (DestinationNode) -> Void) {
    for destination in stacked.reversed() { body(destination.node) }
    for destination in tabs.reversed() { body(destination.node) }
    if let root { body(root.node) }
  }

  /// The same, as a list.
  var nodesTopDown: [DestinationNode] {
    var nodes: [DestinationNode] = []
    nodes.reserveCapacity(stacked.count + tabs.count + 1)
    forEachTopDown { nodes.append($0) }
    return nodes
  }
}

extension Array where Element == Destination {
  /// The position of the destination holding `node`, searched from the top, where pops and
  /// dismissals find it at once however deep the stack is.
  func stackIndex(of node: DestinationNode) -> Int? {
    lastIndex { $0.node === node }
  }

  /// Removes the destination at `index` and everything after it; returns them top-down.
  mutating func removeSuffix(from index: Int) -> [DestinationNode] {
    if index == count - 1 { return [removeLast().node] }
    let removed = self[index...].reversed().map(\.node)
    removeSubrange(index...)
    return removed
  }
}
