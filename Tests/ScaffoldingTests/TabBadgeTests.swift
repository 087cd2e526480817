import Foundation
import Observation
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// A tab bar whose re-selection hook records the tab instead of popping it.
@MainActor
private final class ReselectingTabs: TabCoordinatable {
  enum Destinations: Destinationable {
    case home
    case inbox

    enum Meta: DestinationMeta {
      case home, inbox
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .inbox: .inbox
      }
    }

    func value(for coordinator: ReselectingTabs) -> Destination {
      switch self {
      case .home: .tab(meta, label: TabLabel("Home"), owner: coordinator) { _ in HomeFlow() }
      case .inbox: .tab(meta, label: TabLabel("Inbox"), owner: coordinator) { _ in HomeFlow() }
      }
    }
  }

  let tabItems = TabItems<ReselectingTabs>(tabs: [.home, .inbox])
  /// The metas `tabReselected(_:)` was called with, in order.
  private(set) var reselected: [Destinations.Meta] = []

  func tabReselected(_ tab: Destination) {
    if let meta = tab.meta as? Destinations.Meta { reselected.append(meta) }
  }
}

/// Counts `withObservationTracking` change calls.
private final class ChangeCount: @unchecked Sendable {
  var value = 0
}

/// The tabs' ids in bar order; reading ``TabCoordinatable/isInTabItems(_:)`` first makes the
/// coordinator's tabs, as showing it would.
@MainActor
private func tabIDs<C: TabCoordinatable>(of tabs: C, binding meta: C.Destinations.Meta) -> [UUID] {
  _ = tabs.isInTabItems(meta)
  return tabs.tabItems.tabs.map(\.id)
}

@MainActor
@Suite("Tab badges and re-selection")
struct TabBadgeTests {
  // MARK: Badges

  @Test func aBadgeIsShownUntilNilZeroOrANegativeCountClearsIt() {
    let tabs = MainTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let items = tabs.tabItems
    #expect(items.badge(for: ids[0]) == nil)
    items.setBadge(3, for: ids[0])
    #expect(items.badge(for: ids[0]) == 3)
    items.setBadge(nil, for: ids[0])
    #expect(items.badge(for: ids[0]) == nil)
    items.setBadge(5, for: ids[0])
    items.setBadge(0, for: ids[0])
    #expect(items.badge(for: ids[0]) == nil)
    items.setBadge(2, for: ids[0])
    items.setBadge(-1, for: ids[0])
    #expect(items.badge(for: ids[0]) == nil)
    items.setBadge(7, for: ids[0])
    items.setBadge(8, for: ids[0])
    #expect(items.badge(for: ids[0]) == 8)
  }

  @Test func badgesBelongToOneTabAndForFirstBadgesTheFirstTabWithTheMeta() {
    let tabs = MainTabs(tabs: [.home, .inbox, .inbox])
    let ids = tabIDs(of: tabs, binding: .home)
    let items = tabs.tabItems
    items.setBadge(4, forFirst: .inbox)
    #expect(ids.map(items.badge(for:)) == [nil, 4, nil])
    items.setBadge(9, for: ids[2])
    items.setBadge(1, for: ids[0])
    #expect(ids.map(items.badge(for:)) == [1, 4, 9])
    items.setBadge(nil, forFirst: .inbox)
    #expect(ids.map(items.badge(for:)) == [1, nil, 9])
  }

  @Test func aBadgeForAnIdOrMetaThatIsNotATabChangesNothingAndDiagnoses() throws {
    let tabs = MainTabs(tabs: [.home, .inbox])
    let ids = tabIDs(of: tabs, binding: .home)
    tabs.present(.notice, as: .sheet)
    let modalID = try #require(tabs.tabItems.modals.first?.id)
    let recorder = NavigationRecorder(observing: tabs)
    tabs.tabItems.setBadge(1, for: UUID())
    tabs.tabItems.setBadge(2, for: modalID)
    tabs.tabItems.setBadge(3, forFirst: .settings)
    tabs.tabItems.setBadge(nil, forFirst: .notice)
    recorder.expectDiagnostics([.tabNotFound, .tabNotFound, .tabNotFound, .tabNotFound])
    recorder.expectChanges([])
    #expect(recorder.diagnostics.first?.message.contains("setBadge(1, for:") == true)
    #expect(recorder.diagnostics.last?.message.contains("setBadge(nil, forFirst: notice)") == true)
    #expect((ids + [modalID]).map(tabs.tabItems.badge(for:)) == [nil, nil, nil])
  }

