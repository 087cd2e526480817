import Foundation
import Observation

/// The observable state of a ``TabCoordinatable``: its tabs, which one is selected, whether the
/// bar shows, and modals presented over all tabs.
///
/// While there are tabs exactly one is selected; removing the selected tab selects its
/// neighbour (the tab that takes its place, or the one before it when it was last).
@MainActor
public final class TabItems<Coordinator: TabCoordinatable>: Observable {
  /// The state and the tree's machinery, shared by the three kinds (see PERFORMANCE.md).
  @usableFromInline let container: NavigationContainer

  /// The tabs, in bar order.
  public var tabs: [Destination] { container.trackedTabs }

  /// The id of the selected tab; nil only while there are no tabs.
  public var selectedTab: UUID? { container.trackedSelectedTab }

  /// Whether a front end shows the bar.
  public var tabBarVisibility: TabBarVisibility { container.trackedBarVisibility }

  /// Modals presented by the tab coordinator itself, above every tab, bottom to top.
  public var modals: [Destination] { container.trackedStacked }

  /// The coordinator whose destination shows this one; nil at the top and once it has left.
  public var parent: (any Coordinatable)? { container.parent }

  /// How this coordinator was pushed or presented by its parent; nil at the top, as a tab or
  /// a root, and once it has left the tree.
  public var presentedAs: PresentationType? { container.presentedAs }

  /// Tabs that will be made from `tabs` the first time the coordinator is used, as the
  /// reference library's initializer takes them.
  ///
  /// - Parameters:
  ///   - tabs: the initial tabs, in bar order.
  ///   - selectedIndex: the tab selected at first; nil selects the first. Out of range, the
  ///     first is selected and `NavigationDiagnostic/Code/tabNotFound` is logged.
  ///   - visibility: whether a front end shows the bar at first.
  @inlinable
  public init(tabs: [Coordinator.Destinations], selectedIndex: Int? = nil, visibility: TabBarVisibility = .automatic) {
    container = NavigationContainer(kind: .tab) { container, owner in
      guard let coordinator = owner as? Coordinator else { return }
      // A loop, not `map`: see PERFORMANCE.md ("Closures in main-actor code").
      var made: [Destination] = []
      made.reserveCapacity(tabs.count)
      for tab in tabs { made.append(container.adopt(tab, for: coordinator, as: .tab)) }
      container.setInitialTabs(made, selectedIndex: selectedIndex, visibility: visibility)
    }
  }

  /// The selected tab's position in ``tabs``.
  public var selectedIndex: Int? { NavigationContainer.index(of: selectedTab, in: tabs) }

  // MARK: Badges

  /// Shows `count` on the tab whose destination id is `id` (as in ``tabs``), e.g. unread
  /// items; nil, zero or a negative count clears it.
  ///
  /// The badge stays while the tab does and leaves with it (``TabCoordinatable/removeFirstTab(_:)``,
  /// ``TabCoordinatable/setTabs(_:)``). An id that is not one of ``tabs`` changes nothing and
  /// logs `NavigationDiagnostic/Code/tabNotFound`; so does any id before the coordinator is
  /// first used, since its tabs are made then.
  public func setBadge(_ count: Int?, for id: UUID) {
    setBadge(count, "for: \(id)") { NavigationContainer.index(of: id, in: $0) }
  }

  /// Shows `count` on the first tab whose meta is `meta`: how a coordinator badges a tab it
  /// knows by case rather than by id. Clears, keeps and refuses as ``setBadge(_:for:)`` does.
  public func setBadge(_ count: Int?, forFirst meta: Coordinator.Destinations.Meta) {
    setBadge(count, "forFirst: \(meta)") { container.index(of: meta, in: $0, last: false) }
  }

  /// The badge shown on the tab with destination id `id`: a positive count, or nil when it has
  /// none or is not a tab. Observed: a SwiftUI view (or `withObservationTracking`) reading it
  /// is told when any badge of this coordinator changes.
  public func badge(for id: UUID) -> Int? {
    guard let serial = DestinationIDGenerator.serial(of: id) else { return nil }
    return container.trackedBadge(forSerial: serial)
  }

  /// Shows `count` on the tab `find` picks in the tabs, for the call whose argument after the
  /// count is `target`; logs `NavigationDiagnostic/Code/tabNotFound` when it picks none.
  private func setBadge(_ count: Int?, _ target: String, at find: ([Destination]) -> Int?) {
    let operation = "setBadge(\(count.map(String.init) ?? "nil"), \(target))"
    guard container.acceptsNavigation(operation) else { return }
    guard let index = find(container.tabDestinations) else {
      let reason =
        container.isBound
        ? "\(container.coordinatorName) has no such tab" : "\(Coordinator.self) has no tabs until it is first used"
      container.diagnose(.tabNotFound, "\(operation) ignored: \(reason)")
      return
    }
    container.setBadge(count, forTab: container.tabDestinations[index].node)
  }
}
