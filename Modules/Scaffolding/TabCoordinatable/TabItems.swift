import Foundation

/// The observable state of a ``TabCoordinatable``: its tabs, which one is selected, whether the
/// bar shows, and modals presented over all tabs.
///
/// While there are tabs exactly one is selected; removing the selected tab selects its
/// neighbour (the tab that takes its place, or the one before it when it was last). The state
/// itself lives in the non-generic ``NavigationContainer`` (see there why).
@MainActor
public final class TabItems<Coordinator: TabCoordinatable>: NavigationContainer {
  /// The tabs, in bar order.
  public internal(set) var tabs: [Destination] {
    get { trackedTabs }
    set { tabDestinations = newValue }
    _modify { yield &tabDestinations }
  }

  /// The id of the selected tab; nil only while there are no tabs.
  public internal(set) var selectedTab: UUID? {
    get { trackedSelectedTab }
    set { selectedTabID = newValue }
  }

  /// Whether a front end shows the bar.
  public internal(set) var tabBarVisibility: TabBarVisibility {
    get { trackedBarVisibility }
    set { barVisibility = newValue }
  }

  /// Modals presented by the tab coordinator itself, above every tab, bottom to top.
  public internal(set) var modals: [Destination] {
    get { trackedStacked }
    set { stacked = newValue }
    _modify { yield &stacked }
  }

  /// Tabs that will be made from `tabs` the first time the coordinator is used; the first
  /// one starts selected.
  @inlinable
  public init(tabs: [Coordinator.Destinations]) {
    super.init(kind: .tab) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      // A loop, not `map`: a closure formed in main-actor code checks the executor on each call.
      var made: [Destination] = []
      made.reserveCapacity(tabs.count)
      for tab in tabs { made.append(container.adopt(tab, for: coordinator, as: .tab)) }
      container.tabDestinations = made
      container.selectedTabID = container.tabDestinations.first?.id
    }
  }

  /// The selected tab's position in ``tabs``.
  public var selectedIndex: Int? { Self.index(of: selectedTab, in: tabs) }
}