  @Test func aBadgeSetBeforeTheTabsAreMadeIsDiagnosedAsSuch() {
    // Before its first use a coordinator has no tabs, and nobody can observe it yet: the
    // diagnostic is read from the log (synchronously, as no other test runs on the main actor).
    var logged: [NavigationDiagnostic] = []
    let previous = ScaffoldingLog.handler
    ScaffoldingLog.handler = { logged.append($0) }
    defer { ScaffoldingLog.handler = previous }
    let tabs = MainTabs()
    tabs.tabItems.setBadge(1, forFirst: .home)
    #expect(logged.map(\.code) == [.tabNotFound])
    #expect(logged.first?.message.contains("MainTabs has no tabs until it is first used") == true)
  }

  @Test func aDismissedTabCoordinatorRefusesBadges() throws {
    let flow = HomeFlow()
    flow.route(to: .tabs)
    let tabs = try #require(flow.stack.destinations.last?.coordinator as? MainTabs)
    let id = try #require(tabIDs(of: tabs, binding: .home).first)
    let recorder = NavigationRecorder(observing: tabs)
    flow.pop()
    tabs.tabItems.setBadge(1, for: id)
    tabs.tabItems.setBadge(1, forFirst: .home)
    tabs.userSelect(id: id)
    recorder.expectDiagnostics([.coordinatorDismissed, .coordinatorDismissed, .coordinatorDismissed])
    #expect(tabs.tabItems.badge(for: id) == nil)
  }

  @Test func aViewReadingABadgeIsToldWhenItChangesAndOnlyThen() {
    let tabs = MainTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let items = tabs.tabItems
    let changes = ChangeCount()
    func watch() {
      withObservationTracking {
        _ = items.badge(for: ids[0])
      } onChange: {
        changes.value += 1
      }
    }
    watch()
    items.setBadge(2, for: ids[0])
    #expect(changes.value == 1)
    watch()
    items.setBadge(2, for: ids[0])
    items.setBadge(0, for: ids[1])
    items.setBadge(1, for: UUID())
    #expect(changes.value == 1, "a request that changes no badge notifies nobody")
    items.setBadge(nil, forFirst: .home)
    #expect(changes.value == 2)
    #expect(items.badge(for: ids[0]) == nil)
  }

  @Test func aRemovedTabLosesItsBadgeAndObserversHearIt() {
    let tabs = MainTabs(tabs: [.home, .inbox, .settings])
    let ids = tabIDs(of: tabs, binding: .home)
    let items = tabs.tabItems
    for (count, id) in zip([1, 2, 3], ids) { items.setBadge(count, for: id) }
    let changes = ChangeCount()
    withObservationTracking {
      _ = items.badge(for: ids[1])
    } onChange: {
      changes.value += 1
    }
    tabs.removeFirstTab(.inbox)
    #expect(changes.value == 1)
    #expect(ids.map(items.badge(for:)) == [1, nil, 3])
    tabs.appendTab(.inbox)
    #expect(items.badge(for: items.tabs[2].id) == nil, "a new tab with the same meta starts without a badge")

    tabs.setTabs([.home, .settings])
    #expect(ids.map(items.badge(for:)) == [nil, nil, nil])
    #expect(items.tabs.map { items.badge(for: $0.id) } == [nil, nil])
  }

  // MARK: Re-selection

  @Test func userSelectOfAnotherTabSelectsItWithoutTheHook() {
    let tabs = ReselectingTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let recorder = NavigationRecorder(observing: tabs)
    tabs.userSelect(id: ids[1])
    expectTabs(of: tabs, [.home, .inbox], selected: .inbox)
    recorder.expectChanges([.selectTab])
    #expect(recorder.changes.first?.meta == AnyDestinationMeta(ReselectingTabs.Destinations.Meta.inbox))
    #expect(tabs.reselected.isEmpty)
  }

  @Test func userSelectOfTheSelectedTabCallsTheHookOnceAndSelectsNothing() {
    let tabs = ReselectingTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    tabs.userSelect(id: ids[1])
    let recorder = NavigationRecorder(observing: tabs)
    tabs.userSelect(id: ids[1])
    #expect(tabs.reselected == [.inbox])
    expectTabs(of: tabs, [.home, .inbox], selected: .inbox)
    recorder.expectChanges([])
    recorder.expectDiagnostics([])
  }

  @Test func userSelectOfAnUnknownIdChangesNothingAndDiagnoses() {
    let tabs = ReselectingTabs()
    _ = tabIDs(of: tabs, binding: .home)
    let recorder = NavigationRecorder(observing: tabs)
    tabs.userSelect(id: UUID())
    expectTabs(of: tabs, [.home, .inbox], selected: .home)
    recorder.expectDiagnostics([.tabNotFound])
    recorder.expectChanges([])
    #expect(tabs.reselected.isEmpty)
  }

  @Test func theDefaultHookPopsTheSelectedFlowTabToItsRootAndNoOtherTab() throws {
    let tabs = MainTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let home = try #require(tabs.tabItems.tabs[0].coordinator as? HomeFlow)
    let inbox = try #require(tabs.tabItems.tabs[1].coordinator as? HomeFlow)
    home.route(to: .detail(1)).route(to: .detail(2)).present(.compose, as: .sheet)
    inbox.route(to: .detail(3))
    let recorder = NavigationRecorder(observing: tabs)
    tabs.userSelect(id: ids[0])
    expectStack(of: home, [.feed])
    expectStack(of: inbox, [.settings, .detail])
    recorder.expectChanges([.dismiss, .pop, .pop])
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .home)
  }

  @Test func theDefaultHookLeavesAScreenTabAndAFlowAtItsRootAlone() throws {
    let tabs = MainTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    tabs.select(index: 2)
    let recorder = NavigationRecorder(observing: tabs)
    tabs.userSelect(id: ids[2])
    tabs.select(index: 0)
    tabs.userSelect(id: ids[0])
    recorder.expectChanges([.selectTab])
    recorder.expectDiagnostics([])
    let home = try #require(tabs.tabItems.tabs[0].coordinator as? HomeFlow)
    expectStack(of: home, [.feed])
  }

  @Test func anOverrideReplacesTheDefaultHook() throws {
    let tabs = ReselectingTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let home = try #require(tabs.tabItems.tabs[0].coordinator as? HomeFlow)
    home.route(to: .detail(1))
    tabs.userSelect(id: ids[0])
    #expect(tabs.reselected == [.home])
    expectStack(of: home, [.feed, .detail])
  }

  @Test func programmaticSelectionNeverCallsTheHook() throws {
    let tabs = ReselectingTabs()
    let ids = tabIDs(of: tabs, binding: .home)
    let home = try #require(tabs.tabItems.tabs[0].coordinator as? HomeFlow)
    home.route(to: .detail(1))
    tabs.select(id: ids[0])
    tabs.select(index: 0)
    tabs.selectFirstTab(.home)
    tabs.selectLastTab(.home)
    tabs.select(id: ids[0]) { (_: HomeFlow) in }
    tabs.select(index: 1)
    tabs.select(index: 1)
    tabs.selectFirstTab(.inbox)
    expectStack(of: home, [.feed, .detail])
    tabs.setTabs([.home, .inbox])
    #expect(tabs.reselected.isEmpty)

    let defaults = MainTabs()
    _ = tabIDs(of: defaults, binding: .home)
    let defaultHome = try #require(defaults.tabItems.tabs[0].coordinator as? HomeFlow)
    defaultHome.route(to: .detail(1))
    defaults.select(index: 0)
    defaults.selectFirstTab(.home)
    expectStack(of: defaultHome, [.feed, .detail])
  }
}
